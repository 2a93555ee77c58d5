"""The one tour type every engine returns: the squares in the order visited."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Any, overload

import numpy as np
import numpy.typing as npt

if TYPE_CHECKING:
    from kt_csp.core.board import Board

__all__ = ["Squares", "Tour"]

Squares = Sequence[int] | npt.NDArray[np.integer[Any]]  # what a caller may give as a tour's squares
_SHOWN = 12  # squares a repr shows before it only counts them
_CHUNK = 1 << 16  # squares turned into Python ints at a time while iterating


class Tour(Sequence[int]):
    """The squares of a tour by index (``row * cols + col``), move 0 first.

    A read-only sequence of ints, held in one int64 array: a tour of 10⁸ squares from the
    construct engine costs 800 MB, not the 3.6 GB a list of ints would, and numpy reads it
    without a copy (``np.asarray(tour)``). It compares equal to any sequence of the same squares,
    and, being never empty, is true in ``if result.tour:``.
    """

    __slots__ = ("_squares",)

    def __init__(self, squares: Squares | Iterable[int]) -> None:
        given = squares if isinstance(squares, (Sequence, np.ndarray)) else list(squares)
        self._squares: npt.NDArray[np.int64] = np.asarray(given, dtype=np.int64).view()  # a view: no copy
        if self._squares.ndim != 1:
            raise ValueError("a tour is a sequence of square indices, not a grid")
        self._squares.setflags(write=False)  # the view only: the caller's own array stays theirs

    def __len__(self) -> int:
        return int(self._squares.size)

    @overload
    def __getitem__(self, index: int) -> int: ...

    @overload
    def __getitem__(self, index: slice) -> Tour: ...

    def __getitem__(self, index: int | slice) -> int | Tour:
        if isinstance(index, slice):
            return Tour(self._squares[index])
        return int(self._squares[index])

    def __iter__(self) -> Iterator[int]:
        for at in range(0, self._squares.size, _CHUNK):
            yield from self._squares[at : at + _CHUNK].tolist()

    def __array__(self, dtype: npt.DTypeLike | None = None, copy: bool | None = None) -> npt.NDArray[Any]:
        if copy or (dtype is not None and np.dtype(dtype) != self._squares.dtype):
            return self._squares.astype(dtype if dtype is not None else np.int64)
        return self._squares

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, (Sequence, np.ndarray)) or isinstance(other, (str, bytes)):
            return NotImplemented
        return len(self) == len(other) and bool(np.array_equal(self._squares, np.asarray(other)))

    __hash__ = None  # type: ignore[assignment]  # equal to lists, which are not hashable either

    def __repr__(self) -> str:
        if len(self) <= _SHOWN:
            return f"Tour({self._squares.tolist()})"
        return f"Tour([{', '.join(map(str, self._squares[:_SHOWN].tolist()))}, …] {len(self):,} squares)"

    def names(self, board: Board) -> list[str]:
        """The squares' algebraic names on ``board`` (a1 first file, first rank).

        Parameters
        ----------
        board : Board
            The board the tour is of.

        Returns
        -------
        list of str
            The names, move 0 first.
        """
        return [board.name(square) for square in self]
