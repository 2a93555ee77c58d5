"""The board's symmetries, used to search one start square per class of equivalent squares.

Every leaper's move set is closed under the symmetries of the square, so the rotations and
reflections that map the board onto itself map tours to tours: 8 of them on a square board,
4 (identity, two mirrors, half turn) on any other rectangle.
"""

from __future__ import annotations

from collections.abc import Iterator

from kt_csp.board import Board

__all__ = ["orbit", "square_classes"]


def orbit(board: Board, square: int) -> list[int]:
    """Every square that a symmetry of the board maps ``square`` to, in increasing order."""
    rows, cols = board.rows, board.cols
    r, c = board.coords(square)
    images = [(r, c), (rows - 1 - r, c), (r, cols - 1 - c), (rows - 1 - r, cols - 1 - c)]
    if rows == cols:
        images += [(c, r), (cols - 1 - c, r), (c, rows - 1 - r), (cols - 1 - c, rows - 1 - r)]
    return sorted({board.square(ri, ci) for ri, ci in images})


def class_representatives(board: Board) -> Iterator[tuple[int, list[int]]]:
    """Each class of symmetric squares as (its smallest square, the class), a1's class first.

    A generator, so that a search that succeeds from a1 never pays for the rest of the board.
    """
    for square in range(board.size):
        squares = orbit(board, square)
        if squares[0] == square:
            yield square, squares


def square_classes(board: Board) -> dict[int, list[int]]:
    """Every class of symmetric squares, keyed by its smallest square."""
    return dict(class_representatives(board))
