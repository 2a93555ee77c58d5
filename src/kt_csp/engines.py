"""The engines behind one interface, found by name.

Every engine answers an `Instance` with a `Result` (and, where it can count, a `CountResult`);
its own choices travel in an options object of its own type.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from kt_csp import auto, backtrack, construct, counting, cpsat, sat
from kt_csp.errors import KtError

__all__ = ["Engine", "ENGINES", "SEARCH_ENGINES", "get_engine"]


@dataclass(frozen=True)
class Engine:
    """An engine's name, its solve and count functions, the type of its options, and what its
    two search statistics count (shown as ``nodes`` and ``backtracks`` in JSON)."""

    name: str
    solve: Callable[..., Any]
    count: Callable[..., Any]
    options: type
    units: tuple[str, str] = ("nodes", "backtracks")


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
