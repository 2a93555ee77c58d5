"""The backtracker at work, drawn live in the terminal: the numbered path grows and shrinks.

The compiled kernel cannot call back on every step, so the animation replays the event log of
the same traced search (`kt_csp.engines.backtrack.trace`) that ``solve --trace`` prints: between two slices of the
search the frames for the events of the slice are drawn. ``normal`` speed draws every step,
``fast`` many steps per frame, like the JavaScript game's Fast button.

The animation keeps the run's time limit: once it is up the drawing stops and the search stops
at its next look at the clock. Ctrl-C lets the frame being drawn finish first, so the last frame
is whole; either way the counts reported are those of the steps drawn. Off a terminal nothing is
paced or drawn along the way: the search runs at full speed and only its last frame is printed.
"""

from __future__ import annotations

import time
from dataclasses import replace

import numpy as np
from rich.console import Console, Group
from rich.live import Live
from rich.text import Text

from kt_csp.core.choices import BacktrackOptions, Speed
from kt_csp.core.instance import Instance
from kt_csp.core.limits import Limits, Stop
from kt_csp.core.result import Result, Stats
from kt_csp.engines.backtrack import layout
from kt_csp.engines.backtrack.search import NAME
from kt_csp.engines.backtrack.trace import events
from kt_csp.engines.registry import get_engine
from kt_csp.errors import KtError
from kt_csp.runtime.ctrl_c import held

__all__ = ["MOST_SQUARES", "Animation", "Speed", "animate"]

MOST_SQUARES = 2_500  # a frame of a larger board cannot be watched (50x50 is 150 columns wide)


class Animation:
    """The board as the search leaves it after each event, and the frames drawn from it."""

    def __init__(
        self, instance: Instance, speed: Speed, live: Live, limits: Limits = Limits(), watched: bool = True
    ) -> None:
        self.instance, self.speed, self.live, self.limits = instance, speed, live, limits
        self.watched = watched  # drawn step by step (on a terminal), or only its last frame
        self.board = instance.board
        self.numbers = np.full(self.board.size, -1, dtype=np.int64)
        self.path: list[int] = []
        self.steps = 0
        self.drawn = Stats(extra={"cuts": 0})  # the search's counts as far as it was drawn
        self.cut_short = False  # the drawing stopped (time up) while the search went on
        self.started = time.perf_counter()

    def __call__(self, rows: np.ndarray) -> bool:
        """Observer of the traced search: apply each event, draw a frame every few steps; False
        (stop tracing) once the time limit is up."""
        for event in events(rows):
            if event.kind == layout.E_JUMP:
                if event.depth == 1:  # a search from a (new) start square
                    self.numbers[self.path] = -1
                    self.path = []
                    self._place(event.other)
                self._place(event.square)
            elif event.kind == layout.E_BACK:
                self.numbers[self.path.pop()] = -1
                self.drawn.backtracks += 1
            else:
                self.drawn.extra["cuts"] += event.kind != layout.E_FOUND
                continue
            self.steps += 1
            if self.steps % self.speed.steps_per_frame == 0:
                if self.limits.time_up():
                    self.cut_short = True
                    return False
                with held():  # a Ctrl-C waits for the frame to be whole: cut, it left lines on the screen twice
                    self.live.update(self.frame(), refresh=True)
                time.sleep(self.speed.frame_seconds)
        return True

    def _place(self, square: int) -> None:
        self.drawn.nodes += 1
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
        if self.steps or self.watched:
            rate = self.steps / max(time.perf_counter() - self.started, 1e-9)
            lines.append(Text(f"step {self.steps:,}  depth {len(self.path)}  {rate:,.0f} steps/s"))
        else:
            lines.append(
                Text(f"last frame, depth {len(self.path)} (off a terminal the search is not drawn step by step)")
            )
        return Group(*lines)


def animate(
    instance: Instance, options: BacktrackOptions, speed: Speed, console: Console, limits: Limits = Limits()
) -> Result:
    """Run the backtracker on ``instance`` while drawing it.

    Parameters
    ----------
    instance
        The question.
    options
        The backtracker's move order and forward checking (a trace of its own is replaced).
    speed
        How fast the frames follow one another.
    console
        Where to draw: step by step on a terminal, the last frame only elsewhere.
    limits
        The run's limits, their clock running or not yet.

    Returns
    -------
    Result
        The search's result, its counts those of the search as drawn when the drawing was cut short.

    Raises
    ------
    KtError
        A board too large to draw, or wider than the terminal.
    """
    board = instance.board
    if board.size > MOST_SQUARES:
        raise KtError(f"animate draws boards up to {MOST_SQUARES:,} squares; {board} has {board.size:,}")
    width = board.cols * (len(str(board.size - 1)) + 1)
    if console.is_terminal and width > console.width:
        raise KtError(f"a frame of {board} is {width} characters wide; this terminal has {console.width} columns")
    limits = limits.begun()
    with Live(console=console, auto_refresh=False, transient=False) as live:
        animation = Animation(instance, speed, live, limits, console.is_terminal)
        watched = animation if console.is_terminal else None  # off a terminal: the last frame only
        traced = BacktrackOptions(order=options.order, forward_check=options.forward_check, trace=watched)
        result = get_engine(NAME).solve(instance, limits, traced)
        if animation.cut_short or (watched is not None and result.stop is Stop.INTERRUPTED):
            # the numbers of the search as drawn, not of the slice it ran on to (a Ctrl-C comes
            # while a frame is drawn, or while the search runs ahead of the drawing)
            animation.drawn.wall_time = result.stats.wall_time
            result = replace(result, stats=animation.drawn, note="the search's counts as far as it was drawn")
        if result.tour is not None:  # the final frame: the tour as found
            animation.numbers[np.asarray(result.tour)] = np.arange(len(result.tour))
            animation.path = list(result.tour)
        live.update(animation.frame(), refresh=True)
    if not console.is_terminal:
        console.line()  # a live display ends its last frame without a newline off a terminal
    return result
