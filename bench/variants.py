"""Variants measured (issue 16): ``.venv/bin/python bench/variants.py`` (about 5 minutes;
``--quick`` for less; ``--only holes,sweep,puzzles`` for some sections). The famous questions'
records (longest uncrossed paths, magic tours, the fewest crossings and turns) are
bench/records.py's.

Sections, each a table:

``holes``    8x8 less its centre 2x2, open and closed, every search engine (and auto).
``sweep``    every board m×n, m ≤ n ≤ 6, with each single hole, open and closed: backtrack,
             CP-SAT and SAT cross-checked (every tour verified); disagreements must be 0.
``puzzles``  ``puzzle make 8x8`` for five seeds, and a 20x20 puzzle of 40 clues (taken from a
             random tour) solved by each engine, then proved unique or not.

Times are the engines' own (in this process, start-up not included), CP-SAT on one worker (its
default); every tour is verified.
"""

from __future__ import annotations

import argparse
import random
import time
from dataclasses import replace

from report import checked, machine_line, median, table

import kt_csp
from kt_csp import Instance, Limits, Status
from kt_csp.core.verifier import verify
from kt_csp.crosschecks.check import crosscheck
from kt_csp.engines.descriptor import Witness
from kt_csp.engines.registry import ENGINES
from kt_csp.game.puzzles import make, solve

# the independent witnesses a cross-check compares, as the registry's descriptors name them
SEARCH_ENGINES = tuple(name for name, engine in ENGINES.items() if engine.witness is Witness.SEARCH)


def holes(limit: float) -> None:
    rows = []
    for closed in (False, True):
        instance = kt_csp.question("8x8", holes="d4,e4,d5,e5", closed=closed)
        for engine in (*SEARCH_ENGINES, "auto"):
            result = kt_csp.solve(instance, engine, Limits(time_limit=limit))
            rows.append(
                [instance.describe(), engine, result.status.value, checked(result), f"{result.stats.wall_time:.3f}"]
            )
    print(table(["question", "engine", "status", "verified", "time (s)"], rows, align="llllr"))


def sweep(limit: float, most: int) -> None:
    engines = [ENGINES[name] for name in SEARCH_ENGINES]
    checked, found, none, unknown, disagreements = 0, 0, 0, 0, []
    slowest = (0.0, "")
    started = time.perf_counter()
    for rows_ in range(1, most + 1):
        for cols in range(rows_, most + 1):
            board = kt_csp.parse_board(f"{rows_}x{cols}")
            for hole in range(board.size):
                if board.size == 1:
                    continue  # a 1x1 board with its one square taken away has no squares
                for closed in (False, True):
                    instance = Instance(replace(board, holes=frozenset({hole})), closed=closed)
                    check = crosscheck(instance, engines, Limits(time_limit=limit))
                    checked += 1
                    statuses = {a.result.status for a in check.answers if a.result is not None}
                    found += Status.FOUND in statuses
                    none += Status.NONE in statuses and Status.FOUND not in statuses
                    unknown += statuses == {Status.UNKNOWN}
                    disagreements += check.disagreements
                    for answer in check.answers:
                        seconds = answer.result.stats.wall_time if answer.result is not None else 0.0
                        if seconds > slowest[0]:
                            slowest = (seconds, f"{answer.engine}, {instance.describe()}")
    print(
        table(
            [
                "boards",
                "instances",
                "found",
                "none",
                "undecided",
                "disagreements",
                "slowest engine run (s)",
                "time (s)",
            ],
            [
                [
                    f"m×n, m ≤ n ≤ {most}, each single hole, open and closed",
                    f"{checked:,}",
                    f"{found:,}",
                    f"{none:,}",
                    f"{unknown:,}",
                    f"{len(disagreements)}",
                    f"{slowest[0]:.2f} ({slowest[1]})",
                    f"{time.perf_counter() - started:.0f}",
                ]
            ],
            align="lrrrrrlr",
        )
    )
    for line in disagreements:
        print(f"DISAGREE: {line}")


def puzzles(limit: float) -> None:
    rows = []
    times = []
    for seed in range(5):
        started = time.perf_counter()
        puzzle = make(kt_csp.question("8x8"), None, seed, Limits(time_limit=limit))
        times.append(time.perf_counter() - started)
        assert verify(puzzle.instance, puzzle.solution).valid
        rows.append(
            [
                f"puzzle make 8x8 --seed {seed}",
                f"{puzzle.clues} clues (as few as can be)",
                "unique" if puzzle.stop is None else f"unique, stopped early ({puzzle.stop.value})",
                f"{times[-1]:.2f}",
            ]
        )
    rows.append(["puzzle make 8x8, 5 seeds", "", f"median {median(times):.2f} s, most {max(times):.2f} s", ""])
    board = kt_csp.question("20x20")
    tour = kt_csp.solve(board, "cpsat", options=kt_csp.CpsatOptions(workers=1, seed=1, randomize=True)).tour
    assert tour is not None
    moves = sorted(random.Random(1).sample(range(len(tour)), 40))
    puzzle = replace(board, clues=tuple((int(tour[move]), move) for move in moves))
    for engine in (*SEARCH_ENGINES, "auto"):
        result = kt_csp.solve(puzzle, engine, Limits(time_limit=limit))
        rows.append(
            [f"20x20 with 40 clues, {engine}", result.status.value, checked(result), f"{result.stats.wall_time:.2f}"]
        )
    started = time.perf_counter()
    answer = solve(puzzle, "auto", Limits(time_limit=limit))
    rows.append(
        [
            "20x20 with 40 clues, puzzle solve (solve, then count to 2)",
            answer.word,
            checked(answer.result),
            f"{time.perf_counter() - started:.2f}",
        ]
    )
    print(table(["run", "answer", "checked", "time (s)"], rows, align="lllr"))


SECTIONS = ("holes", "sweep", "puzzles")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="short limits and small boards: a few minutes")
    parser.add_argument("--only", default=",".join(SECTIONS), help=f"sections to run, of {','.join(SECTIONS)}")
    args = parser.parse_args()
    print(machine_line())
    chosen = args.only.split(",")
    quick = args.quick
    for name in chosen:
        print(f"\n## {name}\n")
        if name == "holes":
            holes(60)
        elif name == "sweep":
            sweep(60, 4 if quick else 6)
        elif name == "puzzles":
            puzzles(60)
        else:
            parser.error(f"unknown section {name!r}: choose from {', '.join(SECTIONS)}")


if __name__ == "__main__":
    main()
