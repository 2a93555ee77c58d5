"""The cut of a composed tour (`kt_csp.engines.construct.compose`): which base tour the rectangle
has, the squares regions are padded around (holes, and fixed ends where they matter), the regions
themselves — boxes of `PAD` squares around them, joined where they meet — and the plan of what
composition does with them: each region balanced by vacancies where its holes are not half light
and half dark, an open tour's break given to one, lone holes and vacancies paired to be walked
(`kt_csp.engines.construct.vacancies`)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from kt_csp.core.board import Board
from kt_csp.core.instance import Instance
from kt_csp.engines.construct.build import covers, odd_enough
from kt_csp.engines.construct.narrow import is_narrow
from kt_csp.engines.construct.regions import Region
from kt_csp.reasoning.theorems import board_existence

__all__ = ["PAD", "Plan", "beneath", "marked", "on_a_path", "outside_of", "regions_of"]

PAD = 3  # squares of padding around each hole and fixed end


def beneath(whole: Board) -> bool | None:
    """The base tour the rectangle ``whole`` has: True a closed one (the block construction's, or
    a pumped one 3 wide), False an open one only (both sides odd: the corner construction's; 3 or
    4 wide with no closed tour: a pumped open one), None neither.

    Parameters
    ----------
    whole : Board
        The rectangle, without holes.

    Returns
    -------
    bool or None
        True a closed base tour, False an open one only, None none.
    """
    if covers(whole):
        return True
    if is_narrow(whole):
        closed, open_ = (board_existence(whole, kind) for kind in (True, False))
        if closed is not None and closed.exists:
            return True
        return False if open_ is not None and open_.exists else None
    return False if odd_enough(whole) else None


def on_a_path(instance: Instance) -> bool:
    """Whether the base is an open tour (the rectangle has no closed tour), whose own break is
    the tour's: its ends are walked to those asked, never given a region.

    Parameters
    ----------
    instance : Instance
        The question; only its board's rectangle and leaper are read.

    Returns
    -------
    bool
        True where the base tour is open.
    """
    return beneath(Board(instance.board.rows, instance.board.cols, instance.board.leaper)) is False


def marked(instance: Instance) -> set[int]:
    """The squares regions are padded around: the holes, and the fixed ends where they matter (an
    open tour's lie in the break's region, unless the base is a path; a closed tour's, both given,
    hold the move between them; one alone is where a closed tour is read from).

    Parameters
    ----------
    instance : Instance
        The question.

    Returns
    -------
    set of int
        The marked squares.
    """
    ends = {s for s in (instance.start, instance.end) if s is not None}
    if on_a_path(instance):
        return set(instance.board.holes)
    return set(instance.board.holes) | (ends if not instance.closed or len(ends) == 2 else set())


@dataclass
class Plan:
    """What composition does: the regions re-solved by CP-SAT (each balanced, by vacancies where
    its holes are not), and the pieces paired by walking vacancies
    (`kt_csp.engines.construct.vacancies`): those whose settling leaves the tour a dark square
    more than a light one (a lone light hole taken out, a dark vacancy put back) and those the
    other way round."""

    regions: list[Region]
    darkening: list[int]
    lightening: list[int]
    start: int | None = None  # where the open tour's start is walked to (a base that is a path)
    end: int | None = None  # and its end (both ends fixed far apart: from the break at the start)


def regions_of(instance: Instance, grown: dict[int, int] | None = None) -> Plan | None:
    """The regions to re-solve and the pieces to pair (see the module's notes).

    Parameters
    ----------
    instance : Instance
        The question, holes and fixed ends on a board the base tour covers.
    grown : dict of int to int, optional
        Marks (holes, fixed ends) padded that many squares more than `PAD`.

    Returns
    -------
    Plan or None
        The plan; None where the holes' colours allow no tour, or a region has no room for the
        vacancies it needs.
    """
    board = instance.board
    regions = _clusters(board, sorted(marked(instance)), grown or {})
    for region in regions:
        held = region.squares & board.holes
        region.balance = sum(1 if board.colour(hole) else -1 for hole in held)
    total = sum(region.balance for region in regions)
    path = on_a_path(instance)
    if abs(total) > (0 if instance.closed or path else 1):  # (a path's ends keep their colour)
        return None
    walked_to = instance.end if path else _place_break(instance, regions)
    plan = _lone_holes_apart(instance, regions, walked_to)
    plan.start = instance.start if path else None
    return plan if _leave_vacancies(instance, plan, total) else None


def _place_break(instance: Instance, regions: list[Region]) -> int | None:
    """Give an open tour's break (``ends``) to the region holding its fixed ends (the start's,
    when they lie in regions apart), else to one whose holes are unbalanced, else to the first;
    return the end to walk to afterwards where both ends are fixed far apart (the break is at the
    start), else None."""
    if instance.closed:
        return None
    ends = {s for s in (instance.start, instance.end) if s is not None}
    walked_to = None
    holding = [r for r in regions if r.squares & ends]
    if len(holding) > 1:
        walked_to = instance.end
        holding = [r for r in holding if instance.start in r.squares]
    target = holding[0] if holding else next((r for r in regions if r.balance), regions[0] if regions else None)
    if target is not None:
        target.ends = True
    return walked_to


def _lone_holes_apart(instance: Instance, regions: list[Region], walked_to: int | None) -> Plan:
    """The plan with the lone holes (a hole alone in its region, not the break's) taken out of the
    regions and paired by colour, and the end walked to left out of them."""
    board = instance.board
    marks = marked(instance)
    lone = [r for r in regions if not r.ends and len(r.squares & marks) == 1 and r.squares & marks <= board.holes]
    plan = Plan([r for r in regions if r not in lone and r.squares & marks != {walked_to}], [], [], end=walked_to)
    for region in lone:
        (hole,) = region.squares & board.holes
        (plan.darkening if board.colour(hole) else plan.lightening).append(hole)
    return plan


def _leave_vacancies(instance: Instance, plan: Plan, total: int) -> bool:
    """Give each region of ``plan`` the vacancies that balance its holes' colours (the break's
    region balances the whole: ``total``), paired by colour; False where one has no room."""
    board = instance.board
    for region in plan.regions:
        region.left_out = region.squares & board.holes
        owed = region.balance - (total if region.ends else 0)
        spare = _spare(instance, region, 0 if owed > 0 else 1, abs(owed))
        if spare is None:
            return False
        region.left_out |= set(spare)
        region.balance -= owed
        (plan.darkening if owed > 0 else plan.lightening).extend(spare)
    return True


def _spare(instance: Instance, region: Region, colour: int, count: int) -> list[int] | None:
    """``count`` squares of ``colour`` for ``region`` to leave out (vacancies), each beside one
    of its marks — so as deep inside it as they are — or None where it has too few."""
    board = instance.board
    if count == 0:
        return []
    marks = sorted(marked(instance) & region.squares)
    near = []
    for mark in marks:
        row, col = board.coords(mark)
        near += [
            board.square(row + dr, col + dc)
            for dr in (-1, 0, 1)
            for dc in (-1, 0, 1)
            if board.contains(row + dr, col + dc)
        ]
    fixed = {s for s in (instance.start, instance.end) if s is not None}
    found = [s for s in dict.fromkeys(near) if board.colour(s) == colour and s not in board.holes and s not in fixed]
    return found[:count] if len(found) >= count else None


def _clusters(board: Board, marks: Iterable[int], grown: dict[int, int]) -> list[Region]:
    """A region per group of marks whose padded boxes meet."""
    regions: list[Region] = []
    for mark in marks:
        row, col = board.coords(mark)
        pad = PAD + grown.get(mark, 0)
        box = _box(board, row - pad, row + pad, col - pad, col + pad)
        touching = [r for r in regions if r.squares & box]
        for r in touching:
            box |= r.squares
            regions.remove(r)
        regions.append(Region(box, 0))
    return regions


def _box(board: Board, row0: int, row1: int, col0: int, col1: int) -> set[int]:
    """The squares of rows row0..row1 and files col0..col1 (ends included) on the board."""
    rows = range(max(0, row0), min(board.rows - 1, row1) + 1)
    cols = range(max(0, col0), min(board.cols - 1, col1) + 1)
    return {r * board.cols + c for r in rows for c in cols}


def outside_of(board: Board, regions: list[Region]) -> int | None:
    """A square in no region, where the base tour is read from.

    Parameters
    ----------
    board : Board
        The board.
    regions : list of Region
        The regions.

    Returns
    -------
    int or None
        The first square in no region; None where the regions cover the board.
    """
    taken = set().union(*(r.squares for r in regions)) if regions else set()
    return next((s for s in range(board.size) if s not in taken), None)
