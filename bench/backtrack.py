"""The backtrack engine's benchmark: ``make bench`` (``.venv/bin/python bench/backtrack.py``).

It measures the three claims the engine is built on, each against a target printed at the end:

1. Compiling the textbook backtracker and adding forward checking makes the first 8x8 tour from
   a1 far cheaper than the naive pure-Python program (`bench/naive.py`): same tree without
   forward checking (same node count, same tour), a tiny tree with it. Target: plain order with
   forward checking at least 1000× faster than naive.
2. Warnsdorff's order (Roth's tie-break) finds open tours of huge boards almost without
   backtracking, so the cost is linear in the squares. Target: 1000x1000 in at most 1 s.
3. Counting every tour runs the same kernel in counting mode, split over processes.
   Target: all directed open tours of 6x6 (6,637,920) with 2 workers in at most 10 s.

Engine times are ``Result.stats.wall_time``: seconds in the engine after the kernel is compiled
or loaded from numba's cache (``warm_up``, so that every search runs compiled from its first
node, not as written); one throwaway solve runs first anyway. Compiled 8x8 rows are the
median of several runs. Every tour timed is checked by `kt_csp.core.verifier`; every count is checked
against its published value.

``--quick`` skips the naive 8x8 run (about 5-20 s) and the 3000x3000 board, for smoke tests.
"""

from __future__ import annotations

import argparse
import multiprocessing
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from naive import PUBLISHED_CALLS, naive_tour
from report import machine_line, median, table

from kt_csp import BacktrackOptions, Instance, Limits, Order, Result, Status, count, parse_board, solve, verify
from kt_csp.engines.backtrack.counter import SMALLEST_PARALLEL_BOARD
from kt_csp.engines.backtrack.search import warm_up

T = TypeVar("T")

REPEATS_8X8 = 7
BIG_BOARDS = {100: 5, 1000: 3, 3000: 1}  # side: repetitions (median reported)
COUNT_REPEATS = 3

TARGET_SPEEDUP = 1000.0
TARGET_1000_SECONDS = 1.0
TARGET_COUNT_SECONDS = 10.0


@dataclass(frozen=True)
class CountCase:
    """A counting question and its published answer."""

    label: str
    board: str
    closed: bool
    expected: int
    source: str


COUNT_CASES = (
    CountCase("5x5 open, all starts", "5x5", False, 1_728, "OEIS A165134"),
    CountCase("6x6 open, all starts", "6x6", False, 6_637_920, "OEIS A165134"),
    CountCase("6x6 closed through a1", "6x6", True, 19_724, "2 × 9,862, OEIS A001230"),
)


def _speedup(base: float | None, seconds: float) -> str:
    return "n/a" if base is None else f"{base / seconds:,.0f}×"


def _solve_checked(instance: Instance, options: BacktrackOptions) -> Result:
    """Solve and insist on a verified tour."""
    result = solve(instance, "backtrack", Limits(), options)
    assert result.status is Status.FOUND, f"{instance.describe()}: {result.status.value}"
    assert result.tour is not None and verify(instance, result.tour).valid
    return result


def bench_8x8(quick: bool) -> tuple[float | None, float]:
    """Section 1: the first 8x8 tour from a1. Returns naive seconds and plain + FC seconds."""
    board = parse_board("8x8")
    instance = Instance(board, start=board.parse_square("a1"))
    warm_up()  # compile or load the kernel: the searches below run it from their first node
    _solve_checked(instance, BacktrackOptions())  # throwaway

    rows: list[list[object]] = []
    naive_seconds: float | None = None
    naive_squares: list[int] | None = None
    if not quick:
        tour, calls, naive_seconds = naive_tour(8)
        assert tour is not None and calls == PUBLISHED_CALLS[8], calls
        naive_squares = [board.square(r, c) for r, c in tour]
        assert verify(instance, naive_squares).valid
        # Every call not on the tour's own path (64 calls, the root's included) returned False.
        rows.append(
            [
                "naive pure Python (bench/naive.py), 1 run",
                f"{calls:,}",
                f"{calls - board.size:,}",
                f"{naive_seconds:.3f}",
                f"{naive_seconds / calls * 1e9:,.0f}",
                "1×",
            ]
        )

    variants = (
        ("compiled, plain order", BacktrackOptions(Order.PLAIN, forward_check=False)),
        ("compiled, plain order + forward checking", BacktrackOptions(Order.PLAIN, True)),
        ("compiled, Warnsdorff + forward checking", BacktrackOptions(Order.WARNSDORFF, True)),
    )
    plain_fc_seconds = 0.0
    for label, options in variants:
        runs = [_solve_checked(instance, options) for _ in range(REPEATS_8X8)]
        seconds = median([r.stats.wall_time for r in runs])
        nodes, backtracks = runs[0].stats.nodes, runs[0].stats.backtracks
        if options.order is Order.PLAIN:
            # Exact pruning keeps the first tour in textbook order; without it the tree is the same.
            if naive_squares is not None:
                assert runs[0].tour == naive_squares, f"{label}: a different first tour"
            if not options.forward_check:
                assert nodes == PUBLISHED_CALLS[8], f"{label}: {nodes:,} nodes"
            else:
                plain_fc_seconds = seconds
        rows.append(
            [
                f"{label}, median of {REPEATS_8X8}",
                f"{nodes:,}",
                f"{backtracks:,}",
                f"{seconds:.6f}",
                f"{seconds / nodes * 1e9:,.1f}",
                _speedup(naive_seconds, seconds),
            ]
        )

    print("## 1. First 8x8 tour from a1")
    print()
    print(table(["solver", "nodes (calls)", "backtracks", "time (s)", "ns / node", "speed-up vs naive"], rows))
    print()
    if quick:
        print("(--quick: naive 8x8 run skipped, so no speed-ups.)")
        print()
    return naive_seconds, plain_fc_seconds


def bench_big_boards(quick: bool) -> float:
    """Section 2: open Warnsdorff tours from a1 on huge boards. Returns 1000x1000 total seconds."""
    options = BacktrackOptions(Order.WARNSDORFF, forward_check=True)
    rows: list[list[object]] = []
    total_1000 = float("nan")
    for side, repeats in BIG_BOARDS.items():
        if quick and side > 1000:
            continue
        engine_times, totals, verify_times = [], [], []
        result: Result | None = None
        for _ in range(repeats):
            result = None  # let the previous tour go before building the next board
            started = time.perf_counter()
            board = parse_board(f"{side}x{side}")  # a fresh board: its arrays are built anew
            instance = Instance(board, start=board.parse_square("a1"))
            result = solve(instance, "backtrack", Limits(), options)
            totals.append(time.perf_counter() - started)
            assert result.status is Status.FOUND and result.tour is not None
            started = time.perf_counter()
            assert verify(instance, result.tour).valid, f"{board}: invalid tour"
            verify_times.append(time.perf_counter() - started)
            engine_times.append(result.stats.wall_time)
        assert result is not None
        squares = side * side
        engine, total = median(engine_times), median(totals)
        if side == 1000:
            total_1000 = total
        rows.append(
            [
                f"{side}x{side}",
                f"{squares:,}",
                repeats,
                f"{result.stats.nodes:,}",
                f"{result.stats.backtracks:,}",
                f"{engine:.4f}",
                f"{total:.4f}",
                f"{engine / squares * 1e6:.3f}",
                f"{total / squares * 1e6:.3f}",
                f"{median(verify_times):.3f}",
            ]
        )

    print("## 2. Open tours from a1, Warnsdorff (Roth's tie-break) + forward checking")
    print()
    print(
        table(
            [
                "board",
                "squares",
                "runs",
                "nodes",
                "backtracks",
                "engine (s)",
                "total (s)",
                "engine µs / square",
                "total µs / square",
                "verify (s)",
            ],
            rows,
        )
    )
    print()
    print(
        "engine = `Result.stats.wall_time`; total = building the board's arrays + `solve()` "
        "(including the tour list it returns); medians over the runs. Verification is timed "
        "apart."
    )
    if quick:
        print("(--quick: 3000x3000 skipped.)")
    print()
    return total_1000


def _spin(loops: int) -> int:
    """A CPU-bound loop of pure Python, for the parallel-capacity check."""
    total = 0
    for i in range(loops):
        total += i
    return total


def parallel_capacity(loops: int = 10_000_000) -> tuple[float, float]:
    """Seconds for one process to run ``_spin`` once, and for two processes to run it once each."""
    started = time.perf_counter()
    _spin(loops)
    one = time.perf_counter() - started
    context = multiprocessing.get_context("fork")
    with context.Pool(2) as pool:
        pool.map(_spin, [1, 1])  # start both workers before the clock
        started = time.perf_counter()
        pool.map(_spin, [loops, loops], chunksize=1)
        two = time.perf_counter() - started
    return one, two


def _timed(call: Callable[[], T]) -> tuple[T, float]:
    """The call's value and the seconds it took."""
    started = time.perf_counter()
    value = call()
    return value, time.perf_counter() - started


def bench_counting() -> float:
    """Section 3: count tours with 1 and 2 workers. Returns the 6x6 open seconds with 2 workers."""
    rows: list[list[object]] = []
    seconds_2 = float("nan")
    for case in COUNT_CASES:
        board = parse_board(case.board)
        instance = Instance(board, closed=case.closed)
        by_workers: dict[int, float] = {}
        for workers in (1, 2):
            runs = []
            for _ in range(COUNT_REPEATS):
                result, seconds = _timed(
                    lambda: count(instance, "backtrack", Limits(), BacktrackOptions(), workers=workers)
                )
                assert result.complete and result.total == case.expected, (
                    f"{case.label}: {result.total:,} != {case.expected:,}"
                )
                runs.append((seconds, result))
            seconds = median([s for s, _ in runs])
            result = runs[0][1]
            by_workers[workers] = seconds
            serial = workers > 1 and board.size < SMALLEST_PARALLEL_BOARD  # count() uses 1
            note = f" (runs 1: < {SMALLEST_PARALLEL_BOARD} squares)" if serial else ""
            speedup = "" if workers == 1 else "n/a" if serial else f"{by_workers[1] / seconds:.2f}×"
            rows.append(
                [
                    case.label,
                    f"{workers}{note}",
                    f"{result.total:,}",
                    f"{case.expected:,} ({case.source})",
                    f"{result.stats.nodes:,}",
                    f"{seconds:.3f}",
                    f"{result.total / seconds:,.0f}",
                    speedup,
                ]
            )
            if case.board == "6x6" and not case.closed and workers == 2:
                seconds_2 = seconds
    one, two = parallel_capacity()

    print(f"## 3. Counting tours (plain order + forward checking), median of {COUNT_REPEATS} runs")
    print()
    print(
        table(["count", "workers", "total", "published", "nodes", "time (s)", "tours / s", "speed-up, 2 workers"], rows)
    )
    print()
    print("time = wall time of the whole `count()` call, pool start-up included.")
    print(
        f"Parallel capacity of this machine: one process runs a pure-Python loop in {one:.3f} s, "
        f"two processes run one each in {two:.3f} s, so 2 processes get about "
        f"{2 * one / two:.2f} cores' worth of CPU."
    )
    print()
    return seconds_2


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--quick", action="store_true", help="skip the naive 8x8 run and the 3000x3000 board (smoke test)"
    )
    args = parser.parse_args()
    print(machine_line())
    print()
    started = time.perf_counter()
    naive_seconds, plain_fc_seconds = bench_8x8(args.quick)
    total_1000 = bench_big_boards(args.quick)
    count_seconds = bench_counting()

    speedup = None if naive_seconds is None else naive_seconds / plain_fc_seconds
    targets = [
        [
            f"8x8 plain + forward checking ≥ {TARGET_SPEEDUP:,.0f}× faster than naive",
            "not measured (--quick)" if speedup is None else f"{speedup:,.0f}×",
            "n/a" if speedup is None else ("yes" if speedup >= TARGET_SPEEDUP else "NO"),
        ],
        [
            f"1000x1000 Warnsdorff ≤ {TARGET_1000_SECONDS:g} s (total, arrays included)",
            f"{total_1000:.3f} s",
            "yes" if total_1000 <= TARGET_1000_SECONDS else "NO",
        ],
        [
            f"6x6 count (all starts) with 2 workers ≤ {TARGET_COUNT_SECONDS:g} s",
            f"{count_seconds:.3f} s",
            "yes" if count_seconds <= TARGET_COUNT_SECONDS else "NO",
        ],
    ]
    print("## Targets")
    print()
    print(table(["target", "measured", "met"], targets, align="lrl"))
    print()
    print(f"Benchmark wall time: {time.perf_counter() - started:.1f} s.")


if __name__ == "__main__":
    main()
