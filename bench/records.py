"""Records on the famous questions (issue 31): ``.venv/bin/python bench/records.py`` (about four
hours: swept and semi take up to an hour each; ``--quick`` for a few, with short limits and small
boards; ``--only longest,closed,...`` for some sections).

Sections, each a table:

``longest``  the longest uncrossed path on n×n by CP-SAT against OEIS A003192.
``closed``   the longest uncrossed closed path on n×n by CP-SAT against OEIS A157416.
``swept``    both, proved by the frontier sweep (`kt_csp.engines.frontier.longest`): open to 8x8
             (7x7's target: 10 minutes; 8x8's: an hour), closed to 8x8, and the 6-wide rectangles
             of A003192's example; peak states and the process's peak memory so far.
``magic``    a semi-magic 8x8 tour, fully magic 8x8 (none exist: never a tour), 12x12 and 16x16.
``semi``     distinct semi-magic 8x8 tours (up to turns, reflections and reading backwards) found
             one class at a time in an hour (`kt_csp.engines.cpsat.classes.one_of_each`, two workers),
             against the 140 of the exhaustive search (Stertenbrink et al., 2003).
``fewest``   the fewest crossings and the fewest turns of open and closed tours of n×n,
             n = 5…10: the count found, the bound proved, optimal or not.
``graded``   ``puzzle make 8x8 --difficulty easy|medium|hard``, seeds 0–4: clues, grade and time
             (the whole making: the random tour, then the removals), each solved by its steps.

Times are the engine's own (in this process, start-up not included), CP-SAT on one worker (its
default); every tour is verified, and its count is the verifier's.
"""

from __future__ import annotations

import argparse
import time

from report import checked, machine_line, table

import kt_csp
from kt_csp import Limits, Status
from kt_csp.core.verifier import verify

A003192 = {3: 2, 4: 5, 5: 10, 6: 17, 7: 24, 8: 35, 9: 47}  # OEIS A003192 (Yarbrough 1969; a(9): Knuth 2010)
A157416 = {4: 4, 5: 8, 6: 12, 7: 24, 8: 32, 9: 42, 10: 54}  # (closed; none on n <= 3)


def _or_dash(value: int | None) -> str:
    return "—" if value is None else f"{value}"


def longest(limit: float, most: int, closed: bool = False) -> None:
    rows, published = [], A157416 if closed else A003192
    for n in range(4 if closed else 3, most + 1):
        result = kt_csp.solve(
            f"{n}x{n}", "cpsat", Limits(time_limit=limit), uncrossed=True, longest=True, closed=closed
        )
        rows.append(
            [
                f"{n}x{n}",
                f"{published[n]}",
                f"{result.moves if result.tour is not None else '—'}",
                f"{result.bound if result.bound is not None else '—'}",
                result.word,
                checked(result),
                f"{result.stats.wall_time:.1f}",
            ]
        )
    headers = ["board", "A157416" if closed else "A003192", "moves found", "bound proved", "status", "verified"]
    print(table([*headers, "time (s)"], rows, align="lrrrllr"))


def swept(limit: float, quick: bool) -> None:
    import resource

    from kt_csp.errors import MemoryLimitError

    rows, refusals = [], []
    boards = [(f"{n}x{n}", False, A003192[n]) for n in range(3, 7 if quick else 8)]
    boards += [(f"{n}x{n}", True, A157416[n]) for n in range(4, 7 if quick else 9)]
    boards += [] if quick else [(f"6x{n}", False, moves) for n, moves in ((7, 21), (8, 25), (9, 29))]
    boards += [] if quick else [("8x8", False, A003192[8])]  # (last: half an hour and 16 GB)
    for size, closed, published in boards:
        started = time.perf_counter()
        try:
            result = kt_csp.solve(
                size, "frontier", Limits(time_limit=limit), uncrossed=True, longest=True, closed=closed
            )
        except MemoryLimitError as refused:
            seconds = f"{time.perf_counter() - started:.1f}"
            rows.append([size, "closed" if closed else "open", f"{published}", "—", "refused", "—", "—", "—", seconds])
            refusals.append(f"{size}: {refused}")
            continue
        assert result.tour is None or result.moves == published, f"{size}: {result.moves} moves, published {published}"
        peak_mib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        rows.append(
            [
                size,
                "closed" if closed else "open",
                f"{published}",
                _or_dash(result.moves if result.tour is not None else None),
                result.word,
                checked(result),
                f"{result.stats.nodes:,}",
                f"{peak_mib:,.0f}",
                f"{time.perf_counter() - started:.1f}",
            ]
        )
    headers = ["board", "path", "published", "moves", "status", "verified", "peak states", "peak MiB", "time (s)"]
    print(table(headers, rows, align="llrrllrrr"))
    for refusal in refusals:
        print(f"\n{refusal}")


def magic(limit: float) -> None:
    rows = []
    for size, kind in (("8x8", "semi"), ("8x8", "full"), ("12x12", "full"), ("16x16", "full")):
        result = kt_csp.solve(size, "cpsat", Limits(time_limit=limit), magic=kind)
        assert not (size == "8x8" and kind == "full" and result.tour is not None), "a fully magic 8x8 tour: none exists"
        rows.append(
            [
                f"{size} --magic {kind}",
                result.status.value,
                checked(result),
                f"{result.stats.wall_time:.1f}",
                result.reason,
            ]
        )
    print(table(["question", "status", "verified", "time (s)", "reason"], rows, align="lllrl"))


def semi(limit: float) -> None:
    from kt_csp.core.choices import CpsatOptions
    from kt_csp.engines.cpsat.classes import one_of_each

    started, times = time.perf_counter(), []
    classes = one_of_each(
        kt_csp.question("8x8", magic="semi"),
        Limits(time_limit=limit),
        CpsatOptions(workers=2),
        found=lambda tour: times.append(time.perf_counter() - started),
    )
    marks = sorted({1, 5, 10, 20, 50, 100, 140, len(times)} & set(range(1, len(times) + 1)))
    rows = [[f"{k}", f"{times[k - 1]:.0f}"] for k in marks] or [["0", "—"]]
    print(table(["classes found", "after (s)"], rows, align="rr"))
    said = "all of them: CP-SAT proved no other" if classes.complete else f"stopped by {classes.stop.value}"
    print(f"\n{len(classes.tours)} of the 140 distinct semi-magic 8x8 tours in {limit:.0f} s ({said}); each verified")


def fewest(limit: float, most: int) -> None:
    rows = []
    for n in range(5, most + 1):
        for closed in (False, True):
            for goal in ("crossings", "turns"):
                kind = "closed" if closed else "open"
                if closed and n % 2:
                    rows.append([f"{n}x{n}", kind, goal, "—", "—", "none (odd squares)", "—", "—"])
                    continue
                result = kt_csp.solve(f"{n}x{n}", "cpsat", Limits(time_limit=limit), closed=closed, minimize=goal)
                word = result.word.value if result.status is not Status.UNKNOWN else "unknown"
                rows.append(
                    [
                        f"{n}x{n}",
                        kind,
                        goal,
                        _or_dash(result.measure),
                        _or_dash(result.bound),
                        word,
                        checked(result),
                        f"{result.stats.wall_time:.1f}",
                    ]
                )
                print(" | ".join(rows[-1]), flush=True)  # (a long section: each row as it comes)
    headers = ["board", "tour", "fewest", "found", "bound proved", "status", "verified", "time (s)"]
    print(table(headers, rows, align="lllrrllr"))


def graded(seeds: int) -> None:
    from kt_csp.game.puzzles import make
    from kt_csp.reasoning.deduction import HARDEST, deduce

    rows = []
    for difficulty in ("easy", "medium", "hard"):
        for seed in range(seeds):
            started = time.perf_counter()
            puzzle = make(kt_csp.question("8x8"), seed=seed, difficulty=difficulty)
            seconds = time.perf_counter() - started
            solved = deduce(puzzle.instance, HARDEST[difficulty]).tour
            assert solved is not None and verify(puzzle.instance, solved).valid, (
                "a graded puzzle not solved by its steps"
            )
            rows.append([difficulty, f"{seed}", f"{puzzle.clues}", f"{puzzle.grade}", f"{seconds:.2f}"])
    print(table(["--difficulty", "seed", "clues", "grade", "time (s)"], rows, align="lrrlr"))


SECTIONS = ("longest", "closed", "swept", "magic", "semi", "fewest", "graded")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="short limits and small boards: a few minutes")
    parser.add_argument("--only", default=",".join(SECTIONS), help=f"sections to run, of {','.join(SECTIONS)}")
    parser.add_argument("--limit", type=float, help="seconds a board (default 300, or 20 with --quick; fewest: 60)")
    args = parser.parse_args()
    print(machine_line())
    quick = args.quick
    limit = args.limit or (20 if quick else 300)
    for name in args.only.split(","):
        print(f"\n## {name}\n")
        if name == "longest":
            longest(limit, 6 if quick else 8)
        elif name == "closed":
            longest(limit, 6 if quick else 8, closed=True)
        elif name == "swept":
            swept(args.limit or (60 if quick else 3600), quick)
        elif name == "magic":
            magic(limit)
        elif name == "semi":
            semi(args.limit or (60 if quick else 3600))
        elif name == "graded":
            graded(2 if quick else 5)
        elif name == "fewest":
            fewest(args.limit or (10 if quick else 60), 6 if quick else 10)
        else:
            parser.error(f"unknown section {name!r}: choose from {', '.join(SECTIONS)}")


if __name__ == "__main__":
    main()
