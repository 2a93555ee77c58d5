"""Every choice a caller names: the engines' options and the forms of what is read and written.

They live apart from the engines so that the command line (and ``--help``) can offer them without
loading any engine: OR-Tools, PySAT and numba are imported only by the work that needs them.
Each engine module re-exports its own options under its own name.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import TYPE_CHECKING, Any, Self, cast

if TYPE_CHECKING:
    import numpy as np

__all__ = [
    "COUNT",
    "DEFAULT_SOLVER",
    "DEFAULT_WORKERS",
    "SOLVE",
    "SOLVERS",
    "AutoOptions",
    "BacktrackOptions",
    "ConstructOptions",
    "CpsatOptions",
    "Encoding",
    "Flag",
    "Order",
    "Origin",
    "SatOptions",
    "Speed",
    "TraceObserver",
    "flag",
]


class Order(str, enum.Enum):
    """The order in which the backtracker tries a square's moves."""

    PLAIN = "plain"
    WARNSDORFF = "warnsdorff"


# Receives each batch of the kernel's trace events (rows of kind, depth, square, other; see
# `kt_csp.engines.backtrack.trace`); returns False to stop tracing while the search goes on.
TraceObserver = Callable[["np.ndarray"], bool]


SOLVE, COUNT = "solve", "count"  # the commands that give an engine's options by flags


@dataclass(frozen=True)
class Flag:
    """An option's command-line flag: its ``name`` (``--order``), its ``help`` (after the
    engines it belongs to, which the command line says before it), and the ``commands`` (`SOLVE`,
    `COUNT`) that give it."""

    name: str
    help: str
    commands: frozenset[str]


def flag(name: str, help: str, *commands: str) -> dict[str, Flag]:
    """The metadata of an options field that ``commands`` give by the flag ``name``
    (``field(default=..., metadata=flag(...))``).

    Parameters
    ----------
    name
        The flag, such as ``--order``.
    help
        What ``--help`` says of it, after the engines it belongs to.
    *commands
        The commands that give it (`SOLVE`, `COUNT`).

    Returns
    -------
    dict
        The field's metadata: the `Flag` under ``"flag"``.
    """
    return {"flag": Flag(name, help, frozenset(commands))}


class FromFlags:
    """Options a command line gives by flags: each field that has one says so in its metadata
    (`flag`), `flags` lists them, and `from_flags` reads them (a flag not given keeps its
    field's default)."""

    @classmethod
    def flags(cls) -> dict[str, tuple[str, Flag]]:
        """Each flag of these options, with the field it sets and what it says.

        Returns
        -------
        dict
            Flag name: (field name, `Flag`), in the fields' order.

        Examples
        --------
        >>> list(SatOptions.flags())
        ['--encoding', '--sat-solver']
        """
        return {
            meta.name: (each.name, meta)
            for each in fields(cast(Any, cls))
            if isinstance(meta := each.metadata.get("flag"), Flag)
        }

    @classmethod
    def from_flags(cls, given: Mapping[str, object]) -> Self:
        """The options that the flags in ``given`` set.

        Parameters
        ----------
        given
            Flag: value, None where not given; flags of other engines are passed over.

        Returns
        -------
        FromFlags
            The options, each field not given at its default.

        Examples
        --------
        >>> BacktrackOptions.from_flags({"--order": Order.WARNSDORFF, "--forward-check": None}).describe()
        'warnsdorff order, forward checking on'
        """
        chosen: dict[str, Any] = {
            name: given[flag] for flag, (name, _) in cls.flags().items() if given.get(flag) is not None
        }
        return cls(**chosen)


@dataclass(frozen=True)
class BacktrackOptions(FromFlags):
    """Choices that only the backtrack engine has; ``trace`` watches the search step by step."""

    order: Order = field(default=Order.PLAIN, metadata=flag("--order", "move order [default: plain].", SOLVE, COUNT))
    forward_check: bool = field(
        default=True,
        metadata=flag(
            "--forward-check",
            "cut branches where an unvisited square can no longer be fitted [default: on].",
            SOLVE,
            COUNT,
        ),
    )
    trace: TraceObserver | None = field(
        default=None,
        compare=False,
        metadata=flag("--trace", "print the search step by step (jumps, cuts, moves taken back).", SOLVE),
    )

    def describe(self) -> str:
        """The options in words, for the stats line after the engine's name: ``plain order, forward
        checking on``."""
        return f"{self.order.value} order, forward checking {'on' if self.forward_check else 'off'}"


DEFAULT_WORKERS = 1  # bench/cpsat.py: on 2 cores one worker beats 2 and 8 on large closed boards


MOST_SEED = 2**31 - 1  # CP-SAT's random seed is a 32-bit signed integer


@dataclass(frozen=True)
class CpsatOptions(FromFlags):
    """Choices that only the CP-SAT engine has (a seed from 0 to `MOST_SEED`)."""

    workers: int = field(
        default=DEFAULT_WORKERS, metadata=flag("--workers", f"search workers [default: {DEFAULT_WORKERS}].", SOLVE)
    )
    seed: int = field(default=0, metadata=flag("--seed", "random seed [default: 0].", SOLVE, COUNT))
    hint: bool = field(
        default=False, metadata=flag("--hint", "warm-start from a backtracker tour [default: off].", SOLVE)
    )
    randomize: bool = False  # vary the search by the seed, so that each seed finds another tour (puzzles)

    def describe(self) -> str:
        """The options in words, for the stats line after the engine's name: ``1 worker, seed 0``,
        and ``hinted by the backtracker`` or ``randomised`` where asked."""
        hint = ", hinted by the backtracker" if self.hint else ""
        random = ", randomised" if self.randomize else ""
        return f"{self.workers} worker{'s' if self.workers > 1 else ''}, seed {self.seed}{hint}{random}"


class Encoding(str, enum.Enum):
    """The SAT engine's CNF: ``lazy`` (subtours cut as they appear) or ``complete``."""

    LAZY = "lazy"
    COMPLETE = "complete"


# PySAT's solvers that solve incrementally under budgets (Kissat does not; Lingeling has no budgets).
SOLVERS = ("cadical195", "cadical300", "glucose4", "glucose42", "minisat22", "maplechrono")
DEFAULT_SOLVER = "minisat22"  # solved every lazy run of bench/sat.py (n = 6 … 60, open and closed)


@dataclass(frozen=True)
class SatOptions(FromFlags):
    """Choices that only the SAT engine has."""

    encoding: Encoding = field(
        default=Encoding.LAZY, metadata=flag("--encoding", "CNF encoding [default: lazy].", SOLVE)
    )
    solver: str = field(
        default=DEFAULT_SOLVER,
        metadata=flag("--sat-solver", f"PySAT solver [default: {DEFAULT_SOLVER}].", SOLVE, COUNT),
    )

    def describe(self) -> str:
        """The options in words, for the stats line after the engine's name: ``lazy encoding,
        minisat22``."""
        return f"{self.encoding.value} encoding, {self.solver}"


@dataclass(frozen=True)
class ConstructOptions(FromFlags):
    """The construct engine has no choices; this says so in the stats line."""

    def describe(self) -> str:
        """How the construct engine builds, for the stats line after its name (it has no choices)."""
        return "blocks joined, Warnsdorff with Roth's tie-break, or regions re-solved by CP-SAT"


@dataclass(frozen=True)
class FrontierOptions(FromFlags):
    """How the frontier counter sweeps: ``checkpoint``, a file to resume from and save to;
    ``spill``, a folder to keep the states in, for a sweep past memory; ``scheduler`` or
    ``dask_local``, a Dask cluster to sweep on (`kt_csp.engines.frontier.stages`). How it finds a tour:
    drawn uniformly at random (always: ``random`` says it was asked for) by ``seed``, or the tour
    of ``rank``."""

    checkpoint: Path | None = field(
        default=None,
        metadata=flag(
            "--checkpoint",
            "save the sweep in this file as it goes and resume from it (a count stopped by a limit or Ctrl-C goes on from where it was).",
            COUNT,
        ),
    )
    spill: Path | None = field(
        default=None,
        metadata=flag(
            "--spill",
            "keep the states on disk in this folder, for a count past memory (a count stopped in any way resumes from it when run again).",
            COUNT,
        ),
    )
    scheduler: str | None = field(  # a Dask scheduler's address: the sweep runs on its cluster
        default=None, metadata=flag("--scheduler", "sweep on the Dask scheduler at this address.", COUNT)
    )
    dask_local: int | None = field(  # or on a Dask LocalCluster of this many workers
        default=None, metadata=flag("--dask-local", "sweep on a Dask LocalCluster of N workers.", COUNT)
    )
    random: bool = field(
        default=False,
        metadata=flag("--random", "a tour drawn uniformly at random among all tours (--seed repeats a draw).", SOLVE),
    )
    seed: int | None = field(default=None, metadata=flag("--seed", "random seed [default: 0].", SOLVE))
    rank: int | None = field(
        default=None, metadata=flag("--rank", "the tour of this rank among all tours (from 0).", SOLVE)
    )

    def describe(self) -> str:
        """The options in words, for the stats line after the engine's name: the tour asked for
        (of a rank, or drawn at random), else where the sweep keeps its states and where it runs."""
        if self.rank is not None:
            return f"the tour of rank {self.rank:,}"
        if self.random or self.seed is not None:
            return f"a tour drawn uniformly at random, seed {self.seed or 0}"
        return (
            (f"states kept in {self.spill}" if self.spill else "states in memory")
            + (f", saved in {self.checkpoint}" if self.checkpoint else "")
            + (f", on the Dask cluster at {self.scheduler}" if self.scheduler else "")
            + (f", on a Dask LocalCluster of {self.dask_local}" if self.dask_local else "")
        )


@dataclass(frozen=True)
class AutoOptions(FromFlags):
    """Auto has no choices of its own: it makes them."""

    def describe(self) -> str:
        """Says that auto chose, for the stats line after the engine's name (it has no choices)."""
        return "chosen by auto"


class Speed(str, enum.Enum):
    """How fast an animation runs: steps per frame and seconds per frame."""

    NORMAL = "normal"
    FAST = "fast"

    @property
    def steps_per_frame(self) -> int:
        return 1 if self is Speed.NORMAL else 50

    @property
    def frame_seconds(self) -> float:
        return 0.05 if self is Speed.NORMAL else 0.02


class Origin(str, enum.Enum):
    """Where a text grid puts rank 1: at the ``bottom`` (as a chessboard is printed) or at the
    ``top`` (row 0 first, as the classic GfG article prints it)."""

    BOTTOM = "bottom"
    TOP = "top"
