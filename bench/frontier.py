"""The frontier counter against issue 17's targets: ``.venv/bin/python bench/frontier.py``
(``--quick``: the small rows only; ``--limit S``: seconds per count, 600 by default).

Each count runs in this process after one warm-up (compilation excluded, as the targets say),
its total held to the published value where one is listed (tests/published.py), and its peak
states, states swept and seconds printed beside it. A count the limit stops says how far it got.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from report import machine_line, table

sys.path.insert(0, str(Path(__file__).parent.parent / "tests"))
from published import (CLOSED_TOURS_3XN, CLOSED_TOURS_5XN, CLOSED_TOURS_6XN,  # noqa: E402
                       CLOSED_TOURS_UNDIRECTED, OPEN_TOURS_5X7, OPEN_TOURS_SQUARE)

import kt_csp  # noqa: E402
from kt_csp import Limits  # noqa: E402

QUICK = [("6x6", True, 2 * CLOSED_TOURS_UNDIRECTED[6]), ("5x7", False, OPEN_TOURS_5X7),
         ("3x20", True, 2 * CLOSED_TOURS_3XN[20]), ("5x10", True, 2 * CLOSED_TOURS_5XN[10]),
         ("6x7", True, 2 * CLOSED_TOURS_6XN[7])]
FULL = [("6x6", False, OPEN_TOURS_SQUARE[6]), ("6x8", True, 2 * CLOSED_TOURS_6XN[8]),
        ("3x40", True, None), ("5x40", True, None), ("6x40", True, None), ("7x7", False, None)]


def run(size: str, closed: bool, published: int | None, limit: float) -> list[str]:
    started = time.perf_counter()
    counted = kt_csp.count(size, "frontier", Limits(time_limit=limit), closed=closed)
    seconds = time.perf_counter() - started
    total = f"{counted.total:,}" if counted.complete else f"unknown ({counted.reason})"
    check = "—" if published is None or not counted.complete else "yes" if counted.total == published else "NO"
    return [f"{size} {'closed' if closed else 'open'}", total, check, f"{counted.stats.nodes:,}",
            f"{counted.stats.backtracks:,}", f"{seconds:.2f}"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="the small rows only")
    parser.add_argument("--limit", type=float, default=600.0, help="seconds per count")
    arguments = parser.parse_args()
    print(machine_line())
    print()
    kt_csp.count("5x5", "frontier")  # compile (or load the compiled sweep) before timing
    rows = [run(size, closed, published, arguments.limit)
            for size, closed, published in QUICK + ([] if arguments.quick else FULL)]
    print(table(["count", "total (directed)", "published", "peak states", "states swept", "seconds"], rows,
                align="lrlrrr"))


if __name__ == "__main__":
    main()
