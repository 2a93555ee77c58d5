"""The gecode engine: MiniZinc with Gecode (Debian's ``minizinc`` and ``flatzinc``) on the MiniZinc
model that ``kt-csp export --format minizinc`` writes — a constraint solver of another project, as
a witness. The model's search annotation is Warnsdorff's rule as Gecode takes it (the square with
the fewest places left to go next, first): without it Gecode finds no open 8×8 tour from a1 in
20 s; with it, in 53 nodes."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

from kt_csp.core.variants import PARTS
from kt_csp.engines.descriptor import Descriptor
from kt_csp.engines.foreign import ForeignOptions, Program, solve_with
from kt_csp.engines.gecode.minizinc import MINIZINC

if TYPE_CHECKING:
    from kt_csp.core.instance import Instance
    from kt_csp.core.limits import Limits
    from kt_csp.core.result import Result

__all__ = ["ENGINE", "PROGRAM", "solve"]


def _command(model: Path, answer: Path, limits: Limits) -> list[str]:
    """``minizinc --solver gecode -s model.mzn``, its node limit Gecode's node cutoff (``-node``)."""
    budget = [] if limits.node_limit is None else ["--fzn-flags", f"-node {limits.node_limit}"]
    return ["minizinc", "--solver", "gecode", "--statistics", *budget, str(model)]


def _stats(said: str) -> tuple[int, int]:
    """Nodes and failures, from the statistics Gecode prints (``%%%mzn-stat: nodes=53``), summed
    over the searches it reports (a model's statistics come once)."""
    nodes, failures = (
        sum(int(found) for found in re.findall(rf"^%%%mzn-stat: {word}=(\d{{1,18}})$", said, re.MULTILINE))
        for word in ("nodes", "failures")
    )
    return nodes, failures


# (Debian's minizinc depends on flatzinc, whose fzn-gecode is the solver minizinc runs.)
PROGRAM = Program(MINIZINC, "minizinc", "apt-get install minizinc flatzinc", _command, stats=_stats)


def solve(instance: Instance, limits: Limits, options: ForeignOptions, /) -> Result:
    """Answer ``instance`` with MiniZinc and Gecode on its MiniZinc model
    (`kt_csp.engines.foreign.solve_with`).

    Parameters
    ----------
    instance, limits, options
        As every engine's solve takes them (`kt_csp.engines.descriptor.SolveFunction`).

    Returns
    -------
    Result
        Gecode's answer, read back; not yet judged by the verifier (the registry's door judges it).
    """
    return solve_with(PROGRAM, "gecode", instance, limits)


ENGINE = Descriptor(
    "gecode",
    solve,
    None,
    ForeignOptions,
    parts=frozenset(part.name for part in PARTS),  # (the MiniZinc model says every part)
    units=("nodes", "failures"),
    needs=("minizinc and fzn-gecode (programs)",),
    summary="MiniZinc with Gecode on the exported MiniZinc model: a constraint solver of another project",
    foreign=True,
)
