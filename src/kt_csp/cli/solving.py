"""``kt-csp solve`` and ``kt-csp animate``: one tour, or a proof that none exists."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated

import typer

from kt_csp.cli.apps import app
from kt_csp.cli.asking import ASKED, Asked, asks
from kt_csp.cli.ending import finish, outcome_of
from kt_csp.cli.engine_flags import engine_of, engine_options, given_to
from kt_csp.cli.exits import Outcome
from kt_csp.cli.groups import Group
from kt_csp.cli.options import (
    MOST_COUNT,
    MOST_WORKERS,
    PRINT_LIMIT,
    SOLVING,
    BoardArg,
    CheckOpt,
    EncodingOpt,
    FileOriginOpt,
    FinderName,
    HintOpt,
    Limited,
    OrderOpt,
    Pictures,
    ProofOpt,
    SatSolverOpt,
    SeedOpt,
    TheoryOpt,
    TimeOpt,
    TourFormat,
    check_npy,
    check_picture_paths,
    flag_help,
    foreign_said,
    limits_of,
    seconds_or_none,
)
from kt_csp.cli.show.pictures import draw_pictures
from kt_csp.cli.show.solving import print_result, print_status
from kt_csp.cli.show.words import Described

# Only what the options and --help need is imported here; each command imports its own work, so
# that --help loads no engine and a command loads only the engines it runs (kt_csp.core.choices).
from kt_csp.core.choices import (
    BacktrackOptions,
    Order,
    Speed,
)
from kt_csp.core.instance import Instance
from kt_csp.core.limits import Limits
from kt_csp.files.writing import to_stdout


@dataclass(frozen=True)
class SolveSearch(Group):
    """The engine that answers, and the options of each engine that finds a tour."""

    engine: Annotated[
        FinderName | None,
        typer.Option(
            "--engine",
            help=f"Which engine answers [default: auto, or the engine whose options are given; {foreign_said()}].",
        ),
    ] = None
    order: OrderOpt = None
    forward_check: CheckOpt = None
    workers: Annotated[
        int | None,
        typer.Option("--workers", "-j", min=1, max=MOST_WORKERS, help=flag_help("--workers", SOLVING)),
    ] = None
    seed: SeedOpt = None
    hint: HintOpt = None
    encoding: EncodingOpt = None
    sat_solver: SatSolverOpt = None
    random: Annotated[
        bool | None,
        typer.Option("--random", help=flag_help("--random"), show_default=False),
    ] = None
    rank: Annotated[
        int | None,
        typer.Option("--rank", min=0, help=flag_help("--rank")),
    ] = None

    def chosen(self, tracer: object) -> tuple[str, Described]:
        """The engine (named, or the one whose options are given) and its options, the tracer
        among them.

        Parameters
        ----------
        tracer
            The trace's observer (``--trace``, `Trace.tracer`), or None.

        Returns
        -------
        tuple of (str, Described)
            The engine's name and its options, of its type.

        Raises
        ------
        KtError
            Options of engines that none takes together, or of another engine than ``--engine``'s.
        """
        given = given_to(
            SOLVING,
            {
                "--order": self.order,
                "--forward-check": self.forward_check,
                "--trace": tracer,
                "--workers": self.workers,
                "--seed": self.seed,
                "--random": self.random or None,
                "--rank": self.rank,
                "--hint": self.hint,
                "--encoding": self.encoding,
                "--sat-solver": self.sat_solver and self.sat_solver.value,
            },
        )
        chosen = self.engine.value if self.engine is not None else engine_of(given)
        return chosen, engine_options(chosen, given)


@dataclass(frozen=True)
class TourOutput(Group):
    """Where and how the tour is written."""

    output: Annotated[
        TourFormat, typer.Option("--format", "-f", help="How to write the tour (npy: a NumPy grid, with --out).")
    ] = TourFormat.GRID
    out: Annotated[
        Path | None,
        typer.Option("--out", "-o", help=f"Write the tour to this file (needed above {PRINT_LIMIT:,} squares)."),
    ] = None
    origin: FileOriginOpt = None

    @property
    def quiet(self) -> bool:
        """Whether standard output holds the tour as data (so words go to stderr, or nowhere)."""
        return self.output is TourFormat.JSON or self.out is not None


@dataclass(frozen=True)
class Trace(Group):
    """The backtracker's search, printed step by step."""

    trace: Annotated[
        bool | None,
        typer.Option("--trace", help=flag_help("--trace"), show_default=False),
    ] = None
    trace_limit: Annotated[
        int,
        typer.Option("--trace-limit", min=1, max=MOST_COUNT, help="backtrack: stop tracing after this many events."),
    ] = 200
    delay: Annotated[
        float,
        typer.Option("--delay", callback=seconds_or_none, help="backtrack: seconds to wait after each traced event."),
    ] = 0.0

    def tracer(self, instance: Instance, limits: Limits, err: bool) -> object:
        """The observer that prints the search (to stderr with ``err``), or None when no trace is asked.

        Parameters
        ----------
        instance
            The question searched.
        limits
            The run's limits: the trace's waits (``--delay``) stop at the time limit.
        err
            Whether the trace goes to stderr (standard output holding JSON).

        Returns
        -------
        object
            A `kt_csp.engines.backtrack.trace.Tracer`, or None.
        """
        return _tracer(instance, self.trace_limit, _pacer(self.delay, limits, err), limits) if self.trace else None


@app.command("solve")
@asks()
def solve_command(
    board: BoardArg = "8x8",
    asked: Asked = ASKED,
    search: SolveSearch = SolveSearch(),
    limited: Limited = Limited(),
    theory: TheoryOpt = True,
    written: TourOutput = TourOutput(),
    trace: Trace = Trace(),
    pictures: Pictures = Pictures(),
    proof: ProofOpt = None,
) -> None:
    """Find one tour, or prove that none exists.

    Example: kt-csp solve 8x8 --start a1
    """
    from kt_csp.api import solve
    from kt_csp.cli.progress import Bars
    from kt_csp.cli.proofs import certified, check_proof_path

    instance = asked.question(board)
    limits = limited.limits()
    tracer = trace.tracer(instance, limits, err=written.output is TourFormat.JSON and written.out is None)
    chosen, options = search.chosen(tracer)
    check_npy(written.output, written.out)
    check_picture_paths(pictures.svg, pictures.png, stdout_taken=written.out is None or to_stdout(written.out))
    check_proof_path(proof)
    result = solve(instance, chosen, limits.reporting(Bars()), options, theory)
    certificate = None if proof is None else certified(result, proof, limits)
    print_result(result, written.output, options, written.out, written.origin, certificate)
    if result.tour is not None:
        draw_pictures(instance, result.tour, pictures.svg, pictures.png, quiet=written.quiet)
    finish(Outcome.INTERRUPTED if certificate is not None and certificate.interrupted else outcome_of(result))


def _tracer(instance: Instance, most: int, emit: Callable[[str], None], limits: Limits) -> object:
    """The observer that prints the traced search (imported only when a trace is asked for)."""
    from kt_csp.engines.backtrack.trace import Tracer

    return Tracer(instance.board, most, emit, limits)


def _pacer(delay: float, limits: Limits, err: bool) -> Callable[[str], None]:
    """Print a line (to stderr when stdout holds JSON), then wait ``delay`` seconds (so that a
    trace can be watched), never past the time limit."""

    def emit(line: str) -> None:
        typer.echo(line, err=err)
        left = limits.seconds_left()
        if delay:
            time.sleep(delay if left is None else min(delay, left))

    return emit


@app.command("animate")
@asks()
def animate_command(
    board: BoardArg = "8x8",
    asked: Asked = ASKED,
    order: Annotated[Order, typer.Option("--order", help="Move order.")] = Order.PLAIN,
    forward_check: Annotated[
        bool,
        typer.Option(
            "--forward-check/--no-forward-check", help="Cut branches where an unvisited square can no longer be fitted."
        ),
    ] = True,
    speed: Annotated[
        Speed, typer.Option("--speed", help="normal: every step drawn; fast: many steps a frame.")
    ] = Speed.NORMAL,
    time_limit: TimeOpt = None,
) -> None:
    """Watch the backtracker search: the numbered path grows and shrinks on a live board.

    Example: kt-csp animate 6x6 --start a1 --speed fast
    """
    from kt_csp.cli.animate import animate
    from kt_csp.cli.progress import Console

    instance = asked.question(board)
    options = BacktrackOptions(order=order, forward_check=forward_check)
    result = animate(instance, options, speed, Console(), limits_of(time_limit))
    print_status(result, options)
    finish(outcome_of(result))
