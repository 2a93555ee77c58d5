"""Clue puzzles (the knight's Hidato): made with exactly one solution, and solved with a word on
whether the solution is the only one.

A puzzle is an `Instance` with clues. It is *proper* when exactly one tour fits its clues, which
CP-SAT decides by counting the tours up to two (`kt_csp.engines.cpsat.count` with a tour limit of 2).
Making one starts from a random tour (CP-SAT with a randomised search, so each seed gives
another), takes every square's move number as a clue, and removes clues one at a time in a
random order, keeping each removal only when the puzzle stays proper — until as many clues are
left as asked, or none can go. Every puzzle made is proper by construction: a removal that
cannot be proved within the limits is not made.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from kt_csp.core.instance import Instance
from kt_csp.core.limits import LimitReached, Limits, Stop
from kt_csp.core.result import Result, Status
from kt_csp.core.status import Uniqueness
from kt_csp.core.tour import Tour
from kt_csp.engines.cpsat import ENGINE as CPSAT
from kt_csp.engines.registry import DEFAULT_ENGINE
from kt_csp.errors import KtError
from kt_csp.reasoning.deduction import HARDEST, deduce

__all__ = ["UNIQUE_LIMIT", "NoPuzzle", "Puzzle", "PuzzleAnswer", "make", "solve"]

UNIQUE_LIMIT = 2  # tours counted to tell one solution from several
# Tours tried for a puzzle of the grade asked: 94 puzzles measured on 4x5 to 8x8 needed 3 at most,
# 3x4 (few tours, so the random ones repeat) up to 23 (2026-11-27).
GRADE_TRIES = 16
MOST_DRAWN = 2**31 - 1  # the seeds drawn for further tries (CP-SAT's seed is a 32-bit integer)


class NoPuzzle(Exception):
    """No tour to make a puzzle from: the board has none, or the search stopped (``result`` says)."""

    def __init__(self, result: Result) -> None:
        super().__init__(result.reason)
        self.result = result


@dataclass(frozen=True)
class Puzzle:
    """A proper puzzle, its solution, the seed that made it and the number of clues asked for
    (None: as few as can be). ``stop`` says what ended the making early (the time limit or
    Ctrl-C), when something did: the puzzle is proper, but might have had fewer clues or (graded)
    a harder grade."""

    instance: Instance
    solution: Tour
    seed: int
    asked: int | None = None
    stop: Stop | None = None
    grade: str | None = None  # made --difficulty: easy, medium or hard, the hardest rule it needs

    @property
    def clues(self) -> int:
        return len(self.instance.clues)


@dataclass(frozen=True)
class PuzzleAnswer:
    """A puzzle solved: the engine's result, and whether its tour is the only one (None when the
    count stopped before it could say, ``stop`` saying why)."""

    result: Result
    unique: bool | None
    stop: Stop | None = None

    @property
    def status(self) -> Status | Uniqueness:
        """``unique`` or ``not unique``; the search's status when it found no tour, or ``found``
        when whether the tour is the only one is unknown."""
        if self.result.status is not Status.FOUND or self.unique is None:
            return self.result.status
        return Uniqueness.UNIQUE if self.unique else Uniqueness.NOT_UNIQUE

    @property
    def word(self) -> Status | Uniqueness:
        """The status, as said aloud (`status`)."""
        return self.status

    def as_dict(self) -> dict[str, object]:
        """The public JSON shape of a solved puzzle: solve's keys (`Result.as_dict`), its
        ``status`` this answer's, and ``unique`` (``true``, ``false`` or ``null``)."""
        return {**self.result.as_dict(with_verified=True), "status": self.status.value, "unique": self.unique}


def make(
    shape: Instance,
    clues: int | None = None,
    seed: int = 0,
    limits: Limits = Limits(),
    difficulty: str | None = None,
) -> Puzzle:
    """A proper puzzle on ``shape`` (its board, closedness and fixed squares) with ``clues`` clues,
    or as few as can be left (each one needed) when ``clues`` is None. A fixed start or end
    becomes the clue of move 0 or of the last move, which is never removed.

    With a ``difficulty`` (easy, medium or hard), a clue goes only where the puzzle stays solvable
    by the rules of that grade alone (`kt_csp.reasoning.deduction`): a person can solve it without
    search, and it is proper because deduction fills it. A puzzle can come out easier than asked,
    where no clue could go that needs the harder rules: then another tour is tried (its seed drawn
    from ``seed``, so the same seed makes the same puzzle), up to `GRADE_TRIES` in all, while the
    time lasts; `Puzzle.grade` says the grade made.

    Parameters
    ----------
    shape
        The board, closedness and fixed start or end; no clues, wrap or other parts.
    clues
        The clues to leave (None: as few as can be).
    seed
        Chooses the tour and the clues removed.
    limits
        The time limit the making keeps.
    difficulty
        ``easy``, ``medium`` or ``hard`` (None: any).

    Returns
    -------
    Puzzle
        The puzzle, its tour and grade, and ``stop`` when the limits cut it short.

    Raises
    ------
    KtError
        A shape, clue count or difficulty a puzzle cannot have.
    NoPuzzle
        No tour was found to make a puzzle of.
    """
    if shape.parts() - {"holes"}:
        raise KtError(
            "a puzzle is made on a board (with holes, if any): its clues are the puzzle's to choose, "
            "and wrap, symmetry, magic and crossings are not for puzzles"
        )
    if difficulty is not None and difficulty not in HARDEST:
        raise KtError(f"unknown difficulty {difficulty!r}: choose easy, medium or hard")
    if difficulty is not None and shape.closed:
        raise KtError("graded puzzles are open tours: a closed tour's clues may count from any start")
    if clues is not None and not 1 <= clues <= shape.board.squares:
        raise KtError(f"a puzzle on {shape.board} has 1 to {shape.board.squares:,} clues, not {clues:,}")
    limits = limits.begun()
    best = _made(shape, clues, seed, seed, limits, difficulty)
    draws = random.Random(seed)
    for _ in range(GRADE_TRIES - 1):
        if best.grade == difficulty or best.stop is not None:
            break
        try:
            limits.check()
            again = _made(shape, clues, seed, draws.randrange(MOST_DRAWN), limits, difficulty)
        except LimitReached as reached:  # (no time left for another try: the grade was not reached)
            return replace(best, stop=reached.stop)
        except NoPuzzle as failed:  # (the limits ran out finding a tour)
            return replace(best, stop=failed.result.stop or Stop.TIME)
        if again.stop is not None:  # stopped part way: the puzzle made before stands
            return replace(best, stop=again.stop)
        if HARDEST[_graded(again)].level > HARDEST[_graded(best)].level:
            best = again
    return best


def _graded(puzzle: Puzzle) -> str:
    grade = puzzle.grade
    assert grade is not None  # (a graded puzzle is solved by its rules)
    return grade


def _made(shape: Instance, clues: int | None, seed: int, drawn: int, limits: Limits, difficulty: str | None) -> Puzzle:
    """One try of `make`: a random tour and its clues' removals, both from ``drawn`` (``seed`` is
    the one the puzzle says)."""
    from kt_csp.core.choices import CpsatOptions
    from kt_csp.engines.registry import get_engine

    found = get_engine(CPSAT.name).solve(shape, limits, CpsatOptions(workers=1, seed=drawn, randomize=True))
    if found.tour is None:
        raise NoPuzzle(found)
    tour = found.tour
    kept = set(range(len(tour)))
    order = list(kept)
    random.Random(drawn).shuffle(order)
    given = {0} if shape.start is not None else set()
    given |= {len(tour) - 1} if shape.end is not None else set()
    order = [move for move in order if move not in given]  # a fixed start or end stays, as a clue
    shape = replace(shape, start=None, end=None)  # (so that the puzzle's picture holds all it asks)
    stop = None
    grade = None  # the grade of the clues kept, from their deduction (none yet: every move a clue)
    for move in order:
        if clues is not None and len(kept) <= clues:
            break
        trial = kept - {move}
        if difficulty is not None:
            try:
                solved = deduce(_clued(shape, tour, trial), HARDEST[difficulty], limits=limits)
            except LimitReached as reached:  # (the time limit inside the rules: 20x20's take seconds)
                stop = reached.stop
                break
            except KeyboardInterrupt:  # the puzzle as it stands is proper: it is the answer
                stop = Stop.INTERRUPTED
                break
            if solved.tour is not None:
                kept, grade = trial, solved.grade
            continue
        counted = get_engine(CPSAT.name).count(_clued(shape, tour, trial), replace(limits, tour_limit=UNIQUE_LIMIT))
        if counted.stop in (Stop.TIME, Stop.INTERRUPTED):
            stop = counted.stop
            break
        if counted.complete and counted.total == 1:
            kept = trial
    made = _clued(shape, tour, kept)
    if difficulty is not None and grade is None:
        grade = deduce(made).grade  # (every move a clue: nothing to deduce, at once)
    return Puzzle(made, tour, seed, clues, stop, grade)


def _clued(shape: Instance, tour: Tour, moves: set[int]) -> Instance:
    return replace(shape, clues=tuple((int(tour[move]), move) for move in sorted(moves)))


def solve(puzzle: Instance, engine: str = DEFAULT_ENGINE, limits: Limits = Limits()) -> PuzzleAnswer:
    """Solve a puzzle with the named engine, then count its tours up to two to say whether the
    solution is the only one.

    Parameters
    ----------
    puzzle
        The puzzle: a question with clues.
    engine
        The engine that solves it (CP-SAT counts, whichever solves).
    limits
        The time limit of the solve and the count together.

    Returns
    -------
    PuzzleAnswer
        The solve's result, and ``unique``: True, False, or None when the count was stopped.
    """
    from kt_csp.engines.registry import get_engine

    limits = limits.begun()
    result = get_engine(engine).solve(puzzle, limits)
    if result.status is not Status.FOUND:
        return PuzzleAnswer(result, None, result.stop)
    counted = get_engine(CPSAT.name).count(puzzle, replace(limits, tour_limit=UNIQUE_LIMIT))
    several = counted.total >= UNIQUE_LIMIT
    return PuzzleAnswer(
        result,
        False if several else True if counted.complete else None,
        None if several or counted.complete else counted.stop,
    )
