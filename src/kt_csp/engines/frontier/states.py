"""The frontier counter's states and the compiled kernels that sweep them.

A state is the window of the last ``W`` squares swept (`kt_csp.engines.frontier.sweep` says what
each square's value means), packed ``bits`` to a slot into a few 64-bit words, then the residues
of its count (`kt_csp.engines.frontier.residues`): one row of a state table. A table is open
addressing on the key's hash; `FREE_ROW` in a row's first word marks it free. `_step` sweeps one
square into a chunk of states; the rest are its helpers, and `_merge` adds one table to another.
Everything here works on plain integer arrays, as numba compiles it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
from numba import njit
from numba.typed import List as TypedList

from kt_csp.runtime.compiled import hold_ctrl_c_while_compiling

if TYPE_CHECKING:
    from kt_csp.runtime.compiled import Array  # the compiled kernels' arrays

hold_ctrl_c_while_compiling()  # a Ctrl-C must not cut numba's compiler short (kt_csp.runtime.compiled)

__all__ = ["DANGLE", "EMPTY", "FIRST_LABEL", "FREE_ROW", "FRESH", "FULL", "LOAD"]

EMPTY, FULL, DANGLE, FIRST_LABEL = 0, 1, 2, 3
FRESH = 63  # a new piece's label until the state is put in canonical form
FREE_ROW = -1  # word 0 of a free row in a state table (all slots 15 there: no state has that)
LOAD = 0.7  # a state table fuller than this is grown


def _live(table: np.ndarray) -> np.ndarray:
    """The table's states, its free rows left out (a copy)."""
    live: np.ndarray = table[table[:, 0] != FREE_ROW]
    return live


def _table(capacity: int, width: int) -> np.ndarray:
    """An empty state table (`FREE_ROW` in a row's first word marks it free)."""
    table = np.zeros((capacity, width), dtype=np.int64)
    table[:, 0] = FREE_ROW
    return table


@njit(cache=True)
def _encode(slots: Array, out: Array, bits: int, words: int) -> None:
    per_word = 64 // bits
    for w in range(words):
        out[w] = 0
    for j in range(slots.shape[0]):
        out[j // per_word] |= slots[j] << ((j % per_word) * bits)


@njit(cache=True)
def _decode(row: Array, slots: Array, bits: int) -> int:
    """The row's window into ``slots``; the tour ends that have left (one per DANGLE: a piece
    whose both ends have left is a whole tour, never a state)."""
    per_word, mask, ends = 64 // bits, (1 << bits) - 1, 0
    for j in range(slots.shape[0]):
        slots[j] = (row[j // per_word] >> ((j % per_word) * bits)) & mask
        ends += slots[j] == DANGLE
    return ends


@njit(cache=True)
def _canonical(slots: Array, relabel: Array, seen: Array) -> None:
    """Number the pieces' labels in order of first appearance, so that equal states are equal keys
    (``relabel`` and ``seen``: scratch arrays, left as found)."""
    following, count = FIRST_LABEL, 0
    for j in range(slots.shape[0]):
        label = slots[j]
        if label >= FIRST_LABEL:
            if relabel[label] == 0:
                relabel[label] = following
                following += 1
                seen[count] = label
                count += 1
            slots[j] = relabel[label]
    for c in range(count):
        relabel[seen[c]] = 0


@njit(cache=True)
def _partner(slots: Array, j: int) -> int:
    for i in range(slots.shape[0]):
        if i != j and slots[i] == slots[j]:
            return i
    return -1


@njit(cache=True)
def _degree(value: int) -> int:
    return 0 if value == EMPTY else 2 if value == FULL else 1


@njit(cache=True)
def _all_full(slots: Array, skip: int) -> bool:
    for j in range(slots.shape[0]):  # noqa: SIM110 (numba compiles no generator)
        if j != skip and slots[j] != FULL:
            return False
    return True


@njit(cache=True)
def _join(slots: Array, a: int, c: int, closed: bool) -> int:
    """Take the move between window squares ``a`` and ``c``: 0 impossible, 1 taken, 2 taken and
    closing the tour (a cycle, or a path whose both ends have left: valid only as the last move)."""
    u, v = slots[a], slots[c]
    du, dv = _degree(u), _degree(v)
    if du == 2 or dv == 2:
        return 0
    if du == 0 and dv == 0:
        slots[a] = FRESH
        slots[c] = FRESH
        return 1
    if du == 0 or dv == 0:
        one, none = (c, a) if du == 0 else (a, c)  # the square with a move, the one without
        slots[none] = slots[one]
        slots[one] = FULL
        return 1
    if u == v:  # one piece's two ends (a cycle), or two pieces that each end the tour (a whole tour)
        if (u == DANGLE) == closed:
            return 0
        slots[a] = FULL
        slots[c] = FULL
        return 2
    if u == DANGLE or v == DANGLE:
        slots[_partner(slots, c if u == DANGLE else a)] = DANGLE
    else:
        slots[_partner(slots, c)] = u
    slots[a] = FULL
    slots[c] = FULL
    return 1


@njit(cache=True)
def _add(source: Array, target: Array, words: int, residues: Array) -> None:
    for k in range(residues.shape[0]):
        total = target[words + k] + source[words + k]
        target[words + k] = total - residues[k] if total >= residues[k] else total


@njit(cache=True)
def _hash(key: Array, words: int) -> int:
    h = np.int64(0x2545F4914F6CDD1D)
    for w in range(words):
        h = (h ^ key[w]) * np.int64(0x100000001B3)
        h ^= h >> 29
    return int(h)


@njit(cache=True)
def _insert(key: Array, h: int, table: Array, words: int, held: int) -> tuple[int, int]:
    """The row of ``key`` (hashed ``h``) in the table (added, with a count of 0, if new) and the
    keys now held."""
    capacity = table.shape[0]
    row = h & (capacity - 1)
    while True:
        if table[row, 0] == FREE_ROW:
            for w in range(words):
                table[row, w] = key[w]
            return row, held + 1
        same = True
        for w in range(words):
            if table[row, w] != key[w]:
                same = False
                break
        if same:
            return row, held
        row = (row + 1) & (capacity - 1)


@njit(cache=True, nogil=True)
def _step(
    k: int,
    rows: Array,
    first: int,
    last: int,
    tables: TypedList[Array],
    lowest: int,
    every: int,
    helds: Array,
    done: Array,
    masks: Array,
    params: Array,
    back: Array,
    leavers: Array,
    rest: Array,
    most: Array,
    may_end: Array,
    finish: Array,
    residues: Array,
) -> int:
    """Sweep square ``k`` into states ``first`` … ``last - 1``: each choice of moves back from
    ``k``, then the squares whose last move that was leave the window. Each new state's hash
    names its part of ``every``; parts ``lowest`` on have a table each (``helds[p]`` counts
    part ``lowest + p``'s), and a state of another part is left to another pass. Returns the
    first state not swept: ``last``, or sooner where a table is too full for one more state's
    children (it must grow, or go to disk, first)."""
    window, bits, words = params[0], params[1], params[2]
    closed, finishing = params[3] == 1, finish[k] == 1
    slots = np.zeros(window, dtype=np.int64)
    trial = np.zeros(window, dtype=np.int64)
    key = np.zeros(words, dtype=np.int64)
    relabel = np.zeros(FRESH + 1, dtype=np.int64)
    seen = np.zeros(window, dtype=np.int64)
    fills = np.array([int(table.shape[0] * LOAD) - len(masks) for table in tables], dtype=np.int64)
    for i in range(first, last):
        for part in range(len(tables)):
            if helds[part] > fills[part]:
                return i
        ends = _decode(rows[i], slots, bits)
        for j in range(window - 1):
            slots[j] = slots[j + 1]
        slots[window - 1] = EMPTY if most[k] > 0 else FULL
        shut = 0  # the moves whose far square can take no more (done, or a fixed end with its move)
        for j in range(4):
            if back[k, j] >= 0:
                far = slots[window - 1 - back[k, j]]
                if far == FULL or (far != EMPTY and most[k - back[k, j]] == 1):
                    shut |= 1 << j
        for mask in masks:
            if mask & shut:
                continue
            for j in range(window):
                trial[j] = slots[j]
            state, left = 1, mask
            for j in range(4):
                if (mask >> j) & 1 == 0:
                    continue
                left ^= 1 << j
                state = _join(trial, window - 1 - back[k, j], window - 1, closed)
                if state != 1:
                    break
            if state == 0:
                continue
            if state == 2:  # the tour closed: valid only as the last move, every square done
                if left == 0 and finishing and _all_full(trial, -1):
                    _add(rows[i], done, words, residues)
                continue
            after = _leave(trial, ends, k, leavers, may_end, closed, finishing)
            if after < 0:
                if after == -2:
                    _add(rows[i], done, words, residues)
                continue
            if not _feasible(trial, after, k, rest, most, may_end, closed):
                continue
            if finishing and not closed and _one_path(trial, after):  # a whole path of the board so far
                _add(rows[i], done, words, residues)
            _canonical(trial, relabel, seen)
            _encode(trial, key, bits, words)
            h = _hash(key, words)
            part = ((h >> 32) & 0x7FFFFFFF) % every - lowest
            if part < 0 or part >= len(tables):
                continue
            row, helds[part] = _insert(key, h, tables[part], words, helds[part])
            _add(rows[i], tables[part][row], words, residues)
    return last


@njit(cache=True)
def _leave(slots: Array, ends: int, k: int, leavers: Array, may_end: Array, closed: bool, finishing: bool) -> int:
    """Let the squares whose last move was decided at ``k`` leave: each must be FULL, or become an
    end of an open tour. The tour ends that have left, or -1 when the state is impossible, -2
    when it is a whole open tour."""
    window = slots.shape[0]
    for j in range(leavers.shape[1]):
        square = leavers[k, j]
        if square < 0:
            break
        a = window - 1 - (k - square)
        value = slots[a]
        if value == FULL:
            continue
        if value == EMPTY or closed or may_end[square] == 0 or ends == 2:
            return -1
        ends += 1
        if value == DANGLE:  # its piece's other end is the tour's other end: the tour is done
            return -2 if finishing and _all_full(slots, a) else -1
        slots[_partner(slots, a)] = DANGLE
        slots[a] = FULL
    return ends


@njit(cache=True)
def _one_path(slots: Array, ends: int) -> bool:
    """Whether every window square is full but a path's ends: two with one label, or one DANGLE
    whose piece's other end has left."""
    loose, first = 0, EMPTY
    for a in range(slots.shape[0]):
        value = slots[a]
        if value == FULL:
            continue
        if value == EMPTY or (loose and value != first):
            return False
        loose, first = loose + 1, value
    return (loose == 2 and ends == 0) or (loose == 1 and first == DANGLE and ends == 1)


@njit(cache=True)
def _feasible(slots: Array, ends: int, k: int, rest: Array, most: Array, may_end: Array, closed: bool) -> bool:
    """Whether every window square can still take its moves with the moves it has left: one
    short only at a square where an open tour may end, and no more such squares than ends left."""
    window = slots.shape[0]
    for a in range(window):
        value = slots[a]
        if value == FULL:
            continue
        square = k - (window - 1 - a)
        short = most[square] - _degree(value) - rest[k, a]
        if short <= 0:
            continue
        if closed or short > 1 or most[square] == 1 or may_end[square] == 0 or ends == 2:
            return False
        ends += 1
    return True


@njit(cache=True, nogil=True)
def _merge(table: Array, into: Array, words: int, residues: Array, held: int) -> int:
    """Add every state of ``table`` to ``into`` (which has room for them): the states it holds then."""
    for row in range(table.shape[0]):
        if table[row, 0] != FREE_ROW:
            target, held = _insert(table[row], _hash(table[row], words), into, words, held)
            _add(table[row], into[target], words, residues)
    return held
