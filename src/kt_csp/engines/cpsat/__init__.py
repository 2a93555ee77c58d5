"""The cpsat engine: the tour as a Hamiltonian circuit in OR-Tools CP-SAT."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kt_csp.core.choices import CpsatOptions
from kt_csp.engines.descriptor import Descriptor, Witness

if TYPE_CHECKING:
    from kt_csp.core.instance import Instance
    from kt_csp.core.limits import Limits
    from kt_csp.core.result import CountResult, Result

__all__ = ["ENGINE", "count", "solve"]


def solve(instance: Instance, limits: Limits, options: CpsatOptions, /) -> Result:
    """Answer ``instance`` (`kt_csp.engines.cpsat.engine.solve`, imported only now).

    Parameters
    ----------
    instance, limits, options
        As every engine's solve takes them (`kt_csp.engines.descriptor.SolveFunction`).

    Returns
    -------
    Result
        The engine's answer, not yet judged by the verifier (the registry's door judges it).
    """
    from kt_csp.engines.cpsat.engine import solve as solving

    return solving(instance, limits, options)


def count(instance: Instance, limits: Limits, options: CpsatOptions, workers: int | None, /) -> CountResult:
    """Count the tours of ``instance`` (`kt_csp.engines.cpsat.engine.count`, imported only now).

    Parameters
    ----------
    instance, limits, options, workers
        As every engine's count takes them (`kt_csp.engines.descriptor.CountFunction`).

    Returns
    -------
    CountResult
        The engine's count.
    """
    from kt_csp.engines.cpsat.engine import count as counting

    return counting(instance, limits, options, workers)


ENGINE = Descriptor(
    "cpsat",
    solve,
    count,
    CpsatOptions,
    parts=frozenset({"holes", "wrap", "clues", "symmetry", "magic", "uncrossed", "longest", "minimize"}),
    units=("branches", "conflicts"),
    witness=Witness.SEARCH,
    count_flags=("--tour-limit",),
    needs=("ortools",),
    summary="the tour as a Hamiltonian circuit in OR-Tools CP-SAT",
)
