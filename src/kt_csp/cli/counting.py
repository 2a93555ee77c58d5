"""``kt-csp count`` and ``kt-csp job``: every tour counted, in one run or as a resumable job."""

from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, NoReturn

import typer

# Only what the options and --help need is imported here; each command imports its own work, so
# that --help loads no engine and a command loads only the engines it runs (kt_csp.core.choices).
from kt_csp.certificates.model_count import MOST_SQUARES
from kt_csp.core.instance import Instance
from kt_csp.core.limits import LimitReached, Stop
from kt_csp.engines.registry import DEFAULT_ENGINE
from kt_csp.errors import KtError
from kt_csp.runtime.ctrl_c import deliver, held

if TYPE_CHECKING:
    from kt_csp.core.result import CountResult

from kt_csp.cli.apps import app, job_app
from kt_csp.cli.asking import ASKED, Asked, asks
from kt_csp.cli.ending import finish, outcome_of
from kt_csp.cli.engine_flags import engine_of, engine_options, given_to
from kt_csp.cli.exits import Outcome
from kt_csp.cli.groups import Group
from kt_csp.cli.options import (
    COUNTING,
    MOST_COUNT,
    MOST_WORKERS,
    BoardArg,
    CheckOpt,
    CounterName,
    CountFormat,
    Limited,
    OrderOpt,
    SatSolverOpt,
    SeedOpt,
    TheoryOpt,
    flag_help,
    limits_of,
    renamed,
)
from kt_csp.cli.show.counting import confirmation_line, print_count, print_distinct
from kt_csp.cli.show.words import duration


@dataclass(frozen=True)
class CountSearch(Group):
    """The engine that counts, and the search options of the engines that count."""

    engine: Annotated[
        CounterName | None,
        typer.Option(
            "--engine",
            help="Which engine counts [default: auto, or the engine whose options are given].",
        ),
    ] = None
    order: OrderOpt = None
    forward_check: CheckOpt = None
    workers: Annotated[
        int | None,
        typer.Option(
            "--workers",
            "-j",
            min=1,
            max=MOST_WORKERS,
            help="backtrack: processes to count with; frontier: threads to sweep with [default: all cores].",
        ),
    ] = None
    seed: SeedOpt = None
    sat_solver: SatSolverOpt = None

    def chosen(self, tour_limit: int | None, jobs: CountJob, frontier: Frontier) -> tuple[str, object]:
        """The engine (named, or the one whose options are given) and its options: a cluster
        without ``--job`` is the frontier counter's.

        Parameters
        ----------
        tour_limit
            ``--tour-limit``; None where not given.
        jobs
            The job's options (``--job`` and its cluster).
        frontier
            The frontier counter's files.

        Returns
        -------
        tuple of (str, object)
            The engine's name and its options, of its type.

        Raises
        ------
        KtError
            Options of engines that none takes together, or of another engine than ``--engine``'s.
        """
        job = jobs.job
        given = given_to(
            COUNTING,
            {
                "--order": self.order,
                "--forward-check": self.forward_check,
                "--workers": self.workers,
                "--seed": self.seed,
                "--sat-solver": self.sat_solver and self.sat_solver.value,
                "--tour-limit": tour_limit,
                "--job": job,
                "--checkpoint": frontier.checkpoint,
                "--spill": frontier.spill,
                "--scheduler": jobs.scheduler if job is None else None,
                "--dask-local": jobs.dask_local if job is None else None,
            },
        )
        chosen = self.engine.value if self.engine is not None else engine_of(given)
        return chosen, engine_options(chosen, given)


@dataclass(frozen=True)
class CountJob(Group):
    """A count as a resumable job, and where its tasks run."""

    job: Annotated[
        Path | None,
        typer.Option(
            "--job", help="backtrack: count as a resumable job stored in this SQLite file (created or resumed)."
        ),
    ] = None
    split_depth: Annotated[
        int | None,
        typer.Option(
            "--split-depth",
            min=0,
            max=MOST_COUNT,
            help="--job: moves fixed per task when the job is created [default: by board size].",
        ),
    ] = None
    scheduler: Annotated[
        str | None,
        typer.Option(
            "--scheduler",
            help="--job: run the tasks, frontier: sweep, on the Dask scheduler at this address (tcp://host:8786).",
        ),
    ] = None
    dask_local: Annotated[
        int | None,
        typer.Option(
            "--dask-local",
            min=1,
            max=MOST_WORKERS,
            help="--job: run the tasks, frontier: sweep, on a Dask LocalCluster of N workers.",
        ),
    ] = None

    def refuse_without_job(self, sample: int | None) -> None:
        """The job's own options are an error in a count that is no job (a cluster is the frontier
        counter's there).

        Parameters
        ----------
        sample
            ``--sample``; None where not given.

        Raises
        ------
        KtError
            ``--split-depth`` or ``--sample`` given without ``--job``.
        """
        if self.split_depth is not None or sample:
            raise KtError("--split-depth and --sample belong to a counting job: give --job FILE")

    def refuse_with_job(self, limited: Limited, search: CountSearch) -> None:
        """What a job cannot take: limits, search options, two clusters, an empty address.

        Parameters
        ----------
        limited
            The count's limits.
        search
            The count's engine options.

        Raises
        ------
        KtError
            A limit or a search option given, both ``--scheduler`` and ``--dask-local``, or an empty
            ``--scheduler``.
        """
        if (
            limited.time_limit is not None
            or limited.node_limit is not None
            or search.order is not None
            or search.forward_check is not None
        ):
            raise KtError(
                "a counting job runs every task to its end with the default search: drop the limits and search options"
            )
        if self.scheduler is not None and self.dask_local:
            raise KtError("--scheduler and --dask-local are two clusters: choose one")
        if self.scheduler is not None and not self.scheduler.strip():
            raise KtError("--scheduler needs the address of a Dask scheduler, such as tcp://host:8786")


@dataclass(frozen=True)
class Frontier(Group):
    """The frontier counter's files: its checkpoint and its spill."""

    checkpoint: Annotated[
        Path | None,
        typer.Option("--checkpoint", help=flag_help("--checkpoint")),
    ] = None
    spill: Annotated[
        Path | None,
        typer.Option("--spill", help=flag_help("--spill")),
    ] = None


ConfirmOpt = Annotated[
    bool,
    typer.Option(
        "--confirm",
        help="Confirm the count with ganak, an exact model counter, on the complete CNF projected onto its "
        f"arcs (boards of at most {MOST_SQUARES} squares; --time-limit of its own): exit 1 if the two differ, 3 if ganak "
        "does not finish.",
    ),
]
DistinctOpt = Annotated[
    bool,
    typer.Option(
        "--distinct",
        help="Count geometrically distinct tours: once for all their turns, reflections and reversals "
        "(Burnside's lemma: the frontier counter, and CP-SAT for the symmetric ones; for magic tours, or "
        "tours whose moves never cross, CP-SAT finds a tour of each class, one class at a time).",
    ),
]


@app.command("count")
@asks()
def count_command(
    board: BoardArg,
    asked: Asked = ASKED,
    search: CountSearch = CountSearch(),
    limited: Limited = Limited(),
    theory: TheoryOpt = True,
    tour_limit: Annotated[
        int | None,
        typer.Option(
            "--tour-limit",
            min=1,
            max=MOST_COUNT,
            help="cpsat, sat: stop after this many tours (the count is then 'at least').",
        ),
    ] = None,
    old_tour_limit: Annotated[int | None, typer.Option("--limit", min=1, max=MOST_COUNT, hidden=True)] = None,
    jobs: CountJob = CountJob(),
    frontier: Frontier = Frontier(),
    sample: Annotated[
        int | None,
        typer.Option(
            "--sample",
            min=1,
            max=MOST_COUNT,
            help="--job: run only N tasks spread over the split, to measure (see kt-csp job status).",
        ),
    ] = None,
    output: Annotated[CountFormat, typer.Option("--format", "-f", help="How to print the counts.")] = CountFormat.GRID,
    distinct: DistinctOpt = False,
    confirm: ConfirmOpt = False,
) -> None:
    """Count every tour: directed open tours by start square, or closed tours through the start.

    Example: kt-csp count 5x5
    """
    if distinct and not confirm:
        _count_distinct(asked.question(board), limited, output, search, jobs, frontier, tour_limit or old_tour_limit)
        return
    # start-up (imports, the question, auto's estimates) holds a Ctrl-C for the count to answer (JSON too)
    with held(until_work=True):
        from kt_csp.api import count
        from kt_csp.cli.progress import Bars

        tours = renamed(tour_limit, old_tour_limit, "--limit")
        chosen, options = search.chosen(tours, jobs, frontier)
        instance = asked.question(board)
        if confirm:
            _refuse_unconfirmable(instance, distinct)
        if jobs.job is None:
            jobs.refuse_without_job(sample)
            options = _say_a_long_count(instance, limited, chosen, theory, options)
    if jobs.job is None:
        result = count(instance, chosen, limited.limits(tours).reporting(Bars()), options, search.workers, theory)
    else:
        jobs.refuse_with_job(limited, search)
        result = replace(_count_job(instance, jobs.job, jobs, search.workers, sample), instance=instance)
    _answer(result, instance, output, limited if confirm else None)


def _answer(result: CountResult, instance: Instance, output: CountFormat, confirming: Limited | None) -> NoReturn:
    """Print the count (as JSON or as words), confirmed under ``confirming``'s limits where
    given, and exit as it comes to."""
    if confirming is not None:
        _confirm_count(result, instance, confirming, output)
    if output is CountFormat.JSON:
        typer.echo(json.dumps(result.as_dict()))
    else:
        print_count(result)
    finish(outcome_of(result))


def _refuse_unconfirmable(instance: Instance, distinct: bool) -> None:
    """Refuse ``--confirm`` before the count begins where the model counter would not be asked
    (a count of distinct classes among them)."""
    from kt_csp.certificates.model_count import refusal

    if distinct:
        raise KtError("--confirm confirms a count of tours, not of distinct classes: drop one of them")
    refused = refusal(instance)
    if refused is not None:
        raise KtError(f"--confirm: {refused}")


def _confirm_count(result: CountResult, instance: Instance, limited: Limited, output: CountFormat) -> NoReturn:
    """``count --confirm``: the count, then ganak's beside it (on a clock of its own), and the
    exit that both together come to: the count's when they agree, 1 when they differ, 3 when
    ganak did not finish (130 for Ctrl-C); a count a limit stopped is not confirmed."""
    from kt_csp.certificates.model_count import confirm, counter_name

    confirmation = confirm(instance, limits_of(limited.time_limit).restarted()) if result.complete else None
    counted = None if confirmation is None else confirmation.count
    agreed = counted == result.total
    if output is CountFormat.JSON:
        certificate = {
            "kind": "model count",
            "file": None,
            "checker": counter_name(),
            "checked": agreed,
            "count": counted,
        }
        typer.echo(json.dumps({**result.as_dict(), "certificate": certificate}))
    else:
        print_count(result)
        typer.echo(confirmation_line(result, confirmation))
    if confirmation is None or agreed:
        finish(outcome_of(result))
    if counted is not None:
        finish(Outcome.NO)
    finish(Outcome.INTERRUPTED if confirmation.stop is Stop.INTERRUPTED else Outcome.UNKNOWN)


def _count_distinct(
    instance: Instance,
    limited: Limited,
    output: CountFormat,
    search: CountSearch,
    jobs: CountJob,
    frontier: Frontier,
    tours: int | None,
) -> None:
    """``count --distinct``: the engines are Burnside's (no other engine's options); the classes
    printed with each symmetry's kept tours, or as JSON."""
    from kt_csp.api import distinct

    if search.chosen(tours, jobs, frontier)[0] != DEFAULT_ENGINE or limited.node_limit is not None:
        raise KtError("--distinct counts with the frontier counter and CP-SAT: drop the engine's options and limits")
    counted = distinct(instance, limits_of(limited.time_limit))
    if output is CountFormat.JSON:
        typer.echo(json.dumps(counted.as_dict()))
    else:
        print_distinct(counted)
    finish(outcome_of(counted))


LONG_COUNT_SECONDS = 60  # a count auto chooses that its estimate makes longer is said before it starts


def _say_a_long_count(instance: Instance, limited: Limited, chosen: str, theory: bool, options: object) -> object:
    """Before a count auto chooses (``chosen``, the theorems asked first: ``theory``), say how
    long its estimate makes it where that passes a minute, and what a stop leaves: without a
    limit it would otherwise run for hours with no word. The options to count with: auto's with
    the route said, so that the count does not estimate it again."""
    from kt_csp.engines.auto.engine import RoutedOptions, count_route
    from kt_csp.engines.backtrack import ENGINE as BACKTRACK
    from kt_csp.engines.frontier import ENGINE as FRONTIER
    from kt_csp.reasoning.obstacles import obstacle

    if chosen != DEFAULT_ENGINE or not theory or obstacle(instance) is not None:
        return options
    try:
        route = count_route(instance, limits_of(limited.time_limit, limited.node_limit))
    except LimitReached:
        return options  # the count itself says that the time is up
    walk, sweep = route.walk, route.sweep
    if route.engine == BACKTRACK.name and walk is not None and walk.seconds > LONG_COUNT_SECONDS:
        typer.echo(f"# {route.note}; Ctrl-C stops it with the tours counted so far", err=True)
    elif route.engine == FRONTIER.name and sweep is not None and sweep.seconds > LONG_COUNT_SECONDS:
        resumed = "count --spill DIR" if route.spill else "--checkpoint FILE"
        typer.echo(
            f"# {route.note}; a sweep has no count until its end ({resumed} lets a stopped one resume)", err=True
        )
    return RoutedOptions(route=route)


def _count_job(instance: Instance, path: Path, jobs: CountJob, workers: int | None, sample: int | None) -> CountResult:
    """Create or resume the job, run what is left, and report it as a count."""
    from kt_csp.cli.progress import Bars
    from kt_csp.jobs.job import open_job, run_dask, run_local
    from kt_csp.runtime.cluster import check_scheduler

    scheduler, dask_local = jobs.scheduler, jobs.dask_local
    if scheduler is not None:
        check_scheduler(scheduler)  # before the job file is made
    job = open_job(path, instance, jobs.split_depth)
    before = job.progress()
    started = time.perf_counter()
    cores = workers or os.cpu_count() or 1
    stop = None if sample is None else Stop.SAMPLE
    try:
        deliver()  # a Ctrl-C held back during start-up stops the job as it begins
        if scheduler is not None or dask_local:
            run_dask(job, scheduler, dask_local, Bars(), sample)
        else:
            run_local(job, cores, Bars(), sample)
    except KeyboardInterrupt:
        stop = Stop.INTERRUPTED
    result = job.result(before, time.perf_counter() - started, stop)
    now = job.progress()
    then = (  # (a job whose last task was done as Ctrl-C came is complete: nothing to resume)
        {
            Stop.SAMPLE: f"; kt-csp job status {path} estimates the rest",
            Stop.INTERRUPTED: "; the same command resumes it",
        }.get(stop, "")
        if stop is not None and not now.complete
        else ""
    )
    typer.echo(
        f"# job {path}: {now.done:,} of {now.total:,} tasks done (split at depth {job.depth}), "
        f"{now.done - before.done:,} in this run{then}",
        err=True,
    )
    return result


@job_app.command("status")
def job_status_command(
    path: Annotated[Path, typer.Argument(help="A job file made by kt-csp count --job.", show_default=False)],
    workers: Annotated[
        int | None,
        typer.Option(
            "--workers",
            "-j",
            min=1,
            max=MOST_WORKERS,
            help="Cores to estimate the time left for [default: all cores here].",
        ),
    ] = None,
) -> None:
    """Show a counting job's progress, rate and an estimate of the time left.

    Example: kt-csp job status 7x7.db
    """
    from kt_csp.jobs.job import read_job

    job = read_job(path)
    now = job.progress()
    cores = workers or os.cpu_count() or 1
    typer.echo(f"job {path}: count of the {job.instance.describe()}, split at depth {job.depth}")
    typer.echo(f"tasks: {now.done:,} of {now.total:,} done ({100 * now.done / max(1, now.total):.1f} %)")
    typer.echo(f"tours so far: {now.tours:,}" + (" (complete)" if now.complete else ""))
    if now.done:
        typer.echo(
            f"work so far: {now.task_seconds:,.1f} core-seconds, {now.nodes:,} nodes, "
            f"{now.task_seconds / now.done:.3f} s per task"
        )
        left = now.seconds_left(cores)
        typer.echo(
            f"whole job: about {duration(3600 * (now.core_hours() or 0.0))} on one core; "
            f"time left on {cores} core{'s' if cores > 1 else ''}: about {duration(left or 0.0)}"
        )
