"""Engine 3, sat: the tour as CNF for PySAT's solvers, in two encodings.

``lazy``
    Successor variables only — one per arc of `kt_csp.circuit` (``("arc", u, v)`` in an
    ``IDPool``) — with exactly one arc out of and into every node and no 2-cycles. Its models are
    covers of the nodes by disjoint cycles; the engine solves, reads the cycles off the model, and
    while there are several adds for each one the clause "some arc leaves these squares", then
    solves again on the same (incremental) solver. Small formulas, fast on large boards; not a
    complete description of the tours on its own.
``complete``
    The square×step position encoding: ``("at", s, k)`` = "square s is visited at step k", with
    exactly one square per step, exactly one step per square, and "s at step k ⇒ some neighbour of
    s at step k + 1" (and, closed, from the last step back to the first). Its models are exactly
    the tours, so it can be exported as DIMACS and studied or solved alone, and tours can be
    counted by blocking clauses.

Statistics map onto the shared ones as nodes = the solver's decisions and backtracks = its
conflicts (CaDiCaL reports 0 for both through PySAT); ``rounds`` counts the lazy encoding's
solve-and-cut rounds.
"""

from __future__ import annotations

import enum
import signal
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from pysat.card import CardEnc, EncType
from pysat.formula import CNF, IDPool
from pysat.solvers import Solver

from kt_csp.circuit import Arc, candidate_arcs, cycles, forced_arcs, tour_from_arcs
from kt_csp.instance import Instance
from kt_csp.limits import Limits
from kt_csp.result import CountResult, Result, Stats, Status

__all__ = ["NAME", "Encoding", "SatOptions", "Formula", "lazy_formula", "complete_formula", "solve", "count",
           "SOLVERS", "DEFAULT_SOLVER", "steps_of"]

NAME = "sat"
SOLVERS = ("cadical195", "glucose4", "glucose42", "minisat22", "maplechrono")  # those that can be interrupted
DEFAULT_SOLVER = "glucose4"


class Encoding(str, enum.Enum):
    LAZY = "lazy"
    COMPLETE = "complete"


@dataclass(frozen=True)
class SatOptions:
    """Choices that only the SAT engine has."""

    encoding: Encoding = Encoding.LAZY
    solver: str = DEFAULT_SOLVER

    def describe(self) -> str:
        return f"{self.encoding.value} encoding, {self.solver}"


@dataclass
class Formula:
    """A CNF, the pool that names its variables, and the instance it encodes."""

    instance: Instance
    encoding: Encoding
    cnf: CNF = field(default_factory=CNF)
    pool: IDPool = field(default_factory=IDPool)

    def var(self, *key: object) -> int:
        return self.pool.id(key)

    def exactly_one(self, literals: list[int]) -> None:
        """Exactly one of ``literals`` (an empty list makes the formula unsatisfiable)."""
        if not literals:
            self.cnf.append([self.var("false")])
            self.cnf.append([-self.var("false")])
            return
        encoding = EncType.pairwise if len(literals) <= 8 else EncType.seqcounter
        equals = CardEnc.equals(literals, bound=1, vpool=self.pool, encoding=encoding)
        self.cnf.extend(equals.clauses)


def lazy_formula(instance: Instance) -> Formula:
    """Exactly one arc out of and into every node, no 2-cycles: subtours are cut lazily."""
    formula = Formula(instance, Encoding.LAZY)
    arcs = candidate_arcs(instance)
    x = {arc: formula.var("arc", *arc) for arc in arcs}
    nodes = instance.board.size + (0 if instance.closed else 1)
    for node in range(nodes):
        formula.exactly_one([x[arc] for arc in arcs if arc[0] == node])
        formula.exactly_one([x[arc] for arc in arcs if arc[1] == node])
    if nodes > 2:
        formula.cnf.extend([-x[u, v], -x[v, u]] for (u, v) in arcs if u < v and (v, u) in x)
    formula.cnf.extend([x[arc]] for arc in forced_arcs(instance))
    return formula


def complete_formula(instance: Instance) -> Formula:
    """Square × step: the models are exactly the tours (``("at", s, k)``)."""
    formula = Formula(instance, Encoding.COMPLETE)
    board = instance.board
    n = board.size
    at = [[formula.var("at", s, k) for k in range(n)] for s in range(n)]
    for k in range(n):
        formula.exactly_one([at[s][k] for s in range(n)])
    for s in range(n):
        formula.exactly_one(at[s])
        onward = board.neighbours_of(s)
        for k in range(n - 1):
            formula.cnf.append([-at[s][k]] + [at[t][k + 1] for t in onward])
        if instance.closed:
            formula.cnf.append([-at[s][n - 1]] + [at[t][0] for t in onward])
    if instance.start is not None:
        formula.cnf.append([at[instance.start][0]])
    elif instance.closed and instance.end is None:
        formula.cnf.append([at[0][0]])  # a closed tour is read from a1
    if instance.end is not None:
        formula.cnf.append([at[instance.end][n - 1]])
    return formula


def _chosen_arcs(formula: Formula, model: list[int]) -> list[Arc]:
    true = {literal for literal in model if literal > 0}
    return [arc for arc in candidate_arcs(formula.instance) if formula.var("arc", *arc) in true]


def steps_of(formula: Formula) -> dict[int, tuple[int, int]]:
    """Complete encoding: variable → (square, step)."""
    n = formula.instance.board.size
    return {formula.var("at", s, k): (s, k) for s in range(n) for k in range(n)}


def tour_from_model(formula: Formula, model: list[int]) -> list[int]:
    """The tour a model of the formula describes (for lazy: once it has no subtours)."""
    if formula.encoding is Encoding.LAZY:
        return tour_from_arcs(formula.instance, _chosen_arcs(formula, model))
    steps = steps_of(formula)
    return [s for _, s in sorted((steps[lit][1], steps[lit][0]) for lit in model if lit in steps)]


@contextmanager
def _interruptible(solver: Solver, limits: Limits) -> Iterator[dict[str, str]]:
    """Interrupt the solver when the time limit passes or on Ctrl-C; say which in ``stop``."""
    stop: dict[str, str] = {}

    def halt(reason: str) -> None:
        stop.setdefault("reason", reason)
        solver.interrupt()

    timer = None
    if limits.time_limit is not None:
        timer = threading.Timer(limits.time_limit, halt, [f"time limit of {limits.time_limit:g} s reached"])
        timer.start()
    in_main = threading.current_thread() is threading.main_thread()
    previous = signal.signal(signal.SIGINT, lambda *_: halt("interrupted (Ctrl-C)")) if in_main else None
    try:
        yield stop
    finally:
        if timer is not None:
            timer.cancel()
        if in_main:
            signal.signal(signal.SIGINT, previous)


def _stats(solver: Solver, started: float, **extra: int) -> Stats:
    counts = solver.accum_stats() or {}
    return Stats(nodes=counts.get("decisions", 0), backtracks=counts.get("conflicts", 0),
                 wall_time=time.perf_counter() - started, extra=extra)


def _cut(formula: Formula, cycle: list[int]) -> list[int]:
    """The clause "some arc leaves these nodes"."""
    inside = set(cycle)
    return [formula.var("arc", u, v) for (u, v) in candidate_arcs(formula.instance) if u in inside and v not in inside]


def solve(instance: Instance, limits: Limits = Limits(), options: SatOptions = SatOptions()) -> Result:
    """Find one tour, prove there is none, or report ``unknown``."""
    if instance.closed and instance.board.size < 3:
        return Result(NAME, instance, Status.NONE, reason="a closed tour needs at least 3 squares")
    started = time.perf_counter()
    build = lazy_formula if options.encoding is Encoding.LAZY else complete_formula
    formula = build(instance)
    rounds = 0
    with Solver(name=options.solver, bootstrap_with=formula.cnf.clauses) as solver, \
            _interruptible(solver, limits) as stop:
        while True:
            answer = solver.solve_limited(expect_interrupt=True)
            stats = _stats(solver, started, rounds=rounds)
            if answer is None:
                return Result(NAME, instance, Status.UNKNOWN, stats=stats, reason=stop.get("reason", "stopped"))
            if answer is False:
                return Result(NAME, instance, Status.NONE, stats=stats,
                              reason=f"the {options.encoding.value} CNF is unsatisfiable")
            model = solver.get_model()
            if options.encoding is Encoding.COMPLETE:
                return Result(NAME, instance, Status.FOUND, tour_from_model(formula, model), stats)
            loops = cycles(_chosen_arcs(formula, model))
            if len(loops) == 1:
                return Result(NAME, instance, Status.FOUND, tour_from_model(formula, model), stats)
            rounds += 1
            for loop in loops:
                solver.add_clause(_cut(formula, loop))


def count(instance: Instance, limits: Limits = Limits(), options: SatOptions = SatOptions(),
          workers: int | None = None) -> CountResult:
    """Count tours with the complete encoding, blocking each tour found (small boards only)."""
    instance = instance.as_counted()
    board = instance.board
    starts = [instance.start] if instance.start is not None else [s for s in range(board.size) if s != instance.end]
    by_start = {s: 0 for s in starts}
    started = time.perf_counter()
    if instance.closed and board.size < 3:
        return CountResult(NAME, instance, 0, by_start, True, Stats())
    formula = complete_formula(instance)
    steps = steps_of(formula)
    complete, reason = True, ""
    with Solver(name=options.solver, bootstrap_with=formula.cnf.clauses) as solver, \
            _interruptible(solver, limits) as stop:
        while True:
            answer = solver.solve_limited(expect_interrupt=True)
            if answer is None or (limits.node_limit is not None and sum(by_start.values()) >= limits.node_limit):
                complete, reason = False, stop.get("reason", f"node limit of {limits.node_limit} tours reached")
                break
            if answer is False:
                break
            placed = [literal for literal in solver.get_model() if literal in steps]
            first = next(steps[literal][0] for literal in placed if steps[literal][1] == 0)
            by_start[first] = by_start.get(first, 0) + 1
            solver.add_clause([-literal for literal in placed])
        stats = _stats(solver, started)
    return CountResult(NAME, instance, sum(by_start.values()), by_start, complete, stats, reason)
