"""The tour as a mixed-integer linear model, written as CPLEX LP or free MPS for any MIP solver,
and a MIP solver's solution file read back.

One model (`Mip`, built by `mip_model`) is written in both languages, so they pose the same
question under the same names. A binary ``arc_a1_c2`` is "the tour jumps a1 → c2" (an open tour
adds the path node's ``first_a1`` and ``last_h8``, as `kt_csp.engines.circuit` names them); every
square has one arc in and one out; and subtours are cut by each square's move number ``pos_a1``,
which an arc taken raises by one (Miller, Tucker and Zemlin, "Integer programming formulation of
traveling salesman problems", J. ACM 7, 1960): ``pos_c2 >= pos_a1 + 1 - n (1 - arc_a1_c2)``. The
numbers are needed anyway for clues and magic sums, and on a tour through all n squares they are
exactly its move numbers from 0. A closed tour's numbering starts at its fixed start, at a square
of the model's choosing (``zero_a1``, for magic sums and the longest closed path), or else at the
board's first square. The longest path skips squares (``skip_a1``) and maximises its moves; the
fewest crossings and turns count them with indicators (``cross_...``, ``straight_...``) equal to
the product of the arcs they join, so that any solution's objective is its tour's measure.

A MIP solution file is HiGHS's (``Model status`` … ``# Columns N`` and ``name value`` lines)
or the ``name value`` lines of Gurobi's and CBC's.
"""

from __future__ import annotations

import math
import re
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field

from kt_csp.core.instance import Instance, Magic, Measure
from kt_csp.core.result import Status
from kt_csp.engines.circuit import (
    ARC_NAMES,
    POSITION,
    Arc,
    arc_bound,
    arc_name,
    candidate_arcs,
    forced_arcs,
    parse_arc_name,
)
from kt_csp.engines.model_file import Model, ModelFile, ModelFormat, instance_named
from kt_csp.errors import KtError
from kt_csp.runtime.memory import require_memory

__all__ = ["LP", "MPS", "Mip", "MipModelFile", "Row", "mip_model", "read_lp", "read_mps", "write_lp", "write_mps"]

BYTES_PER_ARC = 1_000  # the model's rows and their text, a few hundred bytes an arc, with room
ZERO = "zero_"  # a closed tour's square numbered 0, where the model chooses it


@dataclass(frozen=True)
class Row:
    """A linear constraint: ``terms`` (column → coefficient) ``sense`` (``<=``, ``>=``, ``=``) ``rhs``."""

    name: str
    terms: dict[str, int]
    sense: str
    rhs: int


@dataclass
class Mip:
    """A mixed-integer linear model in integers: every column an integer between its bounds
    (0 and 1: a binary), its rows, and an objective (none for a plain tour) plus a constant."""

    tag: str
    columns: dict[str, tuple[int, int]] = field(default_factory=dict)
    rows: list[Row] = field(default_factory=list)
    objective: dict[str, int] = field(default_factory=dict)
    maximize: bool = False
    offset: int = 0
    arcs: int = 0

    def column(self, name: str, low: int = 0, high: int = 1) -> str:
        """A new column, named ``name``, between ``low`` and ``high``."""
        self.columns[name] = (low, high)
        return name

    def row(self, name: str, terms: Iterable[tuple[str, int]], sense: str, rhs: int) -> None:
        """A new row (the coefficients of a column named twice add up)."""
        summed: dict[str, int] = defaultdict(int)
        for column, coefficient in terms:
            summed[column] += coefficient
        self.rows.append(Row(name, dict(summed), sense, rhs))


def mip_model(posed: Instance, asked: Instance) -> Mip:
    """The mixed-integer model of a question, with every variant part.

    Parameters
    ----------
    posed : Instance
        The question as the engines pose it (`Instance.anchored`).
    asked : Instance
        The question as asked (the model's first comment, `Instance.tag`).

    Returns
    -------
    Mip
        The model.

    Raises
    ------
    MemoryLimitError
        When memory cannot hold it.
    """
    board = posed.board
    require_memory(arc_bound(posed) * BYTES_PER_ARC, f"the MIP model of {board}")
    mip = Mip(asked.tag())
    arcs = {arc: mip.column(arc_name(board, arc)) for arc in candidate_arcs(posed)}
    mip.arcs = len(arcs)
    for arc in forced_arcs(posed):
        mip.columns[arcs[arc]] = (1, 1)
    skip = {s: mip.column(f"skip_{board.name(s)}") for s in _skippable(posed)}
    _degrees(mip, posed, arcs, skip)
    _numbers(mip, posed, arcs, skip)
    if posed.symmetry is not None:
        _symmetric(mip, posed, arcs)
    if posed.uncrossed:
        _uncrossed(mip, posed, arcs)
    if posed.magic is not None:
        _magic(mip, posed)
    if posed.longest:
        _longest(mip, posed, arcs)
    elif posed.minimize is Measure.CROSSINGS:
        _fewest_crossings(mip, posed, arcs)
    elif posed.minimize is Measure.TURNS:
        _fewest_turns(mip, posed, arcs)
    return mip


def _node(posed: Instance, node: int) -> str:
    """A node's name in row names: its square's, or ``path``."""
    return "path" if node == posed.board.size else posed.board.name(node)


def _skippable(posed: Instance) -> list[int]:
    """The squares the longest path may leave out: all but a fixed start or end."""
    if not posed.longest:
        return []
    return [s for s in posed.board.live.tolist() if s not in (posed.start, posed.end)]


def _degrees(mip: Mip, posed: Instance, arcs: dict[Arc, str], skip: dict[int, str]) -> None:
    """One arc out of and one into every node the tour visits (a skipped square: none)."""
    leaving: dict[int, list[str]] = defaultdict(list)
    entering: dict[int, list[str]] = defaultdict(list)
    for (u, v), column in arcs.items():
        leaving[u].append(column)
        entering[v].append(column)
    nodes = posed.board.live.tolist() + ([] if posed.closed else [posed.board.size])
    for node in nodes:
        skipped = [(skip[node], 1)] if node in skip else []
        mip.row(f"out_{_node(posed, node)}", [(c, 1) for c in leaving[node]] + skipped, "=", 1)
        mip.row(f"in_{_node(posed, node)}", [(c, 1) for c in entering[node]] + skipped, "=", 1)


def _numbers(mip: Mip, posed: Instance, arcs: dict[Arc, str], skip: dict[int, str]) -> None:
    """Each square's move number, one more along every arc taken except into the square numbered
    0 (a closed tour's root), and the clues' numbers; the ``zero_`` columns where the model
    chooses its root."""
    board = posed.board
    n = board.squares
    position = {s: mip.column(POSITION + board.name(s), 0, n - 1) for s in board.live.tolist()}
    root = posed.start if posed.closed else None
    zero: dict[int, str] = {}
    if posed.closed and root is None and (posed.magic is not None or posed.longest):
        zero = {s: mip.column(ZERO + board.name(s)) for s in position}
        mip.row("one_zero", [(c, 1) for c in zero.values()], "=", 1)
        for s, column in zero.items():
            mip.row(f"zero_at_{board.name(s)}", [(position[s], 1), (column, n - 1)], "<=", n - 1)
            if s in skip:
                mip.row(f"zero_visited_{board.name(s)}", [(column, 1), (skip[s], 1)], "<=", 1)
    elif posed.closed and root is None:
        root = board.first
    if posed.start is not None or root is not None:
        first = root if root is not None else posed.start
        assert first is not None
        mip.columns[position[first]] = (0, 0)
    for square, move in posed.clues:
        mip.columns[position[square]] = (move, move)
    for (u, v), column in arcs.items():
        if board.size in (u, v) or v == root:
            continue
        terms = [(position[v], 1), (position[u], -1), (column, -n)] + ([(zero[v], n)] if zero else [])
        mip.row(f"order_{board.name(u)}_{board.name(v)}", terms, ">=", 1 - n)


def _symmetric(mip: Mip, posed: Instance, arcs: dict[Arc, str]) -> None:
    """The tour's moves, either way, carried onto moves of the tour by the symmetry."""
    board, symmetry = posed.board, posed.symmetry
    assert symmetry is not None
    done: set[frozenset[int]] = set()
    for u, v in arcs:
        move = frozenset((u, v))
        image = frozenset((symmetry.image(board, u), symmetry.image(board, v)))
        if board.size in move or move in done or image == move:
            continue
        done.add(move)
        gu, gv = symmetry.image(board, u), symmetry.image(board, v)
        either = [(arcs[u, v], 1), (arcs[v, u], 1), (arcs[gu, gv], -1), (arcs[gv, gu], -1)]
        mip.row(f"image_{board.name(u)}_{board.name(v)}", either, "=", 0)


def _crossing(posed: Instance, arcs: dict[Arc, str]) -> list[tuple[str, list[str], list[str]]]:
    """Each pair of moves that cross: a name, and each move's two arcs."""
    from kt_csp.reasoning.crossings import crossing_pairs

    board = posed.board
    return [
        (
            "_".join(board.name(s) for s in (a, b, c, d)),
            [arcs[a, b], arcs[b, a]],
            [arcs[c, d], arcs[d, c]],
        )
        for a, b, c, d in crossing_pairs(board).tolist()
    ]


def _uncrossed(mip: Mip, posed: Instance, arcs: dict[Arc, str]) -> None:
    """Of two moves that cross, the tour makes at most one (either way round)."""
    for name, first, second in _crossing(posed, arcs):
        mip.row(f"uncrossed_{name}", [(c, 1) for c in first + second], "<=", 1)


def _fewest_crossings(mip: Mip, posed: Instance, arcs: dict[Arc, str]) -> None:
    """A binary per pair of moves that cross, 1 exactly where the tour makes both; their sum minimised."""
    for name, first, second in _crossing(posed, arcs):
        both = mip.column(f"cross_{name}")
        mip.row(f"crossed_{name}", [(c, 1) for c in first + second] + [(both, -1)], "<=", 1)
        mip.row(f"first_of_{name}", [(c, 1) for c in first] + [(both, -1)], ">=", 0)
        mip.row(f"second_of_{name}", [(c, 1) for c in second] + [(both, -1)], ">=", 0)
        mip.objective[both] = 1


def _fewest_turns(mip: Mip, posed: Instance, arcs: dict[Arc, str]) -> None:
    """A binary per square and jump, 1 exactly where the tour comes in and goes on by that jump;
    the turns, the squares where a turn can be less those, minimised."""
    board = posed.board
    for (u, v), column in arcs.items():
        if board.size in (u, v):
            continue
        (ru, cu), (rv, cv) = board.coords(u), board.coords(v)
        row, col = 2 * rv - ru, 2 * cv - cu
        if not (0 <= row < board.rows and 0 <= col < board.cols) or (v, board.square(row, col)) not in arcs:
            continue
        onward = arcs[v, board.square(row, col)]
        on = mip.column(f"straight_{board.name(u)}_{board.name(v)}_{board.name(board.square(row, col))}")
        mip.row(f"in_{on}", [(on, 1), (column, -1)], "<=", 0)
        mip.row(f"on_{on}", [(on, 1), (onward, -1)], "<=", 0)
        mip.row(f"both_{on}", [(column, 1), (onward, 1), (on, -1)], "<=", 1)
        mip.objective[on] = -1
    mip.offset = max(0, board.squares - (0 if posed.closed else 2))


def _longest(mip: Mip, posed: Instance, arcs: dict[Arc, str]) -> None:
    """Most moves between squares; a closed path is a cycle, so not a move there and straight back."""
    board = posed.board
    mip.maximize = True
    for (u, v), column in arcs.items():
        if board.size in (u, v):
            continue
        mip.objective[column] = 1
        if posed.closed and u < v:
            mip.row(f"once_{board.name(u)}_{board.name(v)}", [(column, 1), (arcs[v, u], 1)], "<=", 1)


def _magic(mip: Mip, posed: Instance) -> None:
    """Ranks and files (and the long diagonals) of move numbers from 1 summing alike."""
    board = posed.board
    total = board.size * (board.size + 1) // 2
    ranks = [[board.square(r, c) for c in range(board.cols)] for r in range(board.rows)]
    lines = [("rank", line, board.rows) for line in ranks]
    lines += [("file", [rank[c] for rank in ranks], board.cols) for c in range(board.cols)]
    if posed.magic is Magic.FULL:
        lines += [
            ("diagonal", [board.square(i, i) for i in range(board.rows)], board.rows),
            ("diagonal", [board.square(board.rows - 1 - i, i) for i in range(board.rows)], board.rows),
        ]
    for kind, line, count in lines:  # (each named by its first square: rank_a3, file_c1)
        name = f"{kind}_{board.name(line[0])}"
        terms = [(POSITION + board.name(s), 1) for s in line]
        if total % count:  # the sums cannot be whole numbers: a row no numbers meet
            mip.row(name, terms[:1], "=", -1)
        else:
            mip.row(name, terms, "=", total // count - len(line))


_EXPLAINED = (
    "kt-csp MIP model: binary 'arc_a1_c2' is 1 when the tour jumps a1 -> c2 (an open tour adds",
    "'first_a1' and 'last_h8' for its ends); rows out_/in_ take one arc out of and into each",
    "square; integer 'pos_a1' is a1's move number from 0, and rows order_a1_c2 (pos_c2 >= pos_a1",
    "+ 1 - n (1 - arc_a1_c2), Miller-Tucker-Zemlin) cut subtours. skip_, zero_, cross_ and",
    "straight_ columns serve the longest path, a closed tour's chosen start, and the fewest",
    "crossings or turns.",
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
    mip = mip_model(posed, asked)
    return Model(_lp(mip).encode(), len(mip.columns), len(mip.rows), mip.arcs)


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
    mip = mip_model(posed, asked)
    return Model(_mps(mip).encode(), len(mip.columns), len(mip.rows), mip.arcs)


@dataclass(frozen=True)
class Solution:
    """A MIP solution file read: the solver's verdict, each column's value it gives (None: it
    gave none), and the objective and bound it states."""

    status: Status
    values: dict[str, float] | None
    objective: float | None = None
    bound: float | None = None


@dataclass(frozen=True)
class MipModelFile(ModelFile):
    """An LP or MPS model read back: ``columns`` are its columns' names (``meaning`` keys index them)."""

    columns: tuple[str, ...] = ()

    def _decoded(self, answer: str) -> tuple[Status, list[int] | None]:
        """A MIP solution file: the arcs set to 1 make the tour."""
        solution = read_mip_solution(answer)
        if solution.values is None:
            return solution.status, None
        known = set(self.columns)
        stranger = next((name for name in solution.values if name not in known), None)
        if stranger is not None:
            raise KtError(
                f"the solution sets {stranger[:40]!r}, which the model does not have: it answers another model"
            )
        chosen = {arc for i, arc in self.meaning.items() if solution.values.get(self.columns[i], 0) > 0.5}
        board = self.instance.board
        zero = next(
            (
                board.parse_square(name[len(ZERO) :])
                for name, value in solution.values.items()
                if name.startswith(ZERO) and value > 0.5
            ),
            None,
        )
        return Status.FOUND, self._tour(chosen, zero)

    def claims(self, answer: str) -> tuple[int | None, int | None]:
        """What a MIP solution to an optimising model states: its objective and the solver's bound.

        Parameters
        ----------
        answer : str
            The solution file, as text.

        Returns
        -------
        tuple of (int or None, int or None)
            The objective and the bound it proved; None for what it does not state, and for
            models that optimise nothing.
        """
        if not self.instance.optimized:
            return None, None
        solution = read_mip_solution(answer)
        return _whole(solution.objective), _whole(solution.bound)


def _whole(value: float | None) -> int | None:
    """A stated objective or bound as a whole number (None for none, or an infinite one)."""
    return None if value is None or not math.isfinite(value) else round(value)


def read_mip_solution(text: str) -> Solution:
    """A MIP solver's solution file: HiGHS's (``Model status``, ``# Columns N`` then ``name
    value`` lines), or Gurobi's (``# Objective value = 12`` and ``name value``) or CBC's
    (``Optimal - objective value 12`` and ``index name value reduced-cost``).

    Parameters
    ----------
    text : str
        The file.

    Returns
    -------
    Solution
        What it says.

    Raises
    ------
    KtError
        For a file that is no MIP solution, or one cut short.
    """
    lines = [line.strip() for line in text.splitlines()]
    if lines and lines[0] == "Model status":
        return _highs_solution(lines)
    return _named_values(lines)


def _number(word: str, line: str) -> float:
    """A value of a solution file."""
    try:
        return float(word)
    except ValueError:
        raise KtError(f"the solution's line {line[:60]!r} holds no number where its value should be") from None


def _highs_solution(lines: list[str]) -> Solution:
    """HiGHS's solution file (``Highs.writeSolution``, style 0)."""
    said = lines[1] if len(lines) > 1 else ""
    stated = {
        words[0]: words[1]
        for words in (line.split() for line in lines)
        if len(words) == 2 and words[0] in ("Objective", "Objective_bound")
    }
    objective = _number(stated["Objective"], "Objective") if "Objective" in stated else None
    bound = _number(stated["Objective_bound"], "Objective_bound") if "Objective_bound" in stated else None
    if said == "Infeasible":
        return Solution(Status.NONE, None)
    primal = lines.index("# Primal solution values") if "# Primal solution values" in lines else -1
    if primal < 0 or primal + 1 >= len(lines) or lines[primal + 1] != "Feasible":
        if primal < 0:
            raise KtError("the HiGHS solution is cut short: it has no '# Primal solution values' section")
        return Solution(Status.UNKNOWN, None)
    declared = next((line for line in lines if line.startswith("# Columns ")), None)
    if declared is None or not declared.split()[-1].isdigit():
        raise KtError("the HiGHS solution is cut short: it has no '# Columns N' line")
    start, count = lines.index(declared) + 1, int(declared.split()[-1])
    given = [line.split() for line in lines[start : start + count]]
    if len(given) < count or any(len(words) != 2 for words in given):
        raise KtError(f"the HiGHS solution is cut short: it declares {count:,} columns but gives {len(given):,} values")
    values = {words[0]: _number(words[1], " ".join(words)) for words in given}
    return Solution(Status.FOUND, values, objective, bound)


_OBJECTIVE = re.compile(r"objective value\s*[=:]?\s*(\S+)", re.IGNORECASE)


def _named_values(lines: list[str]) -> Solution:
    """Gurobi's and CBC's solution files: ``name value`` (CBC: ``index name value cost``) lines."""
    objective, verdict, values = None, "", {}
    for line in filter(None, lines):
        stated = _OBJECTIVE.search(line)
        if stated is not None:
            objective = _number(stated.group(1), line)
            verdict = verdict or ("" if line.startswith("#") else line.split()[0].lower())
            continue
        if line.startswith("#"):
            continue
        words = line.split()
        if len(words) >= 3 and words[0].isdigit():
            words = words[1:3]
        if len(words) != 2:
            raise KtError(f"{line[:60]!r} is not a line of a MIP solution: expected 'name value'")
        values[words[0]] = _number(words[1], line)
    if verdict == "infeasible":
        return Solution(Status.NONE, None)
    if not values:
        raise KtError("the answer holds no MIP solution: expected 'name value' lines, or HiGHS's solution file")
    return Solution(Status.FOUND, values, objective, objective if verdict == "optimal" else None)


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
    "a mixed-integer model (arcs, move numbers cutting subtours) in CPLEX LP, for any MIP solver",
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
