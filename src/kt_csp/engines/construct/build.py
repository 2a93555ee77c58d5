"""The block construction: tours of huge boards built in linear time, without search.

Closed tours, by divide and conquer (after Parberry 1997): the rows are cut into bands of 6, 8
or 10 (one band of 5, 7 or 9 first when the count is odd), the columns likewise, and every block
gets the shipped closed tour of its shape (`kt_csp.engines.construct.blocks`). Neighbouring blocks are joined by
exchanging one move of each for two moves between them — along every band, and down the first
column of blocks, a spanning tree of the blocks, so each exchange merges two cycles into one and
the result is a single closed tour. This covers every board whose sides are both at least 5 and
not both odd: exactly the boards of that size with closed tours (Schwenk 1991). Boards with both
sides odd and at least 5 get open tours from a1 the same way (below).

Open tours: a closed tour read from any square is an open tour from it — sure, and five times
faster than walking. Where the board has no closed tour (both sides odd): from a1, the corner
block gets an open base tour from a1 instead, and the joins (each cuts the path in two and
splices a cycle between the pieces) keep one path from a1; from any other square, Warnsdorff's
rule with Roth's tie-break (fewest onward moves, ties to the square farthest from the centre,
then textbook order) walks the board, computing each neighbour arithmetically — no neighbour
table, one byte per square for the onward counts — and where it dead-ends the path is repaired
by flipping (a visited square one jump from the end lets the path's tail be reversed, giving it
a new end to go on from) before search is left to take over.

The tour is an array of int32 square indices, built by compiled loops: about 12 bytes per square
while building (two neighbour slots and the tour).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
from numba import prange

from kt_csp.core.board import KNIGHT, Board
from kt_csp.core.limits import Limits
from kt_csp.core.progress import reported
from kt_csp.engines.construct.blocks import EVEN_SIDES, ODD_SIDES, block_paths, block_tours
from kt_csp.errors import KtError
from kt_csp.runtime.compiled import njit

if TYPE_CHECKING:
    from kt_csp.runtime.compiled import Array  # the compiled kernels' arrays


__all__ = [
    "BYTES_PER_SQUARE",
    "MIN_SIDE",
    "closed_tour",
    "corner_tour",
    "covers",
    "odd_enough",
    "split_side",
    "walk_links",
    "warnsdorff_tour",
]

MIN_SIDE = min(ODD_SIDES)
BYTES_PER_SQUARE = 12


def covers(board: Board) -> bool:
    """Whether the block construction builds a closed tour of ``board`` (or of the rectangle
    beneath it, when wrapped: each of its moves is a move of the torus or cylinder too)."""
    return (
        board.leaper == KNIGHT
        and min(board.rows, board.cols) >= MIN_SIDE
        and (board.rows % 2 == 0 or board.cols % 2 == 0)
    )


def split_side(side: int) -> list[int]:
    """Cut a side of at least 5 into block sides: 6, 8 and 10, after one of 5, 7, 9 if it is odd.

    >>> split_side(20), split_side(13), split_side(6)
    ([8, 6, 6], [5, 8], [6])
    """
    parts: list[int] = []
    if side % 2:
        first = side if side in ODD_SIDES else 5
        parts.append(first)
        side -= first
    while side:
        step = side if side in EVEN_SIDES else (6 if side in (12,) else 8)
        parts.append(step)
        side -= step
    return parts


def closed_tour(board: Board, start: int = 0, limits: Limits = Limits()) -> np.ndarray:
    """A closed tour of ``board`` (see `covers`) read from ``start``, as int32 square indices;
    the time limit is looked at between the stages of the build."""
    if not covers(board):
        raise KtError(f"the block construction needs both sides ≥ {MIN_SIDE}, not both odd; {board} is not")
    return _assemble(board, start, True, limits)


def odd_enough(board: Board) -> bool:
    return board.leaper == KNIGHT and min(board.rows, board.cols) >= MIN_SIDE and board.rows % 2 == 1 == board.cols % 2


def corner_tour(board: Board, limits: Limits = Limits()) -> np.ndarray:
    """An open tour from a1 of a board with both sides odd and ≥ 5: the blocks' closed tours
    joined to an open tour of the corner block from a1 (a join cuts a path into two and splices a
    cycle between them, so the result stays one path from a1)."""
    if not odd_enough(board):
        raise KtError(f"the corner construction needs both sides odd and ≥ {MIN_SIDE}; {board} is not")
    return _assemble(board, 0, False, limits)


def _assemble(board: Board, start: int, closed: bool, limits: Limits) -> np.ndarray:
    """Lay every block's base tour, join them, read the result from ``start``."""
    heights, widths = np.asarray(split_side(board.rows)), np.asarray(split_side(board.cols))
    tall, wide = np.unique(heights), np.unique(widths)
    shapes = sorted({(int(h), int(w)) for h in heights for w in widths})
    # Both sides odd happens only in the corner block of a board with both sides odd: its path.
    base = [block_paths()[shape] if shape[0] % 2 and shape[1] % 2 else block_tours()[shape] for shape in shapes]
    lookup = np.full((len(tall), len(wide)), -1, dtype=np.int64)
    for index, (h, w) in enumerate(shapes):
        lookup[np.searchsorted(tall, h), np.searchsorted(wide, w)] = index
    ids = lookup[np.searchsorted(tall, heights)[:, None], np.searchsorted(wide, widths)[None, :]]
    # Each shape's tour as the (row, col) of its squares in order, all shapes end to end.
    flat = np.concatenate([np.asarray(tour, dtype=np.int64) for tour in base])
    widths_each = np.concatenate([np.full(h * w, w) for h, w in shapes])
    offsets = np.cumsum([0] + [h * w for h, w in shapes]).astype(np.int64)
    cycles = np.asarray([not (h % 2 and w % 2) for h, w in shapes], dtype=np.int8)
    row0 = np.concatenate([[0], np.cumsum(heights)[:-1]]).astype(np.int64)
    col0 = np.concatenate([[0], np.cumsum(widths)[:-1]]).astype(np.int64)
    grid_r, grid_c = np.meshgrid(row0, col0, indexing="ij")
    prev = np.empty(board.size, dtype=np.int32)
    succ = np.empty(board.size, dtype=np.int32)
    tour = np.empty(board.size, dtype=np.int32)
    with reported(limits.progress, 3, f"building a{' closed' if closed else 'n open'} tour of {board}") as advance:
        advance(0, f"{len(row0) * len(col0):,} blocks")
        limits.check()
        _lay_blocks(
            grid_r.ravel(),
            grid_c.ravel(),
            ids.ravel(),
            flat // widths_each,
            flat % widths_each,
            offsets,
            cycles,
            board.cols,
            prev,
            succ,
        )
        advance(1, "joining them")
        limits.check()
        _join(_joins(board, row0, col0), prev, succ)
        advance(1, "reading the tour")
        limits.check()
        whole = walk_links(start, prev, succ, tour, closed)
        advance(1, "")
    if not whole:
        raise AssertionError(f"the joined blocks of {board} do not form one {'cycle' if closed else 'path'}")
    return tour


def _joins(board: Board, row0: np.ndarray, col0: np.ndarray) -> np.ndarray:
    """The exchanges as rows (a, b, c, d): drop moves a–b and c–d, add a–c and b–d.

    Along each band, the block starting at column y joins its left neighbour: a = (r, y−1),
    b = (r+2, y−2), c = (r+1, y+1), d = (r+3, y). Down the first column, the block starting at
    row x joins the one below: a = (x−1, 0), b = (x−2, 2), c = (x+1, 1), d = (x, 3).
    """
    cols = board.cols
    r, y = (a.ravel() for a in np.meshgrid(row0, col0[1:], indexing="ij"))
    across = np.stack([r * cols + y - 1, (r + 2) * cols + y - 2, (r + 1) * cols + y + 1, (r + 3) * cols + y], axis=1)
    x = row0[1:]
    down = np.stack([(x - 1) * cols, (x - 2) * cols + 2, (x + 1) * cols + 1, x * cols + 3], axis=1)
    return np.concatenate([across, down]).astype(np.int64)


@njit(cache=True, parallel=True)
def _lay_blocks(
    row0: Array,
    col0: Array,
    ids: Array,
    rows: Array,
    cols_of: Array,
    offsets: Array,
    cycles: Array,
    cols: int,
    prev: Array,
    succ: Array,
) -> None:
    """Copy each block's base tour onto the board: ``succ``/``prev`` are each square's two moves
    (-1 at the ends of a path). ``rows``/``cols_of`` give each base tour's squares as (row, col)
    in tour order; ``cycles[shape]`` says whether its tour closes. Blocks are disjoint, so they
    are laid on all cores."""
    for b in prange(len(row0)):
        sid = ids[b]
        first, last = offsets[sid], offsets[sid + 1]
        origin = row0[b] * cols + col0[b]
        start = origin + rows[first] * cols + cols_of[first]
        here = start
        for k in range(first + 1, last):
            there = origin + rows[k] * cols + cols_of[k]
            succ[here] = there
            prev[there] = here
            here = there
        if cycles[sid]:
            succ[here] = start
            prev[start] = here
        else:
            succ[here] = -1
            prev[start] = -1


@njit(cache=True, inline="always")
def _relink(x: int, old: int, new: int, prev: Array, succ: Array) -> None:
    if prev[x] == old:
        prev[x] = new
    else:
        succ[x] = new


@njit(cache=True)
def _join(joins: Array, prev: Array, succ: Array) -> None:
    """Apply every exchange; each merges two cycles, as the joins form a spanning tree of blocks."""
    for j in range(joins.shape[0]):
        a, b, c, d = joins[j, 0], joins[j, 1], joins[j, 2], joins[j, 3]
        _relink(a, b, c, prev, succ)
        _relink(b, a, d, prev, succ)
        _relink(c, d, a, prev, succ)
        _relink(d, c, b, prev, succ)


@njit(cache=True)
def walk_links(start: int, prev: Array, succ: Array, tour: Array, closed: bool) -> bool:
    """Read the cycle (or, from one end, the path) from ``start`` into ``tour``, each square's
    two links (``prev``, ``succ``: -1 for none) taken in either order, the first step by ``succ``;
    False if it ends or closes before every square is read."""
    n = tour.shape[0]
    before, here = start, succ[start]
    tour[0] = start
    for i in range(1, n):
        if here == start or here < 0:
            return False
        tour[i] = here
        nxt = prev[here] if prev[here] != before else succ[here]
        before, here = here, nxt
    return bool(here == start) if closed else bool(here < 0)


# ---------------------------------------------------------------------------------------------
# Open tours without a closed one: Warnsdorff, neighbours by arithmetic


@njit(cache=True)
def _warnsdorff(rows: int, cols: int, start: int, dr: Array, dc: Array, tour: Array, onward: Array) -> int:
    """Walk by fewest onward moves (ties: farthest from the centre, then textbook order).

    ``onward`` holds each square's count of unvisited neighbours (-1 once visited). Returns the
    number of squares placed: ``rows * cols`` when the walk is a tour.
    """
    n = rows * cols
    for s in range(n):
        r, c = s // cols, s % cols
        k = 0
        for m in range(dr.shape[0]):
            rr, cc = r + dr[m], c + dc[m]
            if 0 <= rr < rows and 0 <= cc < cols:
                k += 1
        onward[s] = k
    here = start
    onward[here] = -1
    tour[0] = here
    for step in range(1, n):
        r, c = here // cols, here % cols
        best, best_key, best_far = -1, 99, -1
        for m in range(dr.shape[0]):
            rr, cc = r + dr[m], c + dc[m]
            if 0 <= rr < rows and 0 <= cc < cols:
                w = rr * cols + cc
                if onward[w] >= 0:
                    onward[w] -= 1
                    far = (2 * rr - rows + 1) ** 2 + (2 * cc - cols + 1) ** 2
                    if onward[w] < best_key or (onward[w] == best_key and far > best_far):
                        best, best_key, best_far = w, onward[w], far
        if best < 0:
            return step
        onward[best] = -1
        tour[step] = best
        here = best
    return n


@njit(cache=True)
def _unvisited_around(square: int, rows: int, cols: int, dr: Array, dc: Array, pos: Array) -> int:
    """How many squares one jump from ``square`` the path has not visited."""
    r, c = square // cols, square % cols
    k = 0
    for m in range(dr.shape[0]):
        rr, cc = r + dr[m], c + dc[m]
        if 0 <= rr < rows and 0 <= cc < cols and pos[rr * cols + cc] < 0:
            k += 1
    return k


@njit(cache=True)
def _flip_on(
    rows: int,
    cols: int,
    dr: Array,
    dc: Array,
    tour: Array,
    placed: int,
    onward: Array,
    pos: Array,
    seed: int,
    most_flips: int,
    most_turned: int,
) -> int:
    """Carry on a Warnsdorff path that dead-ended, by path flipping (Pósa 1976; Knuth, TAOCP
    Pre-Fascicle 8A): ``pos`` holds each square's place in the path (-1: not visited), ``onward``
    the unvisited squares' counts of unvisited neighbours.

    At a dead end, a visited square w one jump from the path's end, at place i, lets the path
    be turned: reversing places i+1 to the end keeps every move and ends on the square that
    followed w. That is preferred whose new end can go on (the latest such, for the shortest
    reversal); else one at random. The walk then goes on by Warnsdorff's rule. It gives up after
    ``most_flips`` flips or ``most_turned`` squares turned in all (where no tour exists from the
    start, flips would go on for ever, and this compiled loop heeds no Ctrl-C). Returns the
    squares placed.
    """
    n = rows * cols
    state = np.uint64(seed * 2654435761 + 1)
    flips = 0
    turned = 0
    while placed < n:
        end = tour[placed - 1]
        r, c = end // cols, end % cols
        best, best_key = -1, 99
        for m in range(dr.shape[0]):
            rr, cc = r + dr[m], c + dc[m]
            if 0 <= rr < rows and 0 <= cc < cols:
                w = rr * cols + cc
                if pos[w] < 0 and onward[w] < best_key:
                    best, best_key = w, onward[w]
        if best >= 0:
            br, bc = best // cols, best % cols
            for m in range(dr.shape[0]):
                rr, cc = br + dr[m], bc + dc[m]
                if 0 <= rr < rows and 0 <= cc < cols and pos[rr * cols + cc] < 0:
                    onward[rr * cols + cc] -= 1
            pos[best] = placed
            tour[placed] = best
            placed += 1
            continue
        if flips >= most_flips or turned >= most_turned:
            return placed
        flips += 1
        good, any_count = -1, 0
        for m in range(dr.shape[0]):
            rr, cc = r + dr[m], c + dc[m]
            if 0 <= rr < rows and 0 <= cc < cols:
                i = pos[rr * cols + cc]
                if 0 <= i < placed - 2:
                    any_count += 1
                    if i > good and _unvisited_around(tour[i + 1], rows, cols, dr, dc, pos) > 0:
                        good = i
        if any_count == 0:
            return placed
        pick = good
        if pick < 0:
            state ^= state << np.uint64(13)
            state ^= state >> np.uint64(7)
            state ^= state << np.uint64(17)
            choice = int(state % np.uint64(any_count))
            for m in range(dr.shape[0]):
                rr, cc = r + dr[m], c + dc[m]
                if 0 <= rr < rows and 0 <= cc < cols:
                    i = pos[rr * cols + cc]
                    if 0 <= i < placed - 2:
                        if choice == 0:
                            pick = i
                            break
                        choice -= 1
        lo, hi = pick + 1, placed - 1
        turned += hi - lo + 1
        while lo < hi:
            a, b = tour[lo], tour[hi]
            tour[lo], tour[hi] = b, a
            pos[b], pos[a] = lo, hi
            lo += 1
            hi -= 1
    return placed


FLIPS_PER_SQUARE = 10  # path flips allowed before giving up (101x101: at most a few hundred needed)
# squares turned by flips in all before giving up: a second or so of the compiled loop (from b1
# of 1001x1001, where no tour exists, flips ran for minutes unbounded)
TURNED_LEAST, TURNED_PER_SQUARE = 200_000_000, 50


def warnsdorff_tour(board: Board, start: int) -> tuple[np.ndarray | None, bool]:
    """An open knight's tour from ``start`` by Warnsdorff's rule, repaired by path flipping where
    the rule dead-ends (`_flip_on`); None if even flipping fails. The flag says whether it flipped."""
    tour = np.empty(board.size, dtype=np.int32)
    onward = np.empty(board.size, dtype=np.int8)
    dr, dc = np.asarray(board.offsets, dtype=np.int64).T.copy()  # the board's textbook order
    placed = _warnsdorff(board.rows, board.cols, start, dr, dc, tour, onward)
    if placed == board.size:
        return tour, False
    pos = np.full(board.size, -1, dtype=np.int64)
    pos[tour[:placed]] = np.arange(placed)
    most_turned = max(TURNED_LEAST, TURNED_PER_SQUARE * board.size)
    placed = _flip_on(
        board.rows, board.cols, dr, dc, tour, placed, onward, pos, start, FLIPS_PER_SQUARE * board.size, most_turned
    )
    return (tour if placed == board.size else None), True
