"""Compile numba's kernels into its cache once, before the tests: ``make test`` and ``make check``
run this beside ruff and mypy (``python tests/warm_kernels.py``; it says how long it took).

A fresh clone has no compiled kernels. Without this, each pytest worker, and each example's
process, compiles a kernel the first time it needs one, several of them the same kernel at once:
the sampling kernels alone take 45-50 s of CPU each time. A kernel these commands leave out (or
a signature they do not call) is compiled by the first test that needs it, as before. A command
that fails here fails nothing: its test says why.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

# Two streams, one per core: the frontier's sampling and ranking (the longest compile), and the rest.
STREAMS = [
    [
        ("solve", "6x6", "--closed", "--random", "--seed", "1"),
        ("solve", "5x5", "--start", "a1", "--random", "--seed", "1"),
        ("solve", "6x6", "--closed", "--rank", "3"),
        ("solve", "5x5", "--uncrossed", "--longest", "--workers", "1"),
    ],
    [
        ("solve", "5x5", "--start", "a1", "--engine", "backtrack"),
        ("count", "5x5", "--start", "a1", "--engine", "backtrack"),
        ("count", "5x5", "--engine", "frontier"),
        ("count", "6x6", "--closed", "--engine", "frontier", "--workers", "2"),
        ("count", "6x6", "--closed", "--engine", "frontier", "--spill", "{folder}/spill"),
        ("solve", "100x100", "--closed"),
        ("solve", "60x60", "--holes", "e5,f7"),
        ("solve", "3x101", "--start", "a1"),
    ],
]


def run(commands: list[tuple[str, ...]], folder: str) -> None:
    """Run ``commands`` one after another, their output thrown away."""
    for command in commands:
        words = [word.format(folder=folder) for word in command]
        subprocess.run([sys.executable, "-m", "kt_csp", *words], capture_output=True, check=False)


def main() -> None:
    started = time.monotonic()
    with tempfile.TemporaryDirectory() as folder, ThreadPoolExecutor(len(STREAMS)) as pool:
        list(pool.map(run, STREAMS, [folder] * len(STREAMS)))
    print(f"numba's kernels compiled into its cache (or found there) in {time.monotonic() - started:.0f} s")


if __name__ == "__main__":
    main()
