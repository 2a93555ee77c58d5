"""Engine 1, backtrack: the textbook backtracker with forward checking, compiled by numba.

This module owns the objects around the kernel (`kt_csp.engines.backtrack.kernel`): it lays out the arrays for an
instance, drives the kernel in slices so that limits and Ctrl-C are honoured, and turns what the
kernel leaves behind into a `Result`.

Move orders
-----------
``plain``
    The textbook order (see `kt_csp.core.board`), so node counts compare with the classic article.
``warnsdorff``
    Fewest onward moves first (Warnsdorff 1823). Ties go to the square farthest from the
    board's centre (Roth's rule), then to the textbook order. First-minimum tie-breaking
    dead-ends on many boards from 64×64 up; Roth's rule keeps the search almost free of
    backtracking on large boards (``bench/warnsdorff_sweep.py`` measures it), and forward checking
    plus backtracking rescue the rare board where it dead-ends.
"""

from __future__ import annotations

import importlib
import time
from collections.abc import Iterator
from types import ModuleType

import numpy as np

from kt_csp.core.board import Board
from kt_csp.core.choices import BacktrackOptions, Order
from kt_csp.core.instance import Instance
from kt_csp.core.limits import Budget, Limits, Stop
from kt_csp.core.result import Result, Stats, Status
from kt_csp.core.tour import Tour
from kt_csp.engines.backtrack import layout
from kt_csp.reasoning.parity import allowed_starts, colour_obstruction
from kt_csp.reasoning.symmetry import class_representatives
from kt_csp.runtime.compiled import UNCOMPILED_UP_TO, as_written, beside
from kt_csp.runtime.ctrl_c import held
from kt_csp.runtime.memory import require_memory

__all__ = ["BacktrackOptions", "Order", "Search", "check_memory", "drive", "solve", "stranded", "warm_up"]

NAME = "backtrack"
FIRST_SLICE = 1 << 14
LARGEST_SLICE = 1 << 26
SLICE_SECONDS = 0.05
KERNEL = "kt_csp.engines.backtrack.kernel"
# A process's searches of boards of up to UNCOMPILED_UP_TO squares run their first nodes as
# written (7-15 µs each: 0.07-0.15 s), before numba and the compiled kernel load (0.5 s):
# `solve 8x8` takes 64. Counted over the process, not a search: a test run's thousands of small
# searches, each as written to this many, took the suite 170 CPU-seconds more.
AS_WRITTEN_NODES = 10_000


TRACE_BUFFER = 4_096  # events per slice of a traced search
MOST_DEADLINES = 20_000_000  # clue deadlines kept (clues × squares, 4 bytes each): beyond, that cut is skipped


def check_memory(instance: Instance) -> None:
    """Refuse a board whose arrays (and the tour handed back) would not fit in memory.

    Parameters
    ----------
    instance
        The question to search.

    Raises
    ------
    MemoryLimitError
        They would not fit.
    """
    width = max(1, len(instance.board.offsets))
    per_square = 5 * width + 27 + 64
    require_memory(instance.board.size * per_square, f"the backtrack engine on {instance.board}")


def centre_distance(rows: int, cols: int) -> np.ndarray:
    """Squared distance of every square from the board's centre, in quarter units (Roth's key).

    Parameters
    ----------
    rows, cols
        The board's size.

    Returns
    -------
    numpy.ndarray
        One int64 per square, in square order.
    """
    r, c = np.divmod(np.arange(rows * cols, dtype=np.int64), cols)
    distance: np.ndarray = (2 * r - (rows - 1)) ** 2 + (2 * c - (cols - 1)) ** 2
    return distance


class Search:
    """The kernel's arrays for one instance, reusable for many start squares and prefixes.

    The kernel knows squares only as nodes 0 … n-1 of the move graph. On a whole rectangle a
    node is its square; on a board with holes the nodes are its live squares in order, and the
    search maps squares to nodes on the way in and back on the way out (``live``), so that the
    kernel never meets a hole.

    Parameters
    ----------
    instance
        The question, anchored (a fixed start, or none needed: `Instance.require_anchored`).
    options
        The backtracker's: move order, forward checking, a trace observer.
    counting
        Whether the kernel counts every tour (True) or stops at the first.

    Raises
    ------
    MemoryLimitError
        The arrays would not fit in this machine's memory.

    Attributes
    ----------
    state : layout.State
        The kernel's arrays, as one record.
    compiled : bool
        Whether the compiled kernel runs the search; else the kernel as written, until the
        process's searches have run `AS_WRITTEN_NODES` (`drive` then loads the compiled one,
        which goes on from the same arrays).
    """

    def __init__(self, instance: Instance, options: BacktrackOptions, counting: bool = False) -> None:
        instance.require_anchored("the backtracker")
        check_memory(instance)
        self.instance = instance
        self.live: np.ndarray | None = None  # node → square, where they differ
        self.node: np.ndarray | None = None  # square → node, where they differ
        nbr, deg, tie = self._graph(instance.board, options.order is Order.WARNSDORFF)
        n, width = len(deg), nbr.shape[1]
        ordered = n if options.order is Order.WARNSDORFF else 1  # depths that keep a move order
        clue = np.full(n, -1, dtype=np.int32)  # node → its given move
        fixed = np.full(n, -1, dtype=np.int32)  # move → its given node
        for square, move in instance.clues:
            clue[self._node(square)], fixed[move] = move, self._node(square)
        upcoming, latest = self._deadlines(instance, n)
        self.compiled = counting or bool(_WARM) or n > UNCOMPILED_UP_TO
        self.kernel = _kernel(self.compiled)
        self.state = layout.State(
            nbr=nbr,
            deg=deg,
            tie=tie,
            params=self._params(instance, options, n, counting),
            clue=clue,
            fixed=fixed,
            upcoming=upcoming,
            latest=latest,
            adj_start=np.zeros(n, dtype=np.int32),
            path=np.zeros(n, dtype=np.int32),
            choice=np.zeros(n, dtype=np.int32),
            cand=np.zeros((ordered, width), dtype=np.uint8),
            ncand=np.zeros(ordered, dtype=np.uint8),
            avail=np.zeros(n, dtype=np.int32),
            visited=np.zeros(n, dtype=np.uint8),
            counters=np.zeros(layout.C_SIZE, dtype=np.int64),
            events=np.zeros((TRACE_BUFFER if options.trace else 1, 4), dtype=np.int32),
        )
        self.observer = options.trace

    def _graph(self, board: Board, warnsdorff: bool) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """The move graph's neighbours and degrees by node, and Warnsdorff's tie key (Roth's);
        on a board with holes, sets the maps between squares and nodes."""
        nbr, deg = board.neighbours, board.degrees
        tie = centre_distance(board.rows, board.cols) if warnsdorff else np.zeros(1, np.int64)
        if board.holes:
            self.live = board.live
            self.node = np.full(board.size + 1, -1, dtype=np.int32)  # node[-1] stays -1: no neighbour
            self.node[self.live] = np.arange(self.live.size, dtype=np.int32)
            nbr, deg = self.node[nbr[self.live]], deg[self.live]
            tie = tie[self.live] if warnsdorff else tie
        return nbr, deg, tie

    def _params(self, instance: Instance, options: BacktrackOptions, n: int, counting: bool) -> np.ndarray:
        """The kernel's ``params`` slots: the fixed description of the search."""
        end = -1 if instance.end is None else self._node(instance.end)
        params = np.zeros(layout.P_SIZE, dtype=np.int64)
        params[layout.P_SQUARES] = n
        params[layout.P_END] = end
        params[layout.P_CLOSED] = instance.closed
        params[layout.P_FORWARD_CHECK] = options.forward_check
        params[layout.P_WARNSDORFF] = options.order is Order.WARNSDORFF
        params[layout.P_EXEMPT] = -1 if instance.closed else end
        params[layout.P_DEAD_ENDS] = int(not instance.closed and instance.end is None)
        params[layout.P_COUNT] = counting
        params[layout.P_TRACE] = options.trace is not None
        params[layout.P_CLUES] = bool(instance.clues)
        return params

    def _deadlines(self, instance: Instance, n: int) -> tuple[np.ndarray, np.ndarray]:
        """For the clue-reach cut: ``upcoming[move]``, the row of the first clue at or after that
        move (-1: none), and ``latest[row, node]``, the last move at which the node can stand and
        still reach that clue's square by its number (-1: never). A closed tour's return to its
        start counts as a clue one move after the last."""
        from kt_csp.reasoning.windows import distances

        marks = sorted((move, square) for square, move in instance.clues)
        if instance.closed and instance.start is not None and marks:
            marks.append((n, instance.start))
        upcoming = np.full(n + 1, -1, dtype=np.int32)
        if not marks or len(marks) * n > MOST_DEADLINES:
            return upcoming, np.zeros((1, 1), dtype=np.int32)
        latest = np.full((len(marks), n), -1, dtype=np.int32)
        live = instance.board.live
        nodes = np.array([self._node(int(s)) for s in live], dtype=np.int64)
        for row, (move, square) in enumerate(marks):
            far = np.asarray(distances(instance.board, square), dtype=np.int64)[live]
            latest[row, nodes] = np.where(far >= 0, move - far, -1)
        moves = np.array([move for move, _ in marks])
        rows = np.searchsorted(moves, np.arange(n + 1), side="left")
        upcoming[:] = np.where(rows < len(marks), rows, -1)
        return upcoming, latest

    def _node(self, square: int) -> int:
        return square if self.node is None else int(self.node[square])

    def _squares(self, nodes: np.ndarray) -> np.ndarray:
        """Nodes as squares (-1, no square, stays -1)."""
        return nodes if self.live is None else np.where(nodes >= 0, self.live[nodes], -1)

    def report(self) -> None:
        """Hand the events logged since the last report to the observer (tracing only)."""
        params, counters = self.state.params, self.state.counters
        if params[layout.P_TRACE] and self.observer is not None:
            logged = int(counters[layout.C_EVENTS])
            counters[layout.C_EVENTS] = 0
            rows = self.state.events[:logged].copy()
            rows[:, 2:] = self._squares(rows[:, 2:])
            if logged and self.observer(rows) is False:
                params[layout.P_TRACE] = 0

    def reset(self, start: int) -> bool:
        """Put the knight on ``start``, every other square unvisited and the counts at zero.

        Parameters
        ----------
        start
            The start square.

        Returns
        -------
        bool
            False when forward checking (or a clue) already sees no tour.
        """
        start, nbr = self._node(start), self.state.nbr
        self.state.adj_start[:] = 0
        self.state.adj_start[nbr[start][nbr[start] >= 0]] = 1
        return bool(self.kernel.reset(start, self.state))

    def push(self, square: int) -> bool:
        """Fix the next move of the tour, below which the search then stays.

        Parameters
        ----------
        square
            The square to move to: one jump from the current one, unvisited.

        Returns
        -------
        bool
            False when the move is cut (by forward checking, a clue or the fixed end).
        """
        return bool(self.kernel.push(self._node(square), self.state))

    def run(self, budget: int) -> int:
        """Search on from where the last call stopped.

        Parameters
        ----------
        budget
            At most this many more nodes.

        Returns
        -------
        int
            A kernel status: ``layout.FOUND``, ``layout.EXHAUSTED`` or ``layout.PAUSED``.
        """
        if self.compiled:
            return int(self.kernel.run(self.state, budget))
        before = self.nodes
        try:
            with held():  # (a press waits for the slice's end, as in compiled code: its counts written back)
                return int(self.kernel.run(self.state, budget))
        finally:
            _AS_WRITTEN[0] += self.nodes - before

    def compile(self) -> None:
        """Go on with the compiled kernel (numba loads it: `warm_up` first waits for it beside),
        from where the kernel as written stopped."""
        self.compiled, self.kernel = True, _kernel(True)

    @property
    def nodes(self) -> int:
        return int(self.state.counters[layout.C_NODES])

    @property
    def backtracks(self) -> int:
        return int(self.state.counters[layout.C_BACKTRACKS])

    @property
    def cuts(self) -> int:
        return int(self.state.counters[layout.C_CUTS])

    @property
    def solutions(self) -> int:
        return int(self.state.counters[layout.C_SOLUTIONS])

    def tour(self) -> Tour:
        """The path the kernel holds, as squares: the tour, after `run` returned FOUND."""
        return Tour(self._squares(self.state.path).copy())


def _kernel(compiled: bool) -> ModuleType:
    """The search kernel: compiled (numba loaded), or as written."""
    return importlib.import_module(KERNEL) if compiled else as_written(KERNEL)


_WARM: list[bool] = []  # (the compiled kernel is loaded: every search takes it from the start)
_AS_WRITTEN = [0]  # nodes the kernel as written has run in this process


def _left_as_written() -> int:
    """The nodes this process's searches may still run as written (`AS_WRITTEN_NODES`)."""
    return AS_WRITTEN_NODES - _AS_WRITTEN[0]


def warm_up(limits: Limits = Limits()) -> bool:
    """Compile the kernel (or load it from numba's cache) once, before the search starts.

    It runs in a thread beside (`kt_csp.runtime.compiled.beside`): Ctrl-C stops the wait at once,
    and so does the time limit.

    Parameters
    ----------
    limits
        Whose time limit bounds the wait, and whose reporter says when it is a first compile.

    Returns
    -------
    bool
        Whether the kernel is ready (False: the time limit came first, as a second's load on a
        busy machine can).
    """
    ready = beside(_tiny_search, "the search kernel", limits.seconds_left(), limits.progress)
    if ready and not _WARM:
        _WARM.append(True)
    return ready


def _tiny_search() -> None:
    """A search of 3x4 that calls each of the compiled kernel's functions."""
    tiny = Search(Instance(Board(3, 4)), BacktrackOptions(order=Order.WARNSDORFF))
    tiny.compile()
    tiny.reset(0)
    tiny.push(tiny.instance.board.neighbours_of(0)[0])
    tiny.run(FIRST_SLICE)


def drive(search: Search, budget: Budget, nodes_before: int = 0) -> int:
    """Run the kernel in slices until it finds, exhausts, or a limit or Ctrl-C stops it.

    Slices grow until one takes about ``SLICE_SECONDS``, so limits are checked often without
    slowing the search, and never run past the time left at the last slice's pace (a short
    limit, such as the referee's, is kept to the millisecond). A search the kernel as written
    began goes on in the compiled kernel once the process's searches have run `AS_WRITTEN_NODES`
    as written (waiting for numba as the time limit allows: `warm_up`).

    Parameters
    ----------
    search
        A search already reset (and pushed) where it should go on.
    budget
        The run's limits; told of a Ctrl-C (`Budget.interrupt`).
    nodes_before
        Nodes spent earlier in the same run, against its node limit.

    Returns
    -------
    int
        ``layout.FOUND``, ``layout.EXHAUSTED``, or ``layout.PAUSED`` when a limit or Ctrl-C
        stopped it.
    """
    slice_nodes, pace = FIRST_SLICE, 0.0  # nodes a second in the last slice
    try:
        while True:
            used = nodes_before + search.nodes
            if budget.exhausted(used):
                return layout.PAUSED
            if not search.compiled and _left_as_written() <= 0:
                if not warm_up(budget.limits):
                    continue  # (the time limit came first: the check above says so)
                search.compile()
                slice_nodes, pace = FIRST_SLICE, 0.0
            left, seconds = budget.nodes_left(used), budget.limits.seconds_left()
            step = slice_nodes if left is None else min(slice_nodes, left)
            if not search.compiled:
                step = min(step, _left_as_written())
            if seconds is not None and pace:
                step = max(1, min(step, int(pace * seconds)))
            started, before = time.perf_counter(), search.nodes
            status = search.run(step)
            search.report()
            if status != layout.PAUSED:
                return status
            took = time.perf_counter() - started
            pace = (search.nodes - before) / took if took > 0 else pace
            if took < SLICE_SECONDS:
                slice_nodes = min(LARGEST_SLICE, slice_nodes * 2)
    except KeyboardInterrupt:
        budget.interrupt()
        return layout.PAUSED


def stranded(instance: Instance) -> str | None:
    """Why no tour exists when some square has no move at all.

    A leaper that jumps further than the board is wide strands squares; each start would
    otherwise be tried, at a pass over the board each.

    Parameters
    ----------
    instance
        The question.

    Returns
    -------
    str or None
        The stranded square in words, or None (none, or a board too large to look).
    """
    board = instance.board
    if board.squares < 2 or board.size > STRANDED_CHECK:
        return None
    lonely = np.flatnonzero(board.degrees == 0)
    if board.holes:
        lonely = lonely[~np.isin(lonely, list(board.holes))]
    if not lonely.size:
        return None
    return f"no {board.leaper[0]},{board.leaper[1]}-leaper move reaches {board.name(int(lonely[0]))} or leaves it"


STRANDED_CHECK = 10_000_000  # squares: beyond, the degree table is not built just for this


def _starts(instance: Instance) -> Iterator[int]:
    """Start squares to try: one per class of symmetric squares when the start is free, and
    only those that colour parity allows."""
    if instance.start is not None:
        candidates: Iterator[int] = iter([instance.start])
    elif instance.closed:
        candidates = iter([instance.board.first])  # every closed tour passes through the first square
    elif instance.clues:  # clues break the board's symmetry
        candidates = iter(instance.clued_starts())
    else:
        candidates = (square for square, _ in class_representatives(instance.board))
    return allowed_starts(instance, candidates)


def solve(instance: Instance, limits: Limits = Limits(), options: BacktrackOptions = BacktrackOptions()) -> Result:
    """Find one tour, prove there is none, or report ``unknown`` when a limit stops the search.

    The textbook depth-first search, compiled (`kt_csp.engines.backtrack.kernel`), with forward
    checking and a move order of choice; colour parity and stranded squares answer ``none``
    before it starts.

    Parameters
    ----------
    instance
        The question, with holes, wrap or clues.
    limits
        The time and node limits, their clock running (`kt_csp.core.limits`).
    options
        The backtracker's: move order, forward checking, a trace observer (`BacktrackOptions`).

    Returns
    -------
    Result
        ``found`` with the tour, ``none`` with why (``reason``), or ``unknown`` (``stop`` says
        which limit).

    Raises
    ------
    MemoryLimitError
        The search's arrays would not fit in this machine's memory.

    Notes
    -----
    Called directly, the result is not verified (``verified`` is False): the engine door,
    ``get_engine("backtrack").solve``, judges every tour with the verifier, and `kt_csp.solve`
    goes through it.

    Examples
    --------
    >>> from kt_csp.core.board import parse_board
    >>> board = parse_board("3x4")
    >>> result = solve(Instance(board, start=0))
    >>> result.status.value, result.tour.names(board)
    ('found', ['a1', 'c2', 'a3', 'b1', 'd2', 'b3', 'c1', 'd3', 'b2', 'd1', 'c3', 'a2'])
    >>> solve(Instance(parse_board("4x4"))).status.value
    'none'

    References
    ----------
    .. [1] H. C. von Warnsdorf, "Des Rösselsprunges einfachste und allgemeinste Lösung",
       Schmalkalden, 1823: the ``warnsdorff`` order, fewest onward moves first.
    """
    board = instance.board
    if instance.closed and board.squares < 3:
        return Result(NAME, instance, Status.NONE, reason="a closed tour needs at least 3 squares")
    obstruction = colour_obstruction(instance) or stranded(instance)
    if obstruction:
        return Result(NAME, instance, Status.NONE, reason=obstruction)
    if instance.start is None and instance.end is not None:
        # A tour that must end on e, read backwards, is a tour that starts on e (its clues read backwards too).
        last = board.squares - 1
        reverse = Instance(
            board,
            start=instance.end,
            closed=instance.closed,
            clues=tuple((square, last - move) for square, move in instance.clues),
        )
        result = solve(reverse, limits, options)
        tour = None if result.tour is None else result.tour[::-1]
        return Result(NAME, instance, result.status, tour, result.stats, result.reason, stop=result.stop)
    stats = Stats(extra={"cuts": 0})
    if board.size > UNCOMPILED_UP_TO and not warm_up(limits):  # (a board that searches compiled from the start)
        return Result(NAME, instance, Status.UNKNOWN, stats=stats, reason=limits.reason(Stop.TIME), stop=Stop.TIME)
    budget = Budget(limits)
    search = Search(instance, options)
    status = layout.EXHAUSTED
    for start in _starts(instance):
        if budget.exhausted(stats.nodes):  # a start that forward checking rules out at once costs a pass over the board
            status = layout.PAUSED
            break
        status = drive(search, budget, stats.nodes) if search.reset(start) else layout.EXHAUSTED
        stats.nodes += search.nodes
        stats.backtracks += search.backtracks
        stats.extra["cuts"] += search.cuts
        if status != layout.EXHAUSTED:
            break
    stats.wall_time = budget.elapsed()
    if status == layout.FOUND:
        return Result(NAME, instance, Status.FOUND, search.tour(), stats)
    if status == layout.EXHAUSTED:
        return Result(NAME, instance, Status.NONE, stats=stats, reason="the search was exhausted")
    return Result(NAME, instance, Status.UNKNOWN, stats=stats, reason=budget.stop_reason, stop=budget.stop)
