"""The textbook engine: the classic recursive backtracker in plain Python, to read beside the
compiled one (`kt_csp.engines.backtrack`) — and the template of a new engine.

An engine is this package and its line in the registry (`kt_csp.engines.registry.DESCRIPTORS`):
its options type, its entry points ``solve`` and ``count`` (which import its work,
`kt_csp.engines.textbook.search`, only when called), and its descriptor ``ENGINE``, from which the
command line's ``--engine`` choices, the refusals and the engines page are made.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from kt_csp.core.choices import FromFlags
from kt_csp.engines.descriptor import Descriptor

if TYPE_CHECKING:
    from kt_csp.core.instance import Instance
    from kt_csp.core.limits import Limits
    from kt_csp.core.result import CountResult, Result

__all__ = ["ENGINE", "TextbookOptions", "count", "solve"]


@dataclass(frozen=True)
class TextbookOptions(FromFlags):
    """The textbook engine has no choices: the moves in textbook order, no pruning."""

    def describe(self) -> str:
        """The options in words, for the stats line.

        Returns
        -------
        str
            What the search does.
        """
        return "plain recursion, textbook move order"


def solve(instance: Instance, limits: Limits, options: TextbookOptions, /) -> Result:
    """Answer ``instance`` (`kt_csp.engines.textbook.search.solve`, imported only now).

    Parameters
    ----------
    instance, limits, options
        As every engine's solve takes them (`kt_csp.engines.descriptor.SolveFunction`).

    Returns
    -------
    Result
        A tour, a proof that none exists, or unknown.
    """
    from kt_csp.engines.textbook.search import solve as solving

    return solving(instance, limits, options)


def count(instance: Instance, limits: Limits, options: TextbookOptions, workers: int | None, /) -> CountResult:
    """Count the tours of ``instance`` (`kt_csp.engines.textbook.search.count`, imported only now).

    Parameters
    ----------
    instance, limits, options, workers
        As every engine's count takes them (`kt_csp.engines.descriptor.CountFunction`).

    Returns
    -------
    CountResult
        The count by start square.
    """
    from kt_csp.engines.textbook.search import count as counting

    return counting(instance, limits, options, workers)


ENGINE = Descriptor(
    "textbook",
    solve,
    count,
    TextbookOptions,
    summary="the classic recursive backtracker in plain Python, for reading: small plain boards",
)
