"""The frontier engine: tours counted by their traces on a moving boundary."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kt_csp.core.choices import FrontierOptions
from kt_csp.engines.descriptor import Descriptor, Witness

if TYPE_CHECKING:
    from kt_csp.core.instance import Instance
    from kt_csp.core.limits import Limits
    from kt_csp.core.result import CountResult, Result

__all__ = ["ENGINE", "count", "solve"]


def solve(instance: Instance, limits: Limits, options: FrontierOptions, /) -> Result:
    """Answer ``instance`` (`kt_csp.engines.frontier.sampling.solve`, imported only now).

    Parameters
    ----------
    instance, limits, options
        As every engine's solve takes them (`kt_csp.engines.descriptor.SolveFunction`).

    Returns
    -------
    Result
        The engine's answer, not yet judged by the verifier (the registry's door judges it).
    """
    from kt_csp.engines.frontier.sampling import solve as solving

    return solving(instance, limits, options)


def count(instance: Instance, limits: Limits, options: FrontierOptions, workers: int | None, /) -> CountResult:
    """Count the tours of ``instance`` (`kt_csp.engines.frontier.sweep.count`, imported only now).

    Parameters
    ----------
    instance, limits, options, workers
        As every engine's count takes them (`kt_csp.engines.descriptor.CountFunction`).

    Returns
    -------
    CountResult
        The engine's count.
    """
    from kt_csp.engines.frontier.sweep import count as counting

    return counting(instance, limits, options, workers)


ENGINE = Descriptor(
    "frontier",
    solve,
    count,
    FrontierOptions,
    parts=frozenset({"holes", "uncrossed", "longest"}),
    beside=(("uncrossed", "longest"), ("longest", "uncrossed")),
    units=("peak states", "states swept"),
    keys=("peak_states", "states_swept"),
    witness=Witness.COUNT,
    count_flags=("--workers",),
    needs=("numba",),
    summary="counts tours by their traces on a boundary swept across the board; finds a tour drawn "
    "uniformly at random among all (`solve --random`, `--rank N`; `kt_csp.draw`)",
)
