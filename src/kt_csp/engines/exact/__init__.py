"""The exact engine: Exact, a pseudo-Boolean solver (PyPI ``exact``), on the OPB file that
``kt-csp export --format opb`` writes — the SAT engine's encoding solved with its exactly-ones as
linear constraints, by cutting planes rather than clauses, as a witness."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING

from kt_csp.engines.descriptor import Descriptor
from kt_csp.engines.exact.opb import OPB
from kt_csp.engines.foreign import ForeignOptions, Program, counted, solve_with
from kt_csp.engines.sat import ENGINE as SAT

if TYPE_CHECKING:
    from kt_csp.core.instance import Instance
    from kt_csp.core.limits import Limits
    from kt_csp.core.result import Result

__all__ = ["ENGINE", "PROGRAM", "solve"]


def _command(model: Path, answer: Path, limits: Limits) -> list[str]:
    """A child Python running `kt_csp.engines.exact.run`. Exact has no node or conflict budget
    to stop at (only a deterministic time, ``timeout-det``, which it passed on every model tried
    here), so a node limit does not reach it: only the time limit ends it."""
    return [sys.executable, "-m", "kt_csp.engines.exact.run", str(model), str(answer)]


PROGRAM = Program(
    OPB, "exact", "pip install exact", _command, library=True, answer_file=True, stats=counted("decisions", "conflicts")
)


def solve(instance: Instance, limits: Limits, options: ForeignOptions, /) -> Result:
    """Answer ``instance`` with Exact on its OPB file (`kt_csp.engines.foreign.solve_with`).

    Parameters
    ----------
    instance, limits, options
        As every engine's solve takes them (`kt_csp.engines.descriptor.SolveFunction`).

    Returns
    -------
    Result
        Exact's answer, read back; not yet judged by the verifier (the registry's door judges it).
    """
    return solve_with(PROGRAM, "exact", instance, limits)


ENGINE = Descriptor(
    "exact",
    solve,
    None,
    ForeignOptions,
    parts=SAT.parts,  # (the file is the SAT engine's complete encoding: what it encodes)
    units=("decisions", "conflicts"),
    needs=("exact (PyPI)",),
    summary="Exact, a pseudo-Boolean solver, on the exported OPB file: cutting planes, not clauses",
    foreign=True,
)
