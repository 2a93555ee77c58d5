"""Knuth's estimate of the backtracker's walk is of the walk's order of magnitude."""

from __future__ import annotations

import pytest

import kt_csp
from kt_csp.engines.auto.engine import count_route
from kt_csp.engines.backtrack.counter import start_classes
from kt_csp.engines.backtrack.treesize import estimate_walk
from kt_csp.reasoning.parity import allowed_starts


@pytest.mark.parametrize(
    "board, closed",
    [("5x5", False), ("5x6", False), ("6x6", True), ("4x7", False), pytest.param("6x6", False, marks=pytest.mark.slow)],
)  # a 3 s walk
def test_the_estimate_is_within_a_factor_of_three_of_the_walk(board: str, closed: bool) -> None:
    question = kt_csp.question(board, closed=closed).as_counted()
    walked = kt_csp.count(question, "backtrack", theory=False)
    starts = list(allowed_starts(question, start_classes(question)))
    estimated = estimate_walk(question, starts)
    assert walked.complete and walked.stats.nodes / 3 <= estimated.nodes <= walked.stats.nodes * 3


def test_auto_says_how_long_a_walk_it_did_not_choose_would_take() -> None:
    route = count_route(kt_csp.question("8x8", closed=True))
    assert route.engine == "frontier" and route.walk is not None and route.walk.seconds > 3600 * 24 * 365
    assert "years to walk about" in route.note and "(Knuth's estimate)" in route.note
    assert count_route(kt_csp.question("5x5")).walk is None  # too small to be worth estimating


def test_an_estimate_that_rounds_up_to_ten_is_said_in_the_next_power() -> None:
    from kt_csp.core.words import scientific

    assert [scientific(n) for n in (9.64e6, 1.2e7, 7.4e11, 999_999)] == ["1e7", "1e7", "7e11", "999,999"]
