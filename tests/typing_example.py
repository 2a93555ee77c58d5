"""A user's program, checked by ``mypy --strict`` in the test run (pyproject's [tool.mypy] files):
the package's public names carry their types, though they are imported lazily at run time."""

from __future__ import annotations

import kt_csp
from kt_csp import BacktrackOptions, Limits, Result, Status, Stop, Tour, Verdict


def first_squares(board: str) -> list[str]:
    result: Result = kt_csp.solve(board, "backtrack", Limits(time_limit=5), BacktrackOptions(), start="a1")
    tour: Tour | None = result.tour
    if result.status is not Status.FOUND or tour is None:
        return []
    verdict: Verdict = kt_csp.verify(tour, board, start=0)
    assert verdict.valid and result.stop is not Stop.TIME
    return tour.names(result.instance.board)[:3]


total: int = kt_csp.count("5x5").total
