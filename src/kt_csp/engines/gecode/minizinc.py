"""A question as a MiniZinc model a person can read, and MiniZinc's answer to it read back.

The model is the tour as a circuit of successor variables, as MiniZinc's own examples write it:
``next[s]`` is the square the tour jumps to from ``s``, the squares are an enum named as kt-csp
names them (``a1``, ``b1``, …), each may jump only along kt-csp's move table (``jumps``), and
``circuit(next)`` makes one tour of them all. An open tour adds the node ``path`` between its
ends (`kt_csp.engines.circuit`): ``next[path]`` is the first square, and the last goes to ``path``.
Each variant part is a few lines: clues and magic sums number the moves (``move[s]``, one more
along each jump); a symmetry carries the moves onto themselves; an uncrossed tour makes at most
one of each crossing pair; the longest path is a ``subcircuit`` (a square it skips goes to
itself); the fewest crossings or turns are an objective. The first comment line is the question
(`kt_csp.core.instance.Instance.tag`). ``kt-csp export --format minizinc`` writes it (`MINIZINC`),
and the gecode engine hands it to ``minizinc --solver gecode``.

MiniZinc's answer is what the model's output item prints (``next = [c2, a3, …];``), each solution
ended by ``----------``, the search's end by ``==========``, or ``=====UNSATISFIABLE=====`` and
``=====UNKNOWN=====`` alone (`MiniZincModelFile`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from kt_csp.core.board import Board
from kt_csp.core.instance import Instance, Magic, Measure
from kt_csp.core.result import Status
from kt_csp.engines.circuit import arc_bound, candidate_arcs, forced_arcs
from kt_csp.engines.model_file import Model, ModelFile, ModelFormat, instance_named
from kt_csp.errors import KtError
from kt_csp.runtime.memory import require_memory

__all__ = ["MINIZINC", "MiniZincModelFile", "holds_minizinc", "read_minizinc", "write_minizinc"]

PATH = "path"  # the open tour's node between its ends
TAG = "% kt-csp "  # the first line of every model kt-csp writes
BYTES_PER_ARC = 1_000  # peak while written, measured: 200 for a closed 100x100, 580 with 60x60's crossing pairs


def write_minizinc(posed: Instance, asked: Instance) -> Model:
    """The question as a self-contained MiniZinc model: successor variables in a circuit.

    Parameters
    ----------
    posed, asked : Instance
        The question as the engines pose it (`Instance.anchored`), and as asked (the first comment).

    Returns
    -------
    Model
        The text; its variables (``next``, ``move``), constraint items and arcs.

    Raises
    ------
    KtError
        When memory cannot hold the model.
    """
    require_memory(arc_bound(posed) * BYTES_PER_ARC, f"the MiniZinc model of {posed.board}")
    writer = _Writer(posed)
    lines = [
        TAG + asked.tag()[len("kt-csp ") :],
        f"% The {asked.describe()} as a circuit (kt-csp export --format minizinc):",
        "% next[s] is the square the tour jumps to from s; every square once, in one circuit.",
        *_anchoring(posed, asked),
        *writer.lines(),
    ]
    text = "\n".join(lines) + "\n"
    constraints = sum(line.startswith("constraint") for line in lines)
    numbered = posed.clues or posed.magic is not None
    variables = len(writer.nodes) * (2 if numbered else 1)
    return Model(text.encode(), variables, constraints, len(candidate_arcs(posed)))


def _anchoring(posed: Instance, asked: Instance) -> list[str]:
    """A closed tour's clues with no start, numbered from the first clue (`Instance.anchored`)."""
    shift = asked.anchored()[1]
    if not shift:
        return []
    start = posed.board.name(posed.start) if posed.start is not None else "-"
    return [f"% The moves are numbered from the first clue's square, {start}: add {shift} for the question's numbers."]


class _Writer:
    """The lines of a question's model after its header, part by part."""

    def __init__(self, posed: Instance) -> None:
        self.posed = posed
        self.board = posed.board
        self.squares = posed.board.live.tolist()
        self.nodes = [self.board.name(s) for s in self.squares] + ([] if posed.closed else [PATH])

    def lines(self) -> list[str]:
        """The model: the squares, their jumps, the circuit, each part, the search and the output."""
        posed = self.posed
        lines = [
            f'include "{"subcircuit" if posed.longest else "circuit"}.mzn";',
            *self._enum(),
            "% the squares each square jumps to (kt-csp's move table), rank by rank",
            *self._jumps(),
            "array[SQUARE] of var SQUARE: next;",
            *self._domains(),
        ]
        if posed.clues or posed.magic is not None:
            lines += self._numbered()
        if posed.symmetry is not None or posed.uncrossed or posed.minimize is Measure.CROSSINGS:
            lines.append(
                "predicate used(SQUARE: s, SQUARE: t) = next[s] = t \\/ next[t] = s;  % the move s-t, either way"
            )
        if posed.symmetry is not None:
            lines += self._symmetric()
        if posed.uncrossed or posed.minimize is Measure.CROSSINGS:
            lines += self._crossings()
        declared, objective = self._objective()
        shown = (
            ["next"] + (["move"] if posed.clues or posed.magic is not None else []) + ([objective] if objective else [])
        )
        return [
            *lines,
            *declared,
            self._solve(objective),
            "output [" + ", ".join(f'"{name} = \\({name});\\n"' for name in shown) + "];",
        ]

    def _enum(self) -> list[str]:
        """The squares (and the open tour's path node) as an enum, a rank a line."""
        path = "" if self.posed.closed else "  % path: the node between the tour's ends"
        return ["enum SQUARE = {" + path, *self._by_rank({s: self.board.name(s) for s in self.squares}, PATH, "};")]

    def _jumps(self) -> list[str]:
        """``jumps[s]``: the squares one jump from ``s``, a rank a line (the path node's: none)."""
        board = self.board
        sets = {s: "{" + ", ".join(board.name(t) for t in board.neighbours_of(s)) + "}" for s in self.squares}
        return ["array[SQUARE] of set of SQUARE: jumps = [", *self._by_rank(sets, "{}", "];")]

    def _by_rank(self, words: dict[int, str], path: str, end: str) -> list[str]:
        """A word for each square, a rank a line (the path node's after the last), closed by ``end``."""
        ranks: dict[int, list[str]] = {}
        for square, word in words.items():
            ranks.setdefault(self.board.coords(square)[0], []).append(word)
        rows = list(ranks.values())
        if not self.posed.closed:
            rows[-1].append(path)
        return [f"  {', '.join(row)}" + ("," if index < len(rows) - 1 else end) for index, row in enumerate(rows)]

    def _domains(self) -> list[str]:
        """Where each square may go, the ends, and the circuit (a longest path's: a subcircuit)."""
        posed, board = self.posed, self.board
        also = (" union {path}" if not posed.closed else "") + (" union {s}" if posed.longest else "")
        among = "SQUARE where s != path" if not posed.closed else "SQUARE"
        lines = [f"constraint forall(s in {among})(next[s] in jumps[s]{also});"]
        if not posed.closed:
            if posed.start is not None:
                lines.append(f"constraint next[path] = {board.name(posed.start)};  % the tour starts there")
            if posed.end is not None:
                lines.append(f"constraint next[{board.name(posed.end)}] = path;  % the tour ends there")
        lines += [
            f"constraint next[{board.name(u)}] = {board.name(v)};  % the tour closes" for u, v in forced_arcs(posed)
        ]
        if not posed.longest:
            return [*lines, "constraint circuit(next);"]
        kept = [s for s in (posed.start, posed.end) if s is not None] + ([] if posed.closed else [board.size])
        lines += [f"constraint next[{self._node(s)}] != {self._node(s)};" for s in kept]
        lines.append("constraint subcircuit(next);  % the longest path: a square it skips goes to itself")
        if posed.closed:
            lines.append(
                "constraint forall(s in SQUARE)(next[s] = s \\/ next[next[s]] != s);  % no move there and back"
            )
        return lines

    def _node(self, node: int) -> str:
        return PATH if node == self.board.size else self.board.name(node)

    def _numbered(self) -> list[str]:
        """``move[s]``: the move on which the tour stands on ``s``, from 0, one more along each jump
        (the path node's after the last); the clues, and the magic sums."""
        posed, board = self.posed, self.board
        count = len(self.nodes)
        lines = [
            "% move[s]: the move on which the tour stands on s, from 0, one more along every jump",
            f"array[SQUARE] of var 0..{count - 1}: move;",
            f"constraint forall(s in SQUARE)(move[next[s]] = (move[s] + 1) mod {count});",
        ]
        if not posed.closed:
            lines.append(f"constraint move[path] = {count - 1};  % the path node comes after the last move")
        elif posed.start is not None and (posed.start, 0) not in posed.clues:
            lines.append(f"constraint move[{board.name(posed.start)}] = 0;")
        lines += [f"constraint move[{board.name(square)}] = {number};  % a clue" for square, number in posed.clues]
        if posed.magic is not None:
            lines += self._magic()
        return lines

    def _magic(self) -> list[str]:
        """Each rank's and file's move numbers from 1 summing alike (and a full tour's diagonals)."""
        board = self.board
        total, last = board.size * (board.size + 1) // 2, board.rows - 1
        if total % board.rows or total % board.cols:
            return ["constraint false;  % magic: the ranks' or files' sums cannot be whole numbers"]
        rank, file = total // board.rows, total // board.cols
        lines = [
            f"% magic: the move numbers from 1 of every rank sum to {rank}, of every file to {file}",
            f"function var int: numbered(int: r, int: f) = move[to_enum(SQUARE, r * {board.cols} + f + 1)] + 1;",
            f"constraint forall(r in 0..{last})(sum(f in 0..{board.cols - 1})(numbered(r, f)) = {rank});",
            f"constraint forall(f in 0..{board.cols - 1})(sum(r in 0..{last})(numbered(r, f)) = {file});",
        ]
        if self.posed.magic is Magic.FULL:
            lines += [
                f"constraint sum(r in 0..{last})(numbered(r, r)) = {rank};  % the long diagonals",
                f"constraint sum(r in 0..{last})(numbered(r, {last} - r)) = {rank};",
            ]
        return lines

    def _symmetric(self) -> list[str]:
        """The symmetry carries each move the tour makes onto one it makes."""
        posed, board = self.posed, self.board
        assert posed.symmetry is not None
        images = [board.name(posed.symmetry.image(board, s)) for s in self.squares] + ([] if posed.closed else [PATH])
        return [
            f"% {posed.symmetry.value}: where the symmetry carries each square",
            f"array[SQUARE] of SQUARE: image = [{', '.join(images)}];",
            "constraint forall(s in SQUARE, t in jumps[s] where s < t)(used(s, t) <-> used(image[s], image[t]));",
        ]

    def _crossings(self) -> list[str]:
        """The pairs of moves that cross; at most one of each (uncrossed), or their count."""
        from kt_csp.reasoning.crossings import crossing_pairs

        lines = [
            "% the pairs of moves that cross (a-b with c-d), as segments between the squares' centres",
            *self._table("crossing", 4, crossing_pairs(self.board).tolist()),
            "predicate crossed(int: i) = used(crossing[i, 1], crossing[i, 2]) /\\ used(crossing[i, 3], crossing[i, 4]);",
        ]
        if self.posed.uncrossed:
            lines.append("constraint forall(i in index_set_1of2(crossing))(not crossed(i));  % uncrossed")
        return lines

    def _table(self, name: str, width: int, rows: Sequence[Sequence[int]]) -> list[str]:
        """A table of squares, ``name[i, j]``, a row a line."""
        body = ",\n  ".join(", ".join(self.board.name(s) for s in row) for row in rows)
        declared = f"array[int, 1..{width}] of SQUARE: {name} = array2d(1..{len(rows)}, 1..{width}, ["
        return [declared + "]);"] if not rows else [declared, f"  {body}]);"]

    def _objective(self) -> tuple[list[str], str | None]:
        """The objective's lines and its variable's name (None: a tour is all that is asked)."""
        posed, board = self.posed, self.board
        if posed.longest:
            inside = "next[s] != s" + ("" if posed.closed else " /\\ next[s] != path")
            among = "SQUARE" if posed.closed else "SQUARE where s != path"
            return [
                "var int: moves;",
                f"constraint moves = sum(s in {among})({inside});  % the moves between squares",
            ], "moves"
        if posed.minimize is Measure.CROSSINGS:
            return [
                "var int: crossings;",
                "constraint crossings = sum(i in index_set_1of2(crossing))(crossed(i));",
            ], "crossings"
        if posed.minimize is Measure.TURNS:
            inner = max(0, board.squares - (0 if posed.closed else 2))
            return [
                "% u, v, w: the same jump twice in a line; the tour goes straight on at v when it makes both",
                *self._table("straight", 3, self._straight()),
                "var int: turns;",
                f"constraint turns = {inner} - sum(i in index_set_1of2(straight))"
                "(next[straight[i, 1]] = straight[i, 2] /\\ next[straight[i, 2]] = straight[i, 3]);",
            ], "turns"
        return [], None

    def _straight(self) -> list[tuple[int, int, int]]:
        """Each square ``v`` and the jump ``u → v`` that ``v → w`` repeats in a line."""
        board = self.board
        found = []
        for u in self.squares:
            for v in board.neighbours_of(u):
                (ru, cu), (rv, cv) = board.coords(u), board.coords(v)
                row, col = 2 * rv - ru, 2 * cv - cu
                if board.contains(row, col) and board.square(row, col) in board.neighbours_of(v):
                    found.append((u, v, board.square(row, col)))
        return found

    def _solve(self, objective: str | None) -> str:
        """The search: Warnsdorff's rule as Gecode can take it (the square with the fewest places
        left to go next), then the goal."""
        goal = "satisfy" if objective is None else ("maximize " if self.posed.longest else "minimize ") + objective
        return f"solve :: int_search(next, first_fail, indomain_min) {goal};"


@dataclass(frozen=True)
class MiniZincModelFile(ModelFile):
    """A MiniZinc model read back: ``nodes`` maps each name of its enum to its square (the path
    node: the board's size). A successor model has no variable per arc, so ``meaning`` is empty and
    ``variables`` counts ``next``'s variables, one a node."""

    nodes: dict[str, int] = field(default_factory=dict)

    def _decoded(self, answer: str) -> tuple[Status, list[int] | None]:
        """The last solution MiniZinc printed, or its word that there is none or it gave up."""
        said = _said(answer)
        if _UNSAT & said:
            return Status.NONE, None
        if said & _FAILED:
            raise KtError(f"MiniZinc reported {sorted(said & _FAILED)[0]}: it gave no answer to the model")
        solution = _last_solution(answer)
        if solution is None:
            if "=====UNKNOWN=====" in said:
                return Status.UNKNOWN, None
            raise KtError("the answer holds no MiniZinc solution: expected 'next = [...];' and '----------'")
        successor = dict(zip(list(self.nodes.values()), self._values(solution, "next")))
        chosen = {(u, v) for u, v in successor.items() if u != v}
        numbers = self._numbers(solution)
        zero = next((node for node, number in numbers.items() if number == 0), None)
        return Status.FOUND, self._tour(chosen, zero)

    def claims(self, answer: str) -> tuple[int | None, int | None]:
        """What MiniZinc's answer to an optimising model says: the objective of its last solution,
        and (when it printed ``==========``, the search done) that none does better.

        Parameters
        ----------
        answer : str
            The solver's answer file, as text.

        Returns
        -------
        tuple of (int or None, int or None)
            The measure it claims, and the bound it proved; None for what it does not say.
        """
        solution = _last_solution(answer) if self.instance.optimized else None
        if solution is None:
            return None, None
        found = re.search(rf"^{self.instance.measured} = (-?\d{{1,15}});", solution, re.MULTILINE)
        objective = None if found is None else int(found.group(1))
        return objective, objective if "==========" in _said(answer) else None

    def _values(self, solution: str, name: str) -> list[int]:
        """An array the solution prints, ``name = [..];``, as nodes (or numbers, for ``move``)."""
        found = re.search(rf"^{name} = (?:array1d\([^,\[]*,\s*)?\[([^\]]*)\]\)?;", solution, re.MULTILINE)
        if found is None:
            raise KtError(f"the MiniZinc solution has no '{name} = [...];' line: is it the answer to this model?")
        words = [word.strip() for word in found.group(1).split(",") if word.strip()]
        if len(words) != self.variables:
            raise KtError(
                f"the solution's {name} has {len(words):,} values but the model's SQUARE has {self.variables:,}"
            )
        if name == "move":
            if not all(re.fullmatch(r"-?\d{1,15}", word) for word in words):
                raise KtError("the solution's move numbers are not all whole numbers")
            return [int(word) for word in words]
        unknown = [word for word in words if word not in self.nodes]
        if unknown:
            raise KtError(f"the solution names {unknown[0][:20]!r}, which is no square of the model")
        return [self.nodes[word] for word in words]

    def _numbers(self, solution: str) -> dict[int, int]:
        """Each node's move number, where the model numbers the moves (clues, magic)."""
        if not (self.instance.clues or self.instance.magic is not None):
            return {}
        return dict(zip(list(self.nodes.values()), self._values(solution, "move")))


_UNSAT = frozenset({"=====UNSATISFIABLE=====", "=====UNSATorUNBOUNDED====="})
_FAILED = frozenset({"=====ERROR=====", "=====UNBOUNDED====="})


def _said(answer: str) -> set[str]:
    """MiniZinc's lines of ``=`` that end a search: its word on it."""
    return {line.strip() for line in answer.splitlines() if line.strip().startswith("=====")}


def _last_solution(answer: str) -> str | None:
    """The text of the last solution that ``----------`` ends (a solution not ended is cut short)."""
    blocks = re.split(r"^-{10}\s*$", answer, flags=re.MULTILINE)
    if len(blocks) < 2:
        if re.search(r"^next = ", answer, re.MULTILINE):
            raise KtError("the answer is cut short: its solution is not ended by '----------'")
        return None
    return blocks[-2]


def holds_minizinc(data: bytes) -> bool:
    """Whether a file is a MiniZinc model kt-csp wrote (its first line the ``% kt-csp`` comment).

    Parameters
    ----------
    data : bytes
        The file.

    Returns
    -------
    bool
        True for a MiniZinc model kt-csp exported.
    """
    return data.startswith(TAG.encode()) and b"\narray[SQUARE] of var SQUARE: next;" in data


def read_minizinc(data: bytes, path: str) -> MiniZincModelFile:
    """A MiniZinc model read back: the question in its first comment, its squares in its enum.

    Parameters
    ----------
    data : bytes
        The file.
    path : str
        Its name, for messages.

    Returns
    -------
    MiniZincModelFile
        The question and the enum's squares in order.

    Raises
    ------
    KtError
        For a model kt-csp did not export.
    """
    text = data.decode(errors="replace")
    first = text.split("\n", 1)[0]
    instance = instance_named(first[2:].strip() if first.startswith("% ") else "", path)
    declared = re.search(r"^enum SQUARE = \{[^\n]*\n([^}]*)\};", text, re.MULTILINE)
    if declared is None:
        raise KtError(f"{path!r} has no 'enum SQUARE' of its squares: it is not a model kt-csp exported")
    names = [word.strip() for word in declared.group(1).split(",")]
    nodes = {name: _square(instance.board, name, path) for name in names}
    return MiniZincModelFile(instance, {}, len(nodes), nodes)


def _square(board: Board, name: str, path: str) -> int:
    """A node's square (the path node: the board's size)."""
    if name == PATH:
        return board.size
    try:
        return board.parse_square(name)
    except KtError:
        raise KtError(f"{path!r} names {name[:20]!r} among its squares: it is not a model kt-csp exported") from None


MINIZINC = ModelFormat(
    "minizinc",
    ".mzn",
    "a MiniZinc model a person reads (successor variables, circuit), for Gecode and any CP solver",
    write_minizinc,
    read_minizinc,
    holds_minizinc,
)
