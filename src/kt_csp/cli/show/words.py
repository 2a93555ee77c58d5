"""What several command families say alike: an engine's search statistics, a duration."""

from __future__ import annotations

from typing import Protocol

from kt_csp.core.words import quantity
from kt_csp.engines.registry import ENGINES


class Described(Protocol):
    """An engine's options, which say themselves in words (``warnsdorff order, …``)."""

    def describe(self) -> str:
        """The options in words.

        Returns
        -------
        str
            Such as ``plain order, forward checking on``.
        """
        ...


def stats_line(engine: str, stats: dict[str, float | int], timed: bool = True) -> str:
    """The search statistics in the engine's own words.

    Parameters
    ----------
    engine : str
        The engine's name; its registry entry names its two counters (`Engine.units`) and
        their JSON keys (`Engine.keys`).
    stats : dict of str to float or int
        `Stats.as_dict`: the engine's two counters by their keys, ``wall_time`` and any others.
    timed : bool
        Whether to say the wall time.

    Returns
    -------
    str
        Such as ``952 nodes, 888 backtracks, 0.000 s``.
    """
    (nodes, backtracks), (first, second) = (
        (ENGINES[engine].units, ENGINES[engine].keys) if engine in ENGINES else (("nodes", "backtracks"),) * 2
    )
    extra = "".join(
        f", {quantity(value, key)}" for key, value in stats.items() if key not in (first, second, "wall_time")
    )
    seconds = f", {stats['wall_time']:.3f} s" if timed else ""
    return f"{quantity(stats[first], nodes)}, {quantity(stats[second], backtracks)}{seconds}{extra}"


def duration(seconds: float) -> str:
    """A time span in its two largest units.

    Parameters
    ----------
    seconds : float
        The span.

    Returns
    -------
    str
        ``3 h 25 min``, ``4 min 10 s``, ``12 s``.
    """
    minutes, secs = divmod(round(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    days, hours = divmod(hours, 24)
    if days:
        return f"{days} d {hours} h"
    if hours:
        return f"{hours} h {minutes} min"
    return f"{minutes} min {secs} s" if minutes else f"{secs} s"
