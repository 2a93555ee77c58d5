"""Counting jobs at scale: ``.venv/bin/python bench/jobs.py`` (``--quick``: a 7×7 slice of 10 tasks).

1. Scale-out: all 6×6 open tours (6,637,920) as a fresh job, on 1 and 2 local worker processes
   and on a 2-worker Dask LocalCluster (cluster start-up included); speed-up over one worker.
2. The 7×7 job (165,575,218,320 tours): a fixed slice of tasks spread evenly over the split, run
   on 2 local workers; the whole job's core-hours extrapolated from the slice's wall time, beside
   the estimate that ``kt-csp job status`` prints (from the tasks' own times).
"""

from __future__ import annotations

import argparse
import tempfile
import time
from pathlib import Path

from report import machine_line, table

from kt_csp import Instance, parse_board
from kt_csp.jobs.job import open_job, run_dask, run_local

SLICE, QUICK_SLICE = 40, 10


def scale_out(directory: Path) -> None:
    instance = Instance(parse_board("6x6"))
    rows, base = [], None
    for label, run in (
        ("local, 1 worker", lambda job: run_local(job, 1, lambda p: None)),
        ("local, 2 workers", lambda job: run_local(job, 2, lambda p: None)),
        ("Dask LocalCluster, 2 workers", lambda job: run_dask(job, None, 2, lambda p: None)),
    ):
        job = open_job(directory / f"6x6-{len(rows)}.db", instance, None)
        started = time.perf_counter()
        run(job)
        seconds = time.perf_counter() - started
        base = base or seconds
        done = job.progress()
        rows.append([label, f"{done.total:,}", f"{done.tours:,}", f"{seconds:.2f}", f"{base / seconds:.2f}×"])
    print("## 1. 6×6, every open tour, as a job (fresh job each run)")
    print()
    print(table(["executor", "tasks", "tours", "time (s)", "speed-up"], rows))
    print()


def slice_7x7(directory: Path, size: int) -> None:
    job = open_job(directory / "7x7.db", Instance(parse_board("7x7")), None)
    started = time.perf_counter()
    run_local(job, 2, lambda p: None, sample=size)
    wall = time.perf_counter() - started
    done = job.progress()
    extrapolated = wall * 2 * done.total / done.done / 3600
    estimate = done.core_hours() or 0.0
    print(f"## 2. 7×7: a slice of {done.done} of {done.total:,} tasks on 2 local workers")
    print()
    print(
        table(
            ["measure", "value"],
            [
                ["slice wall time", f"{wall:.1f} s"],
                ["tours in the slice", f"{done.tours:,}"],
                ["whole job, extrapolated from the slice's wall time (2 cores)", f"{extrapolated:,.1f} core-hours"],
                ["whole job, as `kt-csp job status` estimates it", f"{estimate:,.1f} core-hours"],
                ["difference", f"{abs(estimate - extrapolated) / extrapolated * 100:.1f} %"],
            ],
            align="lr",
        )
    )
    print()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="a 7x7 slice of 10 tasks")
    quick = parser.parse_args().quick
    print(machine_line())
    print()
    with tempfile.TemporaryDirectory() as directory:
        scale_out(Path(directory))
        slice_7x7(Path(directory), QUICK_SLICE if quick else SLICE)


if __name__ == "__main__":
    main()
