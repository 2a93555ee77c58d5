"""The engines behind one interface, found by name.

Every engine answers an `Instance` with a `Result` (and, where it can count, a `CountResult`);
its own choices travel in an options object of its own type. `Engine.solve` and `Engine.count`
are the one way in: they start the run's clock, check the options' type, and turn a limit or a
Ctrl-C that stops an engine while it prepares (building a model, compiling) into an ``unknown``
answer, so that no engine can lose the answer to one.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kt_csp import auto, backtrack, construct, counting, cpsat, sat
from kt_csp.errors import KtError
from kt_csp.instance import Instance
from kt_csp.interrupts import deliver
from kt_csp.limits import LimitReached, Limits, Stop
from kt_csp.result import CountResult, Result, Stats, Status

__all__ = ["Engine", "ENGINES", "SEARCH_ENGINES", "get_engine"]


@dataclass(frozen=True)
class Engine:
    """An engine's name, its solve and count functions, the type of its options, and what its
    two search statistics count (shown as ``nodes`` and ``backtracks`` in JSON)."""

    name: str
    solver: Callable[..., Result]
    counter: Callable[..., CountResult]
    options: type
    units: tuple[str, str] = ("nodes", "backtracks")

    def solve(self, instance: Instance, limits: Limits = Limits(), options: Any = None) -> Result:
        """Answer ``instance``: a tour, a proof of none, or unknown."""
        limits, options = limits.begun(), self._checked(options)
        started = time.perf_counter()
        try:
            deliver()  # a Ctrl-C held back during start-up stops the work as it begins
            return self.solver(instance, limits, options)
        except (LimitReached, KeyboardInterrupt) as stopped:
            stop = _stop(stopped)
            return Result(self.name, instance, Status.UNKNOWN, stats=Stats(wall_time=time.perf_counter() - started),
                          reason=_reason(limits, stopped), stop=stop)

    def count(self, instance: Instance, limits: Limits = Limits(), options: Any = None,
              workers: int | None = None) -> CountResult:
        """Count the tours of ``instance`` (see `kt_csp.counting` for what is counted)."""
        limits, options = limits.begun(), self._checked(options)
        started = time.perf_counter()
        try:
            deliver()
            return self.counter(instance, limits, options, workers)
        except (LimitReached, KeyboardInterrupt) as stopped:
            stop = _stop(stopped)
            counted = instance.as_counted()
            return CountResult(self.name, counted, 0, {}, False, Stats(wall_time=time.perf_counter() - started),
                               _reason(limits, stopped), stop)

    def _checked(self, options: Any) -> Any:
        if options is None:
            return self.options()
        if not isinstance(options, self.options):
            raise KtError(f"the {self.name} engine takes {self.options.__name__}, not {type(options).__name__}")
        return options


def _stop(stopped: BaseException) -> Stop:
    return stopped.stop if isinstance(stopped, LimitReached) else Stop.INTERRUPTED


def _reason(limits: Limits, stopped: BaseException) -> str:
    detail = stopped.detail if isinstance(stopped, LimitReached) else ""
    return limits.reason(_stop(stopped)) + (f": {detail}" if detail else "")


ENGINES: dict[str, Engine] = {
    "backtrack": Engine("backtrack", backtrack.solve, counting.count, backtrack.BacktrackOptions),
    "cpsat": Engine("cpsat", cpsat.solve, cpsat.count, cpsat.CpsatOptions, ("branches", "conflicts")),
    "sat": Engine("sat", sat.solve, sat.count, sat.SatOptions, ("decisions", "conflicts")),
    "construct": Engine("construct", construct.solve, construct.count, construct.ConstructOptions),
    "auto": Engine("auto", auto.solve, auto.count, auto.AutoOptions),
}
SEARCH_ENGINES = ("backtrack", "cpsat", "sat")  # the three independent witnesses a cross-check compares


def get_engine(name: str) -> Engine:
    """The engine called ``name``; an unknown name is an error that lists the known ones."""
    try:
        return ENGINES[name]
    except KeyError:
        raise KtError(f"unknown engine {name!r}: choose one of {', '.join(ENGINES)}") from None
