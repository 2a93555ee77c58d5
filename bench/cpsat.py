"""The CP-SAT engine's benchmark: ``.venv/bin/python bench/cpsat.py``.

It measures what the circuit model of `kt_csp.engines.cpsat` can do, and tries ideas for making it faster,
each against the targets printed at the end (closed 60x60 in at most 10 s; the largest closed n x n
solved within 60 s past 100x100):

1. Closed n x n tours (n = 8, 10, 20 … 100, then on in steps of 10 while solved) with the engine
   as it is (`kt_csp.solve(..., "cpsat")`) on 1, 2 and 8 CP-SAT workers, 60 s each. Once a worker
   count fails at some n it is not tried on larger boards.
2. Open n x n tours from a1 on 1 worker, for a few sizes.
3. Enumeration: CP-SAT's ``count()`` against the backtracker's on 5x5 (304 tours from a1, 1,728
   from every start), and every closed 6x6 tour through a1 (19,724 directed; a plain CP-SAT model
   is published at 92 s) under several CP-SAT parameter sets, each with a time limit.
   (linearization_level=2 is left out: it does not finish 6x6 in 120 s, and the run must stay
   under 25 minutes.)
4. Ideas for first closed tours, one at a time, on 1 worker on closed 60, 80, 100, 110, 120,
   against the plain model (`build_model`'s model under CP-SAT's default parameters): the
   backtracker's warm start (``hint=True``), CP-SAT parameters (among them the engine's own,
   `kt_csp.engines.cpsat.runner.SOLVE_PARAMETERS`, chosen from this table), a fixed search, seeds, and redundant
   constraints or symmetry breaking added to the model. To keep the run short an idea goes on to
   the next size only while it is solved and at least 10% faster than the plain model at this
   size (or the plain model failed there).

Times are wall-clock seconds of the whole call: building the model, solving, and reading the tour
back (``Result.stats.wall_time`` for the engine's own calls). Branches and conflicts are CP-SAT's
(``nodes`` and ``backtracks`` in the engine's statistics). Every tour found is checked by
`kt_csp.core.verifier`; every complete count is checked against its published value.

``--quick`` runs small boards with short limits only, for smoke tests (about a minute).
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ortools.sat.python import cp_model
from report import machine_line, median, table

from kt_csp import BacktrackOptions, Instance, Limits, Status, count, parse_board, solve, verify
from kt_csp.engines.cpsat.engine import (
    CpsatOptions,
    TourModel,
    add_hint,
    build_model,
    tour_from_arcs,
)
from kt_csp.engines.cpsat.runner import COUNT_PARAMETERS, SOLVE_PARAMETERS

TIME_LIMIT = 60.0
CLOSED_SIZES = (8, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100)
BEYOND_STEP, BEYOND_CAP = 10, 200  # after 100: 110, 120, … while solved, at most 200
WORKERS = (1, 2, 8)
OPEN_SIZES = (8, 20, 30, 40, 50, 60)
IDEA_SIZES = (60, 80, 100, 110, 120)
CARRY_RATIO = 0.9  # an idea goes on to the next size only when time <= this × plain time
ENUM_LIMIT = 120.0
COUNT_REPEATS = 3

TARGET_60_SECONDS = 10.0
TARGET_LARGEST = 100  # the largest n solved within 60 s should exceed this

QUICK = {
    "time_limit": 20.0,
    "closed": (8, 10, 20, 30),
    "beyond_cap": 30,
    "workers": (1, 2),
    "open": (8, 20),
    "ideas": (20, 30),
    "enum_limit": 30.0,
}


# --------------------------------------------------------------------------------------------
# One run


@dataclass
class Run:
    """One timed solve: ``found`` or ``unknown``, seconds, branches and conflicts."""

    status: str
    seconds: float
    branches: int
    conflicts: int

    @property
    def found(self) -> bool:
        return self.status == "found"

    def time_cell(self, limit: float) -> str:
        return f"{self.seconds:.2f}" if self.found else f"unknown ({limit:g} s)"


def square_board(n: int) -> Instance:
    """The closed n x n question, start free (the tour is read from a1)."""
    return Instance(parse_board(f"{n}x{n}"), closed=True)


def _checked(instance: Instance, status: Status, tour: list[int] | None) -> None:
    """Insist on a verified tour when found; a closed even board or an open one has tours."""
    assert status is not Status.NONE, f"{instance.describe()}: CP-SAT says there is none"
    if status is Status.FOUND:
        assert tour is not None and verify(instance, tour).valid, f"{instance.describe()}: bad tour"


def run_engine(instance: Instance, limit: float, options: CpsatOptions) -> Run:
    """The engine as it is: `kt_csp.solve(instance, "cpsat", ...)`."""
    result = solve(instance, "cpsat", Limits(time_limit=limit), options)
    _checked(instance, result.status, result.tour)
    return Run(result.status.value, result.stats.wall_time, result.stats.nodes, result.stats.backtracks)


def _set(solver: cp_model.CpSolver, parameters: dict[str, object]) -> None:
    for name, value in parameters.items():
        setattr(solver.parameters, name, value)


def run_custom(
    instance: Instance, limit: float, parameters: dict[str, object], tweak: Callable[[TourModel], None] | None
) -> Run:
    """`build_model`'s model, changed by ``tweak``, on our own 1-worker CpSolver."""
    started = time.perf_counter()
    built = build_model(instance)
    if tweak is not None:
        tweak(built)
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.random_seed = 0
    solver.parameters.max_time_in_seconds = limit
    _set(solver, parameters)
    code = solver.solve(built.model)
    tour = None
    if code in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        status = Status.FOUND
        chosen = {arc for arc, literal in built.arcs.items() if solver.boolean_value(literal)}
        tour = tour_from_arcs(instance, chosen)
    else:
        status = Status.NONE if code == cp_model.INFEASIBLE else Status.UNKNOWN
    seconds = time.perf_counter() - started
    _checked(instance, status, tour)
    return Run(status.value, seconds, solver.num_branches, solver.num_conflicts)


# --------------------------------------------------------------------------------------------
# Model changes tried in section 4 (each on top of build_model's model, closed tours)


def _out_in(built: TourModel) -> tuple[dict[int, list], dict[int, list]]:
    outs: dict[int, list] = {}
    ins: dict[int, list] = {}
    for (u, v), literal in built.arcs.items():
        outs.setdefault(u, []).append(literal)
        ins.setdefault(v, []).append(literal)
    return outs, ins


def exactly_one_in_out(built: TourModel) -> None:
    """Redundant: exactly one arc leaves and exactly one enters every node."""
    outs, ins = _out_in(built)
    for literals in (*outs.values(), *ins.values()):
        built.model.add_exactly_one(literals)


def _degree_two(built: TourModel) -> list[tuple[int, int, int]]:
    """Squares with exactly two neighbours (the corners), as (square, a, b)."""
    board = built.instance.board
    found = []
    for s in range(board.size):
        neighbours = board.neighbours_of(s)
        if len(neighbours) == 2:
            found.append((s, neighbours[0], neighbours[1]))
    return found


def corner_edges_linear(built: TourModel) -> None:
    """A closed tour uses both edges of a degree-2 square: arc(a,s) + arc(s,a) == 1 for each."""
    arcs = built.arcs
    for s, a, b in _degree_two(built):
        for x in (a, b):
            built.model.add(arcs[x, s] + arcs[s, x] == 1)


def corner_edges_equivalences(built: TourModel) -> None:
    """The same as clauses presolve can merge: arc(a,s) <=> arc(s,b) and arc(b,s) <=> arc(s,a)."""
    arcs, model = built.arcs, built.model
    for s, a, b in _degree_two(built):
        for into, out in ((arcs[a, s], arcs[s, b]), (arcs[b, s], arcs[s, a])):
            model.add_implication(into, out)
            model.add_implication(out, into)


def no_two_cycles(built: TourModel) -> None:
    """Redundant: never both arc(u,v) and arc(v,u)."""
    for (u, v), literal in built.arcs.items():
        if u < v and (v, u) in built.arcs:
            built.model.add_at_most_one([literal, built.arcs[v, u]])


def orientation(built: TourModel) -> None:
    """Symmetry breaking: a closed tour and its reverse are the same cycle; fix its direction at
    a1 by leaving a1 towards its lower-numbered neighbour (b3 on boards of 3 or more ranks)."""
    first = min(built.instance.board.neighbours_of(0))
    built.model.add(built.arcs[0, first] == 1)


def degree_order_strategy(built: TourModel) -> None:
    """A fixed search: squares in index order, each one's out-arcs towards its fewest-exit
    neighbours first (Warnsdorff's preference), try the arc true first."""
    board = built.instance.board
    degrees = board.degrees
    order = [
        built.arcs[u, v]
        for u in range(board.size)
        for v in sorted(board.neighbours_of(u), key=lambda v: (degrees[v], v))
    ]
    built.model.add_decision_strategy(order, cp_model.CHOOSE_FIRST, cp_model.SELECT_MAX_VALUE)


def _both(*tweaks: Callable[[TourModel], None]) -> Callable[[TourModel], None]:
    def apply(built: TourModel) -> None:
        for tweak in tweaks:
            tweak(built)

    return apply


@dataclass(frozen=True)
class Idea:
    """One change against the plain model: CP-SAT parameters, a model tweak (or the hint)."""

    label: str
    kind: str  # hint, parameters, search, model, combination
    parameters: dict[str, object] = field(default_factory=dict)
    tweak: Callable[[TourModel], None] | None = None

    def run(self, instance: Instance, limit: float) -> Run:
        return run_custom(instance, limit, self.parameters, self.tweak)


def hint(built: TourModel) -> None:
    """The engine's ``--hint``: the backtracker's open Warnsdorff tour as a warm start."""
    add_hint(built, Limits(time_limit=TIME_LIMIT))


NO_PROBING = {"cp_model_probing_level": 0}
IDEAS = (
    Idea(
        "the engine's SOLVE_PARAMETERS: " + ", ".join(f"{k}={v}" for k, v in SOLVE_PARAMETERS.items()),
        "parameters",
        SOLVE_PARAMETERS,
    ),
    Idea("add_lp_constraints_lazily=False", "parameters", {"add_lp_constraints_lazily": False}),
    Idea("hint=True (warm start from the backtracker's open Warnsdorff tour)", "hint", tweak=hint),
    Idea("hint=True + the engine's SOLVE_PARAMETERS", "combination", SOLVE_PARAMETERS, hint),
    Idea("cp_model_probing_level=0", "parameters", NO_PROBING),
    Idea("cp_model_probing_level=1", "parameters", {"cp_model_probing_level": 1}),
    Idea("linearization_level=0", "parameters", {"linearization_level": 0}),
    Idea("cp_model_presolve=False", "parameters", {"cp_model_presolve": False}),
    Idea("symmetry_level=0", "parameters", {"symmetry_level": 0}),
    Idea("use_sat_inprocessing=False", "parameters", {"use_sat_inprocessing": False}),
    Idea("random_seed=1", "parameters", {"random_seed": 1}),
    Idea("random_seed=2", "parameters", {"random_seed": 2}),
    Idea(
        "FIXED_SEARCH, arcs by square then target degree, true first",
        "search",
        {"search_branching": cp_model.FIXED_SEARCH},
        degree_order_strategy,
    ),
    Idea("+ exactly_one over each square's out-arcs and in-arcs", "model", tweak=exactly_one_in_out),
    Idea("+ corners: arc(a,s) + arc(s,a) == 1 (linear)", "model", tweak=corner_edges_linear),
    Idea("+ corners: arc(a,s) <=> arc(s,b) (implications)", "model", tweak=corner_edges_equivalences),
    Idea("+ no 2-cycles: at_most_one(arc(u,v), arc(v,u))", "model", tweak=no_two_cycles),
    Idea("+ symmetry breaking: arc(a1, b3) == 1", "model", tweak=orientation),
    Idea(
        "cp_model_probing_level=0 + cp_model_presolve=False", "combination", {**NO_PROBING, "cp_model_presolve": False}
    ),
    Idea("cp_model_probing_level=0 + corners (implications)", "combination", NO_PROBING, corner_edges_equivalences),
)


# --------------------------------------------------------------------------------------------
# Section 1: closed n x n, 1 / 2 / 8 workers


def closed_sizes(sizes: Sequence[int], cap: int) -> list[int]:
    return list(sizes) + list(range(sizes[-1] + BEYOND_STEP, cap + 1, BEYOND_STEP))


def bench_closed(
    sizes: Sequence[int], cap: int, workers_list: Sequence[int], limit: float
) -> dict[int, dict[int, Run]]:
    """Runs by workers then n; a worker count stops at its first failure."""
    runs: dict[int, dict[int, Run]] = {w: {} for w in workers_list}
    all_sizes = closed_sizes(sizes, cap)
    for workers in workers_list:
        for n in all_sizes:
            if n > sizes[-1] and n - BEYOND_STEP not in runs[workers]:
                break  # beyond the listed sizes only while solving
            run = run_engine(square_board(n), limit, CpsatOptions(workers=workers))
            runs[workers][n] = run
            if not run.found:
                break
    tried = sorted({n for by_n in runs.values() for n in by_n})
    rows = []
    for n in tried:
        row: list[object] = [f"{n}x{n}"]
        for workers in workers_list:
            run = runs[workers].get(n)
            if run is None:
                row += ["— (failed smaller)" if any(not r.found for r in runs[workers].values()) else "—", "", ""]
            else:
                row += [run.time_cell(limit), f"{run.branches:,}", f"{run.conflicts:,}"]
        rows.append(row)
    headers = ["board"]
    for workers in workers_list:
        headers += [f"{workers}w time (s)", f"{workers}w branches", f"{workers}w conflicts"]

    print(f"## 1. Closed n x n, engine as is, {limit:g} s per run")
    print()
    print(table(headers, rows))
    print()
    summary = []
    for workers in workers_list:
        solved = [n for n, r in runs[workers].items() if r.found]
        failed = [n for n, r in runs[workers].items() if not r.found]
        largest = max(solved) if solved else None
        capped = failed == [] and largest == all_sizes[-1]
        summary.append(
            [
                f"{workers}",
                f"{largest}x{largest}" if largest else "none",
                f"{min(failed)}x{min(failed)}" if failed else ("none (size cap reached)" if capped else "none"),
            ]
        )
    print(table(["workers", f"largest n x n solved within {limit:g} s", "first failure"], summary, align="lll"))
    print()
    print(
        "Larger boards are tried only after a success: a worker count that fails at some n "
        f"skips every larger n; after {sizes[-1]} the sizes go on in steps of {BEYOND_STEP} "
        f"(capped at {cap})."
    )
    print()
    return runs


# --------------------------------------------------------------------------------------------
# Section 2: open tours from a1


def bench_open(sizes: Sequence[int], limit: float) -> None:
    rows = []
    for n in sizes:
        board = parse_board(f"{n}x{n}")
        run = run_engine(Instance(board, start=board.parse_square("a1")), limit, CpsatOptions())
        rows.append([f"{n}x{n}", run.time_cell(limit), f"{run.branches:,}", f"{run.conflicts:,}"])
        if not run.found:
            break
    print(f"## 2. Open n x n tours from a1, engine as is, 1 worker, {limit:g} s per run")
    print()
    print(table(["board", "time (s)", "branches", "conflicts"], rows))
    print()


# --------------------------------------------------------------------------------------------
# Section 3: enumeration


class _Counter(cp_model.CpSolverSolutionCallback):
    """Counts solutions, or keeps every tour when ``keep`` (for the untimed check)."""

    def __init__(self, built: TourModel | None = None) -> None:
        super().__init__()
        self.built = built
        self.total = 0
        self.tours: list[list[int]] = []

    def on_solution_callback(self) -> None:
        self.total += 1
        if self.built is not None:
            chosen = {arc for arc, lit in self.built.arcs.items() if self.boolean_value(lit)}
            self.tours.append(tour_from_arcs(self.built.instance, chosen))


def enumerate_custom(
    instance: Instance, limit: float, parameters: dict[str, object], keep: bool = False
) -> tuple[int, bool, float, _Counter]:
    """All solutions of `build_model`'s model on our own solver: total, complete, seconds."""
    started = time.perf_counter()
    built = build_model(instance)
    solver = cp_model.CpSolver()
    solver.parameters.enumerate_all_solutions = True
    solver.parameters.num_workers = 1
    solver.parameters.max_time_in_seconds = limit
    _set(solver, parameters)
    counter = _Counter(built if keep else None)
    code = solver.solve(built.model, counter)
    seconds = time.perf_counter() - started
    return counter.total, code in (cp_model.OPTIMAL, cp_model.INFEASIBLE), seconds, counter


def _timed_count(call: Callable[[], object]) -> float:
    started = time.perf_counter()
    call()
    return time.perf_counter() - started


def _params_label(parameters: dict[str, object]) -> str:
    if not parameters:
        return "CP-SAT's defaults"
    label = ", ".join(f"{k}={_value_name(k, v)}" for k, v in parameters.items())
    return label + (" (what `count()` runs)" if parameters == COUNT_PARAMETERS else "")


def _value_name(key: str, value: object) -> str:
    """FIXED_SEARCH rather than 1 for the search branching enum."""
    if key == "search_branching":
        return next(name for name in ("FIXED_SEARCH", "AUTOMATIC_SEARCH") if getattr(cp_model, name) == value)
    return str(value)


BEST_ENUM = COUNT_PARAMETERS
ENUM_CONFIGS: tuple[dict[str, object], ...] = (
    {},
    {"cp_model_presolve": False},
    {"cp_model_probing_level": 0},
    {"symmetry_level": 0},
    {"use_sat_inprocessing": False},
    {"linearization_level": 0},
    {"search_branching": cp_model.FIXED_SEARCH},
    {"linearization_level": 0, "cp_model_presolve": False},
    {"linearization_level": 0, "cp_model_probing_level": 0},
    BEST_ENUM,
    {**BEST_ENUM, "cp_model_presolve": False},
    {"num_workers": 2},
)
QUICK_ENUM_CONFIGS = ({}, {"linearization_level": 0}, BEST_ENUM)


def bench_counting(limit: float, quick: bool) -> None:
    board5 = parse_board("5x5")
    cases5 = (
        ("5x5 open from a1", Instance(board5, start=board5.parse_square("a1")), 304),
        ("5x5 open, all starts", Instance(board5), 1_728),
    )
    count(cases5[0][1], "backtrack", Limits(), BacktrackOptions(), workers=1)  # compile / load
    rows = []
    for label, instance, expected in cases5:
        results = {}
        for engine, options in (("backtrack", BacktrackOptions()), ("cpsat", CpsatOptions())):
            result = count(instance, engine, Limits(time_limit=limit), options, workers=1)
            assert result.complete and result.total == expected, f"{label} {engine}: {result.total}"
            results[engine] = median(
                [
                    _timed_count(lambda: count(instance, engine, Limits(time_limit=limit), options, workers=1))
                    for _ in range(COUNT_REPEATS)
                ]
            )
        total, complete, _, _ = enumerate_custom(instance, limit, {})
        assert complete and total == expected
        defaults = median([enumerate_custom(instance, limit, {})[2] for _ in range(COUNT_REPEATS)])
        rows.append(
            [
                label,
                f"{expected:,}",
                f"{results['backtrack']:.4f}",
                f"{results['cpsat']:.4f}",
                f"{results['cpsat'] / results['backtrack']:,.0f}×",
                f"{defaults:.4f}",
                f"{defaults / results['backtrack']:,.0f}×",
            ]
        )
    print(f"## 3. Enumeration (1 worker each; medians of {COUNT_REPEATS} runs for 5x5)")
    print()
    print(
        table(
            [
                "count",
                "tours",
                "backtrack (s)",
                "CP-SAT count() (s)",
                "CP-SAT / backtrack",
                "CP-SAT defaults (s)",
                "that / backtrack",
            ],
            rows,
        )
    )
    print()

    board6 = parse_board("6x6")
    closed6 = Instance(board6, start=board6.parse_square("a1"), closed=True)
    expected6 = 19_724
    count(closed6, "backtrack", Limits(), BacktrackOptions(), workers=1)
    backtrack_seconds = median(
        [
            _timed_count(lambda: count(closed6, "backtrack", Limits(), BacktrackOptions(), workers=1))
            for _ in range(COUNT_REPEATS)
        ]
    )
    rows = []
    for parameters in QUICK_ENUM_CONFIGS if quick else ENUM_CONFIGS:
        total, complete, seconds, _ = enumerate_custom(closed6, limit, parameters)
        one_worker = parameters.get("num_workers", 1) == 1
        if complete and one_worker:
            assert total == expected6, f"{_params_label(parameters)}: {total:,} tours"
        note = "yes" if complete else "no"
        if not one_worker:  # several workers each report their solutions: not a count
            note = (
                f"CP-SAT says {'complete' if complete else 'stopped'}; "
                f"{'over' if total > expected6 else 'under' if total < expected6 else 'exact'}"
                f"-counts by {abs(total - expected6):,}"
            )
        rows.append(
            [
                _params_label(parameters),
                f"{total:,}",
                note,
                f"{seconds:.2f}{'' if complete or not one_worker else ' (stopped)'}",
                f"{total / seconds:,.0f}",
                f"{seconds / backtrack_seconds:,.0f}×",
            ]
        )
    print(
        f"### 6x6 closed tours through a1: {expected6:,} directed (2 × 9,862, OEIS A001230); "
        f"{limit:g} s per configuration"
    )
    print()
    print(
        f'Backtracker (`count(..., "backtrack", workers=1)`, median of {COUNT_REPEATS}): '
        f"{backtrack_seconds:.3f} s. Published plain CP-SAT model: 92 s."
    )
    print()
    print(
        table(
            [
                "CP-SAT parameters (on 1 worker unless said)",
                "tours found",
                "complete",
                "time (s)",
                "tours / s",
                "time / backtracker",
            ],
            rows,
            align="lrlrrr",
        )
    )
    print()
    if not quick:
        print(
            "(linearization_level=2 is not in the table, to keep the run under 25 minutes: "
            "tried while writing this benchmark, it had found 8,106 tours when stopped at "
            "120 s.)"
        )
        print()
    # Untimed: the fastest set's solutions are 19,724 distinct valid tours, not just a number.
    total, complete, _, counter = enumerate_custom(closed6, limit * 2, BEST_ENUM, keep=True)
    assert complete and total == expected6
    assert all(verify(closed6, tour).valid for tour in counter.tours)
    assert len({tuple(tour) for tour in counter.tours}) == expected6
    print(
        f"Check (untimed): with {_params_label(BEST_ENUM)} every one of the {expected6:,} "
        "solutions is a verified tour and no two are the same."
    )
    print(
        "All other 1-worker rows are checked by their total only (complete runs must give "
        f"{expected6:,}). With `num_workers` > 1 the solution callback hears from several "
        "workers, so the total is not a count (it varies from run to run): that is why "
        "`count()` enumerates on 1 worker."
    )
    print()


# --------------------------------------------------------------------------------------------
# Section 4: ideas for first closed tours


def bench_ideas(sizes: Sequence[int], limit: float) -> dict[str, dict[int, Run]]:
    """Every idea on closed n x n, 1 worker, against the plain model (CP-SAT's defaults)."""
    plain: dict[int, Run] = {}
    for n in sizes:  # the plain model up to its first failure
        plain[n] = run_custom(square_board(n), limit, {}, None)
        if not plain[n].found:
            break
    results: dict[str, dict[int, Run]] = {}
    rows = []
    for n in sizes:
        run = plain.get(n)
        rows.append(
            [
                "(a) plain model, CP-SAT's default parameters",
                f"{n}x{n}",
                "not run (failed smaller)" if run is None else run.time_cell(limit),
                "" if run is None else f"{run.branches:,}",
                "" if run is None else f"{run.conflicts:,}",
                "",
            ]
        )
    for idea in IDEAS:
        results[idea.label] = {}
        for n in sizes:
            run = idea.run(square_board(n), limit)
            results[idea.label][n] = run
            base = plain.get(n)
            ratio = f"{base.seconds / run.seconds:.2f}×" if base is not None and base.found and run.found else ""
            rows.append(
                [
                    f"{idea.kind}: {idea.label}",
                    f"{n}x{n}",
                    run.time_cell(limit),
                    f"{run.branches:,}",
                    f"{run.conflicts:,}",
                    ratio,
                ]
            )
            base_ok = base is not None and base.found
            if not run.found or (base_ok and run.seconds > CARRY_RATIO * base.seconds):
                break
    print(f"## 4. Ideas for first closed tours, 1 worker, {limit:g} s per run")
    print()
    print(table(["idea", "board", "time (s)", "branches", "conflicts", "speed-up vs plain"], rows, align="llrrrr"))
    print()
    print(
        f"An idea goes on to the next size only while it is solved and its time is at most "
        f"{CARRY_RATIO:g} × the plain model's at the same size (or the plain model failed "
        "there); each size stops at its first failure."
    )
    print()

    summary = []
    for idea in IDEAS:
        by_n = results[idea.label]
        solved = [n for n, r in by_n.items() if r.found]
        ups = [plain[n].seconds / r.seconds for n, r in by_n.items() if r.found and n in plain and plain[n].found]
        beyond = [n for n, r in by_n.items() if r.found and (n not in plain or not plain[n].found)]
        if beyond:
            verdict = f"helps: solves {max(beyond)}x{max(beyond)}, which the plain model does not"
        elif ups and min(ups) >= 1.25:
            verdict = f"helps: {min(ups):.2f}–{max(ups):.2f}× faster"
        elif ups and max(ups) < 0.8:
            verdict = "hurts"
        else:
            verdict = "no clear gain"
        summary.append(
            [
                idea.label,
                f"{max(solved)}x{max(solved)}" if solved else "none",
                ", ".join(
                    f"{n}: {plain[n].seconds / r.seconds:.2f}×"
                    for n, r in by_n.items()
                    if r.found and n in plain and plain[n].found
                )
                or "—",
                verdict,
            ]
        )
    print("Summary, against the plain model:")
    print()
    print(table(["idea", "largest solved", "speed-up by n", "verdict"], summary, align="llll"))
    print()
    return results


# --------------------------------------------------------------------------------------------


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--quick", action="store_true", help="small boards and short limits only (smoke test, about a minute)"
    )
    args = parser.parse_args()
    quick = args.quick
    limit = QUICK["time_limit"] if quick else TIME_LIMIT
    print(machine_line())
    print()
    started = time.perf_counter()
    if quick:
        print(
            f"(--quick: boards up to {QUICK['beyond_cap']}x{QUICK['beyond_cap']}, "
            f"{limit:g} s limits, workers {QUICK['workers']}, ideas on {QUICK['ideas']}: "
            "not the real measurements.)"
        )
        print()

    runs = bench_closed(
        QUICK["closed"] if quick else CLOSED_SIZES,
        QUICK["beyond_cap"] if quick else BEYOND_CAP,
        QUICK["workers"] if quick else WORKERS,
        limit,
    )
    bench_open(QUICK["open"] if quick else OPEN_SIZES, limit)
    bench_counting(QUICK["enum_limit"] if quick else ENUM_LIMIT, quick)
    sizes = QUICK["ideas"] if quick else IDEA_SIZES
    results = bench_ideas(sizes, limit)

    at = sizes[0]
    engine_at = runs[1].get(at)
    best_at = min((r[at] for r in results.values() if at in r and r[at].found), key=lambda r: r.seconds, default=None)
    best_at_label = next((label for label, r in results.items() if r.get(at) is best_at), "")
    engine_largest = max((n for w, by_n in runs.items() for n, r in by_n.items() if r.found), default=0)
    idea_largest, _, idea_label = max(
        ((n, -r.seconds, label) for label, by_n in results.items() for n, r in by_n.items() if r.found),
        default=(0, 0, ""),
    )
    target_at = TARGET_60_SECONDS
    targets = [
        [
            f"closed {at}x{at} ≤ {target_at:g} s, engine as is (1 worker)",
            engine_at.time_cell(limit) + (" s" if engine_at.found else "") if engine_at else "n/a",
            "yes" if engine_at and engine_at.found and engine_at.seconds <= target_at else "NO",
        ],
        [
            f"closed {at}x{at} ≤ {target_at:g} s, best idea",
            f"{best_at.seconds:.2f} s ({best_at_label})" if best_at else "n/a",
            "yes" if best_at and best_at.seconds <= target_at else "NO",
        ],
        [
            f"largest closed n x n within {limit:g} s > {TARGET_LARGEST}, engine as is (any worker count)",
            f"{engine_largest}x{engine_largest}",
            "yes" if engine_largest > TARGET_LARGEST else "NO",
        ],
        [
            f"largest closed n x n within {limit:g} s > {TARGET_LARGEST}, best idea "
            f"(tried on {', '.join(map(str, sizes))})",
            f"{idea_largest}x{idea_largest} ({idea_label})",
            "yes" if idea_largest > TARGET_LARGEST else "NO",
        ],
    ]
    print("## Targets")
    print()
    print(table(["target", "measured", "met"], targets, align="lll"))
    print()
    if quick:
        print("(--quick: small boards only, so the targets above are not the real ones.)")
        print()
    print(f"Benchmark wall time: {time.perf_counter() - started:.1f} s.")


if __name__ == "__main__":
    main()
