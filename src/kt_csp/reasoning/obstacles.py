"""Why no tour exists: the arguments a reader can check by hand, made before any engine runs.

Each argument looks at the question, never at tours, and either proves that no tour meets it —
in words that name the squares — or stays silent:

- **theorems**: the published existence theorems for whole rectangles (`kt_csp.reasoning.theorems`);
- **magic**: the boards on which no tour can be magic (`kt_csp.reasoning.magic`);
- **colours**: chessboard colouring with holes, clues, fixed ends and wraps (`kt_csp.reasoning.parity`);
- **outer rows**: a knight's board 4 wide, its outer rows against its middle ones (the same module);
- **dead ends**: a square with no move cannot be visited; a square with one move is an end of
  every tour through it, so a closed tour has none, an open one at most two — fewer where its
  ends are fixed elsewhere — and none carries a clue in mid-tour;
- **parts**: live squares the leaper cannot reach from one another;
- **reach**: two fixed moves (clues, the start, the end) further apart in jumps than in move
  numbers; a closed tour goes on from its last move to its first.

The time they take grows with the holes and clues, not with the board. Up to `WHOLE_UP_TO`
squares the whole board is looked at. Above it, degrees are counted by arithmetic around the
holes; parts are looked for in a box around each cluster of holes — a part with no square near
the box's inner sides has every move inside the box, so it is a part of the whole board (sound;
a part that runs further is left unseen); and distances are the knight's on an unbounded board, a
lower bound, as holes and edges only lengthen a path. Questions for the longest path are not
tours: every argument is silent on them.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from dataclasses import dataclass, replace

import numpy as np

from kt_csp.core.board import KNIGHT, Board, Wrap
from kt_csp.core.instance import Instance
from kt_csp.reasoning.magic import magic_obstruction
from kt_csp.reasoning.parity import colour_obstruction, outer_rows_obstruction
from kt_csp.reasoning.theorems import Existence, rules_out
from kt_csp.reasoning.theorems import verdict as theorems_verdict
from kt_csp.reasoning.windows import distances

__all__ = [
    "ARGUMENTS",
    "WHOLE_UP_TO",
    "Obstacle",
    "cut_off_part",
    "knight_distance",
    "low_degrees",
    "obstacle",
    "verdict",
]

WHOLE_UP_TO = 1_000_000  # squares: the whole board is looked at up to here, the holes' surroundings above
BOX_UP_TO = 250_000  # squares: a cluster of holes whose box is larger is left unexamined
EXACT_UP_TO = 4_000_000  # squares × fixed moves: exact distances up to here, the unbounded board's above


@dataclass(frozen=True)
class Obstacle:
    """A proof that no tour exists: the ``argument`` that made it and the ``reason`` in words."""

    argument: str
    reason: str

    def __str__(self) -> str:
        return self.reason


def obstacle(instance: Instance) -> Obstacle | None:
    """The first argument (`ARGUMENTS`) that proves ``instance`` has no tour, or None.

    Parameters
    ----------
    instance : Instance
        The question.

    Returns
    -------
    Obstacle or None
        The argument that applies and its reason in words, or None.

    Examples
    --------
    >>> from kt_csp.core.board import parse_board
    >>> str(obstacle(Instance(parse_board("8x8").with_holes("e5"), closed=True)))
    'a closed tour alternates colours, so it needs as many light as dark squares; 8x8 less 1 hole (e5) has 32 and 31'
    """
    if instance.longest:
        return None
    for argument, argue in ARGUMENTS:
        reason = argue(instance)
        if reason:
            return Obstacle(argument, reason)
    return None


def verdict(instance: Instance) -> Existence | None:
    """Reasoning's answer for ``instance``: no, with the obstacle; yes, where the theorems say
    a tour exists (`kt_csp.reasoning.theorems.verdict`); else None.

    Parameters
    ----------
    instance : Instance
        The question.

    Returns
    -------
    Existence or None
        Whether a tour exists and why, or None where reasoning cannot tell.
    """
    found = obstacle(instance)
    return Existence(False, found.reason) if found is not None else theorems_verdict(instance)


def _theorems(instance: Instance) -> str:
    return rules_out(instance) or ""


def _magic(instance: Instance) -> str:
    return magic_obstruction(instance) or ""


def _colours(instance: Instance) -> str:
    return colour_obstruction(instance) or ""


def _outer_rows(instance: Instance) -> str:
    return outer_rows_obstruction(instance) or ""


def _dead_ends(instance: Instance) -> str:
    board = instance.board
    if instance.closed and board.squares < 3:
        return f"a closed tour needs at least 3 squares; {board.describe()} has {board.squares}"
    if board.squares == 1:
        return ""
    degrees = low_degrees(board)
    for square, degree in degrees.items():
        if degree == 0:
            return f"{board.name(square)} has no move: every square one jump from it is a hole or off the board"
    single = sorted(square for square, degree in degrees.items() if degree == 1)
    return _single_moves(instance, single)


def _single_moves(instance: Instance, single: list[int]) -> str:
    """Why the squares with a single move cannot all be ends of the tour (each must be one), or ""."""
    board = instance.board
    name = board.name
    if instance.closed and single:
        return f"{name(single[0])} has a single move, and a closed tour enters and leaves every square"
    fixed = {square for square in (instance.start, instance.end) if square is not None}
    loose = [square for square in single if square not in fixed]
    if len(loose) > 2 - len(fixed):
        named, one = " and ".join(name(square) for square in loose[:3]), len(loose) == 1
        ends = " and ".join(name(square) for square in sorted(fixed))
        return (
            f"{named} {'has a single move, so it' if one else 'have a single move each, so each'} must end the "
            f"tour, and a tour has two ends{f', {ends} fixed' if fixed else ''}"
        )
    last = board.squares - 1
    for square, move in instance.clues:
        if square in single and move not in (0, last):
            return f"{name(square)} has a single move, so the tour must end there, not pass it at move {move}"
    return ""


def low_degrees(board: Board) -> dict[int, int]:
    """The live squares with fewer than two moves, and their moves: every square of a board of
    up to `WHOLE_UP_TO` squares; above, those one jump from a hole (a large board's own squares
    have two moves at least, the corners' two).

    Parameters
    ----------
    board : Board
        The board.

    Returns
    -------
    dict of int to int
        Square: its number of moves (0 or 1), in increasing order of squares.
    """
    if _whole_knights_board(board):
        return {}
    if board.size <= WHOLE_UP_TO:
        live = board.live
        low = live[board.degrees[live] < 2]
        return {int(square): int(board.degrees[square]) for square in low}
    whole = replace(board, holes=frozenset())
    near = {target for hole in board.holes for target in whole.neighbours_of(hole)} - board.holes
    found = {square: len(board.neighbours_of(square)) for square in sorted(near)}
    return {square: degree for square, degree in found.items() if degree < 2}


def _parts(instance: Instance) -> str:
    board = instance.board
    if _whole_knights_board(board):
        return ""
    if board.size <= WHOLE_UP_TO:
        far = distances(board, board.first)
        cut = board.live[far[board.live] < 0]
        if cut.size:
            return (
                f"the squares fall into parts: {board.name(int(cut[0]))} cannot be reached from "
                f"{board.name(board.first)} by any sequence of moves"
            )
        return ""
    part = cut_off_part(board)
    if part:
        return (
            f"the squares fall into parts: {board.name(part[0])} and the {len(part) - 1} squares joined to "
            "it by moves have no move to the rest of the board"
        )
    return ""


def _whole_knights_board(board: Board) -> bool:
    """Whether ``board`` is a knight's, at least 4 squares each way and without holes (wrapped or
    not): its every square has two moves or more (a corner's two) and reaches every other, so
    neither dead ends nor parts are looked for — on 1000x1000, 0.3 s of building its moves and
    walking them (tested on every such board up to 24x24, wrapped each way)."""
    return board.leaper == KNIGHT and not board.holes and min(board.rows, board.cols) >= 4


def cut_off_part(board: Board) -> list[int]:
    """On a board of more than `WHOLE_UP_TO` squares, unwrapped: a part of the live squares
    found in a box around a cluster of holes, with no move to the rest of the board.

    Parameters
    ----------
    board : Board
        The board.

    Returns
    -------
    list of int
        The part's squares in increasing order; empty where none is found (or the board is
        wrapped or small enough to be looked at whole).
    """
    if board.size <= WHOLE_UP_TO or board.wrap is not Wrap.NONE:
        return []
    for box in _boxes(board):
        part = _cut_off(board, *box)
        if part:
            return part
    return []


def _reach(board: Board) -> int:
    return max(board.leaper)


def _boxes(board: Board) -> Iterator[tuple[int, int, int, int]]:
    """Boxes (row0, row1, col0, col1, ends excluded) around clusters of holes, padded by three
    jumps: holes closer than twice the padding share a box."""
    pad = 3 * _reach(board)
    cells: dict[tuple[int, int], list[int]] = {}
    coords = [board.coords(hole) for hole in sorted(board.holes)]
    for index, (row, col) in enumerate(coords):
        cells.setdefault((row // (2 * pad), col // (2 * pad)), []).append(index)
    parent = list(range(len(coords)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for (cell_row, cell_col), members in cells.items():
        for i in members:
            for near in (cells.get((cell_row + dr, cell_col + dc), ()) for dr in (-1, 0, 1) for dc in (-1, 0, 1)):
                for j in near:
                    (ri, ci), (rj, cj) = coords[i], coords[j]
                    if max(abs(ri - rj), abs(ci - cj)) <= 2 * pad:
                        parent[root(i)] = root(j)
    clusters: dict[int, list[tuple[int, int]]] = {}
    for index, square in enumerate(coords):
        clusters.setdefault(root(index), []).append(square)
    for cluster in clusters.values():
        rows, cols = [r for r, _ in cluster], [c for _, c in cluster]
        yield (
            max(0, min(rows) - pad),
            min(board.rows, max(rows) + pad + 1),
            max(0, min(cols) - pad),
            min(board.cols, max(cols) + pad + 1),
        )


def _cut_off(board: Board, row0: int, row1: int, col0: int, col1: int) -> list[int]:
    """A part of the live squares in the box that has no square within a jump of the box's
    inner sides (those not on the board's edge): all its moves stay in the box. Its squares,
    in increasing order, or none."""
    height, width = row1 - row0, col1 - col0
    if height * width > BOX_UP_TO:
        return []
    inside = [
        (r - row0) * width + (c - col0)
        for r, c in (board.coords(hole) for hole in board.holes)
        if row0 <= r < row1 and col0 <= c < col1
    ]
    if len(inside) >= height * width:
        return []
    box = Board(height, width, board.leaper, frozenset(inside))
    reach = _reach(board)
    row, col = np.divmod(box.live, width)
    near = np.zeros(box.live.size, dtype=bool)
    for side, edge, distance in ((row0, 0, row), (row1, board.rows, height - 1 - row)):
        near |= (side != edge) & (distance < reach)
    for side, edge, distance in ((col0, 0, col), (col1, board.cols, width - 1 - col)):
        near |= (side != edge) & (distance < reach)
    left = np.ones(box.live.size, dtype=bool)
    while left.any():
        first = int(box.live[np.argmax(left)])
        joined = distances(box, first)[box.live] >= 0
        if not (joined & near).any() and joined.sum() < board.squares:
            row, col = np.divmod(box.live[joined], width)
            return [int(square) for square in (row + row0) * board.cols + (col + col0)]
        left &= ~joined
    return []


def _reach_argument(instance: Instance) -> str:
    board = instance.board
    last = board.squares - 1
    marks = {move: square for square, move in instance.clues}
    if instance.start is not None:
        marks[0] = instance.start
    if instance.end is not None:
        marks[last] = instance.end
    points = sorted(marks.items())
    if len(points) < 2:
        return ""
    pairs = list(itertools.pairwise(points))
    if instance.closed:
        (first, at), (final, there) = points[0], points[-1]
        pairs.append(((final, there), (first + board.squares, at)))
    measure = _measure(board, [square for _, square in points])
    if measure is None:
        return ""
    for (move, square), (later, other) in pairs:
        jumps = measure(square, other)
        if jumps > later - move:
            a, b = board.name(square), board.name(other)
            counted = f"at least {jumps}" if board.size * len(points) > EXACT_UP_TO else f"{jumps}"
            return (
                f"the tour stands on {a} at move {move} and on {b} at move {later % board.squares}, "
                f"{later - move} jumps later, but {b} is {counted} jumps from {a}"
            )
    return ""


def _measure(board: Board, sources: list[int]) -> Callable[[int, int], int] | None:
    """Jumps between two squares: exact on a board small enough to search from every source,
    else the knight's on an unbounded board (a lower bound); None where neither serves."""
    if board.size * len(sources) <= EXACT_UP_TO:
        far = {source: distances(board, source) for source in set(sources)}
        return lambda a, b: int(far[a][b]) if far[a][b] >= 0 else board.squares
    if board.leaper != KNIGHT or board.wrap is not Wrap.NONE:
        return None
    return lambda a, b: knight_distance(*(x - y for x, y in zip(board.coords(a), board.coords(b), strict=True)))


def knight_distance(rows: int, cols: int) -> int:
    """The knight's jumps between two squares ``rows`` ranks and ``cols`` files apart on an
    unbounded board — a lower bound on any board.

    Parameters
    ----------
    rows, cols : int
        How far apart the squares are, in ranks and in files (either sign).

    Returns
    -------
    int
        The fewest jumps.

    Examples
    --------
    >>> knight_distance(1, 0), knight_distance(2, 2), knight_distance(1, 2), knight_distance(7, 7)
    (3, 4, 1, 6)
    """
    x, y = sorted((abs(rows), abs(cols)), reverse=True)
    if (x, y) == (1, 0):
        return 3
    if (x, y) == (2, 2):
        return 4
    delta = x - y
    if y > delta:
        return delta - 2 * ((delta - y) // 3)
    return delta - 2 * ((delta - y) // 4)


ARGUMENTS: tuple[tuple[str, Callable[[Instance], str]], ...] = (
    ("theorems", _theorems),
    ("magic", _magic),
    ("colours", _colours),
    ("outer rows", _outer_rows),
    ("dead ends", _dead_ends),
    ("parts", _parts),
    ("reach", _reach_argument),
)
