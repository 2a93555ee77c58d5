"""The construct engine: huge tours built from base blocks, without search."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kt_csp.core.choices import ConstructOptions
from kt_csp.engines.descriptor import Descriptor

if TYPE_CHECKING:
    from kt_csp.core.instance import Instance
    from kt_csp.core.limits import Limits
    from kt_csp.core.result import Result

__all__ = ["ENGINE", "solve"]


def solve(instance: Instance, limits: Limits, options: ConstructOptions, /) -> Result:
    """Answer ``instance`` (`kt_csp.engines.construct.engine.solve`, imported only now).

    Parameters
    ----------
    instance, limits, options
        As every engine's solve takes them (`kt_csp.engines.descriptor.SolveFunction`).

    Returns
    -------
    Result
        The engine's answer, not yet judged by the verifier (the registry's door judges it).
    """
    from kt_csp.engines.construct.engine import solve as solving

    return solving(instance, limits, options)


ENGINE = Descriptor(
    "construct",
    solve,
    None,
    ConstructOptions,
    parts=frozenset({"holes", "wrap"}),
    needs=("numba", "ortools"),
    summary="tours of huge boards built without search: blocks joined, or Warnsdorff",
)
