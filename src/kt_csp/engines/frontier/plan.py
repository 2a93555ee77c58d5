"""The plan of a frontier sweep, made before any state is swept: the board turned to run along
its narrow side, each square's moves back into the window, what may end where (`plan`); and what
the sweep will cost, from the peaks measured (`estimate`)."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from kt_csp.core.board import KNIGHT, Board
from kt_csp.core.instance import Instance
from kt_csp.core.limits import Limits
from kt_csp.engines.frontier.residues import moduli_for
from kt_csp.engines.frontier.states import FIRST_LABEL, LOAD
from kt_csp.errors import KtError
from kt_csp.runtime.memory import require_memory

__all__ = ["LONG_PEAKS", "MOST_WINDOW", "SQUARE_PEAKS", "Sweep", "estimate", "plan"]

MOST_WINDOW = 48  # squares in the window the packing takes (the knight: width 23)
# The most states the knight's sweep held, measured (bench/frontier.py) by width: (closed, open)
# on a long board, and on a board no longer than it is wide; beyond width 6, extrapolated
# geometrically from widths 5 and 6. (Width 6 open: 6x8, 480 s; longer boards may hold more.)
LONG_PEAKS = {
    1: (1, 1),
    2: (1, 1),
    3: (178, 2_152),
    4: (672, 19_583),
    5: (56_497, 1_050_731),
    6: (1_436_836, 22_139_418),
}
SQUARE_PEAKS = {1: (1, 1), 2: (1, 1), 3: (1, 2), 4: (25, 671), 5: (477, 25_976), 6: (147_050, 5_644_449)}
PLAN_BYTES = 400  # per square, the plan's lists and arrays (and 8 per window square)


@dataclass(frozen=True)
class Sweep:
    """Everything the compiled sweep needs, in sweep order (square ``k`` is the ``k``-th swept)."""

    board: Board  # as swept: turned so that its ranks run along the narrow side
    order: np.ndarray  # order[k]: the square of the asked board swept k-th
    window: int
    bits: int  # per slot
    back: np.ndarray  # back[k, j]: how far back the j-th move of square k goes (-1: none)
    forced: np.ndarray  # forced[k, j]: that move must be taken (a closed tour's fixed end)
    leavers: np.ndarray  # leavers[k]: the squares whose last move is decided with square k's (-1: none)
    rest: np.ndarray  # rest[k, a]: moves still undecided, after square k, at the square in window slot a
    most: np.ndarray  # the most moves a square may take: 2, 1 for an open tour's fixed end, 0 for a hole
    may_end: np.ndarray  # 1 where an open tour may end
    finish: np.ndarray  # 1 after the squares where a tour may be complete: the last, or every rank's last
    closed: bool

    @property
    def words(self) -> int:
        return -(-self.window // (64 // self.bits))


def plan(instance: Instance, every_length: bool = False, limits: Limits = Limits()) -> Sweep:
    """The sweep of ``instance``: the board turned to run along its narrow side, each square's
    moves back into the window, and what may end where. ``every_length``: tours may also be
    complete at the end of each rank, so that one sweep counts every shorter board of the width
    too (see `lengths`). A long board's plan takes seconds (a million squares: 5 s): ``limits``'
    time limit is looked at as it is built (`LimitReached`)."""
    board = instance.board
    width, length = min(board.rows, board.cols), max(board.rows, board.cols)
    reach = [
        dr * width + dc
        for dr, dc in board.offsets
        if (dr > 0 or (dr == 0 and dc > 0)) and abs(dc) < width and dr < length
    ]
    window = max([0] + reach) + 1  # (holes can only make it smaller)
    if window > MOST_WINDOW:
        raise KtError(
            f"the frontier counter takes a window of at most {MOST_WINDOW} squares; "
            f"{board} with the {board.leaper[0]},{board.leaper[1]} leaper needs {window}"
        )
    require_memory(board.size * (PLAN_BYTES + 8 * window), f"the frontier counter's plan of {board}")
    turned = board.cols > board.rows
    swept = (
        Board(board.cols, board.rows, board.leaper, frozenset(_turn(board, s) for s in board.holes))
        if turned
        else board
    )
    order = np.arange(swept.size, dtype=np.int64)
    if turned:  # (`_turn` of every square at once)
        order = (order % swept.cols) * board.cols + order // swept.cols
    n = swept.size
    distances = [
        [] if k in swept.holes else [k - u for u in swept.neighbours_of(k) if u < k] for k in limits.paced(range(n))
    ]
    bits = max(4, (FIRST_LABEL + window // 2).bit_length())
    back = np.full((n, 4), -1, dtype=np.int64)
    forced = np.zeros((n, 4), dtype=np.int64)
    asked = sorted({s for s in (instance.start, instance.end) if s is not None})
    inverse = np.empty(n, dtype=np.int64)  # inverse[square]: when it is swept
    inverse[order] = np.arange(n)
    closing = None
    if instance.closed and instance.start is not None and instance.end is not None:
        closing = {inverse[instance.start], inverse[instance.end]}
    for k, row in limits.paced(enumerate(distances)):
        for j, d in enumerate(sorted(row)):
            back[k, j] = d
            forced[k, j] = closing == {k, k - d}
    live = (~np.isin(order, sorted(board.holes))).astype(np.int64)
    last = [
        max([k] + [k + d for d in range(1, window) if k + d < n and d in distances[k + d]])
        for k in limits.paced(range(n))
    ]
    leaving: list[list[int]] = [[] for _ in range(n)]
    for square in np.flatnonzero(live).tolist():
        leaving[last[square]].append(square)
    leavers = np.full((n, max(1, max(len(row) for row in leaving))), -1, dtype=np.int64)
    for k, row in enumerate(leaving):
        leavers[k, : len(row)] = sorted(row)
    rest = _rest(distances, window, limits)
    most = 2 * live
    may_end = np.zeros(n, dtype=np.int64)
    if not instance.closed:
        for square in asked:
            most[inverse[square]] = 1
        may_end[[inverse[s] for s in asked] if len(asked) == 2 else list(range(n))] = 1
    finish = np.zeros(n, dtype=np.int64)
    finish[int(np.flatnonzero(live).max()) :] = 1
    if every_length:
        finish[width - 1 :: width] = 1
    return Sweep(swept, order, window, bits, back, forced, leavers, rest, most, may_end, finish, instance.closed)


def _rest(distances: list[list[int]], window: int, limits: Limits) -> np.ndarray:
    """How many moves each window square has left to decide after each square is swept: a square
    that cannot reach its degree with them is dead long before it leaves the window."""
    n = len(distances)
    ahead = np.full((n, 4), -1, dtype=np.int64)  # ahead[s]: how far forward each of s's moves goes
    for k, row in limits.paced(enumerate(distances)):
        for d in row:
            s = k - d
            ahead[s, int((ahead[s] >= 0).sum())] = d
    rest = np.zeros((n, window), dtype=np.int64)
    for t in range(min(window, n)):  # the square t back from k, in slot window - 1 - t
        rest[t:, window - 1 - t] = (ahead[: n - t] > t).sum(axis=1)
    return rest


def _turn(board: Board, square: int) -> int:
    """The square of the turned board (rows and columns exchanged) that ``square`` becomes."""
    row, col = board.coords(square)
    return col * board.rows + row


def estimate(sweep: Sweep) -> tuple[int, int, str] | None:
    """About how many states ``sweep`` holds at its widest, the bytes they take, and how that is
    known ("measured" at this width, or "extrapolated"); None for leapers other than the knight,
    whose sweeps were not measured. Holes and fixed ends only make the true figure smaller."""
    board = sweep.board
    if board.leaper != KNIGHT:
        return None
    width, length = board.cols, board.rows  # as swept: ranks of the narrow side
    table = SQUARE_PEAKS if length <= width else LONG_PEAKS
    kind = 0 if sweep.closed else 1
    known = min(width, max(table))
    states = table[known][kind] * (table[known][kind] // table[known - 1][kind]) ** (width - known)
    row = 8 * (sweep.words + len(moduli_for(board)))
    return states, int(states * row * (1 + 2 / LOAD)), "measured" if known == width else "extrapolated"
