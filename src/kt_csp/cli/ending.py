"""How a command ends: the outcome of its answer, raised as the exit code `kt_csp.cli.exits`'s
one table gives it."""

from __future__ import annotations

import signal
import threading
from typing import TYPE_CHECKING, NoReturn

import typer

from kt_csp.cli.exits import EXIT_CODE, Outcome
from kt_csp.core.limits import Stop
from kt_csp.core.result import Result, Status
from kt_csp.core.status import PathStatus

if TYPE_CHECKING:
    from kt_csp.core.result import CountResult
    from kt_csp.engines.distinct import Distinct

__all__ = ["end_with", "finish", "outcome_of"]


def finish(outcome: Outcome) -> NoReturn:
    """End the command with the exit code of an outcome.

    Parameters
    ----------
    outcome
        What the answer comes to (`EXIT_CODE` gives its code).

    Raises
    ------
    typer.Exit
        Always: the command ends here.
    """
    end_with(EXIT_CODE[outcome])


def outcome_of(result: Result | CountResult | Distinct) -> Outcome:
    """What an answer comes to.

    Parameters
    ----------
    result
        A search's, a count's, or a count of distinct tours.

    Returns
    -------
    Outcome
        Yes found (or complete, or the longest path proved), no none, unknown otherwise (or a
        path not proved the longest), interrupted when Ctrl-C stopped it.
    """
    if result.stop is Stop.INTERRUPTED:
        return Outcome.INTERRUPTED
    if not isinstance(result, Result):  # a count (of distinct tours too)
        return Outcome.YES if result.complete else Outcome.UNKNOWN
    if result.word is PathStatus.FEASIBLE:
        return Outcome.UNKNOWN  # a path, but whether a longer one exists is not known
    return {Status.FOUND: Outcome.YES, Status.NONE: Outcome.NO, Status.UNKNOWN: Outcome.UNKNOWN}[result.status]


def end_with(code: int) -> NoReturn:
    """End the command with an exit code. The answer is out: a Ctrl-C from now on changes
    nothing, so it is ignored (`kt_csp.cli.process` puts the handler back afterwards).

    Parameters
    ----------
    code
        The exit code.

    Raises
    ------
    typer.Exit
        Always: the command ends here.
    """
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGINT, signal.SIG_IGN)
    raise typer.Exit(code)
