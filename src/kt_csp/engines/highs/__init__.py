"""The highs engine: HiGHS, an open-source MIP solver (``highspy``, run by a child Python), on the
mixed-integer model that ``kt-csp export --format mps`` writes — a witness that is neither a SAT
nor a CP solver."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

from kt_csp.engines.descriptor import Descriptor
from kt_csp.engines.foreign import ForeignOptions, Program, counted, solve_with
from kt_csp.engines.highs.languages import MPS

if TYPE_CHECKING:
    from kt_csp.core.instance import Instance
    from kt_csp.core.limits import Limits
    from kt_csp.core.result import Result

__all__ = ["ENGINE", "PROGRAM", "solve"]


def _command(model: Path, answer: Path, limits: Limits) -> list[str]:
    """A child Python running `kt_csp.engines.highs.run`, its node limit HiGHS's ``mip_max_nodes``."""
    budget = [] if limits.node_limit is None else [str(limits.node_limit)]
    return [sys.executable, "-m", "kt_csp.engines.highs.run", str(model), str(answer), *budget]


PROGRAM = Program(
    MPS,
    "highspy",
    "pip install highspy",
    _command,
    library=True,
    answer_file=True,
    stats=counted("nodes", "simplex iterations"),
)


def solve(instance: Instance, limits: Limits, options: ForeignOptions, /) -> Result:
    """Answer ``instance`` with HiGHS on its MPS model (`kt_csp.engines.foreign.solve_with`).

    Parameters
    ----------
    instance, limits, options
        As every engine's solve takes them (`kt_csp.engines.descriptor.SolveFunction`).

    Returns
    -------
    Result
        HiGHS's answer, read back; not yet judged by the verifier (the registry's door judges it).
    """
    return solve_with(PROGRAM, "highs", instance, limits)


ENGINE = Descriptor(
    "highs",
    solve,
    None,
    ForeignOptions,
    parts=frozenset({"holes", "wrap", "clues", "symmetry", "magic", "uncrossed", "longest", "minimize"}),
    units=("nodes", "simplex iterations"),
    needs=("highspy",),
    summary="HiGHS, a MIP solver, on the exported MPS model (arcs, a flow cutting subtours)",
    foreign=True,
)
