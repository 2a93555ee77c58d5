"""Board pictures: a board's shape and its clues, drawn in text.

One line per rank, the top rank first (as a chessboard is printed); on each line one token per
file: ``.`` a square, ``#`` a hole, a number a square with that move number given (from 0, a
clue). Tokens are separated by spaces, or — on a line without spaces — are single characters,
so a small board can be drawn as ``..#..``. Blank lines and lines starting with ``;`` are
comments. A puzzle prints in the same form (`draw`), so a picture can be solved, edited and
solved again.

>>> board, clues = parse_picture("..#\\n0 . .\\n")
>>> str(board), sorted(board.holes), clues
('2x3', [5], ((0, 0),))
"""

from __future__ import annotations

import re
from pathlib import Path

from kt_csp.core.board import KNIGHT, MOST_DIGITS, Board
from kt_csp.errors import BoardError
from kt_csp.files.reading import read_input

__all__ = [
    "draw",
    "looks_like_size",
    "parse_picture",
    "parse_pictures",
    "picture_blocks",
    "read_picture",
    "says_closed",
]

SQUARE, HOLE = ".", "#"
MOST_SIDE = 10_000  # squares on a side of a picture: a drawing larger than this is no drawing
MOST_BYTES = MOST_SIDE * MOST_SIDE * 12  # a picture whose every square is a spaced 9-digit clue, with room for comments
_SIZE_RE = re.compile(r"^\s*\d+\s*[xX×]\s*\d+\s*$")
SOLVE_LINE = "solve: kt-csp puzzle solve FILE"  # a made puzzle's header ends so, then its flags
_SOLVE_RE = re.compile(rf"^\s*;.*{re.escape(SOLVE_LINE)}((?: --[\w-]+(?: [\d,]+)?)*)\s*$", re.M)


def looks_like_size(text: str) -> bool:
    """Whether a board argument is a size (``8x8``) rather than a picture file's path.

    Parameters
    ----------
    text : str
        The argument as given.

    Returns
    -------
    bool
        True for ``ROWSxCOLS``.
    """
    return bool(_SIZE_RE.match(text))


def parse_picture(text: str, leaper: tuple[int, int] = KNIGHT) -> tuple[Board, tuple[tuple[int, int], ...]]:
    """The board a picture draws, and its clues.

    Parameters
    ----------
    text : str
        One line per rank, top rank first: ``.`` a square, ``#`` a hole, a number a clue; ``;``
        lines are comments.
    leaper : tuple of (int, int)
        The piece.

    Returns
    -------
    tuple of (Board, tuple of (int, int))
        The board (its holes among it) and the clues as (square, move) pairs.

    Raises
    ------
    BoardError
        For a picture that draws no board, ranks of different widths, or a sign it does not know.
    """
    lines = [line.strip() for line in text.splitlines() if line.strip() and not line.lstrip().startswith(";")]
    if not lines:
        raise BoardError("the board picture draws no square: one line per rank, '.' a square, '#' a hole")
    if len(lines) > MOST_SIDE:
        raise BoardError(f"the board picture has {len(lines):,} ranks: at most {MOST_SIDE:,}")
    rows = [line.split() if re.search(r"\s", line) else list(line) for line in lines]
    cols = len(rows[0])
    if cols > MOST_SIDE:
        raise BoardError(f"the board picture has {cols:,} files: at most {MOST_SIDE:,}")
    holes, clues = set(), []
    for rank, tokens in enumerate(rows):
        if len(tokens) != cols:
            raise BoardError(
                f"rank {len(rows) - rank} of the board picture has {len(tokens)} square{'s' * (len(tokens) != 1)}, "
                f"the top rank {cols}: every rank must be as wide"
            )
        for col, token in enumerate(tokens):
            square = (len(rows) - 1 - rank) * cols + col
            if token == HOLE:
                holes.add(square)
            elif token.isascii() and token.isdigit():
                if len(token.lstrip("0")) > MOST_DIGITS:
                    raise BoardError(
                        f"the clue of {len(token)} digits in the board picture is past any board's last move"
                    )
                clues.append((square, int(token)))
            elif token != SQUARE:
                raise BoardError(f"{token[:20]!r} in the board picture is not '.', '#' or a move number")
    return Board(len(rows), cols, leaper, frozenset(holes)), tuple(clues)


def parse_pictures(text: str, leaper: tuple[int, int] = KNIGHT) -> list[tuple[Board, tuple[tuple[int, int], ...]]]:
    """Several pictures separated by blank lines (a sheet of puzzles), each parsed.

    Parameters
    ----------
    text : str
        The sheet; a block of comments alone is no picture.
    leaper : tuple of (int, int)
        The piece.

    Returns
    -------
    list of tuple of (Board, tuple of (int, int))
        Each picture's board and clues, as `parse_picture` reads them.

    Raises
    ------
    BoardError
        For a sheet that draws no board, or a picture `parse_picture` refuses.
    """
    return [parse_picture(block, leaper) for block in picture_blocks(text)]


def picture_blocks(text: str) -> list[str]:
    """The pictures of a sheet, separated by blank lines, each with its comment lines.

    Parameters
    ----------
    text : str
        The sheet.

    Returns
    -------
    list of str
        Each block that draws something (a block of comments alone is no picture).

    Raises
    ------
    BoardError
        For a sheet that draws no board.
    """
    blocks = re.split(r"\n\s*\n", text)
    drawn = [
        block
        for block in blocks
        if any(line.strip() and not line.lstrip().startswith(";") for line in block.splitlines())
    ]
    if not drawn:
        raise BoardError("the file draws no board: one line per rank, '.' a square, '#' a hole, a number a clue")
    return drawn


def says_closed(block: str) -> bool | None:
    """What a picture's header, as ``puzzle make`` writes it, says of the tour.

    Parameters
    ----------
    block : str
        A picture with its comment lines.

    Returns
    -------
    bool or None
        True for a closed tour (its solve line ends in ``--closed``), False for an open one,
        None for no such header.

    Examples
    --------
    >>> says_closed("; number the squares …; solve: kt-csp puzzle solve FILE --closed\\n. .\\n")
    True
    """
    said = _SOLVE_RE.search(block)
    return None if said is None else "--closed" in said.group(1).split()


def read_picture(path: str | Path, leaper: tuple[int, int] = KNIGHT) -> tuple[Board, tuple[tuple[int, int], ...]]:
    """A board picture file, parsed.

    Parameters
    ----------
    path : str or Path
        The file (``-``: standard input).
    leaper : tuple of (int, int)
        The piece.

    Returns
    -------
    tuple of (Board, tuple of (int, int))
        The board and its clues (`parse_picture`).

    Raises
    ------
    BoardError
        For a file that is not text, or a picture `parse_picture` refuses.
    KtError
        For a file that cannot be read.
    """
    data = read_input(path, "board picture", MOST_BYTES)
    try:
        return parse_picture(data.decode("utf-8-sig"), leaper)
    except UnicodeDecodeError:
        raise BoardError(f"the board picture {str(path)!r} is not text") from None


def draw(board: Board, clues: tuple[tuple[int, int], ...] = ()) -> str:
    """The picture of a board and its clues, in the form `parse_picture` reads.

    Parameters
    ----------
    board : Board
        The board (its holes drawn ``#``).
    clues : tuple of (int, int)
        The clues as (square, move) pairs.

    Returns
    -------
    str
        One line per rank, top rank first, ending with a newline.
    """
    given = dict(clues)
    width = max([1, *(len(str(move)) for move in given.values())])
    lines = []
    for row in range(board.rows - 1, -1, -1):
        tokens = []
        for col in range(board.cols):
            square = board.square(row, col)
            token = HOLE if square in board.holes else str(given[square]) if square in given else SQUARE
            tokens.append(token.rjust(width))
        lines.append(" ".join(tokens))
    return "\n".join(lines) + "\n"
