"""Which moves of a board cross: the pairs an uncrossed path may not both use.

Two moves *cross* when, drawn as straight segments between square centres, they have a point in
common other than a square they share (a path turning on a square does not cross itself there).
Whether two moves cross depends only on their two jumps and how far apart they start, so the
few patterns that cross are found once by exact integer geometry and then laid over the whole
board at once (linear time on any board). The verifier judges crossings with geometry of its
own (`kt_csp.core.verifier`), not with this.
"""

from __future__ import annotations

import functools

import numpy as np

from kt_csp.core.board import Board

__all__ = ["crossing_pairs"]

Point = tuple[int, int]


def crossing_pairs(board: Board) -> np.ndarray:
    """Every pair of the board's moves (between live squares) that cross, each pair once.

    Parameters
    ----------
    board : Board
        The board, its holes and its leaper.

    Returns
    -------
    numpy.ndarray
        Rows of four squares, the first move's two (smaller first) and the second's, in sorted order.
    """
    rows, cols = np.divmod(np.arange(board.size), board.cols)
    live = np.ones(board.size, dtype=bool)
    live[list(board.holes)] = False
    found = [np.empty((0, 4), dtype=np.int64)]
    for jump, shift, other in _patterns(board.leaper):
        both = np.flatnonzero(
            _lies(board, rows, cols, live, (0, 0), jump) & _lies(board, rows, cols, live, shift, other)
        )
        first = _ends(board, both, (0, 0), jump)
        second = _ends(board, both, shift, other)
        swap = (first[:, 0] > second[:, 0]) | ((first[:, 0] == second[:, 0]) & (first[:, 1] > second[:, 1]))
        found.append(np.where(swap[:, None], np.hstack([second, first]), np.hstack([first, second])))
    return np.unique(np.vstack(found), axis=0)


def _lies(board: Board, rows: np.ndarray, cols: np.ndarray, live: np.ndarray, shift: Point, jump: Point) -> np.ndarray:
    """For every square s: whether the move from s + shift by ``jump`` joins two live squares."""
    ok = np.ones(board.size, dtype=bool)
    for dr, dc in (shift, (shift[0] + jump[0], shift[1] + jump[1])):
        r, c = rows + dr, cols + dc
        inside = (r >= 0) & (r < board.rows) & (c >= 0) & (c < board.cols)
        ok &= inside
        ok[inside] &= live[(r * board.cols + c)[inside]]
    return ok


def _ends(board: Board, squares: np.ndarray, shift: Point, jump: Point) -> np.ndarray:
    """The move from each of ``squares`` + shift by ``jump``, as its two squares, smaller first."""
    a = squares + shift[0] * board.cols + shift[1]
    b = a + jump[0] * board.cols + jump[1]
    return np.sort(np.stack([a, b], axis=1), axis=1)


@functools.cache
def _patterns(leaper: tuple[int, int]) -> list[tuple[Point, Point, Point]]:
    """The crossing patterns of a leaper: (jump, shift, other) when the move from (0, 0) by
    ``jump`` crosses the move from ``shift`` by ``other`` (each undirected move taken one way)."""
    p, q = leaper
    jumps = sorted({(p, q), (q, p), (p, -q), (q, -p)})
    reach = 2 * max(p, q)  # a crossing move starts within one jump of a point of the first
    return [
        (jump, (dr, dc), other)
        for jump in jumps
        for other in jumps
        for dr in range(-reach, reach + 1)
        for dc in range(-reach, reach + 1)
        if _cross((0, 0), jump, (dr, dc), (dr + other[0], dc + other[1]))
    ]


def _cross(p1: Point, p2: Point, q1: Point, q2: Point) -> bool:
    """Whether segments p1p2 and q1q2 share a point other than a common end (exact: integer
    orientations)."""
    if p1 in (q1, q2) or p2 in (q1, q2):
        return False
    o1, o2 = _turn(p1, p2, q1), _turn(p1, p2, q2)
    o3, o4 = _turn(q1, q2, p1), _turn(q1, q2, p2)
    if o1 * o2 < 0 and o3 * o4 < 0:
        return True
    return any(
        turn == 0 and _within(a, b, point)
        for turn, a, b, point in ((o1, p1, p2, q1), (o2, p1, p2, q2), (o3, q1, q2, p1), (o4, q1, q2, p2))
    )


def _turn(a: Point, b: Point, c: Point) -> int:
    """The sign of the turn a → b → c: 1 left, -1 right, 0 in line."""
    value = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
    return (value > 0) - (value < 0)


def _within(a: Point, b: Point, c: Point) -> bool:
    """Whether c, in line with a and b, lies between them."""
    return min(a[0], b[0]) <= c[0] <= max(a[0], b[0]) and min(a[1], b[1]) <= c[1] <= max(a[1], b[1])
