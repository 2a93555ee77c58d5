"""How a long piece of work says how far it has gone, without drawing anything: engines report to
a `Reporter`, and whoever called them decides what to show (the command line draws a bar on a
terminal, `kt_csp.cli.progress`; a library call shows nothing unless it is given a reporter).

A reporter rides with the run's `kt_csp.core.limits.Limits` (``Limits.progress``), which every
engine is handed and hands on (auto to the engine it chooses, a cross-check to each witness), as
the jobs report through a callback (`kt_csp.jobs.job.run_local`).

>>> class Said:
...     def start(self, total: int, description: str) -> None:
...         print(f"{description}: 0 of {total}")
...     def advance(self, steps: int, note: str = "") -> None:
...         print(f"+{steps} {note}")
...     def finish(self) -> None:
...         print("done")
>>> with reported(Said(), 2, "counting") as advance:
...     advance(1, "5 tours")
...     advance(1, "9 tours")
counting: 0 of 2
+1 5 tours
+1 9 tours
done
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Protocol

__all__ = ["Reporter", "reported"]


class Reporter(Protocol):
    """Told of a piece of work: its size and what it is (``start``), each step done with a short
    note of what is in hand (``advance``), and its end (``finish``, however it ended). Work may
    start inside other work (a cross-check's engines): a reporter that draws nests them. A line
    the user should read at once, no step of the work, is ``say``'d (a checkpoint that could not
    be saved as a sweep stopped)."""

    def start(self, total: int, description: str) -> None: ...

    def advance(self, steps: int, note: str = "") -> None: ...

    def finish(self) -> None: ...

    def say(self, line: str) -> None: ...


@contextmanager
def reported(reporter: Reporter | None, total: int, description: str) -> Iterator[Callable[[int, str], None]]:
    """Work of ``total`` steps reported to ``reporter`` (None: to no one); yields
    ``advance(steps, note)``, and the reporter is told the work finished however the block ends."""
    if reporter is None:
        yield _silent
        return
    reporter.start(total, description)
    try:
        yield reporter.advance
    finally:
        reporter.finish()


def _silent(steps: int, note: str = "") -> None:
    """Nobody asked how far the work has gone."""
