"""CP-SAT models read back, and a CP-SAT answer to one turned into a tour (``kt-csp decode``).

A model file is read back as its question and the meaning of its variables
(`kt_csp.engines.model_file.ModelFile`), and a solver's answer to it as the tour it describes,
verified; this module reads the CP-SAT model (its name the question, its variables named by
their arcs) and a CpSolverResponse or the values in order, and refuses a move graph, which has
no answer. The other languages are read beside their writers (the DIMACS CNF:
`kt_csp.engines.sat.dimacs`). Which format a file is, is told by its content
(`kt_csp.files.formats.read_model`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import NoReturn

from kt_csp.core.result import Status
from kt_csp.engines.circuit import ARC_NAMES, POSITION, parse_arc_name
from kt_csp.engines.model_file import ModelFile, instance_named
from kt_csp.errors import KtError
from kt_csp.files.reading import read_input

__all__ = ["CpsatModelFile", "holds_proto", "read_answer", "read_cpsat", "refuse_graph"]


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


PROTO_TEXT_STARTS = (b"name:", b"variables", b"constraints", b"objective", b"floating_point_objective")
PROTO_BINARY_STARTS = (b"\x0a", b"\x12", b"\x1a")  # its first field: the name, a variable, a constraint


def holds_proto(data: bytes) -> bool:
    """Whether a file may be a CpModelProto: in text, it begins with one of the proto's fields; in
    binary, with the key of its name, a variable or a constraint.

    Parameters
    ----------
    data : bytes
        The file.

    Returns
    -------
    bool
        True for a file that begins as a CpModelProto does (`read_cpsat` tells the rest).
    """
    return data.lstrip().startswith(PROTO_TEXT_STARTS) or data.startswith(PROTO_BINARY_STARTS)


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
    instance = instance_named(model.proto.name, path)
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
