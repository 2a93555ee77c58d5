"""Composed tours: the block construction's tour of the whole rectangle, re-solved by CP-SAT in
small regions around what it cannot build — holes and fixed ends — at any board size.

**The cut.** Every hole and every fixed end is given a box of `PAD` squares on each side; boxes
that meet become one region. A region must be able to give up its holes without the rest of the
tour noticing, and colours decide whether it can (below): a region whose holes are not half light
and half dark is joined, by a corridor `CORRIDOR` squares wide, to the nearest region unbalanced
the other way, until every region balances. A region larger than `REGION_MOST` squares is not
attempted (the question is left to search).

**Why it is sound.** Read from a square outside every region, the base tour T (a closed tour of
the whole rectangle, `kt_csp.engines.construct.build`) crosses a region R in k segments e₁⇝x₁, …,
eₖ⇝xₖ, with the runs outside R between them. R is re-solved as a CP-SAT circuit over its live
squares plus k fixed arcs xᵢ → eᵢ₊₁ standing for those runs, each square labelled by its segment
(a move joins squares of one label; eᵢ and xᵢ carry label i), so that segment i still runs from
eᵢ to xᵢ: outside R nothing changes, not even the order in which the segments are met, so every
region is re-solved alone and the results fit together into one cycle. A region joined by a
corridor — large, with many segments — is re-solved without the labels (CP-SAT is many times
faster so), its segments met in any order: the regions are then solved one after another, and
each is given its segments in the order the tour meets them after the ones before (each run
between two segments never changes, so the order is followed exit to entry without reading the
board); so is a small region that proves too tight with its segments kept. The padding keeps holes
and fixed ends off the squares where T crosses into R. Since each segment keeps its ends, it
keeps its colour excess (dark less light squares, set by its ends' colours), so R's live squares
must keep it too: a region whose holes take more of one colour than the other cannot be toured,
whatever the solver does — hence the corridors.

**Open tours** add one node D to one region, the break between the tour's last square and its
first: arcs D → s for the squares the tour may start on (the fixed start, or any square of the
region) and e → D for those it may end on. The cycle through D, read from D's successor, is the
open tour. A closed tour with both ends fixed (one jump apart) fixes the move end → start.

Memory: the base tour, a successor per square, a region mask and the tour read out: about 13
bytes per square.
"""

from __future__ import annotations

import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np
from numba import njit

from kt_csp.core.board import Board
from kt_csp.core.instance import Instance
from kt_csp.core.limits import Limits
from kt_csp.engines.construct.build import closed_tour, covers
from kt_csp.runtime.compiled import hold_ctrl_c_while_compiling
from kt_csp.runtime.memory import require_memory

if TYPE_CHECKING:
    from ortools.sat.python import cp_model

hold_ctrl_c_while_compiling()

__all__ = ["BYTES_PER_SQUARE", "CORRIDOR", "GROWTHS", "PAD", "REGION_MOST", "Region", "compose", "regions_of"]

PAD = 3  # squares of padding around each hole and fixed end
CORRIDOR = 3  # half the width of a corridor that joins two unbalanced regions
GROWTHS = 2  # times a region CP-SAT finds no way through is padded more and the whole tried again
REGION_MOST = 20_000  # squares: a larger region is left to search (CP-SAT: about 20 s for 9,000)
BYTES_PER_SQUARE = 13


@dataclass
class Region:
    """Squares to re-solve together: their holes' colour balance (light less dark holes) and
    whether the open tour's break (D) lies here."""

    squares: set[int]
    balance: int
    ends: bool = False
    free: bool = False  # joined by a corridor: re-solved with its segments met in any order
    segments: list[tuple[int, int]] = field(default_factory=list)  # (entry, exit) in the base tour's order


def compose(instance: Instance, limits: Limits = Limits()) -> tuple[np.ndarray | None, str]:
    """A tour of ``instance`` — holes and fixed ends on a board the blocks cover — composed of
    the base tour and regions re-solved by CP-SAT; or None and why it could not be. A region
    CP-SAT finds no way through is padded `PAD` squares more, and the whole tried again, up to
    `GROWTHS` times."""
    board = instance.board
    whole = Board(board.rows, board.cols, board.leaper)
    if not covers(whole):
        return None, f"composition needs a closed tour of the whole rectangle beneath: {board} has none"
    require_memory(BYTES_PER_SQUARE * board.size, f"the composed tour of {board}")
    grown: dict[int, int] = {}
    stuck: list[Region] = []
    for _ in range(GROWTHS + 1):
        composed = _attempt(instance, limits, whole, grown)
        if not isinstance(composed, list):
            return composed
        stuck = composed
        for region in stuck:
            for mark in _marks(instance) & region.squares:
                grown[mark] = grown.get(mark, 0) + PAD
    where = ", ".join(board.name(min(region.squares)) for region in stuck[:3])
    return None, f"CP-SAT found no re-solve of the regions around {where}, grown {GROWTHS} times"


def _attempt(
    instance: Instance, limits: Limits, whole: Board, grown: dict[int, int]
) -> tuple[np.ndarray | None, str] | list[Region]:
    """One try of `compose`, with the marks in ``grown`` padded that much more: the tour, or
    None and why, or the regions CP-SAT found no way through (the others are re-solved all the
    same: a region left as it was changes nothing)."""
    board = instance.board
    regions = regions_of(instance, grown)
    if regions is None:
        return None, "the holes' colours could not be balanced by regions of a few thousand squares"
    largest = max((len(region.squares) for region in regions), default=0)
    if largest > REGION_MOST:
        return None, f"a region of {largest:,} squares would be needed (at most {REGION_MOST:,} are re-solved)"
    limits.check()
    outside = _outside(board, regions)
    if outside is None:
        return None, f"the regions would cover the whole of {board}: search answers this"
    base = closed_tour(whole, outside, limits)
    succ = np.empty(board.size, dtype=np.int32)
    _successors(base, succ)
    met = _segments(base, board, regions)
    del base
    started = time.perf_counter()
    onward = _onward([(entry, exit_) for _, entry, exit_ in met])
    reached = {entry: exit_ for _, entry, exit_ in met}
    begins: list[int] = []
    labelled = [r for r in regions if not r.free and len(regions) > 1]
    tight = [r for r in labelled if not _settle(instance, r, limits, succ, begins, None)]
    stuck = [
        region
        for region in tight + [r for r in regions if r not in labelled]  # labels too tight, or none wanted
        if not _settle(instance, region, limits, succ, begins, (reached, onward))
    ]
    if stuck:
        return stuck
    first = begins[0] if begins else -1
    seconds = time.perf_counter() - started
    tour = np.empty(board.squares, dtype=np.int32)
    if first < 0:  # a closed tour: from its start, or from the square after its end
        first = instance.start if instance.start is not None else board.first
        first = int(succ[instance.end]) if instance.start is None and instance.end is not None else first
    if not _walk(first, succ, tour):
        raise AssertionError(f"the composed tour of {board.describe()} is not one cycle")
    how = (
        f"the block construction's tour with {len(regions):,} region{'s' if len(regions) != 1 else ''} "
        f"re-solved by CP-SAT (the largest {largest:,} squares, {seconds:.2f} s)"
    )
    return tour, how


def _settle(
    instance: Instance,
    region: Region,
    limits: Limits,
    succ: np.ndarray,
    begins: list[int],
    order: tuple[dict[int, int], dict[int, int]] | None,
) -> bool:
    """Re-solve ``region`` and write its moves into ``succ`` (the open tour's first square, if
    its break is here, into ``begins``); False if CP-SAT finds no way. ``order``: None keeps each
    segment's entry and exit (labels); else each entry's exit now and each exit's next entry,
    by which the region's segments are met in the order the tour meets them now, and which are
    brought up to date."""
    if order is not None:
        region.segments = _in_order(region, *order)
    solved = _resolve(instance, region, limits, labelled=order is None)
    if solved is None:
        return False
    moves, begin, end = solved
    for square, target in moves.items():
        succ[square] = target
    if begin >= 0:
        succ[end] = -1
        begins.append(begin)
    if order is not None:
        for entry, _ in region.segments:
            order[0][entry] = _path_end(entry, moves, begin, end)
    return True


def _marks(instance: Instance) -> set[int]:
    """The squares regions are padded around: the holes, and the fixed ends where they matter (an
    open tour's lie in the break's region; a closed tour's, both given, hold the move between
    them; one alone is where a closed tour is read from)."""
    ends = {s for s in (instance.start, instance.end) if s is not None}
    return set(instance.board.holes) | (ends if not instance.closed or len(ends) == 2 else set())


def regions_of(instance: Instance, grown: dict[int, int] | None = None) -> list[Region] | None:
    """The regions to re-solve (see the module's notes), the marks in ``grown`` padded that much
    more; None where the colours could not be balanced within `REGION_MOST` squares."""
    board = instance.board
    ends = [s for s in (instance.start, instance.end) if s is not None]
    regions = _clusters(board, sorted(_marks(instance)), grown or {})
    dark = {hole for hole in board.holes if board.colour(hole) == 0}
    for region in regions:
        held = region.squares & board.holes
        region.balance = len(held - dark) - len(held & dark)
    breaking = not instance.closed
    if breaking:
        holding = [r for r in regions if any(s in r.squares for s in ends)]
        if len(holding) > 1:
            regions = _merge(board, regions, holding[0], holding[1])
            holding = [r for r in regions if any(s in r.squares for s in ends)]
        target = holding[0] if holding else next((r for r in regions if r.balance), None)
        if target is None and (ends or regions):
            target = regions[0] if regions else None
        if target is not None:
            target.ends = True
    return _balanced(board, regions)


def _clusters(board: Board, marks: Iterable[int], grown: dict[int, int]) -> list[Region]:
    """A region per group of marks whose padded boxes meet."""
    regions: list[Region] = []
    for mark in marks:
        row, col = board.coords(mark)
        pad = PAD + grown.get(mark, 0)
        box = _box(board, row - pad, row + pad, col - pad, col + pad)
        touching = [r for r in regions if r.squares & box]
        for r in touching:
            box |= r.squares
            regions.remove(r)
        regions.append(Region(box, 0))
    return regions


def _box(board: Board, row0: int, row1: int, col0: int, col1: int) -> set[int]:
    """The squares of rows row0..row1 and files col0..col1 (ends included) on the board."""
    rows = range(max(0, row0), min(board.rows - 1, row1) + 1)
    cols = range(max(0, col0), min(board.cols - 1, col1) + 1)
    return {r * board.cols + c for r in rows for c in cols}


def _balanced(board: Board, regions: list[Region]) -> list[Region] | None:
    """Join unbalanced regions to the nearest unbalanced the other way (the break's region takes
    one square of imbalance) until all balance; None where a region grows past `REGION_MOST`."""
    while True:
        owing = [r for r in regions if abs(r.balance) > (1 if r.ends else 0)]
        if not owing:
            return regions
        region = owing[0]
        others = [r for r in regions if r is not region and (r.balance * region.balance < 0 or r.ends)]
        if not others:
            return None
        nearest = min(others, key=lambda r: _gap(board, region, r)[0])
        regions = _merge(board, regions, region, nearest)
        if any(len(r.squares) > REGION_MOST for r in regions):
            return regions


def _merge(board: Board, regions: list[Region], one: Region, other: Region) -> list[Region]:
    """The regions with ``one`` and ``other`` joined by an L-shaped corridor, and any region the
    corridor meets joined in too."""
    _, (r1, c1), (r2, c2) = _gap(board, one, other)
    corridor = _box(board, r1 - CORRIDOR, r1 + CORRIDOR, min(c1, c2), max(c1, c2))
    corridor |= _box(board, min(r1, r2), max(r1, r2), c2 - CORRIDOR, c2 + CORRIDOR)
    joined = Region(one.squares | other.squares | corridor, one.balance + other.balance, one.ends or other.ends, True)
    rest = [r for r in regions if r is not one and r is not other]
    for r in [r for r in rest if r.squares & joined.squares]:
        joined = Region(joined.squares | r.squares, joined.balance + r.balance, joined.ends or r.ends, True)
        rest.remove(r)
    return [*rest, joined]


def _gap(board: Board, one: Region, other: Region) -> tuple[float, tuple[int, int], tuple[int, int]]:
    """The distance between two regions' nearest marks (holes, else any square) and those marks."""
    ends = []
    for region in (one, other):
        marks = (region.squares & board.holes) or region.squares
        ends.append(np.asarray([board.coords(s) for s in marks]))
    gaps = np.abs(ends[0][:, None, :] - ends[1][None, :, :]).sum(axis=2)
    i, j = np.unravel_index(np.argmin(gaps), gaps.shape)
    (r1, c1), (r2, c2) = ends[0][i], ends[1][j]
    return float(gaps[i, j]), (int(r1), int(c1)), (int(r2), int(c2))


def _outside(board: Board, regions: list[Region]) -> int | None:
    """A square in no region, where the base tour is read from (None: there is none)."""
    taken = set().union(*(r.squares for r in regions)) if regions else set()
    return next((s for s in range(board.size) if s not in taken), None)


def _segments(base: np.ndarray, board: Board, regions: list[Region]) -> list[tuple[int, int, int]]:
    """Give each region its segments of the base tour, (entry, exit) in the tour's order, and
    return every segment met as (region, entry, exit), in that order."""
    squares = np.concatenate([np.fromiter(r.squares, dtype=np.int64) for r in regions])
    ids = np.concatenate([np.full(len(r.squares), i, dtype=np.int32) for i, r in enumerate(regions)])
    order = np.argsort(squares)
    squares, ids = squares[order], ids[order]
    mask = np.zeros(board.size, dtype=bool)
    mask[squares] = True
    positions = np.flatnonzero(mask[base])
    region_at = ids[np.searchsorted(squares, base[positions])]
    breaks = np.flatnonzero((np.diff(positions) != 1) | (np.diff(region_at) != 0)) + 1
    starts = np.concatenate([[0], breaks])
    ends = np.concatenate([breaks - 1, [len(positions) - 1]])
    met = [
        (int(region_at[s]), int(base[positions[s]]), int(base[positions[e]]))
        for s, e in zip(starts.tolist(), ends.tolist(), strict=True)
    ]
    for region, entry, exit_ in met:
        regions[region].segments.append((entry, exit_))
    return met


def _onward(met: list[tuple[int, int]]) -> dict[int, int]:
    """Each exit's next entry, in the order the segments are met: the runs between them never change."""
    return {exit_: met[(i + 1) % len(met)][0] for i, (_, exit_) in enumerate(met)}


def _in_order(region: Region, reached: dict[int, int], onward: dict[int, int]) -> list[tuple[int, int]]:
    """The region's segments as the tour meets them now: earlier free regions may have changed
    the order (``reached``: each entry's exit now; ``onward``: each exit's next entry)."""
    entries = {entry for entry, _ in region.segments}
    first = next(iter(entries))
    found, entry = [], first
    while True:
        exit_ = reached[entry]
        if entry in entries:
            found.append((entry, exit_))
        entry = onward[exit_]
        if entry == first:
            return found


def _path_end(entry: int, moves: dict[int, int], begin: int, end: int) -> int:
    """Where the path from a region's entry leaves it, through the break if it meets it."""
    square = entry
    while True:
        if square == end:
            square = begin
        elif square in moves:
            square = moves[square]
        else:
            return square


def _resolve(
    instance: Instance, region: Region, limits: Limits, labelled: bool
) -> tuple[dict[int, int], int, int] | None:
    """Re-solve ``region`` by CP-SAT: the moves chosen inside it (square → next square), and the
    open tour's first and last squares if the break is here (else -1, -1); None if CP-SAT finds
    no way. ``labelled``: each segment keeps its entry and exit (else they are met in any order)."""
    from ortools.sat.python import cp_model

    from kt_csp.engines.cpsat import solved_once

    board = instance.board
    live = sorted(region.squares - board.holes)
    node = {square: i for i, square in enumerate(live)}
    model = cp_model.CpModel()
    arcs: dict[tuple[int, int], cp_model.IntVar] = {}
    for square in live:
        for target in board.neighbours_of(square):
            if target in node:
                arcs[node[square], node[target]] = model.new_bool_var("")
    segments = region.segments
    joins = {(node[x], node[segments[(i + 1) % len(segments)][0]]) for i, (_, x) in enumerate(segments)}
    if instance.closed and instance.start in node and instance.end in node:
        model.add(arcs[node[instance.end], node[instance.start]] == 1)  # (validated: one jump apart)
    if labelled:
        _label(model, len(live), segments, node, [(u, v, lit) for (u, v), lit in arcs.items() if (u, v) not in joins])
    literals = [(u, v, lit) for (u, v), lit in arcs.items()]
    for u, v in joins - arcs.keys():
        literals.append((u, v, model.new_constant(1)))
    for u, v in joins & arcs.keys():
        model.add(arcs[u, v] == 1)
    if region.ends:  # the break D, a node of its own, between the tour's last square and its first
        d = len(live)
        for square in [instance.start] if instance.start is not None else live:
            literals.append((d, node[square], model.new_bool_var("")))
        for square in [instance.end] if instance.end is not None else live:
            literals.append((node[square], d, model.new_bool_var("")))
    model.add_circuit(literals)
    solver = solved_once(model, limits.seconds_left())
    limits.check()
    if solver is None:
        return None
    moves: dict[int, int] = {}
    begin = end = -1
    for u, v, lit in literals:
        if not solver.boolean_value(lit) or (u, v) in joins:
            continue  # a join stands for the run outside: its square keeps its successor there
        if u == len(live):
            begin = live[v]
        elif v == len(live):
            end = live[u]
        else:
            moves[live[u]] = live[v]
    return moves, begin, end


def _label(
    model: cp_model.CpModel,
    count: int,
    segments: list[tuple[int, int]],
    node: dict[int, int],
    moves: list[tuple[int, int, cp_model.IntVar]],
) -> None:
    """Give each square its segment: a move joins squares of one segment, whose ends are its own."""
    if len(segments) < 2:
        return
    labels = [model.new_int_var(0, len(segments) - 1, "") for _ in range(count)]
    for i, (entry, exit_) in enumerate(segments):
        model.add(labels[node[entry]] == i)
        model.add(labels[node[exit_]] == i)
    for u, v, lit in moves:
        model.add(labels[u] == labels[v]).only_enforce_if(lit)


@njit(cache=True)
def _successors(base: np.ndarray, succ: np.ndarray) -> None:
    n = base.shape[0]
    for i in range(n):
        succ[base[i]] = base[(i + 1) % n]


@njit(cache=True)
def _walk(begin: int, succ: np.ndarray, tour: np.ndarray) -> bool:
    """Follow successors from ``begin`` into ``tour``; False unless that visits exactly its
    length of squares and then ends (-1) or returns to ``begin``."""
    here = begin
    for i in range(tour.shape[0]):
        if here < 0:
            return False
        tour[i] = here
        here = succ[here]
    return bool(here < 0 or here == begin)
