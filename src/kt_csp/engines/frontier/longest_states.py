"""The compiled sweep of one square for the longest uncrossed path (`kt_csp.engines.frontier.longest`).

A state's key is two words: the frontier's cells as 4-bit codes (0 off the path, 1 done, 2 and up
an end of a piece, the two ends of one piece alike), the first `LOW` in the first word and the
rest in the second's low `HIGH_BITS` bits; above them, which of the last moves decided are on the
path (of those a move still to come could cross); in its top two bits (`FINALS`), how many of the
path's ends are final. `step` makes a square's states from the square before's, each thread those
whose keys' hash falls in its part; `finish` offers the open paths complete after the last square.
"""

from __future__ import annotations

import numpy as np

from kt_csp.runtime.compiled import njit

__all__ = ["FINALS", "HALT_ROWS", "HIGH_BITS", "LOW", "finish", "rows_in", "step"]

LOW = 16  # frontier squares whose 4-bit codes fill the first key word
HIGH_BITS = 12  # bits of the second word for the rest of the frontier's codes
NEW = 15  # a fresh piece's label, before labels are renumbered (they stay below it)
EMPTY = -1
LOW_HALF = np.uint64(0xFFFFFFFF)
HALT_ROWS = 1 << 16  # states a thread sweeps between looks at its halt flag (milliseconds)
FINALS = np.uint64(62)  # the second key word's top two bits: how many ends of the path are final


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
def _candidate(length: int, best: np.ndarray, square: int, state: int, choice: int) -> None:
    """A finished path of ``length`` moves: ``choice``'s moves back from ``square`` after the
    state ``state`` of the square before (square = the board's size: that state's own moves)."""
    if length > best[0]:
        best[0], best[1], best[2], best[3] = length, square, state, choice


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


@njit(cache=True, nogil=True)
def step(
    keys: np.ndarray,
    lengths: np.ndarray,
    ranges: np.ndarray,
    out_keys: np.ndarray,
    out_lengths: np.ndarray,
    parents: np.ndarray,
    choices: np.ndarray,
    share: int,
    parts: int,
    window: int,
    closed: bool,
    square: int,
    position: np.ndarray,
    crosses: np.ndarray,
    maskall: np.uint64,
    relevant: np.uint64,
    dead: np.ndarray,
    best: np.ndarray,
    halt: np.ndarray,
    part: int,
) -> int:
    """The states after deciding ``square``'s moves back, of one thread's part.

    The states whose keys' hash falls in part ``part`` of ``parts``, merged, each with its most
    moves, the state it came from and the moves it took; finished paths are offered to ``best``
    (by part 0).

    Parameters
    ----------
    keys, lengths, ranges
        The states before the square: their keys, most moves, and each part's rows.
    out_keys, out_lengths, parents, choices
        The states after it, written from row ``part * share`` on: keys, most moves, the state
        each came from and its moves back.
    share
        The rows of each part in the ``out_`` arrays.
    parts
        The threads; ``part`` is this one's.
    window
        The frontier squares a key holds.
    closed
        A closed path is asked for.
    square
        The square whose moves back are decided.
    position
        The frontier position of each move back's other square.
    crosses
        For each move back, the moves before it that it crosses (bit d: d places back).
    maskall
        The bits of the decided moves a key keeps.
    relevant
        Which decided moves a move still to come can cross, after this square.
    dead
        Which frontier squares have no move left after this square.
    best
        The most moves so far and where they were found (square, state, choice).
    halt
        Looked at every `HALT_ROWS` states: set, the thread stops.
    part
        This thread's part.

    Returns
    -------
    int
        The states made; ``share`` when that many fill the part's rows (the caller sees it); -1
        when ``halt[0]`` was set.
    """
    options = len(position)
    base = part * share
    capacity = 1024
    rows = rows_in(ranges)
    while capacity < 4 * rows // parts:
        capacity *= 2
    table = np.full(capacity, EMPTY, dtype=np.int32)
    made = 0
    codes = np.zeros(window + 1, dtype=np.int64)
    names = np.zeros(NEW + 1, dtype=np.int64)
    ends = np.zeros(2, dtype=np.int64)
    shift = np.uint64(HIGH_BITS)
    at = np.array([0, ranges[0, 0] - 1])
    for done in range(rows):
        if done % HALT_ROWS == 0 and halt[0]:
            return -1
        s = _next_row(ranges, at)
        k0, k1 = keys[s, 0], keys[s, 1]
        mask = (k1 >> shift) & maskall
        finals = int(k1 >> FINALS)
        for choice in range(1 << options):
            count, crossing = _chosen(choice, options, mask, crosses, maskall, position, ends)
            if count < 0:
                continue
            _unpack(k0, k1, window, codes)
            codes[window] = 0
            length = lengths[s] + count
            if count:
                joined = _joined(codes, window, ends, count, closed)
                if joined != 0:
                    if joined == 1 and part == 0:
                        _candidate(length, best, square, s, choice)
                    continue
            left = _left(codes, window, finals, closed, dead)
            if left < 0:
                if left == -2 and part == 0:
                    _candidate(length, best, square, s, choice)
                continue
            n0, n1 = _renumbered(codes, 1, window, names)
            n1 |= ((crossing & relevant) << shift) | (np.uint64(left) << FINALS)
            mixed = _mixed(n0, n1)
            if parts > 1 and (mixed & LOW_HALF) * np.uint64(parts) >> np.uint64(32) != part:
                continue  # (another thread's)
            slot = _slot(table, out_keys, base, n0, n1, mixed)
            if table[slot] == EMPTY:
                if made == share:
                    return made
                if 2 * made == capacity:  # the table grows: twice the slots, every state placed again
                    table = np.full(1, EMPTY, dtype=np.int32)  # (the old table freed first)
                    capacity *= 2
                    table = _table(out_keys, base, made, capacity)
                    slot = _slot(table, out_keys, base, n0, n1, mixed)  # (a free one: the key is new)
                table[slot] = made
                out_keys[base + made, 0], out_keys[base + made, 1] = n0, n1
                _came(out_lengths, parents, choices, base + made, length, s, choice)
                made += 1
            elif out_lengths[base + table[slot]] < length:
                _came(out_lengths, parents, choices, base + table[slot], length, s, choice)
    return made


@njit(cache=True, nogil=True, inline="always")
def _chosen(
    choice: int,
    options: int,
    mask: np.uint64,
    crosses: np.ndarray,
    maskall: np.uint64,
    position: np.ndarray,
    ends: np.ndarray,
) -> tuple[int, np.uint64]:
    """The moves back ``choice`` (a bit for each of the ``options``) after the decided moves
    ``mask``: how many it takes (-1: not allowed, as two of them cross or it takes more than
    two), their other squares' positions written to ``ends``, and the decided moves after them."""
    count = 0
    crossing = mask
    for t in range(options):
        crossing = (crossing << np.uint64(1)) & maskall
        if choice >> t & 1:
            if crossing & crosses[t] or count == 2:
                return -1, crossing
            crossing |= np.uint64(1)
            ends[count] = position[t]
            count += 1
    return count, crossing


@njit(cache=True, nogil=True, inline="always")
def _left(codes: np.ndarray, window: int, finals: int, closed: bool, dead: np.ndarray) -> int:
    """The frontier's oldest square and its ``dead`` ones (no move left) leave it (`_leave`): the
    final ends then (or -1: not allowed; -2: the path is finished, alone)."""
    left = _leave(codes, 0, window, finals, closed)
    for p in range(window):
        if left < 0:
            break
        if dead[p]:
            left = _leave(codes, p + 1, window, left, closed)
    return left


@njit(cache=True, nogil=True, inline="always")
def _slot(
    table: np.ndarray,
    out_keys: np.ndarray,
    base: int,
    n0: np.uint64,
    n1: np.uint64,
    mixed: np.uint64,
) -> int:
    """The slot of the key (``n0``, ``n1``), hashed ``mixed``, in ``table`` (of the keys from row
    ``base`` on): the one that holds it, or the free one where it goes."""
    capacity = len(table)
    slot = int(mixed >> np.uint64(32)) & (capacity - 1)
    while table[slot] != EMPTY and (out_keys[base + table[slot], 0] != n0 or out_keys[base + table[slot], 1] != n1):
        slot = (slot + 1) & (capacity - 1)
    return slot


@njit(cache=True, nogil=True, inline="always")
def _came(
    out_lengths: np.ndarray, parents: np.ndarray, choices: np.ndarray, row: int, length: int, state: int, choice: int
) -> None:
    """State ``row`` made with ``length`` moves, from ``state`` by the moves back ``choice``."""
    out_lengths[row] = length
    parents[row] = state
    choices[row] = choice


@njit(cache=True, nogil=True)
def rows_in(ranges: np.ndarray) -> int:
    """How many states a layer's parts hold.

    Parameters
    ----------
    ranges
        Each part's rows: ``ranges[p, 0]`` to ``ranges[p, 1]``.

    Returns
    -------
    int
        The rows of all parts.
    """
    return int((ranges[:, 1] - ranges[:, 0]).sum())


@njit(cache=True, nogil=True)
def _next_row(ranges: np.ndarray, at: np.ndarray) -> int:
    """The next row of a layer's parts after ``at`` (its part and row, moved on to it); ``at``
    starts as ``[0, ranges[0, 0] - 1]``."""
    at[1] += 1
    while at[1] >= ranges[at[0], 1]:
        at[0] += 1
        at[1] = ranges[at[0], 0]
    return int(at[1])


@njit(cache=True, nogil=True)
def _table(out_keys: np.ndarray, base: int, made: int, capacity: int) -> np.ndarray:
    """A hash table of ``capacity`` slots holding the ``made`` keys from row ``base`` on."""
    table = np.full(capacity, EMPTY, dtype=np.int32)
    for r in range(made):
        slot = int(_mixed(out_keys[base + r, 0], out_keys[base + r, 1]) >> np.uint64(32)) & (capacity - 1)
        while table[slot] != EMPTY:
            slot = (slot + 1) & (capacity - 1)
        table[slot] = r
    return table


@njit(cache=True, nogil=True)
def _mixed(k0: np.uint64, k1: np.uint64) -> np.uint64:
    """A key's hash: its high half picks the table's slot, its low half the thread's part."""
    return k0 * np.uint64(0x9E3779B97F4A7C15) ^ k1 * np.uint64(0xC2B2AE3D27D4EB4F)


@njit(cache=True)
def finish(
    keys: np.ndarray,
    lengths: np.ndarray,
    ranges: np.ndarray,
    window: int,
    closed: bool,
    size: int,
    best: np.ndarray,
) -> None:
    """After the last square: an open path whose one piece has its two ends is a candidate.

    Parameters
    ----------
    keys, lengths, ranges
        The states after the last square, their most moves, and each part's rows.
    window
        The frontier squares a key holds.
    closed
        A closed path is asked for (none is finished here).
    size
        The board's squares (the square a candidate is found at).
    best
        The most moves so far and where they were found (square, state, choice); a longer path
        is written there.
    """
    if closed:
        return
    codes = np.zeros(window + 1, dtype=np.int64)
    at = np.array([0, ranges[0, 0] - 1])
    for _ in range(rows_in(ranges)):
        s = _next_row(ranges, at)
        _unpack(keys[s, 0], keys[s, 1], window, codes)
        ends, label, alone = 0, 0, True
        for p in range(window):
            if codes[p] >= 2:
                ends += 1
                alone = alone and (label == 0 or codes[p] == label)
                label = codes[p]
        if alone and ends > 0 and ends + int(keys[s, 1] >> FINALS) == 2:
            _candidate(lengths[s], best, size, s, 0)
