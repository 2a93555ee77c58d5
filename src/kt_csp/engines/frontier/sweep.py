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
has 10¹¹ open tours). This is the transfer-matrix / frontier-based search (`count`'s and
`sweep`'s References: Knuth's SIMPATH, the frontier method of Minato's school, the counts of
Löbbing and Wegener).

Exact counts
------------
A state's count can pass 2⁶⁴ long before the sweep ends, so each is kept modulo primes and
rebuilt at the end, checked by one more prime (`kt_csp.engines.frontier.residues`).

What is counted is what `kt_csp.engines.backtrack.counter` counts: open tours directed (twice each, once from
each end, unless an end is fixed), closed tours through a fixed square in both directions.

The sweep is in four modules: this one drives it (`count`, `lengths`, `sweep`, checkpoints),
`kt_csp.engines.frontier.plan` plans it and estimates its cost, `kt_csp.engines.frontier.states`
holds the states and their compiled kernels, `kt_csp.engines.frontier.parallel` sweeps one square
on threads.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
from numba import njit
from numba.typed import List as TypedList

from kt_csp.core.choices import FrontierOptions
from kt_csp.core.instance import Instance
from kt_csp.core.limits import LimitReached, Limits, Stop
from kt_csp.core.progress import Reporter, reported
from kt_csp.core.result import CountResult, Stats
from kt_csp.engines.frontier.buckets import RECORDS, _column_sum, buckets, spread_all
from kt_csp.engines.frontier.parallel import MOST_THREADS, Layer, _Crew, _sweep_square
from kt_csp.engines.frontier.plan import Sweep, estimate, estimate_swept, plan
from kt_csp.engines.frontier.residues import EXACT_BELOW, count_of, moduli_for, residues_of
from kt_csp.engines.frontier.stages import sweep_on
from kt_csp.engines.frontier.states import EXACT, _add
from kt_csp.engines.frontier.tally import SweepTally
from kt_csp.errors import KtError, MemoryLimitError
from kt_csp.reasoning.parity import colour_obstruction
from kt_csp.runtime.compiled import hold_ctrl_c_while_compiling
from kt_csp.runtime.memory import available_memory, format_bytes, hand_back_freed_memory

if TYPE_CHECKING:
    from kt_csp.core.board import Board
    from kt_csp.engines.frontier.checkpoints import Saved
    from kt_csp.engines.frontier.spill import Spill
    from kt_csp.runtime.compiled import Array  # the compiled kernels' arrays

hold_ctrl_c_while_compiling()  # a Ctrl-C must not cut numba's compiler short (kt_csp.runtime.compiled)

__all__ = ["NAME", "Sweep", "count", "estimate", "lengths", "plan", "sweep"]

NAME = "frontier"
GRID_SQUARES = 30  # a free start's count is split by start square (a sweep per class) up to this
SAVE_EVERY = 60.0  # seconds: a checkpoint is saved at the first rank end after this long
FAR_BEYOND = 8  # an extrapolated estimate refuses a sweep only when it needs this many times the memory there is


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
    total.

    Parameters
    ----------
    instance
        The question: a board of the knight or another leaper, holes allowed, open or closed,
        its ends fixed or free (no clues, wrap or other parts: `kt_csp.engines.registry` refuses
        them first).
    limits
        The time limit, looked at between chunks of states (Ctrl-C too); the limits'
        ``progress`` reporter hears each square swept (`kt_csp.core.progress`).
    options
        ``checkpoint``: a file the sweep is saved to and resumed from; ``spill``: a folder that
        keeps the states on disk, for a sweep past memory.
    workers
        The threads each sweep shares its states among (default: every core).

    Returns
    -------
    CountResult
        ``total`` directed tours (each undirected tour twice unless an end is fixed), and
        ``by_start`` by start square (on small boards with a free start); ``stats.nodes`` is the
        most states held at once, ``stats.backtracks`` the states swept. A sweep has no count
        until its end: one stopped by a limit or Ctrl-C is incomplete with a total of 0.

    Raises
    ------
    KtError
        Where the window is too wide, the count too long to keep exactly, the memory (or disk)
        too small by the estimate, or the options contradict each other.

    Notes
    -----
    The states are at most those of a window of ``2w + 2`` squares for the knight on a board
    ``w`` wide: the work grows exponentially with the width, linearly with the length
    (`kt_csp.engines.frontier.plan.estimate`).

    References
    ----------
    .. [1] D. E. Knuth, *The Art of Computer Programming*, vol. 4A, 7.1.4 (SIMPATH: paths
       counted by their frontiers), and 7.2.2.1.
    .. [2] J. Kawahara, T. Inoue, H. Iwashita and S. Minato, "Frontier-based search for
       enumerating all constrained subgraphs with compressed representation", IEICE Trans.
       Fundamentals E100-A(9), 2017.
    .. [3] M. Löbbing and I. Wegener, "The number of knight's tours equals 33,439,123,484,294 —
       counting with binary decision diagrams", Electron. J. Combin. 3, 1996.
    .. [4] OEIS A070030 (closed tours of 3 x 2n), A175881 (closed tours of 6 x n).

    Examples
    --------
    >>> from kt_csp import question
    >>> counted = count(question("3x10", closed=True))  # A070030: 16 closed tours of 3x10
    >>> counted.total, counted.complete  # each counted both ways round
    (32, True)
    >>> open_tours = count(question("3x4"))
    >>> open_tours.total, open_tours.by_start[0]  # 8 open tours, each from both ends; 2 from a1
    (16, 2)
    """
    limits = limits.begun()
    instance = instance.as_counted()
    started = time.perf_counter()
    if instance.board.squares == 1 or (instance.closed and instance.board.squares < 3):
        return _too_small(instance)
    # no tour from any start, seen at once: moves that fall into parts, or colours that cannot alternate
    hopeless = (
        not _connected(instance.board.neighbours, instance.board.live) or colour_obstruction(instance) is not None
    )
    if not hopeless:
        moduli_for(instance.board)  # a count too long to keep is refused before any work
    questions = sweeps_of(instance)
    _check_options(options, len(questions))
    counting = _Counting(instance, limits, len(questions), started)
    by_start: dict[int, int] = {}
    tallies: list[SweepTally] = []
    try:
        with _cluster(options) as client, counting.reporting():
            for start, squares in questions:
                tally = counting.swept(start, len(questions) == 1, hopeless, options, client, workers)
                tallies.append(tally)
                free = instance.end is None and (instance.closed or start is None)  # each undirected tour both ways
                by_start.update(dict.fromkeys(squares, tally.total * (2 if free else 1)))
    except (LimitReached, KeyboardInterrupt) as stopped:  # a sweep has no count until its end
        return counting.stopped(stopped, options.checkpoint)
    total = sum(by_start.values()) if questions[0][0] is not None or instance.closed else by_start.pop(-1)
    return counting.counted(total, by_start, tallies)


def _too_small(instance: Instance) -> CountResult:
    """The count of a board of one square (one open tour, no closed one), or of two squares closed (none)."""
    found = 0 if instance.closed else 1
    return CountResult(NAME, instance, found, {int(instance.board.live[0]): found} if found else {}, True, Stats())


def _check_options(options: FrontierOptions, sweeps: int) -> None:
    """Refuse options that contradict each other, or a checkpoint of a count that takes ``sweeps`` sweeps."""
    if options.checkpoint is not None and options.spill is not None:
        raise KtError("--spill keeps the states on disk and --checkpoint saves them in one file: choose one")
    _check_cluster(options)
    if options.checkpoint is not None and sweeps > 1:
        raise KtError(
            f"--checkpoint saves one sweep, and this count takes {sweeps} (one per start class): "
            f"fix --start, or count a board of more than {GRID_SQUARES} squares"
        )


class _Counting:
    """A count's ``sweeps`` under way (begun at ``started``): its ``stats`` (the most states held,
    the states swept) kept as the squares are swept, and the progress they report to the limits'
    reporter."""

    def __init__(self, instance: Instance, limits: Limits, sweeps: int, started: float) -> None:
        self.instance, self.limits, self.stats, self.started = instance, limits, Stats(), started
        to_sweep = estimate_swept(instance)
        self.bar = _Bar(sweeps * instance.board.size, None if to_sweep is None else to_sweep[0] * sweeps)
        self.advance: Callable[[int, str], None] | None = None  # (while `reporting`)

    @contextlib.contextmanager
    def reporting(self) -> Iterator[None]:
        """Report the sweeps to the limits' reporter as one piece of work, in the states they are
        estimated to sweep (`_Bar`)."""
        with reported(self.limits.progress, self.bar.total, self.bar.description) as advance:
            self.advance = advance
            yield

    def report(self, done: int, states: int, peak: int) -> None:
        """A square swept: ``done`` squares of the sweep, ``states`` held now, ``peak`` at most."""
        stats = self.stats
        stats.nodes, stats.backtracks = max(stats.nodes, peak), stats.backtracks + states
        rate = stats.backtracks / max(time.perf_counter() - self.started, 1e-9)
        if self.advance is not None:
            self.advance(
                self.bar.step(stats.backtracks, states), f"{states:,} states, at most {peak:,}, {rate:,.0f} states/s"
            )

    def swept(
        self, start: int | None, alone: bool, hopeless: bool, options: FrontierOptions, client: Any, workers: int | None
    ) -> SweepTally:
        """The sweep from ``start`` (None: the count's own start), ``alone`` the count's only one:
        none where the count is ``hopeless`` or the colours rule it out; else planned, refused
        where it needs far more memory than there is, and swept here (on ``workers`` threads, its
        states on disk with ``options.spill``) or on the cluster of ``client``."""
        from kt_csp.engines.frontier.spill import open_spill

        question = self.instance if start is None else replace(self.instance, start=start)
        if hopeless or colour_obstruction(question) is not None:  # nothing to plan or sweep
            return SweepTally(0, 0, 0)  # (7x7 closed: a 3-minute sweep; 1x1000000: a 5-second plan)
        planned = plan(question, limits=self.limits)
        guess = _refuse_far_beyond(planned, options.spill)
        if guess is not None:
            self.stats.extra["estimated peak states"] = guess
        if client is not None:
            return sweep_on(planned, client, self.limits, self.report)
        spill = (  # (a folder per start class, each resumed by itself)
            None if options.spill is None else open_spill(options.spill if alone else options.spill / f"start-{start}")
        )
        return sweep(planned, self.limits, self.report, checkpoint=options.checkpoint, threads=workers, spill=spill)

    def stopped(self, stopped: LimitReached | KeyboardInterrupt, checkpoint: Path | None) -> CountResult:
        """The count stopped by a limit or Ctrl-C: incomplete, with no total."""
        stop = stopped.stop if isinstance(stopped, LimitReached) else Stop.INTERRUPTED
        self.stats.wall_time = time.perf_counter() - self.started
        reason = self.limits.reason(stop) + _kept(stopped, checkpoint)
        return CountResult(NAME, self.instance, 0, {}, False, self.stats, reason, stop)

    def counted(self, total: int, by_start: dict[int, int], tallies: list[SweepTally]) -> CountResult:
        """The count complete: ``total``, ``by_start``, and the stats of the whole sweeps
        (``tallies``: a resumed one's from its start, a finished one's without a square swept now)."""
        stats = self.stats
        stats.wall_time = time.perf_counter() - self.started
        stats.nodes, stats.backtracks = max(t.peak for t in tallies), sum(t.states for t in tallies)
        if max(t.passes for t in tallies) > 1:  # (a spilled square whose children did not fit in memory at once)
            stats.extra["most passes"] = max(t.passes for t in tallies)
        return CountResult(NAME, self.instance, total, by_start, True, stats)


class _Bar:
    """How far a count's sweeps have gone, as the progress bar shows it: in the states they
    sweep, estimated beforehand (`kt_csp.engines.frontier.plan.estimate_swept`), where the time
    goes — the first ranks hold a handful of states and the widest millions, so that the squares
    swept say nothing of the time left; in squares where there is no estimate (other leapers)."""

    def __init__(self, squares: int, expected: int | None) -> None:
        self.squares_left = squares
        self.expected = expected
        self.total = squares if expected is None else max(1, expected)
        self.description = "sweeping" if expected is None else "sweeping states (estimated)"
        self.shown = 0

    def step(self, swept: int, held: int) -> int:
        """The steps to advance the bar by after a square, ``swept`` states swept so far and
        ``held`` after it: the share of the work done, taken as the states swept over those
        swept and those to come (the estimate less those swept, and at least the states held
        while squares are left), never going back, and all of it only at the end."""
        self.squares_left -= 1
        if self.expected is None:
            return 1
        to_come = max(self.expected - swept, held) if self.squares_left > 0 else 0
        now = self.total if to_come == 0 else min(self.total - 1, round(self.total * swept / (swept + to_come)))
        step, self.shown = max(0, now - self.shown), max(now, self.shown)
        return step


def _check_cluster(options: FrontierOptions) -> None:
    """A sweep on a Dask cluster takes one cluster, and neither a checkpoint nor a spill (its
    states are the workers')."""
    if options.scheduler is None and options.dask_local is None:
        return
    if options.scheduler is not None and options.dask_local is not None:
        raise KtError("--scheduler and --dask-local are two clusters: choose one")
    if options.scheduler is not None and not options.scheduler.strip():
        raise KtError("--scheduler needs the address of a Dask scheduler, such as tcp://host:8786")
    if options.checkpoint is not None or options.spill is not None:
        raise KtError("a sweep on a Dask cluster keeps its states on the workers: drop --checkpoint and --spill")


def _cluster(options: FrontierOptions) -> contextlib.AbstractContextManager[Any]:
    """A client of the Dask cluster the options name, or None (the sweep runs here)."""
    if options.scheduler is None and options.dask_local is None:
        return contextlib.nullcontext(None)
    from kt_csp.runtime.cluster import dask_client

    return dask_client(options.scheduler, options.dask_local)


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
    """The counts of every board as wide as ``instance``'s and at most as long, from one sweep.

    A tour of the board cut after rank r is a state of the long sweep that is complete there: the
    transfer-matrix way to a sequence such as A070030 (3xn) or A175881 (6xn).

    Parameters
    ----------
    instance
        A whole rectangle (no holes), open or closed, with free ends.
    limits
        The time limit, looked at while planning and between chunks of states.

    Returns
    -------
    dict of int to int
        {ranks: count}, counted as `count` counts a free start (each undirected tour twice).

    Raises
    ------
    KtError
        Holes or a fixed end, or a count too long to keep exactly.
    LimitReached
        The time limit or Ctrl-C.

    References
    ----------
    .. [1] OEIS A070030 (closed tours of 3 x 2n), A175881 (closed tours of 6 x n).
    """
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


def sweeps_of(instance: Instance) -> list[tuple[int | None, list[int]]]:
    """The sweeps a count of ``instance`` takes.

    Parameters
    ----------
    instance
        The question as counted.

    Returns
    -------
    list of (int or None, list of int)
        For each sweep, its fixed start and the squares whose count it is: one sweep with the
        question's own start, or one per class of start squares (of symmetric squares, on a board
        of at most `GRID_SQUARES` squares); (None, [-1]) for one sweep of a free start whose count
        is the total only.
    """
    from kt_csp.reasoning.symmetry import square_classes

    board = instance.board
    if instance.closed or instance.start is not None:
        return [(instance.start, [instance.start] if instance.start is not None else [])]
    if board.squares > GRID_SQUARES:
        return [(None, [-1])]
    if instance.end is not None:
        return [(s, [s]) for s in instance.clued_starts()]
    return list(square_classes(board).items())


def sweep(
    plan: Sweep,
    limits: Limits = Limits(),
    report: Callable[[int, int, int], None] | None = None,
    extra_primes: int = 0,
    checkpoint: Path | None = None,
    threads: int | None = None,
    spill: Spill | None = None,
    layers: list[np.ndarray] | None = None,
) -> SweepTally:
    """Run the sweep: count the undirected Hamiltonian paths (open) or cycles (closed) of the plan.

    Counts are exact 64-bit integers while the states' total count stays far enough below 2^63
    that no sum can pass it, then residues modulo primes (`kt_csp.engines.frontier.residues`).

    Parameters
    ----------
    plan
        The sweep's plan (`kt_csp.engines.frontier.plan.plan`).
    limits
        The time limit, looked at between chunks of states (Ctrl-C too); its reporter hears a
        checkpoint that could not be saved when the sweep stopped.
    report
        Told (squares swept, states now, most states) after each square.
    extra_primes
        Residues from the start, with this many more primes than the count needs (to test that
        they change nothing).
    checkpoint
        A file the sweep resumes from if it holds this sweep, and is saved to at rank ends
        (every `SAVE_EVERY` seconds at most), at its end, and when it is stopped
        (`kt_csp.engines.frontier.checkpoints`).
    threads
        How many threads share each square's states (default: every core; at most
        `MOST_THREADS`).
    spill
        Where the states are kept on disk between squares, for a sweep past memory; it resumes
        from there (`kt_csp.engines.frontier.spill`).
    layers
        A list the keys of the states before each square, and after the last, are appended to
        (each key once; `kt_csp.engines.frontier.sampling`).

    Returns
    -------
    SweepTally
        The paths (or cycles) counted, by the square they are complete after; the most states
        held at once, the states swept, and the most passes a spilled square took.

    Raises
    ------
    LimitReached
        The time limit or Ctrl-C (``KeyboardInterrupt`` passes as it came); where the checkpoint
        could not be saved then, a `LimitReached` whose detail says so.
    MemoryLimitError
        The states would not fit in memory (or, spilled, on disk).
    KtError
        A checkpoint that is not this sweep's, or cannot be written.

    References
    ----------
    .. [1] D. E. Knuth, *The Art of Computer Programming*, vol. 4A, 7.1.4 (SIMPATH: paths
       counted by their frontiers).
    .. [2] J. Kawahara, T. Inoue, H. Iwashita and S. Minato, "Frontier-based search for
       enumerating all constrained subgraphs with compressed representation", IEICE Trans.
       Fundamentals E100-A(9), 2017.
    """
    from kt_csp.engines.frontier.checkpoints import Saved

    hand_back_freed_memory()  # (a square's states are let go bucket by bucket while the next is made)
    primed = moduli_for(plan.board, extra_primes)  # should the counts pass 63 bits (the last prime checks)
    tag = _tag(plan)
    ends = np.flatnonzero(plan.finish)  # the squares a tour may be complete after: a row of counts each
    saved = _resumed(plan, tag, len(ends), primed, extra_primes, checkpoint, spill)
    crew = _Crew(min(threads or len(os.sched_getaffinity(0)), MOST_THREADS))
    residues = np.array(saved.moduli, dtype=np.int64)
    peak, states, most_passes = saved.peak, saved.states, 1
    layer = _layer_of(saved, crew.threads, plan.words)
    held = sum(len(bucket) for share in layer for bucket in share)
    now = _Held(layer, held, saved.done, residues, _total(layer, plan.words, residues))
    # what the states may take (a spilled sweep's states before a square: on disk)
    run = _Run(plan, limits, crew, available_memory(), primed, ends, spill, keep_parents=checkpoint is not None)
    saving = _Saving(checkpoint, tag, time.monotonic())
    # The last square swept whole and its states, in one name (one store): a stop between a
    # square's statements saves that, never the new states under the old square's number.
    committed = (saved, layer)
    try:
        for k in range(saved.square, plan.board.size):
            if layers is not None:
                layers.append(_joined(now.layer, now.done.shape[1])[:, : plan.words].copy())
            if plan.live[k]:
                now, passes = _sweep_live(run, k, now)
                most_passes = max(most_passes, passes)
            peak, states = max(peak, now.count), states + now.count
            width = now.done.shape[1]
            here = Saved(k + 1, np.empty((0, width), dtype=np.int64), now.done, peak, states, now.residues.tolist())
            committed = (here, now.layer)
            if spill is not None:
                spill.commit(tag, here, len(now.layer))  # (the square's states are written: its manifest)
            else:
                saving.at_square(here, now.layer, plan.board)
            if report is not None:
                report(k + 1, now.count, peak)
    except (LimitReached, KeyboardInterrupt) as stopped:
        saving.stopped(committed, stopped, limits)  # the squares swept whole; the one stopped half way adds nothing yet
        raise
    finally:
        crew.close()
    if layers is not None:
        layers.append(_joined(now.layer, now.done.shape[1])[:, : plan.words].copy())
    if spill is not None:
        spill.clear()
    return _tally(now.done, ends, plan.words, now.residues, peak, states, most_passes)


def _resumed(
    plan: Sweep, tag: str, ends: int, primed: list[int], extra_primes: int, checkpoint: Path | None, spill: Spill | None
) -> Saved:
    """Where the sweep of ``plan`` starts: as saved in ``checkpoint`` or ``spill`` if they hold
    it (``tag``), else before its first square (one state, no cell yet, a count of 1), its counts
    exact, or residues modulo ``primed`` from the start with ``extra_primes``."""
    from kt_csp.engines.frontier.checkpoints import Saved, load

    exact = [EXACT]
    words = plan.words
    saved = None if checkpoint is None else load(checkpoint, tag, plan.board.size, ends, words, [exact, primed])
    if saved is None and spill is not None:
        saved = spill.resume(tag, plan.board.size, ends, words, [exact, primed])
    if saved is not None:
        return saved
    moduli = primed if extra_primes else exact
    rows = np.zeros((1, words + len(moduli)), dtype=np.int64)  # no cell yet, a count of 1
    rows[0, words:] = 1
    return Saved(0, rows, np.zeros((ends, rows.shape[1]), dtype=np.int64), 1, 0, moduli)


@dataclass(frozen=True)
class _Run:
    """What every square of a sweep shares: its ``plan`` and ``limits``, the ``crew`` of threads,
    the memory its states may take (``room``), the primes its counts turn to when they grow
    (``primed``), the squares a tour may be complete after (``ends``), where its states are
    spilled, and whether a square keeps its parents until it is whole (a checkpoint saves them)."""

    plan: Sweep
    limits: Limits
    crew: _Crew
    room: int
    primed: list[int]
    ends: np.ndarray
    spill: Spill | None
    keep_parents: bool


@dataclass(frozen=True)
class _Held:
    """The states after a square: ``layer`` (``count`` of them), the tours complete so far
    (``done``), what their counts are kept modulo (``residues``), and the states' counts added up
    (``total``: exact counts only, `_total`)."""

    layer: Layer
    count: int
    done: np.ndarray
    residues: np.ndarray
    total: float


def _sweep_live(run: _Run, k: int, now: _Held) -> tuple[_Held, int]:
    """Live square ``k`` swept into the states ``now`` (their counts turned to residues first
    where their total grew too large to stay exact): the states after it, and the passes it took."""
    words = run.plan.words
    layer, held, done, residues = now.layer, now.count, now.done, now.residues
    if residues[0] == EXACT and now.total >= EXACT_BELOW:
        layer, done, residues = (
            _to_residues(layer, words, run.primed),
            residues_of(done, words, run.primed),
            np.array(run.primed),
        )
    finished = [np.zeros((1, done.shape[1]), dtype=np.int64) for _ in range(run.crew.threads)]
    passes = 1
    if run.spill is None:
        layer, held = _sweep_square(
            run.plan,
            k,
            layer,
            held,
            finished,
            residues,
            run.limits,
            run.crew,
            run.room,
            keep_parents=run.keep_parents,  # (a stop half way saves the square before)
        )
    else:
        one_pass = partial(
            _sweep_square,
            run.plan,
            k,
            layer,
            held,
            residues=residues,
            limits=run.limits,
            crew=run.crew,
            room=run.room,
            in_memory=False,
            keep_parents=True,
        )
        layer, held, passes = _in_passes(one_pass, finished, run.spill, k + 1, run.crew.threads)
    if run.plan.finish[k]:
        done = done.copy()  # (the committed square's stays as it was)
        for row in finished:
            _add(row, 0, done, int(np.searchsorted(run.ends, k)), words, residues)
    return _Held(layer, held, done, residues, _total(layer, words, residues)), passes


class _Saving:
    """A sweep's ``checkpoint`` (None: none), saved at rank ends every `SAVE_EVERY` seconds at
    most (``last``: when it was saved), at the sweep's end, and when it is stopped."""

    def __init__(self, checkpoint: Path | None, tag: str, last: float) -> None:
        self.checkpoint, self.tag, self.last = checkpoint, tag, last

    def at_square(self, here: Saved, layer: Layer, board: Board) -> None:
        """The sweep swept whole to ``here``, its states ``layer``: saved if it is a rank's end
        and it is time, or the sweep's end."""
        from kt_csp.engines.frontier.checkpoints import save

        if self.checkpoint is None:
            return
        rank_end = here.square % board.cols == 0 or here.square == board.size
        if rank_end and (time.monotonic() - self.last > SAVE_EVERY or here.square == board.size):
            save(self.checkpoint, self.tag, replace(here, rows=_joined(layer, here.done.shape[1])))
            self.last = time.monotonic()

    def stopped(
        self, committed: tuple[Saved, Layer], stopped: LimitReached | KeyboardInterrupt, limits: Limits
    ) -> None:
        """The sweep stopped by ``stopped``: the squares swept whole (``committed``) saved; a save
        that fails (a full disk) is told to the limits' reporter and raised as the stop, with what
        is lost as its detail."""
        from kt_csp.engines.frontier.checkpoints import save

        if self.checkpoint is None:
            return
        swept, its_layer = committed
        try:
            save(self.checkpoint, self.tag, replace(swept, rows=_joined(its_layer, swept.done.shape[1])))
        except KtError as error:  # (a full disk) the run still ends as stopped, and says what is lost
            raise _unsaved(stopped, str(error), self.checkpoint.exists(), limits.progress) from None


def _tally(
    done: np.ndarray, ends: np.ndarray, words: int, residues: np.ndarray, peak: int, states: int, passes: int
) -> SweepTally:
    """The sweep's tally: the tours complete after each of ``ends`` (rows of ``done``, their
    counts rebuilt from ``residues``), the ``peak`` states, the ``states`` swept, the most ``passes``."""
    finished = {
        int(ends[j]): count_of(done[j, words:], residues.tolist()) for j in np.flatnonzero(done[:, words:].any(axis=1))
    }
    return SweepTally(sum(finished.values()), peak, states, finished, passes)


MOST_PASSES = 64  # a square is swept in at most this many passes (each a group of buckets)


def _in_passes(
    one_pass: Callable[..., tuple[Layer, int]], finished: list[np.ndarray], spill: Spill, square: int, threads: int
) -> tuple[Layer, int, int]:
    """A square swept into a spilled sweep's parents (mapped from disk, so kept whole) by
    ``one_pass(finished, group=(g, G))`` (`kt_csp.engines.frontier.parallel._sweep_square`), in as
    few passes as memory allows: one, else 2, 4, … `MOST_PASSES`, each keeping the children of one
    group of buckets and writing them to ``spill`` before the next. The states after it (the
    states of ``square``, mapped, dealt to ``threads``), how many, and the passes it took."""
    passes = 1
    while True:
        layer: Layer = []
        kept = 0
        try:
            for g in range(passes):  # (the tours complete: the first pass's)
                into = finished if g == 0 else [np.zeros_like(row) for row in finished]
                part, made = one_pass(into, group=(g, passes))
                layer += spill.write(square, len(layer), part, finished[0].shape[1])
                kept += made
            return _dealt(layer, threads), kept, passes
        except MemoryLimitError:
            if passes >= MOST_PASSES:
                raise
        spill.drop(square)
        for row in finished:
            row[:] = 0
        passes *= 2


def _dealt(shares: Layer, threads: int) -> Layer:
    """The buckets of ``shares`` (a pass's shares after another's) dealt out to ``threads``."""
    dealt = [TypedList.empty_list(RECORDS) for _ in range(threads)]
    for i, share in enumerate(shares):
        for bucket in share:
            dealt[i % threads].append(bucket)
    return dealt


def _to_residues(layer: Layer, words: int, moduli: list[int]) -> Layer:
    """The states of ``layer`` with their exact counts (below 2^62) as residues modulo ``moduli``."""
    for share in layer:
        for j in range(len(share)):
            share[j] = residues_of(share[j], words, moduli)
    return layer


def _layer_of(saved: Saved, threads: int, words: int) -> Layer:
    """The states of ``saved`` as a layer of ``threads`` shares of buckets: its rows spread among
    them, or its spilled files' buckets mapped from disk, dealt out."""
    if saved.mapped is None:
        return spread_all(saved.rows, threads, words)
    width = saved.done.shape[1]
    layer = [buckets([], width) for _ in range(threads)]
    for i, (rows, edges) in enumerate(saved.mapped):
        for j in range(len(edges) - 1):
            layer[i % threads].append(
                rows[edges[j] : edges[j + 1]] if rows is not None else np.empty((0, width), dtype=np.int64)
            )
    return layer


def _total(layer: Layer, words: int, residues: np.ndarray) -> float:
    """The states' counts added up (exact counts only: 0 for residues), as a float."""
    if residues[0] != EXACT:
        return 0.0
    return sum(_column_sum(share, words) for share in layer)


def _unsaved(
    stopped: LimitReached | KeyboardInterrupt, error: str, kept: bool, progress: Reporter | None
) -> LimitReached:
    """The stop of a sweep whose checkpoint could not be saved at it (``kept``: the file holds an
    earlier save): said at once to ``progress`` (the command line writes it on stderr), and
    carried as the stop's detail, so that the count still ends as stopped (a Ctrl-C as
    interrupted) and its reason says it again."""
    detail = f"{error} ({'it holds the sweep as saved before' if kept else 'the sweep so far is lost'})"
    if progress is not None:
        progress.say(detail)
    return LimitReached(stopped.stop if isinstance(stopped, LimitReached) else Stop.INTERRUPTED, detail)


def _joined(layer: Layer, width: int) -> np.ndarray:
    """Every state of ``layer`` in one array."""
    rows = [bucket for share in layer for bucket in share if len(bucket)]
    return np.concatenate(rows) if rows else np.empty((0, width), dtype=np.int64)


def _tag(plan: Sweep) -> str:
    """The sweep in words and a digest of its plan: what a checkpoint must match to be resumed."""
    digest = hashlib.sha256()
    for array in (plan.order, plan.live, plan.moves, plan.masks, plan.most, plan.may_end, plan.finish):
        digest.update(np.ascontiguousarray(array).tobytes())
    kind = "closed" if plan.closed else "open"
    return f"{plan.board.describe()} {kind} leaper {plan.board.leaper[0]},{plan.board.leaper[1]} plan {digest.hexdigest()[:16]}"
