"""The auto engine: picks an engine for the question, and says why."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kt_csp.core.choices import AutoOptions
from kt_csp.engines.descriptor import Descriptor

if TYPE_CHECKING:
    from kt_csp.core.instance import Instance
    from kt_csp.core.limits import Limits
    from kt_csp.core.result import CountResult, Result

__all__ = ["ENGINE", "count", "solve"]


def solve(instance: Instance, limits: Limits, options: AutoOptions, /) -> Result:
    """Answer ``instance`` (`kt_csp.engines.auto.engine.solve`, imported only now).

    Parameters
    ----------
    instance, limits, options
        As every engine's solve takes them (`kt_csp.engines.descriptor.SolveFunction`).

    Returns
    -------
    Result
        The engine's answer, not yet judged by the verifier (the registry's door judges it).
    """
    from kt_csp.engines.auto.engine import solve as solving

    return solving(instance, limits, options)


def count(instance: Instance, limits: Limits, options: AutoOptions, workers: int | None, /) -> CountResult:
    """Count the tours of ``instance`` (`kt_csp.engines.auto.engine.count`, imported only now).

    Parameters
    ----------
    instance, limits, options, workers
        As every engine's count takes them (`kt_csp.engines.descriptor.CountFunction`).

    Returns
    -------
    CountResult
        The engine's count.
    """
    from kt_csp.engines.auto.engine import count as counting

    return counting(instance, limits, options, workers)


ENGINE = Descriptor(
    "auto",
    solve,
    count,
    AutoOptions,
    parts=frozenset({"holes", "wrap", "clues", "symmetry", "magic", "uncrossed", "longest", "minimize"}),
    needs=("numba", "ortools"),
    summary="the default of `solve` and `count`: picks construct, search or the frontier counter, and says why",
)
