"""Puzzles graded by reasoning (issue 31, item 4): the rules are sound (held to CP-SAT's count of
the solutions), graded puzzles are solved by the steps alone, and a grade is the hardest rule
needed."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import kt_csp
from kt_csp import Instance, Limits
from kt_csp.core.board import parse_board
from kt_csp.core.choices import CpsatOptions
from kt_csp.core.verifier import verify
from kt_csp.engines.registry import get_engine
from kt_csp.game import puzzles
from kt_csp.game.puzzles import make
from kt_csp.reasoning.deduction import HARDEST, Rule, deduce


def _solutions(puzzle: Instance) -> int:
    """Tours meeting the clues, counted by CP-SAT up to 2."""
    counted = get_engine("cpsat").count(puzzle, Limits(tour_limit=2))
    assert counted.complete or counted.total == 2
    return counted.total


@settings(max_examples=30, deadline=None)
@given(
    size=st.sampled_from(["5x5", "5x6", "6x6", "4x7", "6x7", "8x8"]),
    seed=st.integers(0, 10**6),
    share=st.floats(0.1, 0.7),
)
def test_deduction_never_contradicts_a_tour_and_fills_only_unique_puzzles(size: str, seed: int, share: float) -> None:
    """Clues taken from a random tour (CP-SAT's randomised search): the rules never rule that tour out (no contradiction), and
    where they fill the board, the tour they give verifies and is the only one."""
    plain = kt_csp.question(size)
    found = get_engine("cpsat").solve(plain, Limits(), CpsatOptions(workers=1, seed=seed, randomize=True))
    assert found.tour is not None
    tour = [int(s) for s in found.tour]
    chosen = sorted(random.Random(seed).sample(range(len(tour)), max(1, int(share * len(tour)))))
    puzzle = Instance(plain.board, clues=tuple((tour[move], move) for move in chosen))
    reasoned = deduce(puzzle)
    assert not reasoned.contradiction
    for step in reasoned.steps:  # a step the drawn tour disagrees with is wrong unless another tour fits
        if tour[step.move] != step.square:
            assert _solutions(puzzle) == 2
    if reasoned.tour is not None:
        assert verify(puzzle, reasoned.tour).valid and _solutions(puzzle) == 1


@pytest.mark.parametrize("difficulty", ["easy", "medium", "hard"])
@pytest.mark.parametrize(("size", "seed"), [("8x8", 0), ("8x8", 1), ("6x6", 2)])
def test_graded_puzzles_are_solved_by_their_steps_alone_and_unique(size: str, seed: int, difficulty: str) -> None:
    puzzle = make(kt_csp.question(size), seed=seed, difficulty=difficulty)
    assert puzzle.grade == difficulty  # (8x8's seed 0 comes out medium on its first tour: a second is tried)
    reasoned = deduce(puzzle.instance, HARDEST[difficulty])
    assert reasoned.tour == [int(s) for s in puzzle.solution]
    assert verify(puzzle.instance, reasoned.tour).valid and _solutions(puzzle.instance) == 1
    assert len(reasoned.steps) + puzzle.clues == puzzle.instance.board.squares
    if puzzle.grade != "easy":  # the grade is the hardest rule needed: the easier ones stop short
        easier = list(Rule)[HARDEST[puzzle.grade].level - 1]
        assert deduce(puzzle.instance, easier).tour is None


def test_a_puzzle_easier_than_asked_is_made_again_from_another_tour(monkeypatch) -> None:
    asked = make(kt_csp.question("6x6"), seed=8, difficulty="hard")
    monkeypatch.setattr(puzzles, "GRADE_TRIES", 1)
    first = make(kt_csp.question("6x6"), seed=8, difficulty="hard")
    assert first.grade != "hard" and asked.grade == "hard" and asked.seed == first.seed == 8
    assert [int(s) for s in asked.solution] != [int(s) for s in first.solution]
    assert deduce(asked.instance, HARDEST["hard"]).tour == [int(s) for s in asked.solution]


def test_a_puzzle_too_sparse_for_reasoning_says_so(run, tmp_path) -> None:
    """A puzzle made for CP-SAT (as few clues as it can prove unique) is beyond these rules."""
    made = run("puzzle", "make", "6x6", "--seed", "0")
    assert made.code == 0
    path = tmp_path / "p.txt"
    path.write_text(made.out)
    solved = run("puzzle", "solve", str(path), "--explain")
    assert solved.code == 0 and "# reasoning alone stops after" in solved.out and "# unique:" in solved.out


def test_explain_prints_the_steps_and_the_grade(run, tmp_path) -> None:
    made = run("puzzle", "make", "6x6", "--difficulty", "medium", "--seed", "4")
    assert made.code == 0 and "solved by reasoning alone" in made.out.splitlines()[0]
    path = tmp_path / "p.txt"
    path.write_text(made.out)
    solved = run("puzzle", "solve", str(path), "--explain")
    lines = solved.out.splitlines()
    steps = [line for line in lines if line.startswith("# ") and ". " in line and " = " in line]
    assert solved.code == 0 and steps and steps[0].startswith("# 1. ")
    assert any(line.endswith(f"solved by reasoning alone in {len(steps)} steps") for line in lines)
    data = json.loads(run("puzzle", "solve", str(path), "--explain", "--format", "json").out)["puzzles"][0]
    assert data["grade"] in ("easy", "medium") and len(data["steps"]) == len(steps) and data["unique"] is True
    made_json = json.loads(run("puzzle", "make", "6x6", "--difficulty", "medium", "--seed", "4", "-f", "json").out)
    made = made_json["puzzles"][0]
    assert made["grade"] == data["grade"] and made["difficulty"] == "medium"


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["puzzle", "make", "6x6", "--difficulty", "hard", "--closed"], "graded puzzles are open tours"),
        (["puzzle", "make", "6x6", "--difficulty", "tricky"], "'tricky' is not one of 'easy', 'medium', 'hard'"),
    ],
)
def test_bad_graded_questions_are_one_clear_error(run, args: list[str], words: str) -> None:
    ran = run(*args)
    assert ran.code == 2 and words in ran.err and len(ran.err.strip().splitlines()) == 1, ran.err


def test_deduction_refuses_closed_tours() -> None:
    board = parse_board("6x6")
    with pytest.raises(kt_csp.KtError, match="open puzzles"):
        deduce(Instance(board, closed=True, clues=((0, 0),)))
