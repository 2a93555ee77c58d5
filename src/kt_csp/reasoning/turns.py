"""A floor under a tour's turns: the same jump repeated in a line soon leaves the board.

A tour *turns* on a square where its jump in and its jump out differ (`kt_csp.core.verifier`'s
measure). Cut the tour into runs, each the same jump made again and again in a line: a closed
tour turns once per run, an open one once between two runs. A run of the jump (dr, dc) crosses
dr ranks and dc files a jump, so it has at most ``(rows - 1) // dr`` jumps (and as many by the
files): on 8×8, three for the knight. A tour of m moves is then at least ⌈m / 3⌉ runs — closed
8×8, 22 turns, where CP-SAT's own relaxation proves none (every square may go straight on, a
fraction at a time).
"""

from __future__ import annotations

from kt_csp.core.board import Board, Wrap
from kt_csp.core.instance import Instance

__all__ = ["fewest_turns", "longest_run"]


def longest_run(board: Board) -> int | None:
    """The most jumps of one run on ``board``: the same jump repeated in a line.

    Parameters
    ----------
    board : Board
        The board (holes only shorten runs).

    Returns
    -------
    int or None
        The most jumps; None on a wrapped board, whose lines have no end.
    """
    if board.wrap is not Wrap.NONE:
        return None
    a, b = board.leaper
    return max(_run(board, across, along) for across, along in ((a, b), (b, a)))


def _run(board: Board, across: int, along: int) -> int:
    """The most jumps of (±across, ±along) in a line: as many as fit on both sides."""
    fits = [(side - 1) // step for side, step in ((board.rows, across), (board.cols, along)) if step]
    return min(fits)


def fewest_turns(instance: Instance) -> int:
    """The fewest turns any tour of ``instance`` makes: one per run (`longest_run` jumps at
    most) of a closed tour, one between two runs of an open one (the module's notes).

    Parameters
    ----------
    instance : Instance
        The question: its board, and whether the tour is closed.

    Returns
    -------
    int
        The floor (0 where no run ends: a wrapped board).

    Examples
    --------
    >>> from kt_csp.core.board import parse_board
    >>> fewest_turns(Instance(parse_board("8x8"), closed=True)), fewest_turns(Instance(parse_board("8x8")))
    (22, 20)
    """
    longest = longest_run(instance.board)
    moves = instance.board.squares - (0 if instance.closed else 1)
    if not longest or moves <= 0:
        return 0
    runs = -(-moves // longest)
    return max(0, runs - (0 if instance.closed else 1))
