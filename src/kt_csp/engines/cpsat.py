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
from dataclasses import dataclass, field, replace

import numpy as np
from ortools.sat.python import cp_model

from kt_csp.core.choices import DEFAULT_WORKERS, CpsatOptions
from kt_csp.core.instance import Instance, Magic
from kt_csp.core.limits import LimitReached, Limits, Stop
from kt_csp.core.result import CountResult, Result, Stats, Status
from kt_csp.core.tour import Tour
from kt_csp.engines.circuit import POSITION, Arc, arc_bound, arc_name, candidate_arcs, forced_arcs, tour_from_arcs
from kt_csp.runtime.memory import require_memory
from kt_csp.runtime.solver_calls import run_interruptible

__all__ = [
    "COUNT_PARAMETERS",
    "DEFAULT_WORKERS",
    "NAME",
    "SOLVE_PARAMETERS",
    "CpsatOptions",
    "TourModel",
    "add_hint",
    "build_model",
    "count",
    "solve",
]

NAME = "cpsat"
# Measured on 100x100 and 200x200 closed: about 600 bytes per arc to build the model in Python and
# 1,800-2,100 at the solver's peak; the margin covers presolve on other shapes.
BYTES_PER_ARC = 2_500
BUILD_CHECK = 4_096  # arcs built between two looks at the clock
BUILD_SECONDS_PER_ARC = 4.3e-6  # measured on closed 100x100 and 200x200 (0.33 s, 1.41 s)
# CP-SAT's presolve does not look at the clock: on closed 300x300 (712,816 arcs) it ran 1.2 s past
# a 1 s limit. So much of the time left is kept back from the solver, per arc.
PRESOLVE_SECONDS_PER_ARC = 1.6e-6

# CP-SAT parameters chosen by bench/cpsat.py (section 4). Finding a tour is nearly conflict-free:
# the time goes into probing, inprocessing and the LP relaxation of the circuit, so these skip
# the first two and give the LP every constraint at once (closed 60x60: 11 s -> 4.8 s; 110x110
# now within 60 s).
SOLVE_PARAMETERS: dict[str, object] = {
    "use_sat_inprocessing": False,
    "cp_model_probing_level": 0,
    "add_lp_constraints_lazily": False,
}
# Enumerating many small tours is the opposite case: the LP costs more than it prunes, and a
# fixed search order avoids the heuristics' bookkeeping (closed 6x6: 19,724 tours in 1.4 s
# instead of 11 s).
COUNT_PARAMETERS: dict[str, object] = {"linearization_level": 0, "search_branching": cp_model.FIXED_SEARCH}
RANDOM_POOL = 10  # randomised search: branch on one of the 10 best variables (8x8: tours sharing 15-19 of 64 moves)


@dataclass
class TourModel:
    """A built model: the CP-SAT model and its arc literals keyed by (from, to) node.

    Squares are nodes 0 … n-1; for an open tour node n is the extra *path* node, so
    ``(n, s)`` is ``first_s`` and ``(s, n)`` is ``last_s``.
    """

    instance: Instance
    model: cp_model.CpModel
    arcs: dict[tuple[int, int], cp_model.IntVar]
    position: dict[int, cp_model.IntVar] = field(default_factory=dict)  # move numbers (clues, magic)

    @property
    def path_node(self) -> int:
        return self.instance.board.size


def build_model(instance: Instance, limits: Limits = Limits()) -> TourModel:
    """Build (only build) the circuit model of ``instance``; refuses a model that would not fit
    in memory, and raises `LimitReached` when the time limit passes while building."""
    board = instance.board
    instance.require_anchored("the CP-SAT model")
    require_memory(arc_bound(instance) * BYTES_PER_ARC, f"the CP-SAT model of {board}")
    limits.check(
        arc_bound(instance) * BUILD_SECONDS_PER_ARC / 2, "building the CP-SAT model"
    )  # twice as fast as measured
    candidates = candidate_arcs(instance)
    model = cp_model.CpModel()
    model.name = instance.tag()
    arcs = {}
    for index, arc in enumerate(candidates):
        if index % BUILD_CHECK == 0:
            limits.check()
        arcs[arc] = model.new_bool_var(arc_name(board, arc))
    for arc in forced_arcs(instance):
        model.add(arcs[arc] == 1)
    circuit = [(u, v, literal) for (u, v), literal in arcs.items()]
    touched = {node for arc in arcs for node in arc}
    # add_circuit only knows the nodes its arcs name: a square without any arc would be left out
    # of the circuit instead of making it impossible, so say "impossible" outright.
    needed = [s for s in (instance.start, instance.end) if s is not None] if instance.longest else board.live.tolist()
    if not all(s in touched for s in needed):
        model.add_bool_or([])
    elif instance.longest:
        circuit += _skips(model, instance)
        model.add_circuit(circuit)
        _longest(model, instance, arcs)
    else:
        model.add_circuit(circuit)
    if instance.symmetry is not None:
        _symmetric(model, instance, arcs)
    if instance.uncrossed:
        _uncrossed(model, instance, arcs, limits)
    position = {}
    if instance.clues or instance.magic is not None:
        position = _number_the_moves(model, instance, arcs, limits)
        if instance.magic is not None:
            _magic_sums(model, instance, position)
    return TourModel(instance, model, arcs, position)


def _number_the_moves(
    model: cp_model.CpModel, instance: Instance, arcs: dict[Arc, cp_model.IntVar], limits: Limits
) -> dict[int, cp_model.IntVar]:
    """Clues and magic: each square's move number as a variable, one more along every arc
    taken, 0 where the tour starts (after the path node; at the fixed start of a closed tour, or
    where a closed tour's ``first_`` variable says), and the given number on each clue's square."""
    board = instance.board
    allowed = _windows(model, instance, arcs, limits)
    position = {
        s: model.new_int_var_from_domain(cp_model.Domain.from_intervals(allowed[s]), POSITION + board.name(s))
        for s in board.live.tolist()
    }
    model.add_all_different(list(position.values()))
    first = {}
    if instance.closed and instance.start is None:
        first = {s: model.new_bool_var(f"zero_{board.name(s)}") for s in position}
        model.add_exactly_one(first.values())
        for s, literal in first.items():
            model.add(position[s] == 0).only_enforce_if(literal)
    for index, ((u, v), literal) in enumerate(arcs.items()):
        if index % BUILD_CHECK == 0:
            limits.check()
        if u == board.size:
            model.add(position[v] == 0).only_enforce_if(literal)
        elif v != board.size and v != instance.start:
            model.add(position[v] == position[u] + 1).only_enforce_if([literal] + ([~first[v]] if first else []))
    if instance.start is not None:
        model.add(position[instance.start] == 0)
    for square, move in instance.clues:
        model.add(position[square] == move)
    return position


def _skips(model: cp_model.CpModel, instance: Instance) -> list[tuple[int, int, cp_model.IntVar]]:
    """The longest path: a self-loop ``skip_a1`` on each square the path may leave out (all but
    a fixed start or end), which takes the square out of the circuit."""
    board = instance.board
    return [
        (s, s, model.new_bool_var(f"skip_{board.name(s)}"))
        for s in board.live.tolist()
        if s not in (instance.start, instance.end)
    ]


def _longest(model: cp_model.CpModel, instance: Instance, arcs: dict[Arc, cp_model.IntVar]) -> None:
    """Most moves between squares. A closed path is a cycle, so not a move there and straight back;
    on a whole rectangle with nothing fixed, a mirror or turn of a path is as long, so the path
    is taken with at least as many moves on its left, lower and lower-right halves as on the
    other sides (one of the images always has)."""
    board = instance.board
    moves = {arc: literal for arc, literal in arcs.items() if board.size not in arc}
    if instance.closed:
        for (u, v), literal in moves.items():
            if u < v:
                model.add_bool_or([~literal, ~moves[v, u]])
    model.maximize(sum(moves.values()))
    if board.holes or instance.start is not None or instance.end is not None:
        return
    rows, cols = np.divmod(np.arange(board.size), board.cols)
    sides = [(cols, board.cols - 1), (rows, board.rows - 1)] + ([(rows - cols, 0)] if board.rows == board.cols else [])
    for side, middle in sides:  # a move's two ends summed along the side, against the middle's
        low = [literal for (u, v), literal in moves.items() if side[u] + side[v] < middle]
        high = [literal for (u, v), literal in moves.items() if side[u] + side[v] > middle]
        model.add(sum(low) >= sum(high))


def _uncrossed(model: cp_model.CpModel, instance: Instance, arcs: dict[Arc, cp_model.IntVar], limits: Limits) -> None:
    """Of two moves that cross, the tour makes at most one (either way round)."""
    from kt_csp.reasoning.crossings import crossing_pairs

    for index, (a, b, c, d) in enumerate(crossing_pairs(instance.board).tolist()):
        if index % BUILD_CHECK == 0:
            limits.check()
        model.add_at_most_one([arcs[a, b], arcs[b, a], arcs[c, d], arcs[d, c]])


def _windows(
    model: cp_model.CpModel, instance: Instance, arcs: dict[Arc, cp_model.IntVar], limits: Limits
) -> dict[int, list[list[int]]]:
    """Each square's move numbers as the clues leave them (`kt_csp.reasoning.windows`; every number when
    there are none), and no arc between two squares whose windows no move joins."""
    from kt_csp.reasoning.windows import windows

    board, last = instance.board, instance.board.squares - 1
    if not instance.clues:
        return {s: [[0, last]] for s in board.live.tolist()}
    found = windows(instance)
    if not all(found.values()):
        model.add_bool_or([])  # a square no tour meeting the clues can reach
        return {s: [[0, last]] for s in found}
    first, final = [(0, 0)], [(last, last)]
    for index, ((u, v), literal) in enumerate(arcs.items()):
        if index % BUILD_CHECK == 0:
            limits.check()
        if u == board.size:
            joined = _follows(first, found[v], 0)
        elif v == board.size or v == instance.start:
            joined = _follows(found[u], final, 0)
        else:
            joined = _follows(found[u], found[v], 1)
        if not joined:
            model.add(literal == 0)
    return {s: [[low, high] for low, high in intervals] for s, intervals in found.items()}


def _follows(before: list[tuple[int, int]], after: list[tuple[int, int]], step: int) -> bool:
    """Whether some number of the ``before`` intervals, plus ``step``, is in the ``after`` ones."""
    return any(
        low + step <= high_after and low_after <= high + step for low, high in before for low_after, high_after in after
    )


def _symmetric(model: cp_model.CpModel, instance: Instance, arcs: dict[Arc, cp_model.IntVar]) -> None:
    """The tour's moves, taken either way, are carried onto moves of the tour by the symmetry."""
    board, symmetry = instance.board, instance.symmetry
    assert symmetry is not None
    done = set()
    for u, v in arcs:
        if board.size in (u, v) or (v, u) in done or (u, v) in done:
            continue
        done.add((u, v))
        gu, gv = symmetry.image(board, u), symmetry.image(board, v)
        model.add(arcs[u, v] + arcs.get((v, u), 0) == arcs[gu, gv] + arcs.get((gv, gu), 0))


def _magic_sums(model: cp_model.CpModel, instance: Instance, position: dict[int, cp_model.IntVar]) -> None:
    """Ranks and files (and diagonals) of move numbers from 1 summing alike; and, redundant but
    a strong cut, each square's number of the parity its colour allows (a jump changes colour),
    the start's colour fixed where a mirror image would give the same tours with colours swapped."""
    board = instance.board
    total = board.size * (board.size + 1) // 2
    lines = [[board.square(r, c) for c in range(board.cols)] for r in range(board.rows)]
    columns = [[board.square(r, c) for r in range(board.rows)] for c in range(board.cols)]
    if total % board.rows or total % board.cols:
        model.add_bool_or([])  # the sums cannot be whole numbers
        return
    for line in lines:
        model.add(sum(position[s] for s in line) + len(line) == total // board.rows)
    for line in columns:
        model.add(sum(position[s] for s in line) + len(line) == total // board.cols)
    if instance.magic is Magic.FULL:
        for diagonal in (
            [board.square(i, i) for i in range(board.rows)],
            [board.square(board.rows - 1 - i, i) for i in range(board.rows)],
        ):
            model.add(sum(position[s] for s in diagonal) + len(diagonal) == total // board.rows)
    p, q = board.leaper
    if (p + q) % 2:
        swap = model.new_bool_var("start_light")
        if board.cols % 2 == 0 and not (instance.start is not None or instance.end is not None or instance.clues):
            model.add(swap == 0)
        for s, number in position.items():
            half = model.new_int_var(0, board.size // 2, f"half_{board.name(s)}")
            model.add(number == 2 * half + (swap if board.colour(s) == 0 else 1 - swap))


def _configure(
    solver: cp_model.CpSolver, built: TourModel, limits: Limits, options: CpsatOptions, tuned: dict[str, object]
) -> None:
    parameters = solver.parameters
    for name, value in tuned.items():
        setattr(parameters, name, value)
    parameters.num_workers = options.workers
    parameters.random_seed = options.seed
    if options.randomize:
        parameters.randomize_search = True
        parameters.search_random_variable_pool_size = RANDOM_POOL
    parameters.catch_sigint_signal = False  # Ctrl-C reaches us instead (`_search`)
    left = limits.seconds_left()
    if left is not None:
        left -= PRESOLVE_SECONDS_PER_ARC * len(built.arcs)
        if left <= 0:
            raise LimitReached(Stop.TIME)  # not enough time left even for the presolve
        parameters.max_time_in_seconds = left
    if limits.node_limit is not None:
        parameters.max_number_of_conflicts = limits.node_limit


def add_hint(built: TourModel, limits: Limits) -> None:
    """Warm-start CP-SAT with the backtracker's Warnsdorff tour.

    For a closed instance the hint is an open tour from the same start: Warnsdorff's order finds
    those in linear time, while closing them is the hard part left to CP-SAT.
    """
    from kt_csp.engines.backtrack import search as backtrack  # the backtracker is only needed for hints

    instance = built.instance
    left = limits.seconds_left()
    quick = Limits(time_limit=1.0 if left is None else min(1.0, left))
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


def _search(
    solver: cp_model.CpSolver,
    built: TourModel,
    limits: Limits,
    callback: cp_model.CpSolverSolutionCallback | None = None,
) -> tuple[cp_model.CpSolverStatus, bool]:
    """Run CP-SAT on the model: its status, and whether Ctrl-C stopped it.

    A status CP-SAT should never give for these models (MODEL_INVALID) is a bug, raised as such.
    """
    limits.check()
    status, interrupted = run_interruptible(lambda: solver.solve(built.model, callback), solver.stop_search)
    if status == cp_model.MODEL_INVALID:
        raise RuntimeError(
            f"CP-SAT says the model of the {built.instance.describe()} is invalid: {built.model.validate()}"
        )
    return status, interrupted


def _cause(solver: cp_model.CpSolver, limits: Limits, interrupted: bool) -> Stop:
    """Why CP-SAT stopped before it was done: Ctrl-C, the conflict limit or the time limit."""
    if interrupted:
        return Stop.INTERRUPTED
    if limits.node_limit is not None and solver.num_conflicts >= limits.node_limit:
        return Stop.NODES
    if limits.time_limit is not None:
        return Stop.TIME
    raise RuntimeError(f"CP-SAT stopped early (status {solver.response_proto.status}) with no limit set and no Ctrl-C")


def _stats(solver: cp_model.CpSolver, started: float) -> Stats:
    return Stats(nodes=solver.num_branches, backtracks=solver.num_conflicts, wall_time=time.perf_counter() - started)


def solve(instance: Instance, limits: Limits = Limits(), options: CpsatOptions = CpsatOptions()) -> Result:
    """Find one tour with CP-SAT, prove there is none, or report ``unknown``.

    A magic tour is looked for first among tours numbered alike under the half turn (`_halves`),
    with `HALVES_SHARE` of the time left; only when none is found there does the whole model get
    the rest.

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
    if _halves_first(instance, limits):
        left = limits.seconds_left()
        half = (
            limits
            if left is None or limits.time_limit is None
            else replace(limits, time_limit=limits.time_limit - left * (1 - HALVES_SHARE))
        )
        first = _solve(instance, half, options, started, halves=True)
        if first.status is Status.FOUND or first.stop is Stop.INTERRUPTED:
            return replace(first, note=HALVES_NOTE if first.tour is not None else "")
        whole = _solve(instance, limits, options, started)
        said = (
            "none is numbered alike under the half turn"
            if first.status is Status.NONE
            else f"no tour numbered alike under the half turn was found in {HALVES_SHARE:.0%} of the time"
        )
        return replace(whole, note=f"{said}; then the whole model")
    return _solve(instance, limits, options, started)


# The half-turn model's share of a magic search's time. bench/variants.py's magic section: the
# whole 8x8 semi-magic model found nothing in 600 s, the half-turn one finds a tour in about 20 s
# on a quiet machine and 53 s under load (2026-11-25), so the whole model is only the last try
# (at one half each, a 60 s limit under load gave up after the half-turn model's 30 s).
HALVES_SHARE = 0.9
HALVES_NOTE = (
    "found among tours numbered alike under the half turn (each square's image 32 moves on, on 8x8): "
    "CP-SAT's first try for magic tours"
)


def _halves_first(instance: Instance, limits: Limits) -> bool:
    """Whether a magic question is tried first among half-turn tours: nothing fixed, no square
    its own image, no node limit to share."""
    board = instance.board
    return (
        instance.magic is not None
        and not instance.clues
        and instance.start is None
        and instance.end is None
        and (board.rows * board.cols) % 2 == 0
        and limits.node_limit is None
    )


def _halves(built: TourModel) -> None:
    """Tours whose second half is the first half turned round: the square the half turn carries s
    onto stands half the tour's moves after (or before) s. Such a tour closes by itself; on 8x8
    semi-magic ones exist, and this halves what CP-SAT has to find (a restriction, not a cut:
    only a search's first try)."""
    board, model, position = built.instance.board, built.model, built.position
    half = board.size // 2
    for s, number in position.items():
        image = position[board.square(board.rows - 1 - board.coords(s)[0], board.cols - 1 - board.coords(s)[1])]
        later = model.new_bool_var(f"later_{board.name(s)}")
        model.add(image == number + half).only_enforce_if(later)
        model.add(image == number - half).only_enforce_if(~later)


def _solve(instance: Instance, limits: Limits, options: CpsatOptions, started: float, halves: bool = False) -> Result:
    """One CP-SAT run on the instance's model (restricted to half-turn tours with ``halves``)."""
    built = build_model(instance, limits)
    if halves:
        _halves(built)
    if options.hint:
        add_hint(built, limits)
    solver = cp_model.CpSolver()
    _configure(solver, built, limits, options, SOLVE_PARAMETERS)
    status, interrupted = _search(solver, built, limits)
    stats = _stats(solver, started)
    if instance.longest:
        return _longest_answer(solver, built, status, interrupted, limits, stats)
    if status in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        chosen = {arc for arc, literal in built.arcs.items() if solver.boolean_value(literal)}
        return Result(NAME, instance, Status.FOUND, Tour(tour_from_arcs(instance, chosen)), stats)
    if status == cp_model.INFEASIBLE:
        return Result(NAME, instance, Status.NONE, stats=stats, reason="CP-SAT proved the model infeasible")
    stop = _cause(solver, limits, interrupted)
    return Result(NAME, instance, Status.UNKNOWN, stats=stats, reason=limits.reason(stop, "conflicts"), stop=stop)


def _longest_answer(
    solver: cp_model.CpSolver,
    built: TourModel,
    status: cp_model.CpSolverStatus,
    interrupted: bool,
    limits: Limits,
    stats: Stats,
) -> Result:
    """The longest path found, with the bound CP-SAT proved (equal to its length when optimal)."""
    instance = built.instance
    found = status in (cp_model.OPTIMAL, cp_model.FEASIBLE)
    bound = _bound(solver, instance, found) if found or status == cp_model.UNKNOWN else None
    stop = None if status == cp_model.OPTIMAL or status == cp_model.INFEASIBLE else _cause(solver, limits, interrupted)
    reason = "" if stop is None else limits.reason(stop, "conflicts")
    if status == cp_model.INFEASIBLE or (status == cp_model.OPTIMAL and instance.closed and solver.objective_value < 1):
        return Result(
            NAME,
            instance,
            Status.NONE,
            stats=stats,
            reason="no closed path: CP-SAT proved the model infeasible"
            if status == cp_model.INFEASIBLE
            else "no closed path: the board has no cycle of moves",
        )
    if not found:
        return Result(NAME, instance, Status.UNKNOWN, stats=stats, reason=reason, stop=stop, bound=bound)
    chosen = {arc for arc, literal in built.arcs.items() if solver.boolean_value(literal)}
    tour = Tour(tour_from_arcs(instance, chosen))
    return Result(NAME, instance, Status.FOUND, tour, stats, reason=reason, stop=stop, bound=bound)


def _bound(solver: cp_model.CpSolver, instance: Instance, found: bool) -> int | None:
    """The most moves CP-SAT proved possible, never more than the board holds; none where it
    proved nothing (its bound is then its model's trivial one, or below the path it has)."""
    most = instance.board.squares - (0 if instance.closed else 1)
    bound = solver.best_objective_bound
    if not math.isfinite(bound) or (found and bound < solver.objective_value - 1e-6) or (not found and bound < 1):
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

    Enumeration runs on one CP-SAT worker (CP-SAT enumerates with one), so ``workers`` is unused.

    Parameters
    ----------
    instance
        The question (counted as `Instance.as_counted` poses it).
    limits
        The time, node and tour limits, their clock running; a count they stop is a lower
        bound (``complete`` False).
    options
        CP-SAT's (`CpsatOptions`); its seed is used, its workers are not.
    workers
        Unused (enumeration runs on one worker).

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
    _configure(solver, built, limits, CpsatOptions(workers=1, seed=options.seed), COUNT_PARAMETERS)
    solver.parameters.enumerate_all_solutions = True
    tally = _Tally(built, limits)
    status, interrupted = _search(solver, built, limits, tally)
    stats = _stats(solver, started)
    stop = None
    if interrupted or status not in (cp_model.OPTIMAL, cp_model.INFEASIBLE):
        stop = (
            Stop.TOURS
            if limits.tour_limit_reached(tally.total) and not interrupted
            else _cause(solver, limits, interrupted)
        )
    complete = stop is None
    by_start = {s: tally.by_start.get(s, 0) if complete else None for s in starts}  # stopped: none is known
    reason = "" if stop is None else limits.reason(stop, "conflicts")
    return CountResult(NAME, instance, tally.total, by_start, complete, stats, reason, stop)
