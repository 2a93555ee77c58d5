"""Time and node limits shared by every engine, and the reason a run stopped early."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

__all__ = ["Limits", "Budget"]


@dataclass(frozen=True)
class Limits:
    """How long a run may go on: seconds of wall time, search nodes, and (for the solvers'
    counts) tours enumerated; None for no limit."""

    time_limit: float | None = None
    node_limit: int | None = None
    tour_limit: int | None = None

    def tour_limit_reached(self, tours: int) -> bool:
        return self.tour_limit is not None and tours >= self.tour_limit

    def tour_limit_reason(self) -> str:
        return f"tour limit of {self.tour_limit:,} reached"


@dataclass
class Budget:
    """A run's limits counted down from the moment it started."""

    limits: Limits
    started: float = field(default_factory=time.perf_counter)
    stop_reason: str = ""

    def elapsed(self) -> float:
        return time.perf_counter() - self.started

    def nodes_left(self, nodes_used: int) -> int | None:
        """Nodes still allowed, or None when there is no node limit."""
        if self.limits.node_limit is None:
            return None
        return max(0, self.limits.node_limit - nodes_used)

    def exhausted(self, nodes_used: int) -> bool:
        """Whether a limit is reached; remembers which one, in words, in ``stop_reason``."""
        if self.limits.node_limit is not None and nodes_used >= self.limits.node_limit:
            self.stop_reason = f"node limit of {self.limits.node_limit:,} reached"
        elif self.limits.time_limit is not None and self.elapsed() >= self.limits.time_limit:
            self.stop_reason = f"time limit of {self.limits.time_limit:g} s reached"
        return bool(self.stop_reason)

    def interrupt(self) -> None:
        self.stop_reason = "interrupted (Ctrl-C)"
