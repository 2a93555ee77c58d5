"""Start-up: ``.venv/bin/python bench/startup.py`` (about 30 seconds).

Whole-process wall times of ``kt-csp`` commands, the minimum of 10 runs each (the compiled cache
warmed by a run before), beside ``python -c pass`` on the same machine: issue 15's targets are
``--help`` ≤ 0.3 s, ``solve 8x8`` ≤ 0.6 s and ``solve 1000x1000 --closed`` ≤ 1 s. The last column
lists the heavy libraries each command loads.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from report import machine_line, table

RUNS = 10
HEAVY = ("numba", "ortools", "pysat", "pandas", "PIL", "distributed")
COMMANDS = [
    ([], None),
    (["--help"], 0.3),
    (["solve", "8x8"], 0.6),
    (["solve", "1000x1000", "--closed"], 1.0),
    (["solve", "6x6", "--closed"], None),
    (["verify", "TOUR"], None),
]


def wall(args: list[str]) -> float:
    """The fastest of `RUNS` whole runs of ``args`` (a Python command line)."""
    best = float("inf")
    for _ in range(RUNS):
        started = time.perf_counter()
        subprocess.run(args, capture_output=True, check=False)
        best = min(best, time.perf_counter() - started)
    return best


def loaded(words: list[str]) -> str:
    """The heavy libraries a run of ``kt-csp words`` imports."""
    probe = (
        f"from kt_csp.cli import main; main({words!r}); import sys; "
        f"print(' '.join(m for m in {HEAVY!r} if m in sys.modules), file=sys.stderr)"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=False)
    return done.stderr.strip().splitlines()[-1] if done.stderr.strip() else ""


def main() -> None:
    print(machine_line())
    print()
    tour = Path("/tmp/kt-csp-startup-tour.txt")
    tour.write_text(
        subprocess.run(
            [sys.executable, "-m", "kt_csp", "solve", "8x8"], capture_output=True, text=True, check=True
        ).stdout
    )
    floor = wall([sys.executable, "-c", "pass"])
    rows = [["python -c pass", f"{floor:.3f}", "1×", "", ""]]
    for words, target in COMMANDS[1:]:
        words = [str(tour) if word == "TOUR" else word for word in words]
        seconds = wall([sys.executable, "-m", "kt_csp", *words])
        shown = " ".join(w if w != str(tour) else "tour.txt" for w in words)
        rows.append(
            [
                f"kt-csp {shown}",
                f"{seconds:.3f}",
                f"{seconds / floor:.0f}×",
                "" if target is None else f"≤ {target:g} ({'met' if seconds <= target else 'NOT met'})",
                loaded(words) or "none",
            ]
        )
    print(
        table(["command", "wall (s, best of 10)", "× python -c pass", "target", "heavy imports"], rows, align="lrrll")
    )


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).parent))
    main()
