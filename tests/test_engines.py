"""The engines' shared contract, held by every search engine through one fixture.

Each engine must find a tour that the verifier accepts wherever the theorems say one exists,
prove ``none`` where they rule one out, count the published numbers, stop with ``unknown`` and
the stop's name when a limit is reached, and refuse another engine's options. What only one
engine does (its model, its encodings, its move orders) is tested in its own file.
"""

from __future__ import annotations

import pytest
from published import OPEN_TOURS_5X5, closed_tour_exists, open_tour_exists

from kt_csp import Board, Instance, KtError, Limits, Result, Status, Stop, count, parse_board, solve
from kt_csp.core.choices import AutoOptions
from kt_csp.core.verifier import verify

SEARCH = ["backtrack", "cpsat", "sat"]


@pytest.fixture(params=SEARCH)
def engine(request: pytest.FixtureRequest) -> str:
    return str(request.param)


def answer(engine: str, instance: Instance, limits: Limits = Limits()) -> Result:
    """The engine's answer, its tour judged by the verifier."""
    result = solve(instance, engine, limits, theory=False)
    if result.status is Status.FOUND:
        assert result.tour is not None and verify(instance, result.tour).valid
    return result


@pytest.mark.parametrize("rows, cols", [(m, n) for m in range(1, 6) for n in range(m, 9)])
def test_existence_on_every_small_board_matches_the_theorems(engine: str, rows: int, cols: int) -> None:
    board = Board(rows, cols)
    assert (answer(engine, Instance(board)).status is Status.FOUND) == open_tour_exists(rows, cols)
    assert (answer(engine, Instance(board, closed=True)).status is Status.FOUND) == closed_tour_exists(rows, cols)


@pytest.mark.parametrize(
    "size, closed",
    [
        ("3x3", False),
        ("4x4", False),
        ("5x5", True),
        ("4x6", True),
        ("3x6", True),
        ("2x8", False),
        ("1x5", False),
        ("1x1", True),
    ],
)
def test_none_is_proved_with_a_reason_where_the_theorems_rule_the_board_out(
    engine: str, size: str, closed: bool
) -> None:
    result = answer(engine, Instance(parse_board(size), closed=closed))
    assert result.status is Status.NONE and result.reason and result.stop is None


def test_the_published_5x5_counts_by_start_square(engine: str) -> None:
    board = parse_board("5x5")
    for name, expected in (("a1", OPEN_TOURS_5X5[-1][0]), ("c3", OPEN_TOURS_5X5[2][2]), ("b1", 0)):
        counted = count(Instance(board, start=board.parse_square(name)), engine)
        assert counted.complete and counted.total == expected


def test_a_node_limit_stops_with_unknown_and_says_so(engine: str) -> None:
    result = answer(engine, Instance(parse_board("20x20"), closed=True), Limits(node_limit=1))
    assert result.status is Status.UNKNOWN and result.stop is Stop.NODES and "node limit of 1" in result.reason


def test_a_time_limit_stops_with_unknown_and_says_so(engine: str) -> None:
    result = answer(engine, Instance(parse_board("60x60"), closed=True), Limits(time_limit=0.3))
    assert result.status is Status.UNKNOWN and result.stop is Stop.TIME and "time limit of 0.3 s" in result.reason


def test_another_engines_options_are_refused(engine: str) -> None:
    with pytest.raises(KtError, match=f"the {engine} engine takes"):
        solve(Instance(parse_board("5x5")), engine, Limits(), AutoOptions())
