"""The tour as a mixed-integer linear model, for any MIP solver (`kt_csp.engines.highs.languages`
writes it as CPLEX LP and free MPS).

A binary ``arc_a1_c2`` is "the tour jumps a1 → c2" (an open tour adds the path node's
``first_a1`` and ``last_h8``, as `kt_csp.engines.circuit` names them), and every square has one
arc in and one out. Subtours are cut by a single commodity that a root sends along the arcs
taken, a unit to each square (Gavish and Graves, "The travelling salesman problem and related
problems", MIT Operations Research Center working paper OR 078-78, 1978): of the cuts tried,
HiGHS 1.16 solved 6x6 and 8x8 fastest with it (closed 8x8 at its root node in 0.3 s, against
8 s for the lifted numbers below and 28 s for Miller-Tucker-Zemlin's own). Where the moves must
be numbered — clues, magic sums, and a closed longest path with no square fixed to send from —
each square's move number ``pos_a1`` cuts them instead, raised by one along every arc taken
(Miller, Tucker and Zemlin, "Integer programming formulation of traveling salesman problems",
J. ACM 7, 1960), lifted by the arc back (Desrochers and Laporte, "Improvements and extensions to
the Miller-Tucker-Zemlin subtour elimination constraints", Oper. Res. Lett. 10, 1991):
``pos_c2 >= pos_a1 + 1 - n (1 - arc_a1_c2) - (n - 2) arc_c2_a1``. On a tour through all n
squares they are exactly its move numbers from 0, numbered from its fixed start, from a square
of the model's choosing (``zero_a1``: magic sums and the longest closed path), or from the
board's first square. The longest path skips squares (``skip_a1``) and maximises its moves; the
fewest crossings and turns count them with indicators (``cross_…``, ``straight_…``) equal to the
product of the arcs they join, so that any solution's objective is its tour's measure.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field

from kt_csp.core.instance import Instance, Magic, Measure
from kt_csp.engines.circuit import (
    POSITION,
    Arc,
    arc_bound,
    arc_name,
    candidate_arcs,
    forced_arcs,
    onward,
)
from kt_csp.runtime.memory import require_memory

__all__ = ["ZERO", "Mip", "Row", "mip_model"]

# Measured on closed 100x100 (80,000 arcs), writing its MPS text: 250 MB over kt-csp's start, and
# 1.2 GB with the fewest crossings (a column and three rows for each pair of moves that cross).
BYTES_PER_ARC = 4_000
BYTES_PER_CROSSED_ARC = 16_000
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
    crossed = posed.uncrossed or posed.minimize is Measure.CROSSINGS
    require_memory(
        arc_bound(posed) * (BYTES_PER_CROSSED_ARC if crossed else BYTES_PER_ARC), f"the MIP model of {board}"
    )
    mip = Mip(asked.tag())
    arcs = {arc: mip.column(arc_name(board, arc)) for arc in candidate_arcs(posed)}
    mip.arcs = len(arcs)
    for arc in forced_arcs(posed):
        mip.columns[arcs[arc]] = (1, 1)
    skip = {s: mip.column(f"skip_{board.name(s)}") for s in _skippable(posed)}
    _degrees(mip, posed, arcs, skip)
    if posed.clues or posed.magic is not None or (posed.longest and posed.closed and posed.start is None):
        _numbers(mip, posed, arcs, skip)
    else:
        _flow(mip, posed, arcs, skip)
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


def _flow(mip: Mip, posed: Instance, arcs: dict[Arc, str], skip: dict[int, str]) -> None:
    """Subtours cut by one commodity: the root (an open tour's path node, else the closed tour's
    start or the board's first square) sends a unit to every other square the tour visits, along
    arcs it takes (``flow_arc_a1_c2`` at most n while ``arc_a1_c2`` is taken, else 0)."""
    board = posed.board
    root = board.size if not posed.closed else (posed.start if posed.start is not None else board.first)
    capacity = board.squares - (1 if posed.closed else 0)
    balance: dict[int, list[tuple[str, int]]] = defaultdict(list)
    for (u, v), column in arcs.items():
        if v == root:
            continue
        flow = mip.column(f"flow_{column}", 0, capacity)
        mip.row(f"carry_{column}", [(flow, 1), (column, -capacity)], "<=", 0)
        balance[u].append((flow, 1))
        balance[v].append((flow, -1))
    mip.row(f"send_{_node(posed, root)}", balance[root] + [(column, 1) for column in skip.values()], "=", capacity)
    for s in board.live.tolist():
        if s != root:
            mip.row(f"keep_{board.name(s)}", balance[s] + ([(skip[s], -1)] if s in skip else []), "=", -1)


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
        if (v, u) in arcs:  # (lifted: the move back would make v come just before u)
            terms.append((arcs[v, u], 2 - n))
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
        ahead = onward(board, u, v)  # (the square one more same jump on, where the move is there)
        if ahead is None or (v, ahead) not in arcs:
            continue
        going = arcs[v, ahead]
        on = mip.column(f"straight_{board.name(u)}_{board.name(v)}_{board.name(ahead)}")
        mip.row(f"in_{on}", [(on, 1), (column, -1)], "<=", 0)
        mip.row(f"on_{on}", [(on, 1), (going, -1)], "<=", 0)
        mip.row(f"both_{on}", [(column, 1), (going, 1), (on, -1)], "<=", 1)
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
