"""The ``kt-csp`` exit codes and the session a run's commands share: a module of its own, so
that the process (`kt_csp.cli.process`) and the commands (`kt_csp.cli.commands`) both import it
and neither imports the other at load time.

Exit codes (a public interface; the README tabulates them):

==== ===================================================================================
0    success: a tour found, a tour valid, a count complete, engines that agree
1    a negative answer: no tour exists, the tour is invalid, the engines disagree
2    bad input or usage: one line on stderr says what (out of memory included)
3    unknown: a limit stopped the run before it could answer
70   an internal error, a bug in kt-csp (EX_SOFTWARE): one line, the traceback with --debug
130  interrupted by Ctrl-C or SIGTERM: what was found so far is still printed
141  standard output was closed early (a reader such as ``head`` stopped reading)
==== ===================================================================================
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass

# Nothing else is imported here: the process imports this module before it can take Ctrl-C and
# SIGTERM as its own, so it must load in no time (how a command ends is `kt_csp.cli.ending`).


EXIT_OK, EXIT_NEGATIVE, EXIT_USAGE, EXIT_UNKNOWN = 0, 1, 2, 3
EXIT_INTERNAL, EXIT_INTERRUPTED, EXIT_PIPE = 70, 130, 141


@dataclass(frozen=True)
class Session:
    """What every command of one run shares: when it started (``time.monotonic``), so that time
    limits cover start-up, and whether internal errors show their traceback."""

    started: float
    debug: bool


class Outcome(enum.Enum):
    """What an answer comes to, whatever the command: the one thing its exit code says."""

    YES = "yes"  # found, counted in full, valid, unique, agreed, proved the longest
    NO = "no"  # none, invalid, not unique, a disagreement
    UNKNOWN = "unknown"  # a limit stopped it first (or a path not proved the longest)
    INTERRUPTED = "interrupted"  # Ctrl-C or SIGTERM stopped it


EXIT_CODE = {  # the one table from an outcome to the process's exit code (a public interface)
    Outcome.YES: EXIT_OK,
    Outcome.NO: EXIT_NEGATIVE,
    Outcome.UNKNOWN: EXIT_UNKNOWN,
    Outcome.INTERRUPTED: EXIT_INTERRUPTED,
}


def worst(outcomes: Iterable[Outcome]) -> Outcome:
    """The outcome of several answers (a sheet of puzzles is unique only when every puzzle is).

    Parameters
    ----------
    outcomes
        Each answer's outcome.

    Returns
    -------
    Outcome
        Interrupted over no over unknown over yes; yes for none at all.
    """
    ranked = (Outcome.INTERRUPTED, Outcome.NO, Outcome.UNKNOWN)
    given = set(outcomes)
    return next((outcome for outcome in ranked if outcome in given), Outcome.YES)
