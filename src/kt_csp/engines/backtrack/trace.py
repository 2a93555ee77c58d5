"""The backtracker's search as events, in words: what ``solve --trace`` prints.

The kernel logs one row per event (`kt_csp.engines.backtrack.layout`: kind, depth, square, other); this
module reads the rows. A trace is the search itself, not a re-enactment: the same run, so it is
identical from run to run and ends where the search ends.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

import numpy as np

from kt_csp.core.board import Board
from kt_csp.core.limits import Limits
from kt_csp.engines.backtrack import layout

__all__ = ["Event", "Tracer", "describe", "events"]


@dataclass(frozen=True)
class Event:
    """One step of the search: a jump, a move taken back, a move cut by forward checking, a tour.

    ``other`` is the square jumped from (jump), returned to (back), or the one that made the cut.
    """

    kind: int
    depth: int
    square: int
    other: int


def events(rows: np.ndarray) -> Iterator[Event]:
    """The kernel's log rows as events.

    Parameters
    ----------
    rows
        Rows of (kind, depth, square, other), squares already mapped back from nodes.

    Yields
    ------
    Event
        One per row, in order.
    """
    for kind, depth, square, other in rows.tolist():
        yield Event(kind, depth, square, other)


def describe(board: Board, event: Event) -> str:
    """One line for an event, such as ``  12  jump c3 → e4``.

    Parameters
    ----------
    board
        The board, which names the squares.
    event
        The event to say.

    Returns
    -------
    str
        The depth, right-aligned, and what happened in words.
    """
    name = board.name
    text = {
        layout.E_JUMP: lambda e: f"jump {name(e.other)} → {name(e.square)}",
        layout.E_BACK: lambda e: f"nothing left from {name(e.square)}: back to {name(e.other)}",
        layout.E_CUT_STARVED: lambda e: f"not to {name(e.square)}: {name(e.other)} could no longer be entered",
        layout.E_CUT_DEAD_ENDS: lambda e: f"not to {name(e.square)}: {name(e.other)} would be one dead end too many",
        layout.E_FOUND: lambda e: f"tour complete on {name(e.square)}",
    }[event.kind](event)
    return f"{event.depth:>4}  {text}"


class Tracer:
    """An observer for `BacktrackOptions.trace` that prints up to ``limit`` events as lines, and
    stops printing when the run's time is up (so that a paced trace keeps the time limit)."""

    def __init__(self, board: Board, limit: int, emit: Callable[[str], None], limits: Limits = Limits()) -> None:
        self.board, self.limit, self.emit, self.limits, self.seen = board, limit, emit, limits, 0

    def __call__(self, rows: np.ndarray) -> bool:
        for event in events(rows):
            if self.seen == self.limit:
                self.emit(f"# trace stopped after {self.limit:,} events (the trace limit); the search goes on")
                return False
            if self.limits.time_up():
                self.emit("# trace stopped: the time limit is up")
                return False
            self.emit(describe(self.board, event))
            self.seen += 1
        return True
