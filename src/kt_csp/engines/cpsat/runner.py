"""How kt-csp runs OR-Tools CP-SAT: its parameters, the run beside the calling thread, and what
a run that stopped early says.

Shared by every model CP-SAT solves here: the cpsat engine's tours and classes
(`kt_csp.engines.cpsat.engine`) and the construct engine's regions, short tours and blocks
(`kt_csp.engines.construct`). CP-SAT runs beside the calling thread
(`kt_csp.runtime.solver_calls`), so that Ctrl-C reaches Python and stops it through
``stop_search``; its own SIGINT handler is off.

Budgets are CP-SAT's deterministic seconds (a count of its work: the same answer on any
machine, at any load), its conflicts (a node limit) and the time limit.
"""

from __future__ import annotations

import time

from ortools.sat.python import cp_model

from kt_csp.core.choices import CpsatOptions
from kt_csp.core.limits import LimitReached, Limits, Stop
from kt_csp.core.result import Stats
from kt_csp.runtime.solver_calls import run_interruptible

__all__ = [
    "COUNT_PARAMETERS",
    "PRESOLVE_SECONDS_PER_ARC",
    "RANDOM_POOL",
    "SOLVE_PARAMETERS",
    "configure",
    "run",
    "solved_once",
    "solver_stats",
    "spent",
    "stop_cause",
]

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


def configure(
    solver: cp_model.CpSolver,
    arcs: int,
    limits: Limits,
    options: CpsatOptions,
    tuned: dict[str, object],
    work: float | None = None,
) -> None:
    """Set CP-SAT's parameters for a run on a model of ``arcs`` arcs.

    Parameters
    ----------
    solver
        The solver to set up.
    arcs
        The model's arcs: the presolve, which does not look at the clock, gets
        `PRESOLVE_SECONDS_PER_ARC` of the time left for each.
    limits
        The time limit (what is left of it) and the node limit (CP-SAT's conflicts).
    options
        The workers, the seed and whether the search is randomised.
    tuned
        Parameters set first (`SOLVE_PARAMETERS`, `COUNT_PARAMETERS`).
    work
        A budget of CP-SAT's deterministic seconds; None: none.

    Raises
    ------
    LimitReached
        Too little time is left even for the presolve.
    """
    parameters = solver.parameters
    for name, value in tuned.items():
        setattr(parameters, name, value)
    parameters.num_workers = options.workers
    parameters.random_seed = options.seed
    if options.randomize:
        parameters.randomize_search = True
        parameters.search_random_variable_pool_size = RANDOM_POOL
    parameters.catch_sigint_signal = False  # Ctrl-C reaches us instead (`run`)
    left = limits.seconds_left()
    if left is not None:
        left -= PRESOLVE_SECONDS_PER_ARC * arcs
        if left <= 0:
            raise LimitReached(Stop.TIME)  # not enough time left even for the presolve
        parameters.max_time_in_seconds = left
    if limits.node_limit is not None:
        parameters.max_number_of_conflicts = limits.node_limit
    if work is not None:
        parameters.max_deterministic_time = work


def run(
    solver: cp_model.CpSolver,
    model: cp_model.CpModel,
    limits: Limits,
    callback: cp_model.CpSolverSolutionCallback | None = None,
    what: str = "the model",
) -> tuple[cp_model.CpSolverStatus, bool]:
    """Run CP-SAT on ``model`` beside the calling thread, Ctrl-C stopping it.

    Parameters
    ----------
    solver
        The solver, set up (`configure`).
    model
        The model.
    limits
        Looked at before the run starts.
    callback
        Told each solution (an enumeration's tally); None: none.
    what
        The model in words, for the message of a model CP-SAT calls invalid.

    Returns
    -------
    tuple of CpSolverStatus and bool
        CP-SAT's status, and whether Ctrl-C stopped it.

    Raises
    ------
    LimitReached
        The time was up before the run began.
    RuntimeError
        CP-SAT calls the model invalid: a bug in the model.
    """
    limits.check()
    status, interrupted = run_interruptible(lambda: solver.solve(model, callback), solver.stop_search)
    if status == cp_model.MODEL_INVALID:
        raise RuntimeError(f"CP-SAT says {what} is invalid: {model.validate()}")
    return status, interrupted


def solved_once(
    model: cp_model.CpModel, seconds: float | None = None, seed: int = 0, work: float | None = None
) -> cp_model.CpSolver | None:
    """One CP-SAT run, on one worker, on a model built elsewhere (the construct engine's regions,
    short tours and blocks).

    Parameters
    ----------
    model
        The model.
    seconds
        At most this long (the time limit's; None: no limit).
    seed
        CP-SAT's random seed.
    work
        At most this many of CP-SAT's deterministic seconds (a budget that ends it alike at any
        load); None: no budget.

    Returns
    -------
    CpSolver or None
        The solver, to read values from, or None where it found no solution.

    Raises
    ------
    KeyboardInterrupt
        Ctrl-C, raised once CP-SAT has stopped.
    """
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.random_seed = seed
    solver.parameters.catch_sigint_signal = False  # Ctrl-C reaches us instead (run_interruptible)
    if seconds is not None:
        solver.parameters.max_time_in_seconds = max(seconds, 0.01)
    if work is not None:
        solver.parameters.max_deterministic_time = work
    status, interrupted = run_interruptible(lambda: solver.solve(model), solver.stop_search)
    if interrupted:
        raise KeyboardInterrupt
    return solver if status in (cp_model.OPTIMAL, cp_model.FEASIBLE) else None


def spent(solver: cp_model.CpSolver, work: float | None) -> bool:
    """Whether CP-SAT stopped because it spent its budget of deterministic seconds.

    Parameters
    ----------
    solver
        The solver after its run.
    work
        The budget it was given (`configure`); None: none.

    Returns
    -------
    bool
        True where a budget was given and spent.
    """
    return work is not None and solver.response_proto.deterministic_time >= work


def stop_cause(solver: cp_model.CpSolver, limits: Limits, interrupted: bool) -> Stop:
    """Why CP-SAT stopped before it was done: Ctrl-C, the conflict limit or the time limit.

    Parameters
    ----------
    solver
        The solver after its run.
    limits
        The limits it ran under.
    interrupted
        Whether Ctrl-C stopped it (`run`).

    Returns
    -------
    Stop
        What stopped it.

    Raises
    ------
    RuntimeError
        CP-SAT stopped early with no limit set and no Ctrl-C: a bug.
    """
    if interrupted:
        return Stop.INTERRUPTED
    if limits.node_limit is not None and solver.num_conflicts >= limits.node_limit:
        return Stop.NODES
    if limits.time_limit is not None:
        return Stop.TIME
    raise RuntimeError(f"CP-SAT stopped early (status {solver.response_proto.status}) with no limit set and no Ctrl-C")


def solver_stats(solver: cp_model.CpSolver | None, started: float) -> Stats:
    """CP-SAT's work as the shared statistics: nodes = branches, backtracks = conflicts.

    Parameters
    ----------
    solver
        The solver after its run; None where it never ran.
    started
        When the answer began (`time.perf_counter`).

    Returns
    -------
    Stats
        The branches and conflicts (none where it never ran) and the time since ``started``.
    """
    if solver is None:
        return Stats(wall_time=time.perf_counter() - started)
    return Stats(nodes=solver.num_branches, backtracks=solver.num_conflicts, wall_time=time.perf_counter() - started)
