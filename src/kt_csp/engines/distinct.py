"""Geometrically distinct tours: tours counted once for all their turns, reflections and
readings backwards, by Burnside's lemma.

The board's symmetries (8 on a square board, 4 on another rectangle) act on its undirected tours
(a tour is its set of moves, so reading it backwards changes nothing); the number of classes is
the average over the symmetries of the tours each carries onto themselves. The identity keeps
every tour: the frontier counter counts them. A symmetry that keeps more squares where they are
than a tour allows keeps no tour — a closed tour is a cycle, and a map of a cycle onto itself
other than the identity keeps at most two of its squares; an open tour is a path, whose only map
onto itself besides the identity (reading it backwards) keeps at most one: so the mirrors of an
odd side and the diagonal mirrors of a square board of three squares or more keep none. Each
other symmetry's tours are counted by CP-SAT with the symmetry as a constraint (they are few: a
symmetric tour is made of its half or quarter). Conjugate symmetries keep as many tours: the two
quarter turns, and on a square board the two side mirrors and the two diagonal ones, are
counted once each.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from kt_csp.core.board import Board
from kt_csp.core.instance import Instance
from kt_csp.core.limits import Limits, Stop
from kt_csp.core.result import CountResult
from kt_csp.core.tour import Tour
from kt_csp.core.variants import PART, PARTS, Symmetry
from kt_csp.engines.cpsat import ENGINE as CPSAT
from kt_csp.engines.frontier import ENGINE as FRONTIER
from kt_csp.errors import KtError

if TYPE_CHECKING:
    from kt_csp.engines.cpsat.engine import Classes

__all__ = ["KEPT_PARTS", "Distinct", "Kept", "count_distinct"]

# Parts every symmetry of the board carries onto themselves (`Part.kept`): their classes are
# found one tour at a time (`kt_csp.engines.cpsat.one_of_each`), since the frontier counter, which
# Burnside's count needs for the identity, counts none of them.
KEPT_PARTS = frozenset(part.name for part in PARTS if part.kept)

Image = Callable[[int, int], tuple[int, int]]  # (row, col) to (row, col)


@dataclass(frozen=True)
class Kept:
    """One symmetry (or ``copies`` conjugate ones) and the undirected tours it keeps: counted by
    ``by`` (an engine, or ``none`` with the reason), None where the count did not finish."""

    symmetry: str
    copies: int
    tours: int | None
    by: str

    def as_dict(self) -> dict[str, object]:
        """The row as JSON: ``symmetry``, ``copies``, ``tours``, ``by``.

        Returns
        -------
        dict
            The keys above (``tours`` null where its count stopped or was not begun).
        """
        return {"symmetry": self.symmetry, "copies": self.copies, "tours": self.tours, "by": self.by}


@dataclass(frozen=True)
class Distinct:
    """The classes of a question's tours under the board's ``group`` of symmetries: each
    symmetry's kept tours (the identity's first: every tour), and the stop that left a count
    unfinished (the symmetries after it listed, their counts not begun)."""

    instance: Instance
    group: int
    kept: list[Kept]
    reason: str = ""
    stop: Stop | None = None
    found: Classes | None = None  # a question with `KEPT_PARTS`: a tour of each class (``kept`` empty)

    @property
    def complete(self) -> bool:
        """Whether every symmetry's tours were counted to the end (or every class found)."""
        if self.found is not None:
            return self.found.complete
        return sum(row.copies for row in self.kept) == self.group and all(row.tours is not None for row in self.kept)

    @property
    def tours(self) -> int | None:
        """The undirected tours (those the identity keeps; None where classes were found instead)."""
        return self.kept[0].tours if self.kept else None

    @property
    def distinct(self) -> int | None:
        """The geometrically distinct tours (Burnside's average, or the classes found), or None if
        a count stopped."""
        if not self.complete:
            return None
        if self.found is not None:
            return len(self.found.tours)
        total = sum(row.copies * (row.tours or 0) for row in self.kept)
        if total % self.group:
            raise AssertionError(f"Burnside's sum {total} is not a multiple of the {self.group} symmetries")
        return total // self.group

    def as_dict(self) -> dict[str, object]:
        """``count --distinct --format json``'s keys (docs/formats.md)."""
        return {
            "status": "complete" if self.complete else "unknown",
            **self.instance.as_dict(),
            "distinct": self.distinct,
            "tours": self.tours,
            "group": self.group,
            "symmetries": [row.as_dict() for row in self.kept],
            "classes_found": None if self.found is None else len(self.found.tours),
            "classes": None if self.found is None else [self._named(tour) for tour in self.found.tours],
            "reason": self.reason,
            "stopped_by": None if self.stop is None else self.stop.value,
        }

    def _named(self, tour: Tour) -> list[str]:
        return [self.instance.board.name(int(s)) for s in tour]


def count_distinct(instance: Instance, limits: Limits = Limits()) -> Distinct:
    """The geometrically distinct tours of ``instance``: a whole board, open or closed, free ends.
    With a part every symmetry keeps (`KEPT_PARTS`: magic sums, no crossings), the classes are
    found one tour each by CP-SAT instead (``found``; ``kept`` is empty), each class forbidden
    after its tour.

    Parameters
    ----------
    instance
        The question: any leaper on a rectangle, with no holes, wrap, fixed ends or other parts
        than `KEPT_PARTS`.
    limits
        The time limit and Ctrl-C, for all the counts together.

    Returns
    -------
    Distinct
        Each symmetry's kept tours and the distinct tours; incomplete where a limit stopped it.

    Raises
    ------
    KtError
        A question with more than a board, open or closed (its parts are not the board's to turn).

    Examples
    --------
    >>> from kt_csp import question
    >>> counted = count_distinct(question("6x6", closed=True))  # Jelliss: 1,245 of the 9,862
    >>> counted.distinct, counted.tours, [row.tours for row in counted.kept]
    (1245, 9862, [9862, 10, 78, 0, 0])
    """
    from kt_csp.engines.registry import get_engine

    if instance.parts() - KEPT_PARTS or instance.start is not None or instance.end is not None:
        classed = " or ".join(PART[name].words for name in sorted(KEPT_PARTS))
        raise KtError(
            f"distinct tours are counted on a whole board with free ends, or of {classed}: drop the other options"
        )
    limits = limits.begun()
    symmetries = _symmetries(instance.board)
    group = sum(copies for _, copies, _, _ in symmetries)
    if instance.parts():
        from kt_csp.engines.cpsat.engine import one_of_each

        found = one_of_each(instance, limits)
        reason = "" if found.stop is None else limits.reason(found.stop)
        return Distinct(instance, group, [], reason, found.stop, found)
    kept: list[Kept] = []
    stopped: CountResult | None = None  # the count a limit stopped: those after it are not begun
    for name, copies, symmetry, board in symmetries:
        known = _uncounted(instance, name, copies, symmetry, board, kept)
        engine = (FRONTIER if symmetry is None else CPSAT).name
        if known is None and stopped is not None:
            known = Kept(name, copies, None, f"{engine}, not begun")
        if known is not None:
            kept.append(known)
            continue
        posed = replace(instance, board=board, symmetry=symmetry if isinstance(symmetry, Symmetry) else None)
        counted = get_engine(engine).count(posed, limits)  # (one clock for all the counts)
        stopped = None if counted.complete else counted
        kept.append(Kept(name, copies, None if stopped else _undirected(counted, instance), engine))
    if stopped is not None:
        return Distinct(instance, group, kept, stopped.reason, stopped.stop)
    return Distinct(instance, group, kept)


def _uncounted(
    instance: Instance, name: str, copies: int, symmetry: Symmetry | Image | None, board: Board, kept: list[Kept]
) -> Kept | None:
    """The row of a symmetry whose tours are known without a count (none can keep more squares in
    place than a tour does; a diagonal of 1x1 or 2x2 keeps every tour the identity does), or None."""
    fixed = _fixed_squares(board, symmetry)
    most = 2 if instance.closed else 1
    if name != "identity" and fixed > most:
        return Kept(name, copies, 0, f"none can be: it keeps {fixed} squares in place, a tour {most} at most")
    if symmetry is not None and not isinstance(symmetry, Symmetry):  # (a diagonal of 1 or 2 squares)
        return Kept(name, copies, kept[0].tours, "all: 1x1 has one tour, 2x2 one cycle of its 4 squares")
    return None


def _undirected(counted: CountResult, instance: Instance) -> int:
    """Undirected tours from a count: each closed tour counted both ways round, each open tour
    from both ends (a tour of one square once)."""
    return counted.total if instance.board.squares == 1 else counted.total // 2


def _symmetries(board: Board) -> list[tuple[str, int, Symmetry | Image | None, Board]]:
    """Each class of conjugate symmetries: its name, its size, the symmetry counted for it (a
    `Symmetry` CP-SAT takes, an image of (row, col) that only the squares it keeps are asked of,
    or None for the identity), and the board it is counted on."""
    rows, cols = board.rows, board.cols
    if rows == cols:
        diagonal: Image = lambda r, c: (c, r)  # noqa: E731 (a map, as the board's symmetries are)
        return [
            ("identity", 1, None, board),
            ("quarter turns", 2, Symmetry.ROT90, board),
            ("half turn", 1, Symmetry.ROT180, board),
            ("side mirrors", 2, Symmetry.MIRROR, board),
            ("diagonal mirrors", 2, diagonal, board),
        ]
    turned = replace(board, rows=cols, cols=rows)  # its up-down mirror is this board's left-right
    return [
        ("identity", 1, None, board),
        ("half turn", 1, Symmetry.ROT180, board),
        ("left-right mirror", 1, Symmetry.MIRROR, board),
        ("up-down mirror", 1, Symmetry.MIRROR, turned),
    ]


def _fixed_squares(board: Board, symmetry: Symmetry | Image | None) -> int:
    """How many squares ``symmetry`` keeps where they are (all, for the identity)."""
    if symmetry is None:
        return board.size
    if isinstance(symmetry, Symmetry):
        return sum(symmetry.image(board, s) == s for s in range(board.size))
    return sum(symmetry(*board.coords(s)) == board.coords(s) for s in range(board.size))
