"""What is known of magic tours before any search: the boards on which none can exist, and what
exhaustive searches in the literature found where the engines here cannot decide.

A magic tour numbers its moves from 1 (as the literature does) so that every rank sums alike and
every file sums alike (semi-magic; fully magic: the two long diagonals too). None exists

- where the ranks (or files) cannot share the board's total equally: an m×n board with one side
  odd and the other even (its total over its ranks, or its files, is not a whole number);
- on a board with both sides odd, for a leaper whose every move changes colour (the knight): the
  odd numbers fill one colour, and neighbouring ranks hold different counts of it (below);
- for the knight, on (4m+2)×(4n+2) boards (Jelliss 2003) and on 4×16 (an exhaustive search,
  Kumar 2018).

For fully magic 8×8 knight's tours an exhaustive search (Stertenbrink et al. 2003) found none
(and 140 semi-magic tours up to symmetry): not a proof the engines here can repeat, so it is said
beside an `unknown` answer (`known`), not given as one — and the 140 beside a count of the
semi-magic classes (``count --distinct``). Where the engines leave fully magic 12×12 or 16×16
`unknown`, the answer says that such tours are published.
"""

from __future__ import annotations

from kt_csp.core.board import KNIGHT
from kt_csp.core.instance import Instance
from kt_csp.core.variants import Magic

__all__ = ["JELLISS", "KUMAR", "PUBLISHED", "STERTENBRINK", "known", "magic_obstruction"]

JELLISS = "Jelliss 2003"
KUMAR = "Kumar 2018, arXiv 1802.09340"
STERTENBRINK = "Stertenbrink et al. 2003"
PUBLISHED = {  # fully magic knight's tours published, by the board's side
    12: "Awani Kumar published four (2003)",
    16: "S. K. Singh published one (2006)",
}


def magic_obstruction(instance: Instance) -> str | None:
    """Why no tour of ``instance`` can be magic, or None (a question that asks no magic, or one
    the arguments above leave open).

    Parameters
    ----------
    instance : Instance
        The question; only its board and ``magic`` are read.

    Returns
    -------
    str or None
        The argument in words, or None.

    References
    ----------
    .. [1] G. P. Jelliss (2003): no magic knight's tour of a (4m+2)×(4n+2) board.
    .. [2] A. Kumar, arXiv 1802.09340 (2018): an exhaustive search, none on 4×16.

    Examples
    --------
    >>> from kt_csp.core.board import parse_board
    >>> print(magic_obstruction(Instance(parse_board("6x6"), magic=Magic.SEMI)))
    no knight's tour of a (4m+2)x(4n+2) board sums alike along its ranks and files (Jelliss 2003); 6x6 is one
    """
    if instance.magic is None:
        return None
    board = instance.board
    rows, cols, total = board.rows, board.cols, board.size * (board.size + 1) // 2
    for lines, count in (("ranks", rows), ("files", cols)):
        if total % count:
            return (
                f"the move numbers 1 to {board.size} add up to {total:,}, which {count} {lines} cannot share "
                f"equally ({total:,}/{count} is not a whole number)"
            )
    if rows % 2 and cols % 2 and min(rows, cols) >= 3 and board.changes_colour:
        return _odd_by_odd(rows, cols)
    if board.leaper != KNIGHT:
        return None
    if rows % 4 == 2 and cols % 4 == 2:
        return (
            f"no knight's tour of a (4m+2)x(4n+2) board sums alike along its ranks and files ({JELLISS}); "
            f"{board} is one"
        )
    if sorted((rows, cols)) == [4, 16]:
        return f"an exhaustive search found no knight's tour of 4x16 whose ranks and files sum alike ({KUMAR})"
    return None


def _odd_by_odd(rows: int, cols: int) -> str:
    """The parity argument against a magic tour on a board with both sides odd."""
    many = (rows * cols + 1) // 2
    return (
        f"every move changes colour, so the {many} odd move numbers fill the {many} squares of one colour; "
        f"the ranks, {cols} squares each, hold {(cols + 1) // 2} of those squares or {(cols - 1) // 2} by turns, "
        "so neighbouring ranks hold an odd and an even count of odd numbers, and their sums differ in parity"
    )


def known(instance: Instance) -> str | None:
    """What the literature found for ``instance`` where the engines here may leave it unknown —
    an exhaustive search's none, or tours published — or None.

    Parameters
    ----------
    instance : Instance
        The question; a square knight's board, whole, asking magic.

    Returns
    -------
    str or None
        The finding in words, or None.

    References
    ----------
    .. [1] G. Stertenbrink et al. (2003): an exhaustive search of 8×8, no fully magic tour and 140
       semi-magic ones up to symmetry.
    .. [2] A. Kumar (2003) and S. K. Singh (2006): fully magic tours of 12×12 and 16×16.

    Examples
    --------
    >>> from kt_csp.core.board import parse_board
    >>> print(known(Instance(parse_board("8x8"), magic=Magic.FULL)))
    an exhaustive search found no fully magic 8x8 knight's tour, and 140 semi-magic ones up to symmetry (Stertenbrink et al. 2003)
    >>> print(known(Instance(parse_board("12x12"), magic=Magic.FULL)))
    fully magic 12x12 knight's tours exist: Awani Kumar published four (2003)
    """
    board, full = instance.board, instance.magic is Magic.FULL
    if instance.magic is None or board.leaper != KNIGHT or not board.plain or board.rows != board.cols:
        return None
    if board.rows in PUBLISHED:
        bare = instance.parts() == {"magic"} and not instance.closed and instance.start is None and instance.end is None
        return f"fully magic {board} knight's tours exist: {PUBLISHED[board.rows]}" if bare and full else None
    if board.rows != 8:
        return None
    if full:
        return (
            "an exhaustive search found no fully magic 8x8 knight's tour, and 140 semi-magic ones up to "
            f"symmetry ({STERTENBRINK})"
        )
    if instance.closed:
        return None  # (the 140 are the open ones, the closed among them: how many, not said here)
    return f"an exhaustive search found 140 semi-magic 8x8 knight's tours up to symmetry ({STERTENBRINK})"
