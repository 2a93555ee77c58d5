"""Models as files: export the engines' models for study, read them back, decode a solution.

The exported model is the solved model: export calls the same builder the engine solves with.
A model's name records its instance (``kt-csp board=8x8 leaper=1,2 closed=0 start=a1 end=-``)
and every variable's name says what it means (``arc_a1_c2``: the tour jumps from a1 to c2;
``first_a1`` / ``last_h8``: an open tour starts on a1 / ends on h8), so a file can be solved by
any CP-SAT front end and its answer turned back into a tour without kt-csp's help.

Formats
-------
``cpsat``
    The CpModelProto in protobuf's binary encoding (``.pb``).
``cpsat-text``
    The same proto in protobuf's text format (``.pb.txt``), readable and diffable.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass
from pathlib import Path

from google.protobuf import text_format
from google.protobuf.message import DecodeError
from ortools.sat import cp_model_pb2
from ortools.sat.python import cp_model

from kt_csp import cpsat
from kt_csp.board import parse_board, parse_leaper
from kt_csp.circuit import parse_arc_name, tour_from_arcs
from kt_csp.errors import KtError
from kt_csp.instance import Instance

__all__ = ["ExportFormat", "FORMAT_NOTES", "export_model", "read_cpsat_model", "decode_cpsat"]


class ExportFormat(str, enum.Enum):
    """What ``kt-csp export`` can write."""

    CPSAT = "cpsat"
    CPSAT_TEXT = "cpsat-text"


FORMAT_NOTES = {
    ExportFormat.CPSAT: "CP-SAT CpModelProto, binary (.pb): load with CpModelProto.ParseFromString",
    ExportFormat.CPSAT_TEXT: "CP-SAT CpModelProto, text format (.pb.txt): readable; load with "
                             "model.proto.parse_text_format",
}

_NAME_RE = re.compile(r"^kt-csp board=(\S+) leaper=(\S+) closed=([01]) start=(\S+) end=(\S+)$")


def export_model(instance: Instance, form: ExportFormat) -> bytes:
    """The instance's model in the chosen format, as bytes (text formats are UTF-8)."""
    text = str(cpsat.build_model(instance).model.proto) + "\n"
    if form is ExportFormat.CPSAT_TEXT:
        return text.encode()
    message = text_format.Parse(text, cp_model_pb2.CpModelProto())
    return message.SerializeToString(deterministic=True)


@dataclass(frozen=True)
class CpsatFile:
    """A CP-SAT model read back from a file, with the instance its name records."""

    instance: Instance
    model: cp_model.CpModel


def read_cpsat_model(path: str | Path) -> CpsatFile:
    """Read a ``.pb`` or ``.pb.txt`` model that kt-csp exported."""
    try:
        data = Path(path).read_bytes()
    except OSError as error:
        raise KtError(f"cannot read model file {str(path)!r}: {error.strerror}") from None
    message = cp_model_pb2.CpModelProto()
    try:
        text_format.Parse(data.decode(), message)
    except (UnicodeDecodeError, text_format.ParseError):
        try:
            message.ParseFromString(data)
        except DecodeError:
            raise KtError(f"{str(path)!r} is neither a binary nor a text CP-SAT model") from None
    model = cp_model.CpModel()
    model.proto.parse_text_format(text_format.MessageToString(message))
    return CpsatFile(_instance_from_name(model.proto.name, path), model)


def _instance_from_name(name: str, path: str | Path) -> Instance:
    match = _NAME_RE.match(name)
    if not match:
        raise KtError(f"{str(path)!r} is not a model kt-csp exported (its name is {name!r})")
    board = parse_board(match.group(1), parse_leaper(match.group(2)))

    def square(text: str) -> int | None:
        return None if text == "-" else board.parse_square(text)

    return Instance(board, square(match.group(4)), square(match.group(5)), match.group(3) == "1")


def _solution_values(text: str) -> list[int]:
    """Values from a CpSolverResponse in text format (``solution: 1`` lines, or ``solution: [..]``)
    or from a plain list of numbers, in variable order."""
    if "solution" in text:
        found = re.findall(r"solution:\s*\[([^\]]*)\]|solution:\s*(-?\d+)", text)
        values: list[int] = []
        for listed, single in found:
            values += [int(v) for v in re.split(r"[\s,]+", listed.strip()) if v] if listed else [int(single)]
        return values
    return [int(v) for v in re.split(r"[\s,]+", text.strip()) if v]


def decode_cpsat(model_file: CpsatFile, solution_text: str) -> list[int]:
    """The tour a solution of an exported CP-SAT model describes (not yet verified)."""
    instance, board = model_file.instance, model_file.instance.board
    names = [variable.name for variable in model_file.model.proto.variables]
    try:
        values = _solution_values(solution_text)
    except ValueError:
        raise KtError("the solution is neither a CpSolverResponse nor a list of values") from None
    if len(values) != len(names):
        raise KtError(f"the solution has {len(values)} values but the model has {len(names)} variables")
    return tour_from_arcs(instance, {parse_arc_name(board, name) for name, value in zip(names, values) if value})
