"""Witnesses of reasoning's none (issue 49): ``.venv/bin/python bench/witnesses.py`` (``make
bench-witnesses``).

For each argument of reasoning, questions it rules out from a few squares up to 10⁸ squares
(10000x10000 with holes, 4x25000000, 2x50000000): the answer (theory's, `kt_csp.solve`), the
witness made and written (`kt_csp.certify`), and the file read back and checked alone by the
witness checker (`kt_csp.check_certificate`). Target: written and checked within 2 s each
(make + check), at any size. Every certificate must check: one that does not stops the bench.
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

from report import machine_line, table

from kt_csp import Board, Instance, Status, certify, check_certificate, parse_board, solve
from kt_csp.core.instance import Magic

TARGET_SECONDS = 2.0


def cut_pair(size: int, row: int, col: int, closed: bool = False) -> Instance:
    """Two squares a jump apart, every other square a jump from either a hole: a part of two."""
    board = Board(size, size)
    pair = {board.square(row, col), board.square(row + 1, col + 2)}
    holes = {t for s in pair for t in board.neighbours_of(s)} - pair
    return Instance(Board(size, size, holes=frozenset(holes)), closed=closed)


def asked(board: str, holes: str = "", **keywords: object) -> Instance:
    shape = parse_board(board)
    return Instance(shape.with_holes(holes) if holes else shape, **keywords)  # type: ignore[arg-type]


def questions() -> list[Instance]:
    """The questions measured, small to 10⁸ squares, every argument at least once."""
    big = parse_board("10000x10000")
    return [
        asked("8x8", "e5", closed=True),
        asked("10000x10000", "e5", closed=True),
        asked("9999x9999", start=1),
        asked("10000x10000", start=0, end=big.square(9999, 9999)),
        asked("4x4"),
        asked("2x50000000"),
        asked("4x25000000", closed=True),
        Instance(parse_board("10002x10002"), magic=Magic.SEMI),
        Instance(parse_board("9999x9999"), magic=Magic.SEMI),
        asked("4x25000000", "e2,e3"),
        asked("8x8", "b3,g3,b6"),
        asked("10000x10000", "b3,c2,e5,zz900"),
        cut_pair(10_000, 5000, 5000, closed=True),
        cut_pair(12, 4, 4),
        cut_pair(1000, 500, 500),
        cut_pair(10_000, 5000, 5000),
        asked("8x8", clues=((0, 0), (63, 2))),
        asked("1000x1000", clues=((0, 0), (999_999, 100))),
        asked("10000x10000", clues=((10, 10), (big.square(8999, 727), 1000))),
    ]


def measure(instance: Instance, folder: Path) -> list[object]:
    """One row: the board, the argument, the witness's bytes, and the seconds to answer, to make
    and write the witness, and to read and check it."""
    began = time.perf_counter()
    result = solve(instance)
    answered = time.perf_counter() - began
    assert result.engine == "theory" and result.status is Status.NONE, instance.describe()
    path = folder / "proof.json"
    began = time.perf_counter()
    certificate = certify(result, path)
    made = time.perf_counter() - began
    began = time.perf_counter()
    checked = check_certificate(path)
    checking = time.perf_counter() - began
    assert certificate is not None and checked.valid, (instance.describe(), checked.fault)
    return [
        instance.describe()[:60],
        f"{certificate.body['argument']} ({certificate.body['rule']})",
        f"{path.stat().st_size:,}",
        f"{answered:.3f}",
        f"{made:.3f}",
        f"{checking:.3f}",
        "yes" if made + checking <= TARGET_SECONDS else "NO",
    ]


def main() -> None:
    print(machine_line())
    with tempfile.TemporaryDirectory() as folder:
        rows = [measure(instance, Path(folder)) for instance in questions()]
    headers = ["question", "argument (rule)", "witness bytes", "answer s", "make s", "check s", "≤ 2 s"]
    print(table(headers, rows, align="llrrrrl"))
    missed = sum(row[-1] == "NO" for row in rows)
    print(f"target: every witness written and checked within {TARGET_SECONDS:g} s: {len(rows) - missed} of {len(rows)}")


if __name__ == "__main__":
    main()
