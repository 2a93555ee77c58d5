"""The options that several commands share, and the question and engine options made from them."""

from __future__ import annotations

import enum
import math
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, TypeVar, cast

import typer

from kt_csp.cli.groups import Group

# Only what the options and --help need is imported here; each command imports its own work, so
# that --help loads no engine and a command loads only the engines it runs (kt_csp.core.choices).
from kt_csp.core.choices import (
    COUNT,
    MOST_SEED,
    SOLVE,
    Encoding,
    Order,
    Origin,
)
from kt_csp.core.limits import Limits
from kt_csp.engines import registry
from kt_csp.engines.registry import ENGINES
from kt_csp.errors import KtError
from kt_csp.files.writing import check_folder, to_stdout

if TYPE_CHECKING:
    pass

from kt_csp.cli.apps import session_of


def limits_of(time_limit: float | None = None, node_limit: int | None = None, tour_limit: int | None = None) -> Limits:
    """The command's limits, on the clock that started with the process (so that start-up and
    model building count against ``--time-limit``).

    Parameters
    ----------
    time_limit, node_limit, tour_limit
        Seconds, search nodes (or conflicts) and tours counted before stopping; None: no limit.

    Returns
    -------
    Limits
        The limits, their clock started with the session (not yet started outside a command run by
        `kt_csp.cli.apps.run`: then at the engine's door).
    """
    session = session_of()
    return Limits(time_limit, node_limit, tour_limit, None if session is None else session.started)


def _names(kind: str, counting: bool) -> type[enum.Enum]:
    """The choices of ``--engine``, made from the registry: each engine that finds a tour, or
    that counts (``counting``), in its order."""
    names = [engine.name for engine in ENGINES.values() if (engine.counts if counting else engine.solver)]
    return cast(type[enum.Enum], enum.Enum(kind, {name.upper(): name for name in names}, type=str))


def foreign_said() -> str:
    """The foreign engines, as an engine option's help says them: only where named.

    Returns
    -------
    str
        Such as ``cadical: solvers of other projects on the model export writes, only where named``.
    """
    foreign = [engine.name for engine in ENGINES.values() if engine.foreign]
    return f"{', '.join(foreign)}: solvers of other projects on the model export writes, only where named"


# The choices of --engine are the registry's (an engine is its package and its line there): to a
# type checker an enum of strings, made at run time.
if TYPE_CHECKING:

    class FinderName(str, enum.Enum):
        """The engines that find a tour, in the registry's order."""

    class CounterName(str, enum.Enum):
        """The engines that count tours (``counts``), in the registry's order."""

else:
    FinderName = _names("FinderName", counting=False)
    CounterName = _names("CounterName", counting=True)


# The choices of --sat-solver, written out so that they are a type (tests/test_cli.py holds them
# to SOLVERS).


class SatSolverName(str, enum.Enum):
    """The PySAT solvers the sat engine runs (``SOLVERS``), in its order."""

    CADICAL195 = "cadical195"
    CADICAL300 = "cadical300"
    GLUCOSE4 = "glucose4"
    GLUCOSE42 = "glucose42"
    MINISAT22 = "minisat22"
    MAPLECHRONO = "maplechrono"


class TourFormat(str, enum.Enum):
    GRID = "grid"
    SQUARES = "squares"
    JSON = "json"
    NPY = "npy"


PRINT_LIMIT = 10_000  # squares: larger tours go to a file (--out), not to the terminal


class CountFormat(str, enum.Enum):
    GRID = "grid"
    JSON = "json"


def seconds_or_none(value: float | None) -> float | None:
    """A number of seconds: finite, not negative, and not beyond what a clock can wait for.

    Parameters
    ----------
    value
        An option's seconds (the callback of ``--time-limit``, ``--delay`` …); None where not given.

    Returns
    -------
    float or None
        ``value`` (``-0`` as 0), or None.

    Raises
    ------
    typer.BadParameter
        A value that is not finite, is negative or is past `MOST_SECONDS`.
    """
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


SOLVING, COUNTING, EITHER = (SOLVE,), (COUNT,), (SOLVE, COUNT)


def flag_help(flag: str, commands: tuple[str, ...] = EITHER) -> str:
    """A flag of the engines' options as ``--help`` says it: the engines it belongs to in
    ``commands`` (`kt_csp.engines.registry.owners`), then what the first one's options say.

    Parameters
    ----------
    flag
        The flag, such as ``--seed``.
    commands
        The commands whose owners are named.

    Returns
    -------
    str
        ``cpsat, frontier: random seed [default: 0].``
    """
    named = registry.owners(flag, commands)
    said = next(flags[flag][1].help for flags in (ENGINES[name].options.flags() for name in named) if flag in flags)
    return f"{', '.join(named)}: {said}"


OrderOpt = Annotated[Order | None, typer.Option("--order", help=flag_help("--order"))]


CheckOpt = Annotated[bool | None, typer.Option("--forward-check/--no-forward-check", help=flag_help("--forward-check"))]


SeedOpt = Annotated[int | None, typer.Option("--seed", min=0, max=MOST_SEED, help=flag_help("--seed"))]


HintOpt = Annotated[bool | None, typer.Option("--hint/--no-hint", help=flag_help("--hint"))]


EncodingOpt = Annotated[Encoding | None, typer.Option("--encoding", help=flag_help("--encoding"))]


SatSolverOpt = Annotated[SatSolverName | None, typer.Option("--sat-solver", help=flag_help("--sat-solver"))]


SvgOpt = Annotated[Path | None, typer.Option("--svg", help="Draw the tour into this SVG file.")]


PngOpt = Annotated[Path | None, typer.Option("--png", help="Draw the tour into this PNG file.")]


ProofOpt = Annotated[
    Path | None,
    typer.Option(
        "--proof",
        help="Write a certificate of the answer into this JSON file, checked by its own checker "
        "(a witness for reasoning's none; kt-csp verify --proof checks it again).",
    ),
]


CertificateOpt = Annotated[
    Path | None,
    typer.Option(
        "--proof",
        help="Check this certificate (solve --proof's file) alone, by its own checker, in place of a tour.",
    ),
]
CheckTimeOpt = Annotated[
    float | None,
    typer.Option(
        "--time-limit",
        callback=seconds_or_none,
        help="With --proof: stop checking after this many seconds (answer unknown).",
    ),
]
TimeOpt = Annotated[
    float | None,
    typer.Option(
        "--time-limit",
        callback=seconds_or_none,
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

FileOriginOpt = Annotated[
    Origin | None,
    typer.Option(
        "--origin",
        help="Grids: rank 1 at the bottom (as a chessboard is printed) or at the top (row 0 first, as the classic GfG article prints it) "
        "[default: bottom for text grids; top for .npy grids, whose row 0 is rank 1].",
        show_default=False,
    ),
]


TheoryOpt = Annotated[
    bool,
    typer.Option(
        "--theory/--no-theory",
        help="Answer at once where reasoning rules the question out (theorems, colours, dead ends, parts, reach); --no-theory makes the engine prove it.",
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


@dataclass(frozen=True)
class Limited(Group):
    """A run's limits: ``--time-limit`` and ``--node-limit``."""

    time_limit: TimeOpt = None
    node_limit: NodeOpt = None

    def limits(self, tour_limit: int | None = None) -> Limits:
        """These limits (and ``tour_limit``), on the process's clock (`limits_of`).

        Parameters
        ----------
        tour_limit
            Tours to count before stopping; None: no limit.
        """
        return limits_of(self.time_limit, self.node_limit, tour_limit)


@dataclass(frozen=True)
class Pictures(Group):
    """The pictures of a tour: ``--svg`` and ``--png``."""

    svg: SvgOpt = None
    png: PngOpt = None


ValueT = TypeVar("ValueT")


def renamed(value: ValueT | None, old: ValueT | None, spelling: str) -> ValueT | None:
    """The value of an option under its name or under the spelling it had before (kept, hidden,
    for one release); both at once are an error.

    Parameters
    ----------
    value, old
        The values under its name and under its old spelling; None where not given.
    spelling
        The old spelling, for the message.

    Raises
    ------
    KtError
        Both were given.
    """
    if value is not None and old is not None:
        raise KtError(f"{spelling} is the old spelling of the same option: give it once")
    return value if value is not None else old


def check_npy(output: TourFormat, out: Path | None) -> None:
    """npy is binary: it needs ``--out`` (a file, or ``-`` with standard output not a terminal);
    and ``--out``'s folder must exist.

    Parameters
    ----------
    output, out
        ``--format``, and ``--out`` (None: standard output).

    Raises
    ------
    KtError
        ``--out``'s folder is missing, or npy is asked for without ``--out`` or into a terminal.
    """
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


def check_picture_paths(svg: Path | None, png: Path | None, stdout_taken: bool = False) -> None:
    """Refuse a picture whose file name promises another format than the one written, one whose
    folder is missing, and two outputs that both ask for standard output (``-``).

    Parameters
    ----------
    svg, png
        The files of ``--svg`` and ``--png``; None where not given, ``-`` for standard output.
    stdout_taken
        Whether the tour itself goes to standard output.

    Raises
    ------
    KtError
        Two outputs to standard output, a missing folder, or a suffix of another picture format.
    """
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


class PuzzleFormat(str, enum.Enum):
    PICTURE = "picture"
    JSON = "json"


class Difficulty(str, enum.Enum):
    """A graded puzzle's rules (`kt_csp.reasoning.deduction`): easy (reach, singles), medium (and
    links), hard (and pairs)."""

    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"


class CheckFormat(str, enum.Enum):
    TABLE = "table"
    JSON = "json"


CHECK_TIME_LIMIT = 60.0


def check_limits(time_limit: float | None, unlimited: bool, node_limit: int | None) -> Limits:
    """Each engine's limits in a cross-check: ``--time-limit`` seconds (0 stops at once, as
    everywhere), none with ``--no-time-limit``, else `CHECK_TIME_LIMIT`.

    Parameters
    ----------
    time_limit, unlimited, node_limit
        ``--time-limit``, ``--no-time-limit`` and ``--node-limit`` (None where not given).

    Raises
    ------
    KtError
        Both ``--time-limit`` and ``--no-time-limit``.
    """
    if unlimited and time_limit is not None:
        raise KtError("--time-limit and --no-time-limit contradict each other: give one")
    return Limits(None if unlimited else CHECK_TIME_LIMIT if time_limit is None else time_limit, node_limit)


class VerifyFormat(str, enum.Enum):
    TEXT = "text"
    JSON = "json"
