"""Exported models read back, and a solver's answer to one turned into a tour (``kt-csp decode``).

Every model kt-csp exports names its question (a CP-SAT model's name, a DIMACS file's first
comment) and each arc's variable (`kt_csp.files.models`), so a model file is read back as the
question and the meaning of its variables (`ModelFile`), and a solver's answer to it — a
CpSolverResponse, the values in order, a SAT solver's ``s`` and ``v`` lines — as the tour it
describes, verified (`ModelFile.judge`). Which format a file is, is told by its content
(`kt_csp.files.formats.read_model`).
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import NoReturn

import numpy as np

from kt_csp.core.board import MOST_DIGITS
from kt_csp.core.instance import Instance
from kt_csp.core.result import Result, Status
from kt_csp.engines.circuit import ARC_NAMES, POSITION, parse_arc_name, tour_from_arcs
from kt_csp.errors import KtError
from kt_csp.files.reading import read_input

__all__ = [
    "CpsatModelFile",
    "Decoded",
    "DimacsModelFile",
    "ModelFile",
    "holds_dimacs",
    "holds_graph",
    "holds_proto",
    "read_answer",
    "read_cpsat",
    "read_dimacs",
    "refuse_graph",
]


@dataclass(frozen=True)
class ModelFile(ABC):
    """An exported model read back: its instance, and what each of its variables means.

    ``meaning`` maps a variable (a CP-SAT variable's index from 0, or a DIMACS variable) to its
    arc; ``variables`` counts a CP-SAT model's variables, arcs and others (a clue's positions),
    or those a CNF's ``p cnf`` line declares (0 when it has none). Each format's file says how
    a solver's answer to it reads (`CpsatModelFile`, `DimacsModelFile`).
    """

    instance: Instance
    meaning: dict[int, tuple[int, int]]
    variables: int = 0

    def decode(self, answer: str) -> tuple[Status, list[int] | None]:
        """What a solver's answer says.

        Parameters
        ----------
        answer : str
            The solver's answer file, as text.

        Returns
        -------
        tuple of (Status, list of int or None)
            ``found`` with the tour the answer describes (not yet verified), ``none`` when the
            model has no solution, or ``unknown`` when the solver gave up (both without a tour).

        Raises
        ------
        KtError
            For an answer that holds no answer to this model.
        """
        if not answer.strip():
            raise KtError("the answer file is empty: it holds no solver answer")
        return self._decoded(answer)

    @abstractmethod
    def _decoded(self, answer: str) -> tuple[Status, list[int] | None]:
        """`decode` of an answer that is not empty, in the format's own way."""

    def claims(self, answer: str) -> tuple[int | None, int | None]:
        """What an answer to an optimising model says of its tour.

        Parameters
        ----------
        answer : str
            The solver's answer file, as text.

        Returns
        -------
        tuple of (int or None, int or None)
            The measure it claims and the best it proved possible; None for what it does not
            say (a CNF answer says neither).
        """
        return None, None

    def _tour(self, chosen: set[tuple[int, int]], zero: int | None = None) -> list[int]:
        """The tour the chosen arcs make, read off the model's question (`Instance.anchored`) and
        numbered as the question asked: a closed tour the model numbers from a square of its
        choosing (magic sums) from that square, ``zero``."""
        posed, shift = self.instance.anchored()
        return [int(s) for s in self.instance.renumbered(np.array(tour_from_arcs(posed, chosen, zero)), shift)]

    def judge(self, answer: str) -> Decoded:
        """A solver's answer read back as a result, and its tour verified.

        A CP-SAT answer to an optimising model must make the path (or tour) it claims — as many
        moves, as few crossings or turns — and its bound counts only where the tour found does
        not pass it.

        Parameters
        ----------
        answer : str
            The solver's answer file, as text.

        Returns
        -------
        Decoded
            The result, whether its tour is valid, and the verifier's fault.

        Raises
        ------
        KtError
            As `decode`.
        """
        from kt_csp.core.tour import Tour
        from kt_csp.core.verifier import Verdict, verify

        status, tour = self.decode(answer)
        verdict = None if tour is None else verify(self.instance, tour)
        objective, bound = self.claims(answer)
        result = Result("decode", self.instance, status, None if tour is None else Tour(tour))
        measured = result.measure if verdict is not None and verdict.valid else None
        if measured is not None and objective is not None and objective != measured:
            verdict = Verdict(
                False, f"the answer claims {objective} {self.instance.measured}, but its tour has {measured}"
            )
        valid = verdict is not None and verdict.valid
        fault = "" if verdict is None else verdict.fault
        judged = replace(result, reason=self._reason(status, fault), bound=self._bound(measured, bound), verified=valid)
        return Decoded(judged, valid, fault)

    def _reason(self, status: Status, fault: str) -> str:
        """Why the answer gives no valid tour: the solver's word, or the tour's ``fault``."""
        return {
            Status.NONE: f"the solver found the {self.instance.describe()} model unsatisfiable",
            Status.UNKNOWN: "the solver gave no model: it stopped without an answer",
            Status.FOUND: fault,
        }[status]

    def _bound(self, measured: int | None, bound: int | None) -> int | None:
        """The bound an answer proved, unless the tour it found passes it."""
        passed = (
            measured is not None
            and bound is not None
            and (bound < measured if self.instance.minimize is None else bound > measured)
        )
        return None if passed else bound


@dataclass(frozen=True)
class CpsatModelFile(ModelFile):
    """A CP-SAT model read back; ``numbers`` maps a variable's index to the square whose move
    number it is (a clue's, a magic tour's: where a closed tour starts)."""

    numbers: dict[int, int] = field(default_factory=dict)

    def _decoded(self, answer: str) -> tuple[Status, list[int] | None]:
        """A CpSolverResponse in text, or the variables' values in order."""
        said = _cpsat_status(answer)
        if said == "INFEASIBLE":
            return Status.NONE, None
        if said == "MODEL_INVALID":
            raise KtError("the solver found the model invalid: it is not the model kt-csp wrote (was it edited?)")
        if said not in ("OPTIMAL", "FEASIBLE"):
            return Status.UNKNOWN, None
        values = _cpsat_values(answer)
        if len(values) != self.variables:
            raise KtError(f"the solution has {len(values)} values but the model has {self.variables} variables")
        chosen = {self.meaning[i] for i, value in enumerate(values) if value and i in self.meaning}  # (not pos_, skip_)
        zero = next((self.numbers[i] for i, value in enumerate(values) if i in self.numbers and value == 0), None)
        return Status.FOUND, self._tour(chosen, zero)

    def claims(self, answer: str) -> tuple[int | None, int | None]:
        """What a CP-SAT answer to an optimising model (the longest path, the fewest crossings or
        turns) says of its tour.

        Parameters
        ----------
        answer : str
            The solver's answer file, as text.

        Returns
        -------
        tuple of (int or None, int or None)
            The measure it claims (``objective_value``) and the best it proved possible
            (``best_objective_bound``); None for what it does not say, and for other models.
        """
        if not self.instance.optimized:
            return None, None
        said = [
            re.search(rf"^{key}:\s*(-?\d+(?:\.\d*)?(?:e[+-]?\d+)?)\s*$", answer, re.MULTILINE)
            for key in ("objective_value", "best_objective_bound")
        ]
        objective, bound = (None if found is None else round(float(found.group(1))) for found in said)
        return objective, bound


@dataclass(frozen=True)
class DimacsModelFile(ModelFile):
    """A DIMACS CNF read back."""

    def _decoded(self, answer: str) -> tuple[Status, list[int] | None]:
        """A SAT solver's ``s`` and ``v`` lines, or MiniSat's result file."""
        status, true = _dimacs_answer(answer, self.variables)
        if true is None:
            return status, None
        return status, self._tour({arc for var, arc in self.meaning.items() if var in true})


@dataclass(frozen=True)
class Decoded:
    """A solver's answer to an exported model, judged: the ``result`` it makes (its reason the
    fault of an invalid tour), whether its tour is ``valid``, and the verifier's ``fault``."""

    result: Result
    valid: bool
    fault: str


def read_answer(path: str | Path) -> str:
    """A solver's answer file as text.

    Parameters
    ----------
    path : str or Path
        The file (``-``: standard input).

    Returns
    -------
    str
        Its text (a UTF-8 byte order mark dropped).

    Raises
    ------
    KtError
        For a file that cannot be read, or is not text.
    """
    try:
        return read_input(path, "answer file").decode("utf-8-sig")
    except UnicodeDecodeError:
        raise KtError(f"cannot read answer file {str(path)!r}: not text") from None


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


def holds_proto(data: bytes) -> bool:
    """Whether a file may be a CpModelProto, in text or binary: it is no DIMACS file.

    Parameters
    ----------
    data : bytes
        The file.

    Returns
    -------
    bool
        True for anything that is not a CNF or a graph (`read_cpsat` tells the rest).
    """
    return not data.startswith((b"c ", b"p cnf")) and not holds_graph(data)


def refuse_graph(data: bytes, path: str) -> NoReturn:
    """A move graph holds no model to decode: say so.

    Parameters
    ----------
    data : bytes
        The graph's file.
    path : str
        Its name, for the message.

    Raises
    ------
    KtError
        Always.
    """
    raise KtError(f"{path!r} is a move graph, not a model: there is no solver answer to decode")


def read_cpsat(data: bytes, path: str) -> CpsatModelFile:
    """A CP-SAT model read back, from its text or its binary proto.

    Parameters
    ----------
    data : bytes
        The file.
    path : str
        Its name, for messages.

    Returns
    -------
    CpsatModelFile
        The question it was named by, and what its variables mean.

    Raises
    ------
    KtError
        For a file that is no CpModelProto, or one kt-csp did not export.
    """
    from google.protobuf import text_format
    from google.protobuf.message import DecodeError
    from ortools.sat import cp_model_pb2
    from ortools.sat.python import cp_model

    message = cp_model_pb2.CpModelProto()
    try:
        text_format.Parse(data.decode(), message)
    except (UnicodeDecodeError, text_format.ParseError, RecursionError):
        try:
            message.ParseFromString(data)
        except (DecodeError, RecursionError):
            raise KtError(f"{path!r} is neither a DIMACS CNF nor a CP-SAT model") from None
    model = cp_model.CpModel()
    model.proto.parse_text_format(text_format.MessageToString(message))
    instance = _instance(model.proto.name, path)
    meaning = {
        i: parse_arc_name(instance.board, v.name)
        for i, v in enumerate(model.proto.variables)
        if v.name.startswith(ARC_NAMES)
    }  # the arcs
    numbers = {
        i: instance.board.parse_square(v.name.removeprefix(POSITION))
        for i, v in enumerate(model.proto.variables)
        if v.name.startswith(POSITION)
    }  # the move numbers (clues, magic): where a closed tour starts
    return CpsatModelFile(instance, meaning, len(model.proto.variables), numbers)


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
    instance = _instance(comments[0] if comments else "", path)
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


def _instance(tag: str, path: str) -> Instance:
    """The question a model's name or first comment records."""
    try:
        return Instance.from_tag(tag)
    except KtError:
        raise KtError(f"{path!r} is not a model kt-csp exported (it names no kt-csp instance)") from None


def _cpsat_status(answer: str) -> str:
    """The status a CP-SAT answer says: its ``status:`` line; FEASIBLE for values alone, and
    UNKNOWN for a response in text without one (it leaves out UNKNOWN, the default)."""
    named = re.search(r"^status:\s*(\w+)", answer, re.MULTILINE)
    if named:
        return named.group(1)
    if "solution" not in answer and re.search(r"^[a-z_]+:", answer, re.MULTILINE):
        return "UNKNOWN"
    return "FEASIBLE"


def _cpsat_values(text: str) -> list[int]:
    """Values from a CpSolverResponse in text format (``solution: 1`` lines, or ``solution: [..]``)
    or from a plain list of numbers, in variable order."""
    try:
        if "solution" not in text:
            return [int(v) for v in re.split(r"[\s,]+", text.strip()) if v]
        values: list[int] = []
        for listed, single in re.findall(r"solution:\s*\[([^\]]*)\]|solution:\s*(-?\d+)", text):
            values += [int(v) for v in re.split(r"[\s,]+", listed.strip()) if v] if listed else [int(single)]
        return values
    except ValueError:
        raise KtError("the solution is neither a CpSolverResponse nor a list of values") from None


def _dimacs_answer(text: str, variables: int) -> tuple[Status, set[int] | None]:
    """A SAT solver's answer: ``s`` and ``v`` lines (SAT competition format) or MiniSat's result
    file (``SAT`` and a line of literals; ``UNSAT``; ``INDET``). Found: the true variables; a
    literal past the model's ``variables`` (where known) is an answer to another model."""
    lines = [line.strip() for line in text.splitlines() if line.strip() and not line.strip().startswith("c")]
    verdict = _sat_verdict(lines)
    if verdict is not None:
        return verdict, None
    values = _literals(lines)
    named = max((abs(value) for value in values), default=0)
    if variables and named > variables:
        raise KtError(f"the solution sets variable {named:,} but the model has {variables:,} variables")
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
