"""Models as files: export the engines' models for study, read them back, decode a solution.

The exported model is the solved model: export calls the same builder the engine solves with.
Every file records its instance in one line (``kt-csp board=8x8 leaper=1,2 closed=0 start=a1
end=-``: the CP-SAT model's name, a DIMACS comment) and says what each variable means, so it can
be solved by any solver and its answer turned back into a tour by ``kt-csp decode``.

Formats
-------
``cpsat``
    The CP-SAT circuit model as a CpModelProto in protobuf's binary encoding (``.pb``).
``cpsat-text``
    The same proto in protobuf's text format (``.pb.txt``), readable and diffable. Variables are
    named ``arc_a1_c2`` (the tour jumps a1 → c2), ``first_a1``, ``last_h8`` (an open tour starts on
    a1, ends on h8).
``dimacs``
    The SAT engine's complete encoding (arcs and unary positions) as DIMACS CNF (``.cnf``); a
    comment line ``c var 17 arc_b3_d4`` says that variable 17 is "the tour jumps b3 → d4", and
    ``c var 900 d4_ge_5`` "d4 comes at step 5 or later". Any SAT solver reads it.
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

from kt_csp import cpsat, sat
from kt_csp.circuit import parse_arc_name, tour_from_arcs
from kt_csp.errors import KtError
from kt_csp.instance import Instance

__all__ = ["ExportFormat", "FORMAT_NOTES", "export_model", "ModelFile", "read_model"]


class ExportFormat(str, enum.Enum):
    """What ``kt-csp export`` can write."""

    CPSAT = "cpsat"
    CPSAT_TEXT = "cpsat-text"
    DIMACS = "dimacs"


FORMAT_NOTES = {
    ExportFormat.CPSAT: "CP-SAT circuit model, binary CpModelProto (.pb)",
    ExportFormat.CPSAT_TEXT: "CP-SAT circuit model, text CpModelProto (.pb.txt)",
    ExportFormat.DIMACS: "SAT complete encoding (arcs + unary positions), DIMACS CNF (.cnf)",
}


def export_model(instance: Instance, form: ExportFormat) -> bytes:
    """The instance's model in the chosen format, as bytes (text formats are UTF-8)."""
    if form is ExportFormat.DIMACS:
        return _dimacs(instance).encode()
    text = str(cpsat.build_model(instance).model.proto) + "\n"
    if form is ExportFormat.CPSAT_TEXT:
        return text.encode()
    message = text_format.Parse(text, cp_model_pb2.CpModelProto())
    return message.SerializeToString(deterministic=True)


def _dimacs(instance: Instance) -> str:
    formula = sat.complete_formula(instance)
    lines = [f"c {instance.tag()}",
             "c kt-csp complete encoding: 'arc_a1_c2' is true when the tour jumps a1 -> c2 (an open",
             "c tour adds 'first_a1' and 'last_h8' for its ends); 'b3_ge_5' when b3 comes at step 5",
             "c or later (steps from 0). Every model is exactly one tour. Unnamed variables are",
             "c auxiliaries of the exactly-one constraints (sequential counters).",
             *(f"c var {var} {name}" for var, name in sat.variable_names(formula).items()),
             f"p cnf {formula.pool.top} {len(formula.cnf.clauses)}",
             *(" ".join(map(str, clause)) + " 0" for clause in formula.cnf.clauses)]
    return "\n".join(lines) + "\n"


@dataclass(frozen=True)
class ModelFile:
    """An exported model read back: its instance, its format, and what each variable means.

    ``meaning`` maps a CP-SAT variable's index (from 0), or a DIMACS variable, to its arc.
    """

    instance: Instance
    form: ExportFormat
    meaning: dict[int, tuple[int, int]]

    def decode(self, answer: str) -> list[int] | None:
        """The tour a solver's answer describes (not yet verified); None when the answer says
        the model has no solution."""
        if self.form is ExportFormat.DIMACS:
            true = _dimacs_model(answer)
            if true is None:
                return None
            return tour_from_arcs(self.instance, {arc for var, arc in self.meaning.items() if var in true})
        values = _cpsat_values(answer)
        if len(values) != len(self.meaning):
            raise KtError(f"the solution has {len(values)} values but the model has {len(self.meaning)} variables")
        return tour_from_arcs(self.instance, {self.meaning[i] for i, value in enumerate(values) if value})


def read_model(path: str | Path) -> ModelFile:
    """Read a model that ``kt-csp export`` wrote, in any of its formats."""
    try:
        data = Path(path).read_bytes()
    except OSError as error:
        raise KtError(f"cannot read model file {str(path)!r}: {error.strerror}") from None
    if data.startswith((b"c ", b"p cnf")):
        return _read_dimacs(data.decode(errors="replace"), path)
    return _read_cpsat(data, path)


def _read_cpsat(data: bytes, path: str | Path) -> ModelFile:
    message = cp_model_pb2.CpModelProto()
    try:
        text_format.Parse(data.decode(), message)
    except (UnicodeDecodeError, text_format.ParseError):
        try:
            message.ParseFromString(data)
        except DecodeError:
            raise KtError(f"{str(path)!r} is neither a DIMACS CNF nor a CP-SAT model") from None
    model = cp_model.CpModel()
    model.proto.parse_text_format(text_format.MessageToString(message))
    instance = _instance(model.proto.name, path)
    meaning = {i: parse_arc_name(instance.board, v.name) for i, v in enumerate(model.proto.variables)}
    return ModelFile(instance, ExportFormat.CPSAT_TEXT, meaning)


def _read_dimacs(text: str, path: str | Path) -> ModelFile:
    comments = [line[2:].strip() for line in text.splitlines() if line.startswith("c ")]
    instance = _instance(comments[0] if comments else "", path)
    meaning = {}
    for comment in comments:
        parts = comment.split()
        if len(parts) == 3 and parts[0] == "var" and parts[2].startswith(("arc_", "first_", "last_")):
            meaning[int(parts[1])] = parse_arc_name(instance.board, parts[2])
    return ModelFile(instance, ExportFormat.DIMACS, meaning)


def _instance(tag: str, path: str | Path) -> Instance:
    try:
        return Instance.from_tag(tag)
    except KtError:
        raise KtError(f"{str(path)!r} is not a model kt-csp exported (it names no kt-csp instance)") from None


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


def _dimacs_model(text: str) -> set[int] | None:
    """The true variables of a SAT solver's answer: ``v`` lines (SAT competition format), or the
    literals after a ``SAT`` line (MiniSat's result file); None when it says UNSAT."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    if any(line.upper() in ("UNSAT", "S UNSATISFIABLE") for line in lines):
        return None
    literals = [line[1:] for line in lines if line.startswith("v ")] or \
        [line for line in lines if not line.upper().startswith(("S ", "SAT", "C "))]
    try:
        return {int(token) for line in literals for token in line.split() if int(token) > 0}
    except ValueError:
        raise KtError("the solver's answer has no model: expected 'v' lines of literals") from None
