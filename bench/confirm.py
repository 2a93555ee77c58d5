"""Counts confirmed by ganak, an exact model counter: ``.venv/bin/python bench/confirm.py``.

1. The targets of issue 49: each count beside its published value (OEIS A165134 for open n×n
   tours over every start, A001230 for closed 2n×2n, A070030 for closed 3×2n; open 5×6 from a
   corner has no published value and stands beside the backtracker's count), kt-csp's own count,
   ganak's on the complete CNF projected onto its arcs (`kt_csp.certificates.model_count.confirm`),
   and the seconds ganak took (the CNF written, the child Python started, the count).
2. How far ganak reaches within the time limit (600 s: 10 minutes a board): each series of
   boards in growing size until the first one ganak does not finish.

Every count is in ``kt-csp count``'s units (directed tours; closed through a fixed square) and
must equal kt-csp's own: a difference stops the bench. ``--quick`` runs the small rows with a 30 s
limit (a smoke test). One core: ganak counts in one thread.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence
from dataclasses import dataclass

from report import machine_line, table

from kt_csp import Board, Instance, Limits, count
from kt_csp.certificates.model_count import Confirmation, confirm, counter_name

TIME_LIMIT = 600.0
QUICK_LIMIT = 30.0


@dataclass(frozen=True)
class Target:
    """A question, its published count in ``count``'s units (None: none published), and where from."""

    name: str
    instance: Instance
    published: int | None
    source: str


TARGETS = (
    Target("open 3x4", Instance(Board(3, 4)), None, "—"),
    Target("closed 3x10", Instance(Board(3, 10), closed=True), 2 * 16, "A070030: 16 undirected"),
    Target("open 5x5 from a1", Instance(Board(5, 5), start=0), 304, "5x5 by start (tests/published.py)"),
    Target("open 5x5", Instance(Board(5, 5)), 1_728, "A165134"),
    Target("open 5x6 from a1", Instance(Board(5, 6), start=0), None, "— (kt-csp count)"),
    Target("closed 6x6", Instance(Board(6, 6), closed=True), 2 * 9_862, "A001230: 9,862 undirected"),
)
QUICK_TARGETS = 3  # the first rows: seconds each

SERIES = {  # (each within the counter's bound, MOST_SQUARES)
    "closed 3xn": [Instance(Board(3, n), closed=True) for n in (10, 12, 14, 16)],
    "open from a1": [Instance(Board(r, c), start=0) for r, c in ((4, 5), (5, 5), (5, 6), (6, 6), (6, 7))],
    "closed": [Instance(Board(r, c), closed=True) for r, c in ((5, 6), (6, 6), (5, 8), (6, 8))],
}


_CONFIRMED: dict[str, Confirmation] = {}  # each question counted once, in either section


def confirmed_by_ganak(instance: Instance, limit: float) -> Confirmation:
    tag = instance.tag()
    if tag not in _CONFIRMED:
        _CONFIRMED[tag] = confirm(instance, Limits(time_limit=limit))
    return _CONFIRMED[tag]


def seconds_cell(seconds: float, finished: bool, limit: float) -> str:
    return f"{seconds:.1f}" if finished else f"not finished ({limit:g} s)"


def targets(limit: float, rows: Sequence[Target]) -> list[list[str]]:
    out = []
    for target in rows:
        own = count(target.instance, workers=1)
        assert own.complete and (target.published is None or own.total == target.published), target.name
        confirmed = confirmed_by_ganak(target.instance, limit)
        assert confirmed.count in (None, own.total), f"{target.name}: ganak {confirmed.count}, kt-csp {own.total}"
        out.append(
            [
                target.name,
                "—" if target.published is None else f"{target.published:,}",
                target.source,
                f"{own.total:,}",
                "—" if confirmed.count is None else f"{confirmed.count:,}",
                seconds_cell(confirmed.seconds, confirmed.count is not None, limit),
            ]
        )
        print(" | ".join(out[-1]), flush=True)
    return out


def reach(limit: float) -> list[list[str]]:
    out = []
    for series, instances in SERIES.items():
        for instance in instances:
            started = time.perf_counter()
            confirmed = confirmed_by_ganak(instance, limit)
            own = count(instance, workers=1, limits=Limits(time_limit=limit)) if confirmed.count is not None else None
            if own is not None and own.complete:
                assert confirmed.count == own.total, f"{instance.tag()}: ganak {confirmed.count}, kt-csp {own.total}"
            out.append(
                [
                    series,
                    str(instance.board),
                    "—" if confirmed.count is None else f"{confirmed.count:,}",
                    seconds_cell(confirmed.seconds, confirmed.count is not None, limit),
                ]
            )
            print(" | ".join(out[-1]), f"({time.perf_counter() - started:.0f} s with kt-csp's count)", flush=True)
            if confirmed.count is None:
                break
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="the small targets only, 30 s each")
    parser.add_argument("--time-limit", type=float, default=None, help="seconds a board [600; --quick 30]")
    parser.add_argument("--targets-only", action="store_true", help="leave out the reach (section 2)")
    args = parser.parse_args()
    limit = args.time_limit or (QUICK_LIMIT if args.quick else TIME_LIMIT)
    print(machine_line())
    print(f"Counter: {counter_name()}, time limit {limit:g} s a board\n")
    rows = targets(limit, TARGETS[:QUICK_TARGETS] if args.quick else TARGETS)
    print()
    print(table(["question", "published", "source", "kt-csp count", "ganak", "ganak s"], rows))
    if not (args.quick or args.targets_only):
        print()
        print(table(["series", "board", "ganak", "ganak s"], reach(limit)))


if __name__ == "__main__":
    main()
