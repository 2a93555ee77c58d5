"""The shape of a progress reporter, at the lowest layer so that the runtime too reports through
it (a compile waited for, `kt_csp.runtime.compiled.beside`); the engines and the command line
name it as `kt_csp.core.progress.Reporter`, where the channel is described."""

from __future__ import annotations

from typing import Protocol

__all__ = ["Reporter"]


class Reporter(Protocol):
    """Told of a piece of work: its size and what it is (``start``), each step done with a short
    note of what is in hand (``advance``), and its end (``finish``, however it ended). Work may
    start inside other work (a cross-check's engines): a reporter that draws nests them. A line
    the user should read at once, no step of the work, is ``say``'d (a checkpoint that could not
    be saved as a sweep stopped)."""

    def start(self, total: int, description: str) -> None:
        """A piece of work begins.

        Parameters
        ----------
        total
            Its size, in steps.
        description
            What it is, in a few words (``counting``, ``sweeping states (estimated)``).
        """

    def advance(self, steps: int, note: str = "") -> None:
        """Steps of the work in hand are done.

        Parameters
        ----------
        steps
            How many more steps are done (0: only the note changes).
        note
            What is in hand or found so far, in a few words (empty: nothing to add).
        """

    def finish(self) -> None:
        """The work in hand ended, done or not."""

    def say(self, line: str) -> None:
        """A line for the user to read at once, beside the work in hand.

        Parameters
        ----------
        line
            The line, without a newline.
        """
