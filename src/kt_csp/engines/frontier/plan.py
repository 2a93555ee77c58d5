"""The plan of a frontier sweep, made before any state is swept: the board turned to run along
its narrow side, and for each square swept the *frontier* before and after it — the squares swept
that still have a move to one not yet swept — with where its moves back land there, which squares
leave it, and what each may still take (`plan`); and what the sweep will cost, from the peaks
measured (`estimate`)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from kt_csp.core.board import KNIGHT, Board
from kt_csp.core.instance import Instance
from kt_csp.core.limits import Limits
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
# The most states the knight's sweep held, measured (bench/frontier.py) by width: (closed, open)
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

    def params(self, k: int) -> np.ndarray:
        """Square ``k``'s numbers the compiled kernels take (`kt_csp.engines.frontier.states._children`)."""
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
    frontier before and after it. ``every_length``: tours may also be complete at the end of each
    rank, so that one sweep counts every shorter board of the width too (see `lengths`). A long
    board's plan takes seconds (a million squares: 5 s): ``limits``' time limit is looked at as it
    is built (`LimitReached`)."""
    board = instance.board
    width = min(board.rows, board.cols)
    turned = board.cols > board.rows
    swept = (
        Board(board.cols, board.rows, board.leaper, frozenset(_turn(board, s) for s in board.holes))
        if turned
        else board
    )
    n = swept.size
    require_memory(n * PLAN_BYTES, f"the frontier counter's plan of {board}")
    order = np.arange(n, dtype=np.int64)
    if turned:  # (`_turn` of every square at once)
        order = (order % swept.cols) * board.cols + order // swept.cols
    inverse = np.empty(n, dtype=np.int64)  # inverse[square]: when it is swept
    inverse[order] = np.arange(n)
    neighbours = swept.neighbours
    live = np.ones(n, dtype=np.int8)
    live[sorted(swept.holes)] = 0
    last = np.maximum(np.arange(n), neighbours.max(axis=1))  # the square whose sweep decides a square's last move
    most = 2 * live.astype(np.int64)
    may_end = np.zeros(n, dtype=np.int64)
    asked = sorted({int(inverse[s]) for s in (instance.start, instance.end) if s is not None})
    if not instance.closed:
        most[asked] = 1
        may_end[asked if len(asked) == 2 else slice(None)] = 1
    closing = set(asked) if instance.closed and len(asked) == 2 else None  # that move is forced
    frontier = _widest(last, live, limits)
    if frontier > MOST_FRONTIER:
        raise KtError(
            f"the frontier counter takes a frontier of at most {MOST_FRONTIER} squares; "
            f"{board} with the {board.leaper[0]},{board.leaper[1]} leaper needs {frontier}"
        )
    bits, words = _packing(frontier)
    moves = np.full((n, 4), -1, dtype=np.int8)
    masks = np.full((n, 16), -1, dtype=np.int8)
    leave, keep = np.full((n, frontier + 1), -1, dtype=np.int8), np.full((n, frontier + 1), -1, dtype=np.int8)
    scratch_most, scratch_end = np.zeros((n, frontier + 1), dtype=np.int8), np.zeros((n, frontier + 1), dtype=np.int8)
    rest = np.zeros((n, frontier + 1), dtype=np.int8)
    tint = np.zeros((n, frontier + 1), dtype=np.int8)
    colour = _colours(swept) * live * (not every_length)
    surplus = -2 * (colour.sum() - np.cumsum(colour))
    near = np.full((n, 4 * NEAR), -1, dtype=np.int8)
    near_room = np.zeros((n, NEAR), dtype=np.int8)
    before = np.zeros(n, dtype=np.int64)
    previous: list[int] = []
    for k in limits.paced(range(n)):
        scratch = previous + [k] if live[k] else previous
        place = {square: c for c, square in enumerate(scratch)}
        back = sorted(int(u) for u in neighbours[k] if 0 <= u < k) if live[k] else []
        forced = [closing == {k, u} for u in back]
        for j, u in enumerate(back):
            moves[k, j] = place[u]
        need = sum(1 << j for j, f in enumerate(forced) if f)
        ahead = int((neighbours[k] > k).sum())  # the new square's moves still to come
        least = most[k] - ahead - (0 if instance.closed else 1)  # the fewest moves back it can do with
        chosen = [m for m in range(1 << len(back)) if m & need == need and least <= bin(m).count("1") <= most[k]]
        masks[k, : len(chosen)] = chosen
        gone = [c for c, square in enumerate(scratch) if last[square] == k]
        leave[k, : len(gone)] = gone
        kept = [c for c, square in enumerate(scratch) if last[square] != k]
        keep[k, : len(kept)] = kept
        scratch_most[k, : len(scratch)] = most[scratch]
        scratch_end[k, : len(scratch)] = may_end[scratch]
        rest[k, : len(scratch)] = (neighbours[scratch] > k).sum(axis=1)
        tint[k, : len(scratch)] = colour[scratch]
        before[k] = len(previous)
        previous = [scratch[c] for c in kept]
        if not every_length:  # (a tour of a shorter board need not reach the squares after its last rank)
            _look_ahead(k, {scratch[c]: c for c in kept}, neighbours, most, may_end, near[k], near_room[k])
    finish = np.zeros(n, dtype=np.int64)
    finish[int(np.flatnonzero(live).max()) :] = 1
    if every_length:
        finish[width - 1 :: width] = 1
    return Sweep(
        swept,
        order,
        frontier,
        bits,
        words,
        live,
        before,
        moves,
        masks,
        leave,
        keep,
        scratch_most,
        scratch_end,
        rest,
        tint,
        surplus,
        near,
        near_room,
        finish,
        instance.closed,
    )


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
    """About how many states ``sweep`` holds at its widest, the bytes they take, and how that is
    known ("measured" at this width, or "extrapolated"); None for leapers other than the knight,
    whose sweeps were not measured. Holes and fixed ends only make the true figure smaller."""
    board = sweep.board
    return _peak(board.leaper, board.cols, board.rows, sweep.closed)  # (as swept: ranks of the narrow side)


def estimate_swept(instance: Instance) -> tuple[int, int, str] | None:
    """About how many states the sweep of ``instance`` sweeps in all (`SWEPT_PER_RANK`), then
    its peak's `estimate` (states and bytes) and how that is known, found without planning the
    sweep; None for leapers other than the knight."""
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
