"""The verifier: the single judge of whether a sequence of squares is a tour of an instance.

It knows no engine and does not use the board's neighbour table: a jump is checked by
arithmetic on rows and columns alone, so a bug in the move graph cannot hide a bad tour. It reads
the tour once, in one loop (compiled for boards of more than
`kt_csp.runtime.compiled.UNCOMPILED_UP_TO` squares), with one byte of memory per square.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from kt_csp.core.board import Board, Wrap
from kt_csp.core.instance import Instance, Magic, Measure
from kt_csp.core.status import VerdictStatus
from kt_csp.errors import KtError
from kt_csp.runtime.compiled import UNCOMPILED_UP_TO, beside, deferred
from kt_csp.runtime.memory import require_memory

if TYPE_CHECKING:
    from kt_csp.core.tour import Squares
    from kt_csp.runtime.compiled import Array  # the compiled kernels' arrays


__all__ = ["Verdict", "magic_sums", "measure", "verify"]


@dataclass(frozen=True)
class Verdict:
    """``valid``, or the first fault in words; ``step`` is the move number where it shows."""

    valid: bool
    fault: str = ""
    step: int | None = None

    def __bool__(self) -> bool:
        return self.valid

    @property
    def status(self) -> VerdictStatus:
        """``valid`` or ``invalid``, as a word."""
        return VerdictStatus.VALID if self.valid else VerdictStatus.INVALID

    def as_dict(
        self, instance: Instance | None = None, tour: Squares | None = None, read: Mapping[str, object] | None = None
    ) -> dict[str, object]:
        """The public JSON shape of a verdict (``kt-csp verify --format json``'s keys, and the
        game's).

        Parameters
        ----------
        instance : Instance, optional
            The question judged; its keys are added, and ``tour_start`` and ``tour_end``.
        tour : Squares, optional
            The tour judged, whose ends are said when it is valid.
        read : Mapping of str to object, optional
            How the tour was read from its file: keys added as they are.

        Returns
        -------
        dict of str to object
            ``status``; the question's keys, when ``instance`` is given; ``fault`` and ``step``; the
            keys of ``read``; and with ``instance``, ``tour_start`` and ``tour_end``, the ends of
            ``tour`` when it is valid (else ``null``).

        Examples
        --------
        >>> Verdict(False, "the tour is empty", 0).as_dict()
        {'status': 'invalid', 'fault': 'the tour is empty', 'step': 0}
        """
        data: dict[str, object] = {
            "status": self.status.value,
            **({} if instance is None else instance.as_dict()),
            "fault": self.fault,
            "step": self.step,
            **(read or {}),
        }
        if instance is not None:
            ends = None if tour is None or not self.valid else (int(tour[0]), int(tour[-1]))
            data["tour_start"] = None if ends is None else instance.board.name(ends[0])
            data["tour_end"] = None if ends is None else instance.board.name(ends[1])
        return data


def _jump_name(board: Board) -> str:
    return "knight move" if board.leaper == (1, 2) else f"{board.leaper[0]},{board.leaper[1]}-leaper move"


def verify(instance: Instance, tour: Squares) -> Verdict:
    """Judge ``tour`` (square indices, move 0 first) against ``instance``.

    Faults are looked for in the order a reader of the tour would meet them: the start, then
    each move in turn (a square off the board, a hole, a square visited again, an illegal jump),
    then the clues, squares never visited (the longest path may leave squares out), the end, the
    closing move, and last the symmetry, magic sums and crossings asked for.

    Parameters
    ----------
    instance : Instance
        The question the tour must answer.
    tour : Squares
        The tour's square indices, move 0 first.

    Returns
    -------
    Verdict
        Valid, or the first fault in words with the move where it shows.

    Raises
    ------
    KtError
        When ``tour`` is not a flat sequence of integers, or the memory to judge it is lacking.

    Examples
    --------
    >>> from kt_csp.core.board import parse_board
    >>> board = parse_board("3x4")
    >>> verify(Instance(board), [board.parse_square(s) for s in "a1 c2 a3 d3".split()]).fault
    'move 3 (a3 → d3) is not a knight move'
    """
    board = instance.board
    if board.size > CHECKED_SIZE:
        require_memory(board.size + 8 * len(tour), f"verifying a tour of {board}")
    squares = _squares_of(tour)
    if squares.size == 0:
        return Verdict(False, "the tour is empty", 0)
    if instance.start is not None and squares[0] != instance.start:
        return Verdict(
            False, f"wrong start: the tour starts on {_name(board, squares[0])}, not {board.name(instance.start)}", 0
        )
    seen = np.zeros(board.size, dtype=np.uint8)
    seen[list(board.holes)] = HOLE
    checks: tuple[Callable[[], Verdict | None], ...] = (
        lambda: _move_fault(board, squares, seen),
        lambda: _clue_fault(instance, squares),
        lambda: _unvisited_fault(instance, squares, seen),
        lambda: _end_fault(instance, squares),
        lambda: _closing_fault(instance, squares),
        lambda: _symmetric(instance, squares),
        lambda: _magic(instance, squares),
        lambda: _crossing(instance, squares),
    )
    for check in checks:
        broken = check()
        if broken is not None:  # (a Verdict is false when it is a fault: test for None)
            return broken
    return Verdict(True)


def _squares_of(tour: Squares) -> np.ndarray:
    """``tour`` as a flat array of int32 or int64 square indices (one compiled signature per width)."""
    try:
        squares = np.asarray(tour)
        if squares.dtype not in (np.int32, np.int64):
            squares = squares.astype(np.int64)
    except (OverflowError, TypeError, ValueError):
        raise KtError("a tour is a sequence of square indices (integers)") from None
    if squares.ndim != 1:
        raise KtError("a tour is a sequence of square indices, not a grid")
    return squares


def _move_fault(board: Board, squares: np.ndarray, seen: np.ndarray) -> Verdict | None:
    """The first move off the board, onto a hole, back to a square visited, or not a jump; marks
    ``seen`` on the way."""
    kind, step = _loops(board.size)[0](
        squares,
        board.rows,
        board.cols,
        board.leaper[0],
        board.leaper[1],
        board.wrap is Wrap.TORUS,
        board.wrap is not Wrap.NONE,
        seen,
    )
    if kind == OFF:
        return Verdict(False, f"move {step} leaves the {board} board", step)
    if kind == HOLE:
        return Verdict(False, f"move {step} lands on {board.name(int(squares[step]))}, a hole", step)
    if kind == JUMP:
        return Verdict(
            False,
            f"move {step} ({board.name(int(squares[step - 1]))} → "
            f"{board.name(int(squares[step]))}) is not a {_jump_name(board)}",
            step,
        )
    if kind == REPEAT:
        return Verdict(
            False, f"move {step} returns to {board.name(int(squares[step]))}, which the tour has already visited", step
        )
    return None


def _clue_fault(instance: Instance, squares: np.ndarray) -> Verdict | None:
    """The first clue the tour does not keep."""
    board = instance.board
    for square, move in instance.clues:
        if move < len(squares) and squares[move] != square:
            return Verdict(
                False,
                f"clue broken: move {move} must be on {board.name(square)}, "
                f"the tour is on {board.name(int(squares[move]))}",
                move,
            )
    return None


def _unvisited_fault(instance: Instance, squares: np.ndarray, seen: np.ndarray) -> Verdict | None:
    """Squares the tour never visits (the longest path may leave squares out)."""
    board = instance.board
    if len(squares) >= board.squares or instance.longest:
        return None
    missing = board.squares - len(squares)  # every square read was new, so these were never visited
    return Verdict(
        False,
        f"{missing:,} square{'s' if missing > 1 else ''} never visited, first {board.name(int(_loops(board.size)[1](seen)))}",
        len(squares),
    )


def _end_fault(instance: Instance, squares: np.ndarray) -> Verdict | None:
    """The tour ends elsewhere than the end asked for."""
    last = int(squares[-1])
    if instance.end is None or last == instance.end:
        return None
    board = instance.board
    return Verdict(
        False, f"wrong end: the tour ends on {board.name(last)}, not {board.name(instance.end)}", len(squares) - 1
    )


def _closing_fault(instance: Instance, squares: np.ndarray) -> Verdict | None:
    """A closed tour too short to close, or whose last square is not a jump from its first."""
    if not instance.closed:
        return None
    board = instance.board
    if len(squares) < 3:
        return Verdict(False, "not closed: a closed tour needs at least 3 squares", len(squares))
    last = int(squares[-1])
    if not board.is_move(last, int(squares[0])):
        return Verdict(
            False,
            f"not closed: the last square {board.name(last)} is not a "
            f"{_jump_name(board)} from the first {board.name(int(squares[0]))}",
            len(squares),
        )
    return None


def _symmetric(instance: Instance, squares: np.ndarray) -> Verdict | None:
    """The first move the symmetry asked for carries onto a move the tour does not make."""
    symmetry, board = instance.symmetry, instance.board
    if symmetry is None:
        return None
    path = [int(s) for s in squares]
    pairs = list(itertools.pairwise(path)) + ([(path[-1], path[0])] if instance.closed else [])
    made = {frozenset(pair) for pair in pairs}
    for step, (a, b) in enumerate(pairs, start=1):
        image = frozenset((symmetry.image(board, a), symmetry.image(board, b)))
        if image not in made:
            ends = " → ".join(board.name(s) for s in sorted(image))
            return Verdict(
                False,
                f"not {symmetry.value}-symmetric: the move {board.name(a)} → {board.name(b)} "
                f"turns into {ends}, which the tour does not make",
                step,
            )
    return None


def _crossing(instance: Instance, squares: np.ndarray) -> Verdict | None:
    """The first move that crosses an earlier one, drawn as segments between square centres."""
    if not instance.uncrossed:
        return None
    board = instance.board
    for step, earlier, (c, d) in _crossings(board, squares, instance.closed):
        return Verdict(
            False,
            f"moves cross: move {step + 1} ({board.name(int(squares[step]))} → "
            f"{board.name(int(squares[(step + 1) % len(squares)]))}) crosses move "
            f"{earlier + 1} ({board.name(board.square(*c))} → {board.name(board.square(*d))})",
            step + 1,
        )
    return None


Point = tuple[int, int]


def _crossings(board: Board, squares: np.ndarray, closed: bool) -> Iterator[tuple[int, int, tuple[Point, Point]]]:
    """Each pair of the path's moves that cross, drawn as segments between square centres: the
    later move's index, the earlier's, and the earlier's two ends (rank, file).

    Moves are filed by the cell of the board their midpoint falls in; two moves that cross have
    midpoints at most one jump apart, so each move is compared only with those filed nearby.
    """
    points = [board.coords(int(s)) for s in squares]
    segments = list(itertools.pairwise(points)) + ([(points[-1], points[0])] if closed and len(points) > 2 else [])
    reach = max(board.leaper)
    filed: dict[tuple[int, int], list[int]] = {}
    for step, (a, b) in enumerate(segments):
        cell = ((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)
        for dr in range(-reach - 1, reach + 2):
            for dc in range(-reach - 1, reach + 2):
                for earlier in filed.get((cell[0] + dr, cell[1] + dc), ()):
                    if _meet(segments[earlier], (a, b)):
                        yield step, earlier, segments[earlier]
        filed.setdefault(cell, []).append(step)


def measure(instance: Instance, tour: Squares) -> int | None:
    """What an optimised question makes most or least, measured on a tour of it that the verifier
    has passed.

    Parameters
    ----------
    instance : Instance
        The question (``longest`` or ``minimize``).
    tour : Squares
        A tour of it, verified.

    Returns
    -------
    int or None
        Its moves (``longest``), the pairs of its moves that cross, or its turns — the squares
        where the jump into it and the jump out differ (every square of a closed tour, the inner
        squares of an open one); None for other questions.

    Examples
    --------
    >>> from kt_csp.core.board import parse_board
    >>> from kt_csp.core.variants import Measure
    >>> board = parse_board("3x4")
    >>> tour = [board.parse_square(name) for name in "a1 c2 a3 b1 d2 b3 c1 a2 c3 d1 b2 d3".split()]
    >>> [measure(Instance(board, minimize=goal), tour) for goal in Measure]
    [20, 10]
    """
    squares = np.asarray(tour, dtype=np.int64)
    closed = instance.closed and len(squares) > 2
    if instance.longest:
        return len(squares) - (0 if closed else 1)
    if instance.minimize is Measure.CROSSINGS:
        return sum(1 for _ in _crossings(instance.board, squares, instance.closed))
    if instance.minimize is Measure.TURNS:
        rows, cols = np.divmod(squares, instance.board.cols)
        jumps = np.stack([np.diff(rows, append=rows[:1]), np.diff(cols, append=cols[:1])], axis=1)
        if not closed:
            jumps = jumps[:-1]  # (an open path has no move from its last square back to its first)
        turned = np.any(jumps != np.roll(jumps, 1, axis=0), axis=1)
        return int(turned.sum() if closed else turned[1:].sum())
    return None


def _meet(first: tuple[Point, Point], second: tuple[Point, Point]) -> bool:
    """Whether two segments have a point in common other than an end they share: where the
    lines through them meet, by Cramer's rule in whole numbers, or, when parallel, whether they
    lie on one line and overlap by more than a point."""
    (a, b), (c, d) = first, second
    shared = {a, b} & {c, d}
    r, s = (b[0] - a[0], b[1] - a[1]), (d[0] - c[0], d[1] - c[1])
    denominator = r[0] * s[1] - r[1] * s[0]
    w = (c[0] - a[0], c[1] - a[1])
    if denominator == 0:
        if w[0] * r[1] - w[1] * r[0] != 0:
            return False  # parallel, apart
        length = r[0] * r[0] + r[1] * r[1]  # project both onto the first: overlap beyond one point?
        ts = sorted((w[0] * r[0] + w[1] * r[1], (d[0] - a[0]) * r[0] + (d[1] - a[1]) * r[1]))
        overlap = min(length, ts[1]) - max(0, ts[0])
        return overlap > 0 or (overlap == 0 and not shared)
    t = w[0] * s[1] - w[1] * s[0]  # along the first, times the denominator
    u = w[0] * r[1] - w[1] * r[0]  # along the second, times the denominator
    if denominator < 0:
        denominator, t, u = -denominator, -t, -u
    if not (0 <= t <= denominator and 0 <= u <= denominator):
        return False
    return not shared  # they meet at one point: an end they share is allowed


def magic_sums(board: Board) -> tuple[float, float]:
    """What every rank and every file of a magic tour sum to, its moves numbered from 1 (as the
    literature numbers them): the board's total shared equally (a square board's long diagonals
    sum as its ranks).

    Parameters
    ----------
    board : Board
        The board.

    Returns
    -------
    tuple of (float, float)
        A rank's sum and a file's.

    Examples
    --------
    >>> from kt_csp.core.board import parse_board
    >>> magic_sums(parse_board("8x8"))
    (260.0, 260.0)
    """
    total = board.size * (board.size + 1) // 2
    return total / board.rows, total / board.cols


def _magic(instance: Instance, squares: np.ndarray) -> Verdict | None:
    """The first rank, file or diagonal whose move numbers (from 1) do not sum as the others must."""
    if instance.magic is None:
        return None
    board = instance.board
    numbers = np.empty(board.size, dtype=np.int64)
    numbers[squares] = np.arange(1, board.size + 1)
    grid = numbers.reshape(board.rows, board.cols)
    rank, file = magic_sums(board)
    lines = [(f"rank {r + 1}", grid[r].sum(), rank) for r in range(board.rows)]
    lines += [(f"file {board.name(c)[:-1]}", grid[:, c].sum(), file) for c in range(board.cols)]
    if instance.magic is Magic.FULL:
        lines += [("the a1 diagonal", np.trace(grid), rank), ("the other diagonal", np.trace(grid[::-1]), rank)]
    for line, got, wanted in lines:
        if got != wanted:
            return Verdict(False, f"not {instance.magic.value}-magic: {line} sums to {got}, not {wanted:g}")
    return None


OK, OFF, JUMP, REPEAT, HOLE = range(5)
CHECKED_SIZE = 1_000_000  # squares: above this, memory is asked for before judging


def _loops(size: int) -> tuple[Callable[..., tuple[int, int]], Callable[[Array], int]]:
    """`_scan` and `_first_unseen` for a board of ``size`` squares (`Deferred.for_size`); compiled,
    they are compiled (or loaded from numba's cache) once, in a thread beside
    (`kt_csp.runtime.compiled.beside`): Ctrl-C does not wait for the compiler."""
    if size > UNCOMPILED_UP_TO:
        beside(_tiny_scans, "the verifier")
    return _scan.for_size(size), _first_unseen.for_size(size)


def _tiny_scans() -> None:
    """A call of each compiled loop, for each kind of tour `verify` passes: each width of square
    index, writable or not (a `kt_csp.core.tour.Tour` is read-only)."""
    scan, first_unseen = _scan.compiled, _first_unseen.compiled
    for width in (np.int32, np.int64):
        for writeable in (True, False):
            squares = np.zeros(1, dtype=width)
            squares.flags.writeable = writeable
            scan(squares, 1, 1, 1, 2, False, False, np.zeros(1, dtype=np.uint8))
    first_unseen(np.zeros(1, dtype=np.uint8))


@deferred(cache=True)
def _scan(
    squares: Array, rows: int, cols: int, p: int, q: int, wrap_rows: bool, wrap_cols: bool, seen: Array
) -> tuple[int, int]:
    """The first fault in reading order — a square off the board, a jump that is not the
    leaper's, a hole, a square seen before — as (kind, move number), or (OK, length). One byte
    per square of memory (``seen`` holds `HOLE` at the holes), so that tours of 10⁸ squares can
    be judged."""
    for i in range(squares.shape[0]):
        s = squares[i]
        if s < 0 or s >= rows * cols:
            return OFF, i
        if i > 0:
            t = squares[i - 1]
            dr = s // cols - t // cols
            dc = s % cols - t % cols
            leap = False
            for a, b in ((p, q), (q, p)):  # a rows and b columns apart, either way (around a wrapped side: modulo it)
                rows_ok = ((dr - a) % rows == 0 or (dr + a) % rows == 0) if wrap_rows else (dr == a or dr == -a)
                cols_ok = ((dc - b) % cols == 0 or (dc + b) % cols == 0) if wrap_cols else (dc == b or dc == -b)
                leap = leap or (rows_ok and cols_ok)
            if not leap:
                return JUMP, i
        if seen[s] == HOLE:
            return HOLE, i
        if seen[s]:
            return REPEAT, i
        seen[s] = 1
    return OK, squares.shape[0]


@deferred(cache=True)
def _first_unseen(seen: Array) -> int:
    """The first square never visited, looked for from a1 on (no temporaries: a board of 10⁸
    squares with a short tour is answered at once)."""
    for square in range(seen.shape[0]):
        if seen[square] == 0:
            return square
    return -1


def _name(board: Board, square: int) -> str:
    return board.name(int(square)) if 0 <= square < board.size else f"square {square} (off the board)"
