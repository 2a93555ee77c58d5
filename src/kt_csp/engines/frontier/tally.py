"""What a frontier sweep comes to, however it was run (`kt_csp.engines.frontier.sweep`, or in
stages on a cluster: `kt_csp.engines.frontier.stages`)."""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["SweepTally"]


@dataclass
class SweepTally:
    """A sweep's outcome: the number of undirected paths (or cycles) counted, the most states
    held at once, the states swept in all, how many of the tours were complete after each
    square that has any (more than one square only in a sweep of every length), and the most
    passes a square took (a spilled square whose children did not fit in memory at once)."""

    total: int
    peak: int
    states: int
    finished: dict[int, int] = field(default_factory=dict)
    passes: int = 1
