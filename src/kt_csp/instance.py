"""What is asked: a board, an optional start and end square, and whether the tour must close."""

from __future__ import annotations

from dataclasses import dataclass, replace

from kt_csp.board import Board
from kt_csp.errors import InstanceError

__all__ = ["Instance"]


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
        if self.start is not None and self.start == self.end and self.board.size > 1:
            raise InstanceError(f"start and end are both {self.board.name(self.start)}: a tour ends where it has not been")
        if self.closed and self.start is not None and self.end is not None \
                and not self.board.is_move(self.start, self.end):
            raise InstanceError(
                f"--closed with end {self.board.name(self.end)}: it is not one jump from the start "
                f"{self.board.name(self.start)}, so the tour could never close")

    def as_counted(self) -> Instance:
        """The instance as every engine counts it: closed tours with a free start through a1.

        Every closed tour passes through every square, so counting them through one fixed
        square loses nothing: a1, or the fixed end (a closed tour read to end there is the same
        cycle as one read from there).
        """
        if self.closed and self.start is None:
            return replace(self, start=0 if self.end is None else self.end, end=None)
        return self

    def describe(self) -> str:
        """A short phrase such as ``closed tour of 6x6 from a1``."""
        parts = [f"{'closed' if self.closed else 'open'} tour of {self.board}"]
        if self.board.leaper != (1, 2):
            parts.append(f"by the {self.board.leaper[0]},{self.board.leaper[1]} leaper")
        if self.start is not None:
            parts.append(f"from {self.board.name(self.start)}")
        if self.end is not None:
            parts.append(f"to {self.board.name(self.end)}")
        return " ".join(parts)
