"""How a long piece of work says how far it has gone, without drawing anything: engines report to
a `Reporter`, and whoever called them decides what to show (the command line draws a bar on a
terminal, `kt_csp.cli.progress`; a library call shows nothing unless it is given a reporter).

This is the one channel of progress: a reporter rides with the run's
`kt_csp.core.limits.Limits` (``Limits.progress``), which every engine is handed and hands on
(auto to the engine it chooses, a cross-check to each witness); a counting job reports through
one too (`kt_csp.jobs.job.run_local`), and so does a compile waited for
(`kt_csp.runtime.compiled.beside`, which is why the protocol itself is defined at the lowest
layer, `kt_csp.runtime.reporting`). Inner loops keep hooks of their own where they hand on
more than progress (the frontier sweep's per-square ``report`` also carries the states that
become its statistics) and adapt them to the reporter; the backtracker's trace is no progress at
all but the search's events, for a reader that replays them
(`kt_csp.core.choices.TraceObserver`).

>>> class Said:
...     def start(self, total: int, description: str) -> None:
...         print(f"{description}: 0 of {total}")
...     def advance(self, steps: int, note: str = "") -> None:
...         print(f"+{steps} {note}")
...     def finish(self) -> None:
...         print("done")
...     def say(self, line: str) -> None:
...         print(line)
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

from kt_csp.runtime.reporting import Reporter

__all__ = ["Reporter", "reported"]


@contextmanager
def reported(reporter: Reporter | None, total: int, description: str) -> Iterator[Callable[[int, str], None]]:
    """Work reported to a reporter, which is told it finished however the block ends.

    Parameters
    ----------
    reporter
        Who hears of the work (None: no one).
    total
        The work's size, in steps.
    description
        What the work is, in a few words.

    Yields
    ------
    Callable[[int, str], None]
        ``advance(steps, note)``: steps done, and a note of what is in hand.
    """
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
