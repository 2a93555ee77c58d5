"""Narrow boards of any length: a tour found once by CP-SAT with a repeating stretch, pumped.

Boards 3 or 4 squares wide have no block construction (blocks need both sides ≥ 5), and on 4×n
no tour even splits at a column into two paths. So the tour is found whole, on a short board of
the same width: CP-SAT is asked for a tour of w×n₀ whose moves repeat with period `PERIOD`
between two stretches of columns — every move of a square in the first stretch has its copy,
`PERIOD` files on, in the second. Such a tour can be *pumped*: repeating the stretch k more times
gives a board `PERIOD`·k files longer on which every square has its two moves (or one, at an
open tour's ends), each a copy of a short board's square's moves.

**Why pumping gives one tour, not a tour and some cycles**: cut the short tour between two files;
the moves crossing the cut, and which of them are joined through the squares to the left (and
which lead to an end of the tour), are the cut's *state* — what a transfer-matrix count keeps.
The repeating stretch takes the state at its left cut to the state at its right; when the two
are equal (`_state`, checked before the tour is used), the stretch takes that state to itself,
so any number of copies leaves the right part of the board to finish exactly as it did on the
short board: one tour. The short board has as many files as the long one modulo `PERIOD`, so
that the pumped board is as long as asked; its tour is found once per width, kind and residue,
in a second or two, and kept for the process.

**A start anywhere** (3 wide): the start stays where it is asked only if no stretch is pumped
between it and the near short side. Within `LEFT` files of it, the one stretch lies after the
start; up to `TWO_STRETCHES_FROM` files in, the stretch begins just after it; further in, the
short board has two stretches, one on each side of a block that holds the start, each pumped as
far as it must be to put the start on its file (`_layouts`). Both stretches keep their states, so
the pumped board holds one path, as with one.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from functools import cache
from typing import TYPE_CHECKING, NamedTuple

import numpy as np

from kt_csp.core.board import KNIGHT, Board
from kt_csp.core.instance import Instance
from kt_csp.core.limits import Limits
from kt_csp.engines.construct.build import walk_links
from kt_csp.errors import KtError
from kt_csp.reasoning.parity import in_middle_rows

if TYPE_CHECKING:
    from ortools.sat.python import cp_model

__all__ = [
    "ANYWHERE_WIDTHS",
    "LEFT",
    "PERIOD",
    "WIDTHS",
    "Layout",
    "anchorable",
    "is_narrow",
    "narrow_tour",
    "short_tour",
    "upright_tour",
]

PERIOD = 8  # files in the repeating stretch: even, so that it keeps the squares' colours
LEFT = 8  # files before the first stretch
WIDTHS = (3, 4)  # the narrow sides this serves (5 and more: the block construction)
# Widths whose open tours start on any square the colours allow, not only near a short side: a
# short 3-wide tour from the middle took CP-SAT 0.1-5.7 s over its layouts and seeds, a 4-wide one
# 3-77 s (and none for one of 14 starts): `bench/large_variants.py`'s narrow rows.
ANYWHERE_WIDTHS = (3,)
TWO_STRETCHES_FROM = (
    LEFT + 4 * PERIOD
)  # a start this far in: a stretch on each side (short boards ≤ 64 files, not ≤ 71)
SEEDS = 6  # CP-SAT seeds tried for a short tour whose stretch keeps its state
# CP-SAT's budget for one short tour, in its deterministic seconds (the same on any machine at any
# load): about the 30 s it once had (a deterministic second took 2.6 s of CPU here, `regions`);
# about a second is usual.
SHORT_WORK = 12.0


def narrow_tour(
    rows: int, cols: int, closed: bool, limits: Limits = Limits(), start: tuple[int, int] | None = None
) -> tuple[np.ndarray, int]:
    """A tour (closed, or open with free ends or from ``start``) of ``rows``×``cols`` for ``rows``
    in `WIDTHS`, pumped from `short_tour` (int32 square indices, from a1 when closed), and the
    short board's files.

    Parameters
    ----------
    rows
        The board's ranks, one of `WIDTHS`.
    cols
        Its files.
    closed
        A closed tour (else open, its ends free).
    limits
        The time limit, looked at between short boards.
    start
        An open tour's first square as (rank, file) (`anchorable`: in the first `LEFT` files, or
        any file of a board `ANYWHERE_WIDTHS` wide); None: the ends fall where they fall.

    Returns
    -------
    tuple of ndarray and int
        The tour, and the short board's files.

    Raises
    ------
    KtError
        ``rows`` not in `WIDTHS`, or CP-SAT found no short tour that repeats (from ``start``).
    LimitReached
        The time limit passed.
    """
    if rows not in WIDTHS:
        raise KtError(f"narrow tours are built for boards {' or '.join(map(str, WIDTHS))} wide, not {rows}")
    for layout in _layouts(cols, None if start is None else start[1]):
        limits.check()
        at = None if start is None else (start[0], layout.short_file(start[1]))
        moves = short_tour(rows, layout.cols, closed, layout.lefts, start=at)
        if moves is not None:
            break
    else:
        raise KtError(f"CP-SAT found no short tour of {rows}x{layout.cols} that repeats; search answers this")
    first, second = _pumped(rows, cols, layout, moves)
    tour = np.empty(rows * cols, dtype=np.int32)
    if start is not None:
        first_square = start[0] * cols + start[1]
    else:
        first_square = 0 if closed else int(np.flatnonzero(second < 0)[0])
    if not walk_links(first_square, second, first, tour, closed):
        raise AssertionError(f"the pumped {rows}x{cols} tour is not one {'cycle' if closed else 'path'}")
    return tour, layout.cols


def is_narrow(board: Board) -> bool:
    """Whether pumping serves ``board``: the knight's, `WIDTHS` squares wide, either way round.

    Parameters
    ----------
    board
        The board.

    Returns
    -------
    bool
        True where `narrow_tour` builds its tours.
    """
    return board.leaper == KNIGHT and min(board.rows, board.cols) in WIDTHS


def anchorable(board: Board, square: int) -> bool:
    """Whether `upright_tour` builds an open tour of the narrow ``board`` from ``square`` as it
    is pumped: a square within `LEFT` files of either end of the long side (any square, on a board
    `ANYWHERE_WIDTHS` wide), where an open tour can start (where the squares are odd in number, on
    a1's colour, the more numerous; 4 wide, in an outer row, `kt_csp.reasoning.parity.in_middle_rows`).

    Parameters
    ----------
    board
        A narrow board (`is_narrow`), lying or standing.
    square
        The square asked for the start.

    Returns
    -------
    bool
        True where the pumped tour can start there.
    """
    row, col = board.coords(square)
    along, long = (col, board.cols) if board.rows <= board.cols else (row, board.rows)
    coloured = board.size % 2 == 0 or (row + col) % 2 == 0
    near = min(along, long - 1 - along) < LEFT or min(board.rows, board.cols) in ANYWHERE_WIDTHS
    return near and coloured and not in_middle_rows(board, square)


def upright_tour(
    board: Board, closed: bool, limits: Limits = Limits(), start: int | None = None
) -> tuple[np.ndarray, int]:
    """`narrow_tour` for ``board`` as it stands: a tall board's is built lying down and turned
    (square (r, c) of the lying board is (c, r) here), and one from a start near the far end is
    built from its mirror image and mirrored back.

    Parameters
    ----------
    board
        A narrow board (`is_narrow`), lying or standing.
    closed
        A closed tour (else open, its ends free).
    limits
        As `narrow_tour` takes them.
    start
        An open tour's first square (`anchorable`); None: its ends fall where they fall.

    Returns
    -------
    tuple of ndarray and int
        The tour on ``board``, and the short board's files.

    Raises
    ------
    KtError
        As `narrow_tour`.
    """
    wide, long = sorted((board.rows, board.cols))
    at, mirrored = None, False
    if start is not None:
        rank, file = board.coords(start) if board.rows == wide else board.coords(start)[::-1]  # (lying)
        mirrored = file >= long - file  # (nearer the far end)
        at = (rank, long - 1 - file if mirrored else file)
    tour, short = narrow_tour(wide, long, closed, limits, at)
    if mirrored:
        ranks, files = np.divmod(tour, long)
        tour = (ranks * long + long - 1 - files).astype(np.int32)
    if board.rows != wide:
        lying, along = np.divmod(tour, long)
        tour = (along * wide + lying).astype(np.int32)
    return tour, short


def _short_cols(cols: int) -> list[int]:
    """The short boards' files to try, fewest first: at least two stretches and a right part of
    `PERIOD`, and as many as ``cols`` modulo `PERIOD` (the board itself, if it is that short)."""
    least = LEFT + 3 * PERIOD
    if cols < least + PERIOD:
        return [cols]
    first = least + (cols - least) % PERIOD
    return [length for length in (first, first + PERIOD, first + 2 * PERIOD) if length <= cols]


class Layout(NamedTuple):
    """A short board to pump: its files, where each of its stretches begins (the stretch and its
    copy `PERIOD` files on), and the files each one's pumping adds after its copy."""

    cols: int
    lefts: tuple[int, ...]
    extras: tuple[int, ...]

    def short_file(self, file: int) -> int:
        """The short board's file that the long board's ``file`` is (not one a stretch adds)."""
        added = 0
        for left, extra in zip(self.lefts, self.extras, strict=True):
            if file < left + PERIOD + added:
                break
            added += extra
        return file - added


def _layouts(cols: int, start: int | None) -> Iterator[Layout]:
    """The short boards to try for a board of ``cols`` files, in order: with the stretch after
    the first `LEFT` files (`_short_cols`) when the start is free or among them; just after the
    start up to `TWO_STRETCHES_FROM`; beyond, a stretch on each side of a block of `PERIOD` files
    that holds it, pumped to put it on its file. A layout whose stretches cannot be pumped to the
    board's length is passed over; the board itself, short enough, is the last resort."""
    if start is None or start < LEFT:
        for short in _short_cols(cols):
            yield Layout(short, (LEFT,), (cols - short,)) if short < cols else Layout(cols, (), ())
        return
    for left in range(LEFT, LEFT + PERIOD) if start >= TWO_STRETCHES_FROM else ():
        before = (start - left - 2 * PERIOD) // PERIOD  # copies of the first stretch added
        short = left + 6 * PERIOD + (cols - left - 5 * PERIOD) % PERIOD
        after = (cols - short) // PERIOD - before
        if after >= 0:
            yield Layout(short, (left, left + 3 * PERIOD), (before * PERIOD, after * PERIOD))
    for left in range(start + 1, start + 1 + PERIOD) if start < TWO_STRETCHES_FROM else ():
        short = left + 3 * PERIOD + (cols - left - 2 * PERIOD) % PERIOD
        if short < cols:
            yield Layout(short, (left,), (cols - short,))
    yield Layout(cols, (), ())


@cache
def short_tour(
    rows: int, cols: int, closed: bool, lefts: tuple[int, ...] = (LEFT,), start: tuple[int, int] | None = None
) -> tuple[tuple[int, ...], ...] | None:
    """Each square's moves, as (drow, dcol) pairs flattened, in a tour of ``rows``×``cols``
    whose stretches repeat and keep their states; None if CP-SAT finds none in `SEEDS` tries.

    Parameters
    ----------
    rows, cols
        The short board.
    closed
        A closed tour (else open, its ends free).
    lefts
        Where each stretch begins: its moves repeat `PERIOD` files on, and it keeps its state
        there (to be pumped); none: any tour.
    start
        An open tour's first square, (rank, file); None: free.

    Returns
    -------
    tuple of tuples of int, or None
        Each square's moves, or None where CP-SAT found none.
    """

    from kt_csp.engines.circuit import tour_from_arcs
    from kt_csp.engines.cpsat.model import build_model

    board = Board(rows, cols)
    instance = Instance(board, closed=closed, start=None if start is None else board.square(*start))
    for seed in range(SEEDS):
        built = build_model(instance)
        for left in lefts:
            _repeat(built.model, built.arcs, board, left)
        chosen = _solved(built.model, built.arcs, seed)
        if chosen is None:
            return None
        moves = _moves(board, tour_from_arcs(instance, chosen), closed)
        if all(_state(board, moves, left) == _state(board, moves, left + PERIOD) for left in lefts):
            return tuple(tuple(m) for m in moves)
    return None


def _solved(
    model: cp_model.CpModel, arcs: dict[tuple[int, int], cp_model.IntVar], seed: int
) -> set[tuple[int, int]] | None:
    """The arcs CP-SAT chooses (one worker, ``seed``), or None if it finds no tour."""
    from kt_csp.engines.cpsat.runner import solved_once

    solver = solved_once(model, seed=seed, work=SHORT_WORK)
    return None if solver is None else {arc for arc, lit in arcs.items() if solver.boolean_value(lit)}


def _repeat(model: cp_model.CpModel, arcs: dict[tuple[int, int], cp_model.IntVar], board: Board, left: int) -> None:
    """Every move of a square in files left … left+PERIOD-1 has its copy PERIOD files on."""
    for (u, v), lit in arcs.items():
        if v >= board.size or u >= board.size:
            continue  # the open tour's path node
        (ru, cu), (rv, cv) = board.coords(u), board.coords(v)
        if left <= cu < left + PERIOD and u < v:  # each move once, in either direction
            there = board.square(ru, cu + PERIOD), board.square(rv, cv + PERIOD)
            model.add(lit + arcs[v, u] == arcs[there] + arcs[there[::-1]])


def _moves(board: Board, tour: list[int], closed: bool) -> list[list[int]]:
    """Each square's one or two moves as (drow, dcol, drow, dcol): 0, 0 for a missing one."""
    moves = [[0, 0, 0, 0] for _ in range(board.size)]
    pairs = list(itertools.pairwise(tour)) + ([(tour[-1], tour[0])] if closed else [])
    for a, b in pairs:
        (ra, ca), (rb, cb) = board.coords(a), board.coords(b)
        for x, (dr, dc) in ((a, (rb - ra, cb - ca)), (b, (ra - rb, ca - cb))):
            slot = 0 if moves[x][:2] == [0, 0] else 2
            moves[x][slot : slot + 2] = [dr, dc]
    return moves


def _state(board: Board, moves: list[list[int]], cut: int) -> tuple[tuple[int, ...], ...]:
    """The cut before file ``cut``: each move across it (where it leaves and lands, relative to
    the cut), which moves are joined to the left of it (labelled in order), and which parts on
    the left hold an end of the tour."""
    parent = list(range(board.size))

    def root(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    crossing = []
    for square in range(board.size):
        row, col = board.coords(square)
        if col >= cut:
            continue
        for slot in (0, 2):
            dr, dc = moves[square][slot : slot + 2]
            if (dr, dc) == (0, 0):
                continue
            if col + dc < cut:
                parent[root(square)] = root(board.square(row + dr, col + dc))
            else:
                crossing.append((row, col - cut, row + dr, col + dc - cut, square))
    ends = {root(s) for s in range(board.size) if board.coords(s)[1] < cut and moves[s][2:] == [0, 0]}
    labels: dict[int, int] = {}
    state = []
    for row, col, row2, col2, square in sorted(crossing):
        label = labels.setdefault(root(square), len(labels))
        state.append((row, col, row2, col2, label, int(root(square) in ends)))
    return tuple(state)


def _pumped(rows: int, cols: int, layout: Layout, moves: tuple[tuple[int, ...], ...]) -> tuple[np.ndarray, np.ndarray]:
    """Each square's two neighbours on the long board (-1: none), copied from the short board's
    squares: the files up to each stretch's copy as they are, the stretch repeated after it, and
    so on to the last files."""
    table = np.asarray(moves, dtype=np.int64).reshape(rows, layout.cols, 4)
    pieces, at = [], 0  # (the short board's next file to copy)
    for left, extra in zip(layout.lefts, layout.extras, strict=True):
        pieces += [np.arange(at, left + PERIOD), left + np.arange(extra) % PERIOD]
        at = left + PERIOD
    source = np.concatenate([*pieces, np.arange(at, layout.cols)])
    col = np.arange(cols)
    taken = table[:, source, :]  # rows × cols × 4
    r, c = np.meshgrid(np.arange(rows), col, indexing="ij")
    first = np.where((taken[..., 0] == 0) & (taken[..., 1] == 0), -1, (r + taken[..., 0]) * cols + c + taken[..., 1])
    second = np.where((taken[..., 2] == 0) & (taken[..., 3] == 0), -1, (r + taken[..., 2]) * cols + c + taken[..., 3])
    return first.ravel().astype(np.int32), second.ravel().astype(np.int32)
