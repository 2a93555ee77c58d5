"""Tours written: as text (a grid of move numbers, square names, solve's JSON) and as npy grids.

The writing half of `kt_csp.files.tours`, whose notes describe the formats and whose table,
`TOUR_FORMATS`, names each form's writer here. ``format_grid`` and ``format_squares`` draw a
tour on a board; ``grid_text``, ``list_text`` and ``json_text`` draw an answer (`Result`) in
each text form, ``text_file`` and ``npy_file`` write it into a file.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from kt_csp.core.board import Board
from kt_csp.core.choices import Origin
from kt_csp.errors import InternalError
from kt_csp.files.writing import output, write_output
from kt_csp.runtime.compiled import deferred

if TYPE_CHECKING:
    from kt_csp.core.result import Result
    from kt_csp.runtime.compiled import Array  # the compiled kernels' arrays


__all__ = [
    "GRID_ORIGIN",
    "HOLE_NUMBER",
    "NPY_ORIGIN",
    "TourWriter",
    "format_grid",
    "format_squares",
    "grid_text",
    "json_text",
    "list_text",
    "npy_file",
    "text_file",
    "write_npy",
]

NPY_ORIGIN = Origin.TOP  # an npy grid's row 0 is rank 1 unless another origin is given
GRID_ORIGIN = Origin.BOTTOM  # a text grid's last line is rank 1 unless another origin is given
HOLE_NUMBER = -1  # a hole in a grid of move numbers

TourWriter = Callable[[str | Path, "Result", Origin | None], None]


def format_grid(board: Board, tour: Sequence[int] | np.ndarray, base: int = 0, origin: Origin = Origin.BOTTOM) -> str:
    """Rows of right-aligned move numbers.

    Parameters
    ----------
    board : Board
        The board; a hole, or a square the tour leaves out, is -1.
    tour : sequence of int or ndarray
        The tour's squares in order.
    base : int
        The first move's number (0, or 1 for a magic tour).
    origin : Origin
        The top row the highest rank (``bottom``) or rank 1 (``top``).

    Returns
    -------
    str
        The grid, without a final newline.
    """
    numbers = np.full(board.size, HOLE_NUMBER, dtype=np.int64)  # a hole, or a square the tour left out
    numbers[np.asarray(tour, dtype=np.int64)] = np.arange(len(tour)) + base
    width = max(len(str(board.size - 1 + base)), len(str(numbers.min())))  # (-1 is two wide)
    grid = numbers.reshape(board.rows, board.cols)
    if origin is Origin.BOTTOM:
        grid = grid[::-1]
    return "\n".join(" ".join(f"{n:>{width}}" for n in row) for row in grid.tolist())


def format_squares(board: Board, tour: Sequence[int] | np.ndarray) -> str:
    """Square names in tour order, one board row's worth per line.

    Parameters
    ----------
    board : Board
        The board.
    tour : sequence of int or ndarray
        The tour's squares in order.

    Returns
    -------
    str
        The names, without a final newline.
    """
    names = [board.name(int(s)) for s in tour]
    return "\n".join(" ".join(names[i : i + board.cols]) for i in range(0, len(names), board.cols))


def write_npy(path: str | Path, board: Board, tour: Sequence[int] | np.ndarray, origin: Origin | None = None) -> None:
    """Save the tour as an int32 grid of move numbers from 0 (see the module notes).

    NumPy writes real files with C calls that do not report a full disk, so the array goes
    through a plain stream (`kt_csp.files.writing`) whose every failure is seen.

    Parameters
    ----------
    path : str or Path
        The file (``-``: standard output, never a terminal).
    board : Board
        The board; its holes and the squares a path leaves out are -1.
    tour : sequence of int or ndarray
        The tour's squares in order.
    origin : Origin or None
        Rank 1 in row 0 (``top``, the default) or in the last row (``bottom``).

    Raises
    ------
    KtError
        For a file that cannot be written.
    """
    numbers = np.full(board.size, -1, dtype=np.int32)  # holes, and squares a longest path leaves out
    _number.for_size(board.size)(np.asarray(tour), numbers)
    with output(path, "an npy grid", binary=True) as stream:
        grid = numbers.reshape(board.rows, board.cols)
        np.save(stream, grid[::-1] if (origin or NPY_ORIGIN) is Origin.BOTTOM else grid, allow_pickle=False)


@deferred(cache=True)
def _number(tour: Array, numbers: Array) -> None:
    for move in range(tour.shape[0]):
        numbers[tour[move]] = move


def _numbered(result: Result) -> tuple[Board, Sequence[int] | np.ndarray]:
    """The answer's board and tour; an answer without a tour has none to write."""
    if result.tour is None:
        raise InternalError("a result without a tour has no tour to write")
    return result.instance.board, result.tour


def grid_text(result: Result, origin: Origin | None) -> str:
    """An answer's tour as a grid of move numbers (a magic tour's from 1, so that its sums hold).

    Parameters
    ----------
    result : Result
        An answer with a tour.
    origin : Origin or None
        Where rank 1 goes (None: at the bottom).

    Returns
    -------
    str
        The grid (`format_grid`).
    """
    board, tour = _numbered(result)
    return format_grid(board, tour, 1 if result.instance.magic is not None else 0, origin or GRID_ORIGIN)


def list_text(result: Result, origin: Origin | None) -> str:
    """An answer's tour as square names in tour order.

    Parameters
    ----------
    result : Result
        An answer with a tour.
    origin : Origin or None
        Unused: a list has no ranks to place.

    Returns
    -------
    str
        The names (`format_squares`).
    """
    return format_squares(*_numbered(result))


def json_text(result: Result, origin: Origin | None) -> str:
    """An answer as solve's JSON, its tour in it and said to be verified or not.

    Parameters
    ----------
    result : Result
        The answer.
    origin : Origin or None
        Unused: JSON names squares.

    Returns
    -------
    str
        One line of JSON (`Result.as_dict`).
    """
    return json.dumps(result.as_dict(True, with_verified=True))


def text_file(
    text: Callable[[Result, Origin | None], str], path: str | Path, result: Result, origin: Origin | None
) -> None:
    """An answer's tour as ``text`` makes it, in a file (a text form's writer, `TOUR_FORMATS`).

    Parameters
    ----------
    text : callable
        The form's text of an answer (`grid_text`, `list_text`, `json_text`).
    path : str or Path
        The file (``-``: standard output).
    result : Result
        An answer with a tour.
    origin : Origin or None
        Where rank 1 goes (None: the form's own).

    Raises
    ------
    KtError
        For a file that cannot be written.
    """
    write_output(path, (text(result, origin) + "\n").encode(), "the tour")


def npy_file(path: str | Path, result: Result, origin: Origin | None) -> None:
    """An answer's tour as an npy grid in a file (`write_npy`; the npy form's writer).

    Parameters
    ----------
    path : str or Path
        The file (``-``: standard output, never a terminal).
    result : Result
        An answer with a tour.
    origin : Origin or None
        Where rank 1 goes (None: row 0).

    Raises
    ------
    KtError
        For a file that cannot be written.
    """
    write_npy(path, *_numbered(result), origin)
