"""``kt-csp puzzle make`` and ``kt-csp puzzle solve``: clue puzzles with exactly one solution."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer

# Only what the options and --help need is imported here; each command imports its own work, so
# that --help loads no engine and a command loads only the engines it runs (kt_csp.core.choices).
from kt_csp.cli.ending import finish, outcome_of
from kt_csp.cli.exits import Outcome, worst
from kt_csp.core.board import parse_leaper
from kt_csp.core.choices import (
    MOST_SEED,
    CpsatOptions,
    Origin,
)
from kt_csp.core.instance import Instance
from kt_csp.core.limits import Stop
from kt_csp.engines.registry import DEFAULT_ENGINE
from kt_csp.errors import KtError
from kt_csp.files.writing import write_output

if TYPE_CHECKING:
    from kt_csp.game.puzzles import Puzzle, PuzzleAnswer
    from kt_csp.reasoning.deduction import Deduction

from kt_csp.cli.apps import puzzle_app
from kt_csp.cli.asking import Asked, ClosedOpt, EndOpt, HolesOpt, LeaperOpt, StartOpt
from kt_csp.cli.groups import Group, grouped
from kt_csp.cli.options import (
    MOST_COUNT,
    BoardArg,
    CountFormat,
    Difficulty,
    FinderName,
    OriginOpt,
    PuzzleFormat,
    TimeOpt,
    limits_of,
)
from kt_csp.cli.show.puzzles import better_puzzle, print_answer, print_deduction, puzzle_head
from kt_csp.cli.show.solving import print_status


@dataclass(frozen=True)
class Shape(Group):
    """The question a puzzle is made on: its ends, whether it closes, the leaper and the holes."""

    start: StartOpt = None
    end: EndOpt = None
    closed: ClosedOpt = False
    leaper: LeaperOpt = "1,2"
    holes: HolesOpt = None

    def question(self, board: str) -> Instance:
        """The instance these options ask of a board (`Asked.question`).

        Parameters
        ----------
        board : str
            A size such as ``6x6``, or a board picture's file.

        Returns
        -------
        Instance
            The question.
        """
        return Asked(self.start, self.end, self.closed, self.leaper, {"holes": self.holes}).question(board)


DifficultyOpt = Annotated[
    Difficulty | None,
    typer.Option(
        "--difficulty",
        help="Make puzzles a person solves by reasoning alone, with the rules of this grade "
        "(puzzle solve --explain shows them) [default: as few clues as CP-SAT allows].",
    ),
]


@puzzle_app.command("make")
@grouped
def puzzle_make_command(
    board: BoardArg = "8x8",
    shaped: Shape = Shape(),
    clues: Annotated[
        int | None,
        typer.Option(
            "--clues", "-n", min=1, max=MOST_COUNT, help="Clues to leave [default: as few as can be, each one needed]."
        ),
    ] = None,
    seed: Annotated[
        int,
        typer.Option("--seed", min=0, max=MOST_SEED, help="The first puzzle's seed (the next ones count on from it)."),
    ] = 0,
    number: Annotated[
        int, typer.Option("--count", "-k", min=1, max=10_000, help="How many puzzles, one after another (a sheet).")
    ] = 1,
    solutions: Annotated[
        Path | None, typer.Option("--solutions", help="Write the solutions, as grids of move numbers, to this file.")
    ] = None,
    output: Annotated[
        PuzzleFormat, typer.Option("--format", "-f", help="Board pictures (as puzzle solve reads them), or JSON.")
    ] = PuzzleFormat.PICTURE,
    difficulty: DifficultyOpt = None,
    time_limit: TimeOpt = None,
) -> None:
    """Make clue puzzles with exactly one solution, printed as board pictures.

    Example: kt-csp puzzle make 8x8 --clues 14 --seed 1
    """
    from kt_csp.files.board_text import draw
    from kt_csp.files.tours import format_grid
    from kt_csp.game.puzzles import NoPuzzle, make

    _check_seeds(seed, number)
    shape = shaped.question(board)
    limits = limits_of(time_limit)
    made: list[dict[str, object]] = []
    pictures, keys = [], []
    for seed_k in range(seed, seed + number):
        try:
            puzzle = make(shape, clues, seed_k, limits, None if difficulty is None else difficulty.value)
        except NoPuzzle as failed:
            print_status(failed.result, CpsatOptions(workers=1, seed=seed_k, randomize=True))
            finish(outcome_of(failed.result))
        head = puzzle_head(puzzle, len(made) + 1, number)
        picture = draw(puzzle.instance.board, puzzle.instance.clues)
        made.append(_record(puzzle, seed_k, clues, None if difficulty is None else difficulty.value, picture))
        pictures.append(head + picture)
        keys.append(head + format_grid(puzzle.instance.board, puzzle.solution) + "\n")
        if puzzle.stop is not None:
            break
    if solutions is not None:
        write_output(solutions, "\n".join(keys).encode(), "the solutions")
    typer.echo(
        json.dumps({"puzzles": made}) if output is PuzzleFormat.JSON else "\n".join(pictures),
        nl=output is PuzzleFormat.JSON,
    )
    _finish_sheet(puzzle.stop, time_limit, graded=difficulty is not None)


def _finish_sheet(stop: Stop | None, time_limit: float | None, graded: bool) -> None:
    """Say why a sheet stopped early, if it did, and exit with what that makes it."""
    if stop is not None:
        typer.echo(
            f"# stopped early ({limits_of(time_limit).reason(stop)}): the last puzzle might have had "
            f"{better_puzzle(graded)}",
            err=True,
        )
    finish(Outcome.INTERRUPTED if stop is Stop.INTERRUPTED else Outcome.UNKNOWN if stop is not None else Outcome.YES)


def _check_seeds(seed: int, number: int) -> None:
    """The sheet's seeds, counted on from ``seed``, stay within the seeds there are."""
    if seed + number - 1 > MOST_SEED:
        raise KtError(
            f"--count {number} puzzles from --seed {seed} would pass the last seed, {MOST_SEED}: "
            f"start at {MOST_SEED - number + 1} at most"
        )


def _record(puzzle: Puzzle, seed: int, clues: int | None, difficulty: str | None, picture: str) -> dict[str, object]:
    """A made puzzle as JSON: its question, how it was asked for, the grade it came out, its
    picture and solution."""
    return {
        **puzzle.instance.as_dict(),
        "seed": seed,
        "clues_asked": clues,
        "difficulty": difficulty,
        "grade": puzzle.grade,
        "picture": picture,
        "solution": puzzle.solution.names(puzzle.instance.board),
        "stopped_by": None if puzzle.stop is None else puzzle.stop.value,
    }


def _show(
    answer: PuzzleAnswer, reasoned: Deduction | None, answers: list[dict[str, object]] | None, origin: Origin
) -> None:
    """A solved puzzle for a person (the deduction's steps first, where asked), or added to the
    JSON ``answers``."""
    if answers is not None:
        answers.append({**answer.as_dict(), **({} if reasoned is None else _explained(reasoned))})
        return
    if reasoned is not None:
        print_deduction(reasoned)
    print_answer(answer, origin)


def _reasoned(puzzle: Instance) -> Deduction:
    from kt_csp.reasoning.deduction import deduce

    if puzzle.closed:
        raise KtError("--explain reasons about open puzzles: a closed tour's clues may count from any start")
    return deduce(puzzle)


def _explained(reasoned: Deduction) -> dict[str, object]:
    """The deduction's JSON keys: ``grade`` (null where reasoning alone does not finish) and ``steps``."""
    return {"grade": reasoned.grade, "steps": reasoned.lines()}


def _outcome(answer: PuzzleAnswer) -> Outcome:
    """A puzzle's outcome: interrupted, one solution, none or unknown, several, or unproved unique."""
    result = answer.result
    return (
        Outcome.INTERRUPTED
        if answer.stop is Stop.INTERRUPTED
        else Outcome.YES
        if answer.unique
        else outcome_of(result)
        if result.tour is None
        else Outcome.UNKNOWN
        if answer.unique is None
        else Outcome.NO
    )


SheetClosedOpt = Annotated[
    bool | None,
    typer.Option(
        "--closed/--open",
        help="Closed or open tours [default: as the puzzle's header (puzzle make's) says, else open].",
        show_default=False,
    ),
]


@puzzle_app.command("solve")
def puzzle_solve_command(
    path: Annotated[
        str,
        typer.Argument(
            help="A puzzle file: board pictures ('.' a square, '#' a hole, a number a clue), separated by blank lines; - for standard input.",
            show_default=False,
        ),
    ],
    closed: SheetClosedOpt = None,
    leaper: LeaperOpt = "1,2",
    engine: Annotated[
        FinderName | None,
        typer.Option("--engine", help="Which engine solves [default: auto]; CP-SAT counts the solutions."),
    ] = None,
    output: Annotated[
        CountFormat, typer.Option("--format", "-f", help="The solutions as grids, or JSON.")
    ] = CountFormat.GRID,
    origin: OriginOpt = Origin.BOTTOM,
    explain: Annotated[
        bool,
        typer.Option(
            "--explain", help="First solve each open puzzle by reasoning alone: the steps, and its grade (JSON: both)."
        ),
    ] = False,
    time_limit: TimeOpt = None,
) -> None:
    """Solve clue puzzles and say whether each solution is the only one (exit 0 when every
    puzzle has exactly one, 1 when one has none or several).

    Example: kt-csp puzzle solve puzzle.txt
    """
    from kt_csp.files.board_text import MOST_BYTES, parse_picture, picture_blocks, says_closed
    from kt_csp.files.reading import read_input
    from kt_csp.game.puzzles import solve

    try:
        text = read_input(path, "puzzle file", MOST_BYTES).decode("utf-8-sig")
    except UnicodeDecodeError:
        raise KtError(f"the puzzle file {path!r} is not text") from None
    limits = limits_of(time_limit)
    outcomes: list[Outcome] = []
    answers: list[dict[str, object]] = []
    for block in picture_blocks(text):
        board, clues = parse_picture(block, parse_leaper(leaper))
        puzzle = Instance(board, closed=bool(says_closed(block) if closed is None else closed), clues=clues)
        reasoned = _reasoned(puzzle) if explain else None
        answer = solve(puzzle, DEFAULT_ENGINE if engine is None else engine.value, limits)
        outcomes.append(_outcome(answer))
        _show(answer, reasoned, answers if output is CountFormat.JSON else None, origin)
        if answer.stop is Stop.INTERRUPTED:
            break  # Ctrl-C stops the sheet, with the answers so far
    if output is CountFormat.JSON:
        typer.echo(json.dumps({"puzzles": answers}))
    finish(worst(outcomes))
