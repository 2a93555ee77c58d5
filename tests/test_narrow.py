"""Narrow boards of any length: a short tour with a repeating stretch, found by CP-SAT and pumped.
Every tour is judged by the verifier at the engine door; where tours exist is checked against the
published theorems (closed 3×n for even n ≥ 10, Schwenk 1991; open 3×n for n ≥ 7 and 4×n for
n ≥ 5, Cull & De Curtins 1978)."""

from __future__ import annotations

import hypothesis.strategies as st
import pytest
from hypothesis import given, settings
from published import closed_tour_exists, open_tour_exists

from kt_csp import Instance, Result, Status, solve
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


@pytest.mark.slow  # (10 s in make check; test_construct's auto cases keep one in the fast tier)
@settings(max_examples=8, deadline=None)
@given(st.sampled_from([3, 4]), st.integers(33, 2_000), st.booleans(), st.data())
def test_an_open_tour_from_an_end_near_a_short_side_is_pumped_from_there(
    wide: int, long: int, tall: bool, data: st.DataObject
) -> None:
    """An open tour asked to start (or end) within `LEFT` files of either short side is pumped
    from a short tour that starts there: the end is the one asked, with nothing walked (issue 50:
    3x100001 from a1 walked its end 25,000 times)."""
    from kt_csp.engines.construct.narrow import anchorable

    board = Board(long, wide) if tall else Board(wide, long)
    along = data.draw(st.sampled_from([*range(LEFT), *range(long - LEFT, long)]))
    across = data.draw(st.integers(0, wide - 1))
    square = board.square(along, across) if tall else board.square(across, along)
    end = data.draw(st.booleans())
    asked = Instance(board, end=square) if end else Instance(board, start=square)
    result = solve(asked, "construct")
    if not anchorable(board, square):  # (a colour, or 4 wide a middle row, no open tour ends on)
        assert result.status is Status.NONE and result.engine == "theory"
        return
    assert result.status is Status.FOUND and result.verified, result.reason
    assert result.tour[-1 if end else 0] == square
    assert "walked" not in result.note  # (built from the end asked, or cut from a closed tour beside it)


@pytest.mark.parametrize(
    "size, search", [("3x32", True), ("3x33", False), ("4x11", True), ("4x12", False), ("40x4", False)]
)
def test_auto_builds_narrow_boards_from_where_search_is_weak(size: str, search: bool) -> None:
    from kt_csp.engines.auto.engine import NARROW_FROM

    result = solve(size, start="a1")
    assert result.status is Status.FOUND and result.verified
    assert (result.engine != "construct") is search
    if not search:
        wide, long = sorted(int(side) for side in size.split("x"))
        assert f"a board {wide} wide and {long} long (search's weak side from {NARROW_FROM[wide]} long)" in result.note


def _from_anywhere(board: Board, square: int, end: bool) -> tuple[bool, Result]:
    """Whether the colours allow an open tour of a board 3 wide to start (or end) on ``square``,
    and the construct engine's answer asked for one."""
    from kt_csp.engines.construct.narrow import anchorable

    asked = Instance(board, end=square) if end else Instance(board, start=square)
    return anchorable(board, square), solve(asked, "construct")


@pytest.mark.parametrize("size, square", [("3x99", "ax2"), ("3x101", "am1"), ("67x3", "a21")])
def test_a_board_3_wide_is_pumped_from_a_start_in_its_middle(size: str, square: str) -> None:
    """Issue 50, item 7: a start in the middle of a board 3 wide (files 49, 38 and 20 here: two
    stretches, one on each side of it; one just after it) stays where it is asked, with nothing
    walked (3x100001 from its middle walked its start 12,500 times, 18.9 s)."""
    board = Board(*map(int, size.split("x")))
    allowed, result = _from_anywhere(board, board.parse_square(square), end=False)
    assert allowed and result.status is Status.FOUND and result.verified, result.reason
    assert result.tour[0] == board.parse_square(square) and "walked" not in result.note


@pytest.mark.slow  # (about 10 s)
@settings(max_examples=10, deadline=None)
@given(st.integers(33, 3_000), st.booleans(), st.booleans(), st.data())  # (shorter: search's, NARROW_FROM)
def test_an_open_tour_of_a_board_3_wide_starts_or_ends_on_any_square_the_colours_allow(
    long: int, tall: bool, end: bool, data: st.DataObject
) -> None:
    board = Board(long, 3) if tall else Board(3, long)
    square = data.draw(st.integers(0, board.size - 1))
    allowed, result = _from_anywhere(board, square, end)
    if not allowed:  # (a colour no open tour of an odd board ends on)
        assert result.status is Status.NONE and result.engine == "theory"
        return
    assert result.status is Status.FOUND and result.verified, result.reason
    assert result.tour[-1 if end else 0] == square and "walked" not in result.note


def test_auto_hands_a_narrow_board_s_start_to_cpsat_where_the_backtracker_wanders() -> None:
    """Below the length construct builds from, a start on a board 3 wide is a weak side of the
    backtracker's: 3x28 from e1 ran 5.8 billion nodes in 300 s without an answer (a user's
    trial). It gets `ENDS_FIRST` nodes, then CP-SAT answers."""
    from kt_csp.engines.auto.engine import ENDS_FIRST

    result = solve("3x28", start="e1")
    assert result.status is Status.FOUND and result.verified and result.tour[0] == result.instance.start
    assert f"the backtracker for {ENDS_FIRST:,} nodes, then CP-SAT" in result.note
