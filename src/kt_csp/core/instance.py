"""What is asked: a board, an optional start and end square, and whether the tour must close."""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass, replace

import numpy as np

from kt_csp.core.board import Board, Wrap, parse_board, parse_leaper
from kt_csp.errors import InstanceError, InternalError

__all__ = ["Instance", "Magic", "Symmetry", "parse_clues"]


def parse_clues(board: Board, text: str) -> tuple[tuple[int, int], ...]:
    """Clues written ``a1=0,h8=63`` (or separated by spaces) as (square, move) pairs."""
    clues = []
    for word in re.split(r"[\s,]+", text.strip()):
        name, equals, move = word.partition("=")
        if not word:
            continue
        if not equals or not move.isdigit() or len(move) > 15:
            raise InstanceError(f"malformed clue {word[:40]!r}: expected SQUARE=MOVE such as a1=0")
        clues.append((board.parse_square(name), int(move)))
    if not clues:
        raise InstanceError("the clues name no square: give them as SQUARE=MOVE such as a1=0")
    return tuple(clues)


_TAG_RE = re.compile(
    r"^kt-csp board=(\S+) leaper=(\S+) closed=([01]) start=(\S+) end=(\S+)"
    r"(?: holes=(\S+))?(?: wrap=(cylinder|torus))?(?: clues=(\S+))?"
    r"(?: symmetry=(rot180|rot90|mirror))?(?: magic=(semi|full))?( uncrossed)?( longest)?$"
)


class Symmetry(str, enum.Enum):
    """A turn or reflection of the board that a tour's set of moves must be carried onto itself
    by (an open tour's ends may swap, a closed tour may run the other way round)."""

    ROT180 = "rot180"
    ROT90 = "rot90"
    MIRROR = "mirror"

    def image(self, board: Board, square: int) -> int:
        """Where the symmetry carries ``square``: half or quarter turn about the centre, or the
        left-right mirror."""
        row, col = board.coords(square)
        if self is Symmetry.ROT180:
            return board.square(board.rows - 1 - row, board.cols - 1 - col)
        if self is Symmetry.ROT90:
            return board.square(col, board.rows - 1 - row)
        return board.square(row, board.cols - 1 - col)


class Magic(str, enum.Enum):
    """Move numbers (from 1) summing alike: every rank and every file (semi), and on a square
    board the two long diagonals too (full)."""

    SEMI = "semi"
    FULL = "full"


@dataclass(frozen=True)
class Instance:
    """A knight's-tour question that every engine answers the same way.

    A tour visits every square of ``board`` once by the leaper's jumps; it is *closed* when its
    last square is one jump from its first. ``start`` and ``end`` are square indices or None.
    ``clues`` are given move numbers, (square, move) pairs with moves counted from 0 — the
    knight's Hidato: the tour must stand on each clue's square at its move. ``symmetry`` asks
    for a tour whose moves a board symmetry carries onto themselves, ``magic`` for move numbers
    whose ranks and files (and diagonals) sum alike. ``uncrossed`` asks that no two moves cross
    as segments between square centres (`kt_csp.reasoning.crossings`); ``longest`` turns the question into
    an optimisation: the path (or, closed, the cycle) with the most moves, not every square
    visited.
    """

    board: Board
    start: int | None = None
    end: int | None = None
    closed: bool = False
    clues: tuple[tuple[int, int], ...] = ()
    symmetry: Symmetry | None = None
    magic: Magic | None = None
    uncrossed: bool = False
    longest: bool = False

    def __post_init__(self) -> None:
        for role, square in (("start", self.start), ("end", self.end)):
            if square is not None and not 0 <= square < self.board.size:
                raise InstanceError(f"{role} square {square} is off the {self.board} board")
            if square is not None and square in self.board.holes:
                raise InstanceError(f"the {role} square {self.board.name(square)} is a hole: a tour cannot stand on it")
        if self.start is not None and self.start == self.end and self.board.squares > 1:
            raise InstanceError(
                f"start and end are both {self.board.name(self.start)}: a tour ends where it has not been"
            )
        if (
            self.closed
            and self.start is not None
            and self.end is not None
            and not self.board.is_move(self.start, self.end)
        ):
            raise InstanceError(
                f"a closed tour ending on {self.board.name(self.end)}: it is not one jump from the start "
                f"{self.board.name(self.start)}, so the tour could never close"
            )
        self._check_clues()
        self._check_symmetry()
        if self.magic is not None and (self.board.holes or self.board.wrap is not Wrap.NONE):
            raise InstanceError(
                "a magic tour numbers every square of a whole, unwrapped board: drop the holes and wrap"
            )
        if self.magic is Magic.FULL and self.board.rows != self.board.cols:
            raise InstanceError(f"a fully magic tour sums the long diagonals too: {self.board} is not square")
        if self.uncrossed and self.board.wrap is not Wrap.NONE:
            raise InstanceError("a wrapped board's moves are not straight segments, so none can cross: drop the wrap")
        if self.longest and (self.clues or self.symmetry or self.magic):
            raise InstanceError("the longest path asks only how long a path can be: drop the clues, symmetry and magic")

    def _check_symmetry(self) -> None:
        board, symmetry = self.board, self.symmetry
        if symmetry is None:
            return
        if symmetry is Symmetry.ROT90 and board.rows != board.cols:
            raise InstanceError(f"a quarter turn carries {board} onto itself only when it is square")
        if symmetry is Symmetry.ROT90 and board.wrap is Wrap.CYLINDER:
            raise InstanceError("a quarter turn would wrap a cylinder's ranks: choose rot180 or mirror")
        if any(symmetry.image(board, hole) not in board.holes for hole in board.holes):
            raise InstanceError(f"the holes are not {symmetry.value}-symmetric, so no tour of the board can be")

    def _check_clues(self) -> None:
        """Clues on live squares, numbers within the tour, one number per square and one square
        per number, and none that contradicts the fixed start or end."""
        board, last = self.board, self.board.squares - 1
        squares: dict[int, int] = {}
        moves: dict[int, int] = {}
        for square, move in self.clues:
            if not 0 <= square < board.size:
                raise InstanceError(f"a clue's square {square} is off the {board} board")
            name = board.name(square)
            if square in board.holes:
                raise InstanceError(f"the clue on {name} stands on a hole")
            if not 0 <= move <= last:
                raise InstanceError(f"the clue {name}={move} is out of range: moves are numbered 0 to {last}")
            if square in squares and squares[square] != move:
                raise InstanceError(f"{name} has two clues, {squares[square]} and {move}")
            if move in moves and moves[move] != square:
                raise InstanceError(f"move {move} is given on two squares, {board.name(moves[move])} and {name}")
            squares[square], moves[move] = move, square
        for role, fixed, number in (("start", self.start, 0), ("end", self.end, last)):
            if fixed is not None and number in moves and moves[number] != fixed:
                raise InstanceError(
                    f"the clue {board.name(moves[number])}={number} contradicts the {role} {board.name(fixed)}"
                )
            if fixed is not None and fixed in squares and squares[fixed] != number:
                raise InstanceError(
                    f"the clue {board.name(fixed)}={squares[fixed]} contradicts the {role} {board.name(fixed)}"
                )
        if list(self.clues) != sorted(set(self.clues), key=lambda clue: clue[1]):
            object.__setattr__(self, "clues", tuple(sorted(set(self.clues), key=lambda clue: clue[1])))

    def parts(self) -> frozenset[str]:
        """The variant parts this question has beyond a plain tour of a whole rectangle (``holes``,
        ``wrap``): each engine says which it answers (`kt_csp.engines.registry`)."""
        board = self.board
        return frozenset(
            part
            for part, used in (
                ("holes", bool(board.holes)),
                ("wrap", board.wrap is not Wrap.NONE),
                ("clues", bool(self.clues)),
                ("symmetry", self.symmetry is not None),
                ("magic", self.magic is not None),
                ("uncrossed", self.uncrossed),
                ("longest", self.longest),
            )
            if used
        )

    def clued_starts(self) -> list[int]:
        """The squares a tour with no fixed start may start on: the square of move 0 if a clue
        gives one, else every live square that holds no clue and is not the fixed end (unless
        the board is that one square)."""
        given = [square for square, move in self.clues if move == 0]
        if given or self.board.squares == 1:
            return given or self.board.live.tolist()
        clued = {square for square, _ in self.clues} | ({self.end} if self.end is not None else set())
        return [s for s in self.board.live.tolist() if s not in clued]

    def anchored(self) -> tuple[Instance, int]:
        """The question as every engine, model, job and game poses it, and the shift of its move
        numbers.

        A closed tour with clues but no fixed start may start on any square, and its clues number
        the moves from wherever it starts. Posed as it is asked, an engine would take a square of
        its own as the start and read the clues from there — another question. So it is posed
        anchored: its first clue's square is the start, every clue moved down by that clue's
        number (a fixed end becomes a clue). A tour of the anchored question is read back as a
        tour of this one by `renumbered`. Any other question is its own, shifted by 0 (a magic
        tour's numbers are its own: the CP-SAT model finds its start). The engines, the models
        and counting jobs refuse a question that is not anchored (`require_anchored`), so that no
        path can skip this.

        Returns
        -------
        tuple of (Instance, int)
            The anchored question and the move number of its start in this one.

        Examples
        --------
        >>> from kt_csp.core.board import parse_board
        >>> board = parse_board("6x6")
        >>> posed, shift = Instance(board, closed=True, clues=((board.parse_square("c3"), 10),)).anchored()
        >>> board.name(posed.start), posed.clues, shift
        ('c3', ((14, 0),), 10)
        """
        if self.is_anchored:
            return self, 0
        square, shift = self.clues[0]
        last = self.board.squares - 1
        clues = [(s, m - shift) for s, m in self.clues] + ([] if self.end is None else [(self.end, last - shift)])
        return replace(self, start=square, end=None, clues=tuple(clues)), shift

    @property
    def is_anchored(self) -> bool:
        """Whether this question is posed as engines take it (`anchored`)."""
        return not (self.closed and self.clues and self.start is None) or self.magic is not None

    def require_anchored(self, taker: str) -> None:
        """Refuse, as a bug, a question that reached ``taker`` (an engine or a model builder)
        without being anchored: it would be answered as another question."""
        if not self.is_anchored:
            raise InternalError(
                f"{taker} was handed a closed tour with clues and no start that was not anchored "
                "(Instance.anchored): it would answer another question"
            )

    def renumbered(self, tour: np.ndarray, shift: int) -> np.ndarray:
        """A tour of the anchored question (`anchored`, which gave ``shift``) numbered as this
        question asks: its start moved ``shift`` moves on."""
        return tour if not shift else np.roll(np.asarray(tour), shift)

    def as_counted(self) -> Instance:
        """The instance as every engine counts it: anchored (`anchored`), and closed tours with
        a free start through the board's first square (a1, unless it is a hole).

        Every closed tour passes through every square, so counting them through one fixed
        square loses nothing: the first, or the fixed end (a closed tour read to end there is the
        same cycle as one read from there).
        """
        posed = self.anchored()[0]
        if posed.closed and posed.start is None:
            return replace(posed, start=posed.board.first if posed.end is None else posed.end, end=None)
        return posed

    def tag(self) -> str:
        """One line that names the instance exactly, written into exported models.

        >>> from kt_csp.core.board import parse_board
        >>> board = parse_board("8x8")
        >>> Instance(board, start=board.parse_square("a1")).tag()
        'kt-csp board=8x8 leaper=1,2 closed=0 start=a1 end=-'
        """
        board = self.board

        def square(s: int | None) -> str:
            return "-" if s is None else board.name(s)

        holes = f" holes={','.join(board.name(h) for h in sorted(board.holes))}" if board.holes else ""
        wrap = "" if board.wrap is Wrap.NONE else f" wrap={board.wrap.value}"
        clues = f" clues={','.join(f'{board.name(s)}={m}' for s, m in self.clues)}" if self.clues else ""
        return (
            f"kt-csp board={board} leaper={board.leaper[0]},{board.leaper[1]} "
            f"closed={int(self.closed)} start={square(self.start)} end={square(self.end)}{holes}{wrap}{clues}"
            + ("" if self.symmetry is None else f" symmetry={self.symmetry.value}")
            + ("" if self.magic is None else f" magic={self.magic.value}")
            + " uncrossed" * self.uncrossed
            + " longest" * self.longest
        )

    @classmethod
    def from_tag(cls, tag: str) -> Instance:
        """Inverse of `tag`; a line that is not a tag raises InstanceError."""
        match = _TAG_RE.match(tag.strip())
        if not match:
            raise InstanceError(f"{tag.strip()[:60]!r} is not a kt-csp instance tag")
        board = parse_board(match.group(1), parse_leaper(match.group(2)))
        if match.group(6):
            board = board.with_holes(match.group(6))
        if match.group(7):
            board = replace(board, wrap=Wrap(match.group(7)))

        def square(text: str) -> int | None:
            return None if text == "-" else board.parse_square(text)

        return cls(
            board,
            square(match.group(4)),
            square(match.group(5)),
            match.group(3) == "1",
            parse_clues(board, match.group(8)) if match.group(8) else (),
            Symmetry(match.group(9)) if match.group(9) else None,
            Magic(match.group(10)) if match.group(10) else None,
            bool(match.group(11)),
            bool(match.group(12)),
        )

    def as_dict(self) -> dict[str, object]:
        """The instance's keys in every JSON answer (an interface scripts depend on)."""
        board = self.board
        return {
            "board": str(board),
            "leaper": list(board.leaper),
            "closed": self.closed,
            "start": None if self.start is None else board.name(self.start),
            "end": None if self.end is None else board.name(self.end),
            "holes": [board.name(h) for h in sorted(board.holes)],
            "wrap": board.wrap.value,
            "clues": {board.name(square): move for square, move in self.clues},
            "symmetry": None if self.symmetry is None else self.symmetry.value,
            "magic": None if self.magic is None else self.magic.value,
            "uncrossed": self.uncrossed,
            "longest": self.longest,
        }

    def describe(self) -> str:
        """A short phrase such as ``closed tour of 6x6 from a1``."""
        kind = (
            ("longest " if self.longest else "")
            + ("uncrossed " if self.uncrossed else "")
            + ("closed " if self.closed else "open ")
            + ("path" if self.longest else "tour")
        )
        parts = [f"{kind} of {self.board.describe()}"]
        if self.board.leaper != (1, 2):
            parts.append(f"by the {self.board.leaper[0]},{self.board.leaper[1]} leaper")
        if self.start is not None:
            parts.append(f"from {self.board.name(self.start)}")
        if self.end is not None:
            parts.append(f"to {self.board.name(self.end)}")
        if self.clues:
            parts.append(f"with {len(self.clues)} clue{'s' if len(self.clues) > 1 else ''}")
        if self.symmetry is not None:
            parts.append(f"{self.symmetry.value}-symmetric")
        if self.magic is not None:
            parts.append(f"{self.magic.value}-magic")
        return " ".join(parts)

    def command_line(self) -> str:
        """The board and options that ask this question of ``kt-csp solve``, ``count``,
        ``crosscheck``, ``export`` or ``animate``: every part of it, each as the command line
        spells it, so that the command line parses them back into this instance.

        >>> from kt_csp.core.board import parse_board
        >>> board = parse_board("6x6").with_holes("c3")
        >>> Instance(board, start=0, closed=True, clues=((board.parse_square("b3"), 1),)).command_line()
        '6x6 --holes c3 --start a1 --closed --clue b3=1'
        """
        from kt_csp.core.board import KNIGHT

        board = self.board
        words = [str(board)]
        if board.leaper != KNIGHT:
            words += ["--leaper", f"{board.leaper[0]},{board.leaper[1]}"]
        if board.holes:
            words += ["--holes", ",".join(board.name(h) for h in sorted(board.holes))]
        if board.wrap is not Wrap.NONE:
            words += ["--wrap", board.wrap.value]
        for flag, square in (("--start", self.start), ("--end", self.end)):
            if square is not None:
                words += [flag, board.name(square)]
        if self.closed:
            words.append("--closed")
        for square, move in self.clues:
            words += ["--clue", f"{board.name(square)}={move}"]
        for flag, choice in (("--symmetry", self.symmetry), ("--magic", self.magic)):
            if choice is not None:
                words += [flag, choice.value]
        words += ["--uncrossed"] * self.uncrossed + ["--longest"] * self.longest
        return " ".join(words)
