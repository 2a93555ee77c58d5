"""Progress bars for long operations: on stderr, and only when it is a terminal, so that piped
or captured output stays exactly the results; where stderr is not a terminal (a long count in
the background, its output redirected), a plain line on it every `LINE_EVERY` seconds instead.
`Console` is rich's, but for a closed pipe.

The engines draw nothing: they report to a `kt_csp.core.progress.Reporter`, and the command
line hands them `Bars`, which draws each piece of work they report as a bar (`progress`)."""

from __future__ import annotations

import contextlib
import sys
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import ExitStack, contextmanager
from typing import TypeVar

from rich.console import Console as RichConsole
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TaskProgressColumn,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)

__all__ = ["Bars", "Console", "progress", "tracked"]

T = TypeVar("T")

LINE_EVERY = 60.0  # seconds between the progress lines written where stderr is not a terminal


class Console(RichConsole):
    """A rich console that lets a closed pipe (a reader such as ``head`` that stopped reading)
    end the run as a closed pipe: rich's own exits with 1, the code of a negative answer."""

    def on_broken_pipe(self) -> None:
        """End the run as a closed pipe (exit 141), not rich's exit 1."""
        raise BrokenPipeError


@contextmanager
def progress(total: int, description: str) -> Iterator[Callable[[int, str], None]]:
    """A bar with rate and time left on a terminal (a line every `LINE_EVERY` seconds elsewhere).

    Parameters
    ----------
    total
        The work's steps.
    description
        What the work is, in a few words.

    Yields
    ------
    Callable[[int, str], None]
        ``advance(steps, note)``: counts steps done and shows ``note`` (such as what is in hand,
        or a running total).
    """
    console = Console(stderr=True)
    columns = (
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TaskProgressColumn(),
        TimeElapsedColumn(),
        TextColumn("left"),
        TimeRemainingColumn(),
    )
    with Progress(*columns, console=console, disable=not console.is_terminal, transient=True) as bar:
        task = bar.add_task(description, total=total)
        lines = None if console.is_terminal else _Lines(total, description)

        def advance(steps: int, note: str) -> None:
            bar.update(task, advance=steps, description=f"{description}: {note}" if note else description)
            if lines is not None:
                lines.advance(steps, note)

        try:
            yield advance
        finally:
            if lines is not None:
                lines.close()


class _Lines:
    """The progress of a piece of work as a line on stderr every `LINE_EVERY` seconds: how much
    is done, the note, the time so far and the time left at the pace since the first step (the
    start-up before it, compiling or planning, is no part of the pace). A thread beside says it
    when the work has not reported for that long (a frontier sweep reports a square at a time,
    and a wide square takes minutes)."""

    def __init__(self, total: int, description: str) -> None:
        self.total, self.description = total, description
        self.done, self.note = 0, ""
        self.started = self.said = time.monotonic()
        self.first: tuple[float, int] | None = None  # when the first step was done, and the steps done then
        self._saying = threading.Lock()
        self._closed = threading.Event()
        threading.Thread(target=self._each_minute, name="progress lines", daemon=True).start()

    def advance(self, steps: int, note: str) -> None:
        now = time.monotonic()
        self.done += steps
        self.note = note
        if self.first is None and steps:
            self.first = now, self.done
        self._say_if_due()

    def close(self) -> None:
        """No more lines: the work is over."""
        self._closed.set()

    def _each_minute(self) -> None:
        while not self._closed.wait(max(LINE_EVERY, 1.0)):
            self._say_if_due()

    def _say_if_due(self) -> None:
        with self._saying:
            now = time.monotonic()
            if now - self.said < LINE_EVERY or self._closed.is_set():
                return
            self.said = now
            line = self._line(now)
        with contextlib.suppress(OSError, ValueError):  # (stderr closed)
            print(line, file=sys.stderr, flush=True)

    def _line(self, now: float) -> str:
        from kt_csp.cli.show.words import duration

        share = self.done / max(self.total, 1)
        since = None if self.first is None else (now - self.first[0], self.done - self.first[1])
        pace = (
            ""
            if since is None or since[1] <= 0
            else f", about {duration(since[0] * (self.total - self.done) / since[1])} left"
        )
        noted = f" ({self.note})" if self.note else ""
        return f"# {self.description}: {share:.0%} done{noted}, {duration(now - self.started)} so far{pace}"


def tracked(items: Sequence[T], description: str, label: Callable[[T], str]) -> Iterator[T]:
    """Items, while a bar shows how many are done and which is in hand.

    Parameters
    ----------
    items
        The work, one item a step.
    description
        What the work is, in a few words.
    label
        The words for an item, shown while it is in hand.

    Yields
    ------
    object
        Each of ``items``, in order.
    """
    with progress(len(items), description) as advance:
        for item in items:
            advance(0, label(item))
            yield item
            advance(1, label(item))


class Bars:
    """A `kt_csp.core.progress.Reporter` that draws: each piece of work an engine starts is a
    `progress` bar until it finishes (a piece started inside another is drawn under it)."""

    def __init__(self) -> None:
        self._open: list[tuple[ExitStack, Callable[[int, str], None]]] = []

    def start(self, total: int, description: str) -> None:
        """Draw a bar for a piece of work, under the bar of the work it is part of.

        Parameters
        ----------
        total
            The work's steps.
        description
            What it is, in a few words.
        """
        stack = ExitStack()
        self._open.append((stack, stack.enter_context(progress(total, description))))

    def advance(self, steps: int, note: str = "") -> None:
        """Move the innermost bar on.

        Parameters
        ----------
        steps
            Steps done since the last call.
        note
            What is in hand, shown beside the description.
        """
        if self._open:
            self._open[-1][1](steps, note)

    def finish(self) -> None:
        """Take the innermost bar away (nothing, where none is drawn)."""
        if self._open:
            self._open.pop()[0].close()

    def say(self, line: str) -> None:
        """Write ``line`` on stderr at once, as kt-csp's own (above a bar that is drawn).

        Parameters
        ----------
        line
            The line, without a newline.
        """
        with contextlib.suppress(OSError, ValueError):  # (stderr closed)
            print(f"kt-csp: {line}", file=sys.stderr, flush=True)
