"""Which Warnsdorff tie-break to use: first minimum (textbook order) or Roth's rule.

For every n×n board with 5 <= n <= ``--max`` (default 300), search for an open tour from the
corner a1 with Warnsdorff's order and forward checking, once with each tie-break among squares
of equal onward degree:

* first minimum: the first such square in the textbook move order (the ``tie`` key all zeros);
* Roth's rule: the square farthest from the board's centre (the engine's default ``tie`` key).

Each run may spend ``4*n*n + 100000`` nodes. The summary counts, for each rule, the boards solved
without a single backtrack, the boards solved only after backtracking (a dead end or a forward
checking cut), and the boards left unsolved within the node limit, and lists the sizes of the
last two groups. The engine's choice of Roth's rule rests on this measurement.

Run: ``.venv/bin/python bench/warnsdorff_sweep.py [--max N] [--min N]``.
"""

from __future__ import annotations

import argparse
import time
from dataclasses import dataclass, field

import numpy as np
from report import machine_line, table

from kt_csp import BacktrackOptions, Instance, Limits, Order, parse_board
from kt_csp.core.limits import Budget
from kt_csp.core.verifier import verify
from kt_csp.engines.backtrack import layout
from kt_csp.engines.backtrack.search import Search, drive, warm_up

RULES = ("first minimum", "Roth's rule")


@dataclass
class Tally:
    """What one tie-break rule did over the whole sweep."""

    clean: list[int] = field(default_factory=list)
    backtracked: list[tuple[int, int, int]] = field(default_factory=list)  # (n, nodes, backtracks)
    unsolved: list[int] = field(default_factory=list)
    nodes: int = 0
    seconds: float = 0.0


def node_limit(n: int) -> int:
    """The node budget of one run on the n×n board."""
    return 4 * n * n + 100_000


def sweep(low: int, high: int) -> dict[str, Tally]:
    """Run both rules on every board from low×low to high×high."""
    tallies = {rule: Tally() for rule in RULES}
    options = BacktrackOptions(order=Order.WARNSDORFF, forward_check=True)
    for n in range(low, high + 1):
        instance = Instance(parse_board(f"{n}x{n}"), start=0)
        search = Search(instance, options)
        keys = {"first minimum": np.zeros_like(search.state.tie), "Roth's rule": search.state.tie.copy()}
        for rule in RULES:
            search.state.tie[:] = keys[rule]
            started = time.perf_counter()
            alive = search.reset(0)
            status = drive(search, Budget(Limits(node_limit=node_limit(n)))) if alive else layout.EXHAUSTED
            seconds = time.perf_counter() - started
            tally = tallies[rule]
            tally.seconds += seconds
            tally.nodes += search.nodes
            if status == layout.FOUND:
                assert verify(instance, search.state.path).valid, f"{rule}: invalid tour on {n}x{n}"
                if search.backtracks == 0:
                    tally.clean.append(n)
                else:
                    tally.backtracked.append((n, search.nodes, search.backtracks))
            else:
                assert status == layout.PAUSED, f"{rule}: no tour found on {n}x{n}, which has one"
                tally.unsolved.append(n)
    return tallies


def sizes(values: list[int]) -> str:
    """``[5, 6, 7, 9]`` → ``5-7, 9``: a list of board sizes, runs collapsed."""
    runs: list[list[int]] = []
    for value in values:
        if runs and value == runs[-1][-1] + 1:
            runs[-1].append(value)
        else:
            runs.append([value])
    return ", ".join(str(r[0]) if len(r) == 1 else f"{r[0]}-{r[-1]}" for r in runs) or "none"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--min", type=int, default=5, help="smallest board side (default 5)")
    parser.add_argument("--max", type=int, default=300, help="largest board side (default 300)")
    args = parser.parse_args()
    print(machine_line())
    print()
    # Compile (or load) the kernel before any clock starts.
    warm_up()
    started = time.perf_counter()
    tallies = sweep(args.min, args.max)
    elapsed = time.perf_counter() - started
    boards = args.max - args.min + 1

    print(
        f"## Warnsdorff tie-break sweep: open tours from a1 on n×n, n = {args.min}..{args.max} "
        f"({boards} boards), forward checking on, node limit 4n² + 100,000"
    )
    print()
    rows = []
    for rule in RULES:
        t = tallies[rule]
        rows.append([rule, len(t.clean), len(t.backtracked), len(t.unsolved), f"{t.nodes:,}", f"{t.seconds:.2f}"])
    print(
        table(
            [
                "tie-break",
                "solved, 0 backtracks",
                "solved with backtracking",
                "unsolved at node limit",
                "nodes (all boards)",
                "search time (s)",
            ],
            rows,
        )
    )
    print()
    for rule in RULES:
        t = tallies[rule]
        print(f"### {rule}")
        print()
        print(f"- unsolved within the node limit ({len(t.unsolved)}): {sizes(t.unsolved)}")
        print(f"- solved with backtracking ({len(t.backtracked)}): {sizes([n for n, _, _ in t.backtracked])}")
        if t.backtracked:
            print()
            print(
                table(
                    ["n", "nodes", "backtracks"], [[n, f"{nodes:,}", f"{back:,}"] for n, nodes, back in t.backtracked]
                )
            )
        print()
    print(
        f"Total sweep time: {elapsed:.1f} s (both rules; search time plus building each board's "
        "arrays and verifying every tour)."
    )


if __name__ == "__main__":
    main()
