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

The sweep is in five modules: this one counts by it (`count`, `lengths`),
`kt_csp.engines.frontier.plan` plans it and estimates its cost, `kt_csp.engines.frontier.sweeping`
runs it square by square (`sweep`, with its checkpoints and spills),
`kt_csp.engines.frontier.states` holds the states and their compiled kernels,
`kt_csp.engines.frontier.parallel` sweeps one square on threads.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from kt_csp.core.choices import FrontierOptions
from kt_csp.core.instance import Instance
from kt_csp.core.limits import LimitReached, Limits, Stop
from kt_csp.core.progress import reported
from kt_csp.core.result import CountResult, Stats
from kt_csp.engines.frontier.plan import Sweep, estimate, estimate_swept, plan
from kt_csp.engines.frontier.residues import moduli_for
from kt_csp.engines.frontier.stages import sweep_on
from kt_csp.engines.frontier.sweeping import sweep
from kt_csp.engines.frontier.tally import SweepTally
from kt_csp.errors import KtError, MemoryLimitError
from kt_csp.reasoning.parity import colour_obstruction
from kt_csp.runtime.compiled import njit
from kt_csp.runtime.memory import available_memory, format_bytes

if TYPE_CHECKING:
    from kt_csp.runtime.compiled import Array  # the compiled kernels' arrays


__all__ = ["NAME", "Sweep", "count", "estimate", "lengths", "plan", "sweep"]

NAME = "frontier"
GRID_SQUARES = 30  # a free start's count is split by start square (a sweep per class) up to this
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
