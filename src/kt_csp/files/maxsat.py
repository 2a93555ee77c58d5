"""The optimisation questions as weighted MaxSAT (WCNF), and a MaxSAT solver's answer to one.

The file is in the MaxSAT Evaluations' format of 2022 on: ``h 1 -2 0`` a hard clause, ``1 -3 -4 0``
a soft clause of weight 1, ``c`` comments (the first the question,
`kt_csp.core.instance.Instance.tag`; ``c var 17 arc_b3_d4`` names a variable). The hard clauses
are the SAT engine's complete encoding (`kt_csp.engines.sat.encoding.complete_formula`), and a
solution's cost — the weight of the soft clauses it breaks — is what the question counts:

``--minimize crossings``
    For each pair of moves that cross, a soft clause for each way round of each ("not both"):
    a tour breaks one of the four for each pair it makes (it makes a move one way only).
``--minimize turns``
    For each square and each pair of jumps into and out of it that is not straight on, the soft
    clause "not both": a tour breaks one for each square where it turns.
``--longest``
    A ``skip_a1`` variable takes a square out of the path (and, closed with no fixed start,
    ``zero_a1`` says where the cycle's steps count from), and the soft clause ``-skip_a1``: the
    cost is the squares left out, so the path's moves are the squares less the cost (less one
    more for an open path).

``kt-csp export --format wcnf`` writes it (`WCNF`); no engine of kt-csp solves it (RC2 of PySAT
and the MaxSAT Evaluations' solvers do), and ``decode`` reads their answer: ``o`` cost lines,
``s OPTIMUM FOUND``, and ``v`` lines, either literals (``v 1 -2``) or the 2022 form, one 0/1
character per variable (``v 10``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from kt_csp.core.limits import Limits
from kt_csp.core.result import Status
from kt_csp.core.variants import Measure
from kt_csp.engines.circuit import onward
from kt_csp.engines.model_file import Model, ModelFile, ModelFormat
from kt_csp.engines.sat import ENGINE as SAT
from kt_csp.engines.sat.dimacs import complete_for, read_dimacs, read_sat_answer
from kt_csp.errors import KtError

if TYPE_CHECKING:
    from kt_csp.core.instance import Instance
    from kt_csp.engines.sat.encoding import Formula

__all__ = ["WCNF", "WcnfModelFile", "holds_wcnf", "maxsat_encodes", "maxsat_formula", "read_wcnf", "write_wcnf"]

OPTIMISING = frozenset({"longest", "minimize"})  # the parts a WCNF's soft clauses ask


def maxsat_encodes(instance: Instance) -> bool:
    """Whether the WCNF holds the whole question: an optimisation, its other parts the SAT engine's.

    Parameters
    ----------
    instance : Instance
        The question.

    Returns
    -------
    bool
        True for the longest path or the fewest crossings or turns, with only parts the SAT
        engine answers beside.
    """
    return instance.optimized and instance.parts() - OPTIMISING <= SAT.parts


def write_wcnf(posed: Instance, asked: Instance) -> Model:
    """The optimisation question as WCNF: the complete encoding hard, what it counts soft.

    Parameters
    ----------
    posed, asked : Instance
        As for `kt_csp.engines.sat.dimacs.write_dimacs` (the asked question is the first comment).

    Returns
    -------
    Model
        The text and the formula's size (constraints: hard and soft clauses).

    Raises
    ------
    KtError
        For a question that optimises nothing, a part the encoding does not hold, or a formula
        too large for memory.
    """
    from kt_csp.engines.sat import encoding as sat

    formula, soft = maxsat_formula(posed)
    text = _wcnf(formula, soft, asked).encode()
    return Model(text, formula.pool.top, len(formula.cnf.clauses) + len(soft), len(sat.arc_variables(formula)))


def maxsat_formula(posed: Instance, limits: Limits = Limits()) -> tuple[Formula, list[list[int]]]:
    """The optimisation question as hard and soft clauses: the complete encoding hard, and the soft
    clauses of weight 1 that a tour breaks one of for each crossing, turn or square left out. The
    WCNF is written from it, and the proof that no tour does better than an optimum
    (`kt_csp.certificates.drat`) bounds how many soft clauses are broken.

    Parameters
    ----------
    posed : Instance
        The question as the engines pose it (`Instance.anchored`).
    limits : Limits
        The time limit, looked at while building (none by default, as an export has).

    Returns
    -------
    tuple of (Formula, list of list of int)
        The hard clauses' formula (its pool names the variables) and the soft clauses.

    Raises
    ------
    KtError
        For a question that optimises nothing, a part the encoding does not hold, or a formula
        too large for memory.
    LimitReached
        The time limit passed while building.
    """
    if not posed.optimized:
        raise KtError("a WCNF holds the optimisation questions (--longest, --minimize): export --format dimacs or opb")
    formula = complete_for(posed, posed.parts() - OPTIMISING - SAT.parts, "the WCNF", "WCNF", limits=limits)
    return formula, _soft(formula)


def _soft(formula: Formula) -> list[list[int]]:
    """The soft clauses, each of weight 1: one broken for each crossing, turn or square left out."""
    instance, board = formula.instance, formula.instance.board
    if instance.longest:
        return [[-var] for key, var in formula.pool.obj2id.items() if key[0] == "skip"]
    moves = {(u, v) for u, v in _arcs(formula) if board.size not in (u, v)}
    if instance.minimize is Measure.CROSSINGS:
        from kt_csp.reasoning.crossings import crossing_pairs

        return [
            [-formula.var("arc", *first), -formula.var("arc", *second)]
            for a, b, c, d in crossing_pairs(board).tolist()
            for first in ((a, b), (b, a))
            for second in ((c, d), (d, c))
            if first in moves and second in moves
        ]
    heads: dict[int, list[int]] = {}
    for u, v in sorted(moves):
        heads.setdefault(u, []).append(v)
    return [
        [-formula.var("arc", u, v), -formula.var("arc", v, w)]
        for u, v in sorted(moves)
        for w in heads.get(v, [])
        if w != onward(board, u, v)
    ]


def _arcs(formula: Formula) -> list[tuple[int, int]]:
    """The formula's arcs."""
    from kt_csp.engines.sat.encoding import arc_variables

    return list(arc_variables(formula).values())


def _wcnf(formula: Formula, soft: list[list[int]], asked: Instance) -> str:
    """The file's text: the question, how to read it, the variables' names, the hard and soft clauses."""
    from kt_csp.engines.sat import encoding as sat

    lines = [
        f"c {asked.tag()}",
        "c kt-csp complete encoding as weighted MaxSAT: 'arc_a1_c2' is true when the tour jumps",
        "c a1 -> c2 (an open tour adds 'first_a1' and 'last_h8' for its ends); 'b3_ge_5' when b3",
        "c comes at step 5 or later (steps from 0); 'skip_a1' when the longest path leaves a1 out.",
        f"c The hard clauses ('h') make the tours; a solution's cost is its {asked.measured}"
        + (" left out (squares)." if asked.longest else "."),
        *(f"c var {var} {name}" for var, name in sat.variable_names(formula).items()),
        *("h " + " ".join(map(str, clause)) + " 0" for clause in formula.cnf.clauses),
        *("1 " + " ".join(map(str, clause)) + " 0" for clause in soft),
    ]
    return "\n".join(lines) + "\n"


@dataclass(frozen=True)
class WcnfModelFile(ModelFile):
    """A WCNF read back."""

    def _decoded(self, answer: str) -> tuple[Status, list[int] | None]:
        """A MaxSAT solver's ``s`` and ``v`` lines (literals, or one 0/1 character per variable)."""
        status, true = read_sat_answer(_literals(answer), self.variables, every=True)
        if true is None:
            return status, None
        return status, self._tour({arc for var, arc in self.meaning.items() if var in true})

    def claims(self, answer: str) -> tuple[int | None, int | None]:
        """What a MaxSAT answer says of its tour: the measure its last cost (``o``) makes, and that
        as the bound too where it says ``s OPTIMUM FOUND``.

        Parameters
        ----------
        answer : str
            The solver's answer file, as text.

        Returns
        -------
        tuple of (int or None, int or None)
            The measure it claims and the best it proved possible (None: not said).
        """
        costs = re.findall(r"^o\s+(\d{1,15})\s*$", answer, re.MULTILINE)
        if not costs:
            return None, None
        cost, instance = int(costs[-1]), self.instance
        claimed = cost if not instance.longest else instance.board.squares - cost - (0 if instance.closed else 1)
        optimum = re.search(r"^s\s+OPTIMUM\s+FOUND\s*$", answer, re.MULTILINE) is not None
        return claimed, claimed if optimum else None


def _literals(answer: str) -> str:
    """A MaxSAT answer with a 2022 ``v`` line (one 0/1 character per variable, ``v 0110``) as
    literals (``v -1 2 3 -4``); any other line as it is."""
    lines = [line.strip() for line in answer.splitlines()]
    return "\n".join(
        "v " + " ".join(str(i) if bit == "1" else str(-i) for i, bit in enumerate(line.split()[1], 1))
        if re.fullmatch(r"v\s+[01]{2,}", line)
        else line
        for line in lines
    )


def holds_wcnf(data: bytes) -> bool:
    """Whether a file is a WCNF of the 2022 format (it begins with a comment and has ``h`` clauses).

    Parameters
    ----------
    data : bytes
        The file.

    Returns
    -------
    bool
        True for a WCNF (a DIMACS CNF, which also begins with comments, has no ``h`` lines).
    """
    return data.startswith(b"c ") and re.search(rb"^h -?\d", data, re.MULTILINE) is not None


def read_wcnf(data: bytes, path: str) -> WcnfModelFile:
    """A WCNF read back: the question in its first comment, each arc's variable in its own, and
    its variables the largest in its clauses.

    Parameters
    ----------
    data : bytes
        The file.
    path : str
        Its name, for messages.

    Returns
    -------
    WcnfModelFile
        The question, the arcs' variables, and how many variables its clauses use.

    Raises
    ------
    KtError
        For a WCNF kt-csp did not export.
    """
    text = data.decode(errors="replace")
    named = read_dimacs(data, path)  # (its comments are a DIMACS CNF's)
    clauses = (line.partition(" ")[2] for line in text.splitlines() if not line.startswith("c"))  # (less 'h' or weight)
    variables = max((int(found) for clause in clauses for found in re.findall(r"\d{1,15}", clause)), default=0)
    return WcnfModelFile(named.instance, named.meaning, variables)


WCNF = ModelFormat(
    "wcnf",
    ".wcnf",
    "the optimisation questions (--longest, --minimize) as weighted MaxSAT (WCNF), for MaxSAT solvers",
    write_wcnf,
    read_wcnf,
    holds_wcnf,
    encodes=maxsat_encodes,
)
