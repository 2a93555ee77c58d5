"""The construct and auto engines: huge-board tours built from blocks or by Warnsdorff, verified."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from published import closed_tour_exists

from kt_csp import Board, Instance, Status, parse_board, solve
from kt_csp.core.verifier import verify
from kt_csp.engines.construct.blocks import (
    BLOCK_SHAPES,
    PATH_SHAPES,
    STRUCTURE,
    block_paths,
    block_tours,
    corner_moves,
    find_block_tour,
)
from kt_csp.engines.construct.build import closed_tour, corner_tour, covers, split_side, warnsdorff_tour
from kt_csp.files.tours import read_tour


def _has_move(board: Board, tour: list[int], a: tuple[int, int], b: tuple[int, int]) -> bool:
    u, v = board.square(*a), board.square(*b)
    pairs = set(zip(tour, tour[1:] + tour[:1]))
    return (u, v) in pairs or (v, u) in pairs


@pytest.mark.parametrize("rows, cols", BLOCK_SHAPES)
def test_every_shipped_block_is_a_structured_closed_tour(rows: int, cols: int) -> None:
    board = Board(rows, cols)
    tour = block_tours()[rows, cols]
    assert verify(Instance(board, closed=True), tour).valid
    assert all(_has_move(board, tour, a, b) for a, b in STRUCTURE)


@pytest.mark.parametrize("rows, cols", [(6, 6), (5, 8), (9, 10), (10, 7)])
def test_blocks_regenerate_with_our_cpsat_engine_and_verify(rows: int, cols: int) -> None:
    board = Board(rows, cols)
    tour = find_block_tour(rows, cols)
    assert verify(Instance(board, closed=True), tour).valid
    assert all(_has_move(board, tour, a, b) for a, b in STRUCTURE)


@pytest.mark.parametrize("rows, cols", PATH_SHAPES)
def test_every_shipped_corner_block_is_an_open_tour_from_a1_with_its_corner_moves(rows: int, cols: int) -> None:
    board = Board(rows, cols)
    tour = block_paths()[rows, cols]
    assert verify(Instance(board, start=0), tour).valid
    moves = set(itertools.pairwise(tour)) | set(zip(tour[1:], tour))
    assert all((board.square(*a), board.square(*b)) in moves for a, b in corner_moves(rows, cols))
    assert find_block_tour(rows, cols, closed=False)[0] == 0


def test_open_tours_from_a1_on_every_odd_board_up_to_31() -> None:
    for rows in range(5, 32, 2):
        for cols in range(5, 32, 2):
            board = Board(rows, cols)
            assert verify(Instance(board, start=0), corner_tour(board)).valid, board


@pytest.mark.parametrize("n", range(6, 61, 2))
def test_closed_tours_for_every_even_n_up_to_60(n: int) -> None:
    board = Board(n, n)
    assert verify(Instance(board, closed=True), closed_tour(board)).valid


@pytest.mark.parametrize(
    "rows, cols", [(5, 6), (6, 5), (5, 98), (7, 30), (13, 44), (31, 10), (50, 77), (99, 100), (6, 200), (201, 12)]
)
def test_closed_tours_on_rectangles_odd_and_even(rows: int, cols: int) -> None:
    board = Board(rows, cols)
    tour = closed_tour(board, start=board.size - 1)
    assert verify(Instance(board, start=board.size - 1, closed=True), tour).valid


def test_the_construction_covers_exactly_the_closed_boards_with_sides_from_5() -> None:
    for rows in range(5, 41):
        for cols in range(5, 41):
            assert covers(Board(rows, cols)) == closed_tour_exists(rows, cols)
    assert not covers(Board(3, 10)) and not covers(Board(4, 50))


@given(st.integers(5, 400))
def test_every_side_from_5_splits_into_block_sides(side: int) -> None:
    parts = split_side(side)
    assert sum(parts) == side and all(p in (5, 6, 7, 8, 9, 10) for p in parts)
    assert sum(p % 2 for p in parts) == side % 2 and parts[0] % 2 == side % 2


@settings(max_examples=30, deadline=None)
@given(st.integers(5, 40), st.integers(5, 40), st.data())
def test_open_tours_from_any_start_verify(rows: int, cols: int, data: st.DataObject) -> None:
    board = Board(rows, cols)
    start = data.draw(st.integers(0, board.size - 1))
    result = solve(Instance(board, start=start), "construct")
    if result.status is Status.FOUND:
        assert verify(Instance(board, start=start), result.tour).valid
    else:  # only where no closed tour exists to read from the start and flipping cannot repair the walk
        assert not covers(board) and warnsdorff_tour(board, start)[0] is None


def test_warnsdorff_needs_no_neighbour_table_and_its_dead_ends_are_repaired_by_path_flipping() -> None:
    walked, flipped = warnsdorff_tour(Board(101, 101), 0)
    assert verify(Instance(Board(101, 101), start=0), walked).valid and not flipped
    repaired, flipped = warnsdorff_tour(Board(11, 11), 0)  # the one small board where the rule fails from a1
    assert flipped and verify(Instance(Board(11, 11), start=0), repaired).valid
    board = Board(101, 101)  # every dark square (the colour a tour of an odd board starts on)
    starts = [s for s in range(0, board.size, 7) if board.colour(s) == 0]
    walks = [warnsdorff_tour(board, s) for s in starts]
    assert all(verify(Instance(board, start=s), tour).valid for s, (tour, _) in zip(starts, walks, strict=True))
    assert any(flipped for _, flipped in walks)
    assert warnsdorff_tour(Board(5, 5), 1)[0] is None  # b1 is light: no tour, and no flip can make one


def test_construct_reads_one_end_off_a_closed_tour_and_composes_both() -> None:
    board = parse_board("40x40")
    end = board.parse_square("h8")
    ending = solve(Instance(board, end=end, closed=True), "construct")
    assert ending.status is Status.FOUND and verify(Instance(board, end=end, closed=True), ending.tour).valid
    both = Instance(board, start=0, end=board.parse_square("b3"), closed=True)
    composed = solve(both, "construct")
    assert composed.status is Status.FOUND and verify(both, composed.tour).valid and "CP-SAT" in composed.note


@pytest.mark.parametrize(
    "board, args, chose",
    [
        ("8x8", [], "search for a board of 64 squares"),
        ("8x8", ["--closed"], "CP-SAT"),
        ("100x100", ["--closed"], "construct for a board of 10,000 squares: 169 blocks"),
        ("101x101", ["--start", "e5"], "Warnsdorff"),
        ("33x33", ["--start", "a1"], "blocks joined to an open corner block from a1"),
        ("33x33", ["--start", "c3"], "Warnsdorff"),
        # (Warnsdorff's rule dead-ends from e1 and c3 of 5x10001: the open tour from a1, its start walked there)
        ("5x10001", ["--start", "e1"], "open tour from a1 with its ends walked to the squares asked in 1 local"),
        ("5x10001", ["--start", "c3"], "open tour from a1 with its ends walked to the squares asked in 1 local"),
        ("3x10001", ["--start", "a3"], "a pumped open tour with nothing re-solved (built from the end asked)"),
    ],
)
def test_auto_says_which_engine_it_chose(run, board: str, args: list[str], chose: str) -> None:
    ran = run("solve", board, *args, "--format", "json")
    data = json.loads(ran.out)
    assert ran.code == 0 and data["status"] == "found" and chose in data["note"]


def test_huge_tours_go_to_a_file_and_verify_reads_them_back(run, tmp_path: Path) -> None:
    printed = run("solve", "200x200", "--closed")
    assert printed.code == 0 and "not printed above 10,000 squares" in printed.out and len(printed.out) < 1000
    path = tmp_path / "tour.npy"
    wrote = run("solve", "200x201", "--closed", "--start", "c7", "--out", str(path), "--format", "npy")
    assert wrote.code == 0 and f"# the tour is in {path} (npy)" in wrote.err and wrote.out == ""
    text = read_tour(path)
    assert str(text.board) == "200x201" and text.form == "npy"
    checked = run("verify", str(path), "--closed", "--start", "c7")
    assert checked.code == 0 and checked.out.startswith("valid: closed tour of 200x201 from c7")


def test_a_board_too_large_for_memory_is_refused_before_starting(run) -> None:
    ran = run("solve", "100000x100000", "--closed")
    assert ran.code == 2 and "the construct engine on 100000x100000 needs about" in ran.err


@pytest.mark.parametrize(
    "board, wrap, closed, ends, seam",
    [
        ("100x102", "torus", True, {}, False),  # the rectangle's closed tour is the torus's
        ("101x101", "torus", True, {}, True),  # both sides odd: the open tour from a1, closed across the seam
        ("101x101", "cylinder", True, {"start": "e5"}, True),
        ("201x101", "torus", True, {"end": "c7"}, True),
        ("101x101", "torus", False, {}, False),  # the rectangle's open tour from a1
        ("101x101", "torus", False, {"start": "b1"}, True),  # the rectangle has none from b1's colour
    ],
)
def test_wrapped_boards_are_built_from_the_rectangle_beneath(
    board: str, wrap: str, closed: bool, ends: dict[str, str], seam: bool
) -> None:
    result = solve(board, "construct", wrap=wrap, closed=closed, **ends)  # type: ignore[arg-type]
    assert result.status is Status.FOUND and result.verified, result.reason
    tour = list(result.tour)
    assert "start" not in ends or tour[0] == result.instance.start
    assert "end" not in ends or tour[-1] == result.instance.end
    assert ("closed by the jump across the seam" in result.note) == seam
