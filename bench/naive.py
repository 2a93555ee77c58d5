"""The naive textbook knight's-tour backtracker in pure Python: the baseline of the benchmarks.

This is the classic article's program, written from scratch: from (0, 0) try the eight moves
in the fixed order dx = 2,1,-1,-2,-2,-1,1,2 / dy = 1,2,2,1,-1,-2,-2,-1 applied to (row, col),
recurse, and undo on failure, with no pruning and no move ordering. It counts its recursive
calls so that they can be checked against the published counts (5x5: 8,840; 6x6: 248,169;
8x8: 8,250,733) and compared with the compiled engine's node counts.

Run it on its own to print those counts and times:
``.venv/bin/python bench/naive.py [N ...]`` (default 5 6 8).
"""

from __future__ import annotations

import sys
import time

__all__ = ["DX", "DY", "PUBLISHED_CALLS", "naive_tour"]

DX = (2, 1, -1, -2, -2, -1, 1, 2)
DY = (1, 2, 2, 1, -1, -2, -2, -1)

# Calls of the textbook program to its first tour from (0, 0), as published.
PUBLISHED_CALLS = {5: 8_840, 6: 248_169, 8: 8_250_733}


def naive_tour(n: int) -> tuple[list[tuple[int, int]] | None, int, float]:
    """First tour of the n×n board from (0, 0) by the textbook backtracker.

    Returns the tour as (row, col) pairs in move order (None when there is none), the number of
    calls of the recursive function, and the seconds the search took.
    """
    sys.setrecursionlimit(max(sys.getrecursionlimit(), n * n + 100))
    board = [[-1] * n for _ in range(n)]
    moves = tuple(zip(DX, DY))
    calls = 0

    def solve(x: int, y: int, move: int) -> bool:
        """Place move number ``move`` onward, the knight standing on (x, y)."""
        nonlocal calls
        calls += 1
        if move == n * n:
            return True
        for dx, dy in moves:
            nx, ny = x + dx, y + dy
            if 0 <= nx < n and 0 <= ny < n and board[nx][ny] == -1:
                board[nx][ny] = move
                if solve(nx, ny, move + 1):
                    return True
                board[nx][ny] = -1
        return False

    board[0][0] = 0
    started = time.perf_counter()
    found = solve(0, 0, 1)
    seconds = time.perf_counter() - started
    if not found:
        return None, calls, seconds
    tour = sorted((board[r][c], (r, c)) for r in range(n) for c in range(n))
    return [square for _, square in tour], calls, seconds


def main(argv: list[str]) -> None:
    """Print the call count and time of each board size asked for."""
    for n in [int(a) for a in argv] or sorted(PUBLISHED_CALLS):
        tour, calls, seconds = naive_tour(n)
        expected = PUBLISHED_CALLS.get(n)
        check = "" if expected is None else ("  (matches)" if calls == expected else f"  (expected {expected:,})")
        print(f"{n}x{n}: {'found' if tour else 'none'}, {calls:,} calls{check}, {seconds:.3f} s")


if __name__ == "__main__":
    main(sys.argv[1:])
