"""An independent, deliberately simple tour enumerator for small boards.

It shares nothing with the engines: moves come from the leaper's offsets by arithmetic, and
the search is plain recursion without pruning. Use it only on boards of about 20 squares.
"""

from __future__ import annotations

from kt_csp import Board


def jumps(board: Board, square: int) -> list[int]:
    p, q = board.leaper
    row, col = divmod(square, board.cols)
    targets = {(row + a, col + b) for a, b in ((p, q), (q, p)) for a, b in ((a, b), (-a, b), (a, -b), (-a, -b))}
    return sorted(r * board.cols + c for r, c in targets if 0 <= r < board.rows and 0 <= c < board.cols)


def count_tours(board: Board, start: int, end: int | None = None, closed: bool = False) -> int:
    """Directed tours from ``start`` (ending on ``end`` if given; closing if ``closed``)."""
    if closed and board.size < 3:
        return 0
    moves = [jumps(board, s) for s in range(board.size)]
    seen = [False] * board.size
    seen[start] = True

    def extend(square: int, placed: int) -> int:
        if placed == board.size:
            if end is not None and square != end:
                return 0
            return int(not closed or start in moves[square])
        total = 0
        for nxt in moves[square]:
            if not seen[nxt]:
                seen[nxt] = True
                total += extend(nxt, placed + 1)
                seen[nxt] = False
        return total

    return extend(start, 1)
