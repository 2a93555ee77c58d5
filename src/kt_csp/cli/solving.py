"""``kt-csp solve`` and ``kt-csp animate``: one tour, or a proof that none exists."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

# Only what the options and --help need is imported here; each command imports its own work, so
# that --help loads no engine and a command loads only the engines it runs (kt_csp.core.choices).
from kt_csp.core.choices import (
    DEFAULT_WORKERS,
    BacktrackOptions,
    Order,
    Origin,
    Speed,
)
from kt_csp.core.instance import Instance
from kt_csp.core.limits import Limits
from kt_csp.files.writing import to_stdout

if TYPE_CHECKING:
    pass

from kt_csp.cli.apps import app
from kt_csp.cli.asking import ASKED, Asked, asks
from kt_csp.cli.ending import finish, outcome_of
from kt_csp.cli.options import (
    MOST_COUNT,
    MOST_WORKERS,
    PRINT_LIMIT,
    BoardArg,
    CheckOpt,
    EncodingOpt,
    FinderName,
    HintOpt,
    NodeOpt,
    OrderOpt,
    OriginOpt,
    PngOpt,
    SatSolverOpt,
    SeedOpt,
    SvgOpt,
    TheoryOpt,
    TimeOpt,
    TourFormat,
    check_npy,
    check_picture_paths,
    engine_of,
    engine_options,
    limits_of,
    seconds_or_none,
)
from kt_csp.cli.show import draw_pictures, print_result, print_status


@app.command("solve")
@asks()
def solve_command(
    board: BoardArg = "8x8",
    asked: Asked = ASKED,
    engine: Annotated[
        FinderName | None,
        typer.Option("--engine", help="Which engine answers [default: auto, or the engine whose options are given]."),
    ] = None,
    order: OrderOpt = None,
    forward_check: CheckOpt = None,
    workers: Annotated[
        int | None,
        typer.Option(
            "--workers", "-j", min=1, max=MOST_WORKERS, help=f"cpsat: search workers [default: {DEFAULT_WORKERS}]."
        ),
    ] = None,
    seed: SeedOpt = None,
    hint: HintOpt = None,
    encoding: EncodingOpt = None,
    sat_solver: SatSolverOpt = None,
    time_limit: TimeOpt = None,
    node_limit: NodeOpt = None,
    theory: TheoryOpt = True,
    output: Annotated[
        TourFormat, typer.Option("--format", "-f", help="How to write the tour (npy: a NumPy grid, with --out).")
    ] = TourFormat.GRID,
    out: Annotated[
        Path | None,
        typer.Option("--out", "-o", help=f"Write the tour to this file (needed above {PRINT_LIMIT:,} squares)."),
    ] = None,
    origin: OriginOpt = Origin.BOTTOM,
    trace: Annotated[
        bool | None,
        typer.Option(
            "--trace",
            help="backtrack: print the search step by step (jumps, cuts, moves taken back).",
            show_default=False,
        ),
    ] = None,
    trace_limit: Annotated[
        int,
        typer.Option("--trace-limit", min=1, max=MOST_COUNT, help="backtrack: stop tracing after this many events."),
    ] = 200,
    delay: Annotated[
        float,
        typer.Option("--delay", callback=seconds_or_none, help="backtrack: seconds to wait after each traced event."),
    ] = 0.0,
    svg: SvgOpt = None,
    png: PngOpt = None,
) -> None:
    """Find one tour, or prove that none exists.

    Example: kt-csp solve 8x8 --start a1
    """
    from kt_csp.api import solve
    from kt_csp.cli.progress import Bars

    instance = asked.question(board)
    limits = limits_of(time_limit, node_limit)
    tracer = (
        _tracer(instance, trace_limit, _pacer(delay, limits, err=output is TourFormat.JSON and out is None), limits)
        if trace
        else None
    )
    given = {
        "--order": (order, ("backtrack",)),
        "--forward-check": (forward_check, ("backtrack",)),
        "--trace": (tracer, ("backtrack",)),
        "--workers": (workers, ("cpsat",)),
        "--seed": (seed, ("cpsat",)),
        "--hint": (hint, ("cpsat",)),
        "--encoding": (encoding, ("sat",)),
        "--sat-solver": (sat_solver and sat_solver.value, ("sat",)),
    }
    chosen = engine.value if engine is not None else engine_of(given)
    options = engine_options(chosen, given)
    check_npy(output, out)
    check_picture_paths(svg, png, stdout_taken=out is None or to_stdout(out))
    result = solve(instance, chosen, limits, options, theory, progress=Bars())
    print_result(result, output, options, out, origin)
    if result.tour is not None:
        draw_pictures(instance, result.tour, svg, png, quiet=output is TourFormat.JSON or out is not None)
    finish(outcome_of(result))


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
