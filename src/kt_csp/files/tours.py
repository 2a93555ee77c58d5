"""Tours as text: grids of move numbers, lists of square names, and kt-csp's own JSON.

Grid
    One line per rank, each square holding its move number, 0-based or 1-based (both are read).
    With the ``bottom`` origin (the default, as a chessboard is printed) the top line is the
    highest rank and a1 is the first number of the last line; with the ``top`` origin the top
    line is rank 1, which is how the classic GfG article prints its board (its start square, row
    0 and column 0, top left).
List
    Algebraic square names in tour order, separated by spaces, commas or newlines.
JSON
    The object ``kt-csp solve --format json`` prints (``board``, ``leaper``, ``tour``).
NumPy
    ``.npy``: the grid as an integer array of move numbers, ``array[row, col]`` — the compact
    form for huge boards, 4 bytes a square, read and written without going through text. Its
    origin is ``top`` unless another is given: row 0 is rank 1 (a1 is ``array[0, 0]``), the
    array's order, where a text grid's first line is the top rank; with the ``bottom`` origin its
    last row is rank 1, as a text grid's last line is. As in a grid, -1 marks a hole.

Lines starting with ``#`` are comments. The format is detected from the content; a UTF-8 byte
order mark is allowed. What is wrong with a file's numbering is said in the file's own numbers.

Their table is `TOUR_FORMATS`: each form's name, suffix, purpose, recogniser and reader (here)
and its writers (`kt_csp.files.tour_writing`, whose ``format_grid``, ``format_squares`` and
``write_npy`` this module also gives).
"""

from __future__ import annotations

import io
import json
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

import numpy as np

from kt_csp.core.board import KNIGHT, MOST_DIGITS, Board, file_index, parse_board
from kt_csp.core.choices import Origin
from kt_csp.core.instance import Instance
from kt_csp.errors import KtError, TourFileError
from kt_csp.files.reading import STDIN, read_input
from kt_csp.files.tour_writing import (
    GRID_ORIGIN,
    HOLE_NUMBER,
    NPY_ORIGIN,
    TourWriter,
    format_grid,
    format_squares,
    grid_text,
    json_text,
    list_text,
    npy_file,
    text_file,
    write_npy,
)
from kt_csp.runtime.compiled import deferred
from kt_csp.runtime.memory import require_memory

if TYPE_CHECKING:
    from kt_csp.core.result import Result
    from kt_csp.runtime.compiled import Array  # the compiled kernels' arrays


__all__ = [
    "TOUR_FORMATS",
    "TOUR_OPTIONS",
    "Origin",
    "TourFileFormat",
    "TourText",
    "format_grid",
    "format_squares",
    "other_way_up",
    "parse_tour",
    "read_origin",
    "read_tour",
    "write_npy",
]

NPY_MAGIC = b"\x93NUMPY"
TEXT_BYTES_PER_BYTE = 24  # reading text: the text itself, its tokens as strings, the numbers
NPY_BYTES_PER_SQUARE = 17  # reading npy, beyond the file's bytes: the grid, the inverted tour (int32), an int64 copy where needed, a byte to verify, a flipped copy (--origin bottom)

_NAME_RE = re.compile(r"^([a-z]+)([1-9][0-9]*)$")
_NUMBER_RE = re.compile(r"^-?\d+$")
_LONGEST_NUMBER = 18  # digits: anything longer cannot be a move number of a board that fits in memory


@dataclass(frozen=True)
class TourText:
    """A tour read from text: its board, its squares, and a fault found while reading.

    ``fault`` is not empty when the text is readable but cannot be a tour (a move number written
    twice, a square off the given board); the tour is then invalid, not the file unreadable.
    ``asked`` is the question the file itself records (solve's JSON: closed, start, end), if any.
    """

    board: Board
    tour: list[int] | np.ndarray
    form: str
    fault: str = ""
    asked: Instance | None = None


def read_tour(
    path: str | Path, board: Board | None = None, leaper: tuple[int, int] | None = None, origin: Origin | None = None
) -> TourText:
    """Read a tour file in any of the module's formats, told by its content.

    Parameters
    ----------
    path : str or Path
        The file (``-``: standard input).
    board : Board or None
        The board, which the file's must match (a list of names takes it as given); None: the
        file's own.
    leaper : tuple of (int, int) or None
        The piece (default: the file's own, or the knight).
    origin : Origin or None
        Where a grid's rank 1 is (default: a text grid's at the bottom, an npy grid's in row 0,
        the top: see the module notes).

    Returns
    -------
    TourText
        The board, the tour and the form it was read as, with a fault where the file is
        readable but cannot be a tour.

    Raises
    ------
    TourFileError
        For a file that holds no tour in any form.
    KtError
        For a file that cannot be read, or is too large for memory.
    """
    data = read_input(path, "tour file")
    name = "standard input" if str(path) == STDIN else repr(str(path))
    form = next(form for form in TOUR_FORMATS.values() if form.holds(data))
    return form.read(data, name, board, leaper, origin)


def _read_text(
    data: bytes, name: str, board: Board | None, leaper: tuple[int, int] | None, origin: Origin | None
) -> TourText:
    """A tour file in text, its form told by `parse_tour`."""
    require_memory(len(data) * TEXT_BYTES_PER_BYTE, f"reading the {len(data):,}-byte tour file {name}")
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise TourFileError(f"cannot read tour file {name}: not UTF-8 text") from None
    return parse_tour(text, board, leaper, origin or GRID_ORIGIN)


def _read_npy(
    data: bytes, name: str, board: Board | None, leaper: tuple[int, int] | None, origin: Origin | None
) -> TourText:
    """Read an npy grid: its header first, so that a grid too large for memory is refused before
    its numbers are made, and a header that promises more than the file holds is refused."""
    npy, handle = np.lib.format, io.BytesIO(data)
    try:
        version = npy.read_magic(handle)
        if version not in ((1, 0), (2, 0)):
            raise ValueError(f"npy format version {version[0]}.{version[1]} is not read here (1.0 and 2.0 are)")
        read_header = npy.read_array_header_1_0 if version == (1, 0) else npy.read_array_header_2_0
        shape, _, dtype = read_header(handle)
    except (ValueError, OSError, SyntaxError, TypeError) as error:
        raise TourFileError(f"cannot read tour file {name}: {' '.join(str(error).split())[:120]}") from None
    if len(shape) != 2 or dtype.kind not in "iu" or 0 in shape:
        raise TourFileError(f"{name} is not a grid of move numbers (a 2-D integer array)")
    rows, cols = shape
    if board is not None and (board.rows, board.cols) != (rows, cols):
        raise TourFileError(f"the grid is {rows}x{cols} but the board is {board}")
    board = board or Board(rows, cols, leaper or KNIGHT)
    require_memory(board.size * NPY_BYTES_PER_SQUARE, f"reading the {board} tour in {name}")
    try:
        handle.seek(0)
        grid = np.load(handle, allow_pickle=False)
        numbers = (grid[::-1] if (origin or NPY_ORIGIN) is Origin.BOTTOM else grid).reshape(
            -1
        )  # (a flipped grid: a copy)
    except (OSError, ValueError, EOFError) as error:
        raise TourFileError(f"cannot read tour file {name}: {' '.join(str(error).split())[:120]}") from None
    holed = _with_holes(board, numbers, "npy")
    if holed is not None:
        return holed
    low, high = int(numbers.min()), int(numbers.max())
    if low not in (0, 1):
        return TourText(board, [], "npy", _fault_base(low))
    if high - low >= board.size:
        return TourText(
            board, [], "npy", f"the number {high} is past the last square's number ({board.size - 1 + low})"
        )
    if numbers.dtype != np.int32:
        numbers = numbers.astype(np.int64)  # native byte order, one compiled signature
    tour = np.full(board.size, -1, dtype=np.int32)
    kind, value = _invert.for_size(board.size)(numbers, low, tour)
    if kind == 1:
        return TourText(board, [], "npy", f"the number {value + low} is written on more than one square")
    return TourText(board, tour, "npy")


@deferred(cache=True)
def _invert(numbers: Array, base: int, tour: Array) -> tuple[int, int]:
    """``tour[move] = square``; (1, move) for a move written twice. Every number is known to be
    in range."""
    for square in range(numbers.shape[0]):
        move = numbers[square] - base
        if tour[move] >= 0:
            return 1, move
        tour[move] = square
    return 0, 0


def read_origin(form: str, origin: Origin | None) -> Origin | None:
    """Where rank 1 was read in a file read as a form.

    Parameters
    ----------
    form : str
        The form the file was read as (`TourText.form`).
    origin : Origin or None
        The origin given (None: not given).

    Returns
    -------
    Origin or None
        A grid's and an npy grid's origin (each format's own, `TourFileFormat.origin`, where
        none is given); None for the forms that have no ranks to read.
    """
    default = TOUR_FORMATS[form].origin
    return None if default is None else origin or default


def parse_tour(
    text: str, board: Board | None = None, leaper: tuple[int, int] | None = None, origin: Origin = GRID_ORIGIN
) -> TourText:
    """Understand the text of a tour in any of the module's text formats, told by its content.

    Parameters
    ----------
    text : str
        The file's text (a UTF-8 byte order mark is allowed; ``#`` lines are comments).
    board : Board or None
        The board, which a grid's or a JSON tour's size must match; None: the file's own (a
        list's is the smallest that holds its squares).
    leaper : tuple of (int, int) or None
        The piece (default: a JSON tour's own, or the knight).
    origin : Origin
        Where a grid's rank 1 is.

    Returns
    -------
    TourText
        The board, the tour and its form (``grid``, ``list`` or ``json``), with a fault where
        the text is readable but cannot be a tour.

    Raises
    ------
    TourFileError
        For a text that is not a tour in any form.
    """
    text = text.removeprefix("\ufeff")
    if text.lstrip().startswith("{"):
        return _parse_json(text, board, leaper)
    tokens = _tokens(text)
    flat = [t.lower() for row in tokens for t in row]
    if _all_numbers(flat):
        return _parse_grid(tokens, board, leaper or KNIGHT, origin)
    return _parse_names(flat, board, leaper or KNIGHT)


def _tokens(text: str) -> list[list[str]]:
    """The words of each line that is not blank or a comment."""
    lines = [line for line in (raw.strip() for raw in text.splitlines()) if line and not line.startswith("#")]
    if not lines:
        raise TourFileError("the tour file holds no tour")
    return [[t for t in re.split(r"[\s,;]+", line) if t] for line in lines]


def _all_numbers(flat: list[str]) -> bool:
    """Whether the words are move numbers (a grid) rather than square names (a list); a word that
    is neither, or both kinds in one file, is refused."""
    numbers = [bool(_NUMBER_RE.match(t)) for t in flat]
    for token, number in zip(flat, numbers):
        if not number and not _NAME_RE.match(token):
            raise TourFileError(f"{token[:40]!r} is neither a square name such as a1 nor a move number")
    if all(numbers) or not any(numbers):
        return all(numbers)
    written = next(t for t, n in zip(flat, numbers) if n), next(t for t, n in zip(flat, numbers) if not n)
    raise TourFileError(
        f"the file mixes move numbers ({written[0][:20]!r}) and square names ({written[1][:20]!r}): "
        "a tour is a grid of numbers or a list of squares"
    )


def _parse_grid(tokens: list[list[str]], board: Board | None, leaper: tuple[int, int], origin: Origin) -> TourText:
    widths = {len(row) for row in tokens}
    if len(widths) != 1:
        raise TourFileError(f"the grid's rows have different lengths ({', '.join(map(str, sorted(widths)))})")
    rows, cols = len(tokens), widths.pop()
    if board is not None and (board.rows, board.cols) != (rows, cols):
        raise TourFileError(f"the grid is {rows}x{cols} but the board is {board}")
    board = board or Board(rows, cols, leaper)
    huge = next((t for row in tokens for t in row if len(t.lstrip("-")) > _LONGEST_NUMBER), None)
    if huge is not None:
        return TourText(
            board, [], "grid", f"the number {huge[:24]}{'…' if len(huge) > 24 else ''} is past the last square's number"
        )
    numbers = np.array(tokens, dtype=np.int64)
    if origin is Origin.BOTTOM:  # the first line of text is the top rank: flip so that row 0 is rank 1
        numbers = numbers[::-1]
    numbers = numbers.reshape(-1)
    holed = _with_holes(board, numbers, "grid")
    if holed is not None:
        return holed
    tour, fault = _grid_numbers(board, numbers)
    return TourText(board, tour, "grid", fault)


def _with_holes(board: Board, numbers: np.ndarray, kind: str) -> TourText | None:
    """A grid whose -1s stand for squares off the tour (as solve writes a board's holes and the
    squares a longest path leaves out): the board less those squares and the tour of the rest;
    None for a grid without them."""
    holes = np.flatnonzero(numbers == HOLE_NUMBER)
    if not holes.size or holes.size == board.size:
        return None
    board = replace(board, holes=board.holes | frozenset(holes.tolist()))
    live = board.live
    tour, fault = _grid_numbers(board, numbers[live], live)
    return TourText(board, live[tour].tolist() if tour else [], kind, fault)


def _fault_base(low: int) -> str:
    return f"the smallest number is {low}: a grid numbers its moves from 0 or from 1"


def _grid_numbers(board: Board, numbers: np.ndarray, squares: np.ndarray | None = None) -> tuple[list[int], str]:
    """Turn square → move number into the tour (positions in ``numbers``, which are the squares
    ``squares`` where given), or say, in the grid's own numbers, why the numbers cannot be one.
    Numbers may start at 0 or 1; they must then count up once each."""
    base = int(numbers.min())
    if base not in (0, 1):
        return [], _fault_base(base)
    order = np.argsort(numbers, kind="stable")
    expected = np.arange(base, base + numbers.size)
    wrong = np.flatnonzero(numbers[order] != expected)
    if wrong.size:
        written, wanted = int(numbers[order][wrong[0]]), int(expected[wrong[0]])
        if written < wanted:
            at = np.flatnonzero(numbers == written)
            holders = [board.name(int(s)) for s in (at if squares is None else squares[at])]
            return [], f"the number {written} is written on {len(holders)} squares: {', '.join(holders)}"
        return [], f"the number {wanted} is missing from the grid (numbered from {base})"
    return order.tolist(), ""


def _parse_names(names: list[str], board: Board | None, leaper: tuple[int, int]) -> TourText:
    coords = []
    for name in names:
        match = _NAME_RE.match(name)
        if not match:
            raise TourFileError(f"{name[:40]!r} is not a square name such as a1")
        if len(match.group(1)) > MOST_DIGITS or len(match.group(2)) > MOST_DIGITS:
            raise TourFileError(f"{name[:40]!r} is a square beyond any board kt-csp can hold")
        coords.append((int(match.group(2)) - 1, file_index(match.group(1))))
    if board is None:
        board = Board(max(r for r, _ in coords) + 1, max(c for _, c in coords) + 1, leaper)
    for step, (row, col) in enumerate(coords):
        if not board.contains(row, col):
            return TourText(board, [], "list", f"move {step} ({names[step]}) is off the {board} board")
    return TourText(board, [board.square(r, c) for r, c in coords], "list")


def _parse_json(text: str, board: Board | None, leaper: tuple[int, int] | None) -> TourText:
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as error:
        detail = str(error) if isinstance(error, ValueError) else "nested too deeply"
        raise TourFileError(f"the JSON tour file does not parse: {detail[:100]}") from None
    if not isinstance(data, dict):
        raise TourFileError("the JSON tour file is not a kt-csp tour: it is not an object with 'board' and 'tour'")
    own = parse_board(_json_field(data, "board", str, '"8x8"'), _json_leaper(data))
    if board is not None and (board.rows, board.cols) != (own.rows, own.cols):
        raise TourFileError(f"the JSON tour is on {own} but the board is {board}")
    if leaper is not None and leaper != own.leaper:
        raise TourFileError(
            f"the JSON tour is for the {own.leaper[0]},{own.leaper[1]} leaper, "
            f"not the {leaper[0]},{leaper[1]} leaper asked for"
        )
    asked = _json_question(data, own)
    own = asked.board
    if data.get("tour") is None and data.get("status") in ("none", "unknown"):
        raise TourFileError(f"the JSON answer holds no tour (its status is {data['status']})")
    squares: list[object] = _json_field(data, "tour", list, '["a1", "c2", ...]')
    if not all(isinstance(name, str) for name in squares):
        raise TourFileError("the JSON tour's 'tour' must be a list of square names such as \"a1\"")
    if not squares:
        return TourText(own, [], "json", "the tour is empty", asked)
    return replace(_parse_names([str(name).lower() for name in squares], own, own.leaper), form="json", asked=asked)


def _json_question(data: dict[str, object], board: Board) -> Instance:
    """The question solve's JSON records beside its tour, on its board (`Instance.from_dict`):
    closed, the start and end, and every part (`kt_csp.core.variants`)."""
    try:
        return Instance.from_dict(data, board)
    except KtError as error:
        raise TourFileError(f"the JSON tour's question is not one kt-csp asks: {error}") from None


FieldT = TypeVar("FieldT")


def _json_field(data: dict[str, object], key: str, kind: type[FieldT], example: str) -> FieldT:
    value = data.get(key)
    if not isinstance(value, kind):
        raise TourFileError(f"the JSON tour file has no {key!r} such as {example}")
    return value


def _json_leaper(data: dict[str, object]) -> tuple[int, int]:
    leaper = data.get("leaper", list(KNIGHT))
    if not (
        isinstance(leaper, list)
        and len(leaper) == 2
        and all(isinstance(n, int) and not isinstance(n, bool) and 0 <= n <= 1_000 for n in leaper)
        and leaper != [0, 0]
    ):
        raise TourFileError("the JSON tour's 'leaper' must be two small numbers such as [1, 2]")
    return (min(leaper), max(leaper))


def _holds_npy(data: bytes) -> bool:
    """Whether a file is an npy array (it begins with NumPy's magic bytes)."""
    return data.startswith(NPY_MAGIC)


def _holds_text(data: bytes) -> bool:
    """Whether a file is to be read as text: any file that is not an npy array."""
    return not _holds_npy(data)


TourReader = Callable[[bytes, str, Board | None, tuple[int, int] | None, Origin | None], TourText]


@dataclass(frozen=True)
class TourFileFormat:
    """A tour file's form: one row of `TOUR_FORMATS`.

    Attributes
    ----------
    name : str
        As ``verify`` says it read the file (``read_as``, `TourText.form`).
    option : str
        As ``solve --format`` and ``decode --format`` name it.
    suffix : str
        Its files' usual suffix.
    purpose : str
        What it is, in one line.
    holds : callable
        Whether a file's bytes are read by this row's reader (the text forms share one, which
        tells a grid, a list and JSON apart by their words, `parse_tour`).
    read : callable
        The file read: its bytes, its name for messages, the board, leaper and origin given.
    write : callable
        Writes an answer's tour in this form into a file (``-``: standard output), given where
        rank 1 goes.
    text : callable or None
        An answer's tour in this form as text, to print (None: a binary form).
    origin : Origin or None
        Where its rank 1 is unless ``--origin`` says (None: a form without ranks to read).
    """

    name: str
    option: str
    suffix: str
    purpose: str
    holds: Callable[[bytes], bool]
    read: TourReader
    write: TourWriter
    text: Callable[[Result, Origin | None], str] | None = None
    origin: Origin | None = None


TOUR_FORMATS: dict[str, TourFileFormat] = {
    form.name: form
    for form in (
        TourFileFormat(
            "grid",
            "grid",
            ".txt",
            "a grid of move numbers, 0-based or 1-based",
            _holds_text,
            _read_text,
            partial(text_file, grid_text),
            grid_text,
            GRID_ORIGIN,
        ),
        TourFileFormat(
            "list",
            "squares",
            ".txt",
            "square names in tour order",
            _holds_text,
            _read_text,
            partial(text_file, list_text),
            list_text,
        ),
        TourFileFormat(
            "json",
            "json",
            ".json",
            "solve's JSON: the question and the tour",
            _holds_text,
            _read_text,
            partial(text_file, json_text),
            json_text,
        ),
        TourFileFormat(
            "npy",
            "npy",
            ".npy",
            "a NumPy grid of move numbers, 4 bytes a square",
            _holds_npy,
            _read_npy,
            npy_file,
            origin=NPY_ORIGIN,
        ),
    )
}
TOUR_OPTIONS = {form.option: form for form in TOUR_FORMATS.values()}  # by --format's name


def other_way_up(board: Board, tour: Sequence[int] | np.ndarray) -> np.ndarray:
    """The tour a grid describes when read with the other origin: every square's rank mirrored.

    Parameters
    ----------
    board : Board
        The board.
    tour : sequence of int or ndarray
        The tour's squares in order.

    Returns
    -------
    ndarray
        The mirrored squares.
    """
    rows, cols = np.divmod(np.asarray(tour, dtype=np.int64), board.cols)
    return (board.rows - 1 - rows) * board.cols + cols
