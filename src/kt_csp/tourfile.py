"""Tours as text: grids of move numbers, lists of square names, and kt-csp's own JSON.

Grid
    One line per rank, the top line the highest rank, each square holding its move number:
    0-based as the classic GfG article prints it, or 1-based as the PHP kata does.
List
    Algebraic square names in tour order, separated by spaces, commas or newlines.
JSON
    The object ``kt-csp solve --format json`` prints (``board``, ``leaper``, ``tour``).

NumPy
    ``.npy``: the grid as an int32 array of move numbers, ``array[row, col]`` with row 0 the
    first rank (not flipped, unlike the text grid) — the compact form for huge boards, 4 bytes a
    square, read and written without going through text.

Lines starting with ``#`` are comments. The format is detected from the content.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np
from numba import njit

from kt_csp.board import KNIGHT, Board, file_index, parse_board
from kt_csp.errors import KtError, TourFileError

__all__ = ["TourText", "read_tour", "parse_tour", "format_grid", "format_squares", "grid_numbers",
           "write_npy"]

NPY_MAGIC = b"\x93NUMPY"

_NAME_RE = re.compile(r"^([a-z]+)([1-9][0-9]*)$")


@dataclass(frozen=True)
class TourText:
    """A tour read from text: its board, its squares, and a fault found while reading.

    ``fault`` is not empty when the text is readable but cannot be a tour (a move number written
    twice, a square off the given board); the tour is then invalid, not the file unreadable.
    """

    board: Board
    tour: list[int] | np.ndarray
    form: str
    fault: str = ""


def read_tour(path: str | Path, board: Board | None = None, leaper: tuple[int, int] = KNIGHT) -> TourText:
    """Read a tour file; ``board`` checks (or, for a list of names, sets) the board size."""
    try:
        with open(path, "rb") as handle:
            if handle.read(len(NPY_MAGIC)) == NPY_MAGIC:
                return _read_npy(path, board, leaper)
        text = Path(path).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        reason = error.strerror if isinstance(error, OSError) and error.strerror else "not UTF-8 text"
        raise TourFileError(f"cannot read tour file {str(path)!r}: {reason}") from None
    return parse_tour(text, board, leaper)


def _read_npy(path: str | Path, board: Board | None, leaper: tuple[int, int]) -> TourText:
    try:
        numbers = np.load(path, allow_pickle=False)
    except (OSError, ValueError) as error:
        raise TourFileError(f"cannot read tour file {str(path)!r}: {error}") from None
    if numbers.ndim != 2 or numbers.dtype.kind not in "iu" or numbers.size == 0:
        raise TourFileError(f"{str(path)!r} is not a grid of move numbers (a 2-D integer array)")
    rows, cols = numbers.shape
    if board is not None and (board.rows, board.cols) != (rows, cols):
        raise TourFileError(f"the grid is {rows}x{cols} but the board is {board}")
    board = board or Board(rows, cols, leaper)
    flat = numbers.reshape(-1)
    base = int(flat.min())
    if base not in (0, 1):
        return TourText(board, [], "npy", f"move numbers start at {base}: a grid counts from 0 or from 1")
    tour = np.full(board.size, -1, dtype=np.int32)
    kind, value = _invert(flat, base, tour)
    if kind == 1:
        return TourText(board, [], "npy", f"move {value} is written on more than one square")
    if kind == 2:
        return TourText(board, [], "npy", f"move {value} is past the last square's number")
    return TourText(board, tour, "npy")


@njit(cache=True)
def _invert(numbers, base, tour):
    """``tour[move] = square``; (1, move) for a move written twice, (2, move) for one too high."""
    for square in range(numbers.shape[0]):
        move = numbers[square] - base
        if move >= tour.shape[0]:
            return 2, move
        if tour[move] >= 0:
            return 1, move
        tour[move] = square
    return 0, 0


def write_npy(path: str | Path, board: Board, tour: Sequence[int] | np.ndarray) -> None:
    """Save the tour as an int32 grid of move numbers from 0 (see the module notes)."""
    numbers = np.empty(board.size, dtype=np.int32)
    _number(np.asarray(tour), numbers)
    try:
        np.save(path, numbers.reshape(board.rows, board.cols), allow_pickle=False)
    except OSError as error:
        raise KtError(f"cannot write {str(path)!r}: {error.strerror}") from None


@njit(cache=True)
def _number(tour, numbers):
    for move in range(tour.shape[0]):
        numbers[tour[move]] = move


def parse_tour(text: str, board: Board | None = None, leaper: tuple[int, int] = KNIGHT) -> TourText:
    """Understand the text of a tour in any of the module's formats."""
    if text.lstrip().startswith("{"):
        return _parse_json(text, board)
    lines = [line for line in (raw.strip() for raw in text.splitlines()) if line and not line.startswith("#")]
    if not lines:
        raise TourFileError("the tour file holds no tour")
    tokens = [re.split(r"[\s,;]+", line) for line in lines]
    if all(re.fullmatch(r"-?\d+", token) for row in tokens for token in row):
        return _parse_grid(tokens, board, leaper)
    return _parse_names([t.lower() for row in tokens for t in row if t], board, leaper)


def _parse_grid(tokens: list[list[str]], board: Board | None, leaper: tuple[int, int]) -> TourText:
    widths = {len(row) for row in tokens}
    if len(widths) != 1:
        raise TourFileError(f"the grid's rows have different lengths ({', '.join(map(str, sorted(widths)))})")
    rows, cols = len(tokens), widths.pop()
    if board is not None and (board.rows, board.cols) != (rows, cols):
        raise TourFileError(f"the grid is {rows}x{cols} but the board is {board}")
    board = board or Board(rows, cols, leaper)
    # The first line of text is the top rank; flip so that row 0 is rank 1.
    numbers = np.array(tokens, dtype=np.int64)[::-1].reshape(-1)
    tour, fault = grid_numbers(board, numbers)
    return TourText(board, tour, "grid", fault)


def grid_numbers(board: Board, numbers: np.ndarray) -> tuple[list[int], str]:
    """Turn square → move number into the tour, or say why the numbers cannot be one.

    Numbers may start at 0 or 1; they must then count up once each.
    """
    base = int(numbers.min())
    if base not in (0, 1):
        return [], f"move numbers start at {base}: a grid counts from 0 or from 1"
    order = np.argsort(numbers, kind="stable")
    expected = np.arange(base, base + board.size)
    wrong = np.flatnonzero(numbers[order] != expected)
    if wrong.size:
        written, wanted = int(numbers[order][wrong[0]]), int(expected[wrong[0]])
        if written < wanted:
            holders = [board.name(int(s)) for s in np.flatnonzero(numbers == written)]
            return [], f"move {written - base} is written on {len(holders)} squares: {', '.join(holders)}"
        return [], f"move {wanted - base} is missing from the grid"
    return order.tolist(), ""


def _parse_names(names: list[str], board: Board | None, leaper: tuple[int, int]) -> TourText:
    coords = []
    for name in names:
        match = _NAME_RE.match(name)
        if not match:
            raise TourFileError(f"{name!r} is neither a square name such as a1 nor a move number")
        coords.append((int(match.group(2)) - 1, file_index(match.group(1))))
    if board is None:
        board = Board(max(r for r, _ in coords) + 1, max(c for _, c in coords) + 1, leaper)
    for step, (row, col) in enumerate(coords):
        if not board.contains(row, col):
            return TourText(board, [], "list", f"move {step} ({names[step]}) is off the {board} board")
    return TourText(board, [board.square(r, c) for r, c in coords], "list")


def _parse_json(text: str, board: Board | None) -> TourText:
    try:
        data = json.loads(text)
        leaper = tuple(data.get("leaper", KNIGHT))
        own = parse_board(str(data["board"]), (int(leaper[0]), int(leaper[1])))
        names = [str(name).lower() for name in data["tour"]]
    except (ValueError, KeyError, TypeError, IndexError, KtError) as error:
        raise TourFileError(f"the JSON tour file is not a kt-csp tour: {error}") from None
    if board is not None and (board.rows, board.cols) != (own.rows, own.cols):
        raise TourFileError(f"the JSON tour is on {own} but the board is {board}")
    if not names:
        return TourText(own, [], "json", "the tour is empty")
    return replace(_parse_names(names, own, own.leaper), form="json")


def format_grid(board: Board, tour: list[int], base: int = 0) -> str:
    """Rows of right-aligned move numbers, the top row the highest rank."""
    numbers = np.full(board.size, -1, dtype=np.int64)
    numbers[np.asarray(tour, dtype=np.int64)] = np.arange(len(tour)) + base
    width = len(str(board.size - 1 + base))
    grid = numbers.reshape(board.rows, board.cols)[::-1]
    return "\n".join(" ".join(f"{n:>{width}}" for n in row) for row in grid.tolist())


def format_squares(board: Board, tour: list[int]) -> str:
    """Square names in tour order, one board row's worth per line."""
    names = [board.name(s) for s in tour]
    return "\n".join(" ".join(names[i:i + board.cols]) for i in range(0, len(names), board.cols))
