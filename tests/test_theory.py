"""Theory: the existence theorems against exhaustive search, their reasons, and where they apply."""

from __future__ import annotations

import json

import pytest
from published import closed_tour_exists, open_tour_exists

from kt_csp import Instance, Status, parse_board, solve
from kt_csp.reasoning.theorems import THEORY, board_existence, rules_out, verdict

SMALL = [(rows, cols) for rows in range(1, 7) for cols in range(1, 7)]


@pytest.mark.parametrize("rows, cols", SMALL)
@pytest.mark.parametrize("closed", [False, True])
def test_theory_matches_exhaustive_search_up_to_6x6(rows: int, cols: int, closed: bool) -> None:
    board = parse_board(f"{rows}x{cols}")
    searched = solve(Instance(board, closed=closed), "backtrack", theory=False)
    assert searched.status is not Status.UNKNOWN
    answer = board_existence(board, closed)
    assert answer is not None and answer.exists == (searched.status is Status.FOUND)


def test_theory_matches_the_published_theorems_up_to_40x40() -> None:
    for rows in range(1, 41):
        for cols in range(1, 41):
            board = parse_board(f"{rows}x{cols}")
            assert board_existence(board, True).exists == closed_tour_exists(rows, cols)  # type: ignore[union-attr]
            assert board_existence(board, False).exists == open_tour_exists(rows, cols)  # type: ignore[union-attr]


@pytest.mark.parametrize(
    "board, closed, words",
    [
        ("5x5", True, "alternates colours"),
        ("4x6", True, "outer rows"),
        ("3x8", True, "Schwenk"),
        ("2x7", False, "two squares wide"),
        ("1x5", False, "cannot move"),
        ("3x3", False, "centre"),
        ("4x4", False, "Cull & De Curtins"),
        ("1x1", True, "move back to its start"),
    ],
)
def test_every_negative_answer_gives_its_reason_in_words(board: str, closed: bool, words: str) -> None:
    answer = board_existence(parse_board(board), closed)
    assert answer is not None and not answer.exists
    assert answer.reason.startswith(f"no {'closed' if closed else 'open'} tour on {board}: ") and words in answer.reason


def test_other_leapers_get_only_the_colour_arguments() -> None:
    camel = board_existence(parse_board("8x8", (1, 3)), False)
    assert camel is not None and not camel.exists and "never changes colour" in camel.reason
    assert board_existence(parse_board("6x6", (2, 3)), False) is None
    assert board_existence(parse_board("5x5", (2, 3)), True) is not None


def test_theory_speaks_about_boards_not_start_squares() -> None:
    board = parse_board("5x5")
    a1, b1 = board.parse_square("a1"), board.parse_square("b1")
    assert verdict(Instance(board)).exists  # type: ignore[union-attr]
    assert verdict(Instance(board, start=b1)) is None  # 5x5 has tours, but none from b1
    six = parse_board("6x6")
    assert verdict(Instance(six, start=a1, closed=True)).exists  # type: ignore[union-attr]
    assert verdict(Instance(six, start=a1, end=six.parse_square("b3"), closed=True)) is None
    assert not verdict(Instance(parse_board("4x4"), start=a1)).exists  # type: ignore[union-attr]
    assert rules_out(Instance(parse_board("4x4"), start=a1, end=b1)) is not None


def test_solve_with_theory_answers_at_once_and_without_it_the_engine_proves() -> None:
    instance = Instance(parse_board("4x8"), closed=True)
    quick = solve(instance, "backtrack", theory=True)
    assert quick.engine == THEORY and quick.status is Status.NONE and "outer rows" in quick.reason
    proved = solve(instance, "backtrack", theory=False)
    assert proved.engine == "backtrack" and proved.status is Status.NONE and proved.stats.nodes > 0


def test_cli_solve_uses_theory_unless_told_not_to(run) -> None:
    told = run("solve", "4x4", "--format", "json")
    data = json.loads(told.out)
    assert told.code == 1 and data["engine"] == THEORY and data["status"] == "none"
    proved = run("solve", "4x4", "--no-theory", "--engine", "cpsat")
    assert proved.code == 1 and "# cpsat, 1 worker" in proved.out
    text = run("solve", "5x5", "--closed")
    assert "# theory: answered without search" in text.out
