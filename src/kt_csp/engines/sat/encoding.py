"""The SAT engine's CNF of a tour, in two encodings, and what a formula costs before it is built.

``lazy``
    Successor variables only — one per arc of `kt_csp.engines.circuit` (``("arc", u, v)`` in an
    ``IDPool``) — with exactly one arc out of and into every node and no 2-cycles. Its models are
    covers of the nodes by disjoint cycles; the engine (`kt_csp.engines.sat.engine`) solves,
    reads the cycles off the model, and while there are several adds for each one the clause
    "some arc leaves these squares" (`subtour_cut`), then solves again on the same (incremental)
    solver. Small formulas, fast on large boards; not a complete description of the tours on its
    own.
``complete``
    The lazy encoding's arcs plus an order that rules subtours out: ``("ge", s, k)`` = "square s
    comes at step k or later" (a unary *order* encoding of each square's position), and "u → v ⇒
    pos(v) = pos(u) + 1 or later" for every move except those into the root (the start of a closed
    tour, the path node of an open one). Every cycle must then pass through the root, so there is
    only one, and the positions are exactly the steps. Its models are exactly the tours, so it can
    be exported as DIMACS and studied or solved alone, and tours can be counted by blocking
    clauses. bench/sat.py compares it with the square×step encoding (``at s k``), which has three
    times the variables and was 10–60× slower on 8x8. For the longest path (only in the WCNF
    export, `kt_csp.files.maxsat`) a ``("skip", s)`` variable in each square's exactly-ones
    takes it out of the path, and a closed one counts its steps from the first square it visits.

The time limit covers building the formula, and a formula that would not fit in memory is
refused before it is built (`formula_bytes`).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from dataclasses import dataclass, field

from pysat.formula import CNF, IDPool

from kt_csp.core.choices import Encoding
from kt_csp.core.instance import Instance
from kt_csp.core.limits import Limits
from kt_csp.engines.circuit import Arc, arc_bound, arc_name, candidate_arcs, forced_arcs, tour_from_arcs
from kt_csp.runtime.memory import require_memory

__all__ = [
    "BYTES_PER_CLAUSE",
    "SECONDS_PER_CLAUSE",
    "Encoding",
    "Formula",
    "arc_variables",
    "chosen_arcs",
    "complete_formula",
    "formula_bytes",
    "formula_clauses",
    "lazy_formula",
    "subtour_cut",
    "tour_from_model",
    "variable_names",
]

BUILD_CHECK = 1_024  # nodes or arcs encoded between two looks at the clock


@dataclass
class Formula:
    """A CNF, the pool that names its variables, and the instance it encodes."""

    instance: Instance
    encoding: Encoding
    cnf: CNF = field(default_factory=CNF)
    pool: IDPool = field(default_factory=IDPool)
    counters: int = 0  # sequential counters made so far: each names its own auxiliaries
    exactly_ones: list[list[int]] | None = None  # a list: exactly-ones kept as they are, not encoded

    def var(self, *key: object) -> int:
        """The variable named ``key`` (``("arc", u, v)``, ``("ge", s, k)`` …), made on first use.

        Parameters
        ----------
        *key
            The variable's name, as a tuple of its parts.

        Returns
        -------
        int
            Its number in the pool (DIMACS's).
        """
        return int(self.pool.id(key))

    @functools.cached_property
    def successors(self) -> dict[int, list[int]]:
        """Each node's arc heads, for cutting subtours."""
        heads: dict[int, list[int]] = {}
        for u, v in candidate_arcs(self.instance):
            heads.setdefault(u, []).append(v)
        return heads

    def add(self, clauses: Iterable[list[int]]) -> None:
        """Add clauses over the pool's variables (straight into the list: CNF.append would
        recompute the largest variable clause by clause, most of the time of a big build).

        Parameters
        ----------
        clauses
            Each a list of literals.
        """
        self.cnf.clauses.extend(clauses)
        self.cnf.nv = self.pool.top

    def exactly_one(self, literals: list[int]) -> None:
        """Exactly one of ``literals`` (an empty list makes the formula unsatisfiable): at least
        one, and at most one pairwise up to 8 literals, by a sequential counter above.

        Written here rather than taken from PySAT's CardEnc, which puts in a Ctrl-C handler of its
        own while it encodes and answers Ctrl-C with an error instead of an interrupt. The clauses
        are CardEnc's pairwise and seqcounter ones. A formula that keeps its exactly-ones
        (``exactly_ones`` a list: a pseudo-Boolean file writes each as one ``= 1`` constraint)
        only records the literals there.

        Parameters
        ----------
        literals
            The literals, one of which is true.

        References
        ----------
        .. [1] C. Sinz, "Towards an Optimal CNF Encoding of Boolean Cardinality Constraints", CP 2005,
           LNCS 3709, pp. 827-831.
        """
        if not literals:
            self.add([[self.var("false")], [-self.var("false")]])
            return
        if self.exactly_ones is not None:
            self.exactly_ones.append(list(literals))
            return
        self.add([list(literals)])
        if len(literals) <= PAIRWISE_MOST:
            self.add([-a, -b] for i, a in enumerate(literals) for b in literals[i + 1 :])
            return
        self.counters += 1  # (two lists may begin with one arc, as a square's moves out and its neighbour's in)
        count = [self.pool.id(("count", self.counters, i)) for i in range(len(literals) - 1)]
        clauses = [[-literals[0], count[0]]]
        for i in range(1, len(literals) - 1):
            clauses += [[-count[i - 1], count[i]], [-literals[i], -count[i - 1]], [-literals[i], count[i]]]
        clauses.append([-literals[-1], -count[-1]])
        self.add(clauses)


PAIRWISE_MOST = 8  # literals: above this the sequential counter's 3n clauses beat the n²/2 pairs


def lazy_formula(instance: Instance, limits: Limits = Limits(), *, keep_exactly_ones: bool = False) -> Formula:
    """The lazy encoding: exactly one arc out of and into every node, no 2-cycles; subtours are
    cut lazily, by the engine (`subtour_cut`).

    Parameters
    ----------
    instance
        The question, posed as the engines pose it (`Instance.anchored`).
    limits
        The time limit, looked at while building.
    keep_exactly_ones
        Keep the exactly-ones as they are (`Formula.exactly_ones`) rather than as clauses.

    Returns
    -------
    Formula
        Its CNF and variable pool.

    Raises
    ------
    MemoryLimitError
        The formula would not fit in memory (refused before it is built).
    LimitReached
        The time limit passed while building, or too little is left to build it.
    """
    instance.require_anchored("the SAT formula")
    _affordable(instance, Encoding.LAZY, limits)
    arcs = candidate_arcs(instance)
    formula = Formula(instance, Encoding.LAZY, exactly_ones=[] if keep_exactly_ones else None)
    x = {}
    for index, arc in enumerate(arcs):
        if index % (64 * BUILD_CHECK) == 0:
            limits.check()
        x[arc] = formula.var("arc", *arc)
    nodes = instance.board.size + (0 if instance.closed else 1)
    ends = {instance.start, instance.end, instance.board.size}  # the nodes a longest path cannot skip
    out: list[list[int]] = [[] for _ in range(nodes)]
    into: list[list[int]] = [[] for _ in range(nodes)]
    for (u, v), var in x.items():
        out[u].append(var)
        into[v].append(var)
    for node in range(nodes):
        if node % BUILD_CHECK == 0:
            limits.check()
        if node in instance.board.holes:
            continue  # no tour comes near a hole
        skip = [formula.var("skip", node)] if instance.longest and node not in ends else []
        formula.exactly_one(out[node] + skip)
        formula.exactly_one(into[node] + skip)
    if nodes - len(instance.board.holes) > 2:  # two nodes can only make a 2-cycle
        path = instance.board.size if instance.longest else None  # (a longest path may be one square)
        formula.add([-x[u, v], -x[v, u]] for (u, v) in arcs if u < v and (v, u) in x and path not in (u, v))
    formula.add([x[arc]] for arc in forced_arcs(instance))
    if instance.symmetry is not None:
        formula.add(_symmetric(instance, x))
    if instance.uncrossed:
        formula.add(_uncrossed(instance, x, limits))
    return formula


def _uncrossed(instance: Instance, x: dict[Arc, int], limits: Limits) -> list[list[int]]:
    """Two moves that cross are not both made: a clause for each way round of each."""
    from kt_csp.reasoning.crossings import crossing_pairs

    clauses = []
    for index, (a, b, c, d) in enumerate(crossing_pairs(instance.board).tolist()):
        if index % BUILD_CHECK == 0:
            limits.check()
        clauses += [[-x[first], -x[second]] for first in ((a, b), (b, a)) for second in ((c, d), (d, c))]
    return clauses


def _symmetric(instance: Instance, x: dict[Arc, int]) -> list[list[int]]:
    """The move u–v (either way) is made only if its image under the symmetry is: two clauses
    per move, u→v and v→u each implying one of the image's two arcs."""
    board, symmetry = instance.board, instance.symmetry
    assert symmetry is not None
    clauses = []
    for (u, v), var in x.items():
        if board.size in (u, v):
            continue
        gu, gv = symmetry.image(board, u), symmetry.image(board, v)
        clauses.append([-var, x[gu, gv], x[gv, gu]])
    return clauses


def complete_formula(instance: Instance, limits: Limits = Limits(), *, keep_exactly_ones: bool = False) -> Formula:
    """The complete encoding: arcs and unary positions, so that the models are exactly the tours.

    Parameters
    ----------
    instance
        The question, posed as the engines pose it (`Instance.anchored`).
    limits
        The time limit, looked at while building.
    keep_exactly_ones
        Keep the exactly-ones as they are (`Formula.exactly_ones`) rather than as clauses.

    Returns
    -------
    Formula
        Its CNF and variable pool.

    Raises
    ------
    MemoryLimitError
        The formula would not fit in memory (refused before it is built).
    LimitReached
        The time limit passed while building, or too little is left to build it.
    """
    board, n = instance.board, instance.board.squares  # n: the tour's length, its positions 0 … n-1
    _affordable(instance, Encoding.COMPLETE, limits)
    formula = lazy_formula(instance, limits, keep_exactly_ones=keep_exactly_ones)
    formula.encoding = Encoding.COMPLETE
    root = instance.start if instance.start is not None else board.first  # a closed tour is read from its first square
    live = board.live.tolist()
    ge = {(s, k): formula.var("ge", s, k) for s in live for k in range(1, n)}
    for s in live:
        formula.add([-ge[s, k + 1], ge[s, k]] for k in range(1, n - 1))
    zero = _zeros(formula, ge) if instance.longest and instance.closed and instance.start is None else {}
    for index, (u, v) in enumerate(candidate_arcs(instance)):
        if index % BUILD_CHECK == 0:
            limits.check()
        if board.size in (u, v) or (instance.closed and v == root and not zero):
            continue
        arc = formula.var("arc", u, v)
        rooted = [zero[v]] if zero else []  # (the arc into the cycle's square 0 steps back)
        formula.add([[-arc, *rooted, ge[v, 1]]])
        formula.add([-arc, *rooted, -ge[u, k], ge[v, k + 1]] for k in range(1, n - 1))
        formula.add([[-arc, *rooted, -ge[u, n - 1]]])
    if instance.closed and not zero and n > 1:  # (one square has no moves: the lazy encoding has no model)
        formula.add([[-ge[root, 1]]])
    for square, move in instance.clues:  # position exactly ``move``: at least it, not at least one more
        formula.add([[ge[square, move]]] if move >= 1 else [])
        formula.add([[-ge[square, move + 1]]] if move + 1 <= n - 1 else [])
    return formula


def _zeros(formula: Formula, ge: dict[tuple[int, int], int]) -> dict[int, int]:
    """The longest closed path with no fixed start, which may leave any square out, counts its
    steps from the first square (in the board's order) that it visits: ``zero_a1`` says that is
    a1 — not skipped, and ``seen_`` of the square before it false, where ``seen_b1`` says the path
    visits a square up to b1. Fixed so, rather than left to the solver among the cycle's squares,
    the start follows from the squares visited and propagates as a fixed root does."""
    zero, seen = {}, None
    for s in formula.instance.board.live.tolist():
        skip, zero[s], now = formula.var("skip", s), formula.var("zero", s), formula.var("seen", s)
        before: list[int] = [] if seen is None else [seen]
        formula.add([[-zero[s], -skip], [zero[s], skip, *before], [skip, now], [-now, -skip, *before]])
        if seen is not None:
            formula.add([[-zero[s], -seen], [-seen, now]])
        if (s, 1) in ge:
            formula.add([[-zero[s], -ge[s, 1]]])
        seen = now
    return zero


# Measured (peak RSS) on lazy 60x60 and 100x100 closed, complete 20x20 closed and 30x30 open
# from a1: a clause held as a Python list of ints takes 160-210 bytes, and with MiniSat's own
# copy 205-250.
BYTES_PER_CLAUSE = 260
# Measured on lazy closed 300x300 (6.1 s to build 5.5 million clauses, 2.2 s to load them) and
# complete 30x30 (10.5 s for 6.7 million): about 1.5 us a clause, built and loaded.
SECONDS_PER_CLAUSE = 1.5e-6


def formula_clauses(instance: Instance, encoding: Encoding) -> int:
    """About how many clauses a formula has, known before it is built: the lazy encoding a few
    per arc, the complete one a board's worth per arc.

    Parameters
    ----------
    instance
        The question.
    encoding
        Lazy or complete.

    Returns
    -------
    int
        The estimate.
    """
    n, arcs = instance.board.squares, arc_bound(instance)
    clauses = 8 * arcs + 2 * n  # the knight's pairwise exactly-ones: about 7 clauses per arc
    if encoding is Encoding.COMPLETE:
        clauses += arcs * n + n * n
    return clauses


def formula_bytes(instance: Instance, encoding: Encoding) -> int:
    """Memory a formula will take to build and load into a solver (`BYTES_PER_CLAUSE` a clause).

    Parameters
    ----------
    instance
        The question.
    encoding
        Lazy or complete.

    Returns
    -------
    int
        Bytes, by the estimate.
    """
    return formula_clauses(instance, encoding) * BYTES_PER_CLAUSE


def _affordable(instance: Instance, encoding: Encoding, limits: Limits) -> None:
    """Refuse a formula that would not fit in memory, and do not begin one that could not be
    built in the time left even twice as fast as measured."""
    require_memory(formula_bytes(instance, encoding), f"the {encoding.value} CNF of {instance.board}")
    limits.check(formula_clauses(instance, encoding) * SECONDS_PER_CLAUSE / 2, f"building the {encoding.value} CNF")


def variable_names(formula: Formula) -> dict[int, str]:
    """Each named variable's meaning: ``arc_a1_c2``, ``first_a1``, ``last_h8``, ``b3_ge_5``
    ("b3 comes at step 5 or later"), and for the longest path ``skip_a1`` (it leaves a1 out) and
    ``zero_a1`` (its cycle counts from a1); unnamed ones are auxiliaries.

    Parameters
    ----------
    formula
        The formula.

    Returns
    -------
    dict of int to str
        The names, by variable.
    """
    board = formula.instance.board
    names = {}
    for key, var in formula.pool.obj2id.items():
        if key[0] == "arc":
            names[var] = arc_name(board, (key[1], key[2]))
        elif key[0] == "ge":
            names[var] = f"{board.name(key[1])}_ge_{key[2]}"
        elif key[0] in ("skip", "zero"):
            names[var] = f"{key[0]}_{board.name(key[1])}"
    return dict(sorted(names.items()))


def arc_variables(formula: Formula) -> dict[int, Arc]:
    """Variable → the arc it chooses.

    Parameters
    ----------
    formula
        The formula.

    Returns
    -------
    dict of int to Arc
        Each arc variable's arc.
    """
    return {formula.var("arc", *arc): arc for arc in candidate_arcs(formula.instance)}


def chosen_arcs(formula: Formula, model: list[int]) -> list[Arc]:
    """The arcs a model of the formula chooses.

    Parameters
    ----------
    formula
        The formula.
    model
        The solver's model (its true literals positive).

    Returns
    -------
    list of Arc
        The arcs whose variables are true.
    """
    arcs = arc_variables(formula)
    return [arcs[literal] for literal in model if literal in arcs]


def tour_from_model(formula: Formula, model: list[int]) -> list[int]:
    """The tour a model of the formula describes (for lazy: once it has no subtours).

    Parameters
    ----------
    formula
        The formula.
    model
        The solver's model.

    Returns
    -------
    list of int
        The squares in order (`kt_csp.engines.circuit.tour_from_arcs`).
    """
    return tour_from_arcs(formula.instance, chosen_arcs(formula, model))


def subtour_cut(formula: Formula, cycle: list[int]) -> list[int]:
    """The clause "some arc leaves these nodes", which cuts the subtour ``cycle`` off.

    Parameters
    ----------
    formula
        The formula whose variables the clause uses.
    cycle
        The nodes of one cycle of a model.

    Returns
    -------
    list of int
        The clause.
    """
    inside = set(cycle)
    return [formula.var("arc", u, v) for u in cycle for v in formula.successors[u] if v not in inside]
