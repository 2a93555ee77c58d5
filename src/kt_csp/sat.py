"""Engine 3, sat: the tour as CNF for PySAT's solvers, in two encodings.

``lazy``
    Successor variables only — one per arc of `kt_csp.circuit` (``("arc", u, v)`` in an
    ``IDPool``) — with exactly one arc out of and into every node and no 2-cycles. Its models are
    covers of the nodes by disjoint cycles; the engine solves, reads the cycles off the model, and
    while there are several adds for each one the clause "some arc leaves these squares", then
    solves again on the same (incremental) solver. Small formulas, fast on large boards; not a
    complete description of the tours on its own.
``complete``
    The lazy encoding's arcs plus an order that rules subtours out: ``("ge", s, k)`` = "square s
    comes at step k or later" (a unary *order* encoding of each square's position), and "u → v ⇒
    pos(v) = pos(u) + 1 or later" for every move except those into the root (the start of a closed
    tour, the path node of an open one). Every cycle must then pass through the root, so there is
    only one, and the positions are exactly the steps. Its models are exactly the tours, so it can
    be exported as DIMACS and studied or solved alone, and tours can be counted by blocking
    clauses. bench/sat.py compares it with the square×step encoding (``at s k``), which has three
    times the variables and was 10–60× slower on 8x8.

Statistics map onto the shared ones as nodes = the solver's decisions and backtracks = its
conflicts; ``rounds`` counts the lazy encoding's solve-and-cut rounds. A node limit bounds the
solver's conflicts (over all rounds, or over a whole count), since that is the budget PySAT's
solvers can enforce.
"""

from __future__ import annotations

import enum
import signal
import threading
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from pysat.card import CardEnc, EncType
from pysat.formula import CNF, IDPool
from pysat.solvers import Solver

from kt_csp.circuit import Arc, arc_name, candidate_arcs, cycles, forced_arcs, tour_from_arcs
from kt_csp.instance import Instance
from kt_csp.limits import Limits
from kt_csp.result import CountResult, Result, Stats, Status

__all__ = ["NAME", "Encoding", "SatOptions", "Formula", "lazy_formula", "complete_formula", "solve", "count",
           "SOLVERS", "DEFAULT_SOLVER", "variable_names", "arc_variables",
           "tour_from_model"]

NAME = "sat"
# PySAT's solvers that solve incrementally under budgets (Kissat does not; Lingeling has no budgets).
SOLVERS = ("cadical195", "cadical300", "glucose4", "glucose42", "minisat22", "maplechrono")
SLICE_CONFLICTS, SLICE_DECISIONS = 300, 20_000  # CaDiCaL's slices: mostly under a second each
DEFAULT_SOLVER = "minisat22"  # solved every lazy run of bench/sat.py (n = 6 … 60, open and closed)


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

    def add(self, clauses: Iterable[list[int]]) -> None:
        """Add clauses over the pool's variables (straight into the list: CNF.append would
        recompute the largest variable clause by clause, most of the time of a big build)."""
        self.cnf.clauses.extend(clauses)
        self.cnf.nv = self.pool.top

    def exactly_one(self, literals: list[int]) -> None:
        """Exactly one of ``literals`` (an empty list makes the formula unsatisfiable)."""
        if not literals:
            self.add([[self.var("false")], [-self.var("false")]])
            return
        encoding = EncType.pairwise if len(literals) <= 8 else EncType.seqcounter
        equals = CardEnc.equals(literals, bound=1, vpool=self.pool, encoding=encoding)
        self.add(equals.clauses)


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
        formula.add([-x[u, v], -x[v, u]] for (u, v) in arcs if u < v and (v, u) in x)
    formula.add([x[arc]] for arc in forced_arcs(instance))
    return formula


def complete_formula(instance: Instance) -> Formula:
    """Arcs and unary positions: the models are exactly the tours."""
    formula = lazy_formula(instance)
    formula.encoding = Encoding.COMPLETE
    n = instance.board.size
    root = instance.start if instance.start is not None else 0  # a closed tour is read from a1
    ge = {(s, k): formula.var("ge", s, k) for s in range(n) for k in range(1, n)}
    for s in range(n):
        formula.add([-ge[s, k + 1], ge[s, k]] for k in range(1, n - 1))
    for u, v in candidate_arcs(instance):
        if n in (u, v) or (instance.closed and v == root):
            continue
        arc = formula.var("arc", u, v)
        formula.add([[-arc, ge[v, 1]]])
        formula.add([-arc, -ge[u, k], ge[v, k + 1]] for k in range(1, n - 1))
        formula.add([[-arc, -ge[u, n - 1]]])
    if instance.closed:
        formula.add([[-ge[root, 1]]])
    return formula


def variable_names(formula: Formula) -> dict[int, str]:
    """Each named variable's meaning: ``arc_a1_c2``, ``first_a1``, ``last_h8``, ``b3_ge_5``
    ("b3 comes at step 5 or later"); unnamed ones are auxiliaries of exactly-one constraints."""
    board = formula.instance.board
    names = {}
    for key, var in formula.pool.obj2id.items():
        if key[0] == "arc":
            names[var] = arc_name(board, (key[1], key[2]))
        elif key[0] == "ge":
            names[var] = f"{board.name(key[1])}_ge_{key[2]}"
    return dict(sorted(names.items()))


def arc_variables(formula: Formula) -> dict[int, Arc]:
    """Variable → the arc it chooses."""
    return {formula.var("arc", *arc): arc for arc in candidate_arcs(formula.instance)}


def _chosen_arcs(formula: Formula, model: list[int]) -> list[Arc]:
    arcs = arc_variables(formula)
    return [arcs[literal] for literal in model if literal in arcs]


def tour_from_model(formula: Formula, model: list[int]) -> list[int]:
    """The tour a model of the formula describes (for lazy: once it has no subtours)."""
    return tour_from_arcs(formula.instance, _chosen_arcs(formula, model))


@dataclass
class _Run:
    """A solver working under a run's limits; ``reason`` says why it stopped early, if it did.

    Glucose, MiniSat and Maple are interrupted from the timer thread or the Ctrl-C handler.
    CaDiCaL cannot be interrupted through PySAT, so it solves in slices of `SLICE_CONFLICTS`
    conflicts and `SLICE_DECISIONS` decisions, and the clock and Ctrl-C are looked at between
    slices (its learned clauses carry over from one slice to the next).
    """

    solver: Solver
    limits: Limits
    interruptible: bool
    reason: str = ""
    counts: dict[str, int] = field(default_factory=dict)  # the solver's statistics so far

    def halt(self, reason: str) -> None:
        self.reason = self.reason or reason
        if self.interruptible:
            self.solver.interrupt()

    def solve(self) -> bool | None:
        """Solve on; True or False as the solver answers, None when a limit or Ctrl-C stopped it."""
        while not self.reason:
            left = self._conflicts_left()
            if left == 0:
                self.reason = f"node limit of {self.limits.node_limit:,} conflicts reached"
                break
            if self.interruptible:
                if left is not None:
                    self.solver.conf_budget(left)
            else:
                self.solver.conf_budget(SLICE_CONFLICTS if left is None else min(left, SLICE_CONFLICTS))
                self.solver.dec_budget(SLICE_DECISIONS)
            answer = self._solve_aside()
            self.counts = self.solver.accum_stats() or {}
            if answer is not None:
                return answer
        return None

    def _solve_aside(self) -> bool | None:
        """One solver call, made in a helper thread: the main thread waits where Python can run
        the Ctrl-C handler (during a call in the main thread it could not, and PySAT would put in
        a handler of its own that leaves CaDiCaL unusable)."""
        outcome: dict[str, object] = {}

        def call() -> None:
            try:
                outcome["answer"] = self.solver.solve_limited(expect_interrupt=self.interruptible)
            except Exception as error:  # noqa: BLE001 — handed to the waiting thread
                outcome["error"] = error

        helper = threading.Thread(target=call, name="kt-csp-sat", daemon=True)
        helper.start()
        while helper.is_alive():
            helper.join(0.05)
        if "error" in outcome:
            raise outcome["error"]  # type: ignore[misc]
        return outcome.get("answer")  # type: ignore[return-value]

    def _conflicts_left(self) -> int | None:
        if self.limits.node_limit is None:
            return None
        return max(0, self.limits.node_limit - self.counts.get("conflicts", 0))

    def stats(self, started: float, **extra: int) -> Stats:
        """Decisions and conflicts so far as nodes and backtracks, and the time since ``started``."""
        return Stats(nodes=self.counts.get("decisions", 0), backtracks=self.counts.get("conflicts", 0),
                     wall_time=time.perf_counter() - started, extra=extra)


def _interrupts(solver: Solver) -> bool:
    """Whether PySAT can interrupt this solver from another thread."""
    try:
        solver.interrupt()
    except NotImplementedError:
        return False
    solver.clear_interrupt()
    return True


@contextmanager
def _limited(solver: Solver, limits: Limits) -> Iterator[_Run]:
    """The solver under ``limits``: a timer and a Ctrl-C handler stop it (see `_Run`)."""
    run = _Run(solver, limits, _interrupts(solver))
    timer = None
    if limits.time_limit is not None:
        timer = threading.Timer(limits.time_limit, run.halt, [f"time limit of {limits.time_limit:g} s reached"])
        timer.start()
    in_main = threading.current_thread() is threading.main_thread()
    previous = signal.signal(signal.SIGINT, lambda *_: run.halt("interrupted (Ctrl-C)")) if in_main else None
    try:
        yield run
    finally:
        if timer is not None:
            timer.cancel()
        if in_main:
            signal.signal(signal.SIGINT, previous)


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
            _limited(solver, limits) as run:
        while True:
            answer = run.solve()
            stats = run.stats(started, rounds=rounds)
            if answer is None:
                return Result(NAME, instance, Status.UNKNOWN, stats=stats, reason=run.reason)
            if answer is False:
                return Result(NAME, instance, Status.NONE, stats=stats,
                              reason=f"the {options.encoding.value} CNF is unsatisfiable")
            model = solver.get_model()
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
    complete, reason = True, ""
    with Solver(name=options.solver, bootstrap_with=formula.cnf.clauses) as solver, \
            _limited(solver, limits) as run:
        while True:
            if limits.tour_limit_reached(sum(by_start.values())):
                complete, reason = False, limits.tour_limit_reason()
                break
            answer = run.solve()
            if answer is None:
                complete, reason = False, run.reason
                break
            if answer is False:
                break
            used = _chosen_arcs(formula, solver.get_model())
            first = tour_from_arcs(instance, used)[0]
            by_start[first] = by_start.get(first, 0) + 1
            solver.add_clause([-formula.var("arc", *arc) for arc in used])
        stats = run.stats(started)
    return CountResult(NAME, instance, sum(by_start.values()), by_start, complete, stats, reason)
