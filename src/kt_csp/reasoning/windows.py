"""Move-number windows: the move numbers a square can still have, given a question's clues.

Between two clues — square a at move i, square b at move j — the tour takes j - i jumps, so a
square s can stand there only at a move p with i + dist(a, s) ≤ p ≤ j - dist(s, b), where dist
counts the leaper's jumps on the board's squares (holes avoided). Before the first clue the
tour may start anywhere (a fixed start is a clue at move 0), after the last it may end anywhere
(a fixed end is a clue at the last move), and a closed tour, read from its start, returns to it
one move after its last. Each square's window is the union of these intervals, one per gap
between clues; a square with no window means no tour meets the clues.

This is how Hidato puzzles are solved by hand, and it is what makes clued questions fast for the
constraint models (`kt_csp.engines.cpsat` gives each square's move number only its window, `kt_csp.engines.sat`
rules the other numbers out). The backtracker does not use it, so it stays an independent witness.
"""

from __future__ import annotations

import itertools

import numpy as np

from kt_csp.core.board import Board
from kt_csp.core.instance import Instance

__all__ = ["Windows", "distances", "windows"]

Windows = dict[int, list[tuple[int, int]]]  # square -> closed intervals of move numbers, in order


def distances(board: Board, source: int) -> np.ndarray:
    """Jumps from ``source`` to every square, by breadth-first search a whole ring of squares at
    a time.

    Parameters
    ----------
    board : Board
        The board.
    source : int
        The square measured from.

    Returns
    -------
    numpy.ndarray
        The jumps to each square; -1 where it cannot reach, holes included.
    """
    table = board.neighbours
    far = np.full(board.size, -1, dtype=np.int64)
    far[source] = 0
    last = np.empty(board.size, dtype=np.int64)  # square → its last place in the ring being made
    ring, jumps = np.asarray([source]), 0
    while ring.size:
        jumps += 1
        ahead = table[ring].ravel()
        ahead = ahead[ahead >= 0]
        ahead = ahead[far[ahead] < 0]
        far[ahead] = jumps
        places = np.arange(ahead.size)
        last[ahead] = places
        ring = ahead[last[ahead] == places]  # each square once (np.unique sorts, and loads numpy.ma)
    return far


def windows(instance: Instance) -> Windows:
    """Each live square's window of move numbers (see the module's notes); every square's is
    the whole tour when the question fixes no move.

    Parameters
    ----------
    instance : Instance
        The question: its ends and clues fix moves.

    Returns
    -------
    Windows
        Each live square's closed intervals of move numbers, in order.
    """
    board, last = instance.board, instance.board.squares - 1
    marks = {move: square for square, move in instance.clues}
    if instance.start is not None:
        marks[0] = instance.start
    if instance.end is not None:
        marks[last] = instance.end
    if instance.closed and 0 in marks:
        marks[last + 1] = marks[0]  # a closed tour comes back to its start one move after its last
    points = sorted(marks.items())
    far = {square: distances(board, square).tolist() for _, square in points}
    found: Windows = {}
    for square in board.live.tolist():
        intervals = []
        gaps = (
            [(None, points[0])] + list(itertools.pairwise(points)) + [(points[-1], None)] if points else [(None, None)]
        )
        for before, after in gaps:
            low = 0 if before is None else _reach(before[0], far[before[1]][square], +1)
            high = last if after is None else _reach(after[0], far[after[1]][square], -1)
            if before is not None:
                low = max(low, before[0])
            high = min(high, last)
            if after is not None:
                high = min(high, after[0])
            if low <= high:
                intervals.append((low, high))
        found[square] = _merged(intervals)
    return found


def _reach(move: int, jumps: int, sign: int) -> int:
    """The first (sign +1) or last (sign -1) move a square ``jumps`` away from a clue at ``move``
    can have; an unreachable square none (a value past either end)."""
    if jumps < 0:
        return 1 << 62 if sign > 0 else -(1 << 62)
    return move + sign * jumps


def _merged(intervals: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Intervals in order, touching ones joined."""
    merged: list[tuple[int, int]] = []
    for low, high in sorted(intervals):
        if merged and low <= merged[-1][1] + 1:
            merged[-1] = (merged[-1][0], max(merged[-1][1], high))
        else:
            merged.append((low, high))
    return merged
