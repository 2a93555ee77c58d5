"""The verifier: the single judge of whether a sequence of squares is a tour of an instance.

It knows no engine and does not use the board's neighbour table: a jump is checked by
arithmetic on rows and columns alone, so a bug in the move graph cannot hide a bad tour.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from kt_csp.board import Board
from kt_csp.instance import Instance

__all__ = ["Verdict", "verify"]


@dataclass(frozen=True)
class Verdict:
    """``valid``, or the first fault in words; ``step`` is the move number where it shows."""

    valid: bool
    fault: str = ""
    step: int | None = None

    def __bool__(self) -> bool:
        return self.valid


def _jump_name(board: Board) -> str:
    return "knight move" if board.leaper == (1, 2) else f"{board.leaper[0]},{board.leaper[1]}-leaper move"


def _first(mask: np.ndarray) -> int | None:
    """Index of the first True, or None."""
    hits = np.flatnonzero(mask)
    return int(hits[0]) if hits.size else None


def verify(instance: Instance, tour: Sequence[int]) -> Verdict:
    """Judge ``tour`` (square indices, move 0 first) against ``instance``.

    Faults are looked for in the order a reader of the tour would meet them: the start, then
    each move in turn (a square off the board, a square visited again, an illegal jump), then
    squares never visited, the end, and the closing move.

    >>> from kt_csp.board import parse_board
    >>> board = parse_board("3x4")
    >>> verify(Instance(board), [board.parse_square(s) for s in "a1 c2 a3 d3".split()]).fault
    'move 3 (a3 → d3) is not a knight move'
    """
    board = instance.board
    squares = np.asarray(tour, dtype=np.int64)
    if squares.size == 0:
        return Verdict(False, "the tour is empty", 0)
    if instance.start is not None and squares[0] != instance.start:
        return Verdict(False, f"wrong start: the tour starts on {_name(board, squares[0])}, "
                              f"not {board.name(instance.start)}", 0)
    off = _first((squares < 0) | (squares >= board.size))
    inside = squares[: len(squares) if off is None else off]
    rows, cols = np.divmod(inside, board.cols)
    dr, dc = np.abs(np.diff(rows)), np.abs(np.diff(cols))
    p, q = board.leaper
    illegal = _first(~(((dr == p) & (dc == q)) | ((dr == q) & (dc == p))))
    repeat = None
    if np.bincount(inside, minlength=board.size).max(initial=0) > 1:  # linear check first
        steps = np.arange(len(inside))
        first_visit = np.full(board.size, len(inside))
        np.minimum.at(first_visit, inside, steps)
        repeat = _first(first_visit[inside] != steps)
    faults = []
    if off is not None:
        faults.append((off, f"move {off} leaves the {board} board"))
    if repeat is not None:
        faults.append((repeat, f"move {repeat} returns to {board.name(int(inside[repeat]))}, "
                               "which the tour has already visited"))
    if illegal is not None:
        step = illegal + 1
        faults.append((step, f"move {step} ({board.name(int(inside[step - 1]))} → "
                             f"{board.name(int(inside[step]))}) is not a {_jump_name(board)}"))
    if faults:
        step, fault = min(faults)
        return Verdict(False, fault, step)
    if len(squares) < board.size:
        missing = np.setdiff1d(np.arange(board.size), squares)
        return Verdict(False, f"{len(missing)} square{'s' if len(missing) > 1 else ''} never visited, "
                              f"first {board.name(int(missing[0]))}", len(squares))
    last = int(squares[-1])
    if instance.end is not None and last != instance.end:
        return Verdict(False, f"wrong end: the tour ends on {board.name(last)}, not {board.name(instance.end)}",
                       len(squares) - 1)
    if instance.closed:
        if board.size < 3:
            return Verdict(False, "not closed: a closed tour needs at least 3 squares", len(squares))
        if not board.is_move(last, int(squares[0])):
            return Verdict(False, f"not closed: the last square {board.name(last)} is not a "
                                  f"{_jump_name(board)} from the first {board.name(int(squares[0]))}",
                           len(squares))
    return Verdict(True)


def _name(board: Board, square: int) -> str:
    return board.name(int(square)) if 0 <= square < board.size else f"square {square} (off the board)"

