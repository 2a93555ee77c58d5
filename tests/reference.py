"""An independent, deliberately simple tour enumerator for small boards.

It shares nothing with the engines: moves come from the leaper's offsets by arithmetic, and
the search is plain recursion without pruning. Use it only on boards of about 20 squares.
"""

from __future__ import annotations

from collections.abc import Iterator

from kt_csp import Board


def jumps(board: Board, square: int) -> list[int]:
    p, q = board.leaper
    row, col = divmod(square, board.cols)
    targets = {(row + a, col + b) for a, b in ((p, q), (q, p)) for a, b in ((a, b), (-a, b), (a, -b), (-a, -b))}
    return sorted(r * board.cols + c for r, c in targets if 0 <= r < board.rows and 0 <= c < board.cols)


def count_tours(board: Board, start: int, end: int | None = None, closed: bool = False) -> int:
    """Directed tours from ``start`` (ending on ``end`` if given; closing if ``closed``)."""
    return sum(1 for _ in tours(board, start, end, closed))


def tours(board: Board, start: int, end: int | None = None, closed: bool = False) -> Iterator[tuple[int, ...]]:
    """Every directed tour from ``start`` (ending on ``end`` if given; closing if ``closed``), as
    its squares in order."""
    if closed and board.size < 3:
        return
    moves = [jumps(board, s) for s in range(board.size)]
    path = [start]
    seen = [False] * board.size
    seen[start] = True

    def extend(square: int) -> Iterator[tuple[int, ...]]:
        if len(path) == board.size:
            if (end is None or square == end) and (not closed or start in moves[square]):
                yield tuple(path)
            return
        for nxt in moves[square]:
            if not seen[nxt]:
                seen[nxt] = True
                path.append(nxt)
                yield from extend(nxt)
                path.pop()
                seen[nxt] = False

    yield from extend(start)
