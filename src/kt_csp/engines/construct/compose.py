"""Composed tours: the block construction's tour of the whole rectangle, re-solved by CP-SAT in
small regions around what it cannot build — holes and fixed ends — at any board size.

**The cut.** Every hole and every fixed end is given a box of `PAD` squares on each side; boxes
that meet become one region, except a hole alone in its box (a *lone* hole), which is left on the
tour at first. A region must be able to give up its holes without the rest of the tour noticing,
and colours decide whether it can (below): a region whose holes are not half light and half dark
leaves out, besides them, *vacancies* beside them — squares of the colour it lacks. Lone holes and
vacancies are then paired and settled by walking vacancies (`kt_csp.engines.construct.vacancies`).
A region larger than `REGION_MOST` squares is not attempted (the question is left to search).

**Why it is sound.** Read from a square outside every region, the base tour T (a closed tour of
the whole rectangle, `kt_csp.engines.construct.build`) crosses a region R in k segments e₁⇝x₁, …,
eₖ⇝xₖ, with the runs outside R between them. R is re-solved as a CP-SAT circuit over its live
squares plus k fixed arcs xᵢ → eᵢ₊₁ standing for those runs, each square labelled by its segment
(a move joins squares of one label; eᵢ and xᵢ carry label i), so that segment i still runs from
eᵢ to xᵢ (`kt_csp.engines.construct.regions`): outside R nothing changes, not even the order in
which the segments are met, so every region is re-solved alone and the results fit together into
one cycle. A small region that proves too tight with its segments kept (and a region alone) is
re-solved without the labels, its segments met in any order: such regions are solved one after
another, and each is given its segments in the order the tour meets them after the ones before
(each run between two segments never changes, so the order is followed exit to entry without
reading the board). The padding keeps holes and fixed ends off the squares where T crosses into
R. Since each segment keeps its ends, it keeps its colour excess (dark less light squares, set by
its ends' colours), so R's live squares must keep it too: a region whose holes take more of one
colour than the other cannot be toured, whatever the solver does — hence the vacancies.

**Open tours** add one node D to one region, the break between the tour's last square and its
first: arcs D → s for the squares the tour may start on (the fixed start, or any square of the
region) and e → D for those it may end on. The cycle through D, read from D's successor, is the
open tour. Both ends fixed in regions apart: the break is made in the start's region with the end
free, and the end is then walked to the square asked (`kt_csp.engines.construct.vacancies`). A
closed tour with both ends fixed (one jump apart) fixes the move end → start. **Both sides odd**
(no closed tour beneath, so open tours only): the base is the open tour from a1, whose break is
the tour's own — its ends are walked away from holes first, then to the ends asked — and the
holes must be half light and half dark, since its ends keep a1's colour.

Memory: the base tour, a successor and a predecessor per square and the tour read out: about 17
bytes per square.
"""

from __future__ import annotations

import time
from dataclasses import replace

import numpy as np

from kt_csp.core.board import Board
from kt_csp.core.instance import Instance
from kt_csp.core.limits import Limits
from kt_csp.engines.construct.build import closed_tour, corner_tour, covers, odd_enough
from kt_csp.engines.construct.cover import OFF
from kt_csp.engines.construct.cut import PAD, Plan, beneath, marked, on_a_path, outside_of, regions_of
from kt_csp.engines.construct.narrow import anchorable, is_narrow, upright_tour
from kt_csp.engines.construct.regions import Region, resolve
from kt_csp.engines.construct.vacancies import Tour, move_end, pairs_of, settle_pairs
from kt_csp.errors import KtError
from kt_csp.reasoning.parity import in_middle_rows
from kt_csp.runtime.compiled import njit
from kt_csp.runtime.memory import require_memory

__all__ = ["BYTES_PER_SQUARE", "GROWTHS", "REGION_MOST", "compose"]

GROWTHS = 2  # times a region CP-SAT finds no way through is padded more and the whole tried again
GROWN_MOST = 2_000  # squares: a larger region CP-SAT finds no way through is not grown
REGION_MOST = 20_000  # squares: a larger region is left to search (CP-SAT: about 20 s for 9,000)
BYTES_PER_SQUARE = 17


def compose(instance: Instance, limits: Limits = Limits()) -> tuple[np.ndarray | None, str]:
    """A tour of ``instance`` — holes and fixed ends on a board the blocks cover — composed of
    the base tour and regions re-solved by CP-SAT.

    A region CP-SAT finds no way through (in `kt_csp.engines.construct.regions.work_for` its
    size) is padded `PAD` squares more, and the whole tried again, up to `GROWTHS` times, unless it
    is larger than `GROWN_MOST` squares.

    Parameters
    ----------
    instance : Instance
        The question.
    limits : Limits, default Limits()
        The time limit, looked at between the stages.

    Returns
    -------
    tuple of (numpy.ndarray or None, str)
        The tour as int32 square indices and what was done, in words; or None and why it could
        not be.

    Raises
    ------
    MemoryLimitError
        When the composed tour would not fit in the memory allowed.
    """
    board = instance.board
    whole = Board(board.rows, board.cols, board.leaper)
    cycle = beneath(whole)
    if cycle is None or (instance.closed and not cycle):
        kind = "closed " if instance.closed or cycle is None else ""
        return None, f"composition needs a {kind}tour of the whole rectangle beneath: {whole} has none"
    balance = sum(1 if board.colour(hole) else -1 for hole in board.holes)
    if not cycle and balance != 0:
        return (
            None,
            f"composition on {board} (no closed tour beneath) needs as many light holes as dark: search answers this",
        )
    require_memory(BYTES_PER_SQUARE * board.size, f"the composed tour of {board}")
    instance = _forced(instance)
    grown: dict[int, int] = {}
    stuck: list[Region] = []
    for _ in range(GROWTHS + 1):
        composed = _attempt(instance, limits, whole, grown)
        if not isinstance(composed, list):
            return composed
        stuck = composed
        if max(len(region.squares) for region in stuck) > GROWN_MOST:
            break  # (a region this large that CP-SAT could not re-solve in its time is not a tight corner)
        for region in stuck:
            for mark in marked(instance) & region.squares:
                grown[mark] = grown.get(mark, 0) + PAD
    where = ", ".join(board.name(min(region.squares)) for region in stuck[:3])
    largest = max(len(region.squares) for region in stuck)
    how = f"grown {GROWTHS} times" if largest <= GROWN_MOST else f"the largest of {largest:,} squares"
    return None, f"CP-SAT found no re-solve of the regions around {where} in its time, {how}"


def _attempt(
    instance: Instance, limits: Limits, whole: Board, grown: dict[int, int]
) -> tuple[np.ndarray | None, str] | list[Region]:
    """One try of `compose`, with the marks in ``grown`` padded that much more: the tour, or
    None and why, or the regions CP-SAT found no way through (the others are re-solved all the
    same: a region left as it was changes nothing)."""
    board = instance.board
    plan = regions_of(instance, grown)
    if plan is None:
        return None, "the holes' colours could not be balanced by vacancies beside them"
    regions = plan.regions
    largest = max((len(region.squares) for region in regions), default=0)
    if largest > REGION_MOST:
        return None, f"a region of {largest:,} squares would be needed (at most {REGION_MOST:,} are re-solved)"
    limits.check()
    outside = outside_of(board, regions)
    if outside is None:
        return None, f"the regions would cover the whole of {board}: search answers this"
    built = _base(instance, whole, regions, outside, limits)
    if isinstance(built, str):
        return None, built
    started = time.perf_counter()
    base, tour = built
    met = _segments(base, board, regions) if regions else []
    del base
    stuck = _settle_regions(instance, plan, tour, met)
    if stuck:
        return stuck
    vacant = {s for region in regions for s in region.left_out - board.holes}
    pairs = pairs_of(board, plan.darkening, plan.lightening)
    walked = settle_pairs(tour, pairs, vacant)
    if walked is None:
        return None, "a vacancy found no way on toward the hole it was paired with"
    moved = _walk_ends(tour, plan)
    if isinstance(moved, str):
        return None, moved
    seconds = time.perf_counter() - started
    found = _read_out(instance, tour)
    return found, f"{_base_name(whole)} with {_how(len(regions), largest, len(pairs), walked, moved, seconds)}"


def _settle_regions(instance: Instance, plan: Plan, tour: Tour, met: list[tuple[int, int, int]]) -> list[Region]:
    """Re-solve every region of ``plan`` into ``tour`` (``met``: the base's segments, as
    `_segments` gives them), with its segments kept where there are several regions, and in the
    order the tour meets them where that is too tight or the region is alone; the regions CP-SAT
    found no way through."""
    regions = plan.regions
    onward = _onward([(entry, exit_) for _, entry, exit_ in met])
    reached = {entry: exit_ for _, entry, exit_ in met}
    breaks: list[tuple[int, int]] = []
    posed = replace(instance, end=None) if plan.end is not None else instance  # the end, walked later, free
    labelled = regions if len(regions) > 1 else []  # a region alone: its segments in any order at once
    tight = [r for r in labelled if not _settle(tour, posed, r, breaks, None)]
    return [
        region
        for region in tight + [r for r in regions if r not in labelled]  # labels too tight, or none wanted
        if not _settle(tour, posed, region, breaks, (reached, onward))
    ]


def _walk_ends(tour: Tour, plan: Plan) -> int | str:
    """Walk the open tour's start and end to the squares ``plan`` asks: the local re-solves it
    took, or why an end found no way."""
    board = tour.board
    moved = 0
    for target, backwards in ((plan.start, True), (plan.end, False)):  # the start: the end of the tour read backwards
        walking = tour.reversed() if backwards else tour
        here = _last_square(walking) if target is not None else -1
        if target is not None and here != target:
            steps = move_end(walking, here, target)
            if steps is None:
                return f"the tour's {'start' if backwards else 'end'} found no way on toward {board.name(target)}"
            moved += steps
    return moved


def _read_out(instance: Instance, tour: Tour) -> np.ndarray:
    """The composed tour in order: an open one from its start; a closed one from the start asked,
    or from the square after the end asked, or from the board's first square."""
    board, succ = instance.board, tour.succ
    first = _last_square(tour.reversed()) if not instance.closed else -1
    found = np.empty(board.squares, dtype=np.int32)
    if first < 0:  # a closed tour: from its start, or from the square after its end
        first = instance.start if instance.start is not None else board.first
        first = int(succ[instance.end]) if instance.start is None and instance.end is not None else first
    if not _walk(first, succ, found):
        raise AssertionError(f"the composed tour of {board.describe()} is not one cycle")
    return found


def _base(
    instance: Instance, whole: Board, regions: list[Region], outside: int, limits: Limits
) -> tuple[np.ndarray, Tour] | str:
    """The base tour, in order and as links: the rectangle's closed tour read from ``outside``;
    or, both sides odd, its open tour from a1 (read backwards where the end asked is a1), each
    end that is a hole or beside one walked out of the regions first (a region's segments keep
    their ends, and a hole or a vacancy cannot be one); or why not."""
    board = instance.board
    path = on_a_path(instance)
    if path:
        base = corner_tour(whole, limits) if odd_enough(whole) else _pumped_path(instance, whole, limits)
    elif covers(whole):
        base = closed_tour(whole, outside, limits)
    else:
        pumped = upright_tour(whole, True, limits)[0]
        base = np.roll(pumped, -int(np.flatnonzero(pumped == outside)[0]))
    tour = Tour(instance, np.empty(board.size, dtype=np.int32), np.empty(board.size, dtype=np.int32), limits)
    _links(base, tour.succ, tour.pred)
    if not path:
        return base, tour
    tour.succ[base[-1]] = tour.pred[base[0]] = -1  # an open tour: its break is the base's own
    if _backwards(board, base, instance):
        tour = tour.reversed()
    taken = set().union(*(r.squares for r in regions)) if regions else set()
    for walking, asked in ((tour.reversed(), instance.start), (tour, instance.end)):
        here = _last_square(walking)
        if here == asked or not _by_a_hole(board, here):
            continue  # (a path's end elsewhere in a region is one of its segments' ends, as any other)
        if not any(move_end(walking, here, away) for away in _nearest_free(board, here, taken)):
            return f"the open tour's ends could not be walked away from the holes near {board.name(here)}"
    first = _last_square(tour.reversed())
    if not _walk(first, tour.succ, base):
        raise AssertionError(f"the base tour of {board.describe()} is not one path")
    return base, tour


def _pumped_path(instance: Instance, whole: Board, limits: Limits) -> np.ndarray:
    """A narrow board's open base: from the one end asked where pumping can keep it there
    (`kt_csp.engines.construct.narrow.anchorable`: a plain board, the end near a short side; an
    end asked is the base's first square, which `_backwards` reads last), so that no end is walked
    the board's length; else with its ends where they fall."""
    start, end = instance.start, instance.end
    anchor = start if end is None else end if start is None else None
    if anchor is not None and not instance.board.holes and anchorable(whole, anchor):
        try:
            return upright_tour(whole, False, limits, anchor)[0]
        except KtError:  # (CP-SAT found no short tour from there: the ends are walked instead)
            pass
    return upright_tour(whole, False, limits)[0]


def _backwards(board: Board, base: np.ndarray, instance: Instance) -> bool:
    """Whether the open base is read backwards: where the end asked is its first square, or the
    start asked its last; or where the ends asked are more unlike the base's ends they would be
    walked from than read backwards. Walking an end keeps its colour (on a board with as many
    light squares as dark an open tour's ends differ in colour), and 4 wide whether it is in an
    outer or a middle row (`kt_csp.reasoning.parity`: an end in a middle row has an outer one at
    the other end)."""
    if instance.end == base[0] or instance.start == base[-1]:
        return True
    asked = (instance.start, instance.end)

    def unlike(ends: tuple[int, int]) -> int:
        return sum(a is not None and _kind(board, a) != _kind(board, int(e)) for a, e in zip(asked, ends, strict=True))

    return unlike((base[-1], base[0])) < unlike((base[0], base[-1]))


def _kind(board: Board, square: int) -> tuple[int, bool]:
    """What walking an end keeps: its colour and, on a board 4 wide, whether it is in a middle row."""
    return board.colour(square), in_middle_rows(board, square)


def _by_a_hole(board: Board, square: int) -> bool:
    """Whether ``square`` is a hole or beside one (where a region's vacancies are chosen)."""
    row, col = board.coords(square)
    return any(
        board.square(r, c) in board.holes
        for r in range(row - 1, row + 2)
        for c in range(col - 1, col + 2)
        if board.contains(r, c)
    )


def _nearest_free(board: Board, square: int, taken: set[int], most: int = 12) -> list[int]:
    """Up to ``most`` squares of ``square``'s colour in no region and no hole, the nearest first."""
    row, col = board.coords(square)
    found: list[int] = []
    for reach in range(1, max(board.rows, board.cols)):
        found += [
            board.square(r, c)
            for r in range(row - reach, row + reach + 1)
            for c in range(col - reach, col + reach + 1)
            if board.contains(r, c)
            and max(abs(r - row), abs(c - col)) == reach
            and (r + c - row - col) % 2 == 0
            and board.square(r, c) not in taken | board.holes
        ]
        if len(found) >= most:
            return found[:most]
    return found


def _last_square(tour: Tour) -> int:
    """The open tour's last square (its successor is none)."""
    return int(np.flatnonzero(tour.succ == -1)[0])


def _how(regions: int, largest: int, pairs: int, walked: tuple[int, int], moved: int, seconds: float) -> str:
    """What was done to the base tour, in words."""
    parts = []
    if regions:
        parts.append(
            f"{regions:,} region{'s' if regions != 1 else ''} re-solved by CP-SAT (the largest {largest:,} squares)"
        )
    if pairs:
        parts.append(
            f"{pairs:,} pair{'s' if pairs != 1 else ''} of holes settled by vacancies walked in {walked[0]:,} "
            f"local re-solves (at most {walked[1]:,} for one)"
        )
    if moved:
        parts.append(f"its ends walked to the squares asked in {moved:,} local re-solve{'s' if moved != 1 else ''}")
    return f"{', '.join(parts) or 'nothing re-solved (built from the end asked)'}, {seconds:.2f} s"


def _base_name(whole: Board) -> str:
    """The base tour of the rectangle ``whole``, in words (see `_base`)."""
    if covers(whole):
        return "the block construction's tour"
    if is_narrow(whole):
        return f"a pumped {'closed' if beneath(whole) else 'open'} tour"
    return "the block construction's open tour from a1"


def _settle(
    tour: Tour,
    posed: Instance,
    region: Region,
    breaks: list[tuple[int, int]],
    order: tuple[dict[int, int], dict[int, int]] | None,
) -> bool:
    """Re-solve ``region`` as ``posed`` asks and write its moves into the tour (the open tour's
    first and last squares, if its break is here, into ``breaks``); False if CP-SAT finds no way. ``order``: None keeps each
    segment's entry and exit (labels); else each entry's exit now and each exit's next entry,
    by which the region's segments are met in the order the tour meets them now, and which are
    brought up to date."""
    if order is not None:
        region.segments = _in_order(region, *order)
    solved = resolve(posed, region, tour.limits, labelled=order is None)
    if solved is None:
        return False
    moves, begin, end = solved
    for square in region.left_out:
        tour.succ[square] = tour.pred[square] = OFF
    for square, target in moves.items():
        tour.succ[square] = target
        tour.pred[target] = square
    if begin >= 0:
        tour.succ[end] = tour.pred[begin] = -1
        breaks.append((begin, end))
    if order is not None:
        for entry, _ in region.segments:
            order[0][entry] = _path_end(entry, moves, begin, end)
    return True


def _forced(instance: Instance) -> Instance:
    """The question with an open tour's free ends fixed where holes leave a square one move (it
    can only be an end; reasoning has answered where there are more such squares than free ends)."""
    board = instance.board
    if instance.closed:
        return instance
    near = set()
    for hole in board.holes:
        row, col = board.coords(hole)
        near |= {
            board.square(r, c) for r in range(row - 2, row + 3) for c in range(col - 2, col + 3) if board.contains(r, c)
        }
    for square in sorted(near - board.holes):
        if len(board.neighbours_of(square)) == 1 and square not in (instance.start, instance.end):
            if instance.end is None:
                instance = replace(instance, end=square)
            elif instance.start is None:
                instance = replace(instance, start=square)
    return instance


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
    """The region's segments as the tour meets them now: earlier regions re-solved so may have changed
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


@njit(cache=True)
def _links(base: np.ndarray, succ: np.ndarray, pred: np.ndarray) -> None:
    n = base.shape[0]
    for i in range(n):
        succ[base[i]] = base[(i + 1) % n]
        pred[base[(i + 1) % n]] = base[i]


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
