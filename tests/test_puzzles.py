"""Clue puzzles (issue 16): made with exactly one solution, proved by more than one engine, and
solved back to the tour they were made from."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import kt_csp
from kt_csp import KtError
from kt_csp.core.verifier import verify
from kt_csp.files.board_text import parse_pictures
from kt_csp.files.tours import format_grid
from kt_csp.game.puzzles import make, solve


@pytest.mark.slow
@settings(max_examples=6, deadline=None)
@given(size=st.sampled_from(["5x5", "6x6", "5x6"]), closed=st.booleans(), seed=st.integers(0, 10_000))
def test_a_made_puzzle_has_one_solution_by_two_engines_and_solves_back_to_it(
    size: str, closed: bool, seed: int
) -> None:
    if closed and size == "5x5":
        closed = False  # 5x5 has no closed tour
    puzzle = make(kt_csp.question(size, closed=closed), None, seed)
    assert verify(puzzle.instance, puzzle.solution).valid
    assert puzzle.stop is None and 1 <= puzzle.clues < puzzle.instance.board.squares
    for engine in ("cpsat", "sat"):  # the SAT engine's count is a second, independent witness
        assert kt_csp.count(puzzle.instance, engine).total == 1
    answer = solve(puzzle.instance)
    assert answer.unique is True and answer.word == "unique"
    assert list(answer.result.tour) == list(puzzle.solution)


def test_every_clue_of_a_minimal_puzzle_is_needed() -> None:
    puzzle = make(kt_csp.question("6x6"), None, seed=3)
    for dropped in range(puzzle.clues):
        fewer = kt_csp.question(
            "6x6",
            clues={puzzle.instance.board.name(s): m for i, (s, m) in enumerate(puzzle.instance.clues) if i != dropped},
        )
        assert kt_csp.count(fewer, "cpsat", kt_csp.Limits(tour_limit=2)).total == 2


@pytest.mark.slow
def test_the_same_seed_makes_the_same_puzzle_and_another_seed_another() -> None:
    shape = kt_csp.question("8x8")
    first, again, other = make(shape, 20, 7), make(shape, 20, 7), make(shape, 20, 8)
    assert first.instance == again.instance and first.clues == 20
    assert first.instance.clues != other.instance.clues


def test_a_puzzle_with_two_solutions_is_said_to_be_not_unique(run, tmp_path) -> None:
    (tmp_path / "p.txt").write_text(". . . . .\n. . . . .\n. . . . .\n. . . . .\n0 . . . .\n")
    ran = run("puzzle", "solve", str(tmp_path / "p.txt"))
    assert ran.code == 1 and "# not unique: open tour of 5x5 with 1 clue, verified" in ran.out


@pytest.mark.slow
def test_a_sheet_of_puzzles_prints_as_pictures_that_puzzle_solve_reads_back(run, tmp_path) -> None:
    ran = run("puzzle", "make", "6x6", "--count", "3", "--seed", "2", "--solutions", str(tmp_path / "key.txt"))
    assert ran.code == 0, ran.err
    pictures = parse_pictures(ran.out)
    assert len(pictures) == 3 and all(str(board) == "6x6" for board, _ in pictures)
    (tmp_path / "sheet.txt").write_text(ran.out)
    solved = run("puzzle", "solve", str(tmp_path / "sheet.txt"), "--format", "json")
    answers = json.loads(solved.out)["puzzles"]
    assert solved.code == 0 and [a["unique"] for a in answers] == [True] * 3
    key = (tmp_path / "key.txt").read_text()
    board = kt_csp.question("6x6").board
    for answer in answers:  # the answer key holds each solution's grid
        assert format_grid(board, [board.parse_square(name) for name in answer["tour"]]) in key


def test_a_fixed_start_and_end_become_clues_the_picture_carries(run, tmp_path) -> None:
    """A picture holds only clues: a fixed start and end are its first and last numbers, kept."""
    ran = run("puzzle", "make", "6x6", "--start", "a1", "--end", "f5", "--clues", "1")
    ((board, clues),) = parse_pictures(ran.out)
    given = dict(clues)
    assert ran.code == 0 and given[board.parse_square("a1")] == 0 and given[board.parse_square("f5")] == 35
    (tmp_path / "p.txt").write_text(ran.out)
    assert run("puzzle", "solve", str(tmp_path / "p.txt")).out.splitlines()[-1].startswith("# unique:")


def test_a_closed_puzzle_says_how_to_solve_it(run) -> None:
    ran = run("puzzle", "make", "6x6", "--closed", "--seed", "4")
    assert ran.code == 0 and "solve: kt-csp puzzle solve FILE --closed" in ran.out


def test_a_sheet_of_closed_puzzles_is_solved_as_its_header_says(run, tmp_path: Path) -> None:
    sheet = tmp_path / "sheet.txt"
    sheet.write_text(run("puzzle", "make", "6x6", "--closed", "--seed", "1").out)
    read = run("puzzle", "solve", str(sheet))  # (was: not unique, exit 1, solved as an open puzzle)
    assert read.code == 0 and read.out.splitlines()[-1].startswith("# unique: closed tour of 6x6 with 5 clues")
    asked = run("puzzle", "solve", str(sheet), "--open")  # the option still has the last word
    assert asked.code == 1 and asked.out.splitlines()[-1].startswith("# not unique: open tour of 6x6")


@pytest.mark.parametrize(
    "args, code, words",
    [
        (["puzzle", "make", "3x3"], 1, "# none: open tour of 3x3"),
        (["puzzle", "make", "5x5", "--clues", "26"], 2, "a puzzle on 5x5 has 1 to 25 clues, not 26"),
        (["puzzle", "make", "5x5", "--clues", "0"], 2, "'--clues'"),
        (["puzzle", "make", "5x5", "--seed", "2147483647", "--count", "3"], 2, "start at 2147483645 at most"),
        (["puzzle", "solve", "/no/such/file"], 2, "/no/such/file"),
    ],
)
def test_bad_puzzle_requests_end_clearly(run, args: list[str], code: int, words: str) -> None:
    ran = run(*args)
    assert ran.code == code and words in ran.out + ran.err
    if code == 2:
        assert len(ran.err.strip().splitlines()) == 1


def test_a_puzzle_is_made_on_a_board_not_a_question_with_its_own_clues() -> None:
    with pytest.raises(KtError, match="its clues are the puzzle's to choose"):
        make(kt_csp.question("6x6", clues="c3=5"))
