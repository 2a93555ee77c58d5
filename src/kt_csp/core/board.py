"""Boards, squares and the leaper's move graph.

A board is an m×n rectangle of squares, perhaps with holes (squares taken away, which no tour
visits) and perhaps wrapped: on a *cylinder* a jump off one side comes back on the other (files
wrap: the h-file neighbours the a-file), on a *torus* ranks wrap too. Square ``i`` sits at row
``i // cols`` and column
``i % cols``; row 0 is the bottom rank (rank 1) and column 0 the leftmost file (file ``a``), as on
a chessboard seen from White's side. Squares are named algebraically — files ``a`` … ``z``, ``aa``,
``ab`` … (bijective base 26), ranks ``1`` … from the bottom — or as ``row,col`` counted from 0.

A leaper ``(p, q)`` jumps p squares one way and q the other; the knight is ``(1, 2)``. Its move
graph is stored as a neighbour table of plain integer arrays, which is all the engines see: holes
and wrapping change the table, never the engines. Square indices stay those of the rectangle, so
names and files mean the same with or without holes; `Board.live` lists the squares a tour visits.

Notes
-----
The neighbour order is the textbook one (dx = 2,1,-1,-2,-2,-1,1,2 / dy = 1,2,2,1,-1,-2,-2,-1
applied to (row, col)), generalised to any leaper, so that a plain backtracker explores the same
tree as the classic article's program.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import TypeVar

import numpy as np

from kt_csp.errors import BoardError, LeaperError, SquareError

__all__ = ["KNIGHT", "Board", "Wrap", "file_index", "file_name", "parse_board", "parse_board_range", "parse_leaper"]

KNIGHT = (1, 2)
MOST_DIGITS = 15  # in a side, a rank, a file's letters or a leaper's jump: far beyond any board that fits
MOST_BOARDS = 10_000  # in a range: a sweep of more would not end in a working day

_Index = TypeVar("_Index", int, np.ndarray)  # a rank or file, or an array of them

_BOARD_RE = re.compile(r"^\s*(\d+)\s*[xX×]\s*(\d+)\s*$")
_ALGEBRAIC_RE = re.compile(r"^([a-z]+)([1-9][0-9]*)$")
_ROWCOL_RE = re.compile(r"^\s*(\d+)\s*,\s*(\d+)\s*$")


def _number(digits: str, too_long: Exception) -> int:
    """A number from its digits; more than `MOST_DIGITS` of them are no size of anything here
    (and Python would refuse to read thousands)."""
    if len(digits.lstrip("0")) > MOST_DIGITS:
        raise too_long
    return int(digits)


def parse_board(text: str, leaper: tuple[int, int] = KNIGHT) -> Board:
    """Read a board size written ``ROWSxCOLS`` (``8x8``, ``5x6``).

    Parameters
    ----------
    text : str
        The size as written.
    leaper : tuple of (int, int), default KNIGHT
        The board's leaper.

    Returns
    -------
    Board
        The whole board, no holes, unwrapped.

    Raises
    ------
    BoardError
        When ``text`` is not a size, a side is 0, or a side has too many digits.
    """
    match = _BOARD_RE.match(text)
    if not match:
        raise BoardError(f"malformed board size {text[:40]!r}: expected ROWSxCOLS such as 8x8")
    too_long = BoardError(f"board size {text[:40]!r} is beyond any board: a side holds at most {MOST_DIGITS} digits")
    rows, cols = _number(match.group(1), too_long), _number(match.group(2), too_long)
    if rows < 1 or cols < 1:
        raise BoardError(f"board size {text!r} has no squares: rows and columns start at 1")
    return Board(rows, cols, leaper)


def parse_board_range(text: str, leaper: tuple[int, int] = KNIGHT) -> list[Board]:
    """Every board from one size to another, ``1x1..8x8``: rows and columns each in their range.

    Parameters
    ----------
    text : str
        ``FROM..TO``, each a size as `parse_board` reads it.
    leaper : tuple of (int, int), default KNIGHT
        The boards' leaper.

    Returns
    -------
    list of Board
        The boards, rows first.

    Raises
    ------
    BoardError
        When ``text`` is not a range, the range is empty, or it holds more than `MOST_BOARDS`.
    """
    low, sep, high = text.partition("..")
    if not sep:
        raise BoardError(f"malformed board range {text!r}: expected FROM..TO such as 1x1..8x8")
    first, last = parse_board(low, leaper), parse_board(high, leaper)
    if first.rows > last.rows or first.cols > last.cols:
        raise BoardError(f"empty board range {text!r}: {first} is not below {last}")
    boards = (last.rows - first.rows + 1) * (last.cols - first.cols + 1)
    if boards > MOST_BOARDS:
        raise BoardError(f"board range {text!r} holds {boards:,} boards; a range holds at most {MOST_BOARDS:,}")
    return [
        Board(rows, cols, leaper)
        for rows in range(first.rows, last.rows + 1)
        for cols in range(first.cols, last.cols + 1)
    ]


def parse_leaper(text: str) -> tuple[int, int]:
    """Read a leaper written ``p,q`` (``1,2`` knight, ``1,3`` camel, ``2,3`` zebra).

    Parameters
    ----------
    text : str
        The leaper as written.

    Returns
    -------
    tuple of (int, int)
        Its two jumps, the smaller first.

    Raises
    ------
    LeaperError
        When ``text`` is not two numbers, a number has too many digits, or both are 0.
    """
    parts = text.replace(" ", "").split(",")
    if len(parts) != 2 or not all(part.isdigit() for part in parts):
        raise LeaperError(f"malformed leaper {text!r}: expected two numbers such as 1,2")
    too_long = LeaperError(f"leaper {text[:40]!r} jumps further than any board: at most {MOST_DIGITS} digits")
    p, q = _number(parts[0], too_long), _number(parts[1], too_long)
    if p == 0 and q == 0:
        raise LeaperError("leaper 0,0 never leaves its square")
    return (min(p, q), max(p, q))


def file_name(col: int) -> str:
    """Name column ``col`` (0-based) in bijective base 26: a … z, aa, ab, …

    Parameters
    ----------
    col : int
        The column, from 0.

    Returns
    -------
    str
        Its file name.
    """
    name = ""
    col += 1
    while col:
        col, digit = divmod(col - 1, 26)
        name = chr(ord("a") + digit) + name
    return name


def file_index(name: str) -> int:
    """The 0-based column of a file name; inverse of `file_name`.

    Parameters
    ----------
    name : str
        A file name, lower-case letters.

    Returns
    -------
    int
        Its column, from 0.
    """
    col = 0
    for letter in name:
        col = col * 26 + (ord(letter) - ord("a") + 1)
    return col - 1


class Wrap(str, enum.Enum):
    """Which sides of the board join: none, the files' (a cylinder), or both (a torus)."""

    NONE = "none"
    CYLINDER = "cylinder"
    TORUS = "torus"


@dataclass(frozen=True)
class Board:
    """An m×n board, the leaper that moves on it, its holes (square indices) and its wrap."""

    rows: int
    cols: int
    leaper: tuple[int, int] = KNIGHT
    holes: frozenset[int] = field(default_factory=frozenset)
    wrap: Wrap = Wrap.NONE

    def __post_init__(self) -> None:
        if self.rows < 1 or self.cols < 1:
            raise BoardError(f"board {self.rows}x{self.cols} has no squares")
        p, q = self.leaper
        if p < 0 or q < 0 or (p == 0 and q == 0):
            raise LeaperError(f"leaper {p},{q} is not a leaper")
        if any(not 0 <= hole < self.rows * self.cols for hole in self.holes):
            raise SquareError(f"a hole is off the {self} board")
        if len(self.holes) >= self.rows * self.cols:
            raise BoardError(f"every square of {self} is a hole: no square is left to visit")

    def __str__(self) -> str:
        return f"{self.rows}x{self.cols}"

    @property
    def size(self) -> int:
        """Number of squares of the rectangle, holes included: square indices run below it."""
        return self.rows * self.cols

    @property
    def squares(self) -> int:
        """Number of squares a tour visits: the rectangle's, less the holes."""
        return self.size - len(self.holes)

    @property
    def plain(self) -> bool:
        """A whole rectangle, unwrapped: the board the existence theorems and the construction know."""
        return not self.holes and self.wrap is Wrap.NONE

    @property
    def first(self) -> int:
        """The first square a tour visits in reading order: a1, unless it is a hole."""
        return 0 if 0 not in self.holes else int(self.live[0])

    @cached_property
    def live(self) -> np.ndarray:
        """The squares a tour visits, in increasing order."""
        alive = np.ones(self.size, dtype=bool)
        alive[list(self.holes)] = False
        return np.flatnonzero(alive)

    def describe(self) -> str:
        """The board in words: ``8x8``, ``8x8 torus``, ``8x8 less 4 holes (d4 e4 d5 e5)``."""
        words = str(self) + ("" if self.wrap is Wrap.NONE else f" {self.wrap.value}")
        if self.holes:
            named = " ".join(self.name(h) for h in sorted(self.holes)[:8]) + (" …" if len(self.holes) > 8 else "")
            words += f" less {len(self.holes)} hole{'s' if len(self.holes) > 1 else ''} ({named})"
        return words

    def with_holes(self, names: str) -> Board:
        """This board with the squares named in ``names`` taken away.

        Parameters
        ----------
        names : str
            Square names parted by commas or spaces (``d4,e4`` or ``d4 e4``).

        Returns
        -------
        Board
            The board with those holes added to its own.

        Raises
        ------
        SquareError
            When no square is named, a square is named by number or twice, a name is empty between
            commas, or a square is not on the board.
        """
        pieces = names.split(",")
        named = [name for piece in pieces for name in piece.split()]
        if not named:
            raise SquareError("the holes name no square: give names such as d4,e4")
        if any(name.isdigit() for name in named):
            raise SquareError(
                f"the holes {names[:40]!r} name squares by number: name them as d4,e4 "
                "(the commas part the names, so row,col cannot be used here)"
            )
        if any(not piece.strip() for piece in pieces):
            raise SquareError(f"the holes {names[:40]!r} have an empty name between commas: give names such as d4,e4")
        return replace(self, holes=self.holes | self.once([self.parse_square(name) for name in named], "holes"))

    def once(self, squares: list[int], what: str) -> frozenset[int]:
        """``squares`` as a set, each named once among ``what``.

        Parameters
        ----------
        squares : list of int
            The squares as named.
        what : str
            What they are, for the message (such as ``holes``).

        Returns
        -------
        frozenset of int
            The squares.

        Raises
        ------
        SquareError
            When a square is named twice (an error, not one square).
        """
        seen: set[int] = set()
        for square in squares:
            if square in seen:
                raise SquareError(f"{self.name(square)} is named twice in the {what}: name each square once")
            seen.add(square)
        return frozenset(seen)

    @property
    def offsets(self) -> tuple[tuple[int, int], ...]:
        """The leaper's (drow, dcol) jumps in textbook order, without repeats."""
        p, q = self.leaper
        order = [(q, p), (p, q), (-p, q), (-q, p), (-q, -p), (-p, -q), (p, -q), (q, -p)]
        return tuple(dict.fromkeys(order))

    def square(self, row: int, col: int) -> int:
        """Index of the square at (row, col).

        Parameters
        ----------
        row, col : int
            The square's row and column, from 0.

        Returns
        -------
        int
            Its index, ``row * cols + col``.
        """
        return row * self.cols + col

    def coords(self, square: int) -> tuple[int, int]:
        """(row, col) of a square index.

        Parameters
        ----------
        square : int
            The square's index.

        Returns
        -------
        tuple of (int, int)
            Its row and column, from 0.
        """
        return divmod(square, self.cols)

    def contains(self, row: int, col: int) -> bool:
        """Whether (row, col) lies on the board.

        Parameters
        ----------
        row, col : int
            A row and a column, from 0, of any sign.

        Returns
        -------
        bool
            The answer (holes included: they lie on the board).
        """
        return 0 <= row < self.rows and 0 <= col < self.cols

    def name(self, square: int) -> str:
        """Algebraic name of a square, e.g. ``a1``.

        Parameters
        ----------
        square : int
            The square's index.

        Returns
        -------
        str
            Its file name and rank, from 1.
        """
        row, col = self.coords(square)
        return f"{file_name(col)}{row + 1}"

    def parse_square(self, text: str) -> int:
        """Read a square written algebraically (``a1``) or as ``row,col`` counted from 0.

        Parameters
        ----------
        text : str
            The square as written.

        Returns
        -------
        int
            Its index.

        Raises
        ------
        SquareError
            When ``text`` names no square, or one off the board.
        """
        cleaned = text.strip().lower()
        algebraic = _ALGEBRAIC_RE.match(cleaned)
        rowcol = _ROWCOL_RE.match(cleaned)
        off = SquareError(f"square {text[:40]!r} is off the {self} board")
        if algebraic and len(algebraic.group(1)) <= MOST_DIGITS:
            row, col = _number(algebraic.group(2), off) - 1, file_index(algebraic.group(1))
        elif rowcol:
            row, col = _number(rowcol.group(1), off), _number(rowcol.group(2), off)
        elif algebraic:
            raise off
        else:
            raise SquareError(f"malformed square {text!r}: expected a name such as a1 or row,col such as 0,0")
        if not self.contains(row, col):
            raise SquareError(f"square {text!r} is off the {self} board")
        return self.square(row, col)

    def is_move(self, a: int, b: int) -> bool:
        """Whether the leaper jumps from square a to square b, by arithmetic alone (across the
        joined sides of a wrapped board; never into or out of a hole, never onto itself).

        Parameters
        ----------
        a, b : int
            Two squares of the board.

        Returns
        -------
        bool
            The answer.
        """
        if a == b or a in self.holes or b in self.holes:
            return False
        (ra, ca), (rb, cb) = self.coords(a), self.coords(b)
        return any(
            self._lands(ra, dr, rb, self.rows, self.wrap is Wrap.TORUS)
            and self._lands(ca, dc, cb, self.cols, self.wrap is not Wrap.NONE)
            for dr, dc in self.offsets
        )

    @staticmethod
    def _lands(start: int, step: int, target: int, length: int, wrapped: bool) -> bool:
        """Whether a step along one side from ``start`` reaches ``target`` (around, if wrapped)."""
        return (start + step - target) % length == 0 if wrapped else start + step == target

    @cached_property
    def neighbours(self) -> np.ndarray:
        """Neighbour table: row ``s`` lists the squares one jump from ``s``, padded with -1.

        Each row keeps the textbook order. Built one jump direction at a time, as blocks of the
        board, so that boards of millions of squares take little time or memory beyond the table.
        Holes have no neighbours and are no one's neighbour; on a wrapped board a jump that lands
        where an earlier one did, or back on its own square, is one move or none.

        Raises
        ------
        kt_csp.errors.MemoryLimitError
            The table would not fit in this machine's memory (a board of 10^17 squares asked of
            the frontier counter, which looks at the moves before it plans a sweep).
        """
        from kt_csp.runtime.memory import require_memory

        per_square = 4 * len(self.offsets) + 8 + 4  # the table, its fill counts, the squares' numbers
        require_memory(self.size * per_square, f"the move table of {self}")
        if not self.plain:
            return self._shaped_neighbours()
        rows, cols = self.rows, self.cols
        table = np.full((rows, cols, len(self.offsets)), -1, dtype=np.int32)
        filled = np.zeros((rows, cols, 1), dtype=np.intp)
        index = np.arange(self.size, dtype=np.int32).reshape(rows, cols)
        for drow, dcol in self.offsets:
            # The squares this jump keeps on the board form a rectangle: fill it as one block.
            r0, r1, c0, c1 = max(0, -drow), min(rows, rows - drow), max(0, -dcol), min(cols, cols - dcol)
            if r0 >= r1 or c0 >= c1:
                continue
            targets = index[r0 + drow : r1 + drow, c0 + dcol : c1 + dcol]
            np.put_along_axis(table[r0:r1, c0:c1], filled[r0:r1, c0:c1], targets[..., None], axis=2)
            filled[r0:r1, c0:c1] += 1
        return table.reshape(self.size, -1)

    def _shaped_neighbours(self) -> np.ndarray:
        row, col = np.divmod(np.arange(self.size, dtype=np.int64), self.cols)
        alive = np.ones(self.size, dtype=bool)
        alive[list(self.holes)] = False
        table = np.full((self.size, len(self.offsets)), -1, dtype=np.int32)
        filled = np.zeros(self.size, dtype=np.intp)
        for drow, dcol in self.offsets:
            r, c = self._wrapped(row + drow, col + dcol)
            inside = (r >= 0) & (r < self.rows) & (c >= 0) & (c < self.cols)
            target = np.where(inside, r * self.cols + c, 0)
            new = inside & alive & alive[target] & (target != np.arange(self.size))
            new &= ~(table == target[:, None]).any(axis=1)  # a wrapped jump onto a square already reached
            table[new, filled[new]] = target[new]
            filled[new] += 1
        return table

    def _wrapped(self, row: _Index, col: _Index) -> tuple[_Index, _Index]:
        """Where a jump to (row, col) lands across the joined sides (ranks and files, or arrays of them)."""
        if self.wrap is Wrap.TORUS:
            row = row % self.rows
        if self.wrap is not Wrap.NONE:
            col = col % self.cols
        return row, col

    @cached_property
    def degrees(self) -> np.ndarray:
        """Number of neighbours of every square."""
        degrees: np.ndarray = (self.neighbours >= 0).sum(axis=1).astype(np.int32)
        return degrees

    def neighbours_of(self, square: int) -> list[int]:
        """The squares one jump from ``square``, in textbook order: a row of `neighbours`, found
        by arithmetic, so that a board of 10⁸ squares need not build the table for a few.

        Parameters
        ----------
        square : int
            A square of the board.

        Returns
        -------
        list of int
            Its live neighbours.
        """
        if square in self.holes:
            return []
        row, col = self.coords(square)
        found: list[int] = []
        for drow, dcol in self.offsets:
            r, c = self._wrapped(row + drow, col + dcol)
            target = r * self.cols + c
            if self.contains(r, c) and target != square and target not in self.holes and target not in found:
                found.append(target)
        return found

    @property
    def changes_colour(self) -> bool:
        """Whether every move of the leaper changes the square's colour (its two steps add up to
        an odd number: the knight does, the camel does not)."""
        return sum(self.leaper) % 2 == 1

    def colour(self, square: int) -> int:
        """0 or 1, as the squares of a chessboard alternate.

        Parameters
        ----------
        square : int
            A square of the board.

        Returns
        -------
        int
            0 dark (a1's colour), 1 light.
        """
        row, col = self.coords(square)
        return (row + col) % 2
