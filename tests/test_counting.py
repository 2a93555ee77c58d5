"""Counting tours: published totals, per-start grids, and the split that makes it fast."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from published import (
    CLOSED_TOURS_6XN,
    CLOSED_TOURS_UNDIRECTED,
    OPEN_TOURS_5X5,
    OPEN_TOURS_6X6_CORNER,
    OPEN_TOURS_SQUARE,
)
from reference import count_tours
from test_backtrack import LEAPERS, small_instances

from kt_csp import BacktrackOptions, Board, Instance, Limits, Stop, count, parse_board
from kt_csp.reasoning.symmetry import orbit, square_classes


def grid(board: Board, by_start: dict[int, int]) -> list[list[int]]:
    """Counts laid out as printed: the highest rank first."""
    return [[by_start[r * board.cols + c] for c in range(board.cols)] for r in reversed(range(board.rows))]


@pytest.mark.parametrize("forward_check", [True, False])
def test_5x5_counts_by_start_square(forward_check: bool) -> None:
    board = parse_board("5x5")
    result = count(Instance(board), options=BacktrackOptions(forward_check=forward_check))
    assert result.complete
    assert grid(board, result.by_start) == OPEN_TOURS_5X5
    assert result.total == OPEN_TOURS_SQUARE[5]


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_small_square_boards_match_oeis_a165134(n: int) -> None:
    assert count(Instance(Board(n, n)), theory=False).total == OPEN_TOURS_SQUARE[n]


def test_6x6_open_tours_over_all_starts_match_oeis_a165134() -> None:
    result = count(Instance(parse_board("6x6")), workers=2)
    assert result.complete and result.total == OPEN_TOURS_SQUARE[6]


def test_6x6_open_tours_from_a_corner() -> None:
    assert count(Instance(parse_board("6x6"), start=0)).total == OPEN_TOURS_6X6_CORNER


def test_6x6_closed_tours_through_a_fixed_square_are_twice_the_undirected_count() -> None:
    result = count(Instance(parse_board("6x6"), closed=True))
    assert result.instance.start is None and result.by_start == {0: result.total}  # (the question asked; through a1)
    assert result.total == 2 * CLOSED_TOURS_UNDIRECTED[6]
    elsewhere = count(Instance(parse_board("6x6"), start=parse_board("6x6").parse_square("c4"), closed=True))
    assert elsewhere.total == result.total


@pytest.mark.parametrize("rows, cols", [(6, 5), (4, 4)])
def test_closed_counts_match_the_oeis(rows: int, cols: int) -> None:
    undirected = CLOSED_TOURS_6XN[cols] if rows == 6 else CLOSED_TOURS_UNDIRECTED[rows]
    assert count(Instance(Board(rows, cols), closed=True), theory=False).total == 2 * undirected


def test_one_and_two_workers_count_the_same() -> None:
    instance = Instance(parse_board("5x6"))
    one, two = count(instance, workers=1), count(instance, workers=2)
    assert one.complete and two.complete
    assert one.by_start == two.by_start and one.total > 0


@settings(max_examples=40, deadline=None)
@given(small_instances(max_squares=16), st.booleans())
def test_counts_match_exhaustive_search(instance: Instance, forward_check: bool) -> None:
    result = count(instance, options=BacktrackOptions(forward_check=forward_check), theory=False)
    board = result.instance.board
    assert result.complete
    for start, tours in result.by_start.items():
        assert tours == count_tours(board, start, instance.end, instance.closed)
    starts = [result.instance.start] if result.instance.start is not None else range(board.size)
    assert result.total == sum(
        count_tours(board, s, instance.end, instance.closed) for s in starts
    )  # no start left out


@pytest.mark.parametrize("engine", ["backtrack", "cpsat", "sat"])
@pytest.mark.parametrize("ends", [{}, {"start": "a1"}, {"end": "a1"}, {"start": "a1", "end": "a1"}])
def test_the_one_square_board_has_one_tour_whatever_end_is_fixed(engine: str, ends: dict[str, str]) -> None:
    """Its tour starts and ends on a1: a fixed end is no reason to leave a1 out of the starts."""
    import kt_csp

    assert kt_csp.count("1x1", engine, **ends).total == count_tours(parse_board("1x1"), 0, None, False) == 1  # type: ignore[arg-type]


@settings(max_examples=30, deadline=None)
@given(st.integers(1, 9), st.integers(1, 9), st.sampled_from(LEAPERS))
def test_symmetry_classes_partition_the_board(rows: int, cols: int, leaper: tuple[int, int]) -> None:
    board = Board(rows, cols, leaper)
    classes = square_classes(board)
    assert sorted(s for squares in classes.values() for s in squares) == list(range(board.size))
    for _rep, squares in classes.items():
        assert all(orbit(board, s) == squares for s in squares)
        assert len(squares) in (1, 2, 4, 8)


def test_a_count_stopped_by_a_limit_says_it_is_incomplete() -> None:
    result = count(Instance(parse_board("6x6")), limits=Limits(node_limit=10_000), workers=1)
    assert not result.complete and "node limit" in result.reason
    assert result.total < OPEN_TOURS_SQUARE[6]
    timed = count(Instance(parse_board("6x6")), limits=Limits(time_limit=0.3), workers=2)
    assert not timed.complete and timed.stop is Stop.TIME and "time limit" in timed.reason


@pytest.mark.parametrize("board", ["2x100000", "100000x1"])
def test_a_long_boards_start_squares_are_sorted_under_the_time_limit(board: str, monkeypatch) -> None:
    """The classes of start squares (and their colours) are found under the time limit: 1x1000000
    and 2x1000000 spent 8-12 s on them, past a limit of 5 s, before any search; a time limit
    of 0 stops them after a share of the squares (the first look at the clock), not all."""
    from kt_csp.core.limits import Stop
    from kt_csp.engines.registry import ENGINES
    from kt_csp.reasoning import symmetry

    looked: list[int] = []
    whole = symmetry.orbit
    monkeypatch.setattr(symmetry, "orbit", lambda board, square: looked.append(square) or whole(board, square))
    counted = ENGINES["backtrack"].count(Instance(parse_board(board)), Limits(time_limit=0))
    assert not counted.complete and counted.stop is Stop.TIME and 0 < len(looked) < 100_000


@pytest.mark.parametrize(
    "start, end, closed", [("a1", "b3", True), ("a1", "f5", False), ("a1", None, False), (None, "c3", False)]
)
def test_counts_split_over_processes_equal_counts_in_one(start: str | None, end: str | None, closed: bool) -> None:
    board = parse_board("5x6")
    instance = Instance(
        board,
        None if start is None else board.parse_square(start),
        None if end is None else board.parse_square(end),
        closed,
    )
    one, two = count(instance, workers=1), count(instance, workers=2)
    assert one.complete and two.complete and one.by_start == two.by_start


def test_closed_tours_from_a_corner_end_on_either_neighbour_equally() -> None:
    board = parse_board("6x6")
    to_b3 = count(Instance(board, start=0, end=board.parse_square("b3"), closed=True), workers=2)
    to_c2 = count(Instance(board, start=0, end=board.parse_square("c2"), closed=True), workers=2)
    assert to_b3.total == to_c2.total == CLOSED_TOURS_UNDIRECTED[6]
