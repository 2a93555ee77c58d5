"""Reading tours as grids of move numbers, lists of squares and JSON, and writing them back."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from test_verify import CLOSED_5X6

from kt_csp import Instance, KtError, parse_board
from kt_csp.core.choices import Origin
from kt_csp.core.verifier import verify
from kt_csp.files.tours import format_grid, format_squares, other_way_up, parse_tour, read_tour, write_npy

BOARD = parse_board("5x6")
TOUR = [BOARD.parse_square(name) for name in CLOSED_5X6.split()]


@pytest.mark.parametrize("base", [0, 1])
def test_grids_read_back_0_or_1_based(base: int) -> None:
    text = parse_tour(format_grid(BOARD, TOUR, base=base))
    assert (text.board.rows, text.board.cols, text.form, text.fault) == (5, 6, "grid", "")
    assert text.tour == TOUR


def test_the_top_line_of_a_grid_is_the_highest_rank() -> None:
    lines = format_grid(BOARD, TOUR).splitlines()
    assert lines[-1].split()[0] == "0"  # a1, move 0, is bottom left
    assert len(lines) == BOARD.rows and all(len(line.split()) == BOARD.cols for line in lines)


@pytest.mark.parametrize("base", [0, 1])
def test_a_grid_with_squares_left_out_keeps_its_columns(base: int) -> None:
    board = parse_board("3x3")
    path = [board.parse_square(name) for name in ("a1", "b3", "c1")]  # (-1 on the six others)
    lines = format_grid(board, path, base=base).splitlines()
    assert len({len(line) for line in lines}) == 1 and all(len(token) <= 2 for line in lines for token in line.split())
    assert lines == [f"-1 {base + 1:>2} -1", "-1 -1 -1", f"{base:>2} -1 {base + 2:>2}"]


def test_square_lists_and_json_read_back() -> None:
    assert parse_tour(format_squares(BOARD, TOUR)).tour == TOUR
    assert parse_tour(", ".join(CLOSED_5X6.split())).tour == TOUR
    data = {"board": "5x6", "leaper": [1, 2], "tour": CLOSED_5X6.split()}
    assert parse_tour(json.dumps(data)).tour == TOUR


def test_comment_lines_are_skipped() -> None:
    assert parse_tour("# a comment\n" + format_grid(BOARD, TOUR) + "\n# found: ...\n").tour == TOUR


@pytest.mark.parametrize(
    "grid, fault",
    [
        ("0 1\n1 3", "the number 1 is written on 2 squares"),
        ("0 1\n2 4", "the number 3 is missing from the grid (numbered from 0)"),
        ("1 2\n3 3", "the number 3 is written on 2 squares"),
        ("1 2\n3 5", "the number 4 is missing from the grid (numbered from 1)"),
        ("2 3\n4 5", "the smallest number is 2"),
    ],
)
def test_broken_numbering_makes_an_invalid_tour(grid: str, fault: str) -> None:
    assert parse_tour(grid).fault.startswith(fault)


def test_a_square_off_the_given_board_makes_an_invalid_tour() -> None:
    assert parse_tour("a1 c2 i9", parse_board("8x8")).fault == "move 2 (i9) is off the 8x8 board"


@pytest.mark.parametrize(
    "text",
    ["", "# only a comment", "0 1 2\n3 4", "a1 b2 !!", "{not json", '{"board": "5y5", "tour": []}', '{"tour": ["a1"]}'],
)
def test_garbled_files_are_refused(text: str) -> None:
    with pytest.raises(KtError):
        parse_tour(text)


def test_a_grid_of_the_wrong_size_is_refused() -> None:
    with pytest.raises(KtError, match="the grid is 5x6 but the board is 8x8"):
        parse_tour(format_grid(BOARD, TOUR), parse_board("8x8"))


def test_unreadable_files_are_refused(tmp_path: Path) -> None:
    with pytest.raises(KtError, match="cannot read tour file"):
        read_tour(tmp_path / "missing.txt")
    binary = tmp_path / "binary.txt"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(KtError, match="not UTF-8"):
        read_tour(binary)


def test_a_tour_read_from_a_file_verifies(tmp_path: Path) -> None:
    path = tmp_path / "tour.txt"
    path.write_text(format_grid(BOARD, TOUR, base=1))
    text = read_tour(path)
    assert verify(Instance(text.board, closed=True), text.tour).valid


@pytest.mark.parametrize("origin", [None, Origin.TOP, Origin.BOTTOM])
def test_an_npy_grid_is_written_and_read_with_the_origin_given(tmp_path: Path, origin: Origin | None) -> None:
    path = tmp_path / "t.npy"
    write_npy(path, BOARD, TOUR, origin)
    grid = np.load(path)
    a1_row = BOARD.rows - 1 if origin is Origin.BOTTOM else 0  # row 0 is rank 1 unless bottom is asked
    assert grid[a1_row, 0] == 0 and read_tour(path, origin=origin).tour.tolist() == TOUR
    other = Origin.TOP if origin is Origin.BOTTOM else Origin.BOTTOM
    assert read_tour(path, origin=other).tour.tolist() == other_way_up(BOARD, TOUR).tolist()


def test_verify_and_solve_take_the_origin_of_an_npy_grid(run, tmp_path: Path) -> None:
    """--origin was silently ignored for .npy grids: verify read row 0 as rank 1 whatever it said."""
    flipped = tmp_path / "flipped.npy"
    assert (
        run("solve", "5x6", "--start", "a1", "--format", "npy", "--out", str(flipped), "--origin", "bottom").code == 0
    )
    assert np.load(flipped)[-1, 0] == 0  # rank 1 in the last row, as a text grid's last line
    default = run("verify", str(flipped), "--start", "a1")
    assert default.code == 1 and "read with --origin bottom it is valid" in default.out
    said = run("verify", str(flipped), "--start", "a1", "--origin", "bottom")
    assert (
        said.code == 0 and said.out.startswith("valid: open tour of 5x6 from a1") and "rank 1 at the bottom" in said.out
    )
