"""The MIP model (`kt_csp.engines.highs.mip`) in two languages any MIP solver reads — CPLEX LP,
readable, and free MPS — both written from the one `Mip`, so that they pose the same question
under the same names; and each read back (its question in the first comment, its columns named).
"""

from __future__ import annotations

from collections.abc import Callable

from kt_csp.core.instance import Instance
from kt_csp.engines.circuit import ARC_NAMES, parse_arc_name
from kt_csp.engines.highs.mip import Mip, mip_model
from kt_csp.engines.highs.solution import MipModelFile
from kt_csp.engines.model_file import Model, ModelFormat, instance_named

__all__ = ["LP", "MPS", "holds_lp", "holds_mps", "read_lp", "read_mps", "write_lp", "write_mps"]


_EXPLAINED = (
    "kt-csp MIP model: binary 'arc_a1_c2' is 1 when the tour jumps a1 -> c2 (an open tour adds",
    "'first_a1' and 'last_h8' for its ends); rows out_/in_ take one arc out of and into each",
    "square. Subtours are cut by a flow from a root, a unit to each square ('flow_arc_a1_c2' at",
    "most n where the arc is taken), or where moves are numbered (clues, magic) by integer",
    "'pos_a1', a1's move number from 0: rows order_a1_c2 (pos_c2 >= pos_a1 + 1 - n (1 -",
    "arc_a1_c2) - (n - 2) arc_c2_a1). skip_, zero_, cross_ and straight_ columns serve the",
    "longest path, a closed tour's chosen start, and the fewest crossings or turns.",
)
TERMS_PER_LINE = 8  # (an LP line stays short: some readers stop at 255 characters)


def _expression(terms: dict[str, int]) -> str:
    """A linear expression in LP's words, a few terms a line: ``arc_a1_c2 - 36 pos_a1``."""
    words = []
    for index, (column, coefficient) in enumerate(terms.items()):
        sign = "-" if coefficient < 0 else "+"
        size = "" if abs(coefficient) == 1 else f"{abs(coefficient)} "
        lead = "\n   " if index and index % TERMS_PER_LINE == 0 else " "
        words.append(f"{lead}{sign} {size}{column}" if index or coefficient < 0 else f"{size}{column}")
    return "".join(words).strip()


def _lp(mip: Mip) -> str:
    """The model in CPLEX LP: objective, rows, bounds, binaries and general integers."""
    objective = _expression(mip.objective) if mip.objective else f"0 {next(iter(mip.columns))}"
    offset = f" + {mip.offset}" if mip.offset else ""
    lines = [f"\\ {mip.tag}", *(f"\\ {line}" for line in _EXPLAINED)]
    lines += ["Maximize" if mip.maximize else "Minimize", f" obj: {objective}{offset}", "Subject To"]
    for row in mip.rows:
        expression = _expression(row.terms) if row.terms else f"0 {next(iter(mip.columns))}"
        lines.append(f" {row.name}: {expression} {row.sense} {row.rhs}")
    binary = [name for name, bounds in mip.columns.items() if bounds == (0, 1)]
    general = [name for name, bounds in mip.columns.items() if bounds != (0, 1)]
    lines.append("Bounds")
    for name in general:
        low, high = mip.columns[name]
        lines.append(f" {name} = {low}" if low == high else f" {low} <= {name} <= {high}")
    lines += ["Binaries", *(f" {name}" for name in binary), "Generals", *(f" {name}" for name in general), "End"]
    return "\n".join(lines) + "\n"


_SENSES = {"=": "E", "<=": "L", ">=": "G"}


def _mps(mip: Mip) -> str:
    """The model in free MPS: rows, the columns' entries (all integer), right-hand sides, bounds."""
    entries: dict[str, list[tuple[str, int]]] = {name: [] for name in mip.columns}
    for column, coefficient in mip.objective.items():
        entries[column].append(("obj", coefficient))
    for row in mip.rows:
        for column, coefficient in row.terms.items():
            entries[column].append((row.name, coefficient))
    lines = [f"* {mip.tag}", *(f"* {line}" for line in _EXPLAINED), "NAME knights_tour"]
    lines += ["OBJSENSE", "    MAX" if mip.maximize else "    MIN", "ROWS", " N obj"]
    lines += [f" {_SENSES[row.sense]} {row.name}" for row in mip.rows]
    lines += ["COLUMNS", " MARKER 'MARKER' 'INTORG'"]
    for column, found in entries.items():
        lines += [f" {column} {row} {coefficient}" for row, coefficient in found or [("obj", 0)]]
    lines += [" MARKER 'MARKER' 'INTEND'", "RHS"]
    lines += [f" rhs obj {-mip.offset}"] if mip.offset else []
    lines += [f" rhs {row.name} {row.rhs}" for row in mip.rows if row.rhs]
    lines.append("BOUNDS")
    for name, (low, high) in mip.columns.items():
        if (low, high) == (0, 1):
            lines.append(f" BV bnd {name}")
        elif low == high:
            lines.append(f" FX bnd {name} {low}")
        else:
            lines += [f" LO bnd {name} {low}", f" UP bnd {name} {high}"]
    lines.append("ENDATA")
    return "\n".join(lines) + "\n"


def write_lp(posed: Instance, asked: Instance) -> Model:
    """The question's mixed-integer model as CPLEX LP, every column named for what it means.

    Parameters
    ----------
    posed, asked : Instance
        As `mip_model` takes them.

    Returns
    -------
    Model
        The text, and the model's columns, rows and arcs.

    Raises
    ------
    MemoryLimitError
        When memory cannot hold the model.
    """
    return _written(mip_model(posed, asked), _lp)


def write_mps(posed: Instance, asked: Instance) -> Model:
    """The same model as `write_lp` writes, in free MPS.

    Parameters
    ----------
    posed, asked : Instance
        As `mip_model` takes them.

    Returns
    -------
    Model
        The text, and the model's columns, rows and arcs.

    Raises
    ------
    MemoryLimitError
        When memory cannot hold the model.
    """
    return _written(mip_model(posed, asked), _mps)


def _written(mip: Mip, language: Callable[[Mip], str]) -> Model:
    """The model in one language, with its sizes (the same in both: one model)."""
    return Model(language(mip).encode(), len(mip.columns), len(mip.rows), mip.arcs)


def _first_comment(data: bytes, mark: bytes) -> str:
    """A file's first line after its comment mark: the question it poses (`Instance.tag`)."""
    first = data.split(b"\n", 1)[0]
    return first[len(mark) :].decode(errors="replace").strip() if first.startswith(mark) else ""


def _model_file(tag: str, path: str, columns: list[str]) -> MipModelFile:
    """A model read back: its question, and the arcs its columns name."""
    instance = instance_named(tag, path)
    meaning = {
        index: parse_arc_name(instance.board, name) for index, name in enumerate(columns) if name.startswith(ARC_NAMES)
    }
    return MipModelFile(instance, meaning, len(columns), tuple(columns))


def holds_lp(data: bytes) -> bool:
    """Whether a file is an LP model kt-csp wrote (its first comment the question, then LP's sections).

    Parameters
    ----------
    data : bytes
        The file.

    Returns
    -------
    bool
        True for such a file.
    """
    return data.startswith(b"\\ kt-csp ") and b"\nSubject To\n" in data


def holds_mps(data: bytes) -> bool:
    """Whether a file is an MPS model kt-csp wrote (its first comment the question, then MPS's sections;
    an OPB file also begins with a ``*`` comment, but has no ``ROWS`` section).

    Parameters
    ----------
    data : bytes
        The file.

    Returns
    -------
    bool
        True for such a file.
    """
    return data.startswith(b"* kt-csp ") and b"\nROWS\n" in data and b"\nCOLUMNS\n" in data


def read_lp(data: bytes, path: str) -> MipModelFile:
    """An LP model read back: the question in its first comment, its columns those its
    ``Binaries`` and ``Generals`` sections declare (every column of kt-csp's model is in one).

    Parameters
    ----------
    data : bytes
        The file.
    path : str
        Its name, for messages.

    Returns
    -------
    MipModelFile
        The question and its columns.

    Raises
    ------
    KtError
        For a model kt-csp did not export.
    """
    columns, section = [], ""
    for line in data.decode(errors="replace").splitlines():
        if line and not line[0].isspace():
            section = line.strip().lower()
        elif section in ("binaries", "generals"):
            columns += line.split()
    return _model_file(_first_comment(data, b"\\ "), path, columns)


def read_mps(data: bytes, path: str) -> MipModelFile:
    """An MPS model read back: the question in its first comment, its columns those its
    ``COLUMNS`` section names.

    Parameters
    ----------
    data : bytes
        The file.
    path : str
        Its name, for messages.

    Returns
    -------
    MipModelFile
        The question and its columns.

    Raises
    ------
    KtError
        For a model kt-csp did not export.
    """
    columns: dict[str, None] = {}
    section = ""
    for line in data.decode(errors="replace").splitlines():
        if line and not line[0].isspace():
            section = line.split()[0]
        elif section == "COLUMNS" and line.split() and "'MARKER'" not in line:
            columns[line.split()[0]] = None
    return _model_file(_first_comment(data, b"* "), path, list(columns))


LP = ModelFormat(
    "lp",
    ".lp",
    "a mixed-integer model (arcs, a flow or move numbers) in CPLEX LP, for any MIP solver",
    write_lp,
    read_lp,
    holds_lp,
)
MPS = ModelFormat(
    "mps",
    ".mps",
    "the same mixed-integer model in free MPS (HiGHS, CBC, SCIP, Gurobi read it)",
    write_mps,
    read_mps,
    holds_mps,
)
