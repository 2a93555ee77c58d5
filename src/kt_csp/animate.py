"""The backtracker at work, drawn live in the terminal: the numbered path grows and shrinks.

The compiled kernel cannot call back on every step, so the animation replays the event log of
the same traced search (`kt_csp.trace`) that ``solve --trace`` prints: between two slices of the
search the frames for the events of the slice are drawn. ``normal`` speed draws every step,
``fast`` many steps per frame, like the JavaScript game's Fast button.
"""

from __future__ import annotations

import enum
import time

import numpy as np
from rich.console import Console, Group
from rich.live import Live
from rich.text import Text

from kt_csp import kernel
from kt_csp.backtrack import BacktrackOptions
from kt_csp.backtrack import solve as backtrack_solve
from kt_csp.instance import Instance
from kt_csp.limits import Limits
from kt_csp.result import Result
from kt_csp.trace import events

__all__ = ["Speed", "Animation", "animate"]


class Speed(str, enum.Enum):
    """Steps per frame and seconds per frame."""

    NORMAL = "normal"
    FAST = "fast"

    @property
    def steps_per_frame(self) -> int:
        return 1 if self is Speed.NORMAL else 50

    @property
    def frame_seconds(self) -> float:
        return 0.05 if self is Speed.NORMAL else 0.02


class Animation:
    """The board as the search leaves it after each event, and the frames drawn from it."""

    def __init__(self, instance: Instance, speed: Speed, live: Live) -> None:
        self.instance, self.speed, self.live = instance, speed, live
        self.board = instance.board
        self.numbers = np.full(self.board.size, -1, dtype=np.int64)
        self.path: list[int] = []
        self.steps = 0
        self.started = time.perf_counter()

    def __call__(self, rows: np.ndarray) -> bool:
        """Observer of the traced search: apply each event, draw a frame every few steps."""
        for event in events(rows):
            if event.kind == kernel.E_JUMP:
                if event.depth == 1:  # a search from a (new) start square
                    self.numbers[self.path] = -1
                    self.path = []
                    self._place(event.other)
                self._place(event.square)
            elif event.kind == kernel.E_BACK:
                self.numbers[self.path.pop()] = -1
            else:
                continue
            self.steps += 1
            if self.steps % self.speed.steps_per_frame == 0:
                self.live.update(self.frame(), refresh=True)
                time.sleep(self.speed.frame_seconds)
        return True

    def _place(self, square: int) -> None:
        self.numbers[square] = len(self.path)
        self.path.append(square)

    def frame(self) -> Group:
        """The board (top rank first), the current square highlighted, and the step counter."""
        width = len(str(self.board.size - 1))
        here = self.path[-1] if self.path else -1
        lines = []
        for row in reversed(range(self.board.rows)):
            line = Text()
            for col in range(self.board.cols):
                square = row * self.board.cols + col
                number = int(self.numbers[square])
                cell = "·".rjust(width) if number < 0 else str(number).rjust(width)
                line.append(cell, style="bold reverse" if square == here else ("cyan" if number >= 0 else "dim"))
                line.append(" ")
            lines.append(line)
        rate = self.steps / max(time.perf_counter() - self.started, 1e-9)
        lines.append(Text(f"step {self.steps:,}  depth {len(self.path)}  {rate:,.0f} steps/s"))
        return Group(*lines)


def animate(instance: Instance, options: BacktrackOptions, speed: Speed, console: Console,
            limits: Limits = Limits()) -> Result:
    """Run the backtracker on ``instance`` while drawing it; returns its result."""
    with Live(console=console, auto_refresh=False, transient=False) as live:
        animation = Animation(instance, speed, live)
        traced = BacktrackOptions(order=options.order, forward_check=options.forward_check, trace=animation)
        result = backtrack_solve(instance, limits, traced)
        if result.tour is not None:  # the final frame: the tour as found
            animation.numbers[np.asarray(result.tour)] = np.arange(len(result.tour))
            animation.path = list(result.tour)
        live.update(animation.frame(), refresh=True)
    if not console.is_terminal:
        console.line()  # a live display ends its last frame without a newline off a terminal
    return result
