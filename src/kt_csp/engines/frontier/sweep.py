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

The sweep is in four modules: this one drives it (`count`, `lengths`, `sweep`, checkpoints),
`kt_csp.engines.frontier.plan` plans it and estimates its cost, `kt_csp.engines.frontier.states`
holds the states and their compiled kernels, `kt_csp.engines.frontier.parallel` sweeps one square
on threads.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
from numba.typed import List as TypedList

from kt_csp.core.choices import FrontierOptions
from kt_csp.core.instance import Instance
from kt_csp.core.limits import LimitReached, Limits, Stop
from kt_csp.core.progress import reported
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
from kt_csp.runtime.compiled import njit
from kt_csp.runtime.memory import available_memory, format_bytes, hand_back_freed_memory

if TYPE_CHECKING:
    from kt_csp.engines.frontier.checkpoints import Saved
    from kt_csp.engines.frontier.spill import Spill
    from kt_csp.runtime.compiled import Array  # the compiled kernels' arrays


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
    from kt_csp.engines.frontier.spill import open_spill

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
    questions = sweeps_of(instance)
    if options.checkpoint is not None and options.spill is not None:
        raise KtError("--spill keeps the states on disk and --checkpoint saves them in one file: choose one")
    _check_cluster(options)
    if options.checkpoint is not None and len(questions) > 1:
        raise KtError(
            f"--checkpoint saves one sweep, and this count takes {len(questions)} (one per start class): "
            f"fix --start, or count a board of more than {GRID_SQUARES} squares"
        )
    by_start: dict[int, int] = {}
    tallies: list[SweepTally] = []
    to_sweep = estimate_swept(instance)
    bar = _Bar(len(questions) * board.size, None if to_sweep is None else to_sweep[0] * len(questions))
    try:
        with _cluster(options) as client, reported(limits.progress, bar.total, bar.description) as advance:

            def report(done: int, states: int, peak: int) -> None:
                stats.nodes, stats.backtracks = max(stats.nodes, peak), stats.backtracks + states
                rate = stats.backtracks / max(time.perf_counter() - started, 1e-9)
                advance(
                    bar.step(stats.backtracks, states), f"{states:,} states, at most {peak:,}, {rate:,.0f} states/s"
                )

            for start, squares in questions:
                question = instance if start is None else replace(instance, start=start)
                if hopeless or colour_obstruction(question) is not None:  # nothing to plan or sweep
                    tally = SweepTally(0, 0, 0)  # (7x7 closed: a 3-minute sweep; 1x1000000: a 5-second plan)
                else:
                    planned = plan(question, limits=limits)
                    guess = _refuse_far_beyond(planned, options.spill)
                    if guess is not None:
                        stats.extra["estimated peak states"] = guess
                    spill = (  # (a folder per start class, each resumed by itself)
                        None
                        if options.spill is None
                        else open_spill(options.spill if len(questions) == 1 else options.spill / f"start-{start}")
                    )
                    tally = (
                        sweep(planned, limits, report, checkpoint=options.checkpoint, threads=workers, spill=spill)
                        if client is None
                        else sweep_on(planned, client, limits, report)
                    )
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
    if max(t.passes for t in tallies) > 1:  # (a spilled square whose children did not fit in memory at once)
        stats.extra["most passes"] = max(t.passes for t in tallies)
    total = sum(by_start.values()) if questions[0][0] is not None or instance.closed else by_start.pop(-1)
    return CountResult(NAME, instance, total, by_start, True, stats)


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
    """Run the sweep: count the undirected Hamiltonian paths (open) or cycles (closed) of the
    plan; ``report(squares swept, states now, most states)`` after each square. Refuses states
    that will not fit in memory, and raises `LimitReached` at the time limit or Ctrl-C.
    Counts are exact 64-bit integers while the states' total count stays far enough below 2^63
    that no sum can pass it, then residues modulo primes (`kt_csp.engines.frontier.residues`).
    ``extra_primes``: residues from the start, with more primes than the count needs (to test
    that they change nothing).
    ``checkpoint``: a file the sweep resumes from if it holds this sweep, and is saved to at
    rank ends (every `SAVE_EVERY` seconds at most), at its end, and when it is stopped.
    ``threads``: how many threads share each square's states (default: every core; at most
    `MOST_THREADS`).
    ``spill``: where the states are kept on disk between squares, for a sweep past memory; it
    resumes from there (`kt_csp.engines.frontier.spill`).
    ``layers``: a list the keys of the states before each square, and after the last, are
    appended to (each key once; `kt_csp.engines.frontier.sampling`)."""
    from kt_csp.engines.frontier.checkpoints import Saved, load, save

    hand_back_freed_memory()  # (a square's states are let go bucket by bucket while the next is made)
    primed = moduli_for(plan.board, extra_primes)  # should the counts pass 63 bits (the last prime checks)
    exact = [EXACT]
    tag = _tag(plan)
    ends = np.flatnonzero(plan.finish)  # the squares a tour may be complete after: a row of counts each
    words = plan.words
    saved = None if checkpoint is None else load(checkpoint, tag, plan.board.size, len(ends), words, [exact, primed])
    if saved is None and spill is not None:
        saved = spill.resume(tag, plan.board.size, len(ends), words, [exact, primed])
    if saved is None:
        moduli = primed if extra_primes else exact
        rows = np.zeros((1, words + len(moduli)), dtype=np.int64)  # no cell yet, a count of 1
        rows[0, words:] = 1
        saved = Saved(0, rows, np.zeros((len(ends), rows.shape[1]), dtype=np.int64), 1, 0, moduli)
    crew = _Crew(min(threads or len(os.sched_getaffinity(0)), MOST_THREADS))
    residues = np.array(saved.moduli, dtype=np.int64)
    square, done, peak, states = saved.square, saved.done, saved.peak, saved.states
    layer = _layer_of(saved, crew.threads, words)
    held = sum(len(bucket) for share in layer for bucket in share)
    total, last_save = _total(layer, words, residues), time.monotonic()
    room = available_memory()  # what the states may take (a spilled sweep's states before a square: on disk)
    most_passes = 1
    # The last square swept whole and its states, in one name (one store): a stop between a
    # square's statements saves that, never the new states under the old square's number.
    committed = (saved, layer)
    try:
        for k in range(saved.square, plan.board.size):
            if layers is not None:
                layers.append(_joined(layer, done.shape[1])[:, :words].copy())
            if plan.live[k]:
                if residues[0] == EXACT and total >= EXACT_BELOW:
                    layer, done, residues = (
                        _to_residues(layer, words, primed),
                        residues_of(done, words, primed),
                        np.array(primed),
                    )
                finished = [np.zeros((1, done.shape[1]), dtype=np.int64) for _ in range(crew.threads)]
                if spill is None:
                    layer, held = _sweep_square(
                        plan,
                        k,
                        layer,
                        held,
                        finished,
                        residues,
                        limits,
                        crew,
                        room,
                        keep_parents=checkpoint is not None,  # (a stop half way saves the square before)
                    )
                else:
                    one_pass = partial(
                        _sweep_square,
                        plan,
                        k,
                        layer,
                        held,
                        residues=residues,
                        limits=limits,
                        crew=crew,
                        room=room,
                        in_memory=False,
                        keep_parents=True,
                    )
                    layer, held, passes = _in_passes(one_pass, finished, spill, k + 1, crew.threads)
                    most_passes = max(most_passes, passes)
                if plan.finish[k]:
                    done = done.copy()  # (the committed square's stays as it was)
                    for row in finished:
                        _add(row, 0, done, int(np.searchsorted(ends, k)), words, residues)
                total = _total(layer, words, residues)
            square, peak, states = k + 1, max(peak, held), states + held
            rank_end = square % plan.board.cols == 0 or square == plan.board.size
            here = Saved(square, np.empty((0, done.shape[1]), dtype=np.int64), done, peak, states, residues.tolist())
            committed = (here, layer)
            if spill is not None:
                spill.commit(tag, here, len(layer))  # (the square's states are written: its manifest)
            elif (
                checkpoint is not None
                and rank_end
                and (time.monotonic() - last_save > SAVE_EVERY or square == plan.board.size)
            ):
                save(checkpoint, tag, replace(here, rows=_joined(layer, done.shape[1])))
                last_save = time.monotonic()
            if report is not None:
                report(square, held, peak)
    except (LimitReached, KeyboardInterrupt) as stopped:
        if checkpoint is not None:  # the squares swept whole; the one stopped half way adds nothing yet
            try:
                swept, its_layer = committed
                save(checkpoint, tag, replace(swept, rows=_joined(its_layer, swept.done.shape[1])))
            except KtError as error:  # (a full disk) the run still ends as stopped, and says what is lost
                raise _unsaved(stopped, str(error), checkpoint.exists()) from None
        raise
    finally:
        crew.close()
    if layers is not None:
        layers.append(_joined(layer, done.shape[1])[:, :words].copy())
    if spill is not None:
        spill.clear()
    finished_counts = {
        int(ends[j]): count_of(done[j, words:], residues.tolist()) for j in np.flatnonzero(done[:, words:].any(axis=1))
    }
    return SweepTally(sum(finished_counts.values()), peak, states, finished_counts, most_passes)


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


def _unsaved(stopped: LimitReached | KeyboardInterrupt, error: str, kept: bool) -> LimitReached:
    """The stop of a sweep whose checkpoint could not be saved at it (``kept``: the file holds an
    earlier save): said at once in one line on stderr, and carried as the stop's detail, so that
    the count still ends as stopped (a Ctrl-C as interrupted) and its reason says it again."""
    detail = f"{error} ({'it holds the sweep as saved before' if kept else 'the sweep so far is lost'})"
    with contextlib.suppress(OSError, ValueError):  # (stderr closed)
        print(f"kt-csp: {detail}", file=sys.stderr, flush=True)
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
