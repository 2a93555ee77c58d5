"""The SAT engine's complete encoding as a DIMACS CNF file, any SAT solver's answer to it read back,
and the move graph's DIMACS format told apart from it.

A comment line ``c var 17 arc_b3_d4`` says that variable 17 is "the tour jumps b3 → d4", and
``c var 900 d4_ge_5`` "d4 comes at step 5 or later"; the first comment is the question
(`kt_csp.core.instance.Instance.tag`). ``kt-csp export --format dimacs`` writes it (`DIMACS`, a
row of `kt_csp.files.formats.MODEL_FORMATS`), and the cadical engine hands it to CaDiCaL's own
program. SAT answers (``s`` and ``v`` lines) are read by `read_sat_answer`, which the
pseudo-Boolean and MaxSAT formats share.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass
from typing import TYPE_CHECKING

from kt_csp.core.board import MOST_DIGITS
from kt_csp.core.instance import Instance
from kt_csp.core.limits import Limits
from kt_csp.core.result import Status
from kt_csp.engines.circuit import ARC_NAMES, parse_arc_name
from kt_csp.engines.model_file import Model, ModelFile, ModelFormat, instance_named
from kt_csp.engines.sat import ENGINE as SAT
from kt_csp.errors import KtError
from kt_csp.runtime.memory import require_memory

if TYPE_CHECKING:
    from kt_csp.engines.sat.encoding import Formula

__all__ = [
    "COMPLETE_ABOUT",
    "DIMACS",
    "DimacsModelFile",
    "complete_for",
    "dimacs_text",
    "holds_dimacs",
    "holds_graph",
    "read_dimacs",
    "read_sat_answer",
    "sat_encodes",
    "write_dimacs",
]


def sat_encodes(instance: Instance) -> bool:
    """Whether the SAT engine's CNF holds the whole question (the parts the SAT engine answers).

    Parameters
    ----------
    instance : Instance
        The question.

    Returns
    -------
    bool
        True when every part of it is one the SAT engine answers.
    """
    return instance.parts() <= SAT.parts


def complete_for(
    posed: Instance,
    unencoded: Collection[str],
    encoding: str,
    language: str,
    keep: bool = False,
    limits: Limits = Limits(),
) -> Formula:
    """The complete encoding of a question, for a file in a language built on it: refused where
    the question has parts it does not encode, and where memory cannot hold the file's text.

    Parameters
    ----------
    posed : Instance
        The question as the engines pose it.
    unencoded : collection of str
        Its parts that the file's encoding does not hold (none: it holds them all).
    encoding : str
        The encoding, for the refusal (``the SAT engine's CNF``).
    language : str
        The file's language, for the memory's refusal (``DIMACS``, ``OPB``).
    keep : bool
        Whether the exactly-ones are kept whole (`kt_csp.engines.sat.encoding.complete_formula`).
    limits : Limits
        The time limit, looked at while building (none by default, as an export has).

    Returns
    -------
    Formula
        The complete encoding.

    Raises
    ------
    KtError
        For a part the encoding does not hold, or a text too large for memory.
    LimitReached
        The time limit passed while building.
    """
    from kt_csp.engines.sat import encoding as sat

    if unencoded:
        raise KtError(
            f"{encoding} does not encode {' or '.join(sorted(unencoded))}: export --format cpsat-text or cpsat"
        )
    require_memory(
        sat.formula_bytes(posed, sat.Encoding.COMPLETE) * 3 // 2,
        f"the {language} text of the complete encoding of {posed.board}",
    )
    return sat.complete_formula(posed, limits, keep_exactly_ones=keep)


def write_dimacs(posed: Instance, asked: Instance, limits: Limits = Limits()) -> Model:
    """The SAT engine's complete encoding as DIMACS CNF, every variable named in a comment.

    Parameters
    ----------
    posed, asked : Instance
        As for `write_cpsat_text` (the asked question is the file's first comment).
    limits : Limits
        The time limit, looked at while building (none by default).

    Returns
    -------
    Model
        The text and the formula's size.

    Raises
    ------
    KtError
        For a part the CNF does not encode, or a formula too large for memory.
    LimitReached
        The time limit passed while building.
    """
    from kt_csp.engines.sat import encoding as sat

    formula = complete_for(posed, posed.parts() - SAT.parts, "the SAT engine's CNF", "DIMACS", limits=limits)
    text = dimacs_text(formula, asked).encode()
    return Model(text, formula.pool.top, len(formula.cnf.clauses), len(sat.arc_variables(formula)))


COMPLETE_ABOUT = (
    "kt-csp complete encoding: 'arc_a1_c2' is true when the tour jumps a1 -> c2 (an open",
    "tour adds 'first_a1' and 'last_h8' for its ends); 'b3_ge_5' when b3 comes at step 5",
    "or later (steps from 0). Every model is exactly one tour. Unnamed variables are",
    "auxiliaries of the exactly-one constraints (sequential counters).",
)  # how to read the complete encoding's CNF: the comments after the question


def dimacs_text(formula: Formula, asked: Instance, about: tuple[str, ...] = COMPLETE_ABOUT) -> str:
    """A formula's DIMACS text: the question, how to read the variables, their names, the clauses.

    Parameters
    ----------
    formula : Formula
        The formula (the complete encoding, or one built on it).
    asked : Instance
        The question as asked: the first comment.
    about : tuple of str
        How to read the variables, one comment line each.

    Returns
    -------
    str
        The text, one clause a line.
    """
    from kt_csp.engines.sat import encoding as sat

    lines = [
        f"c {asked.tag()}",
        *(f"c {line}" for line in about),
        *(f"c var {var} {name}" for var, name in sat.variable_names(formula).items()),
        f"p cnf {formula.pool.top} {len(formula.cnf.clauses)}",
        *(" ".join(map(str, clause)) + " 0" for clause in formula.cnf.clauses),
    ]
    return "\n".join(lines) + "\n"


@dataclass(frozen=True)
class DimacsModelFile(ModelFile):
    """A DIMACS CNF read back."""

    def _decoded(self, answer: str) -> tuple[Status, list[int] | None]:
        """A SAT solver's ``s`` and ``v`` lines, or MiniSat's result file, whose model ends with
        the 0 that closes it (a file cut short is refused, not read as a model)."""
        status, true = read_sat_answer(answer, self.variables)
        if true is None:
            return status, None
        if not _closed(answer):
            raise KtError("the solver's answer is cut short: its model does not end with the 0 that closes it")
        return status, self._tour({arc for var, arc in self.meaning.items() if var in true})


_LITERALS = re.compile(r"-?\d+(\s+-?\d+)*")


def _closed(answer: str) -> bool:
    """Whether the last line of a SAT answer's model (a ``v`` line, or MiniSat's line of literals)
    ends with 0."""
    model = [line for line in map(str.strip, answer.splitlines()) if line.startswith("v") or _LITERALS.fullmatch(line)]
    return bool(model) and model[-1].split()[-1:] == ["0"]


def holds_graph(data: bytes) -> bool:
    """Whether a file is a move graph (it has a ``p edge`` line).

    Parameters
    ----------
    data : bytes
        The file.

    Returns
    -------
    bool
        True for a DIMACS graph.
    """
    return b"\np edge " in data


def holds_dimacs(data: bytes) -> bool:
    """Whether a file is a DIMACS CNF (it begins with a comment or the ``p cnf`` line).

    Parameters
    ----------
    data : bytes
        The file.

    Returns
    -------
    bool
        True for a CNF (a move graph, which also begins with comments, is not one).
    """
    return data.startswith((b"c ", b"p cnf")) and not holds_graph(data)


def read_dimacs(data: bytes, path: str) -> DimacsModelFile:
    """A DIMACS CNF read back: the question in its first comment, each arc's variable in its own.

    Parameters
    ----------
    data : bytes
        The file.
    path : str
        Its name, for messages.

    Returns
    -------
    DimacsModelFile
        The question, the arcs' variables, and the variables its ``p cnf`` line declares.

    Raises
    ------
    KtError
        For a CNF kt-csp did not export.
    """
    text = data.decode(errors="replace")
    comments = [line[2:].strip() for line in text.splitlines() if line.startswith("c ")]
    instance = instance_named(comments[0] if comments else "", path)
    meaning = {}
    for comment in comments:
        parts = comment.split()
        if (
            len(parts) == 3
            and parts[0] == "var"
            and parts[1].isdigit()
            and len(parts[1]) <= MOST_DIGITS
            and parts[2].startswith(ARC_NAMES)
        ):
            meaning[int(parts[1])] = parse_arc_name(instance.board, parts[2])
    declared = re.search(r"^p cnf (\d{1,15}) ", text, re.MULTILINE)
    return DimacsModelFile(instance, meaning, int(declared.group(1)) if declared else 0)


def read_sat_answer(text: str, variables: int, *, every: bool = False) -> tuple[Status, set[int] | None]:
    """A SAT solver's answer: ``s`` and ``v`` lines (SAT competition format) or MiniSat's result
    file (``SAT`` and a line of literals; ``UNSAT``; ``INDET``).

    Parameters
    ----------
    text : str
        The answer.
    variables : int
        The model's variables (0: not known); a literal past them is an answer to another model.
    every : bool
        Whether a model gives every variable a value (PB and MaxSAT answers do), so that one
        with fewer values is cut short.

    Returns
    -------
    tuple of (Status, set of int or None)
        ``found`` and the true variables, or ``none`` or ``unknown`` and None.

    Raises
    ------
    KtError
        For an answer that is no SAT solver's answer, or one to another model.
    """
    lines = [line.strip() for line in text.splitlines() if line.strip() and not line.strip().startswith("c")]
    verdict = _sat_verdict(lines)
    if verdict is not None:
        return verdict, None
    values = _literals(lines)
    named = max((abs(value) for value in values), default=0)
    if variables and named > variables:
        raise KtError(f"the solution sets variable {named:,} but the model has {variables:,} variables")
    given = len({abs(value) for value in values} - {0})
    if every and given < variables:
        raise KtError(f"the answer gives {given:,} of the model's {variables:,} variables: it is cut short")
    return Status.FOUND, {value for value in values if value > 0}


_VERDICTS = ("S ", "SAT", "UNSAT", "INDET", "UNKNOWN")


def _sat_verdict(lines: list[str]) -> Status | None:
    """``none`` for an answer that says UNSAT, ``unknown`` for one that gave up, else None."""
    said = [" ".join(line.upper().split()) for line in lines if line.upper().startswith(_VERDICTS)]
    if any(word in ("UNSAT", "S UNSATISFIABLE") for word in said):
        return Status.NONE
    if any(word in ("INDET", "UNKNOWN", "S UNKNOWN", "S INDETERMINATE") for word in said):
        return Status.UNKNOWN
    return None


def _literals(lines: list[str]) -> list[int]:
    """The literals of a model: its ``v`` lines, or (MiniSat) every line that says no verdict."""
    literals = [line[1:] for line in lines if line.startswith("v")] or [
        line for line in lines if not line.upper().startswith(_VERDICTS)
    ]
    try:
        values = [int(token) for line in literals for token in line.split()]
    except ValueError:
        raise KtError("the solver's answer is not a model: expected 'v' lines of literals such as 'v 1 -2 0'") from None
    if not literals:
        raise KtError("the solver's answer holds no model: expected 'v' lines of literals, or UNSAT")
    return values


DIMACS = ModelFormat(
    "dimacs",
    ".cnf",
    "the SAT engine's complete encoding (arcs + unary positions) as DIMACS CNF, for any SAT solver",
    write_dimacs,
    read_dimacs,
    holds_dimacs,
    encodes=sat_encodes,
)
