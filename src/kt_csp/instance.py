"""What is asked: a board, an optional start and end square, and whether the tour must close."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from kt_csp.board import Board, Wrap, parse_board, parse_leaper
from kt_csp.errors import InstanceError

__all__ = ["Instance"]

_TAG_RE = re.compile(r"^kt-csp board=(\S+) leaper=(\S+) closed=([01]) start=(\S+) end=(\S+)"
                     r"(?: holes=(\S+))?(?: wrap=(cylinder|torus))?$")


@dataclass(frozen=True)
class Instance:
    """A knight's-tour question that every engine answers the same way.

    A tour visits every square of ``board`` once by the leaper's jumps; it is *closed* when its
    last square is one jump from its first. ``start`` and ``end`` are square indices or None.
    """

    board: Board
    start: int | None = None
    end: int | None = None
    closed: bool = False

    def __post_init__(self) -> None:
        for role, square in (("start", self.start), ("end", self.end)):
            if square is not None and not 0 <= square < self.board.size:
                raise InstanceError(f"{role} square {square} is off the {self.board} board")
            if square is not None and square in self.board.holes:
                raise InstanceError(f"the {role} square {self.board.name(square)} is a hole: a tour cannot stand on it")
        if self.start is not None and self.start == self.end and self.board.squares > 1:
            raise InstanceError(f"start and end are both {self.board.name(self.start)}: a tour ends where it has not been")
        if self.closed and self.start is not None and self.end is not None \
                and not self.board.is_move(self.start, self.end):
            raise InstanceError(
                f"a closed tour ending on {self.board.name(self.end)}: it is not one jump from the start "
                f"{self.board.name(self.start)}, so the tour could never close")

    def parts(self) -> frozenset[str]:
        """The variant parts this question has beyond a plain tour of a whole rectangle (``holes``,
        ``wrap``): each engine says which it answers (`kt_csp.engines`)."""
        board = self.board
        return frozenset(part for part, used in (("holes", bool(board.holes)), ("wrap", board.wrap is not Wrap.NONE))
                         if used)

    def as_counted(self) -> Instance:
        """The instance as every engine counts it: closed tours with a free start through the
        board's first square (a1, unless it is a hole).

        Every closed tour passes through every square, so counting them through one fixed
        square loses nothing: the first, or the fixed end (a closed tour read to end there is the
        same cycle as one read from there).
        """
        if self.closed and self.start is None:
            return replace(self, start=self.board.first if self.end is None else self.end, end=None)
        return self

    def tag(self) -> str:
        """One line that names the instance exactly, written into exported models.

        >>> from kt_csp.board import parse_board
        >>> board = parse_board("8x8")
        >>> Instance(board, start=board.parse_square("a1")).tag()
        'kt-csp board=8x8 leaper=1,2 closed=0 start=a1 end=-'
        """
        board = self.board

        def square(s: int | None) -> str:
            return "-" if s is None else board.name(s)

        holes = f" holes={','.join(board.name(h) for h in sorted(board.holes))}" if board.holes else ""
        wrap = "" if board.wrap is Wrap.NONE else f" wrap={board.wrap.value}"
        return (f"kt-csp board={board} leaper={board.leaper[0]},{board.leaper[1]} "
                f"closed={int(self.closed)} start={square(self.start)} end={square(self.end)}{holes}{wrap}")

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

        return cls(board, square(match.group(4)), square(match.group(5)), match.group(3) == "1")

    def as_dict(self) -> dict[str, object]:
        """The instance's keys in every JSON answer (an interface scripts depend on)."""
        board = self.board
        return {"board": str(board), "leaper": list(board.leaper), "closed": self.closed,
                "start": None if self.start is None else board.name(self.start),
                "end": None if self.end is None else board.name(self.end),
                "holes": [board.name(h) for h in sorted(board.holes)], "wrap": board.wrap.value}

    def describe(self) -> str:
        """A short phrase such as ``closed tour of 6x6 from a1``."""
        parts = [f"{'closed' if self.closed else 'open'} tour of {self.board.describe()}"]
        if self.board.leaper != (1, 2):
            parts.append(f"by the {self.board.leaper[0]},{self.board.leaper[1]} leaper")
        if self.start is not None:
            parts.append(f"from {self.board.name(self.start)}")
        if self.end is not None:
            parts.append(f"to {self.board.name(self.end)}")
        return " ".join(parts)
