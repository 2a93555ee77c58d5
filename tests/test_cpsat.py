"""The CP-SAT engine: model shape, statuses, and agreement with the backtracker and the OEIS."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from published import CLOSED_TOURS_UNDIRECTED, OPEN_TOURS_5X5
from reference import count_tours
from test_backtrack import small_instances

from kt_csp import Board, Instance, Limits, Status, count, parse_board, solve
from kt_csp.core.verifier import verify
from kt_csp.engines.cpsat.engine import CpsatOptions, build_model


def cpsat(instance: Instance, limits: Limits = Limits(), options: CpsatOptions = CpsatOptions()):
    result = solve(instance, "cpsat", limits, options, theory=False)
    if result.status is Status.FOUND:
        verdict = verify(instance, result.tour)
        assert verdict.valid, verdict.fault
    return result


@pytest.mark.parametrize(
    "size, start, end, closed, extra",
    [
        ("8x8", None, None, True, 0),
        ("8x8", None, None, False, 2 * 64),
        ("8x8", "a1", None, False, 1 + 64),
        ("8x8", "a1", "b1", False, 2),
        ("5x6", None, None, True, 0),
    ],
)
def test_one_literal_per_move_plus_the_path_nodes_arcs(
    size: str, start: str | None, end: str | None, closed: bool, extra: int
) -> None:
    board = parse_board(size)
    instance = Instance(
        board,
        None if start is None else board.parse_square(start),
        None if end is None else board.parse_square(end),
        closed,
    )
    built = build_model(instance)
    assert len(built.arcs) == int(board.degrees.sum()) + extra
    assert len(built.model.proto.variables) == len(built.arcs)
    assert all(name.startswith(("arc_", "first_", "last_")) for name in (v.name for v in built.model.proto.variables))


@pytest.mark.parametrize("size, leaper", [("6x9", (1, 2)), ("10x10", (2, 3)), ("5x6", (1, 3)), ("12x12", (1, 4))])
def test_rectangles_and_other_leapers(size: str, leaper: tuple[int, int]) -> None:
    board = parse_board(size, leaper)
    result = cpsat(Instance(board, start=0), Limits(time_limit=60))
    assert result.status is (Status.NONE if leaper == (1, 3) else Status.FOUND)


@settings(max_examples=40, deadline=None)
@given(small_instances(max_squares=16))
def test_found_or_none_agrees_with_exhaustive_search(instance: Instance) -> None:
    tours = count_tours(instance.board, instance.start, instance.end, instance.closed)
    assert (cpsat(instance).status is Status.FOUND) == (tours > 0)


@pytest.mark.parametrize("rows, cols", [(m, n) for m in range(1, 6) for n in range(m, 6)])
@pytest.mark.parametrize("closed", [False, True])
def test_counts_equal_the_backtrackers_for_every_start(rows: int, cols: int, closed: bool) -> None:
    board = Board(rows, cols)
    starts = [None] if not closed else [None, board.size - 1]
    for start in starts:
        instance = Instance(board, start=start, closed=closed)
        by_cpsat, by_backtrack = count(instance, "cpsat", theory=False), count(instance, "backtrack", theory=False)
        assert by_cpsat.complete and by_backtrack.complete
        assert by_cpsat.by_start == by_backtrack.by_start


def test_5x5_by_start_square_and_closed_6x6_through_a_square() -> None:
    result = count(Instance(parse_board("5x5")), "cpsat")
    assert [[result.by_start[r * 5 + c] for c in range(5)] for r in reversed(range(5))] == OPEN_TOURS_5X5
    closed = count(Instance(parse_board("6x5"), closed=True), "cpsat")
    assert closed.total == 2 * 8  # OEIS A175881: 8 undirected closed tours on 6x5
    assert count(Instance(Board(4, 4), closed=True), "cpsat").total == 2 * CLOSED_TOURS_UNDIRECTED[4]


def test_a_count_stopped_by_time_keeps_what_it_enumerated() -> None:
    stopped = count(Instance(parse_board("6x6"), closed=True), "cpsat", Limits(time_limit=0.5))
    assert not stopped.complete and "time limit" in stopped.reason and 0 < stopped.total < 2 * 9_862


@pytest.mark.parametrize("closed", [False, True])
def test_a_hint_from_the_backtracker_still_gives_a_verified_tour(closed: bool) -> None:
    instance = Instance(parse_board("16x16"), closed=closed)
    assert cpsat(instance, options=CpsatOptions(hint=True)).status is Status.FOUND
