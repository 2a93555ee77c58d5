"""Colour parity: the one-line proofs that no tour exists, from chessboard colouring alone.

Colour the board like a chessboard. A (p, q) leaper with p + q odd changes colour on every
jump, so a tour alternates colours: it needs the two colours' counts to differ by at most one,
starts and ends on the more numerous colour when they differ, ends on the other colour than it
started when they are equal, and (closed) needs them equal. A leaper with p + q even never
changes colour, so it cannot visit both colours at all. Holes simply leave their colours' counts
one short. On a wrapped board the colouring survives only where every joined side has even
length (a jump around an odd side keeps its colour); elsewhere no colour argument is made.

A board 4 wide has a second such colouring, for the knight (Schwenk's argument for 4×n): every
move from the two outer rows lands in the two middle ones, so no two outer squares follow each
other in a tour, and counting moves bounds how many middle squares it may join
(`outer_rows_obstruction`): a closed tour of 4×n, or an open one with an end in a middle row,
would alternate outer and middle rows as well as colours, and cannot.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import replace

from kt_csp.core.board import KNIGHT, Board, Wrap
from kt_csp.core.instance import Instance

__all__ = ["allowed_starts", "colour_obstruction", "in_middle_rows", "outer_rows_obstruction"]


def colour_obstruction(instance: Instance) -> str | None:
    """Why colour parity rules ``instance`` out, or None when it does not.

    Parameters
    ----------
    instance : Instance
        The question: its board (holes, wrap, leaper), ends and clues are read.

    Returns
    -------
    str or None
        The argument in words, or None.

    Examples
    --------
    >>> from kt_csp.core.board import parse_board
    >>> colour_obstruction(Instance(parse_board("5x5"), closed=True))
    'a closed tour alternates colours, so it needs as many light as dark squares; 5x5 has 12 and 13'
    """
    board = instance.board
    joined = ([board.rows] if board.wrap is Wrap.TORUS else []) + ([board.cols] if board.wrap is not Wrap.NONE else [])
    if board.squares == 1 or any(side % 2 for side in joined):
        return None
    dark_holes = sum(board.colour(hole) == 0 for hole in board.holes)
    dark = (board.size + 1) // 2 - dark_holes  # a1 is dark; on an odd rectangle the dark squares are one more
    light = board.squares - dark
    if not board.changes_colour:
        return _one_colour(board, light, dark)
    return (
        _count_colours(instance, light, dark)
        or _end_colours(instance, light, dark)
        or _clue_colours(instance, light, dark)
    )


def _one_colour(board: Board, light: int, dark: int) -> str | None:
    """A leaper that never changes colour cannot visit both colours."""
    if light and dark:
        p, q = board.leaper
        return f"the {p},{q} leaper never changes colour, so it cannot visit squares of both colours"
    return None


def _count_colours(instance: Instance, light: int, dark: int) -> str | None:
    """A closed tour needs the colours equal, an open one at most one apart."""
    board = instance.board
    if instance.closed and light != dark:
        return (
            f"a closed tour alternates colours, so it needs as many light as dark squares; "
            f"{board.describe()} has {light} and {dark}"
        )
    if abs(light - dark) > 1:
        return (
            f"the tour alternates colours, so the two colours' counts differ by at most one; "
            f"{board.describe()} has {light} light and {dark} dark squares"
        )
    return None


def _end_colours(instance: Instance, light: int, dark: int) -> str | None:
    """The ends fixed stand on the more numerous colour, or on two colours when they are equal."""
    board, start, end = instance.board, instance.start, instance.end
    more = "dark" if dark > light else "light"
    less = "light" if more == "dark" else "dark"
    for role, square in (("start", start), ("end", end)):
        if square is not None and light != dark and board.colour(square) == (1 if more == "dark" else 0):
            return (
                f"the tour alternates colours and {board.describe()} has one more {more} square than "
                f"{less}, so it must {role} on a {more} square; {board.name(square)} is {less}"
            )
    if start is not None and end is not None and light == dark and board.colour(start) == board.colour(end):
        return (
            f"the tour alternates colours over an even number of squares, so it starts and ends "
            f"on different colours; {board.name(start)} and {board.name(end)} are the same colour"
        )
    return None


def _clue_colours(instance: Instance, light: int, dark: int) -> str | None:
    """Clues alternate colours too: moves an even number apart stand on one colour, and with one
    colour more numerous the even moves stand on it."""
    board = instance.board
    if light != dark:
        more = 0 if dark > light else 1
        for square, move in instance.clues:
            if (board.colour(square) == more) != (move % 2 == 0):
                colour = "dark" if more == 0 else "light"
                return (
                    f"the tour alternates colours and starts on the more numerous ({colour}) colour, so "
                    f"its {'even' if move % 2 == 0 else 'odd'} moves stand on "
                    f"{colour if move % 2 == 0 else 'the other'} squares; the clue "
                    f"{board.name(square)}={move} does not"
                )
    fixed = [
        *instance.clues,
        *([(instance.start, 0)] if instance.start is not None else []),
        *([(instance.end, board.squares - 1)] if instance.end is not None else []),
    ]
    if not fixed:
        return None
    first, at = fixed[0]
    for square, move in fixed[1:]:
        if (board.colour(square) != board.colour(first)) != ((move - at) % 2 == 1):
            return (
                f"the tour alternates colours, so moves {at} and {move} stand on "
                f"{'the same colour' if (move - at) % 2 == 0 else 'different colours'}; "
                f"{board.name(first)} and {board.name(square)} do not"
            )
    return None


def outer_rows_obstruction(instance: Instance) -> str | None:
    """Why a knight's board 4 wide (unwrapped, holes counted) has no tour by its outer and middle
    rows, or None.

    In a tour, count each square's moves: an outer square's all lead to middle squares, so the
    moves joining two middle squares number (middle − outer) + (outer ends − middle ends) / 2
    (closed: no ends). They cannot be fewer than none; and where there are none the tour
    alternates outer and middle rows as well as colours, so every outer square has one colour.

    Parameters
    ----------
    instance : Instance
        The question: its board, whether it is closed, and its fixed ends are read.

    Returns
    -------
    str or None
        The argument in words, or None.

    References
    ----------
    .. [1] A. J. Schwenk, "Which rectangular chessboards have a knight's tour?", Mathematics
       Magazine 64 (1991): the argument for 4×n.

    Examples
    --------
    >>> from kt_csp.core.board import parse_board
    >>> print(outer_rows_obstruction(Instance(parse_board("4x10").with_holes("e2,e3"))))
    every move from the two outer rows lands in the two middle rows, so no two outer squares follow each other: a tour of 4x10 less 2 holes (e2 e3) needs at least 19 middle squares for its 20 outer ones, and it has 18
    """
    board = instance.board
    if board.leaper != KNIGHT or board.wrap is not Wrap.NONE or 4 not in (board.rows, board.cols):
        return None
    outer_holes = [hole for hole in board.holes if not in_middle_rows(board, hole)]
    outer = board.size // 2 - len(outer_holes)
    middle = board.squares - outer
    fixed = [] if instance.closed else [s for s in (instance.start, instance.end) if s is not None]
    inner = [s for s in fixed if in_middle_rows(board, s)]
    most = middle - outer + (0 if instance.closed else 1 - len(inner))  # with every other end outer
    if most > 0 or (most == 0 and not _outer_both_colours(board, outer_holes)) or board.squares < 2:
        return None
    lines = "rows" if board.rows == 4 else "files"
    ends = f" with {' and '.join(board.name(s) for s in inner)} (middle) for an end" if inner else ""
    lead = (
        f"every move from the two outer {lines} lands in the two middle {lines}, so no two outer squares "
        f"follow each other: a tour{ends} of {board.describe()}"
    )
    if most < 0:
        return f"{lead} needs at least {middle - most} middle squares for its {outer} outer ones, and it has {middle}"
    return (
        f"{lead}, with {outer} outer squares and {middle} middle ones, would alternate outer and middle "
        f"{lines} as well as colours, and every outer square would need one colour; both colours have "
        "outer squares left"
    )


def _outer_both_colours(board: Board, outer_holes: list[int]) -> bool:
    """Whether the holes leave outer squares of both colours (the outer rows hold as many of each)."""
    each = board.size // 4
    return all(each > sum(board.colour(hole) == colour for hole in outer_holes) for colour in (0, 1))


def in_middle_rows(board: Board, square: int) -> bool:
    """Whether ``square`` is in the two middle rows of a board 4 high (the middle files of one 4
    wide).

    Parameters
    ----------
    board : Board
        The board.
    square : int
        A square of it.

    Returns
    -------
    bool
        The answer; False on a board neither 4 high nor 4 wide.
    """
    row, col = board.coords(square)
    across = row if board.rows == 4 else col if board.cols == 4 else 0
    return across in (1, 2)


def allowed_starts(instance: Instance, squares: Iterable[int]) -> Iterator[int]:
    """The ``squares`` that colour parity allows ``instance`` to start on.

    Parameters
    ----------
    instance : Instance
        The question; its own start is replaced by each square in turn.
    squares : iterable of int
        The squares to try.

    Returns
    -------
    Iterator of int
        Those squares from which `colour_obstruction` finds nothing, lazily.
    """
    return (s for s in squares if colour_obstruction(replace(instance, start=s)) is None)
