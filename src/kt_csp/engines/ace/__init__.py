"""The ace engine: ACE, the XCSP3 constraint solver (the jar that PyCSP3 ships), on the XCSP3
instance that ``kt-csp export --format xcsp3`` writes — a constraint solver apart from CP-SAT,
with a circuit propagator of its own, as a witness."""

from __future__ import annotations

import re
from importlib.util import find_spec
from pathlib import Path
from typing import TYPE_CHECKING

from kt_csp.core.result import Result, Status
from kt_csp.engines.ace.xcsp3 import EXPRESSED, XCSP3
from kt_csp.engines.descriptor import Descriptor
from kt_csp.engines.foreign import ForeignOptions, NotInstalled, Program, solve_with

if TYPE_CHECKING:
    from kt_csp.core.instance import Instance
    from kt_csp.core.limits import Limits

__all__ = ["ENGINE", "PROGRAM", "ace_jar", "solve"]

INSTALL = "pip install pycsp3, which ships ACE's jar, and a Java runtime: apt-get install default-jre-headless"
MOST_FAILURES = 2**31 - 1  # ACE's cutoff is a Java int


def ace_jar() -> Path | None:
    """ACE's jar as PyCSP3 ships it (``pycsp3/solvers/ace/ACE-2.6.jar``), or None without it.

    Returns
    -------
    Path or None
        The newest jar found.
    """
    spec = find_spec("pycsp3")
    folders = [] if spec is None or spec.submodule_search_locations is None else spec.submodule_search_locations
    jars = sorted(jar for folder in folders for jar in (Path(folder) / "solvers" / "ace").glob("ACE-*.jar"))
    return jars[-1] if jars else None


def _command(model: Path, answer: Path, limits: Limits) -> list[str]:
    """``java -jar ACE.jar model.xml``, plain (no colours, solutions in XML only), its node limit
    ACE's failed assignments: one run (no restarts) of that cutoff, for optimisation too."""
    jar = ace_jar()
    assert jar is not None  # (solve refused first without it)
    budget = (
        [] if limits.node_limit is None else ["-r_n=1", f"-r_c={min(limits.node_limit, MOST_FAILURES)}", "-r_cmc=1"]
    )
    return ["java", "-jar", str(jar), str(model), "-npc", "-xc=false", "-jl=0", *budget]


def _stats(said: str) -> tuple[int, int]:
    """Assignments and failed assignments, summed over ACE's runs (``asgs:(21,noefs=0,fails=3)``)."""
    runs = [(int(made), int(failed)) for made, failed in re.findall(r"asgs:\((\d+),\S*?fails=(\d+)\)", said)]
    return sum(made for made, _ in runs), sum(failed for _, failed in runs)


PROGRAM = Program(XCSP3, "java", INSTALL, _command, stats=_stats)


def solve(instance: Instance, limits: Limits, options: ForeignOptions, /) -> Result:
    """Answer ``instance`` with ACE on its XCSP3 instance (`kt_csp.engines.foreign.solve_with`).

    Parameters
    ----------
    instance, limits, options
        As every engine's solve takes them (`kt_csp.engines.descriptor.SolveFunction`).

    Returns
    -------
    Result
        ACE's answer, read back; not yet judged by the verifier (the registry's door judges it).

    Raises
    ------
    NotInstalled
        Without ACE's jar (PyCSP3) or a Java runtime.
    """
    if ace_jar() is None:
        raise NotInstalled(f"the ace engine needs ACE's jar ({INSTALL})")
    if instance.closed and instance.board.squares < 3:  # (ACE refuses a circuit of one node, or of two fixed)
        return Result("ace", instance, Status.NONE, reason="a closed tour needs at least 3 squares")
    return solve_with(PROGRAM, "ace", instance, limits)


ENGINE = Descriptor(
    "ace",
    solve,
    None,
    ForeignOptions,
    parts=EXPRESSED,  # (what the XCSP3 instance expresses)
    units=("assignments", "failed assignments"),
    needs=("java (program)", "pycsp3 (ACE's jar)"),
    summary="ACE, the XCSP3 constraint solver PyCSP3 ships, on the exported XCSP3 instance",
    foreign=True,
)
