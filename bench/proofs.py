"""DRAT certificates' benchmark: ``.venv/bin/python bench/proofs.py``.

1. ``none`` that an engine proves (theory kept out): open 4x4, closed 3x8 and 4x4, and boards
   of 36 to 64 squares with holes that no argument of reasoning's rules out (found by drawing
   holes at random and keeping those `kt_csp.reasoning.obstacles.obstacle` passes over and the
   SAT engine proves none). For each: the answer alone (``kt_csp.solve(..., theory=False)``, the
   auto engine, best of 3), the certificate made (`kt_csp.certificates.drat.prove`: the complete
   CNF built, Glucose's proof) and checked (`kt_csp.certificates.drat.check`: the CNF rebuilt and
   compared, dratify's replay), and how many times the answer alone both take; the target is 10×.
2. ``optimal`` (``--quick`` leaves it out): fewest crossings of open 5x5 (34) and closed 6x6 (52),
   the longest uncrossed open path of 6x6 (17): CP-SAT's answer, then the proof that no tour
   does better (`kt_csp.certificates.drat.prove_bound`) under ``--limit`` seconds, and its check.

Every certificate is written to a temporary folder and checked there; a check that fails stops
the bench.
"""

from __future__ import annotations

import argparse
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from report import machine_line, table

from kt_csp import Instance, Limits, Status, parse_board, solve
from kt_csp.certificates import Kind
from kt_csp.certificates.drat import BOUND, DRAT
from kt_csp.core.instance import Measure
from kt_csp.core.limits import LimitReached
from kt_csp.core.result import Result
from kt_csp.reasoning.obstacles import obstacle

T = TypeVar("T")
TARGET = 10.0  # the certificate made and checked within this many times the answer alone


def holed(size: str, holes: str, closed: bool = False) -> Instance:
    return Instance(parse_board(size).with_holes(holes), closed=closed)


NONES = (
    Instance(parse_board("4x4")),
    Instance(parse_board("4x4"), closed=True),
    Instance(parse_board("3x8"), closed=True),
    holed("6x6", "c3,d3,c6,e5", closed=True),
    holed("6x6", "b2,c2,f2"),
    holed("6x7", "a3,b3,c1,f1,g1"),
    holed("7x7", "b3,c1,e7,f2,f5"),
    holed("7x7", "a3,c4,d4,e7,f2,f5"),
    holed("7x8", "a4,a6,d1,f2,f6"),
    holed("8x8", "b1,b3,b5,d3,e3,g3,g5"),
    holed("8x8", "a6,c1,e5,e6,f6,f8,g6"),
)
OPTIMA = (
    ("open 5x5, fewest crossings (34)", Instance(parse_board("5x5"), minimize=Measure.CROSSINGS)),
    ("closed 6x6, fewest crossings (52)", Instance(parse_board("6x6"), closed=True, minimize=Measure.CROSSINGS)),
    ("open 6x6, longest uncrossed (17)", Instance(parse_board("6x6"), uncrossed=True, longest=True)),
)


def timed(work: Callable[[], T]) -> tuple[T, float]:
    started = time.perf_counter()
    done = work()
    return done, time.perf_counter() - started


def certified(kind: Kind, result: Result, path: Path, limits: Limits) -> tuple[str, float, float, int]:
    """The certificate made and checked: its proof's size, the seconds of each, the proof's lines."""
    certificate, made = timed(lambda: kind.make(result, path, limits))
    checked, checking = timed(lambda: kind.check(certificate, path, Limits()))
    assert checked.valid, f"{path}: {checked.fault}"
    proof = path.with_name(f"{path.name}.drat").read_bytes()
    return f"{len(proof):,}", made, checking, proof.count(b"\n")


def nones(folder: Path) -> list[list[str]]:
    certified(DRAT, solve(NONES[0], theory=False), folder / "warm.json", Limits())  # (imports, first calls)
    rows = []
    for index, instance in enumerate(NONES):
        assert instance.board.squares <= 64
        argument = obstacle(instance)
        runs = [timed(lambda: solve(instance, theory=False)) for _ in range(3)]
        result, answer = runs[0][0], min(seconds for _, seconds in runs)
        assert result.status is Status.NONE
        size, made, checking, lines = certified(DRAT, result, folder / f"none{index}.json", Limits())
        ratio = (made + checking) / answer
        rows.append(
            [
                instance.describe(),
                "—" if argument is None else argument.argument,
                result.engine,
                f"{answer:.3f}",
                f"{lines:,}",
                size,
                f"{made:.3f}",
                f"{checking:.3f}",
                f"{ratio:.1f}×",
                "yes" if ratio <= TARGET else "no",
            ]
        )
        print(" | ".join(rows[-1]), flush=True)
    return rows


def optima(folder: Path, limit: float) -> list[list[str]]:
    rows = []
    for index, (name, instance) in enumerate(OPTIMA):
        result, answer = timed(lambda: solve(instance, "cpsat", Limits(time_limit=limit)))
        word = result.word.value
        if word != "optimal":
            rows.append([name, f"{word} {result.measure} in {answer:.1f} s", "—", "—", "—", "—"])
            print(" | ".join(rows[-1]), flush=True)
            continue
        try:
            size, made, checking, lines = certified(
                BOUND, result, folder / f"optimal{index}.json", Limits(time_limit=limit)
            )
        except LimitReached as stopped:
            rows.append(
                [
                    name,
                    f"{result.measure} in {answer:.1f} s",
                    f"stopped: {stopped.detail or stopped.stop.value}",
                    "—",
                    "—",
                    "—",
                ]
            )
        else:
            rows.append(
                [name, f"{result.measure} in {answer:.1f} s", f"{lines:,}", size, f"{made:.1f}", f"{checking:.1f}"]
            )
        print(" | ".join(rows[-1]), flush=True)
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="the none targets only")
    parser.add_argument(
        "--limit", type=float, default=600.0, help="seconds for each optimum's answer and for its proof"
    )
    arguments = parser.parse_args()
    print(machine_line())
    with tempfile.TemporaryDirectory() as folder:
        header = [
            "question",
            "reasoning's argument",
            "engine",
            "answer s",
            "proof lines",
            "proof bytes",
            "make s",
            "check s",
            "÷ answer",
            f"≤ {TARGET:g}×",
        ]
        print(table(header, nones(Path(folder))))
        if not arguments.quick:
            header = ["optimum", "CP-SAT's answer", "proof lines", "proof bytes", "make s", "check s"]
            print(table(header, optima(Path(folder), arguments.limit)))


if __name__ == "__main__":
    main()
