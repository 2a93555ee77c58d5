"""The frontier counter: tours counted by their traces on a moving boundary, never one by one.

The board is swept square by square along its narrow side (rank by rank of width ``w``, the
board turned if need be). After each square, what the rest of the board can still see of the
moves chosen so far is only the state of the last ``W`` squares — the *window*, which holds
every square that still has a move to a square not yet swept (``W`` = the leaper's longest jump
back in sweep order, plus one: ``2w + 2`` for the knight). Each window square is

- ``EMPTY``: no move chosen at it yet;
- ``FULL``: two moves (or a hole, or a square off the board);
- a *label*: one move, the end of a path piece whose other end is the window square with the same
  label;
- ``DANGLE`` (open tours): one move, the end of a piece whose other end is an end of the tour.

A square leaves the window when its last move has been decided: it must then be FULL (closed
tours), or, for an open tour, one of its two ends. A state goes sooner where a window square has
fewer moves left to decide than it still needs (more than two such squares for an open tour's
ends): that alone drops three states in four at width 6. Two choices of moves that agree on the
window (and on how many tour ends have left it) are counted together: the number of such
states stays far below the number of tours (thousands at width 5, millions at width 7, where 7×7
has 10¹¹ open tours). This is the transfer-matrix / frontier-based search of Knuth (TAOCP
7.2.2.1, SIMPATH), Minato's ZDD "frontier method" and the counts of Löbbing & Wegener (1996).

Exact counts
------------
A state's count can pass 2⁶⁴ long before the sweep ends, so each is kept modulo primes and
rebuilt at the end, checked by one more prime (`kt_csp.engines.frontier.residues`).

What is counted is what `kt_csp.engines.backtrack.counter` counts: open tours directed (twice each, once from
each end, unless an end is fixed), closed tours through a fixed square in both directions.
"""

from __future__ import annotations

import contextlib
import hashlib
import math
import os
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import FIRST_EXCEPTION, ThreadPoolExecutor, wait
from dataclasses import dataclass, field, replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

import numpy as np
from numba import njit
from numba.typed import List as TypedList

from kt_csp.core.board import KNIGHT, Board
from kt_csp.core.choices import FrontierOptions
from kt_csp.core.instance import Instance
from kt_csp.core.limits import LimitReached, Limits, Stop
from kt_csp.core.result import CountResult, Result, Stats
from kt_csp.engines.frontier.residues import checked_crt, moduli_for
from kt_csp.errors import KtError, MemoryLimitError
from kt_csp.reasoning.parity import colour_obstruction
from kt_csp.runtime.compiled import hold_ctrl_c_while_compiling
from kt_csp.runtime.memory import available_memory, format_bytes, require_memory

if TYPE_CHECKING:
    from kt_csp.engines.frontier.spill import Spill
    from kt_csp.runtime.compiled import Array  # the compiled kernels' arrays

_T = TypeVar("_T")

hold_ctrl_c_while_compiling()  # a Ctrl-C must not cut numba's compiler short (kt_csp.runtime.compiled)

__all__ = ["NAME", "Sweep", "count", "estimate", "lengths", "plan", "solve", "sweep"]

NAME = "frontier"
GRID_SQUARES = 30  # a free start's count is split by start square (a sweep per class) up to this

EMPTY, FULL, DANGLE, FIRST_LABEL = 0, 1, 2, 3
FRESH = 63  # a new piece's label until the state is put in canonical form
FREE_ROW = -1  # word 0 of a free row in a state table (all slots 15 there: no state has that)
MOST_WINDOW = 48  # squares in the window the packing takes (the knight: width 23)
LOAD = 0.7  # a state table fuller than this is grown
CHUNK = 1 << 15  # states swept between two looks at the clock (and Ctrl-C)
PARALLEL_FROM = 4 * CHUNK  # states: fewer are swept by one thread (starting threads would cost more)
MOST_THREADS = 64  # a sweep's threads (each holds a table per thread: more would only take memory)
SAVE_EVERY = 60.0  # seconds: a checkpoint is saved at the first rank end after this long
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
FAR_BEYOND = 8  # an extrapolated estimate refuses a sweep only when it needs this many times the memory there is
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


def solve(instance: Instance, limits: Limits = Limits(), options: FrontierOptions = FrontierOptions()) -> Result:
    """The frontier engine counts tours without walking one, so it has none to give."""
    raise KtError(
        "the frontier engine counts tours and finds none: count --engine frontier, "
        "or solve with the backtrack, cpsat or sat engine"
    )


def count(
    instance: Instance,
    limits: Limits = Limits(),
    options: FrontierOptions = FrontierOptions(),
    workers: int | None = None,
) -> CountResult:
    """Count the tours of ``instance`` by sweeping (counted as `kt_csp.engines.backtrack.counter` counts them).

    A free start of an open tour on a board of at most `GRID_SQUARES` squares is split by start
    square (one sweep per class of symmetric squares, each with its start fixed), so that the
    count comes with the same grid as the backtracker's; on a larger board one sweep counts the
    total. ``workers``: the threads each sweep shares its states among (default: every core).
    """
    from kt_csp.engines.frontier.spill import open_spill
    from kt_csp.runtime.progress import progress

    limits = limits.begun()
    instance = instance.as_counted()
    board = instance.board
    stats = Stats()
    started = time.perf_counter()
    if board.squares == 1 or (instance.closed and board.squares < 3):
        found = 0 if instance.closed else 1
        return CountResult(NAME, instance, found, {int(board.live[0]): found} if found else {}, True, stats)
    # no tour from any start, seen at once: moves that fall into parts, or colours that cannot alternate
    hopeless = not _connected(board.neighbours, board.live) or colour_obstruction(instance) is not None
    if not hopeless:
        moduli_for(board)  # a count too long to keep is refused before any work
    questions = _questions(instance)
    if options.checkpoint is not None and options.spill is not None:
        raise KtError("--spill keeps the states on disk and --checkpoint saves them in one file: choose one")
    if options.checkpoint is not None and len(questions) > 1:
        raise KtError(
            f"--checkpoint saves one sweep, and this count takes {len(questions)} (one per start class): "
            f"fix --start, or count a board of more than {GRID_SQUARES} squares"
        )
    by_start: dict[int, int] = {}
    tallies: list[Tally] = []
    try:
        with progress(len(questions) * board.size, "sweeping") as advance:

            def report(done: int, states: int, peak: int) -> None:
                stats.nodes, stats.backtracks = max(stats.nodes, peak), stats.backtracks + states
                rate = stats.backtracks / max(time.perf_counter() - started, 1e-9)
                advance(1, f"{states:,} states, at most {peak:,}, {rate:,.0f} states/s")

            for start, squares in questions:
                question = instance if start is None else replace(instance, start=start)
                if hopeless or colour_obstruction(question) is not None:  # nothing to plan or sweep
                    tally = Tally(0, 0, 0)  # (7x7 closed: a 3-minute sweep; 1x1000000: a 5-second plan)
                else:
                    planned = plan(question, limits=limits)
                    guess = _refuse_far_beyond(planned, options.spill)
                    if guess is not None:
                        stats.extra["estimated peak states"] = guess
                    spill = None if options.spill is None else open_spill(options.spill)
                    tally = sweep(planned, limits, report, checkpoint=options.checkpoint, threads=workers, spill=spill)
                tallies.append(tally)
                free = instance.end is None and (instance.closed or start is None)  # each undirected tour both ways
                paths = tally.total * (2 if free else 1)
                by_start.update(dict.fromkeys(squares, paths))
    except (LimitReached, KeyboardInterrupt) as stopped:  # a sweep has no count until its end
        stop = stopped.stop if isinstance(stopped, LimitReached) else Stop.INTERRUPTED
        stats.wall_time = time.perf_counter() - started
        return CountResult(
            NAME, instance, 0, {}, False, stats, limits.reason(stop) + _kept(stopped, options.checkpoint), stop
        )
    stats.wall_time = time.perf_counter() - started
    # the whole sweeps' (a resumed one's from its start, a finished one's without a square swept now)
    stats.nodes, stats.backtracks = max(t.peak for t in tallies), sum(t.states for t in tallies)
    total = sum(by_start.values()) if questions[0][0] is not None or instance.closed else by_start.pop(-1)
    return CountResult(NAME, instance, total, by_start, True, stats)


def _kept(stopped: LimitReached | KeyboardInterrupt, checkpoint: Path | None) -> str:
    """What a stopped count's reason adds: why its checkpoint was not saved, or where it was."""
    if isinstance(stopped, LimitReached) and stopped.detail:
        return f"; {stopped.detail}"
    if checkpoint is not None and checkpoint.exists():
        return f"; the sweep so far is saved in {checkpoint}: run the same count to go on"
    return ""


@njit(cache=True)
def _connected(neighbours: Array, live: Array) -> bool:
    """Whether moves lead from every live square to every other: no tour crosses between two
    parts (the camel, whose moves keep their colour, never has one), and no sweep need show it."""
    seen = np.zeros(neighbours.shape[0], dtype=np.bool_)
    stack = np.empty(neighbours.shape[0], dtype=np.int64)
    stack[0], seen[live[0]], top, reached = live[0], True, 1, 1
    while top:
        top -= 1
        for square in neighbours[stack[top]]:
            if square >= 0 and not seen[square]:
                seen[square] = True
                stack[top] = square
                top += 1
                reached += 1
    return bool(reached == live.shape[0])


def lengths(instance: Instance, limits: Limits = Limits()) -> dict[int, int]:
    """The counts of every board as wide as ``instance``'s and at most as long, from one sweep:
    {ranks: count}, counted as `count` counts a free start (each undirected tour twice). The
    transfer-matrix way to a sequence such as A070030 (3xn) or A175881 (6xn): a tour of the
    board cut after rank r is a state of the long sweep that is complete there."""
    board = instance.board
    if instance.parts() or instance.start is not None or instance.end is not None:
        raise KtError("every length is counted for a whole rectangle with free ends: drop the holes, start and end")
    width = min(board.rows, board.cols)
    if board.squares == 1:
        return {1: 0 if instance.closed else 1}
    moduli_for(board)  # a count too long to keep is refused before any work
    limits = limits.begun()
    tally = sweep(plan(instance, every_length=True, limits=limits), limits)
    return {ranks: 2 * tally.finished.get(ranks * width - 1, 0) for ranks in range(1, max(board.rows, board.cols) + 1)}


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


def _refuse_far_beyond(sweep: Sweep, spill: Path | None = None) -> int | None:
    """The estimated peak states of ``sweep``; refuses it before the start where they are beyond
    the memory there is (or, ``spill``ed, the disk) — far beyond, for an extrapolated estimate
    (nearer, the sweep starts, and stops exactly where it runs out)."""
    guess = estimate(sweep)
    if guess is None:
        return None
    states, needed, how = guess
    if spill is not None:
        from kt_csp.engines.frontier.spill import DISK_PER_MEMORY, free_disk

        needed, have, where, instead = int(needed * DISK_PER_MEMORY), free_disk(spill), f"disk in {spill}", ""
    else:
        have, where, instead = available_memory(), "memory", " (count --spill DIR keeps the states on disk)"
    if needed > (1 if how == "measured" else FAR_BEYOND) * have:
        raise MemoryLimitError(
            f"the frontier counter needs about {format_bytes(needed)} of {where} for {sweep.board} "
            f"(about {states:,} states at its widest, {how}); this machine has "
            f"{format_bytes(have)} available{instead}"
        )
    return states


def _questions(instance: Instance) -> list[tuple[int | None, list[int]]]:
    """The sweeps a count takes: (a fixed start, the squares whose count it is) — one sweep with
    the question's own start, or one per class of start squares; (None, [-1]) for one sweep of a
    free start whose count is the total only."""
    from kt_csp.reasoning.symmetry import square_classes

    board = instance.board
    if instance.closed or instance.start is not None:
        return [(instance.start, [instance.start] if instance.start is not None else [])]
    if board.squares > GRID_SQUARES:
        return [(None, [-1])]
    if instance.end is not None:
        return [(s, [s]) for s in instance.clued_starts()]
    return list(square_classes(board).items())


@dataclass
class Tally:
    """A sweep's outcome: the number of undirected paths (or cycles) counted, the most states
    held at once, the states swept in all, and how many of the tours were complete after each
    square that has any (more than one square only in a sweep of every length)."""

    total: int
    peak: int
    states: int
    finished: dict[int, int] = field(default_factory=dict)


def sweep(
    plan: Sweep,
    limits: Limits = Limits(),
    report: Callable[[int, int, int], None] | None = None,
    extra_primes: int = 0,
    checkpoint: Path | None = None,
    threads: int | None = None,
    spill: Spill | None = None,
) -> Tally:
    """Run the sweep: count the undirected Hamiltonian paths (open) or cycles (closed) of the
    plan; ``report(squares swept, states now, most states)`` after each square. Refuses a state
    table that will not fit in memory, and raises `LimitReached` at the time limit or Ctrl-C.
    ``extra_primes``: more primes than the count needs (to test that they change nothing).
    ``checkpoint``: a file the sweep resumes from if it holds this sweep, and is saved to at
    rank ends (every `SAVE_EVERY` seconds at most), at its end, and when it is stopped.
    ``threads``: how many shares of each square's states are swept at once (default: every core;
    at most `MOST_THREADS`).
    ``spill``: where the states are kept on disk, for a sweep past memory (`kt_csp.engines.frontier.spill`)."""
    from kt_csp.engines.frontier.checkpoints import Saved, load, save

    moduli = moduli_for(plan.board, extra_primes)  # the last one is the check
    residues = np.array(moduli, dtype=np.int64)
    words, width = plan.words, plan.words + len(moduli)
    tag = _tag(plan)
    ends = np.flatnonzero(plan.finish)  # the squares a tour may be complete after: a row of counts each
    saved = None if checkpoint is None else load(checkpoint, tag, plan.board.size, len(ends), width, moduli)
    if saved is None:
        rows = np.ones((1, width), dtype=np.int64)  # a state: its key's words, then its count's residues
        _encode(np.full(plan.window, FULL, dtype=np.int64), rows[0], plan.bits, words)
        done = np.zeros((len(ends), width), dtype=np.int64)
        saved = Saved(0, rows, done, 1, 0)
    square, parts, done = saved.square, [saved.rows], saved.done
    params = np.array([plan.window, plan.bits, words, int(plan.closed)], dtype=np.int64)
    peak, states, last_save = saved.peak, saved.states, time.monotonic()
    crew = _Crew(min(threads or len(os.sched_getaffinity(0)), MOST_THREADS))
    try:
        for k in range(saved.square, plan.board.size):
            ending = int(np.searchsorted(ends, k))
            target = done[ending] if plan.finish[k] else np.zeros(width, dtype=np.int64)  # (never added to)
            parts, held = _sweep_square(plan, k, parts, target, params, residues, limits, crew, spill)
            square, peak, states = k + 1, max(peak, held), states + held
            rank_end = square % plan.board.cols == 0 or square == plan.board.size
            if (
                checkpoint is not None
                and rank_end
                and (time.monotonic() - last_save > SAVE_EVERY or square == plan.board.size)
            ):
                save(checkpoint, tag, Saved(square, _joined(parts), done, peak, states), moduli)
                last_save = time.monotonic()
            if report is not None:
                report(square, held, peak)
    except (LimitReached, KeyboardInterrupt) as stopped:
        if checkpoint is not None:  # the squares swept whole; the one stopped half way adds nothing yet
            done[np.searchsorted(ends, square) :] = 0
            try:
                save(checkpoint, tag, Saved(square, _joined(parts), done, peak, states), moduli)
            except KtError as error:  # (a full disk) the run still ends as stopped, and says what is lost
                raise _unsaved(stopped, str(error), checkpoint.exists()) from None
        raise
    finally:
        crew.close()
        if spill is not None:
            spill.clear()
    finished = {
        int(ends[j]): checked_crt([int(r) for r in done[j, words:]], moduli)
        for j in np.flatnonzero(done[:, words:].any(axis=1))
    }
    return Tally(sum(finished.values()), peak, states, finished)


def _unsaved(stopped: LimitReached | KeyboardInterrupt, error: str, kept: bool) -> LimitReached:
    """The stop of a sweep whose checkpoint could not be saved at it (``kept``: the file holds an
    earlier save): said at once in one line on stderr, and carried as the stop's detail, so that
    the count still ends as stopped (a Ctrl-C as interrupted) and its reason says it again."""
    detail = f"{error} ({'it holds the sweep as saved before' if kept else 'the sweep so far is lost'})"
    with contextlib.suppress(OSError, ValueError):  # (stderr closed)
        print(f"kt-csp: {detail}", file=sys.stderr, flush=True)
    return LimitReached(stopped.stop if isinstance(stopped, LimitReached) else Stop.INTERRUPTED, detail)


def _joined(parts: list[np.ndarray]) -> np.ndarray:
    return parts[0] if len(parts) == 1 else np.concatenate(parts)


def _tag(plan: Sweep) -> str:
    """The sweep in words and a digest of its plan: what a checkpoint must match to be resumed."""
    digest = hashlib.sha256()
    for array in (plan.order, plan.back, plan.forced, plan.most, plan.may_end, plan.finish):
        digest.update(np.ascontiguousarray(array).tobytes())
    kind = "closed" if plan.closed else "open"
    return f"{plan.board.describe()} {kind} leaper {plan.board.leaper[0]},{plan.board.leaper[1]} plan {digest.hexdigest()[:16]}"


_ALLOCATING = threading.Lock()  # a table is made by one thread at a time, so that each sees what the others took


class _Crew:
    """The threads a sweep shares its states among (the compiled kernels let go of the GIL), and
    a flag that tells them to stop between two chunks."""

    def __init__(self, threads: int) -> None:
        self.threads = max(1, threads)
        self.pool = ThreadPoolExecutor(self.threads) if self.threads > 1 else None
        self.stop = threading.Event()

    def run(self, tasks: list[Callable[[], _T]], limits: Limits) -> list[_T]:
        """The tasks' results, run side by side; the time limit and Ctrl-C are watched here (the
        main thread) and stop every task at its next chunk."""
        if self.pool is None or len(tasks) == 1:
            return [task() for task in tasks]
        futures = [self.pool.submit(task) for task in tasks]
        try:
            while True:
                ended, running = wait(futures, timeout=0.05, return_when=FIRST_EXCEPTION)
                if not running or any(future.exception() for future in ended):
                    return [future.result() for future in futures]  # (raises the first failure)
                limits.check()
        except BaseException:
            self.stop.set()
            wait(futures)
            self.stop.clear()
            raise

    def check(self, limits: Limits) -> None:
        """Between two chunks: the main thread looks at the limits, the others at the flag."""
        if threading.current_thread() is threading.main_thread():
            limits.check()
        elif self.stop.is_set():
            raise LimitReached(Stop.INTERRUPTED)

    def close(self) -> None:
        if self.pool is not None:
            self.pool.shutdown()


def _sweep_square(
    plan: Sweep,
    k: int,
    parents: list[np.ndarray],
    done: np.ndarray,
    params: np.ndarray,
    residues: np.ndarray,
    limits: Limits,
    crew: _Crew,
    spill: Spill | None = None,
) -> tuple[list[np.ndarray], int]:
    """Sweep square ``k`` into every state: the states after it, in parts by their keys' hashes,
    and how many (the tours complete after it are added to ``done``). Each thread sweeps a share
    of the states into tables of its own, one per part; each part's tables are then merged (or,
    ``spill``ed, the runs written to disk)."""
    masks = _masks(plan, k)
    total = sum(len(rows) for rows in parents)
    threads = crew.threads if total >= PARALLEL_FROM else 1
    shares = _shares(parents, threads)
    if spill is None:
        swept = crew.run(
            [
                partial(
                    _sweep_share, plan, k, share, masks, params, residues, (0, threads, threads), limits, crew, None
                )
                for share in shares
            ],
            limits,
        )
        for _, _, finished in swept:
            _add(finished, done, plan.words, residues)
        by_part = [
            ([tables[part] for tables, _, _ in swept], [int(helds[part]) for _, helds, _ in swept])
            for part in range(threads)
        ]
        del swept  # (each part's tables go as they are merged)
        merged = crew.run([partial(_merge_part, tables, helds, plan, residues) for tables, helds in by_part], limits)
        return [rows for rows, _ in merged], sum(held for _, held in merged)
    passes = spill.passes(total * 8 * parents[0].shape[1] / LOAD)
    parts, kept = passes * threads, []
    for group in range(passes):  # the states swept once for each group of parts: only its children are kept
        swept = crew.run(
            [
                partial(
                    _sweep_share,
                    plan,
                    k,
                    share,
                    masks,
                    params,
                    residues,
                    (group * threads, threads, parts),
                    limits,
                    crew,
                    spill,
                )
                for share in shares
            ],
            limits,
        )
        for _, _, finished in swept if group == 0 else []:  # (the tours complete are the same in every pass)
            _add(finished, done, plan.words, residues)
        kept += crew.run(
            [
                partial(_merge_runs, spill, k, part, plan, residues)
                for part in range(group * threads, (group + 1) * threads)
            ],
            limits,
        )
    spill.forget(k)
    return [rows for rows, _ in kept], sum(held for _, held in kept)


def _shares(parents: list[np.ndarray], threads: int) -> list[list[tuple[np.ndarray, int, int]]]:
    """The states split into ``threads`` shares of about as many rows: (rows, first, last) each."""
    total = sum(len(rows) for rows in parents)
    shares: list[list[tuple[np.ndarray, int, int]]] = [[] for _ in range(threads)]
    offset = 0
    for rows in parents:
        for t in range(threads):
            first = max(0, total * t // threads - offset)
            last = min(len(rows), total * (t + 1) // threads - offset)
            if first < last:
                shares[t].append((rows, first, last))
        offset += len(rows)
    return shares


def _sweep_share(
    plan: Sweep,
    k: int,
    share: list[tuple[np.ndarray, int, int]],
    masks: np.ndarray,
    params: np.ndarray,
    residues: np.ndarray,
    group: tuple[int, int, int],
    limits: Limits,
    crew: _Crew,
    spill: Spill | None,
) -> tuple[list[np.ndarray], np.ndarray, np.ndarray]:
    """One thread's share of square ``k``: its states' children in a table per part of the
    ``group`` (its first part, how many, and the parts in all; children of other parts are left
    to another pass), how many each holds, and the residues of the tours complete. Spilled, the
    tables are written out as runs whenever they would pass the thread's budget, and at the end."""
    width = plan.words + len(residues)
    lowest, parts, every = group
    tables = TypedList([_table(64, width) for _ in range(parts)])  # (one compiled type whatever their number)
    helds = np.zeros(parts, dtype=np.int64)
    finished = np.zeros(width, dtype=np.int64)
    for rows, first, stop in share:
        while first < stop:
            last = min(stop, first + CHUNK)
            first = _step(
                k,
                rows,
                first,
                last,
                tables,
                lowest,
                every,
                helds,
                finished,
                masks,
                params,
                plan.back,
                plan.leavers,
                plan.rest,
                plan.most,
                plan.may_end,
                plan.finish,
                residues,
            )
            full = [part for part in range(parts) if helds[part] + len(masks) > int(len(tables[part]) * LOAD)]
            if (
                spill is not None
                and full
                and sum(t.nbytes for t in tables) + sum(tables[p].nbytes for p in full) > spill.budget // crew.threads
            ):
                spill.write_runs(k, lowest, (_live(table) for table in tables))
                tables, helds[:] = TypedList([_table(64, width) for _ in range(parts)]), 0
            for part in full:  # a table too full for one more state's children grows
                tables[part] = _room(tables[part], int(helds[part]) + len(masks), plan, residues)
            crew.check(limits)
    if spill is not None:
        spill.write_runs(k, lowest, (_live(table) for table in tables))
        return [], helds, finished
    return list(tables), helds, finished


def _room(table: np.ndarray, bound: int, plan: Sweep, residues: np.ndarray) -> np.ndarray:
    """``table``, or a copy at least twice as large, with room for ``bound`` states."""
    if bound <= int(len(table) * LOAD):
        return table
    capacity = max(2 * len(table), 1 << math.ceil(math.log2(bound / LOAD)))
    with _ALLOCATING:
        require_memory(capacity * table.shape[1] * 8, f"the frontier counter's {bound:,} states on {plan.board}")
        grown = _table(capacity, table.shape[1])
    _merge(table, grown, plan.words, residues, 0)
    return grown


def _merge_part(
    tables: list[np.ndarray], helds: list[int], plan: Sweep, residues: np.ndarray
) -> tuple[np.ndarray, int]:
    """One part's states, its threads' tables merged into the largest: the rows, and how many
    (the tables are let go as they are merged)."""
    tables.sort(key=len)
    into = _room(tables.pop(), sum(helds), plan, residues)
    while tables:
        _merge(tables.pop(), into, plan.words, residues, 0)
    with _ALLOCATING:
        held = int(np.count_nonzero(into[:, 0] != FREE_ROW))
        require_memory(held * into.shape[1] * 8, f"the frontier counter's {held:,} states on {plan.board}")
        return _live(into), held


def _merge_runs(spill: Spill, k: int, part: int, plan: Sweep, residues: np.ndarray) -> tuple[np.ndarray, int]:
    """One part's states after square ``k``, merged from its runs on disk and kept there."""
    table = _table(64, plan.words + len(residues))
    held = 0
    for path in spill.runs(k, part):
        run = np.load(path, mmap_mode="r")
        table = _room(table, held + len(run), plan, residues)
        held = _merge(run, table, plan.words, residues, held)
    return spill.write_part(k, part, _live(table)), held


def _masks(plan: Sweep, k: int) -> np.ndarray:
    """The choices of moves back from square ``k``, as bit masks over its moves: at most as many
    as the square may take, and every forced one."""
    moves = int((plan.back[k] >= 0).sum())
    need = sum(1 << j for j in range(moves) if plan.forced[k, j])
    return np.array(
        [mask for mask in range(1 << moves) if mask & need == need and bin(mask).count("1") <= plan.most[k]],
        dtype=np.int64,
    )


def _live(table: np.ndarray) -> np.ndarray:
    """The table's states, its free rows left out (a copy)."""
    live: np.ndarray = table[table[:, 0] != FREE_ROW]
    return live


def _table(capacity: int, width: int) -> np.ndarray:
    """An empty state table (`FREE_ROW` in a row's first word marks it free)."""
    table = np.zeros((capacity, width), dtype=np.int64)
    table[:, 0] = FREE_ROW
    return table


@njit(cache=True)
def _encode(slots: Array, out: Array, bits: int, words: int) -> None:
    per_word = 64 // bits
    for w in range(words):
        out[w] = 0
    for j in range(slots.shape[0]):
        out[j // per_word] |= slots[j] << ((j % per_word) * bits)


@njit(cache=True)
def _decode(row: Array, slots: Array, bits: int) -> int:
    """The row's window into ``slots``; the tour ends that have left (one per DANGLE: a piece
    whose both ends have left is a whole tour, never a state)."""
    per_word, mask, ends = 64 // bits, (1 << bits) - 1, 0
    for j in range(slots.shape[0]):
        slots[j] = (row[j // per_word] >> ((j % per_word) * bits)) & mask
        ends += slots[j] == DANGLE
    return ends


@njit(cache=True)
def _canonical(slots: Array, relabel: Array, seen: Array) -> None:
    """Number the pieces' labels in order of first appearance, so that equal states are equal keys
    (``relabel`` and ``seen``: scratch arrays, left as found)."""
    following, count = FIRST_LABEL, 0
    for j in range(slots.shape[0]):
        label = slots[j]
        if label >= FIRST_LABEL:
            if relabel[label] == 0:
                relabel[label] = following
                following += 1
                seen[count] = label
                count += 1
            slots[j] = relabel[label]
    for c in range(count):
        relabel[seen[c]] = 0


@njit(cache=True)
def _partner(slots: Array, j: int) -> int:
    for i in range(slots.shape[0]):
        if i != j and slots[i] == slots[j]:
            return i
    return -1


@njit(cache=True)
def _degree(value: int) -> int:
    return 0 if value == EMPTY else 2 if value == FULL else 1


@njit(cache=True)
def _all_full(slots: Array, skip: int) -> bool:
    for j in range(slots.shape[0]):  # noqa: SIM110 (numba compiles no generator)
        if j != skip and slots[j] != FULL:
            return False
    return True


@njit(cache=True)
def _join(slots: Array, a: int, c: int, closed: bool) -> int:
    """Take the move between window squares ``a`` and ``c``: 0 impossible, 1 taken, 2 taken and
    closing the tour (a cycle, or a path whose both ends have left: valid only as the last move)."""
    u, v = slots[a], slots[c]
    du, dv = _degree(u), _degree(v)
    if du == 2 or dv == 2:
        return 0
    if du == 0 and dv == 0:
        slots[a] = FRESH
        slots[c] = FRESH
        return 1
    if du == 0 or dv == 0:
        one, none = (c, a) if du == 0 else (a, c)  # the square with a move, the one without
        slots[none] = slots[one]
        slots[one] = FULL
        return 1
    if u == v:  # one piece's two ends (a cycle), or two pieces that each end the tour (a whole tour)
        if (u == DANGLE) == closed:
            return 0
        slots[a] = FULL
        slots[c] = FULL
        return 2
    if u == DANGLE or v == DANGLE:
        slots[_partner(slots, c if u == DANGLE else a)] = DANGLE
    else:
        slots[_partner(slots, c)] = u
    slots[a] = FULL
    slots[c] = FULL
    return 1


@njit(cache=True)
def _add(source: Array, target: Array, words: int, residues: Array) -> None:
    for k in range(residues.shape[0]):
        total = target[words + k] + source[words + k]
        target[words + k] = total - residues[k] if total >= residues[k] else total


@njit(cache=True)
def _hash(key: Array, words: int) -> int:
    h = np.int64(0x2545F4914F6CDD1D)
    for w in range(words):
        h = (h ^ key[w]) * np.int64(0x100000001B3)
        h ^= h >> 29
    return int(h)


@njit(cache=True)
def _insert(key: Array, h: int, table: Array, words: int, held: int) -> tuple[int, int]:
    """The row of ``key`` (hashed ``h``) in the table (added, with a count of 0, if new) and the
    keys now held."""
    capacity = table.shape[0]
    row = h & (capacity - 1)
    while True:
        if table[row, 0] == FREE_ROW:
            for w in range(words):
                table[row, w] = key[w]
            return row, held + 1
        same = True
        for w in range(words):
            if table[row, w] != key[w]:
                same = False
                break
        if same:
            return row, held
        row = (row + 1) & (capacity - 1)


@njit(cache=True, nogil=True)
def _step(
    k: int,
    rows: Array,
    first: int,
    last: int,
    tables: TypedList[Array],
    lowest: int,
    every: int,
    helds: Array,
    done: Array,
    masks: Array,
    params: Array,
    back: Array,
    leavers: Array,
    rest: Array,
    most: Array,
    may_end: Array,
    finish: Array,
    residues: Array,
) -> int:
    """Sweep square ``k`` into states ``first`` … ``last - 1``: each choice of moves back from
    ``k``, then the squares whose last move that was leave the window. Each new state's hash
    names its part of ``every``; parts ``lowest`` on have a table each (``helds[p]`` counts
    part ``lowest + p``'s), and a state of another part is left to another pass. Returns the
    first state not swept: ``last``, or sooner where a table is too full for one more state's
    children (it must grow, or go to disk, first)."""
    window, bits, words = params[0], params[1], params[2]
    closed, finishing = params[3] == 1, finish[k] == 1
    slots = np.zeros(window, dtype=np.int64)
    trial = np.zeros(window, dtype=np.int64)
    key = np.zeros(words, dtype=np.int64)
    relabel = np.zeros(FRESH + 1, dtype=np.int64)
    seen = np.zeros(window, dtype=np.int64)
    fills = np.array([int(table.shape[0] * LOAD) - len(masks) for table in tables], dtype=np.int64)
    for i in range(first, last):
        for part in range(len(tables)):
            if helds[part] > fills[part]:
                return i
        ends = _decode(rows[i], slots, bits)
        for j in range(window - 1):
            slots[j] = slots[j + 1]
        slots[window - 1] = EMPTY if most[k] > 0 else FULL
        shut = 0  # the moves whose far square can take no more (done, or a fixed end with its move)
        for j in range(4):
            if back[k, j] >= 0:
                far = slots[window - 1 - back[k, j]]
                if far == FULL or (far != EMPTY and most[k - back[k, j]] == 1):
                    shut |= 1 << j
        for mask in masks:
            if mask & shut:
                continue
            for j in range(window):
                trial[j] = slots[j]
            state, left = 1, mask
            for j in range(4):
                if (mask >> j) & 1 == 0:
                    continue
                left ^= 1 << j
                state = _join(trial, window - 1 - back[k, j], window - 1, closed)
                if state != 1:
                    break
            if state == 0:
                continue
            if state == 2:  # the tour closed: valid only as the last move, every square done
                if left == 0 and finishing and _all_full(trial, -1):
                    _add(rows[i], done, words, residues)
                continue
            after = _leave(trial, ends, k, leavers, may_end, closed, finishing)
            if after < 0:
                if after == -2:
                    _add(rows[i], done, words, residues)
                continue
            if not _feasible(trial, after, k, rest, most, may_end, closed):
                continue
            if finishing and not closed and _one_path(trial, after):  # a whole path of the board so far
                _add(rows[i], done, words, residues)
            _canonical(trial, relabel, seen)
            _encode(trial, key, bits, words)
            h = _hash(key, words)
            part = ((h >> 32) & 0x7FFFFFFF) % every - lowest
            if part < 0 or part >= len(tables):
                continue
            row, helds[part] = _insert(key, h, tables[part], words, helds[part])
            _add(rows[i], tables[part][row], words, residues)
    return last


@njit(cache=True)
def _leave(slots: Array, ends: int, k: int, leavers: Array, may_end: Array, closed: bool, finishing: bool) -> int:
    """Let the squares whose last move was decided at ``k`` leave: each must be FULL, or become an
    end of an open tour. The tour ends that have left, or -1 when the state is impossible, -2
    when it is a whole open tour."""
    window = slots.shape[0]
    for j in range(leavers.shape[1]):
        square = leavers[k, j]
        if square < 0:
            break
        a = window - 1 - (k - square)
        value = slots[a]
        if value == FULL:
            continue
        if value == EMPTY or closed or may_end[square] == 0 or ends == 2:
            return -1
        ends += 1
        if value == DANGLE:  # its piece's other end is the tour's other end: the tour is done
            return -2 if finishing and _all_full(slots, a) else -1
        slots[_partner(slots, a)] = DANGLE
        slots[a] = FULL
    return ends


@njit(cache=True)
def _one_path(slots: Array, ends: int) -> bool:
    """Whether every window square is full but a path's ends: two with one label, or one DANGLE
    whose piece's other end has left."""
    loose, first = 0, EMPTY
    for a in range(slots.shape[0]):
        value = slots[a]
        if value == FULL:
            continue
        if value == EMPTY or (loose and value != first):
            return False
        loose, first = loose + 1, value
    return (loose == 2 and ends == 0) or (loose == 1 and first == DANGLE and ends == 1)


@njit(cache=True)
def _feasible(slots: Array, ends: int, k: int, rest: Array, most: Array, may_end: Array, closed: bool) -> bool:
    """Whether every window square can still take its moves with the moves it has left: one
    short only at a square where an open tour may end, and no more such squares than ends left."""
    window = slots.shape[0]
    for a in range(window):
        value = slots[a]
        if value == FULL:
            continue
        square = k - (window - 1 - a)
        short = most[square] - _degree(value) - rest[k, a]
        if short <= 0:
            continue
        if closed or short > 1 or most[square] == 1 or may_end[square] == 0 or ends == 2:
            return False
        ends += 1
    return True


@njit(cache=True, nogil=True)
def _merge(table: Array, into: Array, words: int, residues: Array, held: int) -> int:
    """Add every state of ``table`` to ``into`` (which has room for them): the states it holds then."""
    for row in range(table.shape[0]):
        if table[row, 0] != FREE_ROW:
            target, held = _insert(table[row], _hash(table[row], words), into, words, held)
            _add(table[row], into[target], words, residues)
    return held
