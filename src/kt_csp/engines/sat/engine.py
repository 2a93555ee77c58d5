"""Engine 3, sat: the tour as CNF (`kt_csp.engines.sat.encoding`) for PySAT's solvers.

The lazy encoding is solved in rounds: the solver's model is a cover of the nodes by disjoint
cycles, and while there are several, a clause for each says "some arc leaves these squares" and
the same (incremental) solver solves again. The complete encoding's models are exactly the
tours: one solve finds a tour, and a count blocks each tour found.

Statistics map onto the shared ones as nodes = the solver's decisions and backtracks = its
conflicts; ``rounds`` counts the lazy encoding's solve-and-cut rounds. A node limit bounds the
solver's conflicts (over all rounds, or over a whole count), since that is the budget PySAT's
solvers can enforce. The time limit covers building the formula, and a formula that would not fit
in memory is refused before it is built.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

from pysat.solvers import Solver

from kt_csp.core.choices import DEFAULT_SOLVER, SOLVERS, Encoding, SatOptions
from kt_csp.core.instance import Instance
from kt_csp.core.limits import Limits, Stop
from kt_csp.core.result import CountResult, Result, Stats, Status
from kt_csp.core.tour import Tour
from kt_csp.engines.circuit import cycles, tour_from_arcs
from kt_csp.engines.sat.encoding import (
    Formula,
    chosen_arcs,
    complete_formula,
    lazy_formula,
    subtour_cut,
    tour_from_model,
)
from kt_csp.runtime.solver_calls import run_interruptible

__all__ = [
    "DEFAULT_SOLVER",
    "NAME",
    "SOLVERS",
    "Encoding",
    "LimitedRun",
    "SatOptions",
    "count",
    "limited",
    "solve",
]

NAME = "sat"
SLICE_CONFLICTS, SLICE_DECISIONS = 300, 20_000  # CaDiCaL's slices: mostly under a second each


@dataclass
class LimitedRun:
    """A solver working under a run's limits; ``stop`` says which one stopped it early, if any.

    Each call runs beside the calling thread (`kt_csp.runtime.solver_calls`), so that Ctrl-C reaches
    Python; PySAT's own handler would leave CaDiCaL unusable. Glucose, MiniSat and Maple are
    interrupted from the timer thread or on Ctrl-C. CaDiCaL cannot be interrupted through PySAT,
    so it solves in slices of `SLICE_CONFLICTS` conflicts and `SLICE_DECISIONS` decisions, and
    the clock and Ctrl-C are looked at between slices (its learned clauses carry over).
    """

    solver: Solver
    limits: Limits
    interruptible: bool
    stop: Stop | None = None
    counts: dict[str, int] = field(default_factory=dict)  # the solver's statistics so far

    def halt(self, stop: Stop) -> None:
        self.stop = self.stop or stop
        if self.interruptible:
            self.solver.interrupt()

    @property
    def reason(self) -> str:
        return "" if self.stop is None else self.limits.reason(self.stop, "conflicts")

    def solve(self) -> bool | None:
        """Solve on; True or False as the solver answers, None when a limit or Ctrl-C stopped it."""
        while self.stop is None:
            left = self._conflicts_left()
            if left == 0:
                self.stop = Stop.NODES
                break
            if self.limits.time_up():
                self.stop = Stop.TIME
                break
            if self.interruptible:
                if left is not None:
                    self.solver.conf_budget(left)
            else:
                self.solver.conf_budget(SLICE_CONFLICTS if left is None else min(left, SLICE_CONFLICTS))
                self.solver.dec_budget(SLICE_DECISIONS)
            answer, interrupted = run_interruptible(
                lambda: self.solver.solve_limited(expect_interrupt=self.interruptible),
                lambda: self.halt(Stop.INTERRUPTED),
            )
            self.counts = self.solver.accum_stats() or {}
            if interrupted:  # also when the call ended before it could be told to stop
                self.stop = self.stop or Stop.INTERRUPTED
            if answer is not None:
                return bool(answer)
        return None

    def _conflicts_left(self) -> int | None:
        if self.limits.node_limit is None:
            return None
        return max(0, self.limits.node_limit - self.counts.get("conflicts", 0))

    def stats(self, started: float, **extra: int) -> Stats:
        """Decisions and conflicts so far as nodes and backtracks, and the time since ``started``."""
        return Stats(
            nodes=self.counts.get("decisions", 0),
            backtracks=self.counts.get("conflicts", 0),
            wall_time=time.perf_counter() - started,
            extra=extra,
        )


def _interrupts(solver: Solver) -> bool:
    """Whether PySAT can interrupt this solver from another thread."""
    try:
        solver.interrupt()
    except NotImplementedError:
        return False
    solver.clear_interrupt()
    return True


@contextmanager
def limited(solver: Solver, limits: Limits) -> Iterator[LimitedRun]:
    """The solver under ``limits``: a timer stops it when the time is up (see `LimitedRun`).

    Shared by the engine and the DRAT proofs of `kt_csp.certificates.drat`, which run a solver
    that writes a proof under the same limits.

    Parameters
    ----------
    solver
        The solver, its clauses loaded.
    limits
        The time and node (conflict) limits, the clock running.

    Yields
    ------
    LimitedRun
        ``solve()`` answers True, False, or None when a limit or Ctrl-C stopped it (``stop``).
    """
    run = LimitedRun(solver, limits, _interrupts(solver))
    left = limits.seconds_left()
    timer = None if left is None else threading.Timer(left, run.halt, [Stop.TIME])
    if timer is not None:
        timer.start()
    try:
        yield run
    finally:
        if timer is not None:
            timer.cancel()


@contextmanager
def _loaded(formula: Formula, name: str, limits: Limits) -> Iterator[Solver]:
    """A solver with the formula in it, loaded in slices with the clock looked at between: the
    solver takes clauses one C call each (5.5 million, the lazy CNF of closed 300x300, take 2 s)."""
    with Solver(name=name) as solver:
        clauses = formula.cnf.clauses
        for first in range(0, len(clauses), LOAD_SLICE):
            limits.check()
            solver.append_formula(clauses[first : first + LOAD_SLICE])
        yield solver


LOAD_SLICE = 200_000  # clauses loaded between two looks at the clock (about 0.1 s)


def solve(instance: Instance, limits: Limits = Limits(), options: SatOptions = SatOptions()) -> Result:
    """Find one tour, prove there is none, or report ``unknown``.

    The tour is encoded as CNF, lazily (connectivity added by rounds, as cycles appear) or
    completely (move numbers), and solved by PySAT's solver; clues take the complete encoding.

    Parameters
    ----------
    instance
        The question, with holes, wrap, clues, symmetry or uncrossed moves.
    limits
        The time and node limits, their clock running (`kt_csp.core.limits`).
    options
        SAT's: the encoding and the solver (`SatOptions`).

    Returns
    -------
    Result
        ``found`` with the tour, ``none`` with why (``reason``), or ``unknown`` (``stop`` says
        which limit).

    Raises
    ------
    MemoryLimitError
        The formula would not fit in this machine's memory.
    LimitReached
        The time limit passed while the model was built (the engine door answers ``unknown``).

    Notes
    -----
    Called directly, the result is not verified (``verified`` is False): the engine door,
    ``get_engine("sat").solve``, judges every tour with the verifier, and `kt_csp.solve`
    goes through it.

    Examples
    --------
    >>> from kt_csp.core.board import parse_board
    >>> from kt_csp.core.verifier import verify
    >>> instance = Instance(parse_board("5x5"), start=0)
    >>> result = solve(instance)
    >>> result.status.value, verify(instance, result.tour).valid
    ('found', True)
    >>> solve(Instance(parse_board("4x4"))).reason
    'the lazy CNF is unsatisfiable'
    """
    if instance.closed and instance.board.squares < 3:
        return Result(NAME, instance, Status.NONE, reason="a closed tour needs at least 3 squares")
    started = time.perf_counter()
    encoding = Encoding.COMPLETE if instance.clues else options.encoding  # clues are positions: the complete encoding's
    formula = (lazy_formula if encoding is Encoding.LAZY else complete_formula)(instance, limits)
    rounds = 0
    with _loaded(formula, options.solver, limits) as solver, limited(solver, limits) as run:
        while True:
            answer = run.solve()
            stats = run.stats(started, rounds=rounds)
            if answer is None:
                return Result(NAME, instance, Status.UNKNOWN, stats=stats, reason=run.reason, stop=run.stop)
            if answer is False:
                return Result(
                    NAME,
                    instance,
                    Status.NONE,
                    stats=stats,
                    reason=f"the {encoding.value} CNF is unsatisfiable",
                    note=_encoding_note(options, encoding),
                )
            model = solver.get_model()
            loops = cycles(chosen_arcs(formula, model))
            if len(loops) == 1:
                return Result(
                    NAME,
                    instance,
                    Status.FOUND,
                    Tour(tour_from_model(formula, model)),
                    stats,
                    note=_encoding_note(options, encoding),
                )
            rounds += 1
            for loop in loops:
                solver.add_clause(subtour_cut(formula, loop))


def _encoding_note(options: SatOptions, used: Encoding) -> str:
    return "" if used is options.encoding else "clues are move numbers: the complete encoding, which has them, was used"


def count(
    instance: Instance, limits: Limits = Limits(), options: SatOptions = SatOptions(), workers: int | None = None
) -> CountResult:
    """Count tours with the complete encoding, blocking each tour found (small boards only).

    Parameters
    ----------
    instance
        The question (counted as `Instance.as_counted` poses it).
    limits
        The time, node and tour limits, their clock running; a count they stop is a lower
        bound (``complete`` False).
    options
        SAT's (`SatOptions`); the encoding is always the complete one.
    workers
        Not used: PySAT's solvers search on one thread, and a count is one incremental solver
        that each tour found is blocked in, which other solvers could not share.

    Returns
    -------
    CountResult
        The total of directed tours and the count by start square.

    Raises
    ------
    MemoryLimitError
        The formula would not fit in this machine's memory.
    LimitReached
        The time limit passed while the model was built (the engine door answers ``unknown``).

    Examples
    --------
    >>> from kt_csp.core.board import parse_board
    >>> counted = count(Instance(parse_board("3x4")))
    >>> counted.total, counted.complete
    (16, True)
    """
    instance = instance.as_counted()
    board = instance.board
    starts = [instance.start] if instance.start is not None else instance.clued_starts()
    by_start: dict[int, int | None] = dict.fromkeys(starts, 0)
    found = 0
    started = time.perf_counter()
    if instance.closed and board.squares < 3:
        return CountResult(NAME, instance, 0, by_start, True, Stats())
    formula = complete_formula(instance, limits)
    stop = None
    with _loaded(formula, options.solver, limits) as solver, limited(solver, limits) as run:
        while True:
            if limits.tour_limit_reached(found):
                stop = Stop.TOURS
                break
            answer = run.solve()
            if answer is None:
                stop = run.stop
                break
            if answer is False:
                break
            used = chosen_arcs(formula, solver.get_model())
            first = tour_from_arcs(instance, used)[0]
            by_start[first] = (by_start.get(first) or 0) + 1
            found += 1
            solver.add_clause([-formula.var("arc", *arc) for arc in used])
        stats = run.stats(started)
    reason = "" if stop is None else limits.reason(stop, "conflicts")
    if stop is not None:
        by_start = dict.fromkeys(by_start)  # stopped: no square's count is known
    return CountResult(NAME, instance, found, by_start, stop is None, stats, reason, stop)
