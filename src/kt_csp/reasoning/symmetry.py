"""The board's symmetries, used to search one start square per class of equivalent squares.

Every leaper's move set is closed under the symmetries of the square, so the rotations and
reflections that map the board onto itself map tours to tours: 8 of them on a square board,
4 (identity, two mirrors, half turn) on any other rectangle — those of them that map the holes
onto the holes, and (on a cylinder, whose files wrap) that keep the files files.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from functools import cache

from kt_csp.core.board import Board, Wrap

__all__ = ["orbit", "square_classes", "symmetries"]


Image = Callable[[int, int], tuple[int, int]]


@cache
def symmetries(board: Board) -> tuple[Image, ...]:
    """The maps of (row, col) that carry ``board`` — its holes and its wrap — onto itself.

    Parameters
    ----------
    board : Board
        The board.

    Returns
    -------
    tuple of Image
        The symmetries, the identity among them.
    """
    rows, cols = board.rows, board.cols
    maps: list[Image] = [
        lambda r, c: (r, c),
        lambda r, c: (rows - 1 - r, c),
        lambda r, c: (r, cols - 1 - c),
        lambda r, c: (rows - 1 - r, cols - 1 - c),
    ]
    if rows == cols and board.wrap is not Wrap.CYLINDER:
        maps += [
            lambda r, c: (c, r),
            lambda r, c: (cols - 1 - c, r),
            lambda r, c: (c, rows - 1 - r),
            lambda r, c: (cols - 1 - c, rows - 1 - r),
        ]
    holes = [board.coords(h) for h in board.holes]
    return tuple(image for image in maps if all(board.square(*image(r, c)) in board.holes for r, c in holes))


def orbit(board: Board, square: int) -> list[int]:
    """Every square that a symmetry of the board maps ``square`` to.

    Parameters
    ----------
    board : Board
        The board.
    square : int
        A square of it.

    Returns
    -------
    list of int
        The orbit, in increasing order.
    """
    r, c = board.coords(square)
    return sorted({board.square(*image(r, c)) for image in symmetries(board)})


def class_representatives(board: Board, squares: Iterable[int] | None = None) -> Iterator[tuple[int, list[int]]]:
    """Each class of symmetric squares as (its smallest square, the class), a1's class first
    (holes are no class). A generator, so that a search that succeeds from a1 never pays for the
    rest of the board.

    Parameters
    ----------
    board : Board
        The board.
    squares : iterable of int, optional
        The board's squares in increasing order, as the caller gives them
        (`kt_csp.core.limits.Limits.paced`: the last class is found long before the last square);
        None: all of them.

    Yields
    ------
    tuple of (int, list of int)
        A class's smallest square, and the class.
    """
    for square in range(board.size) if squares is None else squares:
        if square in board.holes:
            continue
        squares = orbit(board, square)
        if squares[0] == square:
            yield square, squares


def square_classes(board: Board) -> dict[int, list[int]]:
    """Every class of symmetric squares, keyed by its smallest square.

    Parameters
    ----------
    board : Board
        The board.

    Returns
    -------
    dict of int to list of int
        Each class by its smallest square.
    """
    return dict(class_representatives(board))
