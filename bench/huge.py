"""Huge boards: ``.venv/bin/python bench/huge.py`` (``--quick``: up to 1000×1000).

For n = 100, 1,000, 3,000 and 10,000, open and closed tours from a1 by the construct engine
(blocks joined), and open tours from a1 on (n+1)×(n+1), where no closed tour exists (blocks
joined to an open corner block): build time, verify time, peak memory
(each run in a fresh process, its peak resident set minus that of the same process before
building), all per square; beside the physical floor — the time to write n² int32 values — and
CP-SAT on the sizes both can do. Every tour is verified.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time

from report import machine_line, table

SIZES = (100, 1_000, 3_000, 10_000)
QUICK = (100, 1_000)
CPSAT_SIZES = (60, 100)

RUN = r"""
import json, resource, sys, time
import numpy as np
from kt_csp import Instance, Board, solve
from kt_csp.core.verifier import verify
n, closed = int(sys.argv[1]), sys.argv[2] == "closed"
board = Board(n, n) if sys.argv[2] != "open-odd" else Board(n + 1, n + 1)
for warm in (Instance(Board(6, 6), closed=True), Instance(Board(7, 7), start=0), Instance(Board(11, 11), start=0)):
    verify(warm, solve(warm, "construct").tour if warm.board.rows != 11 else list(range(121)))
base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
started = time.perf_counter()
result = solve(Instance(board, start=0, closed=closed), "construct")
built = time.perf_counter() - started
tour = result.tour
started = time.perf_counter()
valid = tour is not None and verify(Instance(board, start=0, closed=closed), tour).valid
checked = time.perf_counter() - started
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - base
del tour
floor = float("inf")
for _ in range(3):  # the best of three: a fresh array each time, page faults included as in a build
    began = time.perf_counter(); values = np.full(board.size, 7, dtype=np.int32)
    floor = min(floor, time.perf_counter() - began); del values
print(json.dumps(dict(valid=valid, built=built, checked=checked, floor=floor, peak_kib=peak, how=result.note)))
"""


def run(n: int, kind: str) -> dict[str, float]:
    done = subprocess.run([sys.executable, "-c", RUN, str(n), kind], capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def cpsat_time(n: int) -> float:
    from kt_csp import Instance, Limits, Status, parse_board, solve

    result = solve(Instance(parse_board(f"{n}x{n}"), closed=True), "cpsat", Limits(time_limit=120))
    return result.stats.wall_time if result.status is Status.FOUND else float("nan")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="up to 1000x1000")
    sizes = QUICK if parser.parse_args().quick else SIZES
    print(machine_line())
    print()
    rows = []
    for n in sizes:
        for kind in ("open", "closed", "open-odd"):
            r = run(n, kind)
            side = n + 1 if kind == "open-odd" else n
            squares = side * side
            how = "Warnsdorff" if r["how"].startswith("Warnsdorff") else "blocks"
            rows.append(
                [
                    f"{side:,}×{side:,}",
                    kind.replace("-odd", ""),
                    how,
                    "yes" if r["valid"] else "NO",
                    f"{r['built']:.3f}",
                    f"{r['built'] / squares * 1e9:.1f}",
                    f"{r['checked']:.3f}",
                    f"{r['peak_kib'] * 1024 / squares:.1f}",
                    f"{r['peak_kib'] / 1024:,.0f}",
                    f"{r['floor']:.4f}",
                    f"{r['built'] / r['floor']:.0f}×",
                ]
            )
            print(f"  {n}x{n} {kind}: {r}", file=sys.stderr)
    print(
        "Construct engine, one fresh process per run (build = the engine's work; verify = the "
        "verifier's; peak = resident memory added by building and verifying):"
    )
    print()
    print(
        table(
            [
                "board",
                "tour",
                "built by",
                "verified",
                "build (s)",
                "ns / square",
                "verify (s)",
                "peak B / square",
                "peak MiB",
                "write n² int32 (s)",
                "build / floor",
            ],
            rows,
            align="lllrrrrrrrr",
        )
    )
    print()
    compare = []
    for n in CPSAT_SIZES:
        started = time.perf_counter()
        built = run(n, "closed")["built"]
        compare.append([f"{n}×{n} closed", f"{built:.4f}", f"{cpsat_time(n):.2f}"])
        print(f"  cpsat {n}: {time.perf_counter() - started:.1f} s", file=sys.stderr)
    print("Against CP-SAT (the engine as shipped, 1 worker) on the sizes both can do:")
    print()
    print(table(["instance", "construct (s)", "cpsat (s)"], compare))


if __name__ == "__main__":
    main()
