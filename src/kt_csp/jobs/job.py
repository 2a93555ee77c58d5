"""Counting as a job: split once, stored in SQLite, resumable, run on local processes or Dask.

The split
    One start square per class of symmetric squares (weighted by the size of its class), and
    for each the prefixes of its first ``depth`` moves: the subproblems' weighted counts add up
    to the total because every tour begins with exactly one prefix from exactly one class. The
    split is deterministic (squares and moves in board order), so a job can always be checked
    against its instance.
The job store
    One SQLite file in write-ahead-log mode: the instance and split depth in ``job``, one row per
    subproblem in ``task`` with its state, count, nodes and time. Each finished task is
    committed as it arrives (a log append, not a rewrite), so a killed run (Ctrl-C, SIGKILL)
    loses at most the tasks in flight, and running the same command again finishes the job with
    exactly the same total. A file is checked against its split before it is trusted.
Executors
    Local processes (`run_local`, a pool that a stop ends at once), or a Dask cluster
    (`run_dask`): a scheduler's address, or a ``LocalCluster`` of N workers, fed a few tasks per
    thread ahead. Either way results are written back as they arrive.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Callable, Iterable, Iterator
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kt_csp.core.instance import Instance
from kt_csp.core.limits import Stop
from kt_csp.core.progress import Reporter, reported
from kt_csp.core.result import CountResult, Stats
from kt_csp.engines.backtrack.counter import Tally, Task, count_prefix, prefixes, start_classes
from kt_csp.engines.backtrack.search import NAME, BacktrackOptions
from kt_csp.errors import InternalError, KtError
from kt_csp.reasoning.parity import allowed_starts
from kt_csp.runtime.cluster import dask_client
from kt_csp.runtime.workers import worker_pool

__all__ = [
    "Job",
    "JobError",
    "Progress",
    "default_depth",
    "open_job",
    "read_job",
    "run_dask",
    "run_local",
    "usable_depth",
]

FORMAT = "kt-csp job 1"


class JobError(KtError):
    """A job file that cannot be used: corrupt, foreign, or for another instance."""


def default_depth(instance: Instance) -> int:
    """A split depth whose tasks take seconds, not hours: deeper for bigger boards.

    Parameters
    ----------
    instance
        The question the job counts.

    Returns
    -------
    int
        The moves of each task's prefix.
    """
    return 1 if instance.board.size <= 30 else 3 if instance.board.size <= 36 else 6


def usable_depth(instance: Instance, depth: int) -> int:
    """A split depth, no deeper than a whole tour: a prefix cannot be longer than a tour, and
    asking for one would split the count into no tasks at all.

    Parameters
    ----------
    instance
        The question the job counts.
    depth
        The depth asked for.

    Returns
    -------
    int
        ``depth``, or the moves of a whole tour where it asks for more (never below 0).
    """
    return max(0, min(depth, instance.board.size - 1))


@dataclass(frozen=True)
class Progress:
    """Where a job stands: tasks done of all, weighted tours so far, and work measured so far."""

    done: int
    total: int
    tours: int
    nodes: int
    backtracks: int
    task_seconds: float
    started: float | None
    last: float | None

    @property
    def complete(self) -> bool:
        return self.done == self.total

    def seconds_left(self, workers: int) -> float | None:
        """Time to finish at the mean task time so far.

        Parameters
        ----------
        workers
            The cores the rest would run on.

        Returns
        -------
        float or None
            Seconds; None before any task is done.
        """
        if not self.done:
            return None
        return (self.total - self.done) * self.task_seconds / self.done / max(1, workers)

    def core_hours(self) -> float | None:
        """The whole job's core-hours, extrapolated from the tasks done."""
        if not self.done:
            return None
        return self.task_seconds / self.done * self.total / 3600


class Job:
    """An open job file."""

    def __init__(self, path: Path, connection: sqlite3.Connection, instance: Instance, depth: int) -> None:
        self.path, self.db, self.instance, self.depth = path, connection, instance, depth

    def pending(self, sample: int | None = None) -> list[tuple[int, Task]]:
        """The tasks not done yet.

        Parameters
        ----------
        sample
            Only this many, spread evenly over the split (to measure a slice of a big job before
            running it all); None: all of them.

        Returns
        -------
        list of (int, Task)
            Each task's number and its start and prefix.
        """
        rows = self.db.execute("SELECT id, start, prefix FROM task WHERE state = 'todo' ORDER BY id").fetchall()
        if sample is not None and sample < len(rows):
            rows = [rows[i * len(rows) // sample] for i in range(sample)]
        return [(row[0], Task(row[1], tuple(json.loads(row[2])))) for row in rows]

    def record(self, task_id: int, tally: Tally, seconds: float) -> None:
        """Store one finished task and commit at once (a crash loses nothing recorded). A task
        that did not run to its end is never stored: its count is only a part.

        Parameters
        ----------
        task_id
            The task's number.
        tally
            Its count, nodes and backtracks.
        seconds
            The time it took.

        Raises
        ------
        InternalError
            The tally is not complete.
        """
        if not tally.complete:
            raise InternalError(f"task {task_id} of the job {str(self.path)!r} was to be recorded unfinished")
        with self.db:
            self.db.execute(
                "UPDATE task SET state = 'done', solutions = ?, nodes = ?, backtracks = ?, seconds = ?, "
                "finished = ? WHERE id = ? AND state = 'todo'",
                (tally.solutions, tally.nodes, tally.backtracks, seconds, time.time(), task_id),
            )

    def progress(self) -> Progress:
        """Sums over the tasks, in Python: exact however large (SQLite's SUM stops at 64 bits)."""
        rows = self.db.execute(
            "SELECT weight, solutions, nodes, backtracks, seconds, finished FROM task WHERE state = 'done'"
        ).fetchall()
        (total,) = self.db.execute("SELECT COUNT(*) FROM task").fetchone()
        finished = [row[5] for row in rows]
        return Progress(
            len(rows),
            total,
            sum(row[0] * row[1] for row in rows),
            sum(row[2] for row in rows),
            sum(row[3] or 0 for row in rows),
            sum(row[4] for row in rows),
            min(finished, default=None),
            max(finished, default=None),
        )

    def by_start(self) -> dict[int, int | None]:
        """Counts by start square, each class's count given to every square of it (0 for the
        squares that start no tour, None for those with tasks still to do)."""
        counted = {
            start: None if todo else tours
            for start, tours, todo in self.db.execute(
                "SELECT start, COALESCE(SUM(solutions), 0), SUM(state != 'done') FROM task GROUP BY start"
            )
        }
        return {s: counted.get(rep, 0) for rep, orbit in start_classes(self.instance).items() for s in orbit}

    def result(self, before: Progress, seconds: float, stop: Stop | None) -> CountResult:
        """The job as a count: complete when every task is done, else what ``stop`` left undone;
        the statistics are those of the whole job, the time this run's.

        Parameters
        ----------
        before
            Where the job stood when this run began.
        seconds
            This run's time.
        stop
            Why this run stopped before the job was done (None: it did not).

        Returns
        -------
        CountResult
            The total so far and the counts by start square.

        Raises
        ------
        InternalError
            Tasks are left and nothing says why.
        """
        now = self.progress()
        stats = Stats(nodes=now.nodes, backtracks=now.backtracks, wall_time=seconds)
        if now.complete:
            return CountResult(NAME, self.instance, now.tours, self.by_start(), True, stats)
        if stop is None:
            raise InternalError(
                f"the job {str(self.path)!r} stopped with {now.total - now.done:,} tasks to do and no reason"
            )
        reason = {
            Stop.INTERRUPTED: "interrupted (Ctrl-C); the job resumes where it stopped",
            Stop.SAMPLE: f"a sample of {now.done - before.done:,} tasks; the job's status estimates the rest",
        }[stop]
        return CountResult(NAME, self.instance, now.tours, self.by_start(), False, stats, reason, stop)


def _plan(instance: Instance, depth: int) -> Iterator[tuple[int, int, tuple[int, ...]]]:
    """(start, weight, prefix) for every subproblem, in a fixed order."""
    classes = start_classes(instance)
    if instance.closed and instance.board.size < 3:
        return  # a closed tour needs a move back to its start
    for rep in allowed_starts(instance, classes):
        for prefix in prefixes(instance.board, rep, usable_depth(instance, depth)):
            yield rep, len(classes[rep]), prefix


def open_job(path: Path, instance: Instance, depth: int | None) -> Job:
    """Create the job file for a count, or open the one there.

    Parameters
    ----------
    path
        The job file (SQLite).
    instance
        The question to count.
    depth
        The split depth (None: `default_depth` for a new file, the stored one for an old).

    Returns
    -------
    Job
        The open job.

    Raises
    ------
    JobError
        A file for another count or depth, one that is not a kt-csp job, or a split of more than
        `MOST_TASKS` tasks.
    """
    instance = instance.as_counted()
    depth = None if depth is None else usable_depth(instance, depth)
    fresh = not path.exists()
    try:
        db = sqlite3.connect(path)
        # Write-ahead logging: a commit appends to the log instead of rewriting the file with two
        # fsyncs (18.7 ms a task on this disk -> 0.06 ms), and a killed run still loses only the
        # tasks in flight; NORMAL syncs at checkpoints, which WAL keeps safe for a crashing program.
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=NORMAL")
        if fresh:
            depth = usable_depth(instance, default_depth(instance)) if depth is None else depth
            with db:
                db.execute("CREATE TABLE job (key TEXT PRIMARY KEY, value TEXT)")
                db.execute(
                    "CREATE TABLE task (id INTEGER PRIMARY KEY, start INTEGER, weight INTEGER, prefix TEXT, "
                    "state TEXT, solutions INTEGER, nodes INTEGER, backtracks INTEGER, seconds REAL, "
                    "finished REAL)"
                )
                db.executemany(
                    "INSERT INTO job VALUES (?, ?)",
                    [("format", FORMAT), ("instance", instance.tag()), ("depth", str(depth))],
                )
                db.executemany(
                    "INSERT INTO task (start, weight, prefix, state) VALUES (?, ?, ?, 'todo')",
                    ((s, w, json.dumps(p)) for s, w, p in _capped(_plan(instance, depth), depth)),
                )
        meta = dict(db.execute("SELECT key, value FROM job").fetchall())
        columns = {row[1] for row in db.execute("PRAGMA table_info(task)")}
        if "backtracks" not in columns:  # a job file written before backtracks were recorded
            with db:
                db.execute("ALTER TABLE task ADD COLUMN backtracks INTEGER")
    except sqlite3.DatabaseError as error:
        raise JobError(f"{str(path)!r} is not a kt-csp job file ({error})") from None
    except JobError:
        if fresh:  # a split refused as it was made leaves no file behind
            db.close()
            path.unlink(missing_ok=True)
        raise
    if meta.get("format") != FORMAT or not isinstance(meta.get("instance"), str):
        raise JobError(f"{str(path)!r} is not a kt-csp job file")
    if meta.get("instance") != instance.tag():
        raise JobError(
            f"{str(path)!r} is the job of another count ({str(meta.get('instance'))[:80]}); "
            "give a new file for this one"
        )
    stored = str(meta.get("depth"))
    if not stored.isdigit() or usable_depth(instance, int(stored[:6])) != int(stored):
        raise JobError(
            f"{str(path)!r} is not a kt-csp job file: its split depth {stored[:20]!r} is not one kt-csp writes"
        )
    if depth is not None and int(stored) != depth:
        raise JobError(f"{str(path)!r} was split at depth {stored}, not {depth}: resume it at depth {stored}")
    if not fresh:
        _check_tasks(db, path, instance, int(stored))
    return Job(path, db, instance, int(stored))


MOST_TASKS = 1_000_000  # a split with more is not worth its job file (8x8 at the default depth has 133,140)


def _capped(plan: Iterator[tuple[int, int, tuple[int, ...]]], depth: int) -> Iterator[tuple[int, int, tuple[int, ...]]]:
    """The plan, refused once it passes `MOST_TASKS` (each move of depth multiplies the tasks by
    up to 8)."""
    for number, task in enumerate(plan, 1):
        if number > MOST_TASKS:
            raise JobError(
                f"a split at depth {depth} makes more than {MOST_TASKS:,} tasks: choose a smaller depth "
                "(each move multiplies them by up to 8)"
            )
        yield task


MOST_RECORDED = 2**62  # a task's tours, nodes or backtracks: any more is not a count kt-csp recorded


def _check_tasks(db: sqlite3.Connection, path: Path, instance: Instance, depth: int) -> None:
    """A job file's tasks must be its split, row for row, and what is recorded of a finished task
    whole numbers: anything else was not written by kt-csp, and counting on it would give a
    wrong total (or crash a worker on a prefix that leaves the board)."""
    rows = db.execute(
        "SELECT id, start, weight, prefix, state, solutions, nodes, backtracks, seconds, finished FROM task ORDER BY id"
    ).fetchall()
    planned = list(_plan(instance, depth))
    if len(rows) != len(planned):
        raise JobError(
            f"{str(path)!r} is not a kt-csp job file: it holds {len(rows):,} tasks, its split {len(planned):,}"
        )
    for row, (start, weight, prefix) in zip(rows, planned):
        task_id, stored, state, numbers, times = row[0], row[1:4], row[4], row[5:8], row[8:10]
        whole = all(isinstance(n, int) and 0 <= n < MOST_RECORDED for n in numbers[:2]) and (
            numbers[2] is None or (isinstance(numbers[2], int) and 0 <= numbers[2] < MOST_RECORDED)
        )
        timed = all(isinstance(t, (int, float)) and 0 <= t < float("inf") for t in times)
        if (
            stored != (start, weight, json.dumps(prefix))
            or state not in ("todo", "done")
            or (state == "done" and not (whole and timed))
        ):
            raise JobError(
                f"{str(path)!r} is not a kt-csp job file: task {task_id} is not what kt-csp wrote "
                "(start it again in a new file)"
            )


def read_job(path: Path) -> Job:
    """Open an existing job file (for ``job status``).

    Parameters
    ----------
    path
        The job file.

    Returns
    -------
    Job
        The open job, its question read from the file.

    Raises
    ------
    JobError
        No such file, or not a kt-csp job file.
    """
    if not path.exists():
        raise JobError(f"no job file {str(path)!r}")
    try:
        with closing(sqlite3.connect(path)) as db:
            meta = dict(db.execute("SELECT key, value FROM job").fetchall())
    except sqlite3.DatabaseError:
        raise JobError(f"{str(path)!r} is not a kt-csp job file") from None
    if meta.get("format") != FORMAT or not isinstance(meta.get("instance"), str):
        raise JobError(f"{str(path)!r} is not a kt-csp job file")
    return open_job(path, Instance.from_tag(meta["instance"]), None)


def _count_one(tag: str, task: Task) -> tuple[Tally, float]:
    """Count one subproblem in whatever process runs it (a pool worker or a Dask worker)."""
    started = time.perf_counter()
    tally = count_prefix(Instance.from_tag(tag), BacktrackOptions(), task)
    return tally, time.perf_counter() - started


def run_local(job: Job, workers: int, progress: Reporter | None = None, sample: int | None = None) -> None:
    """Run the job's pending tasks on local processes, recording each as it ends.

    Parameters
    ----------
    job
        The open job (`open_job`).
    workers
        The processes to count on (1: in this one).
    progress
        Told of the job's tasks done and its tours so far (`kt_csp.core.progress`); None: no one.
    sample
        Run only this many of the pending tasks, spread over the split (None: all of them).

    Raises
    ------
    KeyboardInterrupt
        Ctrl-C (or SIGTERM) stopped the job; every task finished before it is recorded.
    """
    _run(job, _local_results(job.pending(sample), job.instance.tag(), workers), progress)


def run_dask(
    job: Job,
    scheduler: str | None,
    local_workers: int | None,
    progress: Reporter | None = None,
    sample: int | None = None,
) -> None:
    """Run the pending tasks on a Dask cluster, recording each as it ends.

    Parameters
    ----------
    job
        The open job (`open_job`).
    scheduler
        The address of a Dask scheduler; None: a ``LocalCluster`` (`dask_client`).
    local_workers
        The single-threaded workers of the ``LocalCluster`` (None: one a core).
    progress
        Told of the job's tasks done and its tours so far; None: no one.
    sample
        Run only this many of the pending tasks (None: all of them).

    Raises
    ------
    KeyboardInterrupt
        Ctrl-C stopped the job (or reached a worker in the same terminal).
    """
    from distributed import as_completed

    with dask_client(scheduler, local_workers) as client:
        _run(job, _dask_results(client, as_completed, job.pending(sample), job.instance.tag()), progress)


DASK_AHEAD = 4  # tasks handed to each of the cluster's threads ahead of the ones running


def _dask_results(
    client: Any, as_completed: Any, pending: list[tuple[int, Task]], tag: str
) -> Iterator[tuple[int, Tally, float]]:
    """Each task's result as it ends, with at most `DASK_AHEAD` tasks a thread in flight: a
    7x7 job has 48,214 tasks, and handing the scheduler all of them at once costs it memory and
    time for nothing."""
    waiting = iter(pending)
    most = DASK_AHEAD * max(1, sum(client.nthreads().values()))
    numbers: dict[Any, int] = {}
    running = as_completed()

    def hand_on() -> None:
        task_id, task = next(waiting, (None, None))
        if task_id is not None and task is not None:
            future = client.submit(_count_one, tag, task, pure=False)
            numbers[future] = task_id
            running.add(future)

    for _ in range(most):
        hand_on()
    for future in running:
        yield (numbers.pop(future), *future.result())
        hand_on()


def _local_results(pending: list[tuple[int, Task]], tag: str, workers: int) -> Iterator[tuple[int, Tally, float]]:
    """Each pending task's result as it ends (on Ctrl-C the tasks in flight are lost, the
    recorded ones are not)."""
    if workers == 1:
        for task_id, task in pending:
            yield (task_id, *_count_one(tag, task))
        return
    with worker_pool(workers) as pool:
        yield from pool.imap_unordered(_count_numbered, [(tag, task_id, task) for task_id, task in pending])


def _count_numbered(work: tuple[str, int, Task]) -> tuple[int, Tally, float]:
    """`_count_one`, with the task's number carried along (results come in any order)."""
    tag, task_id, task = work
    return (task_id, *_count_one(tag, task))


REPORT_SECONDS = 0.25  # progress is summed over every task: at most this often, and at the end


def _run(job: Job, results: Iterable[tuple[int, Tally, float]], progress: Reporter | None) -> None:
    """Record each result as it comes, and tell ``progress`` of the tasks done (at most every
    `REPORT_SECONDS`, and at the end). A task comes back unfinished only when Ctrl-C (or SIGTERM)
    reached the process that ran it — this one, with one worker, or a Dask worker in the same
    terminal — which stopped its search: the job stops as interrupted, that task still to do."""
    before = job.progress()
    with reported(progress, before.total, f"counting job {job.path.name}") as advance:
        advance(before.done, "")
        told, reported_at = before.done, time.perf_counter()
        for task_id, tally, seconds in results:
            if not tally.complete:
                raise KeyboardInterrupt
            job.record(task_id, tally, seconds)
            if time.perf_counter() - reported_at >= REPORT_SECONDS:
                told, reported_at = _told(job, advance, told), time.perf_counter()
        _told(job, advance, told)


def _told(job: Job, advance: Callable[[int, str], None], told: int) -> int:
    """Tell ``advance`` of the tasks done since ``told`` were, and the tours so far; the tasks done now."""
    now = job.progress()
    if now.done > told:
        advance(now.done - told, f"{now.tours:,} tours")
    return now.done
