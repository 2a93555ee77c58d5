"""Time, node and tour limits shared by every engine, and why a run stopped before it could answer.

The clock
    A run's time limit counts from `Limits.started`. The command line starts the clock when the
    command starts, so that imports, model building and search all count against
    ``--time-limit``; a library call that leaves it unset starts it when the engine is entered
    (`Limits.begun`). Engines that call other engines (auto) hand on the clock they were given,
    so the whole answer keeps one limit. Clocks are `time.monotonic`, which every process on the
    machine shares, so worker processes keep the same deadline.
Why a run stopped
    `Stop` names the cause as data (the JSON key ``stopped_by``); ``reason`` says it in words.
    Long preparations that cannot return a partial answer, such as building a model, raise
    `LimitReached`, which the engine registry turns into an ``unknown`` answer.
How far it has gone
    ``progress``, a `kt_csp.core.progress.Reporter`, is told how far long work has gone (None: no
    one is). It travels with the limits because every engine is handed them and hands them on;
    like ``started``, it is no part of what the limits are (not compared, not shown, not sent to
    worker processes).
"""

from __future__ import annotations

import enum
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from kt_csp.core.progress import Reporter

__all__ = ["Budget", "LimitReached", "Limits", "Stop"]

_T = TypeVar("_T")
PACE = 1 << 14  # items between two looks at the clock in `Limits.paced`


class Stop(str, enum.Enum):
    """Why a run stopped before it could answer (JSON ``stopped_by``)."""

    TIME = "time_limit"
    NODES = "node_limit"
    TOURS = "tour_limit"
    SAMPLE = "sample"
    MEMORY = "memory"  # (the frontier sweep's longest path: it outgrew memory after finding one)
    INTERRUPTED = "interrupted"


class LimitReached(Exception):
    """A limit or Ctrl-C stopped a preparation that has nothing partial to give back;
    ``detail`` says more where there is more to say."""

    def __init__(self, stop: Stop, detail: str = "") -> None:
        super().__init__(stop.value)
        self.stop, self.detail = stop, detail


@dataclass(frozen=True)
class Limits:
    """How long a run may go on: seconds of wall time, search nodes, and (for the solvers'
    counts) tours enumerated; None for no limit. ``started`` is when the clock started
    (`time.monotonic`), None until the run begins; ``progress`` hears how far long work has gone."""

    time_limit: float | None = None
    node_limit: int | None = None
    tour_limit: int | None = None
    started: float | None = field(default=None, compare=False)
    progress: Reporter | None = field(default=None, compare=False, repr=False)

    def reporting(self, progress: Reporter | None) -> Limits:
        """These limits with a reporter told how far the work goes.

        Parameters
        ----------
        progress
            The reporter (`kt_csp.core.progress.Reporter`); None: no one is told.

        Returns
        -------
        Limits
            The same limits, reporting to ``progress``.
        """
        return self if progress is self.progress else replace(self, progress=progress)

    def begun(self) -> Limits:
        """These limits with the clock running: started now, unless it already was."""
        return self if self.started is not None else replace(self, started=time.monotonic())

    def restarted(self) -> Limits:
        """The same limits on a clock started now (each engine of a cross-check gets its own)."""
        return replace(self, started=time.monotonic())

    def seconds_left(self) -> float | None:
        """Seconds until the time limit (never below 0), or None when there is none."""
        if self.time_limit is None:
            return None
        started = time.monotonic() if self.started is None else self.started
        return max(0.0, started + self.time_limit - time.monotonic())

    def time_up(self) -> bool:
        """Whether the time limit is reached (never, without one)."""
        left = self.seconds_left()
        return left is not None and left <= 0

    def check(self, needed: float = 0.0, work: str = "") -> None:
        """Refuse to go on when the time is up — for loops that build rather than search — or
        when less is left than the work about to start takes at the least (a model that cannot
        be built in time is not begun, so no time goes to taking it apart again).

        Parameters
        ----------
        needed
            The seconds the work about to start takes at the least (0: none).
        work
            That work, in words, for the refusal's ``detail``.

        Raises
        ------
        LimitReached
            With `Stop.TIME`: the time is up, or less is left than ``needed``.
        """
        left = self.seconds_left()
        if left is not None and left <= 0:
            raise LimitReached(Stop.TIME)
        if left is not None and left < needed:
            raise LimitReached(Stop.TIME, f"{work} needs at least {needed:.1f} s, more than the {left:.1f} s left")

    def paced(self, items: Iterable[_T], every: int = PACE) -> Iterator[_T]:
        """Items, with a look at the time limit (`check`) every so often: for preparations
        that go over each square of a board (a million squares take seconds).

        Parameters
        ----------
        items
            What the preparation goes over.
        every
            How many items between two looks at the clock.

        Yields
        ------
        object
            Each of ``items``, in order.

        Raises
        ------
        LimitReached
            The time is up.
        """
        for seen, item in enumerate(items, 1):
            if seen % every == 0:
                self.check()
            yield item

    def tour_limit_reached(self, tours: int) -> bool:
        """Whether the tour limit is reached.

        Parameters
        ----------
        tours
            The tours found or counted so far.

        Returns
        -------
        bool
            True when there is a tour limit and ``tours`` reach it.
        """
        return self.tour_limit is not None and tours >= self.tour_limit

    def reason(self, stop: Stop, nodes: str = "") -> str:
        """A stop in words, naming the limit as it was given.

        Parameters
        ----------
        stop
            Why the run stopped.
        nodes
            The engine's word for what its node limit counts, where that is not plain nodes
            (``conflicts``).

        Returns
        -------
        str
            Such as ``time limit of 5 s reached``, ``interrupted (Ctrl-C)``.
        """
        if stop is Stop.TIME:
            return f"time limit of {self.time_limit:g} s reached"
        if stop is Stop.NODES:
            return f"node limit of {self.node_limit:,}{' ' + nodes if nodes else ''} reached"
        if stop is Stop.TOURS:
            return f"tour limit of {self.tour_limit:,} reached"
        if stop is Stop.INTERRUPTED:
            return "interrupted (Ctrl-C)"
        if stop is Stop.MEMORY:
            return "out of memory"
        return "a sample of the work"


@dataclass
class Budget:
    """A search's limits, checked as it goes; ``stop`` remembers which one ended it."""

    limits: Limits
    started: float = field(default_factory=time.perf_counter)  # for the search's own statistics
    stop: Stop | None = None

    def __post_init__(self) -> None:
        self.limits = self.limits.begun()

    def elapsed(self) -> float:
        """Seconds since the search started (for its statistics)."""
        return time.perf_counter() - self.started

    @property
    def stop_reason(self) -> str:
        return "" if self.stop is None else self.limits.reason(self.stop)

    def nodes_left(self, nodes_used: int) -> int | None:
        """Nodes still allowed.

        Parameters
        ----------
        nodes_used
            The nodes the run has used so far.

        Returns
        -------
        int or None
            The nodes left (never below 0); None when there is no node limit.
        """
        if self.limits.node_limit is None:
            return None
        return max(0, self.limits.node_limit - nodes_used)

    def exhausted(self, nodes_used: int) -> bool:
        """Whether a limit is reached; remembers which one in ``stop``.

        Parameters
        ----------
        nodes_used
            The nodes the run has used so far.

        Returns
        -------
        bool
            True once a limit is reached (or Ctrl-C noted by `interrupt`).
        """
        if self.stop is None:
            if self.limits.node_limit is not None and nodes_used >= self.limits.node_limit:
                self.stop = Stop.NODES
            elif self.limits.time_up():
                self.stop = Stop.TIME
        return self.stop is not None

    def interrupt(self) -> None:
        """Remember that Ctrl-C stopped the search."""
        self.stop = Stop.INTERRUPTED
