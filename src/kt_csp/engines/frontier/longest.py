"""The longest uncrossed path (or closed path) by a frontier sweep that maximises: proved optimal.

The squares are taken one at a time along the board's longer side. At each square the sweep
decides which of its moves back to squares already taken the path uses; what the future needs
of that past is small (Knuth's route to the 9x9 uncrossed path, there with ZDDs: `longest`'s
References):

* each square of the *frontier* (those a move may still reach, 2·width + 1 for the knight): not
  on the path, inside it (two moves, done), or the end of a piece of path, labelled so that the
  two ends of one piece share a label (no move may join them: a cycle; for a closed path, the
  one move that closes the only piece);
* which of the last moves decided are on the path, of those that a move still to decide could
  cross: two moves cross only near each other, so these are few;
* how many ends of the path are already final (left the frontier with one move): at most two.

States that agree on these are merged, keeping the one with the most moves and where it came
from: its state the square before and its moves back (the *trail*, five bytes a state, written to
a temporary folder square by square, so that memory holds only two squares' keys). A piece whose
two ends are final is the path: it stands only where no other piece is left, and it is a
candidate. The best candidate, once every square is taken, is the longest path — proved, since
every uncrossed path's states are swept — and the trail, read back from it, gives its moves.

Crossings come from `kt_csp.reasoning.crossings`; the answer is judged by the verifier's own
geometry. The kernel is numba's (`kt_csp.engines.frontier.longest_states`), run on a thread a core,
each making the states whose keys' hash falls in its part; the threads look at a halt flag as they
go, so that a time limit or Ctrl-C stops a square within milliseconds, and the longest path
finished by then is the answer (feasible: nothing is proved before the last square); so is it
when a square's states outgrow memory.
"""

from __future__ import annotations

import os
import tempfile
import time
from concurrent.futures import Executor, ThreadPoolExecutor, wait
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from kt_csp.core.board import Board
from kt_csp.core.instance import Instance
from kt_csp.core.limits import LimitReached, Limits, Stop
from kt_csp.core.result import Result, Stats, Status
from kt_csp.core.tour import Tour
from kt_csp.engines.frontier.longest_states import HIGH_BITS, LOW, finish, rows_in, step
from kt_csp.engines.frontier.spill import unwritable
from kt_csp.errors import KtError, MemoryLimitError
from kt_csp.reasoning.crossings import crossing_pairs
from kt_csp.runtime.memory import available_memory, format_bytes

__all__ = ["MOST_WINDOW", "longest"]

NAME = "frontier"
MOST_WINDOW = LOW + HIGH_BITS // 4  # frontier squares a key holds: the knight's sweep to 9 wide
STATE_BYTES = 16 + 4 + 4 + 1  # a state's key, moves, the state it came from and its moves back
TABLE_BYTES = 16  # and the hash table's slots for it: four of 4 bytes just after doubling (the old freed first)
MOST_STATES = (1 << 31) - 1  # a square's states: the table's 4-byte slots number them
PROVED = "the sweep took every uncrossed path's trace on its frontier: none is longer"
STOPPED = "the longest path the sweep had finished when it stopped: a longer one may be among the squares not swept"


@dataclass(frozen=True)
class _Plan:
    """The sweep's tables: for square i, its moves back (indices ``first[i]`` to ``first[i + 1]``)
    with the frontier position of each one's other square and the moves before it that it crosses
    (bit d: the move d places back); which decided moves a later move can cross after
    square i (``relevant``), and which frontier squares have no move left after it (``dead``)."""

    board: Board  # as swept: rows along the longer side
    window: int
    crossing_bits: int
    moves: np.ndarray  # (edges, 2): the two squares of each move, in the order decided
    first: np.ndarray
    position: np.ndarray
    crosses: np.ndarray
    relevant: np.ndarray
    dead: np.ndarray


def longest(instance: Instance, limits: Limits = Limits(), threads: int | None = None) -> Result:
    """The longest uncrossed path of ``instance``'s board (a closed one with ``closed``), proved.

    Parameters
    ----------
    instance
        ``longest`` and ``uncrossed``, on a board with holes or none; no start, end or clues.
    limits
        The time limit, seen within a square too.
    threads
        How many threads sweep each square, each making the states whose keys' hash falls in its
        part (None: one a core).

    Returns
    -------
    Result
        ``found``, the path (its squares in order), ``bound`` equal to its moves: optimal; or
        ``none`` for a closed path on a board with no uncrossed cycle. Stopped by the time limit,
        Ctrl-C or the machine's memory once a path was finished: ``found``, the longest so far,
        with ``stop`` (``memory`` for the last, its ``reason`` saying where) and no bound
        (feasible).

    Raises
    ------
    KtError
        Another question, a board too wide for the sweep's keys (`MOST_WINDOW`), or a disk
        too full for the trail.
    LimitReached
        The time limit passed or Ctrl-C came before any path was finished (the door answers
        ``unknown``).
    MemoryLimitError
        The states outgrew memory before any path was finished.

    References
    ----------
    .. [1] OEIS A003192, the longest uncrossed knight's path on n x n (L. D. Yarbrough, 1969;
       D. E. Knuth's 9 x 9, found with ZDDs), and A157416, the longest uncrossed closed path.

    Examples
    --------
    >>> from kt_csp.core.board import parse_board
    >>> found = longest(Instance(parse_board("5x5"), longest=True, uncrossed=True))
    >>> found.status.value, len(found.tour) - 1, found.bound
    ('found', 10, 10)
    """
    _refuse_others(instance)
    started = time.perf_counter()
    swept = instance.board if instance.board.cols <= instance.board.rows else _transposed(instance.board)
    plan = _plan(swept)
    threads = max(1, threads or os.cpu_count() or 1)
    length, chosen, peak, total, stop = _sweep(plan, instance.closed, limits.begun(), threads)
    stats = Stats(peak, total, time.perf_counter() - started)
    if length == 0 and instance.closed:
        return Result(
            NAME, instance, Status.NONE, stats=stats, reason="no closed path: the board has no uncrossed cycle"
        )
    moves = plan.moves[chosen]
    squares = _walk(moves, instance.closed) if length else [int(swept.live[0])]  # (no move: one square)
    if swept is not instance.board:
        squares = [(s % swept.cols) * swept.rows + s // swept.cols for s in squares]
    if stop is not None:  # (the best path so far: no bound is proved before the last square)
        reason = limits.reason(stop.stop) + (f": {stop.detail}" if stop.detail else "")
        return Result(NAME, instance, Status.FOUND, Tour(squares), stats, reason, stop=stop.stop, note=STOPPED)
    return Result(NAME, instance, Status.FOUND, Tour(squares), stats, bound=length, note=PROVED)


def _refuse_others(instance: Instance) -> None:
    if not (instance.longest and instance.uncrossed):
        raise KtError("the frontier engine finds the longest path when it is uncrossed: ask --longest --uncrossed")
    if instance.parts() - {"holes", "uncrossed", "longest"} or instance.start is not None or instance.end is not None:
        raise KtError(
            "the frontier sweep finds the longest uncrossed path of a board (with holes): no start, end or clues"
        )


def _transposed(board: Board) -> Board:
    holes = frozenset((s % board.cols) * board.rows + s // board.cols for s in board.holes)
    return Board(board.cols, board.rows, board.leaper, holes=holes)


def _plan(board: Board) -> _Plan:
    """The sweep's tables for ``board`` (its squares in order, rows along the longer side)."""
    table = board.neighbours
    moves = [(int(j), i) for i in range(board.size) for j in sorted(table[i][table[i] >= 0].tolist()) if j < i]
    index = {move: k for k, move in enumerate(moves)}
    window = max((i - j for j, i in moves), default=1)
    pairs = [(index[(a, b)], index[(c, d)]) for a, b, c, d in crossing_pairs(board).tolist()]
    crossing_bits = 1 + max((abs(e - f) for e, f in pairs), default=0)
    if window > MOST_WINDOW or HIGH_BITS + crossing_bits + 2 > 64:
        raise KtError(
            f"the sweep keeps {MOST_WINDOW} squares of frontier: {board.describe()} needs {window} "
            "(the knight's boards up to 9 wide, on any length)"
        )
    crosses, later = _crossing_tables(pairs, len(moves))
    first = np.zeros(board.size + 1, dtype=np.int64)
    for _, i in moves:
        first[i + 1] += 1
    first = np.cumsum(first)
    ends = np.array(moves, dtype=np.int64).reshape(-1, 2)
    return _Plan(
        board,
        window,
        crossing_bits,
        ends,
        first,
        ends[:, 0] - ends[:, 1] + window if moves else np.zeros(0, dtype=np.int64),
        crosses,
        _relevant(first, later, crossing_bits),
        _dead(board, window),
    )


def _crossing_tables(pairs: list[tuple[int, int]], moves: int) -> tuple[np.ndarray, np.ndarray]:
    """For each of ``moves`` moves (in the order decided), the moves before it that it crosses
    (bit d: the move d places back), and its last crossing partner (-1: none), from the crossing
    ``pairs`` of moves."""
    crosses = np.zeros(moves, dtype=np.uint64)
    later = np.full(moves, -1, dtype=np.int64)
    for e, f in pairs:
        e, f = max(e, f), min(e, f)
        crosses[e] |= np.uint64(1 << (e - f))
        later[f] = max(later[f], e)
    return crosses, later


def _relevant(first: np.ndarray, later: np.ndarray, crossing_bits: int) -> np.ndarray:
    """After each square, which of the last ``crossing_bits`` moves decided a move still to be
    decided can cross (bit d: the (d + 1)-th last decided), from each move's last crossing
    partner (``later``) and the moves decided before each square (``first``)."""
    squares = len(first) - 1
    relevant = np.zeros(squares, dtype=np.uint64)
    for i in range(squares):
        decided = int(first[i + 1])
        relevant[i] = sum(
            1 << (decided - 1 - f) for f in range(max(0, decided - crossing_bits), decided) if later[f] >= decided
        )
    return relevant


def _dead(board: Board, window: int) -> np.ndarray:
    """After each square, which of the ``window`` frontier squares (the oldest first) have no
    move left."""
    table = board.neighbours
    last = np.array([max([s, *[int(t) for t in table[s] if t >= 0]]) for s in range(board.size)])
    dead = np.zeros((board.size, window), dtype=np.bool_)
    for i in range(board.size):
        for p in range(window):
            square = i - window + 1 + p
            dead[i, p] = square >= 0 and last[square] <= i
    return dead


@dataclass(frozen=True)
class _Layer:
    """The states after a square: each thread's part ``p`` of them are rows ``ranges[p, 0]`` to
    ``ranges[p, 1]`` of ``keys`` and ``lengths``, whose parts start ``share`` rows apart (the
    rows between, never written, take no memory)."""

    keys: np.ndarray
    lengths: np.ndarray
    ranges: np.ndarray
    share: int

    @property
    def size(self) -> int:
        return rows_in(self.ranges)


def _sweep(
    plan: _Plan, closed: bool, limits: Limits, threads: int
) -> tuple[int, np.ndarray, int, int, LimitReached | None]:
    """The most moves of an uncrossed path and their indices; the peak and total states; and what
    stopped the sweep, when a limit, Ctrl-C or memory did after a path was finished (before:
    raised)."""
    layer = _Layer(np.zeros((1, 2), dtype=np.uint64), np.zeros(1, dtype=np.int32), np.array([[0, 1]]), 1)
    best = np.array([0, -1, 0, 0], dtype=np.int64)  # the most moves; where: square, state, choice
    shares: list[int] = []
    peak, total = 1, 1
    with tempfile.TemporaryDirectory(prefix="kt-csp-trail-") as folder, ThreadPoolExecutor(threads) as pool:
        trail = Path(folder)
        try:
            for i in range(plan.board.size):
                limits.check()
                layer = _square(plan, closed, i, layer, best, trail, pool, threads, limits)
                shares.append(layer.share)
                peak, total = max(peak, layer.size), total + layer.size
        except (LimitReached, KeyboardInterrupt, MemoryLimitError) as stopped:
            if best[0] == 0:
                raise
            if isinstance(stopped, MemoryLimitError):
                stop = LimitReached(Stop.MEMORY, str(stopped))
            else:
                stop = stopped if isinstance(stopped, LimitReached) else LimitReached(Stop.INTERRUPTED)
            return int(best[0]), _traced(trail, plan, best, shares), peak, total, stop
        finish(layer.keys, layer.lengths, layer.ranges, plan.window, closed, plan.board.size, best)
        return int(best[0]), _traced(trail, plan, best, shares), peak, total, None


def _square(
    plan: _Plan,
    closed: bool,
    i: int,
    layer: _Layer,
    best: np.ndarray,
    trail: Path,
    pool: Executor,
    threads: int,
    limits: Limits,
) -> _Layer:
    """The states after square ``i``'s moves back, each thread making those of its part (by
    their keys' hash); their trail written to ``trail``. The time limit and Ctrl-C stop it
    within `kt_csp.engines.frontier.longest_states.HALT_ROWS` states."""
    have = available_memory()  # (the square before's states already held)
    most = min(MOST_STATES, max(1024 * threads, have // (STATE_BYTES + TABLE_BYTES)))
    share = most // threads
    out = np.empty((most, 2), dtype=np.uint64), np.empty(most, dtype=np.int32)  # (untouched: no memory yet)
    came = np.empty(most, dtype=np.uint32), np.empty(most, dtype=np.uint8)
    low, high = int(plan.first[i]), int(plan.first[i + 1])
    maskall = np.uint64((1 << plan.crossing_bits) - 1)
    asked = (
        layer.keys, layer.lengths, layer.ranges, *out, *came, share, threads, plan.window, closed, i,
        plan.position[low:high], plan.crosses[low:high], maskall, plan.relevant[i], plan.dead[i], best,
    )  # fmt: skip
    halt = np.zeros(1, dtype=np.int64)  # set: the threads stop within HALT_ROWS states
    running = [pool.submit(step, *asked, halt, part) for part in range(threads)]
    try:
        if wait(running, timeout=limits.seconds_left()).not_done:
            raise LimitReached(Stop.TIME)
        counts = [job.result() for job in running]
    finally:  # (a limit or Ctrl-C stops the threads, and waits for them: they write into ``best``)
        halt[0] = 1
        wait(running)
    if max(counts) >= share:
        raise MemoryLimitError(
            f"the frontier sweep of {plan.board} outgrew memory at square {i + 1:,} of {plan.board.size:,}: "
            f"{threads * share:,} states of {STATE_BYTES} bytes and their table; this machine has "
            f"{format_bytes(have)} available"
        )
    ranges = np.array([[part * share, part * share + count] for part, count in enumerate(counts)], dtype=np.int64)
    for part, (start, stop) in enumerate(ranges.tolist()):
        _write_trail(trail, f"{i}-{part}", came[0][start:stop], came[1][start:stop])
    return _Layer(out[0], out[1], ranges, share)


def _write_trail(folder: Path, name: str, parents: np.ndarray, choices: np.ndarray) -> None:
    """Where each state of a part came from: its state the square before and its moves back from
    the square, written to ``folder`` (``name``: the square and the part)."""
    try:
        np.save(folder / f"parents-{name}.npy", parents)
        np.save(folder / f"choices-{name}.npy", choices)
    except OSError as error:
        size = f"{format_bytes(5 * len(parents))} for square {name.split('-')[0]}"
        raise unwritable("trail", folder, size, error) from None


def _traced(folder: Path, plan: _Plan, best: np.ndarray, shares: list[int]) -> np.ndarray:
    """The indices of the best path's moves, followed back along the trail from where it was found."""
    square, state, choice = (int(x) for x in best[1:])
    found: list[int] = []
    while square >= 0:
        found += [int(plan.first[square]) + t for t in range(8) if choice >> t & 1]
        if square == 0:
            break
        square -= 1
        part, row = divmod(state, shares[square])
        choice = int(np.load(folder / f"choices-{square}-{part}.npy", mmap_mode="r")[row])
        state = int(np.load(folder / f"parents-{square}-{part}.npy", mmap_mode="r")[row])
    return np.array(sorted(found), dtype=np.int64)


def _walk(moves: np.ndarray, closed: bool) -> list[int]:
    """The squares of the path (or cycle) made of ``moves``, in order from an end."""
    joined: dict[int, list[int]] = {}
    for a, b in moves.tolist():
        joined.setdefault(a, []).append(b)
        joined.setdefault(b, []).append(a)
    start = min(s for s, others in joined.items() if closed or len(others) == 1)
    path, before = [start], -1
    while len(path) <= len(moves):
        step = [s for s in joined[path[-1]] if s != before]
        if not step or (closed and step[0] == start):
            break
        before = path[-1]
        path.append(step[0])
    return path
