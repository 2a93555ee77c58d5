"""The cadical engine: CaDiCaL's own program (Debian's ``cadical``) on the DIMACS CNF that ``kt-csp
export --format dimacs`` writes — a SAT solver apart from PySAT's copy, as a witness."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from kt_csp.engines.descriptor import Descriptor
from kt_csp.engines.foreign import ForeignOptions, Program, counted, solve_with
from kt_csp.engines.sat import ENGINE as SAT
from kt_csp.engines.sat.dimacs import DIMACS

if TYPE_CHECKING:
    from kt_csp.core.instance import Instance
    from kt_csp.core.limits import Limits
    from kt_csp.core.result import Result

__all__ = ["ENGINE", "PROGRAM", "solve"]


def _command(model: Path, answer: Path, limits: Limits) -> list[str]:
    """``cadical model.cnf``, its node limit CaDiCaL's conflict limit (``-c``)."""
    budget = [] if limits.node_limit is None else ["-c", str(limits.node_limit)]
    return ["cadical", *budget, str(model)]


PROGRAM = Program(
    DIMACS, "cadical", "apt-get install cadical", _command, stats=counted("decisions", "conflicts"), budget="conflicts"
)


def solve(instance: Instance, limits: Limits, options: ForeignOptions, /) -> Result:
    """Answer ``instance`` with CaDiCaL's program on its DIMACS CNF (`kt_csp.engines.foreign.solve_with`).

    Parameters
    ----------
    instance, limits, options
        As every engine's solve takes them (`kt_csp.engines.descriptor.SolveFunction`).

    Returns
    -------
    Result
        CaDiCaL's answer, read back; not yet judged by the verifier (the registry's door judges it).
    """
    return solve_with(PROGRAM, "cadical", instance, limits)


ENGINE = Descriptor(
    "cadical",
    solve,
    None,
    ForeignOptions,
    parts=SAT.parts,  # (the file is the SAT engine's complete CNF: what it encodes)
    units=("decisions", "conflicts"),
    needs=("cadical (program)",),
    summary="CaDiCaL's own program on the exported DIMACS CNF: a SAT solver apart from PySAT",
    foreign=True,
)
