"""Holes far apart balanced without search over the board: a *vacancy* walked along the tour.

A closed tour alternates colours, so a hole of one colour cannot simply be cut out of it: a
square of the other colour must leave with it. Composition (`kt_csp.engines.construct.compose`)
re-solves small regions; a region whose holes are not half light and half dark leaves out a
vacancy — a square of the colour it lacks, off the tour for now — and a lone hole far from others
is left on the tour at first. Every unbalanced piece is then paired with one unbalanced the other
way (`pairs_of`), and each pair is settled by walking a vacancy from one to the other
(`settle_pairs`), one *window* at a time:

- a window is the box around the squares that change, `PAD` squares more on every side. The
  tour's segments inside it are read from its squares alone, and each keeps its entry and exit
  (`kt_csp.engines.construct.cover`, else CP-SAT with labels, `kt_csp.engines.construct.regions`):
  outside the window nothing changes, so the tour stays one cycle, and no part of the board
  beyond the window is read;
- a *hop* puts the vacancy back in and takes out a square of its colour up to `STEP` squares
  nearer the partner; a lone hole starts its walk by leaving with a square of the other colour
  beside it, which becomes the vacancy; the last step puts the vacancy back in and takes the
  partner hole out, or puts both vacancies back in.

Colours balance at every step (one square of each colour out, or one of a colour out and one
in). An open tour's end is walked the same way to a fixed end far from the start (`move_end`):
the end is an exit whose successor is none, and a step moves it to a square of its colour.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING

import numpy as np

from kt_csp.core.board import Board
from kt_csp.core.instance import Instance
from kt_csp.core.limits import Limits
from kt_csp.engines.construct.cover import BUDGET, OFF, searched, window_segments
from kt_csp.engines.construct.regions import Region, resolve
from kt_csp.runtime.compiled import njit

if TYPE_CHECKING:
    from kt_csp.runtime.compiled import Array


__all__ = ["Change", "Tour", "move_end", "pairs_of", "settle_pairs"]

MATCHED_MOST = 2_000  # pieces of a colour paired optimally; more are paired greedily
STEP = 4  # squares (king's moves) a vacancy moves in one re-solve
PAD = 3  # squares around a window's changes: the tour crosses into a window two squares deep at most
SEARCHED = (2, 4, 8)  # segments nearest a change searched anew, few first, then more
# The ways a window is re-solved, in the order tried: by search over the segments nearest the
# change, then by CP-SAT over all (0); and the squares around the change that make the window.
WAYS = tuple((nearest, PAD) for nearest in SEARCHED) + ((0, PAD), (0, PAD + 2))
TRIES = 12  # places tried for the vacancy's next square by search, the nearest its partner first
TRIES_CP_SAT = 3  # and by CP-SAT
NO_MOVE = (-1, -1)  # the open tour's end left where it is


class Change(enum.Enum):
    """What one re-solve of a walk changes, from ``here`` to ``place``."""

    LEAVE = "a hole leaves with a square of the other colour, the vacancy"
    HOP = "a vacancy is put back in and a square of its colour taken out"
    END = "the open tour's end moves to a square of its colour"

    def made(self, here: int, place: int) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, int]]:
        """The squares put back in, those taken out, and the end's move (`NO_MOVE`: none)."""
        if self is Change.LEAVE:
            return (), (here, place), NO_MOVE
        if self is Change.HOP:
            return (here,), (place,), NO_MOVE
        return (), (), (here, place)


class Tour:
    """The tour as it is being composed: each square's successor and predecessor (-1: the open
    tour's end or start; `OFF`: not on the tour), and the squares no re-solve may take out
    (fixed ends)."""

    def __init__(self, instance: Instance, succ: np.ndarray, pred: np.ndarray, limits: Limits) -> None:
        self.instance = instance
        self.board = instance.board
        self.succ = succ
        self.pred = pred
        self.fixed = {s for s in (instance.start, instance.end) if s is not None}
        self.limits = limits
        self.barred = np.asarray(sorted(self.board.holes | self.fixed), dtype=np.int64)
        self.shape = np.asarray([self.board.rows, self.board.cols], dtype=np.int64)
        self.searching = not (instance.closed and len(self.fixed) == 2)  # the move between them: CP-SAT keeps it

    def reversed(self) -> Tour:
        """The same tour read backwards (its links shared, not copied): its start is this one's end."""
        return Tour(self.instance, self.pred, self.succ, self.limits)

    def on(self, square: int) -> bool:
        """Whether ``square`` is on the tour now."""
        return bool(self.succ[square] != OFF)

    def box(self, a: int, b: int, pad: int) -> np.ndarray:
        """The smallest box holding ``a`` and ``b``, ``pad`` more on every side, on the board:
        its first and last rows and files."""
        (r1, c1), (r2, c2) = self.board.coords(a), self.board.coords(b)
        rows, cols = self.board.rows, self.board.cols
        return np.asarray(
            [
                max(0, min(r1, r2) - pad),
                min(rows - 1, max(r1, r2) + pad),
                max(0, min(c1, c2) - pad),
                min(cols - 1, max(c1, c2) + pad),
            ],
            dtype=np.int64,
        )

    def resolve(
        self,
        box: np.ndarray,
        put: tuple[int, ...],
        take: tuple[int, ...],
        nearest: int,
        moved: tuple[int, int] = NO_MOVE,
    ) -> bool:
        """Re-solve the tour inside ``box`` with the squares ``put`` back in, those in ``take``
        left out and the open tour's end moved from ``moved[0]`` to ``moved[1]``, every other
        segment kept end to end: by depth-first search over the ``nearest`` segments to the
        change (`kt_csp.engines.construct.cover`), or (``nearest`` 0) by CP-SAT over all; False,
        nothing changed, where it cannot be (a square to take is fixed or where the tour crosses
        in, or no way was found)."""
        if any(s in self.fixed for s in take):
            return False
        if nearest:
            if not self.searching:
                return False
            put_in, taken, end = (np.asarray(squares, dtype=np.int64) for squares in (put, take, moved))
            return bool(searched(self.succ, self.pred, self.board.cols, box, put_in, taken, end, nearest, BUDGET))
        entries, exits, squares, _ = window_segments(self.succ, self.pred, self.board.cols, box)
        ends = set(entries.tolist()) | set(exits.tolist())
        if not ends or ends & set(take) or (moved != NO_MOVE and (moved[0] not in ends or moved[1] in ends)):
            return False  # (no ends: the window holds the whole tour, which is no local question)
        segments = list(zip(entries.tolist(), [moved[1] if x == moved[0] else x for x in exits.tolist()], strict=True))
        region = Region({int(s) for s in squares} | set(put), 0, segments=segments)
        region.left_out = set(take)
        solved = resolve(self.instance, region, self.limits, labelled=True, hint=self.succ)
        if solved is None:
            return False
        for square in take:
            self.succ[square] = self.pred[square] = OFF
        if moved != NO_MOVE:
            self.succ[moved[1]] = -1
        for here, there in solved[0].items():
            self.succ[here] = there
            self.pred[there] = here
        return True


def pairs_of(board: Board, darkening: list[int], lightening: list[int]) -> list[tuple[int, int]]:
    """Each piece of ``darkening`` (lone light holes, dark vacancies) paired with one of
    ``lightening`` (the other way round) so that the walks are shortest in all: an optimal
    assignment by OR-Tools, distances in king's moves (a vacancy's steps); greedily, the nearest
    pairs first, above `MATCHED_MOST` pieces a side."""
    if not darkening:
        return []
    one = np.asarray([board.coords(s) for s in darkening], dtype=np.int64)
    other = np.asarray([board.coords(s) for s in lightening], dtype=np.int64)
    gaps = np.abs(one[:, None, :] - other[None, :, :]).max(axis=2)
    if len(darkening) <= MATCHED_MOST:
        from ortools.graph.python import linear_sum_assignment

        assignment = linear_sum_assignment.SimpleLinearSumAssignment()
        lefts, rights = np.indices(gaps.shape).reshape(2, -1)
        assignment.add_arcs_with_cost(lefts, rights, gaps.reshape(-1))
        if assignment.solve() == assignment.OPTIMAL:
            return [(darkening[i], lightening[assignment.right_mate(i)]) for i in range(len(darkening))]
    paired_one = np.zeros(len(darkening), dtype=bool)
    paired_other = np.zeros(len(lightening), dtype=bool)
    pairs: list[tuple[int, int]] = []
    for flat in np.argsort(gaps, axis=None, kind="stable").tolist():
        i, j = divmod(flat, len(lightening))
        if not paired_one[i] and not paired_other[j]:
            paired_one[i] = paired_other[j] = True
            pairs.append((darkening[i], lightening[j]))
            if len(pairs) == len(darkening):
                break
    return pairs


def settle_pairs(tour: Tour, pairs: list[tuple[int, int]], vacant: set[int]) -> tuple[int, int] | None:
    """Settle each pair (pieces whose settling changes the colours oppositely: each a hole still
    on the tour or a vacancy in ``vacant``) by walking a vacancy from one to the other; the
    re-solves made and the most for one pair, or None where a walk found no way on."""
    made = most = 0
    for one, other in pairs:
        tour.limits.check()
        walked = _settle(tour, one, other, vacant)
        if walked is None:
            return None
        made += walked
        most = max(most, walked)
    return made, most


def move_end(tour: Tour, end: int, target: int) -> int | None:
    """Walk the open tour's end from ``end`` to ``target`` (of its colour), window by window: the
    re-solves it took, or None where it found no way on."""
    walked = _walk(tour, end, target, Change.END)
    if walked is None:
        return None
    end, steps = walked
    return steps + 1 if _finish(tour, (), (), (end, target)) else None


def _settle(tour: Tour, one: int, other: int, vacant: set[int]) -> int | None:
    """One pair settled (see the module's notes): the re-solves it took, or None."""
    mover, target = (other, one) if other in vacant else (one, other)
    steps = 0
    if mover not in vacant:  # two holes on the tour: the first leaves with a square near it
        opened = _step(tour, mover, target, Change.LEAVE, WAYS)
        if opened is None:
            return None
        mover, steps = opened, 1
    walked = _walk(tour, mover, target, Change.HOP)
    if walked is None:
        return None
    mover, hops = walked
    put, take = ((mover, target), ()) if target in vacant else ((mover,), (target,))
    if not _finish(tour, put, take, NO_MOVE):
        return None
    vacant.discard(target)
    return steps + hops + 1


def _walk(tour: Tour, mover: int, target: int, change: Change) -> tuple[int, int] | None:
    """Hop ``mover`` (a vacancy, or the open tour's end) until it is within `STEP` of ``target``:
    by search in compiled code while it finds a way, by CP-SAT where it does not. Where it is
    then and the hops made, or None where neither found a way on."""
    steps = 0
    while True:
        if tour.searching:
            mover, hops = _walked(
                tour.succ, tour.pred, tour.shape, mover, target, tour.barred, change is Change.END, BUDGET
            )
            steps += hops
        if _gap(tour.board, mover, target) <= STEP:
            return mover, steps
        nearer = _step(tour, mover, target, change, WAYS[len(SEARCHED) :])  # search is stuck here: CP-SAT
        if nearer is None:
            return None
        mover, steps = nearer, steps + 1


def _finish(tour: Tour, put: tuple[int, ...], take: tuple[int, ...], moved: tuple[int, int]) -> bool:
    """The last re-solve of a walk, in a window holding both its ends, every way tried."""
    a, b = (put + take + moved)[:2] if moved == NO_MOVE else moved
    return any(tour.resolve(tour.box(a, b, pad), put, take, nearest, moved) for nearest, pad in WAYS)


def _gap(board: Board, a: int, b: int) -> int:
    """The distance between two squares in king's moves."""
    (r1, c1), (r2, c2) = board.coords(a), board.coords(b)
    return max(abs(r1 - r2), abs(c1 - c2))


def _distance(board: Board, a: int, b: int) -> int:
    """The squared distance between two squares."""
    (r1, c1), (r2, c2) = board.coords(a), board.coords(b)
    return (r1 - r2) ** 2 + (c1 - c2) ** 2


def _step(tour: Tour, here: int, target: int, change: Change, ways: tuple[tuple[int, int], ...]) -> int | None:
    """``here`` moved up to `STEP` squares nearer ``target`` by one re-solve, by the ``ways``
    given (`WAYS`): a vacancy put back in and a square of its colour taken out in its place; a
    hole taken out with a square of the other colour, which becomes the vacancy; or the open
    tour's end moved to a square of its colour. Where it is then, or None where no window lets
    it move."""
    board = tour.board
    colour = board.colour(here) ^ int(change is Change.LEAVE)
    row, col = board.coords(here)
    now = _distance(board, here, target)
    places = [
        board.square(row + dr, col + dc)
        for dr in range(-STEP, STEP + 1)
        for dc in range(-STEP, STEP + 1)
        if board.contains(row + dr, col + dc) and (row + col + dr + dc) % 2 == colour
    ]
    places = [s for s in places if s != here and tour.on(s) and s not in tour.fixed and s not in board.holes]
    places = sorted((s for s in places if _distance(board, s, target) < now), key=lambda s: _distance(board, s, target))
    for nearest, pad in ways:
        for place in places[: TRIES if nearest else TRIES_CP_SAT]:
            put, take, moved = change.made(here, place)
            if tour.resolve(tour.box(here, place, pad), put, take, nearest, moved):
                return place
    return None


@njit(cache=True)
def _walked(
    succ: Array, pred: Array, shape: Array, mover: int, target: int, barred: Array, ending: bool, budget: int
) -> tuple[int, int]:
    """Hop ``mover`` — a vacancy, or (``ending``) the open tour's end — toward ``target`` by
    depth-first search alone (`_step`'s ways `SEARCHED`), until it is within `STEP` of it or no
    place nearer can be reached: where it is then, and the hops made. ``shape``: the board's
    rows and files; ``barred``: the squares no move may take (holes, fixed ends), in increasing
    order."""
    rows, cols = shape[0], shape[1]
    hops = 0
    put = np.empty(0 if ending else 1, dtype=np.int64)
    take = np.empty(0 if ending else 1, dtype=np.int64)
    moved = np.full(2, -1, dtype=np.int64)
    places = np.empty((2 * STEP + 1) ** 2, dtype=np.int64)
    far = np.empty((2 * STEP + 1) ** 2, dtype=np.int64)
    box = np.empty(4, dtype=np.int64)
    while True:
        row, col = divmod(mover, cols)
        trow, tcol = divmod(target, cols)
        if max(abs(row - trow), abs(col - tcol)) <= STEP:
            return mover, hops
        now = (row - trow) ** 2 + (col - tcol) ** 2
        n = 0
        for r in range(max(0, row - STEP), min(rows - 1, row + STEP) + 1):
            for c in range(max(0, col - STEP), min(cols - 1, col + STEP) + 1):
                square = r * cols + c
                gap = (r - trow) ** 2 + (c - tcol) ** 2
                if (r + c - row - col) % 2 or gap >= now or succ[square] == OFF:
                    continue
                at = np.searchsorted(barred, square)
                if at < barred.shape[0] and barred[at] == square:
                    continue
                places[n] = square
                far[n] = gap
                n += 1
        order = np.argsort(far[:n], kind="mergesort")[:TRIES]
        hopped = False
        for nearest in SEARCHED:
            for i in order:
                if ending:
                    moved[0], moved[1] = mover, places[i]
                else:
                    put[0], take[0] = mover, places[i]
                prow, pcol = divmod(places[i], cols)
                box[0], box[1] = max(0, min(row, prow) - PAD), min(rows - 1, max(row, prow) + PAD)
                box[2], box[3] = max(0, min(col, pcol) - PAD), min(cols - 1, max(col, pcol) + PAD)
                if searched(succ, pred, cols, box, put, take, moved, nearest, budget):
                    mover = places[i]
                    hopped = True
                    break
            if hopped:
                break
        if not hopped:
            return mover, hops
        hops += 1
