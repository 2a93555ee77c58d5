"""The classic recursive backtracker, in plain Python: place the knight, try each move in
textbook order, go deeper, and take the move back when no square is left to go to.

It answers only the plain question — a board, a start, an end, open or closed — and recurses one
level a square, so it takes boards of up to `MOST_SQUARES` squares. Its two statistics are the
squares placed (nodes) and the moves taken back (backtracks). It heeds a node limit at every
node and looks at the clock every `PACE` nodes; stopped by a limit or Ctrl-C, it answers
``unknown`` (a count: the tours counted so far, a lower bound) with the nodes it searched, as a
new engine should.
"""

from __future__ import annotations

import time
from collections.abc import Iterator

from kt_csp.core.instance import Instance
from kt_csp.core.limits import LimitReached, Limits, Stop
from kt_csp.core.result import CountResult, Result, Stats, Status
from kt_csp.core.tour import Tour
from kt_csp.engines.textbook import ENGINE, TextbookOptions
from kt_csp.errors import KtError

__all__ = ["MOST_SQUARES", "count", "solve"]

MOST_SQUARES = 400  # one Python frame a square, well inside the interpreter's recursion limit
PACE = 4_096  # nodes between two looks at the limits


class _Walk:
    """One search of ``instance``: the path so far, the squares on it, and the counts."""

    def __init__(self, instance: Instance, limits: Limits) -> None:
        board = instance.board
        if board.squares > MOST_SQUARES:
            raise KtError(
                f"the {ENGINE.name} engine recurses one level a square: boards of at most {MOST_SQUARES} squares"
            )
        self.instance, self.limits = instance, limits
        self.moves = [board.neighbours_of(square) for square in range(board.size)]
        self.path: list[int] = []
        self.seen = [False] * board.size
        self.stats = Stats()

    def tours(self, start: int) -> Iterator[list[int]]:
        """Every tour from ``start``, each as the path it is while it is yielded."""
        self._place(start)
        yield from self._onward(start)
        self._take_back()

    def _onward(self, square: int) -> Iterator[list[int]]:
        if len(self.path) == self.instance.board.squares:
            if self._ends_well(square):
                yield self.path
            return
        for nxt in self.moves[square]:
            if not self.seen[nxt]:
                self._place(nxt)
                yield from self._onward(nxt)
                self._take_back()

    def _ends_well(self, last: int) -> bool:
        """Whether the full path ends as asked: on the end square, and one jump from the start
        when closed."""
        instance = self.instance
        if instance.end is not None and last != instance.end:
            return False
        return not instance.closed or self.path[0] in self.moves[last]

    def _place(self, square: int) -> None:
        limits = self.limits
        if limits.node_limit is not None and self.stats.nodes >= limits.node_limit:
            raise LimitReached(Stop.NODES)
        self.path.append(square)
        self.seen[square] = True
        self.stats.nodes += 1
        if self.stats.nodes % PACE == 0:
            limits.check()

    def _take_back(self) -> None:
        self.seen[self.path.pop()] = False
        self.stats.backtracks += 1


def _starts(instance: Instance) -> list[int]:
    """The squares a tour may start on: the one asked, the first for a closed tour (every closed
    tour passes through it), else every square."""
    if instance.start is not None:
        return [instance.start]
    return [instance.board.first] if instance.closed else list(range(instance.board.size))


def solve(instance: Instance, limits: Limits = Limits(), options: TextbookOptions = TextbookOptions()) -> Result:
    """The first tour of ``instance`` in textbook order, or a proof that there is none.

    Parameters
    ----------
    instance
        A plain question (the engine door refuses any part).
    limits
        The time and node limits, their clock running.
    options
        None to choose (`TextbookOptions`).

    Returns
    -------
    Result
        ``found`` with the tour, or ``none`` when every path was tried.

    Raises
    ------
    KtError
        A board of more than `MOST_SQUARES` squares.

    Examples
    --------
    >>> from kt_csp.core.board import parse_board
    >>> result = solve(Instance(parse_board("5x5"), start=0))
    >>> result.status.value, list(result.tour[:3]), result.stats.nodes
    ('found', [0, 11, 22], 8840)
    >>> stopped = solve(Instance(parse_board("5x5"), start=0), Limits(node_limit=100))
    >>> stopped.status.value, stopped.stats.nodes, stopped.reason
    ('unknown', 100, 'node limit of 100 reached')
    """
    started = time.perf_counter()
    walk = _Walk(instance, limits)
    try:
        for start in _starts(instance):
            for tour in walk.tours(start):
                walk.stats.wall_time = time.perf_counter() - started
                return Result(ENGINE.name, instance, Status.FOUND, Tour(list(tour)), walk.stats)
    except (LimitReached, KeyboardInterrupt) as stopped:
        stop = _stop(stopped)
        walk.stats.wall_time = time.perf_counter() - started
        return Result(ENGINE.name, instance, Status.UNKNOWN, stats=walk.stats, reason=limits.reason(stop), stop=stop)
    walk.stats.wall_time = time.perf_counter() - started
    return Result(ENGINE.name, instance, Status.NONE, stats=walk.stats, reason="every path was tried")


def _stop(stopped: BaseException) -> Stop:
    """What stopped the walk: its limit, or Ctrl-C."""
    return stopped.stop if isinstance(stopped, LimitReached) else Stop.INTERRUPTED


def count(
    instance: Instance,
    limits: Limits = Limits(),
    options: TextbookOptions = TextbookOptions(),
    workers: int | None = None,
) -> CountResult:
    """Count every tour of ``instance`` as every engine counts them (`Instance.as_counted`):
    open tours directed, by start square; closed tours through their start, both ways.

    Parameters
    ----------
    instance
        A plain question (the engine door refuses any part).
    limits
        The time and node limits, their clock running.
    options
        None to choose (`TextbookOptions`).
    workers
        Not used: it counts in this process.

    Returns
    -------
    CountResult
        The total and the count by start square; stopped by a limit or Ctrl-C, the tours
        counted so far (``complete`` False: a lower bound).

    Raises
    ------
    KtError
        A board of more than `MOST_SQUARES` squares.

    Examples
    --------
    >>> from kt_csp.core.board import parse_board
    >>> counted = count(Instance(parse_board("3x4")))
    >>> counted.total, counted.by_start[0], counted.by_start[4]
    (16, 2, 4)
    """
    started = time.perf_counter()
    posed = instance.as_counted()
    walk = _Walk(posed, limits)
    by_start: dict[int, int] = {}
    try:
        for start in _starts(posed):
            by_start[start] = 0
            for _ in walk.tours(start):
                by_start[start] += 1
    except (LimitReached, KeyboardInterrupt) as stopped:
        stop = _stop(stopped)
        walk.stats.wall_time = time.perf_counter() - started
        total = sum(by_start.values())
        return CountResult(ENGINE.name, instance, total, by_start, False, walk.stats, limits.reason(stop), stop)
    walk.stats.wall_time = time.perf_counter() - started
    return CountResult(ENGINE.name, instance, sum(by_start.values()), by_start, True, walk.stats)
