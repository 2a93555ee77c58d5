"""Every choice a caller names: the engines' options and the forms of what is read and written.

They live apart from the engines so that the command line (and ``--help``) can offer them without
loading any engine: OR-Tools, PySAT and numba are imported only by the work that needs them.
Each engine module re-exports its own options under its own name.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Self

if TYPE_CHECKING:
    import numpy as np

__all__ = [
    "DEFAULT_SOLVER",
    "DEFAULT_WORKERS",
    "SOLVERS",
    "AutoOptions",
    "BacktrackOptions",
    "ConstructOptions",
    "CpsatOptions",
    "Encoding",
    "Order",
    "Origin",
    "SatOptions",
    "Speed",
    "TraceObserver",
]


class Order(str, enum.Enum):
    """The order in which the backtracker tries a square's moves."""

    PLAIN = "plain"
    WARNSDORFF = "warnsdorff"


# Receives each batch of the kernel's trace events (rows of kind, depth, square, other; see
# `kt_csp.engines.backtrack.trace`); returns False to stop tracing while the search goes on.
TraceObserver = Callable[["np.ndarray"], bool]


class FromFlags:
    """Options a command line gives by flags: ``FLAGS`` names the flag of each field that has
    one, and `from_flags` reads them (a flag not given keeps its field's default)."""

    FLAGS: ClassVar[Mapping[str, str]] = {}

    @classmethod
    def from_flags(cls, given: Mapping[str, object]) -> Self:
        """The options that the flags in ``given`` (flag: value, None where not given) set.

        >>> BacktrackOptions.from_flags({"--order": Order.WARNSDORFF, "--forward-check": None}).describe()
        'warnsdorff order, forward checking on'
        """
        fields: dict[str, Any] = {
            field: given[flag] for flag, field in cls.FLAGS.items() if given.get(flag) is not None
        }
        return cls(**fields)


@dataclass(frozen=True)
class BacktrackOptions(FromFlags):
    """Choices that only the backtrack engine has; ``trace`` watches the search step by step."""

    FLAGS: ClassVar[Mapping[str, str]] = {"--order": "order", "--forward-check": "forward_check", "--trace": "trace"}

    order: Order = Order.PLAIN
    forward_check: bool = True
    trace: TraceObserver | None = field(default=None, compare=False)

    def describe(self) -> str:
        return f"{self.order.value} order, forward checking {'on' if self.forward_check else 'off'}"


DEFAULT_WORKERS = 1  # bench/cpsat.py: on 2 cores one worker beats 2 and 8 on large closed boards


MOST_SEED = 2**31 - 1  # CP-SAT's random seed is a 32-bit signed integer


@dataclass(frozen=True)
class CpsatOptions(FromFlags):
    """Choices that only the CP-SAT engine has (a seed from 0 to `MOST_SEED`)."""

    FLAGS: ClassVar[Mapping[str, str]] = {"--workers": "workers", "--seed": "seed", "--hint": "hint"}

    workers: int = DEFAULT_WORKERS
    seed: int = 0
    hint: bool = False
    randomize: bool = False  # vary the search by the seed, so that each seed finds another tour (puzzles)

    def describe(self) -> str:
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

    FLAGS: ClassVar[Mapping[str, str]] = {"--encoding": "encoding", "--sat-solver": "solver"}

    encoding: Encoding = Encoding.LAZY
    solver: str = DEFAULT_SOLVER

    def describe(self) -> str:
        return f"{self.encoding.value} encoding, {self.solver}"


@dataclass(frozen=True)
class ConstructOptions(FromFlags):
    """The construct engine has no choices; this says so in the stats line."""

    def describe(self) -> str:
        return "blocks joined, Warnsdorff with Roth's tie-break, or regions re-solved by CP-SAT"


@dataclass(frozen=True)
class FrontierOptions(FromFlags):
    """How the frontier counter sweeps: ``checkpoint``, a file to resume from and save to;
    ``spill``, a folder to keep the states in, for a sweep past memory; ``scheduler`` or
    ``dask_local``, a Dask cluster to sweep on (`kt_csp.engines.frontier.stages`). How it finds a tour:
    drawn uniformly at random (always: ``random`` says it was asked for) by ``seed``, or the tour
    of ``rank``."""

    FLAGS: ClassVar[Mapping[str, str]] = {
        "--checkpoint": "checkpoint",
        "--spill": "spill",
        "--random": "random",
        "--seed": "seed",
        "--rank": "rank",
        "--scheduler": "scheduler",
        "--dask-local": "dask_local",
    }

    checkpoint: Path | None = None
    spill: Path | None = None
    scheduler: str | None = None  # a Dask scheduler's address: the sweep runs on its cluster
    dask_local: int | None = None  # or on a Dask LocalCluster of this many workers
    random: bool = False
    seed: int | None = None
    rank: int | None = None

    def describe(self) -> str:
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
