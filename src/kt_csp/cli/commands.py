"""The ``kt-csp`` commands: parse, call the library, render.

Results go to stdout (and nothing else does when the format is JSON); errors go to stderr as one
line. The exit codes and the process around the commands are `kt_csp.cli.process`'s.
"""

from __future__ import annotations

import enum
import json
import math
import os
import signal
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, NoReturn

import typer

try:  # recent typer vendors click; older releases depend on it
    from typer._click.exceptions import ClickException, NoArgsIsHelpError
except ImportError:  # pragma: no cover
    from click.exceptions import ClickException, NoArgsIsHelpError  # type: ignore[assignment]

# Only what the options and --help need is imported here; each command imports its own work, so
# that --help loads no engine and a command loads only the engines it runs (kt_csp.core.choices).
from kt_csp.cli.process import EXIT_INTERRUPTED, EXIT_NEGATIVE, EXIT_OK, EXIT_UNKNOWN, EXIT_USAGE, Session
from kt_csp.core.board import KNIGHT, Wrap, parse_board, parse_board_range, parse_leaper
from kt_csp.core.choices import (
    DEFAULT_SOLVER,
    DEFAULT_WORKERS,
    MOST_SEED,
    SOLVERS,
    BacktrackOptions,
    CpsatOptions,
    Encoding,
    ExportFormat,
    FrontierOptions,
    Order,
    Origin,
    SatOptions,
    Speed,
)
from kt_csp.core.instance import Instance, Magic, Symmetry
from kt_csp.core.limits import LimitReached, Limits, Stop
from kt_csp.core.result import Result, Status
from kt_csp.core.status import CheckStatus, PathStatus
from kt_csp.core.words import quantity
from kt_csp.engines.registry import ENGINES, get_engine
from kt_csp.errors import KtError
from kt_csp.files.markdown import table
from kt_csp.files.writing import STDOUT, check_folder, to_stdout, write_output
from kt_csp.reasoning.theorems import THEORY
from kt_csp.runtime.ctrl_c import deliver

if TYPE_CHECKING:
    from kt_csp.core.board import Board
    from kt_csp.core.result import CountResult
    from kt_csp.core.tour import Squares
    from kt_csp.crosschecks.check import CrossCheck
    from kt_csp.crosschecks.survey import Sweep
    from kt_csp.engines.registry import Engine
    from kt_csp.files.tours import TourText

__all__ = ["app", "run"]

COMPLETION_VARIABLE = "_KT_CSP_COMPLETE"

_SESSION: list[Session | None] = [None]  # the run in progress (set by `run`)


def _limits(time_limit: float | None = None, node_limit: int | None = None, tour_limit: int | None = None) -> Limits:
    """The command's limits, on the clock that started with the process (so that start-up and
    model building count against ``--time-limit``)."""
    session = _SESSION[0]
    return Limits(time_limit, node_limit, tour_limit, None if session is None else session.started)


app = typer.Typer(
    help="Knight's tours solved three independent ways and checked against each other.\n\n"
    "Example: kt-csp solve 8x8 --start a1\n\n"
    "Exit codes: 0 success, 1 a negative answer, 2 bad input, 3 unknown (a limit), "
    "70 a bug (add --debug for its traceback), 130 Ctrl-C.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
    context_settings={"help_option_names": ["-h", "--help"]},
)
job_app = typer.Typer(
    help="Counting jobs made by kt-csp count --job.\n\nExample: kt-csp job status 7x7.db",
    no_args_is_help=True,
    context_settings={"help_option_names": ["-h", "--help"]},
)
app.add_typer(job_app, name="job")
puzzle_app = typer.Typer(
    help="Clue puzzles (the knight's Hidato): make them with one solution, solve them.\n\n"
    "Example: kt-csp puzzle make 8x8 --clues 14 --seed 1",
    no_args_is_help=True,
    context_settings={"help_option_names": ["-h", "--help"]},
)
app.add_typer(puzzle_app, name="puzzle")

EngineName = enum.Enum("EngineName", {name: name for name in ENGINES}, type=str)  # type: ignore[misc]
FinderName = enum.Enum("FinderName", {name: name for name, e in ENGINES.items() if e.finds}, type=str)  # type: ignore[misc]
CounterName = enum.Enum("CounterName", {name: name for name, e in ENGINES.items() if e.counts}, type=str)  # type: ignore[misc]
SatSolverName = enum.Enum("SatSolverName", {name: name for name in SOLVERS}, type=str)  # type: ignore[misc]


class TourFormat(str, enum.Enum):
    GRID = "grid"
    SQUARES = "squares"
    JSON = "json"
    NPY = "npy"


PRINT_LIMIT = 10_000  # squares: larger tours go to a file (--out), not to the terminal


class CountFormat(str, enum.Enum):
    GRID = "grid"
    JSON = "json"


def _seconds(value: float | None) -> float | None:
    """A number of seconds: finite, not negative, and not beyond what a clock can wait for."""
    if value is not None and not (math.isfinite(value) and 0 <= value <= MOST_SECONDS):
        raise typer.BadParameter(f"{value:g} is not a number of seconds from 0 to {MOST_SECONDS:.0e}")
    return None if value is None else value + 0.0  # -0 is 0


MOST_SECONDS = 1e9  # about 31 years: timers refuse far larger waits
MOST_COUNT = 2**62  # node, tour and sample limits: solvers keep them in 64-bit integers
MOST_WORKERS = 1_024

BoardArg = Annotated[
    str,
    typer.Argument(
        help="Board size ROWSxCOLS, e.g. 8x8 or 5x6; or a board picture file ('.' a square, '#' a hole, a number a clue; top rank first).",
        show_default=False,
    ),
]
StartOpt = Annotated[str | None, typer.Option("--start", "-s", help="Start square: a1, or row,col from 0.")]
EndOpt = Annotated[str | None, typer.Option("--end", "-e", help="End square: h8, or row,col from 0.")]
ClosedOpt = Annotated[
    bool,
    typer.Option(
        "--closed/--open", help="Closed: the last square one jump from the first [default: open].", show_default=False
    ),
]
LeaperOpt = Annotated[str, typer.Option("--leaper", help="The piece's jump p,q: 1,2 knight, 1,3 camel, 2,3 zebra.")]
HolesOpt = Annotated[str | None, typer.Option("--holes", help="Squares taken away, which no tour visits: d4,e4,d5,e5.")]
ClueOpt = Annotated[
    list[str] | None,
    typer.Option(
        "--clue", help="A given move number, SQUARE=MOVE from 0: a1=0 (repeat the option for more).", show_default=False
    ),
]
SymmetryOpt = Annotated[
    Symmetry | None,
    typer.Option("--symmetry", help="A tour whose moves this turn or mirror carries onto themselves (cpsat, sat)."),
]
MagicOpt = Annotated[
    Magic | None,
    typer.Option(
        "--magic",
        help="Move numbers from 1 summing alike: semi (ranks and files), full (and the long diagonals) (cpsat).",
    ),
]
UncrossedOpt = Annotated[
    bool,
    typer.Option(
        "--uncrossed", help="No two moves cross as segments between square centres (cpsat, sat).", show_default=False
    ),
]
LongestOpt = Annotated[
    bool,
    typer.Option(
        "--longest",
        help="The path (or, --closed, cycle) with the most moves, not every square visited (cpsat; optimal or feasible, with a bound).",
        show_default=False,
    ),
]
WrapOpt = Annotated[
    Wrap, typer.Option("--wrap", help="Join the board's sides: cylinder (files wrap) or torus (ranks too).")
]
EngineOpt = Annotated[EngineName, typer.Option("--engine", help="Which engine answers.")]
OrderOpt = Annotated[Order | None, typer.Option("--order", help="backtrack: move order [default: plain].")]
CheckOpt = Annotated[
    bool | None,
    typer.Option(
        "--forward-check/--no-forward-check",
        help="backtrack: cut branches where an unvisited square can no longer be fitted [default: on].",
    ),
]
SeedOpt = Annotated[int | None, typer.Option("--seed", min=0, max=MOST_SEED, help="cpsat: random seed [default: 0].")]
HintOpt = Annotated[
    bool | None, typer.Option("--hint/--no-hint", help="cpsat: warm-start from a backtracker tour [default: off].")
]
EncodingOpt = Annotated[Encoding | None, typer.Option("--encoding", help="sat: CNF encoding [default: lazy].")]
SatSolverOpt = Annotated[
    SatSolverName | None, typer.Option("--sat-solver", help=f"sat: PySAT solver [default: {DEFAULT_SOLVER}].")
]
SvgOpt = Annotated[Path | None, typer.Option("--svg", help="Draw the tour into this SVG file.")]
PngOpt = Annotated[Path | None, typer.Option("--png", help="Draw the tour into this PNG file.")]
TimeOpt = Annotated[
    float | None,
    typer.Option(
        "--time-limit",
        callback=_seconds,
        help="Stop after this many seconds, counted from the start of the command (answer unknown).",
    ),
]
OriginOpt = Annotated[
    Origin,
    typer.Option(
        "--origin",
        help="Text grids: rank 1 at the bottom (as a chessboard is printed) or at the top (row 0 first, as the classic GfG article prints it).",
    ),
]
TheoryOpt = Annotated[
    bool,
    typer.Option(
        "--theory/--no-theory",
        help="Answer at once where the published theorems rule the board out; --no-theory makes the engine prove it.",
    ),
]
NodeOpt = Annotated[
    int | None,
    typer.Option(
        "--node-limit",
        min=1,
        max=MOST_COUNT,
        help="Stop after this many search nodes (backtrack) or conflicts (cpsat, sat); the answer is then unknown.",
    ),
]


def _instance(
    board_text: str,
    start: str | None,
    end: str | None,
    closed: bool,
    leaper: str,
    holes: str | None = None,
    wrap: Wrap = Wrap.NONE,
    clues: list[str] | None = None,
    symmetry: Symmetry | None = None,
    magic: Magic | None = None,
    uncrossed: bool = False,
    longest: bool = False,
) -> Instance:
    from kt_csp.api import question
    from kt_csp.files.board_text import looks_like_size, read_picture
    from kt_csp.files.reading import STDIN

    drawn: str | Board = board_text  # a size, or else (when there is such a file) a board picture
    given: tuple[tuple[int, int], ...] = ()
    if not looks_like_size(board_text) and (board_text == STDIN or os.path.exists(board_text)):
        drawn, given = read_picture(board_text, parse_leaper(leaper))
    instance = question(
        drawn,
        start=start,
        end=end,
        closed=closed,
        leaper=leaper,
        holes=holes,
        wrap=wrap,
        clues=",".join(clues) if clues else None,
        symmetry=symmetry,
        magic=magic,
        uncrossed=uncrossed,
        longest=longest,
    )
    return replace(instance, clues=given + instance.clues) if given else instance


def _options(engine: str, given: dict[str, tuple[object, str]]) -> object:
    """The engine's options from ``flag: (value, engine it belongs to)``; a flag given for another
    engine is an error rather than silently ignored."""
    for flag, (value, owner) in given.items():
        if value is not None and engine not in owner.split(" or "):
            raise KtError(f"{flag} is an option of the {owner} engine, not of {engine}")
    value = {flag: pair[0] for flag, pair in given.items()}
    if engine == "backtrack":
        return BacktrackOptions(
            order=value.get("--order") or Order.PLAIN,  # type: ignore[arg-type]
            forward_check=value.get("--forward-check") is not False,
            trace=value.get("--trace"),  # type: ignore[arg-type]
        )
    if engine == "sat":
        solver = value.get("--sat-solver")
        return SatOptions(
            encoding=value.get("--encoding") or Encoding.LAZY,  # type: ignore[arg-type]
            solver=DEFAULT_SOLVER if solver is None else solver.value,  # type: ignore[attr-defined]
        )
    if engine == "frontier":
        return FrontierOptions(checkpoint=value.get("--checkpoint"), spill=value.get("--spill"))  # type: ignore[arg-type]
    if engine != "cpsat":
        return ENGINES[engine].options()
    return CpsatOptions(
        workers=int(value.get("--workers") or DEFAULT_WORKERS),  # type: ignore[call-overload]
        seed=int(value.get("--seed") or 0),  # type: ignore[call-overload]
        hint=bool(value.get("--hint")),
    )


def _renamed(value: object, old: object, spelling: str) -> object:
    """The value of an option under its name or under the spelling it had before (kept, hidden,
    for one release); both at once are an error."""
    if value is not None and old is not None:
        raise KtError(f"{spelling} is the old spelling of the same option: give it once")
    return value if value is not None else old


def _engine_of(given: dict[str, tuple[object, str]]) -> str:
    """The engine whose options were given (so ``--order warnsdorff`` means the backtracker, and
    ``--workers`` with ``--spill`` the frontier counter), or auto; options no one engine takes
    together are an error that names them."""
    owners = {flag: owner for flag, (value, owner) in given.items() if value is not None}
    if not owners:
        return "auto"
    choices = [owner.split(" or ") for owner in owners.values()]
    common = [engine for engine in choices[0] if all(engine in choice for choice in choices)]
    if not common:
        said = " and ".join(f"{flag} ({owner})" for flag, owner in owners.items())
        raise KtError(
            f"{said} are options of different engines: give one engine's options (or choose it with --engine)"
        )
    return common[0]  # (the first named: --workers alone means the backtracker)


def _stats_line(engine: str, stats: dict[str, float | int], timed: bool = True) -> str:
    """The search statistics in the engine's own words: ``952 nodes, 888 backtracks, 0.000 s``."""
    nodes, backtracks = ENGINES[engine].units if engine in ENGINES else ("nodes", "backtracks")
    extra = "".join(
        f", {quantity(value, key)}" for key, value in stats.items() if key not in ("nodes", "backtracks", "wall_time")
    )
    seconds = f", {stats['wall_time']:.3f} s" if timed else ""
    return f"{quantity(stats['nodes'], nodes)}, {quantity(stats['backtracks'], backtracks)}{seconds}{extra}"


def _answered(code: int) -> NoReturn:
    """End the command with ``code``. The answer is out: a Ctrl-C from now on changes nothing,
    so it is ignored (`kt_csp.cli.process` puts the handler back afterwards)."""
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    raise typer.Exit(code)


def _exit_code(result: Result | CountResult) -> int:
    """0 found (or complete, or the longest path proved), 1 none, 3 unknown (or a path not proved
    the longest), 130 when Ctrl-C stopped it."""
    if result.stop is Stop.INTERRUPTED:
        return EXIT_INTERRUPTED
    if not isinstance(result, Result):  # a count
        return EXIT_OK if result.complete else EXIT_UNKNOWN
    if result.word is PathStatus.FEASIBLE:
        return EXIT_UNKNOWN  # a path, but whether a longer one exists is not known
    return {Status.FOUND: EXIT_OK, Status.NONE: EXIT_NEGATIVE, Status.UNKNOWN: EXIT_UNKNOWN}[result.status]


@app.command("solve")
def solve_command(
    board: BoardArg = "8x8",
    start: StartOpt = None,
    end: EndOpt = None,
    closed: ClosedOpt = False,
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
    leaper: LeaperOpt = "1,2",
    holes: HolesOpt = None,
    wrap: WrapOpt = Wrap.NONE,
    clue: ClueOpt = None,
    symmetry: SymmetryOpt = None,
    magic: MagicOpt = None,
    uncrossed: UncrossedOpt = False,
    longest: LongestOpt = False,
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
        float, typer.Option("--delay", callback=_seconds, help="backtrack: seconds to wait after each traced event.")
    ] = 0.0,
    svg: SvgOpt = None,
    png: PngOpt = None,
) -> None:
    """Find one tour, or prove that none exists.

    Example: kt-csp solve 8x8 --start a1
    """
    from kt_csp.api import solve

    instance = _instance(board, start, end, closed, leaper, holes, wrap, clue, symmetry, magic, uncrossed, longest)
    limits = _limits(time_limit, node_limit)
    tracer = (
        _tracer(instance, trace_limit, _pacer(delay, limits, err=output is TourFormat.JSON and out is None), limits)
        if trace
        else None
    )
    given = {
        "--order": (order, "backtrack"),
        "--forward-check": (forward_check, "backtrack"),
        "--trace": (tracer, "backtrack"),
        "--workers": (workers, "cpsat"),
        "--seed": (seed, "cpsat"),
        "--hint": (hint, "cpsat"),
        "--encoding": (encoding, "sat"),
        "--sat-solver": (sat_solver, "sat"),
    }
    chosen = engine.value if engine is not None else _engine_of(given)
    options = _options(chosen, given)
    _check_npy(output, out)
    _check_picture_paths(svg, png, stdout_taken=out is None or to_stdout(out))
    result = solve(instance, chosen, limits, options, theory)
    _print_result(result, output, options, out, origin)
    if result.tour is not None:
        _draw(instance, result.tour, svg, png, quiet=output is TourFormat.JSON or out is not None)
    _answered(_exit_code(result))


def _check_npy(output: TourFormat, out: Path | None) -> None:
    """npy is binary: it needs ``--out`` (a file, or ``-`` with standard output not a terminal);
    and ``--out``'s folder must exist."""
    check_folder(out)
    if output is TourFormat.NPY and out is None:
        raise KtError("--format npy writes a binary file: give --out FILE (or --out - into a pipe)")
    if output is TourFormat.NPY and to_stdout(out) and sys.stdout.isatty():
        raise KtError("--format npy is binary and stdout is a terminal: give --out FILE, or pipe it")


PICTURE_SUFFIXES = {
    ".svg": "SVG",
    ".png": "PNG",
    ".jpg": "JPEG",
    ".jpeg": "JPEG",
    ".gif": "GIF",
    ".bmp": "BMP",
    ".webp": "WebP",
    ".tif": "TIFF",
    ".tiff": "TIFF",
    ".pdf": "PDF",
}


def _check_picture_paths(svg: Path | None, png: Path | None, stdout_taken: bool = False) -> None:
    """Refuse a picture whose file name promises another format than the one written, one whose
    folder is missing, and two outputs that both ask for standard output (``-``)."""
    wanting = [name for name, path in (("--svg", svg), ("--png", png)) if to_stdout(path)]
    if len(wanting) + stdout_taken > 1:
        also = "the tour" if stdout_taken else wanting[1]
        raise KtError(f"{wanting[0]} - and {also} would both go to standard output: give one of them a file")
    for path, suffix in ((svg, ".svg"), (png, ".png")):
        check_folder(path)
        named = None if path is None else PICTURE_SUFFIXES.get(path.suffix.lower())
        if named is not None and path is not None and path.suffix.lower() != suffix:
            raise KtError(
                f"--{suffix[1:]} writes {suffix[1:].upper()}, but {str(path)!r} names a {named} file: "
                f"name it {path.stem}{suffix}"
            )


def _draw(instance: Instance, tour: Squares, svg: Path | None, png: Path | None, quiet: bool = False) -> None:
    """Write the pictures asked for, and say where (on stderr when stdout holds JSON)."""
    from kt_csp.files.tour_pictures import picture, write_png, write_svg

    if svg is None and png is None:
        return
    pic = picture(instance.board, tour, instance.closed)
    quiet = quiet or to_stdout(svg) or to_stdout(png)  # a picture on stdout: the words go to stderr
    for path, write in ((svg, write_svg), (png, write_png)):
        if path is not None:
            write(pic, path)
            typer.echo(f"# drew the tour {'on standard output' if to_stdout(path) else f'in {path}'}", err=quiet)


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


def _print_result(result: Result, output: TourFormat, options: object, out: Path | None, origin: Origin) -> None:
    """The tour in the format asked for (to ``out`` if given) and the lines that say what it is."""
    board, tour = result.instance.board, result.tour
    written = out is not None and tour is not None
    shown = tour is not None and (written or board.size <= PRINT_LIMIT)
    if written:
        _write_tour(out, result, output, origin)  # type: ignore[arg-type]
    if output is TourFormat.JSON and out is None:
        typer.echo(json.dumps(_solve_json(result, shown)))
        return
    if shown and out is None:
        typer.echo(_tour_text(result, output, origin))
    _print_status(result, options, err=written)  # with --out, stdout has no data: the words go with the errors
    if written and not to_stdout(out):
        typer.echo(f"# the tour is in {out} ({output.value})", err=True)
    elif tour is not None and not shown:
        typer.echo(f"# {_omitted(board)}")


def _omitted(board: Board) -> str:
    return (
        f"the tour ({board.size:,} squares) is not printed above {PRINT_LIMIT:,} squares: "
        "give --out FILE (--format npy is the compact choice)"
    )


def _solve_json(result: Result, with_tour: bool) -> dict[str, object]:
    """solve's JSON: the result, whether its tour was verified, and why the tour is left out
    when it is."""
    return result.as_dict(with_tour, with_verified=True, omitted=_omitted(result.instance.board))


def _tour_text(result: Result, output: TourFormat, origin: Origin) -> str:
    from kt_csp.files.tours import format_grid, format_squares

    board, tour = result.instance.board, result.tour
    base = 1 if result.instance.magic is not None else 0  # a magic tour's sums are of moves from 1
    return format_grid(board, tour, base, origin) if output is TourFormat.GRID else format_squares(board, tour)  # type: ignore[arg-type]


def _print_status(result: Result, options: object, err: bool = False) -> None:
    """The comment lines under a tour: the answer, the engine's work, and its note."""
    board, tour = result.instance.board, result.tour
    head = result.instance.describe()
    if tour is not None:
        head += f" ({board.name(int(tour[0]))} … {board.name(int(tour[-1]))}), verified"
    if result.instance.longest and result.bound is not None:
        head += (f": {result.moves} moves" if tour is not None else "") + (
            ", proved the most" if result.word is PathStatus.OPTIMAL else f", none has more than {result.bound}"
        )
    typer.echo(f"# {result.word}: {head}" + (f" ({result.reason})" if result.reason else ""), err=err)
    if result.engine == THEORY:
        typer.echo(f"# {THEORY}: answered without search (--no-theory makes the engine prove it)", err=err)
    else:
        typer.echo(
            f"# {result.engine}, {options.describe()}: {_stats_line(result.engine, result.stats.as_dict())}",  # type: ignore[attr-defined]
            err=err,
        )
    if result.instance.magic is not None and tour is not None:
        typer.echo(f"# {_magic_words(result.instance)}", err=err)
    if result.note:
        typer.echo(f"# {result.note}", err=err)


def _magic_words(instance: Instance) -> str:
    """What a magic tour's numbers sum to, and how they are numbered."""
    from kt_csp.core.verifier import magic_sums

    rank, file = magic_sums(instance.board)
    lines = (
        f"every rank and file sums to {rank:g}"
        if rank == file
        else f"every rank sums to {rank:g} and every file to {file:g}"
    )
    diagonals = " and so do both long diagonals" if instance.magic is Magic.FULL else ""
    return f"{instance.magic.value}-magic, moves numbered from 1: {lines}{diagonals}"  # type: ignore[union-attr]


def _write_tour(out: Path, result: Result, output: TourFormat, origin: Origin) -> None:
    from kt_csp.files.tours import write_npy

    if output is TourFormat.NPY:
        write_npy(out, result.instance.board, result.tour)  # type: ignore[arg-type]
        return
    text = json.dumps(_solve_json(result, True)) if output is TourFormat.JSON else _tour_text(result, output, origin)
    write_output(out, (text + "\n").encode(), "the tour")


@app.command("animate")
def animate_command(
    board: BoardArg = "8x8",
    start: StartOpt = None,
    end: EndOpt = None,
    closed: ClosedOpt = False,
    leaper: LeaperOpt = "1,2",
    holes: HolesOpt = None,
    wrap: WrapOpt = Wrap.NONE,
    clue: ClueOpt = None,
    symmetry: SymmetryOpt = None,
    magic: MagicOpt = None,
    uncrossed: UncrossedOpt = False,
    longest: LongestOpt = False,
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
    from kt_csp.runtime.progress import Console

    instance = _instance(board, start, end, closed, leaper, holes, wrap, clue, symmetry, magic, uncrossed, longest)
    options = BacktrackOptions(order=order, forward_check=forward_check)
    result = animate(instance, options, speed, Console(), _limits(time_limit))
    _print_status(result, options)
    _answered(_exit_code(result))


@app.command("count")
def count_command(
    board: BoardArg,
    start: StartOpt = None,
    end: EndOpt = None,
    closed: ClosedOpt = False,
    engine: Annotated[
        CounterName | None,
        typer.Option("--engine", help="Which engine counts [default: auto, or the engine whose options are given]."),
    ] = None,
    order: OrderOpt = None,
    forward_check: CheckOpt = None,
    workers: Annotated[
        int | None,
        typer.Option(
            "--workers",
            "-j",
            min=1,
            max=MOST_WORKERS,
            help="backtrack: processes to count with; frontier: threads to sweep with [default: all cores].",
        ),
    ] = None,
    seed: SeedOpt = None,
    sat_solver: SatSolverOpt = None,
    leaper: LeaperOpt = "1,2",
    holes: HolesOpt = None,
    wrap: WrapOpt = Wrap.NONE,
    clue: ClueOpt = None,
    symmetry: SymmetryOpt = None,
    magic: MagicOpt = None,
    uncrossed: UncrossedOpt = False,
    longest: LongestOpt = False,
    time_limit: TimeOpt = None,
    node_limit: NodeOpt = None,
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
    job: Annotated[
        Path | None,
        typer.Option(
            "--job", help="backtrack: count as a resumable job stored in this SQLite file (created or resumed)."
        ),
    ] = None,
    split_depth: Annotated[
        int | None,
        typer.Option(
            "--split-depth",
            min=0,
            max=MOST_COUNT,
            help="--job: moves fixed per task when the job is created [default: by board size].",
        ),
    ] = None,
    scheduler: Annotated[
        str | None,
        typer.Option(
            "--scheduler", help="--job: run the tasks on the Dask scheduler at this address (tcp://host:8786)."
        ),
    ] = None,
    dask_local: Annotated[
        int | None,
        typer.Option(
            "--dask-local", min=1, max=MOST_WORKERS, help="--job: run the tasks on a Dask LocalCluster of N workers."
        ),
    ] = None,
    checkpoint: Annotated[
        Path | None,
        typer.Option(
            "--checkpoint",
            help="frontier: save the sweep in this file as it goes and resume from it (a count stopped by a limit or Ctrl-C goes on from where it was).",
        ),
    ] = None,
    spill: Annotated[
        Path | None,
        typer.Option(
            "--spill",
            help="frontier: keep the states on disk in this folder, for a count past memory (a run of it does not resume: see --checkpoint).",
        ),
    ] = None,
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
) -> None:
    """Count every tour: directed open tours by start square, or closed tours through the start.

    Example: kt-csp count 5x5
    """
    from kt_csp.api import count

    given = {
        "--order": (order, "backtrack"),
        "--forward-check": (forward_check, "backtrack"),
        "--workers": (workers, "backtrack or frontier"),
        "--seed": (seed, "cpsat"),
        "--sat-solver": (sat_solver, "sat"),
        "--tour-limit": (_renamed(tour_limit, old_tour_limit, "--limit"), "cpsat or sat"),
        "--job": (job, "backtrack"),
        "--checkpoint": (checkpoint, "frontier"),
        "--spill": (spill, "frontier"),
    }
    chosen = engine.value if engine is not None else _engine_of(given)
    options = _options(chosen, given)
    instance = _instance(board, start, end, closed, leaper, holes, wrap, clue, symmetry, magic, uncrossed, longest)
    if job is None:
        if split_depth is not None or scheduler is not None or dask_local or sample:
            raise KtError(
                "--split-depth, --scheduler, --dask-local and --sample belong to a counting job: give --job FILE"
            )
        if chosen == "auto" and theory:
            _say_a_long_walk(instance, _limits(time_limit))
        result = count(
            instance, chosen, _limits(time_limit, node_limit, tour_limit or old_tour_limit), options, workers, theory
        )
    else:
        if time_limit is not None or node_limit is not None or order is not None or forward_check is not None:
            raise KtError(
                "a counting job runs every task to its end with the default search: drop the limits and search options"
            )
        if scheduler is not None and dask_local:
            raise KtError("--scheduler and --dask-local are two clusters: choose one")
        if scheduler is not None and not scheduler.strip():
            raise KtError("--scheduler needs the address of a Dask scheduler, such as tcp://host:8786")
        result = _count_job(instance, job, split_depth, workers, scheduler, dask_local, sample)
    if output is CountFormat.JSON:
        typer.echo(json.dumps(result.as_dict()))
    else:
        _print_count(result)
    _answered(_exit_code(result))


LONG_WALK_SECONDS = 60  # a walk auto chooses that would take longer is said before it starts


def _say_a_long_walk(instance: Instance, limits: Limits) -> None:
    """Before a count auto gives the backtracker, say how long Knuth's estimate makes the walk
    where it is long: without a limit it would otherwise run for hours with no word."""
    from kt_csp.engines.auto import count_route
    from kt_csp.reasoning.theorems import rules_out

    if rules_out(instance) is not None:
        return
    try:
        route = count_route(instance, limits)
    except LimitReached:
        return  # the count itself says that the time is up
    if route.walk is not None and route.walk.seconds > LONG_WALK_SECONDS:
        typer.echo(f"# {route.note}; Ctrl-C stops it with the tours counted so far", err=True)


def _count_job(
    instance: Instance,
    path: Path,
    depth: int | None,
    workers: int | None,
    scheduler: str | None,
    dask_local: int | None,
    sample: int | None,
) -> CountResult:
    """Create or resume the job, run what is left, and report it as a count."""
    from kt_csp.jobs.job import Progress, check_scheduler, open_job, run_dask, run_local
    from kt_csp.runtime.progress import progress

    if scheduler is not None:
        check_scheduler(scheduler)  # before the job file is made
    job = open_job(path, instance, depth)
    before = job.progress()
    started = time.perf_counter()
    cores = workers or os.cpu_count() or 1
    stop = None if sample is None else Stop.SAMPLE
    with progress(before.total, f"counting job {path.name}") as advance:
        advance(before.done, "")
        seen = [before.done]

        def step(now: Progress) -> None:
            advance(now.done - seen[0], f"{now.tours:,} tours")
            seen[0] = now.done

        try:
            deliver()  # a Ctrl-C held back during start-up stops the job as it begins
            if scheduler is not None or dask_local:
                run_dask(job, scheduler, dask_local, step, sample)
            else:
                run_local(job, cores, step, sample)
        except KeyboardInterrupt:
            stop = Stop.INTERRUPTED
    result = job.result(before, time.perf_counter() - started, stop)
    now = job.progress()
    then = (
        {
            Stop.SAMPLE: f"; kt-csp job status {path} estimates the rest",
            Stop.INTERRUPTED: "; the same command resumes it",
        }.get(stop, "")
        if stop is not None
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
            f"whole job: about {_duration(3600 * (now.core_hours() or 0.0))} on one core; "
            f"time left on {cores} core{'s' if cores > 1 else ''}: about {_duration(left or 0.0)}"
        )


def _duration(seconds: float) -> str:
    """``3 h 25 min``, ``4 min 10 s``, ``12 s``."""
    minutes, secs = divmod(round(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    days, hours = divmod(hours, 24)
    if days:
        return f"{days} d {hours} h"
    if hours:
        return f"{hours} h {minutes} min"
    return f"{minutes} min {secs} s" if minutes else f"{secs} s"


def _print_count(result: CountResult) -> None:
    instance, board = result.instance, result.instance.board
    if len(result.by_start) > 1:
        known = [result.by_start.get(s, 0) for s in range(board.size)]
        numbers = ["?" if n is None else str(n) for n in known]  # ?: a square whose count was not finished
        width = max(len(n) for n in numbers)
        for row in reversed(range(board.rows)):
            typer.echo(" ".join(f"{numbers[row * board.cols + col]:>{width}}" for col in range(board.cols)))
    what = instance.describe().replace(" tour ", " tours ", 1)
    total = (
        (f"{result.total:,}" + (f" ({result.reason})" if result.reason else ""))
        if result.complete
        else f"at least {result.total:,} (incomplete: {result.reason})"
    )
    typer.echo(f"# {what}, {_counted_how(instance)}: {total}")
    if result.engine == THEORY:
        typer.echo(f"# {THEORY}: counted without search (--no-theory makes the engine count)")
    else:
        typer.echo(f"# {result.engine}: {_stats_line(result.engine, result.stats.as_dict())}")
    if result.note:
        typer.echo(f"# {result.note}")


def _counted_how(instance: Instance) -> str:
    """What one counted tour is, for the question as it was counted (`Instance.as_counted`)."""
    if instance.clues:
        return "each tour counted as its clues number it (so in one direction)"
    if instance.closed:
        return f"counted through {instance.board.name(instance.start or 0)} in both directions (2 × undirected)"
    if instance.start is not None and instance.end is not None:
        return "each tour from its start to its end counted once"
    if instance.end is not None:
        return "each tour that ends there counted once"
    if instance.start is not None:
        return "each tour from its start counted once"
    return "counted directed (each undirected tour once from each end)"


class PuzzleFormat(str, enum.Enum):
    PICTURE = "picture"
    JSON = "json"


@puzzle_app.command("make")
def puzzle_make_command(
    board: BoardArg = "8x8",
    start: StartOpt = None,
    end: EndOpt = None,
    closed: ClosedOpt = False,
    leaper: LeaperOpt = "1,2",
    holes: HolesOpt = None,
    clues: Annotated[
        int | None,
        typer.Option(
            "--clues", "-n", min=1, max=MOST_COUNT, help="Clues to leave [default: as few as can be, each one needed]."
        ),
    ] = None,
    seed: Annotated[
        int,
        typer.Option("--seed", min=0, max=MOST_SEED, help="The first puzzle's seed (the next ones count on from it)."),
    ] = 0,
    number: Annotated[
        int, typer.Option("--count", "-k", min=1, max=10_000, help="How many puzzles, one after another (a sheet).")
    ] = 1,
    solutions: Annotated[
        Path | None, typer.Option("--solutions", help="Write the solutions, as grids of move numbers, to this file.")
    ] = None,
    output: Annotated[
        PuzzleFormat, typer.Option("--format", "-f", help="Board pictures (as puzzle solve reads them), or JSON.")
    ] = PuzzleFormat.PICTURE,
    time_limit: TimeOpt = None,
) -> None:
    """Make clue puzzles with exactly one solution, printed as board pictures.

    Example: kt-csp puzzle make 8x8 --clues 14 --seed 1
    """
    from kt_csp.files.board_text import draw
    from kt_csp.files.tours import format_grid
    from kt_csp.game.puzzles import NoPuzzle, make

    if seed + number - 1 > MOST_SEED:
        raise KtError(
            f"--count {number} puzzles from --seed {seed} would pass the last seed, {MOST_SEED}: "
            f"start at {MOST_SEED - number + 1} at most"
        )
    shape = _instance(board, start, end, closed, leaper, holes)
    limits = _limits(time_limit)
    made: list[dict[str, object]] = []
    pictures, keys = [], []
    for seed_k in range(seed, seed + number):
        try:
            puzzle = make(shape, clues, seed_k, limits)
        except NoPuzzle as failed:
            _print_status(failed.result, CpsatOptions(workers=1, seed=seed_k, randomize=True))
            _answered(_exit_code(failed.result))
        head = _puzzle_head(puzzle, len(made) + 1, number)
        picture = draw(puzzle.instance.board, puzzle.instance.clues)
        made.append(
            {
                **puzzle.instance.as_dict(),
                "seed": seed_k,
                "clues_asked": clues,
                "picture": picture,
                "solution": puzzle.solution.names(puzzle.instance.board),
                "stopped_by": None if puzzle.stop is None else puzzle.stop.value,
            }
        )
        pictures.append(head + picture)
        keys.append(head + format_grid(puzzle.instance.board, puzzle.solution) + "\n")
        if puzzle.stop is not None:
            break
    if solutions is not None:
        write_output(solutions, "\n".join(keys).encode(), "the solutions")
    typer.echo(
        json.dumps({"puzzles": made}) if output is PuzzleFormat.JSON else "\n".join(pictures),
        nl=output is PuzzleFormat.JSON,
    )
    stop = puzzle.stop
    if stop is not None:
        typer.echo(
            f"# stopped early ({_limits(time_limit).reason(stop)}): the last puzzle has more clues than it might",
            err=True,
        )
    _answered(EXIT_INTERRUPTED if stop is Stop.INTERRUPTED else EXIT_UNKNOWN if stop is not None else EXIT_OK)


def _puzzle_head(puzzle: object, index: int, number: int) -> str:
    """The comment lines above a puzzle: what it is, and how to solve it."""
    from kt_csp.game.puzzles import Puzzle

    assert isinstance(puzzle, Puzzle)
    instance = puzzle.instance
    short = (
        " (stopped early: fewer might do)"
        if puzzle.stop is not None
        else f" ({puzzle.asked} asked: no clue more can go)"
        if puzzle.asked is not None and puzzle.clues > puzzle.asked
        else ""
    )
    flags = (" --closed" if instance.closed else "") + (
        "" if instance.board.leaper == KNIGHT else f" --leaper {instance.board.leaper[0]},{instance.board.leaper[1]}"
    )
    return (
        f"; kt-csp puzzle {index} of {number}, seed {puzzle.seed}: {replace(instance, clues=()).describe()}, "
        f"{puzzle.clues} clues{short}, exactly one solution\n"
        f"; number the squares 0, 1, 2 … in a tour of knight's jumps; solve: kt-csp puzzle solve FILE{flags}\n"
    )


@puzzle_app.command("solve")
def puzzle_solve_command(
    path: Annotated[
        str,
        typer.Argument(
            help="A puzzle file: board pictures ('.' a square, '#' a hole, a number a clue), separated by blank lines; - for standard input.",
            show_default=False,
        ),
    ],
    closed: ClosedOpt = False,
    leaper: LeaperOpt = "1,2",
    engine: Annotated[
        FinderName | None,
        typer.Option("--engine", help="Which engine solves [default: auto]; CP-SAT counts the solutions."),
    ] = None,
    output: Annotated[
        CountFormat, typer.Option("--format", "-f", help="The solutions as grids, or JSON.")
    ] = CountFormat.GRID,
    origin: OriginOpt = Origin.BOTTOM,
    time_limit: TimeOpt = None,
) -> None:
    """Solve clue puzzles and say whether each solution is the only one (exit 0 when every
    puzzle has exactly one, 1 when one has none or several).

    Example: kt-csp puzzle solve puzzle.txt
    """
    from kt_csp.files.board_text import MOST_BYTES, parse_pictures
    from kt_csp.files.reading import read_input
    from kt_csp.game.puzzles import solve

    try:
        text = read_input(path, "puzzle file", MOST_BYTES).decode("utf-8-sig")
    except UnicodeDecodeError:
        raise KtError(f"the puzzle file {path!r} is not text") from None
    limits = _limits(time_limit)
    codes, answers = [], []
    for board, clues in parse_pictures(text, parse_leaper(leaper)):
        answer = solve(Instance(board, closed=closed, clues=clues), "auto" if engine is None else engine.value, limits)
        result = answer.result
        codes.append(
            EXIT_INTERRUPTED
            if answer.stop is Stop.INTERRUPTED
            else EXIT_OK
            if answer.unique
            else _exit_code(result)
            if result.tour is None
            else EXIT_UNKNOWN
            if answer.unique is None
            else EXIT_NEGATIVE
        )
        if output is CountFormat.JSON:
            answers.append(answer.as_dict())
        else:
            _print_answer(answer, origin)
        if answer.stop is Stop.INTERRUPTED:
            break  # Ctrl-C stops the sheet, with the answers so far
    if output is CountFormat.JSON:
        typer.echo(json.dumps({"puzzles": answers}))
    _answered(
        EXIT_INTERRUPTED
        if EXIT_INTERRUPTED in codes
        else EXIT_NEGATIVE
        if EXIT_NEGATIVE in codes
        else EXIT_UNKNOWN
        if EXIT_UNKNOWN in codes
        else EXIT_OK
    )


def _print_answer(answer: object, origin: Origin) -> None:
    """A solved puzzle's grid, and a line that says whether its solution is the only one."""
    from kt_csp.game.puzzles import Answer

    assert isinstance(answer, Answer)
    result = answer.result
    if result.tour is not None:
        typer.echo(_tour_text(result, TourFormat.GRID, origin))
    unique = {
        True: "the only solution (CP-SAT counted the tours up to 2)",
        False: "not the only solution: CP-SAT found a second",
        None: "whether it is the only one is unknown (the count stopped)",
    }[answer.unique]
    typer.echo(
        f"# {answer.word}: {result.instance.describe()}"
        + (f", verified: {unique}" if result.tour is not None else f" ({result.reason})")
    )


class CheckFormat(str, enum.Enum):
    TABLE = "table"
    JSON = "json"


CHECK_TIME_LIMIT = 60.0


@app.command("crosscheck")
def crosscheck_command(
    board: Annotated[
        str | None, typer.Argument(help="Board size ROWSxCOLS (or use --sweep).", show_default=False)
    ] = None,
    start: StartOpt = None,
    end: EndOpt = None,
    closed: Annotated[
        bool | None, typer.Option("--closed/--open", help="Closed or open tours [default: open].")
    ] = None,
    both: Annotated[bool, typer.Option("--both", help="Sweep: open and closed tours.")] = False,
    leaper: LeaperOpt = "1,2",
    holes: HolesOpt = None,
    wrap: WrapOpt = Wrap.NONE,
    clue: ClueOpt = None,
    symmetry: SymmetryOpt = None,
    magic: MagicOpt = None,
    uncrossed: UncrossedOpt = False,
    longest: LongestOpt = False,
    engines: Annotated[
        str | None,
        typer.Option(
            "--engines",
            help="Engines to compare, comma-separated [default: those of backtrack, cpsat and sat that answer every part asked; with --count, frontier too].",
            show_default=False,
        ),
    ] = None,
    counting: Annotated[
        bool, typer.Option("--count", help="Also count with every engine; the counts must be equal.")
    ] = False,
    order: OrderOpt = None,
    forward_check: CheckOpt = None,
    workers: Annotated[
        int | None,
        typer.Option(
            "--workers",
            "-j",
            min=1,
            max=MOST_WORKERS,
            help=f"cpsat: search workers [default: {DEFAULT_WORKERS}]; with --count, backtrack: processes to count with, frontier: threads to sweep with [default: all cores].",
        ),
    ] = None,
    seed: SeedOpt = None,
    hint: HintOpt = None,
    encoding: EncodingOpt = None,
    sat_solver: SatSolverOpt = None,
    checkpoint: Annotated[
        Path | None,
        typer.Option(
            "--checkpoint", help="frontier, with --count: save its sweep in this file as it goes and resume from it."
        ),
    ] = None,
    spill: Annotated[
        Path | None, typer.Option("--spill", help="frontier, with --count: keep its states on disk in this folder.")
    ] = None,
    time_limit: Annotated[
        float | None,
        typer.Option(
            "--time-limit",
            callback=_seconds,
            help=f"Seconds per engine and instance (unknown after; 0 stops at once, as in solve and count) [default: {CHECK_TIME_LIMIT:g}].",
        ),
    ] = None,
    no_time_limit: Annotated[
        bool, typer.Option("--no-time-limit", help="Let every engine run until it answers.", show_default=False)
    ] = False,
    node_limit: NodeOpt = None,
    sweep_range: Annotated[
        str | None, typer.Option("--sweep", help="Check every board from one size to another, e.g. 1x1..8x8.")
    ] = None,
    all_starts: Annotated[
        bool, typer.Option("--all-starts", help="Sweep: every start square, not only a free start.")
    ] = False,
    reproducers: Annotated[
        Path, typer.Option("--reproducer-dir", help="Where a disagreement's reproducer file is written.")
    ] = Path("."),
    output: Annotated[
        CheckFormat, typer.Option("--format", "-f", help="A table, or JSON for scripts.")
    ] = CheckFormat.TABLE,
) -> None:
    """Run every engine on the same instance, verify every tour, and compare (theory too).

    Each engine's options (--order, --workers, --encoding …) reach that engine alone, as in solve
    and count. Exit 0 when all agree, 1 on a disagreement (a reproducer file is written), 3 when
    every engine was stopped by a limit before it could decide.

    Example: kt-csp crosscheck 6x6 --closed
    """
    from kt_csp.crosschecks.check import crosscheck, write_reproducer
    from kt_csp.crosschecks.survey import Sweep, sweep_instances

    chosen = None if engines is None else [get_engine(name.strip()) for name in engines.split(",") if name.strip()]
    if chosen == []:
        raise KtError("--engines names no engine: choose among " + ", ".join(ENGINES))
    limits = _check_limits(time_limit, no_time_limit, node_limit)
    given: dict[str, tuple[object, str]] = {
        "--order": (order, "backtrack"),
        "--forward-check": (forward_check, "backtrack"),
        "--workers": (workers, "cpsat or backtrack or frontier" if counting else "cpsat"),
        "--seed": (seed, "cpsat"),
        "--hint": (hint, "cpsat"),
        "--encoding": (encoding, "sat"),
        "--sat-solver": (sat_solver, "sat"),
        "--checkpoint": (checkpoint, "frontier"),
        "--spill": (spill, "frontier"),
    }
    if sweep_range is None:
        if board is None or both or all_starts:
            raise KtError("give a BOARD to check one instance, or --sweep FROM..TO (with --both or --all-starts)")
        instance = _instance(
            board, start, end, bool(closed), leaper, holes, wrap, clue, symmetry, magic, uncrossed, longest
        )
        options = _check_options(chosen, [instance], counting, given)
        checks = Sweep([crosscheck(instance, chosen, limits, counting, options, workers)])
    else:
        if board is not None or start is not None or end is not None:
            raise KtError("--sweep checks whole ranges of boards: drop the BOARD, --start and --end")
        if both and closed is not None:
            raise KtError("--both already means open and closed: drop --closed/--open")
        if holes is not None:
            raise KtError("--holes names the squares of one board: drop it with --sweep")
        parts = [
            flag
            for flag, value in (
                ("--clue", clue),
                ("--symmetry", symmetry),
                ("--magic", magic),
                ("--uncrossed", uncrossed),
                ("--longest", longest),
            )
            if value
        ]
        if parts:  # (they were dropped, and the plain tours checked)
            raise KtError(
                f"a sweep checks the tours of every board in its range, with no other part: drop {' and '.join(parts)}"
            )
        if checkpoint is not None:
            raise KtError("--checkpoint saves the sweep of one count: drop it with --sweep")
        boards = [replace(b, wrap=wrap) for b in parse_board_range(sweep_range, parse_leaper(leaper))]
        kinds = [False, True] if both else [bool(closed)]
        instances = sweep_instances(boards, kinds, all_starts)
        options = _check_options(chosen, instances, counting, given)
        checks = _sweep(instances, chosen, limits, counting, options, workers)
    flags = _flag_words(given)
    written = [write_reproducer(c, limits, reproducers, flags) for c in checks.disagreements]
    if output is CheckFormat.JSON:
        data = checks.as_dict() if sweep_range else checks.checks[0].as_dict()
        typer.echo(json.dumps({**data, "reproducers": [str(p) for p in written]}))
    elif sweep_range:
        _print_sweep(checks, [bool(closed)] if not both else [False, True])
    else:
        _print_check(checks.checks[0], described=frozenset(options))
    for path in written:
        typer.echo(f"# reproducer written to {path}", err=output is CheckFormat.JSON)
    if any(c.interrupted for c in checks.checks):
        _answered(EXIT_INTERRUPTED)
    undecided = sweep_range is None and checks.checks[0].status is CheckStatus.UNKNOWN
    _answered(EXIT_NEGATIVE if checks.disagreements else EXIT_UNKNOWN if undecided else EXIT_OK)


def _check_limits(time_limit: float | None, unlimited: bool, node_limit: int | None) -> Limits:
    """Each engine's limits in a cross-check: ``--time-limit`` seconds (0 stops at once, as
    everywhere), none with ``--no-time-limit``, else `CHECK_TIME_LIMIT`."""
    if unlimited and time_limit is not None:
        raise KtError("--time-limit and --no-time-limit contradict each other: give one")
    return Limits(None if unlimited else CHECK_TIME_LIMIT if time_limit is None else time_limit, node_limit)


def _check_options(
    engines: list[Engine[Any]] | None, instances: list[Instance], counting: bool, given: dict[str, tuple[object, str]]
) -> dict[str, object]:
    """The options of each engine a cross-check runs that was given options of its own, built as
    solve and count build them (`_options`); a flag of no engine the check runs (those named, or
    else the witnesses of its questions) is an error rather than silently ignored."""
    from kt_csp.engines.registry import witnesses

    runs = (
        [engine.name for engine in engines]
        if engines is not None
        else list(dict.fromkeys(engine.name for instance in instances for engine in witnesses(instance, counting)))
    )
    for flag, (value, owner) in given.items():
        if value is not None and not set(owner.split(" or ")) & set(runs):
            raise KtError(
                f"{flag} is an option of the {owner} engine, which this check does not run ({', '.join(runs)})"
                + ("; --count brings the frontier counter in" if owner == "frontier" and not counting else "")
            )
    options = {}
    for name in runs:
        mine = {flag: pair for flag, pair in given.items() if name in pair[1].split(" or ")}
        if any(value is not None for value, _ in mine.values()):
            options[name] = _options(name, mine)
    return options


def _flag_words(given: dict[str, tuple[object, str]]) -> list[str]:
    """The options given, as the command line spells them (for a reproducer's command)."""
    import shlex

    words = []
    for flag, (value, _) in given.items():
        if isinstance(value, bool):
            words.append(flag if value else f"--no-{flag[2:]}")
        elif value is not None:
            words.append(f"{flag} {shlex.quote(str(value.value if isinstance(value, enum.Enum) else value))}")
    return words


def _sweep(
    instances: list[Instance],
    engines: list[Engine[Any]] | None,
    limits: Limits,
    counting: bool,
    options: dict[str, object],
    workers: int | None,
) -> Sweep:
    """Cross-check every instance in turn, with a progress bar; stop early on Ctrl-C."""
    from kt_csp.crosschecks.check import crosscheck
    from kt_csp.crosschecks.survey import Sweep
    from kt_csp.runtime.progress import tracked

    done = Sweep()
    started = time.perf_counter()
    for instance in tracked(instances, "cross-checking", Instance.describe):
        done.checks.append(crosscheck(instance, engines, limits, counting, options, workers))
        if done.checks[-1].interrupted:
            break
    done.wall_time = time.perf_counter() - started
    return done


def _print_check(check: CrossCheck, described: frozenset[str] = frozenset()) -> None:
    """The check's table and summary; the options of the engines ``described`` in words."""
    rows = []
    for answer in check.answers:
        result, count = answer.result, answer.count
        ran = result or count  # (a counter that finds no tour has only its count)
        rows.append(
            [
                answer.engine,
                answer.status,
                "yes" if answer.verified else ("NO" if answer.fault else "—"),
                _stats_line(answer.engine, ran.stats.as_dict(), timed=False) if ran else "",
                f"{answer.seconds:.3f}",
                "" if count is None else f"{count.total:,}" + ("" if count.complete else " (incomplete)"),
            ]
        )
    if check.theory is not None:
        rows.append([THEORY, (Status.FOUND if check.theory.exists else Status.NONE).value, "—", "a theorem", "", ""])
    typer.echo(table(["engine", "status", "verified", "search", "time (s)", "count"], rows, align="llllrr"))
    typer.echo(
        f"# theory: {check.theory.reason}"
        if check.theory is not None
        else "# theory: silent here (it decides whole, unwrapped rectangles for the knight, not given start or end squares)"
    )
    for answer in check.answers:
        if answer.engine in described:
            typer.echo(f"# {answer.engine}: {answer.options}")
    if check.agree:
        statuses = [a.result.status for a in check.answers if a.result is not None]
        found, none = statuses.count(Status.FOUND), statuses.count(Status.NONE)
        counted = check.counts_said()
        said = (
            f"{found} of {len(statuses)} engines found a tour, each verified"
            if found
            else f"{none} of {len(statuses)} engines proved there is none"
            if none
            else "no engine could decide"
            if not counted
            else "no search decided"
            if statuses
            else ""
        )
        said += "" if check.theory is None or not (found or none) else ", and theory concurs"
        typer.echo(f"# {check.status}: {check.instance.describe()}: " + "; ".join(w for w in (said, counted) if w))
    _print_disagreements([check])


def _print_sweep(checks: Sweep, kinds: list[bool]) -> None:
    for closed in kinds:
        typer.echo(
            f"# {'closed' if closed else 'open'} tours: rows down, columns across "
            f"(T a tour, · none, ? unknown, ! disagreement; with --all-starts how many start squares have a tour)"
        )
        typer.echo(checks.board_map(closed))
    typer.echo(_engine_table(checks))
    tours = sum(a.verified for c in checks.checks for a in c.answers)
    theory = sum(c.theory is not None for c in checks.checks)
    typer.echo(
        f"# {'agree' if not checks.disagreements else 'DISAGREE'}: {len(checks.checks):,} instances, "
        f"{len(checks.disagreements):,} disagreements, {len(checks.unknown):,} undecided; "
        f"{tours:,} tours verified; theory compared on {theory:,}; {checks.wall_time:.1f} s"
    )
    if any(c.interrupted for c in checks.checks):
        typer.echo("# interrupted (Ctrl-C): the summary covers the instances checked so far")
    _print_disagreements(checks.disagreements)


def _engine_table(checks: Sweep) -> str:
    """The sweep's rows per engine (`Sweep.engine_rows`) as a Markdown table."""
    rows = checks.engine_rows()
    counting = any(row.counted is not None for row in rows)
    return table(
        ["engine", "found", "none", "unknown", *(["counted"] if counting else []), "time (s)", "slowest (s)"],
        [
            [
                row.engine,
                f"{row.found:,}",
                f"{row.none:,}",
                f"{row.unknown:,}",
                *([f"{row.counted or 0:,}"] if counting else []),
                f"{row.seconds:.2f}",
                f"{row.slowest_seconds:.2f} ({row.slowest.describe()})",
            ]
            for row in rows
        ],
        align="lrrr" + "r" * counting + "rl",
    )


def _print_disagreements(checks: list[CrossCheck]) -> None:
    for check in checks:
        for line in check.disagreements:
            typer.echo(f"# DISAGREE on the {check.instance.describe()}: {line}")


class VerifyFormat(str, enum.Enum):
    TEXT = "text"
    JSON = "json"


@app.command("verify")
def verify_command(
    path: Annotated[
        str,
        typer.Argument(
            help="Tour file: a grid of move numbers (0- or 1-based), a list of squares, solve's JSON, or an npy grid.",
            show_default=False,
        ),
    ],
    board: Annotated[
        str | None, typer.Option("--board", "-b", help="Board size ROWSxCOLS (default: from the file).")
    ] = None,
    start: StartOpt = None,
    end: EndOpt = None,
    closed: ClosedOpt = False,
    leaper: FileLeaperOpt = None,
    origin: OriginOpt = Origin.BOTTOM,
    holes: HolesOpt = None,
    wrap: Annotated[
        Wrap | None,
        typer.Option(
            "--wrap", help="Join the board's sides: cylinder or torus [default: as solve's JSON records, else none]."
        ),
    ] = None,
    clue: ClueOpt = None,
    symmetry: SymmetryOpt = None,
    magic: MagicOpt = None,
    uncrossed: UncrossedOpt = False,
    longest: LongestOpt = False,
    output: Annotated[
        VerifyFormat, typer.Option("--format", "-f", help="A line of text, or JSON for scripts.")
    ] = VerifyFormat.TEXT,
) -> None:
    """Check that a file holds a valid tour; exit 0 if valid, 1 with the first fault if not.

    For solve's JSON, the question it records (closed, start, end, leaper, holes, wrap, clues,
    symmetry, magic, uncrossed, longest) is checked too, where the options do not ask their own.

    Example: kt-csp verify tour.txt --closed
    """
    from kt_csp.core.verifier import Verdict, verify

    text, instance = _tour_and_question(path, board, start, end, closed, leaper, origin)
    if text.asked is None and (holes or longest or instance.longest):
        # A grid's -1s are its holes unless the options say which squares are: then they are
        # holes the options name, or squares a longest path leaves out.
        instance = replace(instance, board=replace(instance.board, holes=frozenset()))
    instance = _with_parts(instance, holes, wrap, clue, symmetry, magic, uncrossed, longest)
    verdict = Verdict(False, text.fault) if text.fault else verify(instance, text.tour)
    fault = verdict.fault
    if fault.startswith(("wrong start", "wrong end")) and text.form == "grid":
        fault += _origin_hint(text, instance, origin)
    if output is VerifyFormat.JSON:
        read = {"read_as": text.form, "origin": origin.value if text.form == "grid" else None}
        typer.echo(json.dumps(replace(verdict, fault=fault).as_dict(instance, text.tour, read)))
    elif fault:
        typer.echo(f"invalid: {fault}")
    else:
        typer.echo(
            f"valid: {replace(instance, start=None, end=None).describe()} from {text.board.name(int(text.tour[0]))} to "
            f"{text.board.name(int(text.tour[-1]))} (read as a {text.form}"
            + (f", rank 1 at the {origin.value})" if text.form == "grid" else ")")
        )
    _answered(EXIT_OK if verdict.valid else EXIT_NEGATIVE)


FileLeaperOpt = Annotated[
    str | None,
    typer.Option(
        "--leaper", help="The piece's jump p,q [default: the one solve's JSON records, else 1,2, the knight]."
    ),
]


def _tour_and_question(
    path: str, board: str | None, start: str | None, end: str | None, closed: bool, leaper: str | None, origin: Origin
) -> tuple[TourText, Instance]:
    """Read a tour file, and the question to judge it by: what the options ask, and where they
    are silent, what the file itself records (solve's JSON)."""
    from kt_csp.files.tours import read_tour

    jump = None if leaper is None else parse_leaper(leaper)
    text = read_tour(path, None if board is None else parse_board(board, jump or KNIGHT), jump, origin)
    asked, square = text.asked or Instance(text.board), text.board.parse_square
    return text, replace(
        asked,
        board=text.board,
        start=asked.start if start is None else square(start),
        end=asked.end if end is None else square(end),
        closed=closed or asked.closed,
    )


def _with_parts(
    instance: Instance,
    holes: str | None,
    wrap: Wrap | None,
    clues: list[str] | None,
    symmetry: Symmetry | None,
    magic: Magic | None,
    uncrossed: bool,
    longest: bool,
) -> Instance:
    """The question a tour file records, with the variant parts the options add to it."""
    from kt_csp.core.instance import parse_clues

    board = instance.board.with_holes(holes) if holes else instance.board
    board = replace(board, wrap=wrap) if wrap is not None else board
    given = parse_clues(board, ",".join(clues)) if clues else ()
    return replace(
        instance,
        board=board,
        clues=instance.clues + given,
        symmetry=symmetry or instance.symmetry,
        magic=magic or instance.magic,
        uncrossed=uncrossed or instance.uncrossed,
        longest=longest or instance.longest,
    )


def _origin_hint(text: TourText, instance: Instance, origin: Origin) -> str:
    """Where a grid's start or end is wrong but right when read the other way up, say so."""
    from kt_csp.core.verifier import verify
    from kt_csp.files.tours import other_way_up

    if not verify(instance, other_way_up(instance.board, text.tour)).valid:
        return ""
    other = Origin.TOP if origin is Origin.BOTTOM else Origin.BOTTOM
    return f" (the grid was read with rank 1 at the {origin.value}; read with --origin {other.value} it is valid" + (
        ": the classic GfG article prints row 0 on top)" if other is Origin.TOP else ")"
    )


@app.command("render")
def render_command(
    path: Annotated[str, typer.Argument(help="Tour file, in any format kt-csp verify reads.", show_default=False)],
    svg: SvgOpt = None,
    png: PngOpt = None,
    board: Annotated[
        str | None, typer.Option("--board", "-b", help="Board size ROWSxCOLS (default: from the file).")
    ] = None,
    closed: Annotated[bool, typer.Option("--closed", help="Draw the closing move (the tour must close).")] = False,
    leaper: FileLeaperOpt = None,
    origin: OriginOpt = Origin.BOTTOM,
) -> None:
    """Draw a tour file as a picture: the board, the path, start and end, the closing move.

    Example: kt-csp render tour.txt --svg tour.svg
    """
    from kt_csp.core.verifier import verify

    if svg is None and png is None:
        raise KtError("say where to draw: --svg FILE and/or --png FILE")
    _check_picture_paths(svg, png)
    text, instance = _tour_and_question(path, board, None, None, closed, leaper, origin)
    fault = text.fault or verify(instance, text.tour).fault
    if fault:
        typer.echo(f"invalid: {fault}")
        _answered(EXIT_NEGATIVE)
    _draw(instance, text.tour, svg, png)


@app.command("export")
def export_command(
    board: Annotated[str | None, typer.Argument(help="Board size ROWSxCOLS.", show_default=False)] = None,
    start: StartOpt = None,
    end: EndOpt = None,
    closed: ClosedOpt = False,
    leaper: LeaperOpt = "1,2",
    holes: HolesOpt = None,
    wrap: WrapOpt = Wrap.NONE,
    clue: ClueOpt = None,
    symmetry: SymmetryOpt = None,
    magic: MagicOpt = None,
    uncrossed: UncrossedOpt = False,
    longest: LongestOpt = False,
    form: Annotated[
        ExportFormat | None, typer.Option("--format", "-f", help="Model format [default: cpsat-text]; see --list.")
    ] = None,
    out: Annotated[Path | None, typer.Option("--out", "-o", help="File to write (default: stdout, also -).")] = None,
    old_out: Annotated[Path | None, typer.Option("--output", hidden=True)] = None,
    stats: Annotated[bool, typer.Option("--stats", help="Print each format's size instead of writing it.")] = False,
    all_into: Annotated[
        Path | None,
        typer.Option("--all", help="Write the models for study (models/) into this folder.", show_default=False),
    ] = None,
    listing: Annotated[bool, typer.Option("--list", help="Say what each format is for.")] = False,
) -> None:
    """Write the model an engine solves, for study or for another solver.

    Example: kt-csp export 8x8 --start a1 -o 8x8.pb.txt
    """
    from kt_csp.core.choices import FORMAT_NOTES
    from kt_csp.files.models import encodes, export_model, model_stats
    from kt_csp.files.study_set import write_study_set

    out = _renamed(out, old_out, "--output")  # type: ignore[assignment]
    if listing or all_into is not None:
        given = [board, start, end, form, out] + ([True] if closed else []) + ([True] if stats else [])
        if any(value is not None for value in given) or (listing and all_into is not None):
            raise KtError("--list and --all take no board or other options")
        if listing:
            typer.echo(
                table(
                    ["format", "file", "what it is for"],
                    [[f.value, f"*{f.suffix}", note] for f, note in FORMAT_NOTES.items()],
                    align="lll",
                )
            )
            return
        written = write_study_set(all_into)  # type: ignore[arg-type]
        typer.echo(f"wrote {len(written)} files into {all_into}: " + ", ".join(p.name for p in written))
        return
    if board is None:
        raise KtError("give a BOARD to export (or --all DIR for the study set, --list for the formats)")
    instance = _instance(board, start, end, closed, leaper, holes, wrap, clue, symmetry, magic, uncrossed, longest)
    if stats:
        if out is not None:
            raise KtError("--stats writes no file: drop -o")
        rows = [
            [s.form.value, f"{s.variables:,}", f"{s.constraints:,}", f"{s.arcs:,}", f"{s.size:,}"]
            for s in (
                model_stats(instance, f)
                for f in ([form] if form else [f for f in ExportFormat if encodes(instance, f)])
            )
        ]
        typer.echo(table(["format", "variables", "constraints", "arcs", "bytes"], rows))
        typer.echo(
            f"# {instance.describe()}: constraints are clauses for dimacs and edges for graph "
            "(whose variables are its vertices)"
        )
        return
    form = form or ExportFormat.CPSAT_TEXT
    target = STDOUT if out is None else out
    binary = form is ExportFormat.CPSAT
    if binary and to_stdout(target) and sys.stdout.isatty():  # before the model is built
        raise KtError("--format cpsat is binary and stdout is a terminal: give -o FILE (or pipe it)")
    data = export_model(instance, form)
    write_output(target, data, f"the {form.value} model", binary)
    if to_stdout(target):
        return
    typer.echo(f"wrote the {form.value} model of the {instance.describe()} to {out} ({len(data):,} bytes)")


@app.command("decode")
def decode_command(
    model: Annotated[
        Path, typer.Argument(help="A model written by kt-csp export (.pb, .pb.txt or .cnf).", show_default=False)
    ],
    answer: Annotated[
        Path,
        typer.Argument(
            help="The solver's answer: for CP-SAT a CpSolverResponse in text format "
            "or the values in order; for DIMACS the solver's 's' and 'v' lines.",
            show_default=False,
        ),
    ],
    output: Annotated[
        TourFormat, typer.Option("--format", "-f", help="How to write the tour (npy: a NumPy grid, with --out).")
    ] = TourFormat.GRID,
    out: Annotated[Path | None, typer.Option("--out", "-o", help="Write the tour to this file.")] = None,
    origin: OriginOpt = Origin.BOTTOM,
) -> None:
    """Turn a solver's answer to an exported model back into a tour, and verify it.

    Reads CP-SAT's answer (a CpSolverResponse in text, or the values in order) and a SAT solver's
    ('s' and 'v' lines, or MiniSat's result file). Exit 0 for a valid tour, 1 for none or an
    invalid tour, 3 when the solver gave up (or a longest path is not proved the longest), 2 for
    a file that holds no answer.

    Example: kt-csp decode 8x8.cnf picosat-output.txt
    """
    from kt_csp.core.tour import Tour
    from kt_csp.core.verifier import Verdict, verify
    from kt_csp.files.models import read_answer, read_model

    _check_npy(output, out)
    model_file = read_model(model)
    text = read_answer(answer)
    instance = model_file.instance
    status, tour = model_file.decode(text)
    verdict = None if tour is None else verify(instance, tour)
    objective, bound = model_file.claims(text)
    moves = 0 if tour is None else len(tour) - (0 if instance.closed and len(tour) > 2 else 1)
    if verdict is not None and verdict.valid and objective is not None and objective != moves:
        verdict = Verdict(False, f"the answer claims a path of {objective} moves, but its path makes {moves}")
    reason = {
        Status.NONE: f"the solver found the {instance.describe()} model unsatisfiable",
        Status.UNKNOWN: "the solver gave no model: it stopped without an answer",
        Status.FOUND: "" if verdict is None or verdict.valid else verdict.fault,
    }[status]
    result = Result(
        "decode",
        instance,
        status,
        None if tour is None else Tour(tour),
        reason=reason,
        bound=None if bound is None or bound < moves else bound,
        verified=verdict is not None and verdict.valid,
    )
    valid = result.verified
    if valid and out is not None:
        _write_tour(out, result, output, origin)
    if output is TourFormat.JSON and out is None:
        typer.echo(
            json.dumps({**result.as_dict(), "verified": valid, "fault": "" if verdict is None else verdict.fault})
        )
    else:
        if valid and out is None:
            typer.echo(_tour_text(result, output, origin))
        word = ("valid" if valid else "invalid") if status is Status.FOUND else status.value
        written = valid and out is not None
        longest = (
            ""
            if not (valid and instance.longest)
            else f", {moves} moves"
            + (
                ", proved the most"
                if result.word is PathStatus.OPTIMAL
                else ""
                if result.bound is None
                else f", none has more than {result.bound}"
            )
        )
        typer.echo(f"# {word}: {instance.describe()}{longest}" + (f": {reason}" if reason else ""), err=written)
        if written and not to_stdout(out):
            typer.echo(f"# the tour is in {out} ({output.value})", err=True)
    _answered(
        EXIT_UNKNOWN
        if status is Status.UNKNOWN or (valid and result.word is PathStatus.FEASIBLE)
        else EXIT_OK
        if valid
        else EXIT_NEGATIVE
    )


@app.command("serve")
def serve_command(
    host: Annotated[
        str,
        typer.Option(
            "--host", help="The address to listen on (an address other than 127.0.0.1 lets other machines play)."
        ),
    ] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", "-p", min=0, max=65_535, help="The port (0: any free one).")] = 8000,
    time_limit: Annotated[
        float | None,
        typer.Option(
            "--time-limit",
            callback=_seconds,
            help="Stop serving this many seconds after the start, loading the engines included (for a lesson or a demo) [default: until Ctrl-C].",
        ),
    ] = None,
) -> None:
    """Play a tour in the browser, the engines as referee: a local page and its JSON API.

    Example: kt-csp serve --port 8000, then open http://127.0.0.1:8000/
    """
    from kt_csp.game.http import listen, serve

    sock = listen(host, port)
    if not sock.getsockname()[0].startswith(("127.", "::1")):
        typer.echo(f"kt-csp: note: listening on {host}: anyone who can reach this machine can use the page", err=True)
    session = _SESSION[0]
    serve(
        sock, lambda line: typer.echo(line, err=True), _limits(time_limit), debug=session is not None and session.debug
    )
    _answered(EXIT_OK)


def _version(asked: bool) -> None:
    """``--version``: say which kt-csp this is, before anything else is parsed."""
    if asked:
        from kt_csp import __version__

        typer.echo(f"kt-csp {__version__}")
        raise typer.Exit(EXIT_OK)


@app.callback()
def _program(
    version: Annotated[
        bool, typer.Option("--version", callback=_version, is_eager=True, help="Say which kt-csp this is, and exit.")
    ] = False,
) -> None:
    """The options of the program itself, before the command."""


def run(args: list[str], session: Session) -> int:
    """Run one command line; bad input and usage become one line on stderr and exit 2.

    The command is invoked directly rather than through typer's ``main``, which would turn
    Ctrl-C and a closed pipe into exit codes of its own: `kt_csp.cli.process` maps those. A shell asking
    for completions (``_KT_CSP_COMPLETE`` set by the script ``--install-completion`` writes) is
    answered by typer's own ``main``.
    """
    if os.environ.get(COMPLETION_VARIABLE):
        return int(app(prog_name="kt-csp", standalone_mode=False) or EXIT_OK)
    command = typer.main.get_command(app)
    _SESSION[0] = session
    try:
        with command.make_context("kt-csp", list(args)) as context:
            code = command.invoke(context)
    except typer.Exit as done:
        code = done.exit_code
    except NoArgsIsHelpError as error:
        typer.echo(error.format_message())
        typer.echo("kt-csp: error: give a command (listed above)", err=True)
        return EXIT_USAGE
    except ClickException as error:
        typer.echo(f"kt-csp: error: {' '.join(error.format_message().split())}", err=True)
        return EXIT_USAGE
    except KtError as error:
        typer.echo(f"kt-csp: error: {error}", err=True)
        return EXIT_USAGE
    finally:
        _SESSION[0] = None
    sys.stdout.flush()
    return code if isinstance(code, int) else EXIT_OK
