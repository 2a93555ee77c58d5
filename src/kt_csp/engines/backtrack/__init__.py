"""The backtrack engine: a compiled search with forward checking, its counter, trace and estimate."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kt_csp.core.choices import BacktrackOptions
from kt_csp.engines.descriptor import Descriptor, Witness

if TYPE_CHECKING:
    from kt_csp.core.instance import Instance
    from kt_csp.core.limits import Limits
    from kt_csp.core.result import CountResult, Result

__all__ = ["ENGINE", "count", "solve"]


def solve(instance: Instance, limits: Limits, options: BacktrackOptions, /) -> Result:
    """Answer ``instance`` (`kt_csp.engines.backtrack.search.solve`, imported only now).

    Parameters
    ----------
    instance, limits, options
        As every engine's solve takes them (`kt_csp.engines.descriptor.SolveFunction`).

    Returns
    -------
    Result
        The engine's answer, not yet judged by the verifier (the registry's door judges it).
    """
    from kt_csp.engines.backtrack.search import solve as solving

    return solving(instance, limits, options)


def count(instance: Instance, limits: Limits, options: BacktrackOptions, workers: int | None, /) -> CountResult:
    """Count the tours of ``instance`` (`kt_csp.engines.backtrack.counter.count`, imported only now).

    Parameters
    ----------
    instance, limits, options, workers
        As every engine's count takes them (`kt_csp.engines.descriptor.CountFunction`).

    Returns
    -------
    CountResult
        The engine's count.
    """
    from kt_csp.engines.backtrack.counter import count as counting

    return counting(instance, limits, options, workers)


ENGINE = Descriptor(
    "backtrack",
    solve,
    count,
    BacktrackOptions,
    parts=frozenset({"holes", "wrap", "clues"}),
    witness=Witness.SEARCH,
    count_flags=("--workers", "--job"),
    needs=("numba",),
    summary="the backtracker with forward checking and Warnsdorff's order, compiled by numba",
)
