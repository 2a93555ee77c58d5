"""A tour as a circuit: the arcs that the CP-SAT and SAT models choose from, and reading them back.

A closed tour is a circuit through every square. An open tour becomes one by adding a *path*
node (numbered ``board.size``) with an arc to every square that may start the tour and from
every square that may end it; a fixed start or end keeps only its own arc. Both circuit models
choose among the same arcs and name them the same way:

``arc_a1_c2``  the tour jumps from a1 to c2
``first_a1``   the open tour starts on a1 (the arc path → a1)
``last_h8``    the open tour ends on h8 (the arc h8 → path)
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np

from kt_csp.core.board import Board
from kt_csp.core.instance import Instance
from kt_csp.errors import KtError

__all__ = [
    "ARC_NAMES",
    "POSITION",
    "Arc",
    "arc_bound",
    "arc_name",
    "candidate_arcs",
    "cycles",
    "forced_arcs",
    "onward",
    "parse_arc_name",
    "tour_from_arcs",
]

Arc = tuple[int, int]


def candidate_arcs(instance: Instance) -> list[Arc]:
    """Every arc a tour of ``instance`` may use: the moves, then the path node's arcs.

    Parameters
    ----------
    instance
        The question; an open tour's path node is node ``board.size`` (its arcs to the start, or
        every live square, and from the end, or every live square).

    Returns
    -------
    list of Arc
        The arcs (from, to), each move in both directions.
    """
    board = instance.board
    table = board.neighbours
    heads = table[table >= 0]  # row by row, each in the textbook order
    tails = np.repeat(np.arange(board.size), board.degrees)
    arcs = list(zip(tails.tolist(), heads.tolist()))
    if not instance.closed:
        path = board.size
        firsts = board.live.tolist() if instance.start is None else [instance.start]
        lasts = board.live.tolist() if instance.end is None else [instance.end]
        arcs += [(path, s) for s in firsts] + [(s, path) for s in lasts]
    return arcs


def arc_bound(instance: Instance) -> int:
    """At most how many arcs `candidate_arcs` gives, known without building them (so that a
    model too large for memory can be refused first).

    Parameters
    ----------
    instance
        The question.

    Returns
    -------
    int
        An upper bound on the arcs.
    """
    size = instance.board.squares
    return size * len(instance.board.offsets) + (0 if instance.closed else 2 * size)


def forced_arcs(instance: Instance) -> list[Arc]:
    """Arcs every tour must use: a closed tour with fixed start and end closes end → start.

    Parameters
    ----------
    instance
        The question.

    Returns
    -------
    list of Arc
        The arcs (none, or the closing one).
    """
    if instance.closed and instance.start is not None and instance.end is not None:
        return [(instance.end, instance.start)]
    return []


def onward(board: Board, u: int, v: int) -> int | None:
    """The square one more same jump on from ``v`` in the direction u → v (where a tour that
    goes straight on from v would go), or None off the board.

    Parameters
    ----------
    board
        The board (unwrapped: a move is a straight segment).
    u, v
        The squares of a move.

    Returns
    -------
    int or None
        The square, which may be a hole.
    """
    (ru, cu), (rv, cv) = board.coords(u), board.coords(v)
    row, col = 2 * rv - ru, 2 * cv - cu
    return board.square(row, col) if 0 <= row < board.rows and 0 <= col < board.cols else None


POSITION = "pos_"  # a square's move number, in models with clues: pos_a1
ARC_NAMES = ("arc_", "first_", "last_")  # how an arc's variable is named


def arc_name(board: Board, arc: Arc) -> str:
    """An arc's variable name: ``arc_a1_c2``, ``first_a1`` or ``last_h8``.

    Parameters
    ----------
    board
        The board (node ``board.size`` is the open tour's path node).
    arc
        The arc (from, to).

    Returns
    -------
    str
        The name, as the exported models name their variables.
    """
    u, v = arc
    if u == board.size:
        return f"first_{board.name(v)}"
    if v == board.size:
        return f"last_{board.name(u)}"
    return f"arc_{board.name(u)}_{board.name(v)}"


def parse_arc_name(board: Board, name: str) -> Arc:
    """Inverse of `arc_name`.

    Parameters
    ----------
    board
        The board the name's squares are on.
    name
        A variable name: ``arc_a1_c2``, ``first_a1`` or ``last_h8``.

    Returns
    -------
    Arc
        The arc it names.

    Raises
    ------
    KtError
        A name `arc_name` cannot have made.
    """
    kind, *squares = name.split("_")
    wanted = {"first": 1, "last": 1, "arc": 2}.get(kind)
    if wanted is None or len(squares) != wanted:
        raise KtError(f"{name[:40]!r} is not a variable name kt-csp writes (arc_a1_c2, first_a1, last_h8)")
    ends = [board.parse_square(square) for square in squares]
    if kind == "first":
        return board.size, ends[0]
    if kind == "last":
        return ends[0], board.size
    return ends[0], ends[1]


def tour_from_arcs(instance: Instance, chosen: Iterable[Arc], zero: int | None = None) -> list[int]:
    """Read the tour off chosen arcs: from the path node, or from the closed tour's start — or,
    with no fixed start, from ``zero``, the square a model that numbers the moves (magic sums)
    numbered 0, so that the numbers are the model's.

    Parameters
    ----------
    instance
        The question the arcs answer.
    chosen
        The arcs chosen, one out of each node.
    zero
        A closed tour's square numbered 0 by the model; None: its first square.

    Returns
    -------
    list of int
        The squares in order. With subtours it is shorter than the board, which the verifier then
        rejects.
    """
    successor = dict(chosen)
    board = instance.board
    if not instance.closed:
        first = successor.get(board.size, 0)
    elif instance.start is not None:
        first = instance.start
    elif zero is not None:
        first = zero
    elif instance.end is not None:
        first = successor.get(instance.end, board.first)
    else:  # a square the tour visits: the first, or for the longest path the first of its squares
        first = board.first if board.first in successor or not successor else min(successor)
    tour = [first]
    while len(tour) < board.squares and successor.get(tour[-1], board.size) not in (board.size, first):
        tour.append(successor[tour[-1]])
    return tour


def cycles(chosen: Iterable[Arc]) -> list[list[int]]:
    """The cycles of a successor map in which every node has one arc out and one in.

    Parameters
    ----------
    chosen
        The arcs (node, successor).

    Returns
    -------
    list of list of int
        Each cycle's nodes in order.
    """
    successor = dict(chosen)
    seen: set[int] = set()
    found = []
    for node in successor:
        if node not in seen:
            cycle = []
            while node not in seen:
                seen.add(node)
                cycle.append(node)
                node = successor[node]
            found.append(cycle)
    return found
