"""The longest uncrossed path (or closed path) by a frontier sweep that maximises: proved optimal.

The squares are taken one at a time along the board's longer side. At each square the sweep
decides which of its moves back to squares already taken the path uses; what the future needs
of that past is small (Knuth's route to the 9x9 uncrossed path, there with ZDDs):

* each square of the *frontier* (those a move may still reach, 2·width + 1 for the knight): not
  on the path, inside it (two moves, done), or the end of a piece of path, labelled so that the
  two ends of one piece share a label (no move may join them: a cycle; for a closed path, the
  one move that closes the only piece);
* which of the last moves decided are on the path, of those that a move still to decide could
  cross: two moves cross only near each other, so these are few;
* how many ends of the path are already final (left the frontier with one move): at most two.

States that agree on these are merged, keeping the one with the most moves (and its moves, as
bits: the witness). A piece whose two ends are final is the path: it stands only where no other
piece is left, and it is a candidate. The best candidate, once every square is taken, is the
longest path — proved, since every uncrossed path's states are swept.

Crossings come from `kt_csp.reasoning.crossings`; the answer is judged by the verifier's own
geometry. The kernel is numba's; each square's step is one call, so a time limit or Ctrl-C is
seen between squares.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np
from numba import njit

from kt_csp.core.board import Board
from kt_csp.core.instance import Instance
from kt_csp.core.limits import Limits
from kt_csp.core.result import Result, Stats, Status
from kt_csp.core.tour import Tour
from kt_csp.errors import KtError, MemoryLimitError
from kt_csp.reasoning.crossings import crossing_pairs
from kt_csp.runtime.memory import available_memory, format_bytes

__all__ = ["MOST_WINDOW", "longest"]

NAME = "frontier"
LOW = 16  # frontier squares whose 4-bit codes fill the first key word
HIGH_BITS = 12  # bits of the second word for the rest of the frontier's codes
MOST_WINDOW = LOW + HIGH_BITS // 4  # frontier squares a key holds: the knight's sweep to 9 wide
NEW = 15  # a fresh piece's label, before labels are renumbered (they stay below it)
EMPTY = -1
GROWTH = 3  # a state's bytes held while the arrays double: the old arrays, the new, twice as long
TABLE_BYTES = 32  # and the hash table's slots for it: four of 8 bytes, at the most just after doubling
PROVED = "the sweep took every uncrossed path's trace on its frontier: none is longer"
FINALS = np.uint64(62)  # the second key word's top two bits: how many ends of the path are final


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


def longest(instance: Instance, limits: Limits = Limits()) -> Result:
    """The longest uncrossed path of ``instance``'s board (a closed one with ``closed``), proved.

    Parameters
    ----------
    instance
        ``longest`` and ``uncrossed``, on a board with holes or none; no start, end or clues.
    limits
        The time limit, seen between squares.

    Returns
    -------
    Result
        ``found``, the path (its squares in order), ``bound`` equal to its moves: optimal; or
        ``none`` for a closed path on a board with no uncrossed cycle.

    Raises
    ------
    KtError
        Another question, or a board too wide for the sweep's keys (`MOST_WINDOW`).
    LimitReached
        The time limit passed or Ctrl-C came (the door answers ``unknown``).

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
    length, bits, peak, total = _sweep(plan, instance.closed, limits.begun())
    stats = Stats(peak, total, time.perf_counter() - started)
    if length == 0 and instance.closed:
        return Result(
            NAME, instance, Status.NONE, stats=stats, reason="no closed path: the board has no uncrossed cycle"
        )
    moves = plan.moves[_unpacked(bits, len(plan.moves))]
    squares = _walk(moves, instance.closed) if length else [int(swept.live[0])]  # (no move: one square)
    if swept is not instance.board:
        squares = [(s % swept.cols) * swept.rows + s // swept.cols for s in squares]
    tour = Tour(squares)
    return Result(NAME, instance, Status.FOUND, tour, stats, bound=length, note=PROVED)


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
    crosses = np.zeros(len(moves), dtype=np.uint64)
    later = np.full(len(moves), -1, dtype=np.int64)  # each move's last crossing partner
    for e, f in pairs:
        e, f = max(e, f), min(e, f)
        crosses[e] |= np.uint64(1 << (e - f))
        later[f] = max(later[f], e)
    first = np.zeros(board.size + 1, dtype=np.int64)
    for _, i in moves:
        first[i + 1] += 1
    first = np.cumsum(first)
    relevant = np.zeros(board.size, dtype=np.uint64)
    for i in range(board.size):
        decided = int(first[i + 1])
        relevant[i] = sum(
            1 << (decided - 1 - f) for f in range(max(0, decided - crossing_bits), decided) if later[f] >= decided
        )
    last = np.array([max([s, *[int(t) for t in table[s] if t >= 0]]) for s in range(board.size)])
    dead = np.zeros((board.size, window), dtype=np.bool_)
    for i in range(board.size):
        for p in range(window):
            square = i - window + 1 + p
            dead[i, p] = square >= 0 and last[square] <= i
    ends = np.array(moves, dtype=np.int64).reshape(-1, 2)
    return _Plan(
        board,
        window,
        crossing_bits,
        ends,
        first,
        ends[:, 0] - ends[:, 1] + window if moves else np.zeros(0, dtype=np.int64),
        crosses,
        relevant,
        dead,
    )


def _sweep(plan: _Plan, closed: bool, limits: Limits) -> tuple[int, np.ndarray, int, int]:
    """The most moves of an uncrossed path and its moves as bits; the peak and total states."""
    words = max(1, (len(plan.moves) + 63) // 64)
    keys = np.zeros((1, 2), dtype=np.uint64)
    lengths = np.zeros(1, dtype=np.int64)
    witness = np.zeros((1, words), dtype=np.uint64)
    best = np.zeros(1, dtype=np.int64)
    best_bits = np.zeros(words, dtype=np.uint64)
    peak, total = 1, 1
    maskall = np.uint64((1 << plan.crossing_bits) - 1)
    state_bytes = 16 + 8 + 8 * words  # a state's key, moves and witness
    for i in range(plan.board.size):
        limits.check()
        low, high = int(plan.first[i]), int(plan.first[i + 1])
        have = available_memory()  # (the square before's states already held)
        most = max(1024, have // (GROWTH * state_bytes + TABLE_BYTES))
        keys, lengths, witness = _step(
            keys, lengths, witness, plan.window, closed, low, plan.position[low:high],
            plan.crosses[low:high], maskall, plan.relevant[i], plan.dead[i], best, best_bits, most,
        )  # fmt: skip
        if len(lengths) >= most:
            raise MemoryLimitError(
                f"the frontier sweep of {plan.board} outgrew memory at square {i + 1:,} of {plan.board.size:,}: "
                f"{len(lengths):,} states of {state_bytes} bytes and their table; this machine has "
                f"{format_bytes(have)} available"
            )
        peak, total = max(peak, len(lengths)), total + len(lengths)
    _finish(keys, lengths, witness, plan.window, closed, best, best_bits)
    return int(best[0]), best_bits, peak, total


@njit(cache=True)
def _unpack(k0: np.uint64, k1: np.uint64, window: int, codes: np.ndarray) -> None:
    for p in range(window):
        if p < LOW:
            codes[p] = (k0 >> np.uint64(4 * p)) & np.uint64(15)
        else:
            codes[p] = (k1 >> np.uint64(4 * (p - LOW))) & np.uint64(15)


@njit(cache=True)
def _renumbered(codes: np.ndarray, start: int, window: int, names: np.ndarray) -> tuple[np.uint64, np.uint64]:
    """codes[start:start + window] packed, labels renumbered 2, 3, … in order of appearance."""
    names[:] = 0
    given = 2
    k0, k1 = np.uint64(0), np.uint64(0)
    for p in range(window):
        code = codes[start + p]
        if code >= 2:
            if names[code] == 0:
                names[code] = given
                given += 1
            code = names[code]
        if p < LOW:
            k0 |= np.uint64(code) << np.uint64(4 * p)
        else:
            k1 |= np.uint64(code) << np.uint64(4 * (p - LOW))
    return k0, k1


@njit(cache=True)
def _occurs(codes: np.ndarray, start: int, stop: int, code: int) -> bool:
    for p in range(start, stop):  # noqa: SIM110 (numba compiles no generator)
        if codes[p] == code:
            return True
    return False


@njit(cache=True)
def _pieces(codes: np.ndarray, start: int, stop: int) -> bool:
    """Whether any end of a piece of path is among codes[start:stop]."""
    for p in range(start, stop):  # noqa: SIM110 (numba compiles no generator)
        if codes[p] >= 2:
            return True
    return False


@njit(cache=True)
def _candidate(length: int, bits: np.ndarray, best: np.ndarray, best_bits: np.ndarray) -> None:
    if length > best[0]:
        best[0] = length
        best_bits[:] = bits


@njit(cache=True)
def _joined(codes: np.ndarray, window: int, ends: np.ndarray, count: int, closed: bool) -> int:
    """Square i (position ``window``) joined to the frontier squares at ``ends[:count]``: 0 when
    the moves are allowed, -1 when not, 1 when they finish the path (a cycle closed, or a piece
    whose two ends are final) with no other piece left."""
    if count == 1:
        x = codes[ends[0]]
        if x == 1:
            return -1
        if x == 0:
            codes[ends[0]] = NEW
            codes[window] = NEW
        else:
            codes[ends[0]] = 1
            codes[window] = x
        return 0
    x1, x2 = codes[ends[0]], codes[ends[1]]
    if x1 == 1 or x2 == 1:
        return -1
    codes[window] = 1
    if x1 == 0 and x2 == 0:
        codes[ends[0]] = NEW
        codes[ends[1]] = NEW
        return 0
    if x1 == 0 or x2 == 0:
        codes[ends[0]], codes[ends[1]] = (x2, 1) if x1 == 0 else (1, x1)
        return 0
    codes[ends[0]] = 1
    codes[ends[1]] = 1
    if x1 == x2:  # the two ends of one piece: a cycle
        return 1 if closed and not _pieces(codes, 0, window + 1) else -1
    for p in range(window + 1):
        if codes[p] == x2:
            codes[p] = x1
    if _occurs(codes, 0, window + 1, x1):
        return 0
    return -1 if _pieces(codes, 0, window + 1) else 1  # both ends final: the path, if alone


@njit(cache=True)
def _leave(codes: np.ndarray, p: int, window: int, finals: int, closed: bool) -> int:
    """Square at position p leaves the frontier: its code cleared. The final ends then (or -1:
    not allowed; -2: the path is finished, alone)."""
    x = codes[p]
    codes[p] = 0
    if x < 2:
        return finals
    if closed:
        return -1
    if _occurs(codes, 1, window + 1, x):
        return finals + 1 if finals < 2 else -1
    return -1 if _pieces(codes, 1, window + 1) else -2


@njit(cache=True)
def _step(
    keys: np.ndarray,
    lengths: np.ndarray,
    witness: np.ndarray,
    window: int,
    closed: bool,
    low: int,
    position: np.ndarray,
    crosses: np.ndarray,
    maskall: np.uint64,
    relevant: np.uint64,
    dead: np.ndarray,
    best: np.ndarray,
    best_bits: np.ndarray,
    most: int,
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Every state after deciding square i's moves back: the merged states, each with its most
    moves and their bits; finished paths are offered to ``best``. Stops with ``most`` states
    made, which memory does not hold more of."""
    options = len(position)
    words = witness.shape[1]
    capacity = 1024
    while capacity < 4 * len(lengths):
        capacity *= 2
    table = np.full(capacity, EMPTY, dtype=np.int64)
    out_keys = np.zeros((capacity // 2, 2), dtype=np.uint64)
    out_lengths = np.zeros(capacity // 2, dtype=np.int64)
    out_witness = np.zeros((capacity // 2, words), dtype=np.uint64)
    made = 0
    codes = np.zeros(window + 1, dtype=np.int64)
    names = np.zeros(NEW + 1, dtype=np.int64)
    ends = np.zeros(2, dtype=np.int64)
    bits = np.zeros(words, dtype=np.uint64)
    shift = np.uint64(HIGH_BITS)
    for s in range(len(lengths)):
        k0, k1 = keys[s, 0], keys[s, 1]
        mask = (k1 >> shift) & maskall
        finals = int(k1 >> FINALS)
        for choice in range(1 << options):
            count = 0
            crossing = mask
            allowed = True
            for t in range(options):
                crossing = (crossing << np.uint64(1)) & maskall
                if choice >> t & 1:
                    if crossing & crosses[t]:
                        allowed = False
                        break
                    crossing |= np.uint64(1)
                    if count == 2:
                        allowed = False
                        break
                    ends[count] = position[t]
                    count += 1
            if not allowed:
                continue
            _unpack(k0, k1, window, codes)
            codes[window] = 0
            length = lengths[s] + count
            bits[:] = witness[s]
            for t in range(options):
                if choice >> t & 1:
                    bits[(low + t) >> 6] |= np.uint64(1) << np.uint64((low + t) & 63)
            if count:
                joined = _joined(codes, window, ends, count, closed)
                if joined != 0:
                    if joined == 1:
                        _candidate(length, bits, best, best_bits)
                    continue
            left = _leave(codes, 0, window, finals, closed)
            for p in range(window):
                if left < 0:
                    break
                if dead[p]:
                    left = _leave(codes, p + 1, window, left, closed)
            if left < 0:
                if left == -2:
                    _candidate(length, bits, best, best_bits)
                continue
            n0, n1 = _renumbered(codes, 1, window, names)
            n1 |= ((crossing & relevant) << shift) | (np.uint64(left) << FINALS)
            slot = _slot(n0, n1, capacity)
            while table[slot] != EMPTY and (out_keys[table[slot], 0] != n0 or out_keys[table[slot], 1] != n1):
                slot = (slot + 1) & (capacity - 1)
            if table[slot] == EMPTY:
                if made == most:  # (the caller sees it is full)
                    return out_keys[:made].copy(), out_lengths[:made].copy(), out_witness[:made].copy()
                if made == capacity // 2:  # grow: twice the room, every state placed again
                    capacity *= 2
                    table = np.full(capacity, EMPTY, dtype=np.int64)
                    out_keys = _grown(out_keys, capacity // 2)
                    out_lengths = _grown(out_lengths, capacity // 2)
                    out_witness = _grown(out_witness, capacity // 2)
                    for r in range(made):
                        slot = _slot(out_keys[r, 0], out_keys[r, 1], capacity)
                        while table[slot] != EMPTY:
                            slot = (slot + 1) & (capacity - 1)
                        table[slot] = r
                    slot = _slot(n0, n1, capacity)
                    while table[slot] != EMPTY:
                        slot = (slot + 1) & (capacity - 1)
                table[slot] = made
                out_keys[made, 0], out_keys[made, 1] = n0, n1
                out_lengths[made] = length
                out_witness[made] = bits
                made += 1
            elif out_lengths[table[slot]] < length:
                out_lengths[table[slot]] = length
                out_witness[table[slot]] = bits
    return out_keys[:made].copy(), out_lengths[:made].copy(), out_witness[:made].copy()


@njit(cache=True)
def _slot(k0: np.uint64, k1: np.uint64, capacity: int) -> int:
    mixed = k0 * np.uint64(0x9E3779B97F4A7C15) ^ k1 * np.uint64(0xC2B2AE3D27D4EB4F)
    return int(mixed >> np.uint64(32)) & (capacity - 1)


@njit(cache=True)
def _grown(rows: np.ndarray, size: int) -> np.ndarray:
    grown = np.zeros((size,) + rows.shape[1:], dtype=rows.dtype)
    grown[: len(rows)] = rows
    return grown


@njit(cache=True)
def _finish(
    keys: np.ndarray,
    lengths: np.ndarray,
    witness: np.ndarray,
    window: int,
    closed: bool,
    best: np.ndarray,
    best_bits: np.ndarray,
) -> None:
    """After the last square: an open path whose one piece has its two ends (final or on the
    frontier) is a candidate."""
    if closed:
        return
    codes = np.zeros(window + 1, dtype=np.int64)
    for s in range(len(lengths)):
        _unpack(keys[s, 0], keys[s, 1], window, codes)
        ends, label, alone = 0, 0, True
        for p in range(window):
            if codes[p] >= 2:
                ends += 1
                alone = alone and (label == 0 or codes[p] == label)
                label = codes[p]
        if alone and ends > 0 and ends + int(keys[s, 1] >> FINALS) == 2:
            _candidate(lengths[s], witness[s], best, best_bits)


def _unpacked(bits: np.ndarray, count: int) -> np.ndarray:
    """The indices of the moves set in ``bits``."""
    flags = np.unpackbits(bits.view(np.uint8), bitorder="little")[:count]
    return np.flatnonzero(flags)


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
