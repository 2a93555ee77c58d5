"""The SAT engine's benchmark: ``.venv/bin/python bench/sat.py``.

1. Complete encodings compared, for `kt_csp.engines.sat.complete_formula`'s choice: the square×step
   position encoding (``at s k``: exactly one square per step and one step per square, "s at step
   k ⇒ a neighbour of s at step k + 1"; defined here, since the engine no longer uses it) against
   the engine's arcs + unary positions, on 4x4 open, 5x5 closed, 6x6 and 8x8 open from a1 and
   closed: variables, clauses and solve time for every solver.
2. Lazy against complete on closed and open (from a1) n x n, n = 6 … 60, for every solver:
   variables, clauses, rounds and time. A solver and encoding stop at their first failure.
3. The targets, and the solvers ranked on the lazy runs: most boards solved, then least time
   (the first is the default).

Times are wall-clock seconds of building the CNF, solving and reading the tour back; every tour
is verified. ``--quick`` runs small boards with short limits only (a smoke test).
"""

from __future__ import annotations

import argparse
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass

from pysat.solvers import Solver
from report import machine_line, table

from kt_csp import Instance, Limits, Status, parse_board, solve
from kt_csp.core.verifier import verify
from kt_csp.engines.sat.encoding import Formula, complete_formula, lazy_formula
from kt_csp.engines.sat.engine import SOLVERS, Encoding, SatOptions

TIME_LIMIT = 60.0
SIZES = (6, 8, 10, 12, 16, 20, 30, 40, 50, 60)
QUICK = {"time_limit": 10.0, "sizes": (6, 8, 10, 16)}
TARGETS = (("lazy", True, 40, 10.0), ("lazy", True, 60, 60.0), ("complete", True, 8, 10.0))


@dataclass
class Run:
    status: str
    seconds: float
    rounds: int = 0

    def cell(self, limit: float) -> str:
        if self.status == "unknown":
            return f"unknown ({limit:g} s)"
        return f"{self.seconds:.2f}" + (" none" if self.status == "none" else "")


def instance(n: int, closed: bool, rows: int | None = None) -> Instance:
    board = parse_board(f"{rows or n}x{n}")
    return Instance(board, start=None if closed else board.parse_square("a1"), closed=closed)


def kind(closed: bool) -> str:
    return "closed" if closed else "open from a1"


# --------------------------------------------------------------------------------------------
# Section 1: two complete encodings


def position_formula(inst: Instance) -> Formula:
    """Square × step: the encoding the engine used first, kept here as the comparison."""
    formula = Formula(inst, Encoding.COMPLETE)
    board, n = inst.board, inst.board.size
    at = [[formula.var("at", s, k) for k in range(n)] for s in range(n)]
    for k in range(n):
        formula.exactly_one([at[s][k] for s in range(n)])
    for s in range(n):
        formula.exactly_one(at[s])
        onward = board.neighbours_of(s)
        formula.add([-at[s][k]] + [at[t][k + 1] for t in onward] for k in range(n - 1))
        if inst.closed:
            formula.add([[-at[s][n - 1]] + [at[t][0] for t in onward]])
    formula.add([[at[inst.start if inst.start is not None else 0][0]]])
    return formula


def position_tour(formula: Formula, model: list[int]) -> list[int]:
    n = formula.instance.board.size
    steps = {formula.var("at", s, k): (k, s) for s in range(n) for k in range(n)}
    return [s for _, s in sorted(steps[lit] for lit in model if lit in steps)]


def run_position(inst: Instance, solver_name: str, limit: float) -> Run:
    started = time.perf_counter()
    formula = position_formula(inst)
    with Solver(name=solver_name, bootstrap_with=formula.cnf.clauses) as solver:
        timer = threading.Timer(limit, solver.interrupt)
        timer.start()
        answer = solver.solve_limited(expect_interrupt=True)
        timer.cancel()
        seconds = time.perf_counter() - started
        if answer is None:
            return Run("unknown", seconds)
        if answer is False:
            return Run("none", seconds)
        assert verify(inst, position_tour(formula, solver.get_model())).valid
        return Run("found", seconds)


def run_engine(inst: Instance, encoding: Encoding, solver_name: str, limit: float) -> Run:
    result = solve(inst, "sat", Limits(time_limit=limit), SatOptions(encoding, solver_name))
    if result.status is Status.FOUND:
        assert result.tour is not None and verify(inst, result.tour).valid
    return Run(result.status.value, result.stats.wall_time, result.stats.extra.get("rounds", 0))


def size(formula: Formula) -> tuple[int, int]:
    return formula.pool.top, len(formula.cnf.clauses)


def bench_complete(limit: float) -> None:
    cases = [
        ("4x4 open from a1", instance(4, False)),
        ("5x5 closed", instance(5, True)),
        ("6x6 open from a1", instance(6, False)),
        ("6x6 closed", instance(6, True)),
        ("8x8 open from a1", instance(8, False)),
        ("8x8 closed", instance(8, True)),
    ]
    rows = []
    for label, inst in cases:
        for name, build, run in (
            ("square×step", position_formula, lambda i, s: run_position(i, s, limit)),
            (
                "arcs + unary positions (engine)",
                complete_formula,
                lambda i, s: run_engine(i, Encoding.COMPLETE, s, limit),
            ),
        ):
            variables, clauses = size(build(inst))
            rows.append(
                [label, name, f"{variables:,}", f"{clauses:,}", *(run(inst, solver).cell(limit) for solver in SOLVERS)]
            )
    print(f"## 1. Complete encodings, {limit:g} s per run (time in s; 'none' = proved no tour)")
    print()
    print(table(["instance", "encoding", "variables", "clauses", *SOLVERS], rows, align="llrr" + "r" * len(SOLVERS)))
    print()


# --------------------------------------------------------------------------------------------
# Section 2: lazy against complete


def bench_lazy_complete(sizes: Sequence[int], limit: float) -> dict[tuple, Run]:
    runs: dict[tuple, Run] = {}
    rows = []
    for closed in (True, False):
        for encoding, build in ((Encoding.LAZY, lazy_formula), (Encoding.COMPLETE, complete_formula)):
            failed: set[str] = set()
            for n in sizes:
                active = [s for s in SOLVERS if s not in failed]
                if not active:
                    break
                inst = instance(n, closed)
                variables, clauses = size(build(inst))
                cells = []
                for solver in SOLVERS:
                    if solver in failed:
                        cells.append("—")
                        continue
                    run = run_engine(inst, encoding, solver, limit)
                    runs[encoding.value, closed, n, solver] = run
                    if run.status != "found":
                        failed.add(solver)
                    rounds = f", {run.rounds} rd" if encoding is Encoding.LAZY and run.status == "found" else ""
                    cells.append(run.cell(limit) + rounds)
                rows.append([f"{n}x{n}", kind(closed), encoding.value, f"{variables:,}", f"{clauses:,}", *cells])
    print(
        f"## 2. Lazy and complete encodings, n x n, {limit:g} s per run "
        "(time in s, lazy rounds as 'rd'; '—' = failed on a smaller board)"
    )
    print()
    print(
        table(["board", "tour", "encoding", "variables", "clauses", *SOLVERS], rows, align="lllrr" + "r" * len(SOLVERS))
    )
    print()
    return runs


def summary(runs: dict[tuple, Run]) -> None:
    rows = []
    for encoding, closed, n, bound in TARGETS:
        times = {s: runs.get((encoding, closed, n, s)) for s in SOLVERS}
        solved = {s: r.seconds for s, r in times.items() if r is not None and r.status == "found"}
        best = min(solved, key=solved.get) if solved else None
        rows.append(
            [
                f"{encoding} {kind(closed)} {n}x{n} ≤ {bound:g} s",
                f"{solved[best]:.2f} s ({best})" if best else "not solved",
                "yes" if best and solved[best] <= bound else "NO",
            ]
        )
    print("## 3. Targets")
    print()
    print(table(["target", "best measured", "met"], rows, align="lll"))
    print()
    ranking = []
    for solver in SOLVERS:
        lazy = [r for (e, _, _, s), r in runs.items() if e == "lazy" and s == solver]
        solved = [r.seconds for r in lazy if r.status == "found"]
        ranking.append((-len(solved), sum(solved), solver))
    ranking.sort()
    print(
        "Lazy encoding per solver, best first (most boards solved, then least time over them; "
        "the default solver is the first):"
    )
    print()
    print(
        table(
            ["solver", "boards solved", "time over them (s)"],
            [[solver, f"{-solved}", f"{seconds:.1f}"] for solved, seconds, solver in ranking],
            align="lrr",
        )
    )
    print()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="small boards, short limits")
    quick = parser.parse_args().quick
    limit = QUICK["time_limit"] if quick else TIME_LIMIT
    print(machine_line())
    print()
    started = time.perf_counter()
    bench_complete(limit)
    runs = bench_lazy_complete(QUICK["sizes"] if quick else SIZES, limit)
    summary(runs)
    print(f"Benchmark wall time: {time.perf_counter() - started:.1f} s.")


if __name__ == "__main__":
    main()
