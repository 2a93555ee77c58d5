"""Colour parity never rules out an instance that has a tour."""

from __future__ import annotations

from hypothesis import given, settings
from reference import count_tours
from test_backtrack import small_instances

from kt_csp import BacktrackOptions, Instance, Status, parse_board, solve
from kt_csp.reasoning.parity import colour_obstruction


@settings(max_examples=150, deadline=None)
@given(small_instances(max_squares=16))
def test_an_obstruction_means_exhaustive_search_finds_nothing(instance: Instance) -> None:
    if colour_obstruction(instance):
        assert count_tours(instance.board, instance.start, instance.end, instance.closed) == 0


def test_same_coloured_ends_on_8x8_are_refused_at_once() -> None:
    board = parse_board("8x8")
    instance = Instance(board, start=board.parse_square("a1"), end=board.parse_square("h8"))
    result = solve(instance, "backtrack", options=BacktrackOptions(forward_check=False), theory=False)
    assert result.status is Status.NONE and result.stats.nodes == 0
    assert "a1 and h8 are the same colour" in result.reason


def test_the_camel_never_changes_colour() -> None:
    assert "never changes colour" in colour_obstruction(Instance(parse_board("8x8", (1, 3))))
