"""The fuzz report: ``.venv/bin/python bench/fuzz.py [--cases N]`` (about a minute for 1,000 cases).

Runs the fuzz test's generators (tests/fuzzing.py: random command lines for every command and
random files for every command that reads one) many more times than the test does, in this
process, and counts how the runs ended: exit codes, tracebacks and other unclean endings, and the
slowest cases. Point PYTHONPATH at another checkout's ``src`` to report on that version instead
(issue 14's before and after).
"""

from __future__ import annotations

import argparse
import collections
import sys
import tempfile
import time
from pathlib import Path

from hypothesis import HealthCheck, Phase, given, settings

sys.path.insert(0, str(Path(__file__).parent.parent / "tests"))
sys.path.insert(0, str(Path(__file__).parent))

import fuzzing
from report import machine_line, table


def report(generator: str, cases: int) -> tuple[list[str], collections.Counter[str], list[tuple[str, str]]]:
    """Run ``cases`` cases of one generator; the row of the summary, the problems and examples."""
    from kt_csp.cli import main

    codes: collections.Counter[int | None] = collections.Counter()
    problems: collections.Counter[str] = collections.Counter()
    examples: list[tuple[str, str]] = []
    slowest = (0.0, "")
    started = time.perf_counter()

    @settings(
        max_examples=cases,
        deadline=None,
        database=None,
        phases=[Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    @given(getattr(fuzzing, generator)())
    def one(case: fuzzing.Case) -> None:
        nonlocal slowest
        with tempfile.TemporaryDirectory() as folder:
            began = time.perf_counter()
            outcome = fuzzing.run_case(main, case, Path(folder))
            seconds = time.perf_counter() - began
        codes[outcome.code] += 1
        slowest = max(slowest, (seconds, " ".join(case.argv)))
        problem = outcome.problem()
        if problem:
            kind = problem.split(": ")[0] if "exit code" in problem else problem[:110]
            problems[kind] += 1
            if len(examples) < 12:
                examples.append((kind, repr(case)[:160]))

    one()
    ran = sum(codes.values())
    row = [
        generator,
        f"{ran:,}",
        ", ".join(f"{code}: {n}" for code, n in sorted(codes.items(), key=lambda kv: str(kv[0]))),
        f"{sum(problems.values()):,}",
        f"{slowest[0]:.1f} s ({slowest[1][:50]})",
        f"{time.perf_counter() - started:.0f}",
    ]
    return row, problems, examples


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=500, help="cases per generator [default: 500]")
    cases = parser.parse_args().cases
    import kt_csp

    print(machine_line())
    print(f"kt_csp from {Path(kt_csp.__file__).parent}")
    print()
    rows, problems, examples = [], collections.Counter[str](), []
    for generator in ("command_lines", "file_cases"):
        row, found, seen = report(generator, cases)
        rows.append(row)
        problems.update(found)
        examples += seen
    print(table(["generator", "cases", "exit codes", "unclean", "slowest", "time (s)"], rows, align="lrlrll"))
    print()
    if problems:
        print(table(["unclean ending", "cases"], [[kind, f"{n:,}"] for kind, n in problems.most_common()], align="lr"))
        print()
        for kind, case in examples:
            print(f"- {kind[:60]}: {case}")


if __name__ == "__main__":
    main()
