"""Board sizes, square names and the move graph."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from reference import jumps

from kt_csp import Board, KtError, parse_board, parse_leaper
from kt_csp.core.board import file_index, file_name

LEAPERS = [(1, 2), (1, 3), (2, 3), (1, 4)]


@pytest.mark.parametrize(
    "text, rows, cols", [("8x8", 8, 8), ("5x6", 5, 6), (" 3 X 4 ", 3, 4), ("1x1", 1, 1), ("10000x10000", 10000, 10000)]
)
def test_board_sizes_parse(text: str, rows: int, cols: int) -> None:
    board = parse_board(text)
    assert (board.rows, board.cols, board.size) == (rows, cols, rows * cols)


@pytest.mark.parametrize("text", ["0x5", "5x0", "8y8", "-3x3", "x", "", "8", "8x8x8", "axb", "2.5x3"])
def test_malformed_board_sizes_are_refused(text: str) -> None:
    with pytest.raises(KtError):
        parse_board(text)


@pytest.mark.parametrize("text", ["0,0", "1", "a,b", "1,2,3", "-1,2"])
def test_malformed_leapers_are_refused(text: str) -> None:
    with pytest.raises(KtError):
        parse_leaper(text)


def test_files_count_in_bijective_base_26() -> None:
    assert [file_name(c) for c in (0, 7, 25, 26, 27, 51, 52, 701, 702)] == [
        "a",
        "h",
        "z",
        "aa",
        "ab",
        "az",
        "ba",
        "zz",
        "aaa",
    ]


@given(st.integers(0, 10**6))
def test_file_names_round_trip(col: int) -> None:
    assert file_index(file_name(col)) == col


def test_squares_read_both_ways() -> None:
    board = parse_board("8x8")
    assert board.parse_square("a1") == board.parse_square("0,0") == 0
    assert board.parse_square("h8") == board.parse_square("7,7") == 63
    assert board.parse_square("C2") == board.square(1, 2)
    assert board.name(board.parse_square("e4")) == "e4"
    wide = Board(2, 30)
    assert wide.name(wide.parse_square("ad2")) == "ad2" and wide.coords(wide.parse_square("ad2")) == (1, 29)


@pytest.mark.parametrize("square", ["i1", "a9", "8,0", "0,8", "a0", "1a", "", "zz"])
def test_squares_off_the_board_or_malformed_are_refused(square: str) -> None:
    with pytest.raises(KtError):
        parse_board("8x8").parse_square(square)


def test_knight_neighbours_come_in_textbook_order() -> None:
    board = parse_board("8x8")
    centre = board.square(3, 3)
    expected = [
        board.square(3 + dr, 3 + dc) for dr, dc in zip((2, 1, -1, -2, -2, -1, 1, 2), (1, 2, 2, 1, -1, -2, -2, -1))
    ]
    assert board.neighbours_of(centre) == expected


@given(st.integers(1, 9), st.integers(1, 9), st.sampled_from(LEAPERS))
def test_neighbour_table_is_the_leaper_graph(rows: int, cols: int, leaper: tuple[int, int]) -> None:
    board = Board(rows, cols, leaper)
    for square in range(board.size):
        assert sorted(board.neighbours_of(square)) == jumps(board, square)
        assert board.degrees[square] == len(jumps(board, square))
        assert all(board.is_move(square, other) for other in board.neighbours_of(square))
