"""Counting every tour with the backtrack engine, split over start squares, symmetry and cores.

What is counted
---------------
Open tours are counted *directed*: a tour is a sequence of squares, so every undirected open tour
counts twice, once from each end (OEIS A165134 counts them so). Closed tours are counted through
one fixed start square in both directions, so each undirected closed tour counts twice
(6×6: 19,724 = 2 × 9,862, OEIS A001230); without ``start`` that square is a1, which every closed
tour passes through.

How the work is split
---------------------
With a free start, one start square per class of symmetric squares is searched and its count is
given to every square of its class. Each start square's search is cut into independent tasks,
one per fixed prefix of the first few moves; the tasks' counts add up to the start square's count
because every tour begins with exactly one prefix. The tasks run on a pool of processes.
"""

from __future__ import annotations

import os
import time
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from kt_csp.core.board import Board
from kt_csp.core.instance import Instance
from kt_csp.core.limits import Budget, LimitReached, Limits, Stop
from kt_csp.core.progress import reported
from kt_csp.core.result import CountResult, Stats
from kt_csp.engines.backtrack import layout
from kt_csp.engines.backtrack.search import NAME, BacktrackOptions, Search, check_memory, drive, warm_up
from kt_csp.reasoning.parity import allowed_starts, colour_obstruction
from kt_csp.reasoning.symmetry import class_representatives
from kt_csp.runtime.workers import worker_pool

__all__ = ["Tally", "Task", "count", "count_prefix", "prefixes", "start_classes"]

TASKS_PER_WORKER = 48
SMALLEST_PARALLEL_BOARD = 30


@dataclass(frozen=True)
class Task:
    """Count the tours from ``start`` that begin with ``prefix``."""

    start: int
    prefix: tuple[int, ...]


@dataclass(frozen=True)
class Tally:
    """What one task counted, and the limit that stopped it short, if one did."""

    start: int
    solutions: int
    nodes: int
    backtracks: int
    complete: bool
    stop: Stop | None
    cuts: int = 0


def start_classes(instance: Instance, limits: Limits = Limits()) -> dict[int, list[int]]:
    """Start squares to search, each with the squares whose count it stands for.

    Parameters
    ----------
    instance
        The question, as the count poses it.
    limits
        Whose time limit the search for classes keeps (a million squares take seconds).

    Returns
    -------
    dict of int to list of int
        Each start square to search, with the squares of its class (itself among them).

    Raises
    ------
    LimitReached
        The time limit came first.
    """
    board = instance.board
    if instance.start is not None:
        return {instance.start: [instance.start]}
    if instance.clues or instance.end is not None:  # which break the board's symmetry
        return {s: [s] for s in limits.paced(instance.clued_starts())}
    return dict(class_representatives(board, limits.paced(range(board.size))))


def prefixes(board: Board, start: int, depth: int) -> Iterator[tuple[int, ...]]:
    """Every sequence of ``depth`` distinct moves from ``start``, before any pruning.

    Parameters
    ----------
    board
        The board, whose move order they follow.
    start
        The square they start from (not in the prefixes).
    depth
        The moves in each.

    Yields
    ------
    tuple of int
        One prefix at a time, in the board's move order: deep splits have too many to hold.
    """
    path = [start]
    choices = [iter(board.neighbours_of(start))]
    while choices:
        if len(path) == depth + 1:
            yield tuple(path[1:])
        else:
            step = next((v for v in choices[-1] if v not in path), None)
            if step is not None:
                path.append(step)
                choices.append(iter(board.neighbours_of(step)))
                continue
        path.pop()
        choices.pop()


def _tasks(instance: Instance, starts: list[int], workers: int, limits: Limits = Limits()) -> list[Task]:
    """Split the starts into enough prefix tasks to keep ``workers`` processes busy."""
    board = instance.board
    depth = 0
    target = 1 if workers == 1 else TASKS_PER_WORKER * workers
    while depth < min(4, board.squares - 2) and _fewer(board, starts, depth, target, limits):
        depth += 1
    return [Task(s, p) for s in limits.paced(starts) for p in prefixes(board, s, depth)]


def _fewer(board: Board, starts: list[int], depth: int, target: int, limits: Limits) -> bool:
    """Whether the starts have fewer than ``target`` prefixes of ``depth`` moves (counted until
    there are that many: a long board has a start square for each of them)."""
    found = 0
    for start in limits.paced(starts):
        found += sum(1 for _ in prefixes(board, start, depth))
        if found >= target:
            return False
    return True


_SEARCH: list[Search] = []  # this worker process's one reusable search
_LIMITS: list[Limits] = []  # and the run's limits


def _init_worker(instance: Instance, options: BacktrackOptions, limits: Limits) -> None:
    """Prepare a process to run tasks: one reusable search."""
    _SEARCH[:] = [Search(instance, options, counting=True)]
    _LIMITS[:] = [limits]


def _run_task(task: Task, nodes_before: int = 0) -> Tally:
    """Count one task in this process, on the run's clock (``nodes_before``: nodes that earlier
    tasks of the run spent against its node limit)."""
    return _count(_SEARCH[0], task, Budget(_LIMITS[0]), nodes_before)


def _count(search: Search, task: Task, budget: Budget, nodes_before: int = 0) -> Tally:
    """Count the tours below one task's prefix with a prepared search."""
    alive = search.reset(task.start) and all(search.push(v) for v in task.prefix)
    status = drive(search, budget, nodes_before) if alive else layout.EXHAUSTED
    return Tally(
        task.start,
        search.solutions,
        search.nodes,
        search.backtracks,
        status == layout.EXHAUSTED,
        budget.stop,
        search.cuts,
    )


_SEARCHES: dict[tuple[str, BacktrackOptions], Search] = {}


def count_prefix(instance: Instance, options: BacktrackOptions, task: Task) -> Tally:
    """Count one task to the end, reusing this process's search for the instance.

    The entry point for job executors, local or distributed.

    Parameters
    ----------
    instance
        The question, as the count poses it.
    options
        The backtracker's (`BacktrackOptions`).
    task
        The start square and the prefix below which to count.

    Returns
    -------
    Tally
        The task's tours, nodes, backtracks and cuts, complete.
    """
    key = (instance.tag(), options)
    if key not in _SEARCHES:
        _SEARCHES.clear()
        _SEARCHES[key] = Search(instance, options, counting=True)
    return _count(_SEARCHES[key], task, Budget(Limits()))


def count(
    instance: Instance,
    limits: Limits = Limits(),
    options: BacktrackOptions = BacktrackOptions(),
    workers: int | None = None,
) -> CountResult:
    """Count every tour of ``instance`` (see the module notes for what is counted).

    A node limit makes the count run in one process, so that it is exact and the same each run.

    Parameters
    ----------
    instance
        The question (counted as `Instance.as_counted` poses it).
    limits
        The time, node and tour limits, their clock running; a count they stop is a lower
        bound (``complete`` False).
    options
        The backtracker's (`BacktrackOptions`): move order and forward checking.
    workers
        The processes to count with; None: every core (a pool of workers).

    Returns
    -------
    CountResult
        The total of directed tours and the count by start square.

    Raises
    ------
    MemoryLimitError
        The search's arrays would not fit in this machine's memory.
    LimitReached
        The time limit came before the count could begin (the kernel still loading, or the
        start squares still being sorted into classes).

    References
    ----------
    .. [1] OEIS A165134: directed open knight's tours of an n×n board, each undirected tour
       counted from both ends, as this count counts them.
    .. [2] OEIS A001230: undirected closed knight's tours of a 2n×2n board (6×6: 9,862); a
       count through one start square finds each twice (19,724).

    Examples
    --------
    >>> from kt_csp.core.board import parse_board
    >>> counted = count(Instance(parse_board("5x5"), start=0), workers=1)
    >>> counted.total, counted.complete
    (304, True)
    """
    limits = limits.begun()
    check_memory(instance)
    if not warm_up(limits):  # before the pool starts, so that forked workers inherit the compiled kernel
        raise LimitReached(Stop.TIME)
    instance = instance.as_counted()
    workers = max(1, workers or os.cpu_count() or 1)
    if instance.board.size < SMALLEST_PARALLEL_BOARD or limits.node_limit is not None:
        workers = 1
    classes = start_classes(instance, limits)
    started = time.perf_counter()
    starts = list(allowed_starts(instance, limits.paced(classes)))
    if instance.closed and instance.board.squares < 3:
        starts = []
    limits.check()
    tasks = _tasks(instance, starts, workers, limits)
    tallies, stop = _run_all(tasks, (instance, options, limits), workers)
    by_start, complete = _by_start(classes, tasks, tallies)
    stats = _stats(tallies, time.perf_counter() - started)
    total = sum(len(classes[t.start]) * t.solutions for t in tallies)
    stop = stop or next((t.stop for t in tallies if t.stop is not None), None)
    reason = limits.reason(stop) if stop is not None else "" if starts else colour_obstruction(instance) or ""
    return CountResult(NAME, instance, total, by_start, complete, stats, reason, stop)


def _by_start(
    classes: dict[int, list[int]], tasks: list[Task], tallies: list[Tally]
) -> tuple[dict[int, int | None], bool]:
    """The count by start square (None: a start with a task not run to its end), each class's
    count given to every square of it; and whether every task ran to its end."""
    by_rep: dict[int, int | None] = dict.fromkeys(classes, 0)
    for tally in tallies:
        by_rep[tally.start] = (by_rep[tally.start] or 0) + tally.solutions
    unfinished = Counter(task.start for task in tasks) - Counter(t.start for t in tallies if t.complete)
    by_rep.update(dict.fromkeys(unfinished))
    return {s: by_rep[rep] for rep, orbit in classes.items() for s in orbit}, not unfinished


def _stats(tallies: list[Tally], seconds: float) -> Stats:
    """The tasks' nodes, backtracks and cuts added up."""
    nodes, backtracks, cuts = (
        sum(t.nodes for t in tallies),
        sum(t.backtracks for t in tallies),
        sum(t.cuts for t in tallies),
    )
    return Stats(nodes, backtracks, seconds, {"cuts": cuts})


def _run_all(
    tasks: list[Task], init_args: tuple[Instance, BacktrackOptions, Limits], workers: int
) -> tuple[list[Tally], Stop | None]:
    """Run the tasks here or on a process pool; stop early on a limit or Ctrl-C. How far the
    count has gone is reported here, to the limits' reporter (the workers are told of none)."""
    tallies: list[Tally] = []
    instance, options, limits = init_args
    init_args = (instance, options, limits.reporting(None))
    if workers == 1:
        _init_worker(*init_args)
        try:
            with reported(limits.progress, len(tasks), "counting") as advance:
                for task in tasks:
                    tallies.append(_run_task(task, sum(t.nodes for t in tallies)))
                    advance(1, f"{sum(t.solutions for t in tallies):,} tours")
                    if not tallies[-1].complete:
                        break
        except KeyboardInterrupt:
            return tallies, Stop.INTERRUPTED
        return tallies, None
    stop = None
    try:
        with (
            reported(limits.progress, len(tasks), f"counting on {workers} processes") as advance,
            worker_pool(workers, _init_worker, init_args) as pool,
        ):
            for tally in pool.imap_unordered(_run_task, tasks):
                tallies.append(tally)
                advance(1, f"{sum(t.solutions for t in tallies):,} tours")
                if not tally.complete:
                    break
    except KeyboardInterrupt:
        stop = Stop.INTERRUPTED
    return tallies, stop
