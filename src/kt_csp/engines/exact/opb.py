"""The SAT engine's complete encoding as a pseudo-Boolean OPB file, and a PB solver's answer to it.

OPB is the language of the pseudo-Boolean competitions: 0/1 variables ``x1`` … ``xN``, linear
constraints over them and their negations (``~x3`` is 1 - x3), each ending in ``;``. The file
holds the SAT engine's complete encoding (`kt_csp.engines.sat.encoding.complete_formula`) with
its exactly-ones written as they are — ``+1 x1 +1 x2 +1 x3 = 1 ;`` for "one move out of b1" —
rather than as the sequential counters the CNF needs, and every other clause as ``>= 1``. The
first line is the competitions' ``* #variable= N #constraint= M`` header, the next comment the
question (`kt_csp.core.instance.Instance.tag`), and ``* var x17 arc_a1_c2`` names a variable.
``kt-csp export --format opb`` writes it (`OPB`); the exact engine hands it to Exact. A PB
solver's answer (``s`` and ``v x1 -x2`` lines) is read by
`kt_csp.engines.sat.dimacs.read_sat_answer`, its variables' names turned into numbers.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from kt_csp.core.board import MOST_DIGITS
from kt_csp.core.result import Status
from kt_csp.engines.circuit import ARC_NAMES, parse_arc_name
from kt_csp.engines.model_file import Model, ModelFile, ModelFormat, instance_named
from kt_csp.engines.sat import ENGINE as SAT
from kt_csp.engines.sat.dimacs import complete_for, read_sat_answer, sat_encodes
from kt_csp.errors import KtError

if TYPE_CHECKING:
    from kt_csp.core.instance import Instance
    from kt_csp.engines.sat.encoding import Formula

__all__ = ["HEADER", "OPB", "Constraint", "OpbModelFile", "holds_opb", "opb_constraints", "read_opb", "write_opb"]

HEADER = "* #variable= "  # how an OPB file begins (the pseudo-Boolean competitions' header)

Constraint = tuple[list[tuple[int, str]], str, int]
"""A linear constraint: its terms (coefficient, variable), its relation (``>=`` or ``=``) and its
right-hand side, the negations already moved into it (c ~x = c - c x)."""


def write_opb(posed: Instance, asked: Instance) -> Model:
    """The SAT engine's complete encoding as OPB, its exactly-ones as ``= 1`` constraints.

    Parameters
    ----------
    posed, asked : Instance
        As for `kt_csp.engines.sat.dimacs.write_dimacs` (the asked question is the second comment).

    Returns
    -------
    Model
        The text and the model's size.

    Raises
    ------
    KtError
        For a part the encoding does not hold, or a model too large for memory.
    """
    from kt_csp.engines.sat import encoding as sat

    formula = complete_for(posed, posed.parts() - SAT.parts, "the SAT engine's encoding", "OPB", keep=True)
    exactly_ones = formula.exactly_ones or []
    constraints = len(exactly_ones) + len(formula.cnf.clauses)
    text = _opb(formula, exactly_ones, asked, constraints).encode()
    return Model(text, formula.pool.top, constraints, len(sat.arc_variables(formula)))


def _opb(formula: Formula, exactly_ones: list[list[int]], asked: Instance, constraints: int) -> str:
    """The file's text: the header, the question, how to read the variables, their names, the constraints."""
    from kt_csp.engines.sat import encoding as sat

    lines = [
        f"{HEADER}{formula.pool.top} #constraint= {constraints}",
        f"* {asked.tag()}",
        "* kt-csp complete encoding: 'arc_a1_c2' is 1 when the tour jumps a1 -> c2 (an open tour",
        "* adds 'first_a1' and 'last_h8' for its ends); 'b3_ge_5' when b3 comes at step 5 or later",
        "* (steps from 0). '= 1': exactly one move out of (or into) a square; '>= 1': a clause",
        "* (~x is 1 - x). Every solution is exactly one tour.",
        *(f"* var x{var} {name}" for var, name in sat.variable_names(formula).items()),
        *(f"{_terms(literals)} = 1 ;" for literals in exactly_ones),
        *(f"{_terms(clause)} >= 1 ;" for clause in formula.cnf.clauses),
    ]
    return "\n".join(lines) + "\n"


def _terms(literals: list[int]) -> str:
    """A sum of literals in OPB: ``+1 x1 +1 ~x2``."""
    return " ".join(f"+1 x{literal}" if literal > 0 else f"+1 ~x{-literal}" for literal in literals)


_TERM = re.compile(r"([+-]?\d+)\s+(~?)(x\d+)")


def opb_constraints(text: str) -> tuple[list[str], list[Constraint]]:
    """The variables and the linear constraints of an OPB file (no objective: the file poses a
    question, not an optimisation).

    Parameters
    ----------
    text : str
        The file.

    Returns
    -------
    tuple of (list of str, list of Constraint)
        The variables ``x1`` … ``xN`` its header declares, and each constraint with its negated
        terms moved into its right-hand side.

    Raises
    ------
    KtError
        For a line that is no linear constraint of OPB.
    """
    variables = [f"x{v}" for v in range(1, _declared(text) + 1)]
    constraints = []
    for line in text.splitlines():
        if not line.strip() or line.startswith("*"):
            continue
        found = re.fullmatch(r"(.*?)\s*(>=|=)\s*([+-]?\d+)\s*;\s*", line)
        if found is None:
            raise KtError(f"{line[:40]!r} is not an OPB constraint such as '+1 x1 +1 ~x2 >= 1 ;'")
        terms, degree = [], int(found.group(3))
        for coefficient, negated, name in _TERM.findall(found.group(1)):
            weight = int(coefficient)
            terms.append((-weight, name) if negated else (weight, name))
            degree -= weight if negated else 0
        constraints.append((terms, found.group(2), degree))
    return variables, constraints


@dataclass(frozen=True)
class OpbModelFile(ModelFile):
    """An OPB model read back."""

    def _decoded(self, answer: str) -> tuple[Status, list[int] | None]:
        """A PB solver's ``s`` and ``v`` lines (``v x1 -x2 …``), which give every variable."""
        status, true = read_sat_answer(_numbered(answer), self.variables, every=True)
        if true is None:
            return status, None
        return status, self._tour({arc for var, arc in self.meaning.items() if var in true})


def _numbered(answer: str) -> str:
    """A PB answer's ``v`` lines with its variables' names as numbers (``v 1 -2``), as a SAT
    solver's; the other lines as they are."""
    lines = [line.strip() for line in answer.splitlines()]
    return "\n".join(
        re.sub(r"(^|\s)(-?)x(\d+)(?=\s|$)", r"\1\2\3", line) if line.startswith("v") else line for line in lines
    )


def holds_opb(data: bytes) -> bool:
    """Whether a file is an OPB model (it begins with the ``* #variable=`` header).

    Parameters
    ----------
    data : bytes
        The file.

    Returns
    -------
    bool
        True for an OPB file.
    """
    return data.startswith(HEADER.encode())


def read_opb(data: bytes, path: str) -> OpbModelFile:
    """An OPB model read back: the question in the comment after the header, each arc's
    variable in its own.

    Parameters
    ----------
    data : bytes
        The file.
    path : str
        Its name, for messages.

    Returns
    -------
    OpbModelFile
        The question, the arcs' variables, and the variables its header declares.

    Raises
    ------
    KtError
        For an OPB file kt-csp did not export.
    """
    text = data.decode(errors="replace")
    comments = [line[2:].strip() for line in text.splitlines()[1:] if line.startswith("* ")]
    instance = instance_named(comments[0] if comments else "", path)
    meaning = {}
    for comment in comments:
        parts = comment.split()
        if (
            len(parts) == 3
            and parts[0] == "var"
            and re.fullmatch(rf"x\d{{1,{MOST_DIGITS}}}", parts[1])
            and parts[2].startswith(ARC_NAMES)
        ):
            meaning[int(parts[1][1:])] = parse_arc_name(instance.board, parts[2])
    return OpbModelFile(instance, meaning, _declared(text))


def _declared(text: str) -> int:
    """The variables an OPB file's header declares (0 when it has none)."""
    declared = re.match(re.escape(HEADER) + r"(\d{1,15}) ", text)
    return int(declared.group(1)) if declared else 0


OPB = ModelFormat(
    "opb",
    ".opb",
    "the SAT engine's complete encoding as pseudo-Boolean OPB (exactly-ones as '= 1'), for PB solvers",
    write_opb,
    read_opb,
    holds_opb,
    encodes=sat_encodes,
)
