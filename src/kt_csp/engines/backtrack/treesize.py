"""How long the backtracker's walk over every tour would take, estimated before it starts.

Knuth's estimator (1975): a probe walks from the root of the search tree to a leaf, choosing
each step at random among the moves the search would try; if the levels it passes offer
``d1, d2, …`` moves, ``1 + d1 + d1 d2 + …`` is an unbiased estimate of the tree's nodes. The
mean of many probes is the estimate, its spread large (the tree is lopsided) but its order of
magnitude sound: what decides whether a count takes seconds or centuries.

The moves a probe counts are those the backtracker makes: onto an unvisited square, and not one
after which forward checking sees an unvisited square that can no longer be entered, or more
squares that can only end the tour than it has ends left (`kt_csp.engines.backtrack.kernel`). A probe keeps its own
tally of each square's ways in; it shares no code with the kernel, so an estimate is a second
opinion on the walk, not a replay of it.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from kt_csp.core.instance import Instance
from kt_csp.core.limits import Limits
from kt_csp.core.words import scientific, span

__all__ = ["NODES_PER_SECOND", "WalkEstimate", "estimate_walk"]

# The backtracker's counting pace on one core of this project's machine (2026-11-25, the other
# core busy): count 6x6 --start a1 --workers 1 places 14,954,079 squares in 1.08-1.14 s.
NODES_PER_SECOND = 13.5e6
PROBES = 400  # per start searched: the estimate's order of magnitude settles by then on 6x6 and 7x7


@dataclass(frozen=True)
class WalkEstimate:
    """Nodes the backtracker would place to count every tour, and the core-seconds that takes."""

    nodes: float
    seconds: float

    def words(self) -> str:
        """``about 7e11 nodes, about 15 hours on one core``."""
        return f"about {scientific(self.nodes)} nodes, about {span(self.seconds)} on one core"


def estimate_walk(instance: Instance, starts: list[int], limits: Limits = Limits(), seed: int = 0) -> WalkEstimate:
    """Knuth's estimate of the backtracker's walk to count every tour of ``instance``.

    Parameters
    ----------
    instance
        The question, as the count poses it.
    starts
        The start squares the count searches (a closed tour's is its fixed start).
    limits
        Whose time limit the probes keep.
    seed
        The probes' random seed: the same seed, the same estimate.

    Returns
    -------
    WalkEstimate
        The nodes summed over ``starts``, and the core-seconds they take.

    Raises
    ------
    LimitReached
        The time limit came first.

    References
    ----------
    .. [1] D. E. Knuth, "Estimating the efficiency of backtrack programs", Mathematics of
       Computation 29 (1975), 121-136.
    """
    rng = random.Random(seed)
    board = instance.board
    neighbours = [board.neighbours_of(s) if s not in board.holes else [] for s in range(board.size)]
    total = 0.0
    for start in starts:
        probes = [_probe(instance, neighbours, start, rng) for _ in range(PROBES)]
        total += sum(probes) / len(probes)
        limits.check()
    return WalkEstimate(total, total / NODES_PER_SECOND)


def _probe(instance: Instance, neighbours: list[list[int]], start: int, rng: random.Random) -> float:
    """One random descent from ``start``: the estimate ``1 + d1 + d1 d2 + …``."""
    board = instance.board
    exempt = -1 if instance.closed else instance.end  # a square allowed a single way in: the fixed end
    free_ends = int(not instance.closed and instance.end is None)  # more such squares than this: cut
    closing = set(neighbours[start]) if instance.closed else set()
    visited = [s in board.holes for s in range(board.size)]
    visited[start] = True
    # ways[u]: u's neighbours that are unvisited or the knight's square, plus one for a closed
    # tour's way back to its start — the kernel's ``avail``.
    ways = [len(neighbours[u]) + (u in closing) for u in range(board.size)]
    ones = sum(ways[u] == 1 for u in range(board.size) if not visited[u] and u != exempt)
    here, placed, estimate, width = start, 1, 1.0, 1.0
    while placed < board.squares:
        moves = []
        for v in neighbours[here]:
            if visited[v] or (v == instance.end and placed + 1 < board.squares):
                continue
            change = _leaving(here, v, neighbours, visited, ways, exempt)
            if change is not None and ones + change <= free_ends:
                moves.append((v, change))
        if not moves:
            break
        width *= len(moves)
        estimate += width
        step, change = rng.choice(moves)
        for u in neighbours[here]:
            if not visited[u] and u != step:
                ways[u] -= 1
        visited[step] = True
        ones += change
        here, placed = step, placed + 1
    return estimate


def _leaving(
    here: int, v: int, neighbours: list[list[int]], visited: list[bool], ways: list[int], exempt: int | None
) -> int | None:
    """What going from ``here`` to ``v`` does to the squares with a single way in: the change in
    their number, or None when some square is left with no way in (forward checking's cut)."""
    change = -(ways[v] == 1 and v != exempt)  # v is the knight's now, not a square to be entered
    for u in neighbours[here]:
        if visited[u] or u == v:
            continue
        if ways[u] == 1:
            return None
        change += ways[u] == 2 and u != exempt
    return change
