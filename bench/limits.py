"""Time limits kept: ``.venv/bin/python bench/limits.py`` (about 4 minutes; ``--quick``: limit 1 only).

Every engine, ``count``, ``animate`` (off a terminal and on one) and ``crosscheck`` run as whole
processes of ``kt-csp`` with ``--time-limit 1`` and ``5`` on 100×100 (and 8×8 for counting and
10×10 for the animation, which do not take 100×100), and the variants of issue 16 on 100×100. The wall time of the whole process, start-up
included, is set beside what issue 14 allows: the limit + 10 % + 1 s (for crosscheck, whose limit
is each engine's, that for each engine).
"""

from __future__ import annotations

import argparse
import re
import shlex
import subprocess
import sys
import time
from pathlib import Path

from report import machine_line, table

KT_CSP = [sys.executable, "-m", "kt_csp"]
CHECKED_ENGINES = 3  # crosscheck's default engines: backtrack, cpsat, sat

CASES = [
    ("solve 100x100 --closed --engine backtrack", 1),
    ("solve 100x100 --engine backtrack --start a1", 1),
    ("solve 100x100 --closed --engine cpsat", 1),
    ("solve 100x100 --closed --engine sat", 1),
    ("solve 100x100 --closed --engine sat --encoding complete", 1),
    ("solve 100x100 --closed --engine construct", 1),
    ("solve 100x100 --closed --engine auto", 1),
    ("count 8x8", 1),
    ("count 8x8 --engine cpsat", 1),
    ("count 8x8 --engine sat", 1),
    ("animate 10x10 --closed", 1),
    ("animate 10x10 --closed (on a terminal)", 1),
    ("crosscheck 100x100 --closed", CHECKED_ENGINES),
    ("solve 100x100 --clue a1=0 --clue j10=5000 --engine cpsat", 1),
    ("solve 100x100 --clue a1=0 --clue j10=5000 --engine backtrack", 1),
    ("solve 100x100 --clue a1=0 --clue j10=5000 --engine sat", 1),
    ("solve 100x100 --uncrossed --engine cpsat", 1),
    ("solve 100x100 --uncrossed --longest --engine cpsat", 1),
    ("solve 100x100 --magic semi --engine cpsat", 1),
    ("solve 100x100 --symmetry rot180 --closed --engine sat", 1),
    ("puzzle make 100x100 --clues 50", 1),
]


def run(words: str, limit: float) -> tuple[float, int, str]:
    """Run one command with the limit; its wall time, exit code and the last line it printed."""
    terminal = words.endswith("(on a terminal)")
    args = [*KT_CSP, *shlex.split(words.removesuffix(" (on a terminal)")), "--time-limit", f"{limit:g}"]
    if terminal:  # a pseudo-terminal, so that the animation draws and paces its frames
        args = ["script", "-qefc", shlex.join(args), "/dev/null"]
    started = time.perf_counter()
    done = subprocess.run(args, capture_output=True, text=True, check=False)
    wall = time.perf_counter() - started
    text = re.sub(r"\x1b\[[0-9;?]*[A-Za-z]|\r", "\n", done.stdout + done.stderr)  # a terminal's escapes
    lines = [line for line in text.splitlines() if line.startswith(("#", "kt-csp:"))]
    return wall, done.returncode, _said(lines)


def _said(lines: list[str]) -> str:
    first = next(
        (
            line
            for line in lines
            if line.startswith(
                ("# found", "# none", "# unknown", "# agree", "# DISAGREE", "kt-csp:", "# open", "# closed")
            )
        ),
        "",
    )
    return first[:90]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="only --time-limit 1")
    limits = [1.0] if parser.parse_args().quick else [1.0, 5.0]
    print(machine_line())
    print()
    rows, kept = [], 0
    started = time.perf_counter()
    for limit in limits:
        for words, engines in CASES:
            wall, code, said = run(words, limit)
            allowed = engines * (limit * 1.1 + 1)
            ok = wall <= allowed
            kept += ok
            rows.append(
                [
                    f"kt-csp {words}",
                    f"{limit:g}",
                    f"{wall:.2f}",
                    f"{allowed:.1f}",
                    "yes" if ok else "NO",
                    str(code),
                    said,
                ]
            )
    print(table(["command", "limit (s)", "wall (s)", "allowed (s)", "kept", "exit", "answer"], rows, align="lrrrlrl"))
    print()
    print(f"# {kept} of {len(rows)} kept; {time.perf_counter() - started:.0f} s in all")


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).parent))
    main()
