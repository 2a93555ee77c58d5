"""The cadical engine: CaDiCaL's own program (Debian's ``cadical``) on the DIMACS CNF that ``kt-csp
export --format dimacs`` writes — a SAT solver apart from PySAT's copy, as a witness."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

from kt_csp.engines.descriptor import Descriptor
from kt_csp.engines.foreign import ForeignOptions, Program, solve_with
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


def _stats(said: str) -> tuple[int, int]:
    """Decisions and conflicts, from CaDiCaL's statistics (``c decisions: 1234``), where it printed them."""
    found = [re.search(rf"^c {word}:\s+(\d+)", said, re.MULTILINE) for word in ("decisions", "conflicts")]
    return (int(found[0].group(1)) if found[0] else 0), (int(found[1].group(1)) if found[1] else 0)


PROGRAM = Program(DIMACS, "cadical", "apt-get install cadical", _command, stats=_stats, budget="conflicts")


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
