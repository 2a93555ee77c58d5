"""Theory: whether a board has a tour at all, decided from published theorems instead of search.

For the knight on an m×n board, m ≤ n:

- closed tours (Schwenk 1991) exist unless m and n are both odd, or m is 1, 2 or 4, or m = 3 and
  n is 4, 6 or 8;
- open tours (Cull & De Curtins 1978; Conrad et al. 1994) exist exactly on 1×1, 3×4, 3×n for
  n ≥ 7, and m×n for m ≥ 4 and n ≥ 5.

Other leapers get only the colour arguments of `kt_csp.reasoning.parity`, which hold for every leaper. The
theorems speak about boards, not squares: a board without a tour has none from any start, and a
board with a closed tour has one through every square, but whether an open tour starts on a given
square is a question for search (on 5×5 only 13 squares start one).
"""

from __future__ import annotations

from dataclasses import dataclass

from kt_csp.core.board import KNIGHT, Board
from kt_csp.core.instance import Instance
from kt_csp.reasoning.parity import colour_obstruction

__all__ = ["THEORY", "Existence", "board_existence", "rules_out", "verdict"]

THEORY = "theory"  # the name theory answers under, beside the engines

SCHWENK = "Schwenk 1991"
CULL = "Cull & De Curtins 1978, Conrad et al. 1994"


@dataclass(frozen=True)
class Existence:
    """Theory's answer for a board: whether a tour of the kind exists, and why, in words."""

    exists: bool
    reason: str


def board_existence(board: Board, closed: bool) -> Existence | None:
    """Whether ``board`` has a closed (or open) tour, by the theorems.

    Parameters
    ----------
    board : Board
        The board.
    closed : bool
        Whether the tour asked is closed.

    Returns
    -------
    Existence or None
        Whether a tour exists and why; None where the theorems are silent (boards with holes or
        wrapped sides: the theorems are about whole rectangles; leapers other than the knight, past
        the colour arguments).

    References
    ----------
    .. [1] A. J. Schwenk, "Which rectangular chessboards have a knight's tour?", Mathematics
       Magazine 64 (1991) 325–332: closed tours.
    .. [2] P. Cull and J. De Curtins, "Knight's tour revisited", Fibonacci Quarterly 16 (1978);
       A. Conrad, T. Hindrichs, H. Morsy and I. Wegener, "Solution of the knight's Hamiltonian path
       problem on chessboards", Discrete Applied Mathematics 50 (1994): open tours.
    """
    if not board.plain:
        return None
    kind = "closed" if closed else "open"
    colour = colour_obstruction(Instance(board, closed=closed))
    if colour is not None:
        return Existence(False, f"no {kind} tour on {board}: {colour}")
    if board.size == 1:
        if closed:
            return Existence(False, f"no closed tour on {board}: it needs a move back to its start")
        return Existence(True, f"{board} is its own one-square open tour")
    if board.leaper != KNIGHT:
        return None
    m, n = sorted((board.rows, board.cols))
    obstacle = (_closed_obstacle if closed else _open_obstacle)(m, n)
    if obstacle is not None:
        return Existence(False, f"no {kind} tour on {board}: {obstacle}")
    source = SCHWENK if closed else CULL
    return Existence(True, f"{board} has {kind} tours ({source})")


def _closed_obstacle(m: int, n: int) -> str | None:
    """Why a knight has no closed tour on m×n (m ≤ n, not both odd), or None if it has one."""
    if m == 1:
        return "the knight cannot move on a board one square wide"
    if m == 2:
        return "on a board two squares wide every corner has a single move, and a closed tour needs two"
    if m == 4:
        return (
            "every move from the two outer rows lands in the two middle rows, which hold as many "
            "squares, so a closed tour must alternate outer and middle rows as well as colours, "
            f"and the two alternations cannot both hold ({SCHWENK})"
        )
    if m == 3 and n in (4, 6, 8):
        return (
            f"closed tours exist on every m×n, m ≤ n, except when both are odd, m is 1, 2 or "
            f"4, or m = 3 and n is 4, 6 or 8 ({SCHWENK})"
        )
    return None


def _open_obstacle(m: int, n: int) -> str | None:
    """Why a knight has no open tour on m×n (m ≤ n, more than one square), or None if it has one."""
    if m == 1:
        return "the knight cannot move on a board one square wide"
    if m == 2:
        return (
            "on a board two squares wide the knight always moves two files, so squares on odd "
            "and even files never connect"
        )
    if m == 3 and n == 3:
        return "the knight can never reach the centre of 3×3"
    if (m, n) in ((3, 5), (3, 6), (4, 4)):
        return f"open tours exist only on 1×1, 3×4, 3×n for n ≥ 7 and m×n for m ≥ 4, n ≥ 5 ({CULL})"
    return None


def verdict(instance: Instance) -> Existence | None:
    """Theory's answer for ``instance`` where it applies, else None.

    A negative answer for the board applies to every start and end. A positive one applies only
    when nothing but the board matters: an open tour with free ends, or a closed tour with at
    most one of its ends fixed (a closed tour passes through every square, so it can be turned to
    start or end anywhere).

    Parameters
    ----------
    instance : Instance
        The question.

    Returns
    -------
    Existence or None
        Whether a tour exists and why, or None.

    References
    ----------
    .. [1] A. J. Schwenk (1991) and Cull & De Curtins (1978), Conrad et al. (1994), as in
       `board_existence`.
    """
    if instance.longest:
        return None  # the longest path is no tour: the theorems say nothing of it
    answer = board_existence(instance.board, instance.closed)
    if answer is None or not answer.exists:
        return answer
    if instance.parts():
        return None  # a tour of the board need not meet clues, symmetry or magic sums
    fixed = (instance.start is not None) + (instance.end is not None)
    return answer if fixed == 0 or (instance.closed and fixed == 1) else None


def rules_out(instance: Instance) -> str | None:
    """Why theory forbids ``instance`` whatever its start and end, or None when it does not.

    Parameters
    ----------
    instance : Instance
        The question.

    Returns
    -------
    str or None
        The theorem's reason in words, or None.

    References
    ----------
    .. [1] A. J. Schwenk (1991) and Cull & De Curtins (1978), Conrad et al. (1994), as in
       `board_existence`.
    """
    if instance.longest:
        return None
    answer = board_existence(instance.board, instance.closed)
    return answer.reason if answer is not None and not answer.exists else None
