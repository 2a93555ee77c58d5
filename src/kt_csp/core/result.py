"""The answer every engine gives: a status, a tour when one was found, and search statistics."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from kt_csp.core.instance import Instance
from kt_csp.core.limits import Stop
from kt_csp.core.status import CountStatus, PathStatus, Status
from kt_csp.core.tour import Tour

if TYPE_CHECKING:
    from kt_csp.core.board import Board

__all__ = ["DRAWN_SQUARES", "CountResult", "Drawer", "Result", "Stats", "Status", "Step"]


@dataclass
class Stats:
    """Work done by a search: nodes and backtracks (each engine says what it counts as such),
    seconds in the engine, and any counts of its own in ``extra`` (such as SAT's rounds).
    ``keys`` are the JSON's names of the first two: an engine whose two counts are no search's
    nodes and backtracks names them (the registry's door sets them from the engine's descriptor)."""

    nodes: int = 0
    backtracks: int = 0
    wall_time: float = 0.0
    extra: dict[str, int] = field(default_factory=dict)
    keys: tuple[str, str] = ("nodes", "backtracks")

    def as_dict(self) -> dict[str, float | int]:
        """The statistics as the JSON gives them: the two counts under `keys`, then the seconds
        and the engine's own counts.

        Returns
        -------
        dict
            Key: number.
        """
        first, second = self.keys
        return {first: self.nodes, second: self.backtracks, "wall_time": round(self.wall_time, 6), **self.extra}


@dataclass(frozen=True)
class Step:
    """One engine the auto engine asked, in the order asked (`Result.route`): its budget, in its
    own units, and what it answered.

    ``budget`` is what auto gave it of its own work (``units``: ``nodes`` for the backtracker),
    None where it had whatever the run's limits left. ``outcome`` is its status word (``found``,
    ``none``, ``unknown``; a count's ``complete`` or ``unknown``), or ``refused`` where it could not
    take the question (construct that cannot build, CP-SAT past its size or memory), and
    ``reason`` says why in a few words, where its answer says.
    """

    engine: str
    outcome: str
    budget: int | None = None
    units: str = ""
    reason: str = ""

    def as_dict(self) -> dict[str, object]:
        """The step as a JSON object: ``engine``, ``budget``, ``units``, ``outcome``, ``reason``.

        Returns
        -------
        dict
            The keys above (``budget`` null for none).
        """
        return {
            "engine": self.engine,
            "budget": self.budget,
            "units": self.units,
            "outcome": self.outcome,
            "reason": self.reason,
        }


DRAWN_SQUARES = 40_000  # a notebook's picture of a larger tour would be megabytes of SVG
# How a result draws its tour in a notebook, ``(board, tour, closed) -> SVG text``. The picture
# writer is a file format (`kt_csp.files.tour_pictures`), a layer above this one, so the edge that
# a notebook user comes in by, the library door `kt_csp.api`, hands it to the results it returns
# (`Result.drawer`).
Drawer = Callable[["Board", Tour, bool], str]


@dataclass
class Result:
    """One engine's answer to one instance: ``tour`` is given when ``status`` is found.

    ``verified`` is True when the tour was judged valid by the independent verifier
    (`kt_csp.core.verifier`): the engine door (`kt_csp.engines.registry.Engine.solve`) judges
    every tour an engine returns, and a tour that fails is a bug (`kt_csp.errors.InvalidTour`),
    never an answer. It is False when there is no tour, and for a result built by hand.

    In a notebook a result draws itself (``_repr_svg_``) with its ``drawer``, which the library
    door `kt_csp.api` gives it: the tour on its board, up to `DRAWN_SQUARES` squares.
    """

    engine: str
    instance: Instance
    status: Status
    tour: Tour | None = None
    stats: Stats = field(default_factory=Stats)
    reason: str = ""
    note: str = ""  # how the answer was reached, where the engine has something to say
    stop: Stop | None = None  # the limit (or Ctrl-C) that stopped the run, when one did
    bound: int | None = None  # an optimised question: no tour does better than this (proved)
    verified: bool = False  # the tour was judged valid by the verifier (set by the engine door)
    drawer: Drawer | None = field(default=None, compare=False, repr=False)  # its picture in a notebook
    route: tuple[Step, ...] = ()  # the engines auto asked, in order (`Step`); empty from any other engine

    @property
    def moves(self) -> int:
        """How many moves the tour or path makes (a closed one's closing move included)."""
        if self.tour is None:
            return 0
        return len(self.tour) - (0 if self.instance.closed and len(self.tour) > 2 else 1)

    @property
    def measure(self) -> int | None:
        """What the question makes most or least, measured on the tour by the verifier
        (`kt_csp.core.verifier.measure`): the longest path's moves, a tour's crossings or turns;
        None without a tour, and for a question that optimises nothing."""
        if self.tour is None or not self.instance.optimized:
            return None
        from kt_csp.core.verifier import measure  # (the verifier's compiled checks load only here)

        return measure(self.instance, self.tour)

    @property
    def word(self) -> Status | PathStatus:
        """The status as said aloud and in JSON: for an optimised question, ``optimal`` when no
        tour is proved to do better, else ``feasible`` (the best found, the bound beyond it)."""
        if self.instance.optimized and self.status is Status.FOUND:
            return PathStatus.OPTIMAL if self.bound == self.measure else PathStatus.FEASIBLE
        return self.status

    def as_dict(self, with_tour: bool = True, with_verified: bool = False, omitted: str = "") -> dict[str, object]:
        """The public JSON shape of a result (keys are an interface scripts depend on); without
        ``with_tour`` the tour is left out (``null``), as for boards too large to print.

        ``with_verified`` adds the keys of an answer to a question (``kt-csp solve``'s JSON):
        ``verified`` and ``tour_omitted``, which says why a tour left out is (``omitted``).

        Parameters
        ----------
        with_tour
            Whether the tour is given (its square names); False leaves it ``null``.
        with_verified
            Whether to add ``verified`` and ``tour_omitted``.
        omitted
            Why a tour is left out, under ``tour_omitted`` (``null`` when it is given or there
            is none).

        Returns
        -------
        dict
            ``status``, ``engine``, the instance's keys (`Instance.as_dict`), ``bound``,
            ``measure``, ``tour``, ``stats``, ``reason``, ``stopped_by``, ``note``, ``route``, and
            the two keys of ``with_verified``.
        """
        board = self.instance.board
        left_out = self.tour is not None and not with_tour
        answer = {"verified": self.verified, "tour_omitted": (omitted or None) if left_out else None}
        return {
            "status": self.word.value,
            "engine": self.engine,
            **self.instance.as_dict(),
            "bound": self.bound,
            "measure": self.measure,
            "tour": None if self.tour is None or not with_tour else [board.name(int(s)) for s in self.tour],
            "stats": self.stats.as_dict(),
            "reason": self.reason,
            "stopped_by": None if self.stop is None else self.stop.value,
            "note": self.note,
            "route": [step.as_dict() for step in self.route],
            **(answer if with_verified else {}),
        }

    def _repr_svg_(self) -> str | None:
        if self.tour is None or self.instance.board.size > DRAWN_SQUARES or self.drawer is None:
            return None  # the notebook falls back to the text repr
        return self.drawer(self.instance.board, self.tour, self.instance.closed)


@dataclass
class CountResult:
    """A count of directed tours, in total and by start square (`by_start`, keyed by the square's
    index; `by_start_name` by its name, as in JSON); ``complete`` is False when stopped.

    Open tours are counted as square sequences, so every undirected tour counts twice (once from
    each end). Closed tours are counted through their fixed start square in both directions.
    A count that a limit or Ctrl-C stopped has ``total`` tours at least, and ``None`` for each
    start square whose count it did not finish (``null`` in JSON, ``?`` in the grid).
    """

    engine: str
    instance: Instance
    total: int
    by_start: Mapping[int, int | None]  # None: a square whose count a stopped run left unknown
    complete: bool
    stats: Stats = field(default_factory=Stats)
    reason: str = ""
    stop: Stop | None = None  # the limit (or Ctrl-C, or a job's sample) that left it incomplete
    note: str = ""  # why this engine counted, where auto chose it
    route: tuple[Step, ...] = ()  # the counter auto asked (`Step`); empty from any other engine

    @property
    def status(self) -> CountStatus:
        """``complete``, or ``unknown`` when stopped (`complete` as a word)."""
        return CountStatus.COMPLETE if self.complete else CountStatus.UNKNOWN

    @property
    def by_start_name(self) -> dict[str, int | None]:
        """`by_start` keyed by the squares' names (``"a1"``), in square order, as the command
        line's JSON gives it; `by_start` itself is keyed by index, as tours are."""
        name = self.instance.board.name
        return {name(s): n for s, n in sorted(self.by_start.items())}

    def as_dict(self) -> dict[str, object]:
        """The public JSON shape of a count (keys are an interface scripts depend on)."""
        return {
            "status": self.status.value,
            "engine": self.engine,
            **self.instance.as_dict(),
            "total": self.total,
            "by_start": self.by_start_name,
            "stats": self.stats.as_dict(),
            "reason": self.reason,
            "stopped_by": None if self.stop is None else self.stop.value,
            "note": self.note,
            "route": [step.as_dict() for step in self.route],
        }
