"""Narrow boards of any length: a short tour with a repeating stretch, found by CP-SAT and pumped.
Every tour is judged by the verifier at the engine door; where tours exist is checked against the
published theorems (closed 3×n for even n ≥ 10, Schwenk 1991; open 3×n for n ≥ 7 and 4×n for
n ≥ 5, Cull & De Curtins 1978)."""

from __future__ import annotations

import hypothesis.strategies as st
import pytest
from hypothesis import given, settings
from published import closed_tour_exists, open_tour_exists

from kt_csp import Instance, Status, solve
from kt_csp.core.board import Board
from kt_csp.engines.construct.narrow import LEFT, PERIOD, _state, short_tour


@pytest.mark.slow  # (7 s)
@settings(max_examples=40, deadline=None)
@given(st.sampled_from([3, 4]), st.integers(5, 400), st.booleans(), st.booleans())
def test_every_narrow_board_with_a_tour_gets_one_built(wide: int, long: int, closed: bool, tall: bool) -> None:
    rows, cols = (long, wide) if tall else (wide, long)
    exists = (closed_tour_exists if closed else open_tour_exists)(rows, cols)
    result = solve(Instance(Board(rows, cols), closed=closed), "construct", theory=False)
    if exists:
        assert result.status is Status.FOUND and result.verified, result.reason
    else:
        assert result.status is Status.UNKNOWN


@pytest.mark.parametrize("board, closed", [("3x1000000", True), ("1000000x4", False)])
def test_a_million_files_long(board: str, closed: bool) -> None:
    result = solve(board, "construct", closed=closed)
    assert result.status is Status.FOUND and result.verified and "pumped to 1,000,000" in result.note


@pytest.mark.parametrize("rows, cols, closed", [(3, 36, True), (3, 35, False), (4, 38, False)])
def test_the_stretch_keeps_the_state_at_its_two_cuts(rows: int, cols: int, closed: bool) -> None:
    """What makes pumping sound: the moves across the cut before the stretch and the cut after
    it, and how they are joined on the left, are the same."""
    board = Board(rows, cols)
    moves = short_tour(rows, cols, closed)
    assert moves is not None
    listed = [list(m) for m in moves]
    assert _state(board, listed, LEFT) == _state(board, listed, LEFT + PERIOD)
    for square in range(board.size):  # and the stretch's moves repeat
        col = board.coords(square)[1]
        if LEFT <= col < LEFT + PERIOD:
            assert sorted(map(tuple, (moves[square][:2], moves[square][2:]))) == sorted(
                map(tuple, (moves[square + PERIOD][:2], moves[square + PERIOD][2:]))
            )
