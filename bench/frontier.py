"""The frontier counter against issue 17's targets: ``.venv/bin/python bench/frontier.py``
(``--quick``: the small rows only; ``--limit S``: seconds per count, 600 by default; ``--only``:
some of the tables ``targets,counts,sequences,ranks,leapers,shares,cluster,steps``).

Each count runs in this process after one warm-up (compilation excluded, as the targets say),
its total held to the published value where one is listed (tests/published.py), and its peak
states, states swept and seconds printed beside it. A count the limit stops says how far it got.

- targets: issue 30's counts, each in a process of its own on both cores (after a warm-up), its
  seconds, peak states and bytes per state at the peak (the process's peak resident memory less
  what it held before the count, over the peak states); and 10,000 closed 6x20 tours drawn
  uniformly (`kt_csp.draw`: its seconds from the question to the tours);
- counts: the target boards of issue 17 (6x6, 7x7 open, ...);
- sequences: closed tours of 3xn, 5xn and 6xn for every n up to 40, undirected, exact, each
  width in one sweep;
- ranks: the states held at the end of each rank of the w x w board, w = 5..8, closed and open
  (the table that says what memory a width needs);
- leapers: closed and open counts of the camel, zebra and giraffe on every board up to 8x8,
  the backtracker's enumeration beside them where it ends within the limit;
- shares: sweeps on one thread and two, in memory and spilled to disk;
- cluster: sweeps on two threads, and in stages on a Dask LocalCluster of one and two workers;
- steps: the states after each square of 7x8 closed, 7x7 open and 8x8 (as far as they go).
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from report import machine_line, table

sys.path.insert(0, str(Path(__file__).parent.parent / "tests"))
from published import (
    CLOSED_TOURS_3XN,
    CLOSED_TOURS_5XN,
    CLOSED_TOURS_6XN,
    CLOSED_TOURS_UNDIRECTED,
    OPEN_TOURS_5X7,
    OPEN_TOURS_SQUARE,
)

import kt_csp
from kt_csp import Limits
from kt_csp.core.limits import LimitReached
from kt_csp.engines.frontier import sweep as frontier
from kt_csp.engines.frontier.spill import open_spill
from kt_csp.errors import MemoryLimitError

QUICK = [
    ("6x6", True, 2 * CLOSED_TOURS_UNDIRECTED[6]),
    ("5x7", False, OPEN_TOURS_5X7),
    ("3x20", True, 2 * CLOSED_TOURS_3XN[20]),
    ("5x10", True, 2 * CLOSED_TOURS_5XN[10]),
    ("6x7", True, 2 * CLOSED_TOURS_6XN[7]),
]
FULL = [
    ("6x6", False, OPEN_TOURS_SQUARE[6]),
    ("6x8", True, 2 * CLOSED_TOURS_6XN[8]),
    ("3x40", True, None),
    ("5x40", True, None),
    ("6x40", True, None),
    ("7x7", False, None),
]
SEQUENCES = {3: CLOSED_TOURS_3XN, 5: CLOSED_TOURS_5XN, 6: CLOSED_TOURS_6XN}
LEAPERS = {"camel 1,3": (1, 3), "zebra 2,3": (2, 3), "giraffe 1,4": (1, 4)}


def run(size: str, closed: bool, published: int | None, limit: float) -> list[str]:
    started = time.perf_counter()
    counted = kt_csp.count(size, "frontier", Limits(time_limit=limit), closed=closed)
    seconds = time.perf_counter() - started
    total = f"{counted.total:,}" if counted.complete else f"unknown ({counted.reason})"
    check = "—" if published is None or not counted.complete else "yes" if counted.total == published else "NO"
    return [
        f"{size} {'closed' if closed else 'open'}",
        total,
        check,
        f"{counted.stats.nodes:,}",
        f"{counted.stats.backtracks:,}",
        f"{seconds:.2f}",
    ]


TARGETS = [  # (board, closed, published undirected count or None, target seconds)
    ("6x6", False, OPEN_TOURS_SQUARE[6] // 2, 2),
    ("6x7", True, CLOSED_TOURS_6XN[7], None),
    ("6x7", False, None, 20),
    ("7x8", True, 34_524_432_316, 60),
    ("6x40", True, CLOSED_TOURS_6XN[40], 60),
    ("7x7", False, OPEN_TOURS_SQUARE[7] // 2, 900),
]


ROWS = ""  # targets: the rows whose board starts so (--rows)
SPILL: str | None = None  # steps: the folder each sweep keeps its states in (--spill)
DRAWN = ("6x20 drawn", True, CLOSED_TOURS_6XN[20], 10)  # 10,000 uniform tours


def targets(quick: bool, limit: float) -> None:
    rows = []
    for size, closed, published, target in TARGETS[:3] if quick else [*TARGETS, DRAWN]:
        command = [sys.executable, __file__, "--one", size, "closed" if closed else "open", "--limit", str(limit)]
        # (a row of draws: its "peak states" column is the tours drawn)
        if not size.startswith(ROWS):
            continue
        ran = subprocess.run(command, capture_output=True, text=True, check=False)
        if ran.returncode != 0:
            rows.append([f"{size} {'closed' if closed else 'open'}", f"failed: {ran.stderr.strip()[-80:]}"] + [""] * 6)
            continue
        one = json.loads(ran.stdout)
        undirected = one["total"] // 2 if one["total"] is not None else None
        check = "—" if published is None or undirected is None else "yes" if undirected == published else "NO"
        rows.append(
            [
                f"{size} {'closed' if closed else 'open'}",
                f"{undirected:,}" if undirected is not None else f"unknown ({one['reason']})",
                check,
                f"{one['peak']:,}",
                f"{one['seconds']:.1f}",
                "—" if target is None else f"≤ {target}",
                f"{one['bytes'] / 2**20:,.0f}",
                "—" if size.endswith(" drawn") else f"{one['bytes'] / max(one['peak'], 1):.1f}",
            ]
        )
    print(
        table(
            ["count", "tours (undirected)", "published", "peak states", "seconds", "target", "MiB", "bytes/state"],
            rows,
            align="lrlrrrrr",
        )
    )


def one(size: str, closed: bool, limit: float) -> None:
    """One count for `targets`, printed as JSON: its total, peak, seconds and peak bytes."""
    kt_csp.count("5x5", "frontier")  # (compiled before the count, as in every table)
    kt_csp.draw("5x6", 1, closed=True)
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    started = time.perf_counter()
    if size.endswith(" drawn"):
        drawn = kt_csp.draw(size.split()[0], 10_000, seed=1, limits=Limits(time_limit=limit), closed=closed)
        seconds = time.perf_counter() - started
        grown = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) * 1024
        print(
            json.dumps(
                {"total": 2 * drawn.among, "reason": "", "peak": len(drawn.tours), "seconds": seconds, "bytes": grown}
            )
        )
        return
    counted = kt_csp.count(size, "frontier", Limits(time_limit=limit), closed=closed)
    seconds = time.perf_counter() - started
    grown = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) * 1024
    print(
        json.dumps(
            {
                "total": counted.total if counted.complete else None,
                "reason": counted.reason,
                "peak": counted.stats.nodes,
                "seconds": seconds,
                "bytes": grown,
            }
        )
    )


def counts(quick: bool, limit: float) -> None:
    rows = [run(size, closed, published, limit) for size, closed, published in QUICK + ([] if quick else FULL)]
    print(
        table(
            ["count", "total (directed)", "published", "peak states", "states swept", "seconds"], rows, align="lrlrrr"
        )
    )


def sequences(quick: bool, limit: float) -> None:
    """Undirected closed tours of w x n for every n up to 40, all from one sweep of w x 40
    (`frontier.lengths`); the published terms checked."""
    rows = []
    longest = 20 if quick else 40
    for width, published in SEQUENCES.items():
        started = time.perf_counter()
        try:
            counted = frontier.lengths(kt_csp.question(f"{width}x{longest}", closed=True), Limits(time_limit=limit))
        except LimitReached:
            rows.append([f"{width}x1..{longest}", f"unknown (time limit of {limit:.0f} s)", "", "", ""])
            continue
        seconds = time.perf_counter() - started
        for n, total in counted.items():
            check = "—" if n not in published else "yes" if published[n] == total // 2 else "NO"
            rows.append([f"{width}x{n}", f"{total // 2:,}", check, f"{seconds:.2f}" if n == longest else ""])
    print(table(["board", "closed tours (undirected)", "published", "seconds (the sweep)"], rows, align="lrlr"))


def ranks(quick: bool, limit: float) -> None:
    """States held at the end of each rank of the w x w board; where the limit stops a sweep,
    the ranks after it are blank."""
    widths = range(5, 7 if quick else 9)
    columns: dict[str, list[int]] = {}
    for width in widths:
        for closed in (True, False):
            held: list[int] = []

            def report(done: int, states: int, peak: int) -> None:
                if done % width == 0:
                    held.append(states)

            started = time.perf_counter()
            try:
                frontier.sweep(
                    frontier.plan(kt_csp.question(f"{width}x{width}", closed=closed)),
                    Limits(time_limit=limit).begun(),
                    report,
                )
                how = f"{time.perf_counter() - started:.0f} s"
            except LimitReached:
                how = f"stopped at {limit:.0f} s in rank {len(held) + 1}"
            except MemoryLimitError as error:
                how = f"out of memory after {len(held)} ranks: {error}"
            columns[f"{width}x{width} {'closed' if closed else 'open'} ({how})"] = held
    rows = [
        [str(rank)] + [f"{c[rank - 1]:,}" if rank <= len(c) else "" for c in columns.values()]
        for rank in range(1, max(widths) + 1)
    ]
    print(table(["rank"] + list(columns), rows, align="r" * (len(columns) + 1)))


def leapers(quick: bool, limit: float) -> None:
    """Counts of other leapers on every m x n up to 8 x 8 (directed, as `count` counts), the
    backtracker's enumeration beside; the boards with no tour are summed up in one line."""
    rows, none, confirmed = [], 0, 0
    largest = 6 if quick else 8
    for name, leaper in LEAPERS.items():
        for m in range(1, largest + 1):
            for n in range(m, largest + 1):
                for closed in (True, False):
                    swept = kt_csp.count(f"{m}x{n}", "frontier", Limits(time_limit=limit), closed=closed, leaper=leaper)
                    walked = kt_csp.count(
                        f"{m}x{n}", "backtrack", Limits(time_limit=min(limit, 20)), closed=closed, leaper=leaper
                    )
                    agree = walked.complete and swept.complete and walked.total == swept.total
                    if swept.complete and swept.total == 0 and m * n > 1:
                        none, confirmed = none + 1, confirmed + agree
                        continue
                    total = f"{swept.total:,}" if swept.complete else "unknown"
                    check = "—" if not (walked.complete and swept.complete) else "yes" if agree else "NO"
                    rows.append(
                        [
                            name,
                            f"{m}x{n}",
                            "closed" if closed else "open",
                            total,
                            check,
                            f"{swept.stats.nodes:,}",
                            f"{swept.stats.wall_time:.2f}",
                        ]
                    )
    print(
        table(
            ["leaper", "board", "tours", "count (directed)", "backtracker agrees", "peak states", "seconds"],
            rows,
            align="llllrrr",
        )
    )
    print(
        f"\nevery other board and kind (of more than one square): no tour — {none} counts of 0, "
        f"{confirmed} of them confirmed by the backtracker within 20 s"
    )


def shares(quick: bool, limit: float) -> None:
    """One sweep on one thread and on two, in memory and spilled to disk (each square's states
    written and read back mapped): the time each way."""
    boards = [("6x7", True), ("5x8", False)] + ([] if quick else [("6x8", True), ("6x6", False)])
    rows = []
    for size, closed in boards:
        swept = frontier.plan(kt_csp.question(size, closed=closed).as_counted())
        seconds, totals = [], set()
        for threads, spilled in ((1, False), (2, False), (1, True), (2, True)):
            with tempfile.TemporaryDirectory() as folder:
                spill = open_spill(Path(folder)) if spilled else None
                started = time.perf_counter()
                tally = frontier.sweep(swept, Limits(time_limit=limit).begun(), threads=threads, spill=spill)
                seconds.append(f"{time.perf_counter() - started:.2f}")
                totals.add(tally.total)
        rows.append(
            [
                f"{size} {'closed' if closed else 'open'}",
                f"{tally.peak:,}",
                *seconds,
                "yes" if len(totals) == 1 else "NO",
            ]
        )
    print(
        table(
            ["sweep", "peak states", "1 thread", "2 threads", "1 thread, spilled", "2 threads, spilled", "same count"],
            rows,
            align="lrrrrrl",
        )
    )


def cluster(quick: bool, limit: float) -> None:
    """One sweep on this machine's two threads and in stages on a Dask LocalCluster of one and
    two single-threaded workers (`kt_csp.engines.frontier.stages`): the time each way, and
    whether the counts, peaks and states swept are the same."""
    from kt_csp.engines.frontier.stages import sweep_on
    from kt_csp.runtime.cluster import dask_client

    boards = [("6x7", True), ("6x6", False)] + ([] if quick else [("6x8", True), ("6x7", False), ("7x8", True)])
    rows: dict[str, list[str]] = {}
    tallies: dict[str, set[tuple[int, int, int]]] = {}
    for size, closed in boards:
        name = f"{size} {'closed' if closed else 'open'}"
        swept = frontier.plan(kt_csp.question(size, closed=closed).as_counted())
        started = time.perf_counter()
        tally = frontier.sweep(swept, Limits(time_limit=limit).begun())
        rows[name] = [name, f"{tally.peak:,}", f"{tally.states:,}", f"{time.perf_counter() - started:.1f}"]
        tallies[name] = {(tally.total, tally.peak, tally.states)}
    for workers in (1, 2):
        with dask_client(None, workers) as client:
            sweep_on(frontier.plan(kt_csp.question("5x5").as_counted()), client)  # (each worker compiles or loads)
            for size, closed in boards:
                name = f"{size} {'closed' if closed else 'open'}"
                swept = frontier.plan(kt_csp.question(size, closed=closed).as_counted())
                started = time.perf_counter()
                tally = sweep_on(swept, client, Limits(time_limit=limit).begun())
                rows[name].append(f"{time.perf_counter() - started:.1f}")
                tallies[name].add((tally.total, tally.peak, tally.states))
    for name, row in rows.items():
        row.append("yes" if len(tallies[name]) == 1 else "NO")
    print(
        table(
            ["sweep", "peak states", "states swept", "2 threads, s", "Dask, 1 worker, s", "Dask, 2 workers, s", "same"],
            list(rows.values()),
            align="lrrrrrl",
        )
    )


def steps(quick: bool, limit: float) -> None:
    """The states held after each square of the largest sweeps (on both cores), as far as the
    limit or the memory lets each go: the figures a cluster is sized from (docs/benchmarks.md).
    ``--rows`` picks boards (``8x8 closed``); ``--spill DIR`` keeps each square's states on disk
    there (a sweep stopped by the limit or Ctrl-C resumes from DIR when run again). Each square
    is also printed to stderr as it ends."""
    boards = [("7x8", True), ("7x7", False)] + ([] if quick else [("8x8", True), ("8x8", False)])
    columns: dict[str, dict[int, int]] = {}
    for size, closed in boards:
        name = f"{size} {'closed' if closed else 'open'}"
        if not name.startswith(ROWS):
            continue
        held: dict[int, int] = {}
        started = time.perf_counter()

        def report(done: int, states: int, peak: int) -> None:
            held[done] = states
            print(f"{name}: square {done}, {states:,} states, {time.perf_counter() - started:.0f} s", file=sys.stderr)

        planned = frontier.plan(kt_csp.question(size, closed=closed).as_counted())
        spill = None if SPILL is None else open_spill(Path(SPILL) / size / ("closed" if closed else "open"))
        try:
            tally = frontier.sweep(planned, Limits(time_limit=limit).begun(), report, spill=spill)
            how = f"{time.perf_counter() - started:.0f} s, {tally.states:,} states swept, count {tally.total:,}"
        except LimitReached:
            how = f"stopped at {limit:.0f} s"
        except MemoryLimitError:
            how = f"out of memory after {time.perf_counter() - started:.0f} s"
        columns[f"{name} ({how})"] = held
    last = max(max(held, default=0) for held in columns.values())
    rows = [
        [str(square)] + [f"{held[square]:,}" if square in held else "" for held in columns.values()]
        for square in range(1, last + 1)
    ]
    print(table(["after square"] + list(columns), rows, align="r" * (len(columns) + 1)))


TABLES = {
    "targets": targets,
    "counts": counts,
    "sequences": sequences,
    "ranks": ranks,
    "leapers": leapers,
    "shares": shares,
    "cluster": cluster,
    "steps": steps,
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="the small rows only")
    parser.add_argument("--limit", type=float, default=600.0, help="seconds per count")
    parser.add_argument("--only", default=",".join(TABLES), help="the tables to print, comma-separated")
    parser.add_argument("--one", nargs=2, metavar=("BOARD", "KIND"), help=argparse.SUPPRESS)
    parser.add_argument("--rows", default="", help="targets, steps: only the rows whose board starts so (e.g. 6x20)")
    parser.add_argument("--spill", default=None, help="steps: keep the states on disk in this folder (resumable)")
    arguments = parser.parse_args()
    if arguments.one:
        one(arguments.one[0], arguments.one[1] == "closed", arguments.limit)
        return
    global ROWS, SPILL
    ROWS, SPILL = arguments.rows, arguments.spill
    print(machine_line())
    kt_csp.count("5x5", "frontier")  # compile (or load the compiled sweep) before timing
    for name in arguments.only.split(","):
        print(f"\n{name}:\n")
        TABLES[name](arguments.quick, arguments.limit)


if __name__ == "__main__":  # (a Dask LocalCluster starts its workers from this module)
    main()
