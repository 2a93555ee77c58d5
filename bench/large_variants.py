"""Large variants: ``.venv/bin/python bench/large_variants.py`` (``--quick``: boards up to 1000×1000).

Each row is one whole ``kt-csp solve`` process, as a user runs it (start-up, reasoning, building,
verifying, writing the tour with ``--out`` as npy): its wall time, its peak resident memory per
square, its answer and the target it is measured against. Holes are drawn with a fixed seed:
``random`` ones anywhere on the board, half light and half dark (so the colours allow a tour);
``paired`` ones as neighbouring light-dark pairs. Every tour is verified by the process itself,
at the engine door. Before them, two sweeps in this process: open tours from every dark square
of odd n×n boards, and both ends fixed on 8×8 to 12×12.
"""

from __future__ import annotations

import argparse
import os
import random
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from report import machine_line, table

from kt_csp.core.board import Board, parse_board

KT_CSP = str(Path(sys.executable).with_name("kt-csp"))
LIMIT = 120  # seconds: a row that takes longer is stopped and its target marked not met
# Runs the command from a small process and prints its exit code and peak resident KiB: a child
# forked straight from this (large) process would count this one's pages in its peak.
SPAWN = """
import os, subprocess, sys
child = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL)
_, status, usage = os.wait4(child.pid, 0)
print(os.waitstatus_to_exitcode(status), usage.ru_maxrss)
"""


@dataclass(frozen=True)
class Row:
    """A question, its target in seconds (and words), and whether it is one of the quick ones."""

    words: str
    args: tuple[str, ...]
    target: float
    quick: bool = True


def random_holes(board: str, count: int, seed: int = 1) -> str:
    """``count`` holes anywhere, half light and half dark, none within two squares of an edge."""
    shape = parse_board(board)
    rng = random.Random(seed)
    chosen: dict[int, set[int]] = {0: set(), 1: set()}
    while min(len(chosen[0]), len(chosen[1])) < count // 2:
        square = shape.square(rng.randrange(2, shape.rows - 2), rng.randrange(2, shape.cols - 2))
        if len(chosen[shape.colour(square)]) < count // 2:
            chosen[shape.colour(square)].add(square)
    return ",".join(shape.name(s) for s in sorted(chosen[0] | chosen[1]))


def paired_holes(board: str, count: int, seed: int = 1) -> str:
    """``count`` holes as ``count / 2`` light-dark pairs of side-by-side squares, spread out."""
    shape = parse_board(board)
    rng = random.Random(seed)
    holes: set[int] = set()
    while len(holes) < count:
        row, col = rng.randrange(8, shape.rows - 8), rng.randrange(8, shape.cols - 9)
        pair = {shape.square(row, col), shape.square(row, col + 1)}
        if not any(abs(shape.coords(h)[0] - row) < 12 and abs(shape.coords(h)[1] - col) < 12 for h in holes):
            holes |= pair
    return ",".join(shape.name(s) for s in sorted(holes))


def far_corner(board: str) -> str:
    """The board's top right corner, by name."""
    shape = parse_board(board)
    return shape.name(shape.square(shape.rows - 1, shape.cols - 1))


def middle(board: str) -> str:
    """The middle square of the board's first rank, by name."""
    shape = parse_board(board)
    return shape.name(shape.square(0, shape.cols // 2))


def rows() -> list[Row]:
    """The targets of issues 29 and 50, each as the question that measures it."""
    return [
        Row("ruled out: 10⁸ closed, one hole (colours)", ("10000x10000", "--closed", "--holes", "e5"), 1),
        Row(
            "ruled out: 10⁸ torus closed, one hole", ("10000x10000", "--wrap", "torus", "--closed", "--holes", "e5"), 1
        ),
        Row("ruled out: 10⁸, a1 walled in (dead ends)", ("10000x10000", "--holes", "b3,c2,e5,zz900"), 1),
        Row(
            "ruled out: 10⁸, clues too far apart (reach)",
            ("10000x10000", "--clue", "a1=10", "--clue", "zz9000=1000"),
            1,
        ),
        Row(
            "1000x1000 closed, 100 random holes",
            ("1000x1000", "--closed", "--holes", random_holes("1000x1000", 100)),
            10,
        ),
        Row(
            "1000x1000 closed, 100 paired holes",
            ("1000x1000", "--closed", "--holes", paired_holes("1000x1000", 100)),
            10,
        ),
        Row(
            "10000x10000 closed, 1,000 random holes",
            ("10000x10000", "--closed", "--holes", random_holes("10000x10000", 1000)),
            60,
            quick=False,
        ),
        Row(
            "10000x10000 closed, 1,000 paired holes",
            ("10000x10000", "--closed", "--holes", paired_holes("10000x10000", 1000)),
            60,
            quick=False,
        ),
        Row("both ends: 1000x1000 a1 to b3", ("1000x1000", "--start", "a1", "--end", "b3"), 2),
        Row("both ends: 1000x1000 d3 to a501 (far)", ("1000x1000", "--start", "d3", "--end", "a501"), 2),
        Row("both ends: 10000x10000 a1 to b3", ("10000x10000", "--start", "a1", "--end", "b3"), 60, quick=False),
        Row(
            "both ends: 10000x10000 a1 to nto10000 (far)",
            ("10000x10000", "--start", "a1", "--end", "nto10000"),
            60,
            quick=False,
        ),
        Row("both sides odd: 10001x10001, holes e5,e6", ("10001x10001", "--holes", "e5,e6"), 60, quick=False),
        Row(
            "both sides odd: 10001x10001 e5 to a10001",
            ("10001x10001", "--start", "e5", "--end", "a10001"),
            60,
            quick=False,
        ),
        Row("3x1000000 closed", ("3x1000000", "--closed"), 10),
        Row("6x1000000 closed", ("6x1000000", "--closed"), 10),
        Row("1000x1000 torus closed", ("1000x1000", "--wrap", "torus", "--closed"), 2),
        Row("10000x10000 torus closed", ("10000x10000", "--wrap", "torus", "--closed"), 60, quick=False),
        Row("4x1000000 open", ("4x1000000",), 10),
        Row("3x1000000 closed, a1 to b3", ("3x1000000", "--closed", "--start", "a1", "--end", "b3"), 10),
        Row("3x1000000 closed, holes e2,f2", ("3x1000000", "--closed", "--holes", "e2,f2"), 10),
        Row("4x1000000, holes e1,f1, end abc1", ("4x1000000", "--holes", "e1,f1", "--end", "abc1"), 10),
        Row("odd length: 3x100001 from a1", ("3x100001", "--start", "a1"), 10),
        Row("odd length: 3x1000001 from a1", ("3x1000001", "--start", "a1"), 10),
        Row("odd length: 3x1000001 from its far corner", ("3x1000001", "--start", far_corner("3x1000001")), 10),
        Row("odd length: 3x100001 from the middle of rank 1", ("3x100001", "--start", middle("3x100001")), 10),
        Row("odd length: 5x1000001 from e1", ("5x1000001", "--start", "e1"), 10),
        Row("odd length: 5x1000001 from c3", ("5x1000001", "--start", "c3"), 10),
        Row("1001x1001 torus closed (both sides odd)", ("1001x1001", "--wrap", "torus", "--closed"), 2),
        Row(
            "10001x10001 torus closed (both sides odd)",
            ("10001x10001", "--wrap", "torus", "--closed"),
            60,
            quick=False,
        ),
        Row("20x20, 40 clues from a tour", ("20x20", *clues_from_a_tour("20x20", 40)), 10),
        Row("100x100, 200 clues from a tour", ("100x100", *clues_from_a_tour("100x100", 200)), 30, quick=False),
    ]


def clues_from_a_tour(board: str, count: int, seed: int = 1) -> list[str]:
    """``--clue`` options for ``count`` squares of a closed tour the construct engine builds."""
    from kt_csp import Instance, solve

    shape = parse_board(board)
    tour = solve(Instance(shape, closed=True), "construct").tour
    assert tour is not None
    picked = sorted(random.Random(seed).sample(range(shape.size), count))
    return [arg for move in picked for arg in ("--clue", f"{shape.name(int(tour[move]))}={move}")]


def measure(row: Row) -> tuple[str, float, float]:
    """Run the row's question in a process of its own: its answer, wall seconds and peak bytes
    per square."""
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "tour.npy")
        command = [KT_CSP, "solve", *row.args, "--out", out, "--format", "npy", "--time-limit", str(LIMIT)]
        started = time.perf_counter()
        done = subprocess.run([sys.executable, "-c", SPAWN, *command], capture_output=True, text=True, check=False)
        seconds = time.perf_counter() - started
        said = done.stderr
    code, peak = (int(word) for word in done.stdout.split())
    answer = {0: "found", 1: "none", 3: "unknown"}.get(code, f"exit {code}")
    how = next((line[2:] for line in said.splitlines() if line.startswith("# auto chose")), "")
    engine = how.split(":")[0].removeprefix("auto chose ") if how else "theory" if code == 1 else ""
    squares = Board(*map(int, row.args[0].split("x"))).size
    return f"{answer} ({engine[:40]})" if engine else answer, seconds, peak * 1024 / squares


def odd_starts(sizes: range) -> list[list[str]]:
    """Open tours from every dark square (the colour an odd board's tour starts on) of each odd
    n×n: how many were found, how many by construction (no search) and how long it took."""
    from kt_csp import Instance, Status, solve

    lines = []
    for n in sizes:
        board = Board(n, n)
        starts = [s for s in range(board.size) if board.colour(s) == 0]
        began = time.perf_counter()
        answers = [solve(Instance(board, start=s)) for s in starts]
        found = sum(a.status is Status.FOUND and a.verified for a in answers)
        built = sum(a.engine == "construct" for a in answers)
        flipped = sum("flipping" in a.note for a in answers)
        seconds = time.perf_counter() - began
        lines.append([f"{n}x{n}", f"{len(starts):,}", f"{found:,}", f"{built:,}", f"{flipped:,}", f"{seconds:.1f}"])
    return lines


def both_ends(sizes: range) -> list[list[str]]:
    """Open tours between every start and end square the colours allow, on each n×n."""
    from kt_csp import Instance, Limits, Status, solve
    from kt_csp.reasoning.obstacles import obstacle

    lines = []
    for n in sizes:
        board = Board(n, n)
        asked = [
            question
            for start in range(board.size)
            for end in range(board.size)
            if start != end and obstacle(question := Instance(board, start=start, end=end)) is None
        ]
        began = time.perf_counter()
        answers = [solve(question, limits=Limits(time_limit=60)) for question in asked]
        found = sum(a.status is Status.FOUND and a.verified for a in answers)
        engines = sorted({a.engine for a in answers})
        lines.append(
            [f"{n}x{n}", f"{len(asked):,}", f"{found:,}", ", ".join(engines), f"{time.perf_counter() - began:.1f}"]
        )
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="boards up to 1000x1000 only")
    parser.add_argument("--only", help="only the whole-process rows whose words hold this text")
    parser.add_argument("--ends", action="store_true", help="only the sweep of both ends fixed")
    arguments = parser.parse_args()
    quick = arguments.quick
    print(machine_line())
    if arguments.ends:
        print(table(["board", "pairs", "found", "by", "seconds"], both_ends(range(8, 13)), align="lrrlr"))
        return
    if arguments.only is not None:  # ("" takes every row)
        lines = [_row_line(row) for row in rows() if arguments.only in row.words]
        print(table(HEADERS, lines, align="llrrlr"))
        return
    print("\nOpen tours from every dark square of odd n×n (above 1,000 squares auto builds, below it searches):\n")
    sizes = range(5, 102, 16) if quick else range(5, 102, 2)
    print(table(["board", "starts", "found", "built", "flipped", "seconds"], odd_starts(sizes), align="lrrrrr"))
    print("\nBoth ends fixed, every pair the colours allow:\n")
    print(table(["board", "pairs", "found", "by", "seconds"], both_ends(range(8, 13)), align="lrrlr"))
    print("\nWhole processes:\n")
    lines = []
    for row in rows():
        if quick and not row.quick:
            continue
        lines.append(_row_line(row))
    print(table(HEADERS, lines, align="llrrlr"))


HEADERS = ["question", "answer (by)", "seconds", "target", "", "peak bytes/square"]


def _row_line(row: Row) -> list[str]:
    """A whole-process row measured, as a table's line (said on stderr as it comes)."""
    answer, seconds, per_square = measure(row)
    met = "met" if answer.startswith(("found", "none")) and seconds <= row.target else "**not met**"
    line = [row.words, answer, f"{seconds:.1f}", f"≤ {row.target:g}", met, f"{per_square:.1f}"]
    print(" | ".join(line), file=sys.stderr, flush=True)
    return line


if __name__ == "__main__":
    main()
