"""The construct engine: tours built without search, in time linear in the board.

Whole rectangles by the block construction or Warnsdorff's rule (`kt_csp.engines.construct.build`),
boards 3 or 4 wide by pumping a short tour found by CP-SAT (`kt_csp.engines.construct.narrow`);
holes and both ends fixed by composition — the block construction's tour with small regions
re-solved by CP-SAT (`kt_csp.engines.construct.compose`). It never proves that no tour exists:
where it cannot build, it says why (``unknown``), and search answers.
"""

from __future__ import annotations

import time
from dataclasses import replace

import numpy as np

from kt_csp.core.board import KNIGHT, Board, Wrap
from kt_csp.core.choices import ConstructOptions
from kt_csp.core.instance import Instance
from kt_csp.core.limits import Limits
from kt_csp.core.result import Result, Stats, Status
from kt_csp.core.tour import Tour
from kt_csp.engines.construct.build import (
    BYTES_PER_SQUARE,
    closed_tour,
    corner_tour,
    covers,
    odd_enough,
    split_side,
    warnsdorff_tour,
)
from kt_csp.engines.construct.compose import compose
from kt_csp.engines.construct.narrow import PERIOD, is_narrow, upright_tour
from kt_csp.errors import KtError
from kt_csp.reasoning.theorems import board_existence
from kt_csp.runtime.memory import require_memory

__all__ = ["NAME", "ConstructOptions", "count", "solve"]

NAME = "construct"


def solve(instance: Instance, limits: Limits = Limits(), options: ConstructOptions = ConstructOptions()) -> Result:
    """Build a tour of ``instance`` without search, or say it cannot (``unknown``, with why).

    In time linear in the board: base blocks joined into one tour, or Warnsdorff's rule where
    blocks do not fit; holes and both ends fixed by composition (`kt_csp.engines.construct.compose`).

    Parameters
    ----------
    instance
        The question: a board, with holes or not, open or closed, its ends fixed or free.
    limits
        The time limit, its clock running (`kt_csp.core.limits`).
    options
        Unused (`ConstructOptions` has no choices yet).

    Returns
    -------
    Result
        ``found`` with the tour and how it was built (``note``), or ``unknown`` with why not
        (``reason``); never ``none``: it proves nothing.

    Raises
    ------
    MemoryLimitError
        A board too large for this machine's memory.

    Notes
    -----
    Called directly, the result is not verified (``verified`` is False): the engine door,
    ``get_engine("construct").solve``, judges every tour with the verifier, and `kt_csp.solve`
    goes through it.

    Examples
    --------
    >>> from kt_csp.core.board import parse_board
    >>> from kt_csp.core.verifier import verify
    >>> instance = Instance(parse_board("8x8"), start=0, closed=True)
    >>> result = solve(instance)
    >>> result.status.value, result.note, verify(instance, result.tour).valid
    ('found', '1 blocks joined into a closed tour', True)
    """
    board = instance.board
    require_memory(BYTES_PER_SQUARE * board.size, f"the construct engine on {board}")
    started = time.perf_counter()
    tour, how = _build(instance, limits)
    stats = Stats(wall_time=time.perf_counter() - started)
    if tour is None:
        return Result(NAME, instance, Status.UNKNOWN, stats=stats, reason=how)
    return Result(NAME, instance, Status.FOUND, Tour(tour), stats, note=how)


def _build(instance: Instance, limits: Limits) -> tuple[np.ndarray | None, str]:
    """The tour and how it was built, or None and why it could not be."""
    board = instance.board
    if board.leaper != KNIGHT:
        return None, "the construction is for the knight only"
    rectangle = Board(board.rows, board.cols)
    if board.wrap is not Wrap.NONE and odd_enough(rectangle) and not board.holes:
        return _across_the_seam(instance, limits)
    if _composed(instance):
        return compose(instance, limits)
    if board.wrap is not Wrap.NONE and not covers(rectangle):
        return None, f"the rectangle beneath {board.describe()} has no closed tour to build on; search answers this"
    if not covers(board):
        return _unblocked(instance, limits)
    blocks = len(split_side(board.rows)) * len(split_side(board.cols))
    beneath = f" (the rectangle's, a tour of the {board.wrap.value} too)" if board.wrap is not Wrap.NONE else ""
    if instance.end is not None:  # a closed tour from the end, read backwards, ends there
        return closed_tour(board, instance.end, limits)[
            ::-1
        ].copy(), f"{blocks:,} blocks joined into a closed tour{beneath}, read backwards"
    tour = closed_tour(board, instance.start if instance.start is not None else 0, limits)
    return tour, f"{blocks:,} blocks joined into a closed tour{beneath}"


def _composed(instance: Instance) -> bool:
    """Whether the tour is composed (`kt_csp.engines.construct.compose`): holes, both ends
    fixed, an end on a board odd enough for a corner block, or one end of a pumped open tour
    (whose ends fall where they fall)."""
    board, start, end = instance.board, instance.start, instance.end
    one_end = (start is None) != (end is None)
    return (
        bool(board.holes)
        or (start is not None and end is not None)
        or (end is not None and odd_enough(board))
        or (one_end and is_narrow(board) and not instance.closed)
    )


def _unblocked(instance: Instance, limits: Limits) -> tuple[np.ndarray | None, str]:
    """A board the blocks do not cover: pumped where narrow, else an open tour from a corner
    block or by Warnsdorff's rule; or why not."""
    board, start, end = instance.board, instance.start, instance.end
    if is_narrow(board) and board.plain:
        return _narrow(instance, limits)
    if instance.closed or end is not None:
        return None, f"{board} has no block construction; search answers this instance"
    if start in (None, 0) and odd_enough(board):
        blocks = len(split_side(board.rows)) * len(split_side(board.cols))
        return corner_tour(board, limits), f"{blocks:,} blocks joined to an open corner block from a1"
    tour, flipped = warnsdorff_tour(board, start if start is not None else 0)
    if tour is not None:
        repaired = ", its dead end repaired by path flipping" if flipped else ""
        return tour, f"Warnsdorff's rule (Roth's tie-break), neighbours by arithmetic{repaired}"
    if odd_enough(board):  # the open tour from a1, its start walked to the one asked
        return compose(instance, limits)
    return (
        None,
        f"Warnsdorff's rule dead-ended, path flipping did not repair it, and {board} has no block "
        "construction from there; search answers this",
    )


def _across_the_seam(instance: Instance, limits: Limits) -> tuple[np.ndarray | None, str]:
    """A torus or cylinder with both sides odd: the rectangle beneath has open tours only, each
    of them the wrapped board's too. A closed one is the rectangle's open tour from a1 composed to
    end on a square one jump from a1 across the seam — a1's colour, as both sides are odd — and
    closed by that jump; read from a fixed start (or to a fixed end) it is also the open tour from
    it (or to it), for any square, where the rectangle has none from the other colour."""
    board, start, end = instance.board, instance.start, instance.end
    rectangle = Board(board.rows, board.cols)
    one_end = (start is None) != (end is None)
    if not instance.closed and not one_end:
        return _build(replace(instance, board=rectangle), limits)
    if start is not None and end is not None:
        return None, f"a closed tour of {board.describe()} with both ends fixed is left to search"
    torus = board.wrap is Wrap.TORUS
    across = rectangle.square(board.rows - 2, 1) if torus else rectangle.square(1, board.cols - 2)
    tour, how = compose(Instance(rectangle, start=0, end=across), limits)
    if tour is None:
        return None, how
    tour = _read_from(tour, start, end)
    seam = f"the seam of the first and last {'ranks' if torus else 'files'}"
    return tour, (
        f"the rectangle's open tour from a1 to {rectangle.name(across)}, closed by the jump across {seam} ({how})"
    )


def _read_from(tour: np.ndarray, start: int | None, end: int | None) -> np.ndarray:
    """A closed tour read from the fixed start, or to the fixed end (from it, backwards)."""
    fixed = start if start is not None else end
    if fixed is None:
        return tour
    tour = np.roll(tour, -int(np.flatnonzero(tour == fixed)[0]))
    return tour if start is not None else tour[::-1].copy()


def _narrow(instance: Instance, limits: Limits) -> tuple[np.ndarray | None, str]:
    """A board 3 or 4 wide: the pumped tour (`kt_csp.engines.construct.narrow`), turned upright
    for a tall board and, when closed, read from its fixed start or to its fixed end."""
    board, start, end = instance.board, instance.start, instance.end
    known = board_existence(board, instance.closed)
    if known is not None and not known.exists:
        return None, f"nothing to build: {known.reason}"
    try:
        tour, short = upright_tour(board, instance.closed, limits)
    except KtError as error:
        return None, str(error)
    if instance.closed:
        tour = _read_from(tour, start, end)
    long = max(board.rows, board.cols)
    pumped = f"{short} files found by CP-SAT with a repeating stretch of {PERIOD}"
    return tour, pumped + (f", pumped to {long:,}" if long > short else "")


def count(
    instance: Instance,
    limits: Limits = Limits(),
    options: ConstructOptions = ConstructOptions(),
    workers: int | None = None,
) -> None:
    """The construct engine builds one tour; it does not count.

    Parameters
    ----------
    instance, limits, options, workers
        As every engine's count takes them (`kt_csp.engines.registry.CountFunction`).

    Returns
    -------
    None
        Never: it always raises.

    Raises
    ------
    KtError
        Always, naming the engines that count.

    Examples
    --------
    >>> from kt_csp.core.board import parse_board
    >>> count(Instance(parse_board("5x5")))
    Traceback (most recent call last):
    ...
    kt_csp.errors.KtError: the construct engine finds one tour and cannot count: count with the backtrack, cpsat, sat, frontier, auto, textbook engines
    """
    from kt_csp.engines.registry import cannot_count

    raise cannot_count(NAME, instance)
