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
``graph``
    The leaper's move graph itself in DIMACS graph format (``p edge``, ``.col``): one vertex per
    square (``c vertex 1 a1``), one edge per pair of squares a jump apart. A tour is a Hamiltonian
    path of it (closed: a Hamiltonian cycle), so graph tools can study it; it holds no start,
    end or closing constraint, and there is nothing to decode.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from pathlib import Path

import numpy as np
from google.protobuf import text_format
from google.protobuf.message import DecodeError
from ortools.sat import cp_model_pb2
from ortools.sat.python import cp_model

from kt_csp.core.board import MOST_DIGITS
from kt_csp.core.choices import FORMAT_NOTES, ExportFormat
from kt_csp.core.instance import Instance
from kt_csp.core.result import Result, Status
from kt_csp.engines.circuit import ARC_NAMES, POSITION, arc_bound, parse_arc_name, tour_from_arcs
from kt_csp.engines.cpsat import engine as cpsat
from kt_csp.engines.registry import ENGINES
from kt_csp.engines.sat import encoding as sat
from kt_csp.errors import KtError
from kt_csp.files.reading import read_input
from kt_csp.runtime.memory import require_memory

__all__ = [
    "FORMAT_NOTES",
    "Decoded",
    "ExportFormat",
    "ModelFile",
    "ModelStats",
    "encodes",
    "export_model",
    "model_stats",
    "read_answer",
    "read_model",
]


@dataclass(frozen=True)
class ModelStats:
    """A model's size: variables (graph: vertices), constraints (CNF: clauses; graph: edges),
    arcs (the move literals; graph: directed arcs) and the file's bytes."""

    form: ExportFormat
    variables: int
    constraints: int
    arcs: int
    size: int


def export_model(instance: Instance, form: ExportFormat) -> bytes:
    """The instance's model in the chosen format, as bytes (text formats are UTF-8)."""
    return _export(instance, form)[0]


def model_stats(instance: Instance, form: ExportFormat) -> ModelStats:
    """What `export_model` would write, measured instead of written."""
    data, (variables, constraints, arcs) = _export(instance, form)
    return ModelStats(form, variables, constraints, arcs, len(data))


def _export(asked: Instance, form: ExportFormat) -> tuple[bytes, tuple[int, int, int]]:
    """The file's bytes and its sizes (variables, constraints, arcs): the model of the question
    as the engines pose it (`Instance.anchored`), named by the question asked, which `decode`
    reads back."""
    instance = asked.anchored()[0]
    if form is ExportFormat.DIMACS and not encodes(instance, form):
        unencoded = sorted(instance.parts() - ENGINES["sat"].parts)
        raise KtError(
            f"the SAT engine's CNF does not encode {' or '.join(unencoded)}: export --format cpsat-text or cpsat"
        )
    if form is ExportFormat.DIMACS:
        require_memory(
            sat.formula_bytes(instance, sat.Encoding.COMPLETE) * 3 // 2,
            f"the DIMACS text of the complete CNF of {instance.board}",
        )
        formula = sat.complete_formula(instance)
        sizes = (formula.pool.top, len(formula.cnf.clauses), len(sat.arc_variables(formula)))
        return _dimacs(formula, asked).encode(), sizes
    if form is ExportFormat.GRAPH:
        require_memory(arc_bound(instance) * GRAPH_BYTES_PER_ARC, f"the move graph of {instance.board}")
        edges = _edges(instance)
        return _graph(asked, edges).encode(), (instance.board.squares, len(edges), 2 * len(edges))
    built = cpsat.build_model(instance)
    built.model.name = asked.tag()
    proto = built.model.proto
    sizes = (len(proto.variables), len(proto.constraints), len(built.arcs))
    text = str(proto) + "\n"
    if form is ExportFormat.CPSAT_TEXT:
        return text.encode(), sizes
    message = text_format.Parse(text, cp_model_pb2.CpModelProto())
    return message.SerializeToString(deterministic=True), sizes


def encodes(instance: Instance, form: ExportFormat) -> bool:
    """Whether the format can hold the whole question (DIMACS: what the SAT engine answers; the
    move graph holds only the board and leaper, as its notes say)."""
    return form is not ExportFormat.DIMACS or instance.parts() <= ENGINES["sat"].parts


GRAPH_BYTES_PER_ARC = 120  # an edge as a tuple, then as a line of text


def _edges(instance: Instance) -> list[tuple[int, int]]:
    """The moves, each once, between vertices numbered from 1 along the live squares."""
    board = instance.board
    vertex = {s: k + 1 for k, s in enumerate(board.live.tolist())}
    return [(vertex[u], vertex[v]) for u in vertex for v in sorted(board.neighbours_of(u)) if u < v]


def _graph(instance: Instance, edges: list[tuple[int, int]]) -> str:
    board = instance.board
    asked = sorted(instance.parts() - {"holes", "wrap"})
    lines = [
        f"c {instance.tag()}",
        "c kt-csp move graph: one vertex per square (holes left out), one edge per pair of squares a jump apart;",
        "c a tour is a Hamiltonian path (closed: cycle). Start, end and closing are not encoded"
        + (f", nor the {', '.join(asked)} asked." if asked else "."),
        *(f"c vertex {k + 1} {board.name(s)}" for k, s in enumerate(board.live.tolist())),
        f"p edge {board.squares} {len(edges)}",
        *(f"e {u} {v}" for u, v in edges),
    ]
    return "\n".join(lines) + "\n"


def _dimacs(formula: sat.Formula, asked: Instance) -> str:
    lines = [
        f"c {asked.tag()}",
        "c kt-csp complete encoding: 'arc_a1_c2' is true when the tour jumps a1 -> c2 (an open",
        "c tour adds 'first_a1' and 'last_h8' for its ends); 'b3_ge_5' when b3 comes at step 5",
        "c or later (steps from 0). Every model is exactly one tour. Unnamed variables are",
        "c auxiliaries of the exactly-one constraints (sequential counters).",
        *(f"c var {var} {name}" for var, name in sat.variable_names(formula).items()),
        f"p cnf {formula.pool.top} {len(formula.cnf.clauses)}",
        *(" ".join(map(str, clause)) + " 0" for clause in formula.cnf.clauses),
    ]
    return "\n".join(lines) + "\n"


@dataclass(frozen=True)
class ModelFile:
    """An exported model read back: its instance, its format, and what each variable means.

    ``meaning`` maps a CP-SAT variable's index (from 0), or a DIMACS variable, to its arc;
    ``variables`` counts a CP-SAT model's variables, arcs and others (a clue's positions), or
    those a CNF's ``p cnf`` line declares (0 when it has none).
    """

    instance: Instance
    form: ExportFormat
    meaning: dict[int, tuple[int, int]]
    variables: int = 0
    numbers: dict[int, int] = field(default_factory=dict)  # a CP-SAT variable's index → the square it numbers

    def decode(self, answer: str) -> tuple[Status, list[int] | None]:
        """What a solver's answer says: ``found`` with the tour it describes (not yet verified),
        ``none`` when the model has no solution, or ``unknown`` when the solver gave up."""
        if not answer.strip():
            raise KtError("the answer file is empty: it holds no solver answer")
        if self.form is ExportFormat.DIMACS:
            status, true = _dimacs_answer(answer, self.variables)
            if true is None:
                return status, None
            return status, self._tour({arc for var, arc in self.meaning.items() if var in true})
        named = re.search(r"^status:\s*(\w+)", answer, re.MULTILINE)
        said = named.group(1) if named else "FEASIBLE"
        if not named and "solution" not in answer and re.search(r"^[a-z_]+:", answer, re.MULTILINE):
            said = "UNKNOWN"  # a response in text leaves out its status when it is UNKNOWN, the default
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

    def _tour(self, chosen: set[tuple[int, int]], zero: int | None = None) -> list[int]:
        """The tour the chosen arcs make, read off the model's question (`Instance.anchored`) and
        numbered as the question asked: a closed tour the model numbers from a square of its
        choosing (magic sums) from that square, ``zero``."""
        posed, shift = self.instance.anchored()
        return [int(s) for s in self.instance.renumbered(np.array(tour_from_arcs(posed, chosen, zero)), shift)]

    def claims(self, answer: str) -> tuple[int | None, int | None]:
        """What a CP-SAT answer to an optimising model (the longest path, the fewest crossings or
        turns) says of its tour: the measure it claims (``objective_value``) and the best it
        proved possible (``best_objective_bound``); None for what it does not say, and for other
        models."""
        if not self.instance.optimized or self.form is ExportFormat.DIMACS:
            return None, None
        said = [
            re.search(rf"^{key}:\s*(-?\d+(?:\.\d*)?(?:e[+-]?\d+)?)\s*$", answer, re.MULTILINE)
            for key in ("objective_value", "best_objective_bound")
        ]
        objective, bound = (None if found is None else round(float(found.group(1))) for found in said)
        return objective, bound

    def judge(self, answer: str) -> Decoded:
        """A solver's answer read back as a result and its tour verified: a CP-SAT answer to an
        optimising model must make the path (or tour) it claims — as many moves, as few crossings
        or turns — and its bound counts only where the tour found does not pass it."""
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
        reason = {
            Status.NONE: f"the solver found the {self.instance.describe()} model unsatisfiable",
            Status.UNKNOWN: "the solver gave no model: it stopped without an answer",
            Status.FOUND: "" if verdict is None or verdict.valid else verdict.fault,
        }[status]
        passed = (
            measured is not None
            and bound is not None
            and (bound < measured if self.instance.minimize is None else bound > measured)
        )
        kept = None if passed else bound
        valid = verdict is not None and verdict.valid
        return Decoded(
            replace(result, reason=reason, bound=kept, verified=valid), valid, "" if verdict is None else verdict.fault
        )


@dataclass(frozen=True)
class Decoded:
    """A solver's answer to an exported model, judged: the ``result`` it makes (its reason the
    fault of an invalid tour), whether its tour is ``valid``, and the verifier's ``fault``."""

    result: Result
    valid: bool
    fault: str


MODEL_BYTES_PER_BYTE = 24  # reading a model: the file, its text, the parsed proto or comment lines


def read_answer(path: str | Path) -> str:
    """A solver's answer file as text (``-``: standard input)."""
    try:
        return read_input(path, "answer file").decode("utf-8-sig")
    except UnicodeDecodeError:
        raise KtError(f"cannot read answer file {str(path)!r}: not text") from None


def read_model(path: str | Path) -> ModelFile:
    """Read a model that ``kt-csp export`` wrote, in any of its formats."""
    data = read_input(path, "model file").removeprefix(b"\xef\xbb\xbf")
    require_memory(len(data) * MODEL_BYTES_PER_BYTE, f"reading the model file {str(path)!r}")
    if b"\np edge " in data:
        raise KtError(f"{str(path)!r} is a move graph, not a model: there is no solver answer to decode")
    if data.startswith((b"c ", b"p cnf")):
        return _read_dimacs(data.decode(errors="replace"), path)
    return _read_cpsat(data, path)


def _read_cpsat(data: bytes, path: str | Path) -> ModelFile:
    message = cp_model_pb2.CpModelProto()
    try:
        text_format.Parse(data.decode(), message)
    except (UnicodeDecodeError, text_format.ParseError, RecursionError):
        try:
            message.ParseFromString(data)
        except (DecodeError, RecursionError):
            raise KtError(f"{str(path)!r} is neither a DIMACS CNF nor a CP-SAT model") from None
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
    return ModelFile(instance, ExportFormat.CPSAT_TEXT, meaning, len(model.proto.variables), numbers)


def _read_dimacs(text: str, path: str | Path) -> ModelFile:
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
    return ModelFile(instance, ExportFormat.DIMACS, meaning, int(declared.group(1)) if declared else 0)


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


def _dimacs_answer(text: str, variables: int) -> tuple[Status, set[int] | None]:
    """A SAT solver's answer: ``s`` and ``v`` lines (SAT competition format) or MiniSat's result
    file (``SAT`` and a line of literals; ``UNSAT``; ``INDET``). Found: the true variables; a
    literal past the model's ``variables`` (where known) is an answer to another model."""
    lines = [line.strip() for line in text.splitlines() if line.strip() and not line.strip().startswith("c")]
    said = [" ".join(line.upper().split()) for line in lines if line.upper().startswith(_VERDICTS)]
    if any(word in ("UNSAT", "S UNSATISFIABLE") for word in said):
        return Status.NONE, None
    if any(word in ("INDET", "UNKNOWN", "S UNKNOWN", "S INDETERMINATE") for word in said):
        return Status.UNKNOWN, None
    literals = [line[1:] for line in lines if line.startswith("v")] or [
        line for line in lines if not line.upper().startswith(_VERDICTS)
    ]
    try:
        values = [int(token) for line in literals for token in line.split()]
    except ValueError:
        raise KtError("the solver's answer is not a model: expected 'v' lines of literals such as 'v 1 -2 0'") from None
    if not literals:
        raise KtError("the solver's answer holds no model: expected 'v' lines of literals, or UNSAT")
    named = max((abs(value) for value in values), default=0)
    if variables and named > variables:
        raise KtError(f"the solution sets variable {named:,} but the model has {variables:,} variables")
    return Status.FOUND, {value for value in values if value > 0}


_VERDICTS = ("S ", "SAT", "UNSAT", "INDET", "UNKNOWN")
