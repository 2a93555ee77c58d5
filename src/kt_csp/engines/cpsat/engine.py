"""Engine 2, cpsat: the tour as a Hamiltonian circuit in OR-Tools CP-SAT.

The model
---------
One Boolean per arc of `kt_csp.engines.circuit` (a move ``arc_a1_c2``, and for an open tour the path
node's ``first_a1`` and ``last_h8``) and one ``add_circuit`` constraint: the chosen arcs form a
single circuit through every node (none may be skipped, since no node has a self-loop).

A closed tour is read from its start square (a1 when none is given), so counting closed tours
counts them through that square in both directions, as the backtracker does.

Statistics map onto the shared ones as nodes = CP-SAT branches, backtracks = conflicts, and a
node limit bounds CP-SAT's conflicts. The time limit covers building the model: the solver gets
what is left of it. CP-SAT runs beside the calling thread (`kt_csp.runtime.solver_calls`), so Ctrl-C
stops it through ``stop_search`` and the answer says so.
"""

from __future__ import annotations

import math
import time
from dataclasses import replace

from ortools.sat.python import cp_model

from kt_csp.core.choices import DEFAULT_WORKERS, CpsatOptions
from kt_csp.core.instance import Instance
from kt_csp.core.limits import LimitReached, Limits, Stop
from kt_csp.core.result import CountResult, Result, Stats, Status
from kt_csp.core.tour import Tour
from kt_csp.engines.circuit import tour_from_arcs
from kt_csp.engines.cpsat import magic_tries
from kt_csp.engines.cpsat.magic_tries import HALVES_NOTE, HALVES_WORK, halves_fit, restrictions_first
from kt_csp.engines.cpsat.model import TourModel, build_model
from kt_csp.engines.cpsat.runner import (
    COUNT_PARAMETERS,
    SOLVE_PARAMETERS,
    configure,
    run,
    solver_stats,
    spent,
    stop_cause,
)

__all__ = [
    "DEFAULT_WORKERS",
    "NAME",
    "CpsatOptions",
    "TourModel",
    "add_hint",
    "build_model",
    "count",
    "searched",
    "solve",
    "tour_of",
]

NAME = "cpsat"


# Nodes the backtracker has to find the hint: about the second it once had (12-14 M nodes a CPU
# second with Warnsdorff's order on this machine), counted in nodes so that the hint, and so
# CP-SAT's answer, is the same at any load.
HINT_NODES = 10_000_000


def add_hint(built: TourModel, limits: Limits) -> None:
    """Warm-start CP-SAT with the backtracker's Warnsdorff tour (`HINT_NODES` of search at most).

    For a closed instance the hint is an open tour from the same start: Warnsdorff's order finds
    those in linear time, while closing them is the hard part left to CP-SAT.

    Parameters
    ----------
    built
        The model, hinted in place.
    limits
        The time limit, the whole answer's (the hint's search has its own node limit).
    """
    from kt_csp.engines.backtrack import search as backtrack  # the backtracker is only needed for hints

    instance = built.instance
    quick = replace(limits, node_limit=HINT_NODES)  # (and the time limit, the whole answer's)
    open_tour = replace(
        instance,
        closed=False,
        end=None if instance.closed else instance.end,
        start=0 if instance.closed and instance.start is None else instance.start,
    )
    found = backtrack.solve(open_tour, quick, backtrack.BacktrackOptions(backtrack.Order.WARNSDORFF))
    if found.tour is None:
        return
    used = set(zip(found.tour, found.tour[1:])) | {(built.path_node, found.tour[0]), (found.tour[-1], built.path_node)}
    for arc, literal in built.arcs.items():
        built.model.add_hint(literal, arc in used)


def searched(
    solver: cp_model.CpSolver,
    built: TourModel,
    limits: Limits,
    callback: cp_model.CpSolverSolutionCallback | None = None,
) -> tuple[cp_model.CpSolverStatus, bool]:
    """`run` on the instance's model: its status, and whether Ctrl-C stopped it.

    Parameters
    ----------
    solver : cp_model.CpSolver
        The solver, configured (`kt_csp.engines.cpsat.runner.configure`).
    built : TourModel
        The instance's model.
    limits : Limits
        The limits, the clock running.
    callback : cp_model.CpSolverSolutionCallback, optional
        Told each solution (a count's tally).

    Returns
    -------
    tuple of CpSolverStatus and bool
        CP-SAT's status, and whether Ctrl-C stopped it.
    """
    return run(solver, built.model, limits, callback, f"the model of the {built.instance.describe()}")


def solve(instance: Instance, limits: Limits = Limits(), options: CpsatOptions = CpsatOptions()) -> Result:
    """Find one tour with CP-SAT, prove there is none, or report ``unknown``.

    A magic tour is looked for first among tours numbered alike under the half turn
    (`kt_csp.engines.cpsat.magic_tries.halves`), for `HALVES_WORK` of CP-SAT's deterministic seconds
    (a count of its work: the same answer on any machine, at any load); only when none is found
    there does the whole model get the rest of the time. Where no such tour can be as magic as
    asked (fully magic 12x12: `kt_csp.engines.cpsat.magic_tries.halves_fit`), the whole model gets all
    of it.

    Parameters
    ----------
    instance
        The question, with any part (holes, wrap, clues, symmetry, magic, uncrossed, the longest path).
    limits
        The time and node limits, their clock running (`kt_csp.core.limits`).
    options
        CP-SAT's: workers, seed, hint, a randomised search (`CpsatOptions`).

    Returns
    -------
    Result
        ``found`` with the tour, ``none`` with why (``reason``), or ``unknown`` (``stop`` says
        which limit; for the longest path, ``bound`` is the proved most moves).

    Raises
    ------
    MemoryLimitError
        The model would not fit in this machine's memory.
    LimitReached
        The time limit passed while the model was built (the engine door answers ``unknown``).

    Notes
    -----
    Called directly, the result is not verified (``verified`` is False): the engine door,
    ``get_engine("cpsat").solve``, judges every tour with the verifier, and `kt_csp.solve`
    goes through it.

    Examples
    --------
    >>> from kt_csp.core.board import parse_board
    >>> from kt_csp.core.verifier import verify
    >>> instance = Instance(parse_board("5x5"), start=0)
    >>> result = solve(instance)
    >>> result.status.value, verify(instance, result.tour).valid
    ('found', True)
    >>> path = solve(Instance(parse_board("3x3"), longest=True))
    >>> path.moves, path.bound, path.word.value
    (7, 7, 'optimal')
    """
    if instance.closed and instance.board.squares < 3:
        return Result(NAME, instance, Status.NONE, reason="a closed tour needs at least 3 squares")
    started = time.perf_counter()
    if restrictions_first(instance, limits):
        if not halves_fit(instance):
            return replace(_solve(instance, limits, options, started), note=_HALVES_UNFIT.format(instance.board))
        try:
            first = _solve(instance, limits, options, started, halves=True)
        except LimitReached as reached:  # (the same answer, whether the limit came in the model or the search)
            reason = limits.reason(reached.stop) + (f": {reached.detail}" if reached.detail else "")
            first = Result(
                NAME, instance, Status.UNKNOWN, stats=solver_stats(None, started), reason=reason, stop=reached.stop
            )
        if first.status is Status.FOUND:
            return replace(first, note=HALVES_NOTE)
        if first.status is Status.UNKNOWN and first.stop is not None:  # (a limit or Ctrl-C, not the budget)
            return replace(first, note=_HALVES_STOPPED)
        whole = _solve(instance, limits, options, started)
        said = (
            "none is numbered alike under the half turn"
            if first.status is Status.NONE
            else f"no tour numbered alike under the half turn was found in {HALVES_WORK:g} deterministic seconds"
        )
        return replace(whole, note=f"{said}; then the whole model")
    return _solve(instance, limits, options, started)


_HALVES_STOPPED = (
    f"stopped among tours numbered alike under the half turn, CP-SAT's first try for magic tours "
    f"(for {HALVES_WORK:g} deterministic seconds, then the whole model)"
)
_HALVES_UNFIT = (
    "no tour numbered alike under the half turn can be fully magic on {} (each long diagonal's numbers "
    "share one parity), so the whole model"
)


def _solve(instance: Instance, limits: Limits, options: CpsatOptions, started: float, halves: bool = False) -> Result:
    """One CP-SAT run on the instance's model (restricted to half-turn tours with ``halves``, for
    `HALVES_WORK` deterministic seconds: ``unknown`` with no ``stop`` where they were spent)."""
    built = build_model(instance, limits)
    if halves:
        magic_tries.halves(built)
    if options.hint:
        add_hint(built, limits)
    solver = cp_model.CpSolver()
    work = HALVES_WORK if halves else None
    configure(solver, len(built.arcs), limits, options, SOLVE_PARAMETERS, work)
    status, interrupted = searched(solver, built, limits)
    stats = solver_stats(solver, started)
    if instance.optimized:
        return _best_answer(solver, built, status, interrupted, limits, stats)
    if status in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return Result(NAME, instance, Status.FOUND, tour_of(solver, built), stats)
    if status == cp_model.INFEASIBLE:
        return Result(NAME, instance, Status.NONE, stats=stats, reason="CP-SAT proved the model infeasible")
    if not interrupted and spent(solver, work):
        return Result(NAME, instance, Status.UNKNOWN, stats=stats, reason=f"{work:g} deterministic seconds spent")
    stop = stop_cause(solver, limits, interrupted)
    return Result(NAME, instance, Status.UNKNOWN, stats=stats, reason=limits.reason(stop, "conflicts"), stop=stop)


def _best_answer(
    solver: cp_model.CpSolver,
    built: TourModel,
    status: cp_model.CpSolverStatus,
    interrupted: bool,
    limits: Limits,
    stats: Stats,
) -> Result:
    """The best tour or path found (the longest path, the fewest crossings or turns), with the
    bound CP-SAT proved (equal to its measure when optimal)."""
    instance = built.instance
    found = status in (cp_model.OPTIMAL, cp_model.FEASIBLE)
    if status == cp_model.OPTIMAL:
        bound: int | None = round(solver.objective_value)  # (proved, however trivially: 0 crossings)
    else:
        bound = _bound(solver, instance, found) if found or status == cp_model.UNKNOWN else None
    stop = (
        None if status == cp_model.OPTIMAL or status == cp_model.INFEASIBLE else stop_cause(solver, limits, interrupted)
    )
    reason = "" if stop is None else limits.reason(stop, "conflicts")
    if instance.longest and status == cp_model.OPTIMAL and instance.closed and solver.objective_value < 1:
        return Result(
            NAME, instance, Status.NONE, stats=stats, reason="no closed path: the board has no cycle of moves"
        )
    if status == cp_model.INFEASIBLE:
        said = "no closed path" if instance.longest else "no tour"
        return Result(NAME, instance, Status.NONE, stats=stats, reason=f"{said}: CP-SAT proved the model infeasible")
    if not found:
        return Result(NAME, instance, Status.UNKNOWN, stats=stats, reason=reason, stop=stop, bound=bound)
    best = Result(NAME, instance, Status.FOUND, tour_of(solver, built), stats, reason, stop=stop)
    if round(solver.objective_value) != best.measure:
        raise RuntimeError(
            f"CP-SAT's objective is {solver.objective_value:g} but its tour measures {best.measure}: "
            "the model does not count what the verifier counts"
        )
    return replace(best, bound=bound)


def tour_of(solver: cp_model.CpSolver, built: TourModel) -> Tour:
    """The tour CP-SAT chose. A closed tour whose moves the model numbers (clues, magic sums) is
    read from the square it numbers 0, so that the numbers are the model's.

    Parameters
    ----------
    solver : cp_model.CpSolver
        The solver, after a solution.
    built : TourModel
        The model it solved.

    Returns
    -------
    Tour
        The tour its arcs make.
    """
    chosen = {arc for arc, literal in built.arcs.items() if solver.boolean_value(literal)}
    numbered = built.position if built.instance.closed else {}  # (an open tour's start is read off its arcs)
    zero = next((s for s, number in numbered.items() if solver.value(number) == 0), None)
    return Tour(tour_from_arcs(built.instance, chosen, zero))


def _bound(solver: cp_model.CpSolver, instance: Instance, found: bool) -> int | None:
    """What CP-SAT proved no tour does better than: the most moves, never more than the board
    holds, or the fewest crossings or turns, never fewer than none; None where it proved nothing
    (its bound is then its model's trivial one, or beyond the tour it has)."""
    bound = solver.best_objective_bound
    if not math.isfinite(bound):
        return None  # (stopped before any search)
    if instance.minimize is not None:
        if bound < 1 - 1e-6 or (found and bound > solver.objective_value + 1e-6):
            return None  # (none fewer than 0: nothing proved)
        return math.ceil(bound - 1e-6)
    most = instance.board.squares - (0 if instance.closed else 1)
    if (found and bound < solver.objective_value - 1e-6) or (not found and bound < 1):
        return None  # (stopped before any search, CP-SAT reports 0)
    return min(most, int(bound + 1e-6))


class _Tally(cp_model.CpSolverSolutionCallback):
    """Counts solutions by their first square."""

    def __init__(self, built: TourModel, limits: Limits) -> None:
        super().__init__()
        self.built = built
        self.limits = limits
        self.total = 0
        self.by_start: dict[int, int] = {}
        self.firsts = [(v, lit) for (u, v), lit in built.arcs.items() if u == built.path_node]
        self.fixed = built.instance.start if built.instance.start is not None else 0

    def on_solution_callback(self) -> None:
        first = next((v for v, lit in self.firsts if self.boolean_value(lit)), self.fixed)
        self.by_start[first] = self.by_start.get(first, 0) + 1
        self.total += 1
        if self.limits.tour_limit_reached(self.total):
            self.stop_search()


def count(
    instance: Instance, limits: Limits = Limits(), options: CpsatOptions = CpsatOptions(), workers: int | None = None
) -> CountResult:
    """Count every tour by enumerating the model's solutions.

    Enumeration runs on one CP-SAT worker, whatever ``workers`` says: CP-SAT's workers are a
    portfolio, each searching the whole model its own way, not a split of it, so that several
    would each enumerate every tour (CP-SAT then reports a tour once per worker that finds it,
    and leaves telling them apart to the caller: its ``enumerate_all_solutions``). Counting
    would go no faster, and a count would need every tour kept to drop the repeats.

    Parameters
    ----------
    instance
        The question (counted as `Instance.as_counted` poses it).
    limits
        The time, node and tour limits, their clock running; a count they stop is a lower
        bound (``complete`` False).
    options
        CP-SAT's (`CpsatOptions`); its seed is used, its workers are not (above).
    workers
        Not used, for the reason above: one worker enumerates.

    Returns
    -------
    CountResult
        The total of directed tours and the count by start square.

    Raises
    ------
    MemoryLimitError
        The model would not fit in this machine's memory.
    LimitReached
        The time limit passed while the model was built (the engine door answers ``unknown``).

    Examples
    --------
    >>> from kt_csp.core.board import parse_board
    >>> counted = count(Instance(parse_board("3x4")))
    >>> counted.total, counted.complete, counted.by_start[0]
    (16, True, 2)
    """
    instance = instance.as_counted()
    board = instance.board
    starts = [instance.start] if instance.start is not None else instance.clued_starts()
    started = time.perf_counter()
    if instance.closed and board.squares < 3:
        return CountResult(NAME, instance, 0, dict.fromkeys(starts, 0), True, Stats())
    built = build_model(instance, limits)
    solver = cp_model.CpSolver()
    configure(solver, len(built.arcs), limits, CpsatOptions(workers=1, seed=options.seed), COUNT_PARAMETERS)
    solver.parameters.enumerate_all_solutions = True
    tally = _Tally(built, limits)
    status, interrupted = searched(solver, built, limits, tally)
    stats = solver_stats(solver, started)
    stop = None
    if interrupted or status not in (cp_model.OPTIMAL, cp_model.INFEASIBLE):
        stop = (
            Stop.TOURS
            if limits.tour_limit_reached(tally.total) and not interrupted
            else stop_cause(solver, limits, interrupted)
        )
    complete = stop is None
    by_start = {s: tally.by_start.get(s, 0) if complete else None for s in starts}  # stopped: none is known
    reason = "" if stop is None else limits.reason(stop, "conflicts")
    return CountResult(NAME, instance, tally.total, by_start, complete, stats, reason, stop)
