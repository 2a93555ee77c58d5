"""The plan of a frontier sweep, made before any state is swept: the board turned to run along
its narrow side, and for each square swept the *frontier* before and after it — the squares swept
that still have a move to one not yet swept — with where its moves back land there, which squares
leave it, and what each may still take (`plan`); and what the sweep will cost, from the peaks
measured (`estimate`)."""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from kt_csp.core.board import KNIGHT, Board, Wrap
from kt_csp.core.instance import Instance
from kt_csp.core.limits import Limits
from kt_csp.core.variants import Symmetry
from kt_csp.errors import KtError
from kt_csp.runtime.memory import require_memory

__all__ = [
    "LONG_PEAKS",
    "MOST_FRONTIER",
    "RECORD_BYTES",
    "SQUARE_PEAKS",
    "SWEPT_PER_RANK",
    "Sweep",
    "estimate",
    "estimate_swept",
    "plan",
]

FIRST_LABEL = 3  # (kt_csp.engines.frontier.states: the cells' values below it are EMPTY, FULL, DANGLE)
MOST_FRONTIER = 48  # squares in the frontier the packing takes (the knight: width 23)
WIDEST_SWEPT = 24  # the knight's widest board the estimates extrapolate to: wider ones are refused
# The most states the knight's sweep held, measured (bench/frontier.py) before a count merged each
# state with its mirror image at rank ends (a draw's sweep, which keeps its states as swept, holds
# these; a count's fewer: an upper bound), by width: (closed, open)
# on a long board (40 ranks closed, 8 open), and on a board no longer than it is wide; beyond,
# extrapolated geometrically by the growth per width from two widths below the widest measured.
LONG_PEAKS = {
    1: (1, 1),
    2: (1, 1),
    3: (178, 779),
    4: (672, 12_875),
    5: (56_497, 567_316),
    6: (1_436_836, 17_211_505),
}
SQUARE_PEAKS = {1: (1, 1), 2: (1, 1), 3: (1, 2), 4: (4, 369), 5: (1, 11_241), 6: (34_937, 3_880_108)}
NEAR = 16  # squares to come looked ahead at, after each square
PLAN_BYTES = 400  # per square, the plan's lists and arrays (and 6 per frontier square)
RECORD_BYTES = 30  # per state held, at most about: a 16-byte record in a table kept at least 55 % full
# The states a sweep sweeps in all, per state of its estimated peak (`estimate`) and rank of the
# board (its long side). Measured (count --engine frontier --workers 1, 2026-11-28, states swept
# over the estimated peak times the ranks): 4x8 open 0.95, 4x10 open 1.45, 3x12 open 1.55, 6x6
# closed 0.97, 6x6 open 0.73, 5x7 open 0.35, 5x8 closed 0.33, 6x7 closed 0.18; from the records
# of docs/benchmarks.md: 7x8 closed 2.8, 8x8 closed 2.2, 6x40 closed 3.5, 7x7 open about 0.8 (707 s
# at about 3 million states a second). So 1, within a factor of 6 either way from 32 squares (a
# board with few tours sweeps fewer: 5x6 closed, 8 tours, a hundredth).
SWEPT_PER_RANK = 1.0


KernelArrays = tuple[
    np.ndarray,
    np.ndarray,
    np.ndarray,
    np.ndarray,
    np.ndarray,
    np.ndarray,
    np.ndarray,
    np.ndarray,
    np.ndarray,
    np.ndarray,
]  # (all int8: one compiled type)


@dataclass(frozen=True)
class Sweep:
    """Everything the compiled sweep needs, in sweep order (square ``k`` is the ``k``-th swept).

    Square ``k`` is swept into the frontier before it (``before[k]`` cells, in the order of the
    squares) with its own cell last: together the *scratch* cells, ``before[k] + 1``. Its moves
    back go to scratch cells ``moves[k]``; the cells ``leave[k]`` then leave (their last move is
    decided), and the cells ``keep[k]`` are the frontier after it, in order."""

    board: Board  # as swept: turned so that its ranks run along the narrow side
    order: np.ndarray  # order[k]: the square of the asked board swept k-th
    frontier: int  # the most cells a frontier has (a scratch: one more)
    bits: int  # per cell, where a state is packed bitwise (4 or more); 0: in base 11, in one word
    words: int  # a state's key, in 64-bit words
    live: np.ndarray  # 1 where square k is a square of the tour (0: a hole, swept as nothing)
    before: np.ndarray  # before[k]: the cells of the frontier before square k
    moves: np.ndarray  # moves[k, j]: the scratch cell the j-th move back from square k lands on (-1: none)
    masks: np.ndarray  # masks[k]: the choices of moves back from k as bit masks over them (-1: no more)
    leave: np.ndarray  # leave[k]: the scratch cells whose last move is decided with square k's (-1: none)
    keep: np.ndarray  # keep[k]: the scratch cells that stay, in order: the frontier after k (-1: no more)
    most: np.ndarray  # most[k, c]: the most moves scratch cell c may take (2; 1 at an open tour's fixed end)
    may_end: np.ndarray  # may_end[k, c]: 1 where the tour may end at scratch cell c
    rest: np.ndarray  # rest[k, c]: moves still undecided after square k at scratch cell c
    tint: np.ndarray  # tint[k, c]: the colour of scratch cell c's square, +1 or -1 (0: moves keep colour)
    surplus: np.ndarray  # surplus[k]: minus twice the sum of the colours of the live squares after k
    near: np.ndarray  # near[k, 4q..4q+3]: the scratch cells next to the q-th square to come that touches them
    near_room: np.ndarray  # near_room[k, q]: that square's moves to squares to come, less the moves it needs
    finish: np.ndarray  # 1 after the squares where a tour may be complete: the last, or every rank's last
    closed: bool
    # mirrors[k]: after rank end k, the frontier cell of each cell's mirror image across the rank
    # (where the question is its own mirror image: `_mirror_image`)
    mirrors: dict[int, np.ndarray] = field(default_factory=dict)

    def params(self, k: int) -> np.ndarray:
        """Square ``k``'s numbers the compiled kernels take (`kt_csp.engines.frontier.states._children`).

        Parameters
        ----------
        k
            The square, in sweep order.

        Returns
        -------
        numpy.ndarray
            Its frontier's cells before it, the bits a cell and words a key, whether the tour is
            closed, whether a tour may be complete after it, and its colour surplus.
        """
        return np.array(
            [self.before[k], self.bits, self.words, int(self.closed), int(self.finish[k]), self.surplus[k]],
            dtype=np.int64,
        )

    @property
    def kernel(self) -> KernelArrays:
        """The arrays the compiled kernels take, in their order (`kt_csp.engines.frontier.states`)."""
        return (
            self.moves,
            self.masks,
            self.leave,
            self.keep,
            self.most,
            self.may_end,
            self.rest,
            self.tint,
            self.near,
            self.near_room,
        )


def plan(instance: Instance, every_length: bool = False, limits: Limits = Limits()) -> Sweep:
    """The sweep of ``instance``: the board turned to run along its narrow side, and each square's
    frontier before and after it.

    Parameters
    ----------
    instance
        The question as counted (`kt_csp.core.instance.Instance.as_counted`): a board with holes
        or none, open or closed, its ends fixed or free.
    every_length
        Tours may also be complete at the end of each rank, so that one sweep counts every
        shorter board of the width too (`kt_csp.engines.frontier.sweep.lengths`).
    limits
        The time limit, looked at as the plan is built: a long board's plan takes seconds (a
        million squares: 5 s).

    Returns
    -------
    Sweep
        The tables of the compiled sweep, in sweep order.

    Raises
    ------
    KtError
        The frontier is wider than `MOST_FRONTIER` squares.
    LimitReached
        The time limit passed or Ctrl-C came while planning.
    MemoryLimitError
        The plan would not fit in memory.
    """
    board = instance.board
    swept, order = _turned(board)
    n = swept.size
    require_memory(n * PLAN_BYTES, f"the frontier counter's plan of {board}")
    facts = _facts(instance, swept, order, every_length)
    frontier = _widest(facts.last, facts.live, limits)
    if frontier > MOST_FRONTIER:
        raise KtError(
            f"the frontier counter takes a frontier of at most {MOST_FRONTIER} squares; "
            f"{board} with the {board.leaper[0]},{board.leaper[1]} leaper needs {frontier}"
        )
    bits, words = _packing(frontier)
    tables = _Tables.empty(n, frontier)
    previous: list[int] = []
    mirrors: dict[int, np.ndarray] = {}
    mirrored = _mirror_image(instance, swept)
    for k in limits.paced(range(n)):
        previous = _plan_square(k, previous, facts, tables)
        if mirrored and k % swept.cols == swept.cols - 1:
            images = [Symmetry.MIRROR.image(swept, s) for s in previous]
            if set(images) == set(previous):
                place = {square: c for c, square in enumerate(previous)}
                mirrors[k] = np.array([place[image] for image in images], dtype=np.int64)
    t = tables
    return Sweep(
        swept,
        order,
        frontier,
        bits,
        words,
        facts.live,
        t.before,
        t.moves,
        t.masks,
        t.leave,
        t.keep,
        t.most,
        t.may_end,
        t.rest,
        t.tint,
        -2 * (facts.colour.sum() - np.cumsum(facts.colour)),
        t.near,
        t.near_room,
        _finishing(facts.live, min(board.rows, board.cols), every_length),
        instance.closed,
        mirrors,
    )


def _mirror_image(instance: Instance, swept: Board) -> bool:
    """Whether the question, as swept, is its own mirror image across the ranks: no end of an open
    tour fixed (a closed tour's one fixed square changes nothing: every cycle passes it; two fix
    the move between them), no clue, not wrapped, its holes (if any) mirrored. Then a state after
    a rank and its mirror image have the same completions, and a sweep may count them as one
    (`kt_csp.engines.frontier.mirrors`)."""
    ends = sum(square is not None for square in (instance.start, instance.end))
    if ends > (1 if instance.closed else 0) or instance.clues or instance.board.wrap is not Wrap.NONE:
        return False
    return {Symmetry.MIRROR.image(swept, h) for h in swept.holes} == set(swept.holes)


@dataclass(frozen=True)
class _Facts:
    """What the plan reads of each square of the board as swept (``k``: the ``k``-th swept): its
    moves (``neighbours``), whether it is ``live``, the square whose sweep decides its ``last``
    move, the ``most`` moves it may take, whether the tour ``may_end`` there, its ``colour``
    (`_colours`, 0 where every length is counted); the one move a closed tour between fixed ends
    must take (``closing``), and whether the squares ahead are looked at (``look_ahead``)."""

    neighbours: np.ndarray
    live: np.ndarray
    last: np.ndarray
    most: np.ndarray
    may_end: np.ndarray
    colour: np.ndarray
    closing: set[int] | None
    closed: bool
    look_ahead: bool


@dataclass(frozen=True)
class _Tables:
    """The per-square tables of `Sweep` that `_plan_square` fills in, square by square."""

    before: np.ndarray
    moves: np.ndarray
    masks: np.ndarray
    leave: np.ndarray
    keep: np.ndarray
    most: np.ndarray
    may_end: np.ndarray
    rest: np.ndarray
    tint: np.ndarray
    near: np.ndarray
    near_room: np.ndarray

    @classmethod
    def empty(cls, n: int, frontier: int) -> _Tables:
        """The tables of ``n`` squares and frontiers of at most ``frontier`` cells, before any is filled."""

        def cells(fill: int) -> np.ndarray:
            return np.full((n, frontier + 1), fill, dtype=np.int8)

        return cls(
            before=np.zeros(n, dtype=np.int64),
            moves=np.full((n, 4), -1, dtype=np.int8),
            masks=np.full((n, 16), -1, dtype=np.int8),
            leave=cells(-1),
            keep=cells(-1),
            most=cells(0),
            may_end=cells(0),
            rest=cells(0),
            tint=cells(0),
            near=np.full((n, 4 * NEAR), -1, dtype=np.int8),
            near_room=np.zeros((n, NEAR), dtype=np.int8),
        )


def _turned(board: Board) -> tuple[Board, np.ndarray]:
    """``board`` as swept, turned (rows and columns exchanged) where it is wider than long, and
    the square of ``board`` swept ``k``-th for each ``k``."""
    if board.cols <= board.rows:
        return board, np.arange(board.size, dtype=np.int64)
    swept = Board(board.cols, board.rows, board.leaper, frozenset(_turn(board, s) for s in board.holes))
    order = np.arange(swept.size, dtype=np.int64)
    return swept, (order % swept.cols) * board.cols + order // swept.cols  # (`_turn` of every square at once)


def _facts(instance: Instance, swept: Board, order: np.ndarray, every_length: bool) -> _Facts:
    """The `_Facts` of ``instance``'s board as ``swept`` (in the sweep ``order``)."""
    n = swept.size
    inverse = np.empty(n, dtype=np.int64)  # inverse[square]: when it is swept
    inverse[order] = np.arange(n)
    neighbours = swept.neighbours
    live = np.ones(n, dtype=np.int8)
    live[sorted(swept.holes)] = 0
    most = 2 * live.astype(np.int64)
    may_end = np.zeros(n, dtype=np.int64)
    asked = sorted({int(inverse[s]) for s in (instance.start, instance.end) if s is not None})
    if not instance.closed:
        most[asked] = 1
        may_end[asked if len(asked) == 2 else slice(None)] = 1
    return _Facts(
        neighbours=neighbours,
        live=live,
        last=np.maximum(np.arange(n), neighbours.max(axis=1)),  # the square whose sweep decides a square's last move
        most=most,
        may_end=may_end,
        colour=_colours(swept) * live * (not every_length),
        closing=set(asked) if instance.closed and len(asked) == 2 else None,  # that move is forced
        closed=instance.closed,
        look_ahead=not every_length,  # (a tour of a shorter board need not reach the squares after its last rank)
    )


def _plan_square(k: int, previous: list[int], facts: _Facts, tables: _Tables) -> list[int]:
    """Fill square ``k``'s row of ``tables``, swept into the frontier ``previous`` (its squares,
    in order); the frontier after it."""
    scratch = previous + [k] if facts.live[k] else previous
    place = {square: c for c, square in enumerate(scratch)}
    back = sorted(int(u) for u in facts.neighbours[k] if 0 <= u < k) if facts.live[k] else []
    tables.moves[k, : len(back)] = [place[u] for u in back]
    chosen = _choices(k, back, facts)
    tables.masks[k, : len(chosen)] = chosen
    gone = [c for c, square in enumerate(scratch) if facts.last[square] == k]
    tables.leave[k, : len(gone)] = gone
    kept = [c for c, square in enumerate(scratch) if facts.last[square] != k]
    tables.keep[k, : len(kept)] = kept
    tables.most[k, : len(scratch)] = facts.most[scratch]
    tables.may_end[k, : len(scratch)] = facts.may_end[scratch]
    tables.rest[k, : len(scratch)] = (facts.neighbours[scratch] > k).sum(axis=1)
    tables.tint[k, : len(scratch)] = facts.colour[scratch]
    tables.before[k] = len(previous)
    if facts.look_ahead:
        cells = {scratch[c]: c for c in kept}
        _look_ahead(k, cells, facts.neighbours, facts.most, facts.may_end, tables.near[k], tables.near_room[k])
    return [scratch[c] for c in kept]


def _choices(k: int, back: list[int], facts: _Facts) -> list[int]:
    """The choices of square ``k``'s moves ``back`` (to squares swept before it) as bit masks over
    them: those that take the forced closing move, and neither fewer moves than the square can do
    with (its moves still to come may not be enough) nor more than it may take."""
    need = sum(1 << j for j, u in enumerate(back) if facts.closing == {k, u})
    ahead = int((facts.neighbours[k] > k).sum())  # the new square's moves still to come
    least = facts.most[k] - ahead - (0 if facts.closed else 1)  # the fewest moves back it can do with
    return [m for m in range(1 << len(back)) if m & need == need and least <= bin(m).count("1") <= facts.most[k]]


def _finishing(live: np.ndarray, width: int, every_length: bool) -> np.ndarray:
    """1 after the squares where a tour may be complete: the last live square and those after
    it, and with ``every_length`` the last of every rank ``width`` wide."""
    finish = np.zeros(len(live), dtype=np.int64)
    finish[int(np.flatnonzero(live).max()) :] = 1
    if every_length:
        finish[width - 1 :: width] = 1
    return finish


def _look_ahead(
    k: int,
    cells: dict[int, int],
    neighbours: np.ndarray,
    most: np.ndarray,
    may_end: np.ndarray,
    near: np.ndarray,
    room: np.ndarray,
) -> None:
    """Fill ``near`` and ``room`` for the squares to come next to the frontier after ``k`` (its
    squares: ``cells``, by scratch cell): for each (at most `NEAR`), the cells next to it, and its
    moves to squares to come less the moves it needs (one fewer where an open tour may end). The
    sweep drops a state where one such square can no longer get the moves it needs."""
    coming = sorted({int(u) for square in cells for u in neighbours[square] if u > k})[:NEAR]
    for q, u in enumerate(coming):
        beside = [cells[int(s)] for s in neighbours[u] if int(s) in cells]
        near[4 * q : 4 * q + len(beside)] = beside
        room[q] = int((neighbours[u] > k).sum()) - (most[u] - may_end[u])


def _colours(board: Board) -> np.ndarray:
    """Each square's colour, +1 or -1, where every move changes it (a leaper whose two steps add
    up to an odd number: the knight); else 0 for all."""
    if not board.changes_colour:
        return np.zeros(board.size, dtype=np.int64)
    square = np.arange(board.size)
    return 1 - 2 * ((square // board.cols + square % board.cols) % 2)


def _widest(last: np.ndarray, live: np.ndarray, limits: Limits) -> int:
    """The most cells of a frontier: live squares swept whose last move is still to come."""
    front: list[int] = []
    widest = 0
    for k in limits.paced(range(len(last))):
        front = [s for s in (front + [k] if live[k] else front) if last[s] > k]
        widest = max(widest, len(front))
    return widest


def _packing(frontier: int) -> tuple[int, int]:
    """How a state of ``frontier`` cells is packed: (bits a cell, 64-bit words); bits 0 for base 11
    in one word, where four bits a cell would take two (the knight on a board 8 wide: 17 cells)."""
    bits = max(4, (FIRST_LABEL + frontier // 2).bit_length())
    words = -(-frontier // (64 // bits))
    if words > 1 and FIRST_LABEL + frontier // 2 <= 11 and 11**frontier < 1 << 63:
        return 0, 1
    return bits, words


def _turn(board: Board, square: int) -> int:
    """The square of the turned board (rows and columns exchanged) that ``square`` becomes."""
    row, col = board.coords(square)
    return col * board.rows + row


def estimate(sweep: Sweep) -> tuple[int, int, str] | None:
    """About how many states ``sweep`` holds at its widest, and the bytes they take.

    Holes and fixed ends only make the true figure smaller.

    Parameters
    ----------
    sweep
        The sweep's plan.

    Returns
    -------
    tuple of (int, int, str) or None
        The states, their bytes, and how that is known: "measured" at this width (`LONG_PEAKS`,
        `SQUARE_PEAKS`), or "extrapolated"; None for leapers other than the knight, whose sweeps
        were not measured.
    """
    board = sweep.board
    return _peak(board.leaper, board.cols, board.rows, sweep.closed)  # (as swept: ranks of the narrow side)


def estimate_swept(instance: Instance) -> tuple[int, int, str] | None:
    """About how many states the sweep of ``instance`` sweeps in all, found without planning it.

    Parameters
    ----------
    instance
        The question.

    Returns
    -------
    tuple of (int, int, str) or None
        The states swept in all (`SWEPT_PER_RANK`), then its peak's `estimate` (states and
        bytes) and how that is known; None for leapers other than the knight.
    """
    board = instance.board
    width, length = sorted((board.rows, board.cols))
    peak = _peak(board.leaper, width, length, instance.closed)
    if peak is None:
        return None
    return max(1, round(peak[0] * SWEPT_PER_RANK * length)), peak[1], peak[2]


def _peak(leaper: tuple[int, int], width: int, length: int, closed: bool) -> tuple[int, int, str] | None:
    """`estimate` of a board ``width`` wide and ``length`` long."""
    if leaper != KNIGHT:
        return None
    table = SQUARE_PEAKS if length <= width else LONG_PEAKS
    kind = 0 if closed else 1
    if width in table:
        states = table[width][kind]
        return states, states * RECORD_BYTES, "measured"
    known = max(table)
    growth = (table[known][kind] / table[known - 2][kind]) ** 0.5  # per width
    widest = min(width, WIDEST_SWEPT)  # (past it, only the size of a float would change)
    states = int(table[known][kind] * growth ** (widest - known))
    return states, states * RECORD_BYTES, "extrapolated"
