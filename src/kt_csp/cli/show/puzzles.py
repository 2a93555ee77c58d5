"""What ``puzzle`` draws: a clue puzzle's head, its solution by reasoning, and its answer."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import typer

from kt_csp.cli.options import TourFormat
from kt_csp.cli.show.solving import tour_text
from kt_csp.core.board import KNIGHT
from kt_csp.core.words import quantity
from kt_csp.files.board_text import SOLVE_LINE

if TYPE_CHECKING:
    from kt_csp.core.choices import Origin
    from kt_csp.game.puzzles import Puzzle, PuzzleAnswer
    from kt_csp.reasoning.deduction import Deduction


def better_puzzle(graded: bool) -> str:
    """What a puzzle whose making stopped early might have had.

    Parameters
    ----------
    graded : bool
        Whether a grade was asked for.

    Returns
    -------
    str
        ``fewer clues``, or ``fewer clues, or a harder grade``.
    """
    return "fewer clues, or a harder grade" if graded else "fewer clues"


def puzzle_head(puzzle: Puzzle, index: int, number: int) -> str:
    """The comment lines above a puzzle: what it is, and how to solve it.

    Parameters
    ----------
    puzzle : Puzzle
        The puzzle made.
    index, number : int
        Its place among the puzzles made (from 1), and how many there are.

    Returns
    -------
    str
        Two lines starting with ``;``, each ending with a newline.
    """
    instance = puzzle.instance
    short = (
        f" (stopped early: it might have had {better_puzzle(puzzle.grade is not None)})"
        if puzzle.stop is not None
        else f" ({puzzle.asked} asked: no clue more can go)"
        if puzzle.asked is not None and puzzle.clues > puzzle.asked
        else ""
    )
    flags = (" --closed" if instance.closed else "") + (
        "" if instance.board.leaper == KNIGHT else f" --leaper {instance.board.leaper[0]},{instance.board.leaper[1]}"
    )
    return (
        f"; kt-csp puzzle {index} of {number}, seed {puzzle.seed}: {replace(instance, clues=()).describe()}, "
        f"{puzzle.clues} clues{short}, exactly one solution"
        + ("" if puzzle.grade is None else f", {puzzle.grade}: solved by reasoning alone")
        + "\n"
        f"; number the squares 0, 1, 2 … in a tour of knight's jumps; {SOLVE_LINE}{flags}\n"
    )


def print_deduction(reasoned: Deduction) -> None:
    """A puzzle solved by reasoning: each move placed and the rule that placed it, then its grade
    (or where reasoning alone stopped).

    Parameters
    ----------
    reasoned : Deduction
        The steps of reasoning from the clues.
    """
    for number, line in enumerate(reasoned.lines(), start=1):
        typer.echo(f"# {number}. {line}")
    placed = quantity(len(reasoned.steps), "steps")
    if reasoned.grade is not None:
        typer.echo(f"# {reasoned.grade}: solved by reasoning alone in {placed}")
    elif reasoned.contradiction:
        typer.echo(f"# the clues contradict each other (found after {placed})")
    else:
        typer.echo(f"# reasoning alone stops after {placed}: the rest needs search")


def print_answer(answer: PuzzleAnswer, origin: Origin) -> None:
    """A solved puzzle's grid, and a line that says whether its solution is the only one.

    Parameters
    ----------
    answer : PuzzleAnswer
        The solution found and whether CP-SAT found it unique.
    origin : Origin
        Where the grid's rank 1 goes.
    """
    result = answer.result
    if result.tour is not None:
        typer.echo(tour_text(result, TourFormat.GRID, origin))
    unique = {
        True: "the only solution (CP-SAT counted the tours up to 2)",
        False: "not the only solution: CP-SAT found a second",
        None: "whether it is the only one is unknown (the count stopped)",
    }[answer.unique]
    typer.echo(
        f"# {answer.word}: {result.instance.describe()}"
        + (f", verified: {unique}" if result.tour is not None else f" ({result.reason})")
    )
