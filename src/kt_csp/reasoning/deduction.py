"""Clue puzzles solved by deduction alone, and graded by the hardest rule they need.

A person solves a knight's Hidato without search: each move number keeps the squares it can
still stand on, and rules take squares away until every number has one. The rules, easiest first
(`Rule`):

``reach``   a move k stands within |k - j| jumps of the square of move j, and for a leaper whose
            jumps change colour, an even or odd number of jumps from it as |k - j| is;
``single``  a move with one square left stands there, and a square that only one move can still
            take is that move's;
``links``   a move stands next to a square move k - 1 can take and one move k + 1 can take;
``pairs``   two moves with the same two squares left take both: no other move can have them
            (and two squares that only the same two moves can take are theirs).

`deduce` applies the easiest rule that changes anything, again and again; the puzzle's grade is
the hardest rule it needed. Each rule is sound (it removes only squares no tour meeting the clues
can use), so a puzzle that deduction fills has exactly one solution. Open tours only: a closed
tour's clues may count from any start (`kt_csp.core.instance.Instance.anchored`).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field

import numpy as np

from kt_csp.core.instance import Instance
from kt_csp.core.limits import Limits
from kt_csp.errors import KtError
from kt_csp.reasoning.windows import distances

__all__ = ["Deduction", "Rule", "Step", "deduce"]


class Rule(str, enum.Enum):
    """A deduction rule, easiest first; a puzzle's difficulty is the hardest it needs."""

    REACH = "reach"
    SINGLE = "single"
    LINKS = "links"
    PAIRS = "pairs"

    @property
    def level(self) -> int:
        return list(Rule).index(self)

    @property
    def difficulty(self) -> str:
        """The grade a puzzle needing this rule has: easy, medium or hard."""
        return DIFFICULTY[self]

    @property
    def because(self) -> str:
        """Why the rule placed a move, in words for a player (a hint)."""
        return BECAUSE[self]


DIFFICULTY = {Rule.REACH: "easy", Rule.SINGLE: "easy", Rule.LINKS: "medium", Rule.PAIRS: "hard"}
BECAUSE = {
    Rule.REACH: "no other square is within reach of the moves already placed, by jumps and colour",
    Rule.SINGLE: "it is the one square left for that move, or the one move left for that square",
    Rule.LINKS: "no other square is one jump from both a square the move before can take and one the move after can",
    Rule.PAIRS: "two other moves share the only two squares left to them, which leaves this one",
}
HARDEST = {grade: rule for rule, grade in DIFFICULTY.items()}  # each grade's hardest rule (the last of its rules)


@dataclass(frozen=True)
class Step:
    """A move placed: ``move`` on ``square`` (indices), by ``rule`` (the hardest rule used since
    the step before)."""

    move: int
    square: int
    rule: Rule


@dataclass
class Deduction:
    """What deduction made of a puzzle: the moves placed in order, the tour when it placed every
    one (None when the rules ran out first), and whether the clues contradict each other."""

    instance: Instance
    steps: list[Step] = field(default_factory=list)
    tour: list[int] | None = None
    contradiction: bool = False

    @property
    def grade(self) -> str | None:
        """easy, medium or hard: the hardest rule the solution needed; None when unsolved."""
        if self.tour is None:
            return None
        hardest = max((step.rule for step in self.steps), key=lambda rule: rule.level, default=Rule.SINGLE)
        return hardest.difficulty

    def lines(self) -> list[str]:
        """The steps in words: ``e5 = 12 (links)``, one a line."""
        board = self.instance.board
        return [f"{board.name(step.square)} = {step.move} ({step.rule.value})" for step in self.steps]


def deduce(
    instance: Instance, hardest: Rule = Rule.PAIRS, most_steps: int | None = None, limits: Limits = Limits()
) -> Deduction:
    """Solve ``instance``'s clues by the rules up to ``hardest`` alone (see the module's notes).

    Parameters
    ----------
    instance
        An open tour's question with clues (and, if any, a fixed start or end).
    hardest
        The hardest rule allowed.
    most_steps
        Stop after placing this many moves (a hint needs one); None: go on while the rules place any.
    limits
        Its time limit, checked between rules (a 20x20 board's rules take seconds).

    Returns
    -------
    Deduction
        The steps, and the tour when deduction placed every move (None when stopped first).

    Raises
    ------
    KtError
        A closed tour, or a question with parts other than holes and clues.
    LimitReached
        The time limit came (or Ctrl-C) before the rules ran out.

    Examples
    --------
    >>> from kt_csp.core.board import parse_board
    >>> board = parse_board("3x4")
    >>> clues = tuple((board.parse_square(s), m) for s, m in [("a1", 0), ("b3", 5), ("d3", 11)])
    >>> solved = deduce(Instance(board, clues=clues))
    >>> solved.grade, len(solved.tour)
    ('easy', 12)
    """
    if instance.closed:
        raise KtError("deduction grades open puzzles: a closed tour's clues may count from any start")
    if instance.parts() - {"holes", "clues"}:
        raise KtError("deduction takes a board's clues (and holes), no other part")
    return _Solver(instance).run(hardest, most_steps, limits.begun())


class _Solver:
    """The candidates: row k says which live squares move k can still stand on."""

    def __init__(self, instance: Instance) -> None:
        board = instance.board
        self.instance = instance
        self.live = board.live
        index = {int(s): i for i, s in enumerate(self.live.tolist())}
        n = len(self.live)
        self.far = np.stack([distances(board, int(s))[self.live] for s in self.live])  # jumps, -1 unreachable
        self.far[self.far < 0] = n  # (further than any move number apart)
        self.near = self.far == 1
        self.parity = board.changes_colour
        self.can = np.ones((n, n), dtype=bool)
        fixed = list(instance.clues) + [
            (s, m) for s, m in ((instance.start, 0), (instance.end, n - 1)) if s is not None
        ]
        for square, move in fixed:
            self.can[move, :] = False
            self.can[move, index[square]] = True
        self.placed = np.zeros(n, dtype=bool)
        self.deduction = Deduction(instance)

    def run(self, hardest: Rule, most_steps: int | None, limits: Limits) -> Deduction:
        used = Rule.REACH
        self._settle(Rule.SINGLE)  # (the clues themselves are no steps)
        self.deduction.steps.clear()
        rules = [rule for rule in Rule if rule.level <= hardest.level]
        while not self.placed.all():
            for rule in rules:
                limits.check()
                if self._apply(rule):
                    used = max(used, rule, key=lambda r: r.level)
                    break
            else:
                return self.deduction  # the rules ran out
            if not self.can.any(axis=1).all() or not self.can.any(axis=0).all():
                self.deduction.contradiction = True
                return self.deduction
            if self._settle(used):
                used = Rule.REACH
                if most_steps is not None and len(self.deduction.steps) >= most_steps:
                    return self.deduction
        squares = np.argmax(self.can, axis=1)
        if len(set(squares.tolist())) < len(squares):  # (two moves left on one square)
            self.deduction.contradiction = True
            return self.deduction
        self.deduction.tour = [int(self.live[i]) for i in squares]
        return self.deduction

    def _settle(self, rule: Rule) -> bool:
        """Record the moves left with one square each as placed, by ``rule``."""
        alone = (self.can.sum(axis=1) == 1) & ~self.placed
        for move in np.flatnonzero(alone).tolist():
            square = int(np.argmax(self.can[move]))
            self.deduction.steps.append(Step(move, int(self.live[square]), rule))
        self.placed |= alone
        return bool(alone.any())

    def _apply(self, rule: Rule) -> bool:
        before = self.can.copy()
        {Rule.REACH: self._reach, Rule.SINGLE: self._single, Rule.LINKS: self._links, Rule.PAIRS: self._pairs}[rule]()
        return not np.array_equal(before, self.can)

    def _reach(self) -> None:
        moves = np.arange(len(self.live))
        for move in np.flatnonzero(self.placed).tolist():
            square = int(np.argmax(self.can[move]))
            gap = np.abs(moves - move)[:, None]
            far = self.far[square][None, :]
            allowed = far <= gap
            if self.parity:
                allowed &= (gap - far) % 2 == 0
            self.can &= allowed

    def _single(self) -> None:
        for move in np.flatnonzero(self.can.sum(axis=1) == 1).tolist():
            square = int(np.argmax(self.can[move]))
            keep = self.can[move, square]
            self.can[:, square] = False
            self.can[move, square] = keep
        for square in np.flatnonzero(self.can.sum(axis=0) == 1).tolist():
            move = int(np.argmax(self.can[:, square]))
            self.can[move, :] = False
            self.can[move, square] = True

    def _links(self) -> None:
        near = self.near.astype(np.int64)
        self.can[1:] &= (self.can[:-1].astype(np.int64) @ near) > 0
        self.can[:-1] &= (self.can[1:].astype(np.int64) @ near) > 0

    def _pairs(self) -> None:
        for grid in (self.can, self.can.T):  # moves sharing two squares; squares sharing two moves
            two = np.flatnonzero(grid.sum(axis=1) == 2)
            seen: dict[bytes, int] = {}
            for row in two.tolist():
                key = grid[row].tobytes()
                if key in seen:
                    keep = grid[[seen[key], row]].copy()
                    grid[:, grid[row]] = False
                    grid[[seen[key], row]] = keep
                else:
                    seen[key] = row
