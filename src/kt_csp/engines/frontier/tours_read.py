"""A tour and the frontier sweep's choices of moves, each read from the other.

The sweep numbers the squares in its own order and, at each square, chooses which of its moves
back (to squares swept before) the tour takes: a tour is those choices, a bit a move back
(`moves_back`). `choices_of` reads them off a tour, to rank it; `read_tour` walks them into the
squares in order, from the end or start the question fixes; `as_asked` turns a closed tour read
from the square it was counted through to the question as it was asked.
"""

from __future__ import annotations

import numpy as np

from kt_csp.core.instance import Instance
from kt_csp.engines.frontier.plan import Sweep

__all__ = ["as_asked", "choices_of", "moves_back", "read_tour", "reversal_shares_rank"]


def reversal_shares_rank(instance: Instance) -> bool:
    """Whether a tour of ``instance`` read backwards is a tour of it too, ranked (and drawn) as one with it.

    That is an open tour with free ends, or a closed one with at most one end fixed (its other
    direction starts, or ends, on the same square).

    Parameters
    ----------
    instance
        The question.

    Returns
    -------
    bool
        Whether a tour and its reversal share a rank.

    Examples
    --------
    >>> from kt_csp import question
    >>> [reversal_shares_rank(question("6x5", closed=True, **ends)) for ends in ({"end": "a3"}, {"start": "a1", "end": "b3"})]
    [True, False]
    """
    if instance.closed:
        return instance.start is None or instance.end is None
    return instance.start is None and instance.end is None


def moves_back(planned: Sweep) -> list[list[int]]:
    """The squares each square's moves back go to, in the order of the bits of its choices.

    Parameters
    ----------
    planned
        The sweep's plan (squares in sweep order).

    Returns
    -------
    list of list of int
        For each square swept, the squares swept before it that a move reaches, in order.
    """
    neighbours = planned.board.neighbours
    return [sorted(int(u) for u in neighbours[k] if 0 <= u < k) for k in range(planned.board.size)]


def choices_of(planned: Sweep, back: list[list[int]], tour: list[int], closed: bool) -> np.ndarray:
    """The choice of moves back that ``tour`` takes at each square of the sweep.

    Parameters
    ----------
    planned
        The sweep's plan.
    back
        Each square's moves back (`moves_back`).
    tour
        The tour's squares in order, as the question asks them.
    closed
        Whether the tour is closed (its last square joined to its first).

    Returns
    -------
    numpy.ndarray
        For each square swept, its choice as a bit mask over its moves back.
    """
    inverse = np.empty(len(planned.order), dtype=np.int64)
    inverse[planned.order] = np.arange(len(planned.order))
    steps = [int(inverse[s]) for s in tour]
    masks = np.zeros(planned.board.size, dtype=np.int64)
    for a, b in zip(steps, steps[1:] + steps[:1] if closed else steps[1:], strict=False):
        later, earlier = max(a, b), min(a, b)
        masks[later] |= 1 << back[later].index(earlier)
    return masks


def read_tour(planned: Sweep, back: list[list[int]], choices: np.ndarray, posed: Instance, turn: bool) -> list[int]:
    """The tour whose choice of moves at each square is ``choices``.

    Parameters
    ----------
    planned
        The sweep's plan.
    back
        Each square's moves back (`moves_back`).
    choices
        For each square swept, its choice as a bit mask over its moves back (-1: none).
    posed
        The question: the tour is read from its fixed start (or to its fixed end), else from one
        of its ends, a closed one from its first square.
    turn
        Read from the other end (a closed tour: the other way round).

    Returns
    -------
    list of int
        The tour's squares in order, as the question asks them.
    """
    linked: dict[int, list[int]] = {}
    for k, mask in enumerate(choices.tolist()):
        for j, u in enumerate(back[k]):
            if mask >= 0 and (mask >> j) & 1:
                linked.setdefault(k, []).append(u)
                linked.setdefault(u, []).append(k)
    inverse = np.empty(len(planned.order), dtype=np.int64)
    inverse[planned.order] = np.arange(len(planned.order))
    if posed.closed or posed.start is not None:
        first = int(inverse[posed.start if posed.start is not None else posed.board.first])
    else:
        ends = sorted(s for s, beside in linked.items() if len(beside) == 1)
        first = ends[turn] if posed.end is None else next(s for s in ends if s != inverse[posed.end])
    walk, previous = [first], -1
    while len(walk) < posed.board.squares:
        onward = [s for s in linked[walk[-1]] if s != previous]
        previous = walk[-1]
        walk.append(onward[turn] if len(walk) == 1 and len(onward) > 1 else onward[0])
    return [int(planned.order[s]) for s in walk]


def as_asked(tour: list[int], asked: Instance) -> list[int]:
    """A closed tour read from the square it was counted through, read as ``asked`` poses it.

    A closed question with only its end fixed is counted from that end
    (`kt_csp.core.instance.Instance.as_counted`), so the cycle is read on by one move; with both
    ends fixed, from the start the way round that ends on the end (the direction the sweep's reading
    chose may be the other).

    Parameters
    ----------
    tour
        The tour's squares as read.
    asked
        The question as asked.

    Returns
    -------
    list of int
        The tour, its fixed end last; any other tour as it was.
    """
    if not asked.closed or asked.end is None or tour[-1] == asked.end:
        return tour
    if asked.start is None:
        return tour[1:] + tour[:1]
    return tour[:1] + tour[:0:-1]
