"""The states after a square, in buckets: each a small open-addressing table, owned by one thread.

A child's hash names its bucket (bits 40 on) and so the thread that owns it (bucket ``b`` is
thread ``b % T``'s, its ``b // T``-th), and its low 32 bits its slot in the bucket's table (scaled
to the table's size, which need not be a power of two). A bucket grows alone, by half, when it is
four fifths full — never a whole layer's table at once, and tables stay 53 % to 80 % full — and once the square is swept each bucket
is cut down to its records (`_compact`), which are the next square's parents and are let go one
bucket at a time as they are swept (`kt_csp.engines.frontier.states._expand`). `_absorb` files a
round of children, written by every thread, into the buckets of one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
from numba import types
from numba.typed import List as TypedList

from kt_csp.engines.frontier.raw import prefetch, unmanaged
from kt_csp.engines.frontier.states import _add, _hash
from kt_csp.runtime.compiled import njit, typed_lists_cached

if TYPE_CHECKING:
    from kt_csp.runtime.compiled import Array  # the compiled kernels' arrays

typed_lists_cached()  # (the sweeps make and walk their buckets' lists from Python)


__all__ = ["BUCKET_STATES", "FREE", "RECORDS", "buckets", "spread_all"]

FREE = -1  # the first word of a free row of a table (all cells 15, or in base 11 beyond 11^18: no key)
TABLE_LEAST = 0.53  # the least full a table is (but a bucket's first, sized by its parents)
BATCH = 16  # children whose table slots are asked for at once
BUCKET_STATES = 8192  # states a bucket holds, about: its table (128 to 512 KiB) stays in cache; its
# records (more than 64 KiB) are mapped alone, and given back when let go (runtime.memory)
RECORDS = types.int64[:, ::1]  # the numba type of a bucket: records as rows


def buckets(sizes: list[int], width: int) -> TypedList[np.ndarray]:
    """Empty tables of records ``width`` words wide, one of each capacity.

    Parameters
    ----------
    sizes
        The tables' capacities (powers of two).
    width
        A record's words: key and counts.

    Returns
    -------
    numba.typed.List
        The tables, every row free.
    """
    made = TypedList.empty_list(RECORDS)
    for size in sizes:
        made.append(_table(size, width))
    return made


@njit(cache=True)
def _table(capacity: int, width: int) -> Array:
    table = np.empty((capacity, width), dtype=np.int64)
    table[:, 0] = FREE
    return table


@njit(cache=True, inline="always")
def _insert(table: Array, rows: Array, i: int, h: int, words: int, residues: Array) -> int:
    """Add record ``i`` of ``rows`` (hashed ``h``) to ``table``: 1 if its key is new there, else 0."""
    capacity = table.shape[0]
    slot = _slot(h, capacity)
    while True:
        if table[slot, 0] == FREE:
            for c in range(rows.shape[1]):
                table[slot, c] = rows[i, c]
            return 1
        if _same(table, slot, rows, i, words):
            _add(rows, i, table, slot, words, residues)
            return 0
        slot = slot + 1 if slot + 1 < capacity else 0


@njit(cache=True, inline="always")
def _same(table: Array, slot: int, rows: Array, i: int, words: int) -> bool:
    """Whether the key in ``slot`` of ``table`` is record ``i``'s of ``rows``."""
    for w in range(words):  # noqa: SIM110 (numba compiles no generator)
        if table[slot, w] != rows[i, w]:
            return False
    return True


@njit(cache=True, inline="always")
def _slot(h: int, capacity: int) -> int:
    """The first slot of a key hashed ``h`` in a table of ``capacity`` rows (below 2^31)."""
    return ((h & 0xFFFFFFFF) * capacity) >> 32


@njit(cache=True)
def _grown(table: Array, words: int, residues: Array) -> Array:
    """A table half as large again with the records of ``table``."""
    grown = _table(table.shape[0] + table.shape[0] // 2, table.shape[1])
    for row in range(table.shape[0]):
        if table[row, 0] != FREE:
            _insert(grown, table, row, _hash(table, row, words), words, residues)
    return grown


@njit(cache=True, nogil=True)
def _absorb(
    tables: TypedList[Array],
    helds: Array,
    owner: int,
    threads: int,
    bucket_bits: int,
    out: Array,
    hashes: Array,
    counts: Array,
    words: int,
    residues: Array,
    span: Array,
) -> int:
    """File the children that every thread wrote this round (thread ``t``'s ``counts[t]`` rows
    from row ``t * ROUND`` of ``out``) whose buckets are ``owner``'s, and in ``span`` (the first
    bucket and the one after the last: a square swept in passes files one group of buckets a
    pass), into its ``tables``: sorted by bucket first, so that each bucket is fetched once a
    round and a batch of its table's slots is asked for before any is compared (their cache
    misses overlap). The states new to them."""
    mask, share = (1 << bucket_bits) - 1, out.shape[0] // len(counts)
    starts = np.zeros(len(tables) + 1, dtype=np.int64)
    mine = 0
    for t in range(len(counts)):
        for i in range(t * share, t * share + counts[t]):
            bucket = (hashes[i] >> 40) & mask
            if bucket % threads == owner and span[0] <= bucket < span[1]:
                starts[bucket // threads + 1] += 1
                mine += 1
    for j in range(len(tables)):
        starts[j + 1] += starts[j]
    order = np.empty(mine, dtype=np.int64)
    place = starts[:-1].copy()
    for t in range(len(counts)):
        for i in range(t * share, t * share + counts[t]):
            bucket = (hashes[i] >> 40) & mask
            if bucket % threads == owner and span[0] <= bucket < span[1]:
                order[place[bucket // threads]] = i
                place[bucket // threads] += 1
    added = 0
    children, hashed, primes = unmanaged(out), unmanaged(hashes), unmanaged(residues)  # (kt_csp.engines.frontier.raw)
    for j in range(len(tables)):
        if starts[j] == starts[j + 1]:
            continue
        table = tables[j]  # (the list keeps it; a grown one, this name until it is put there)
        slots, grown = unmanaged(table), False
        for first in range(starts[j], starts[j + 1], BATCH):
            last = min(first + BATCH, starts[j + 1])
            while 5 * (helds[j] + last - first) > 4 * slots.shape[0]:
                table, grown = _grown(table, words, residues), True
                slots = unmanaged(table)
            for o in range(first, last):  # (fetched at once: the misses overlap)
                prefetch(slots, _slot(hashed[order[o]], slots.shape[0]))
                prefetch(children, order[o])
            for o in range(first, last):
                new = _insert(slots, children, order[o], hashed[order[o]], words, primes)
                helds[j] += new
                added += new
        if grown:
            tables[j] = table
    return added


@njit(cache=True, nogil=True)
def _compact(tables: TypedList[Array], helds: Array) -> None:
    """Cut each table down to its records, one at a time (each is let go as its copy is made)."""
    for j in range(len(tables)):
        table = tables[j]
        records = np.empty((helds[j], table.shape[1]), dtype=np.int64)
        r = 0
        for row in range(table.shape[0]):
            if table[row, 0] != FREE:
                records[r, :] = table[row]
                r += 1
        tables[j] = records


def spread_all(rows: np.ndarray, threads: int, words: int) -> list[TypedList[np.ndarray]]:
    """``rows`` as ``threads`` shares of buckets (a layer of the sweep).

    Parameters
    ----------
    rows
        Records, each key once (a saved sweep's states).
    threads
        How many shares.
    words
        The 64-bit words of a key (its hash picks the bucket).

    Returns
    -------
    list of numba.typed.List
        Each thread's buckets, filed by the keys' hashes.
    """
    bits = max(1, (2 * threads - 1).bit_length())
    layer = [buckets([0] * len(range(t, 1 << bits, threads)), rows.shape[1]) for t in range(threads)]
    for t, share in enumerate(layer):
        _spread(rows, share, t, threads, bits, words)
    return layer


@njit(cache=True)
def _spread(rows: Array, into: TypedList[Array], owner: int, threads: int, bucket_bits: int, words: int) -> None:
    """The records ``rows`` (each key once) whose buckets are ``owner``'s, into its buckets
    ``into`` (empty, as many as it has): a saved sweep's states, filed to be swept."""
    mask = (1 << bucket_bits) - 1
    sizes = np.zeros(len(into), dtype=np.int64)
    place = np.empty(rows.shape[0], dtype=np.int64)
    for i in range(rows.shape[0]):
        bucket = (_hash(rows, i, words) >> 40) & mask
        place[i] = bucket // threads if bucket % threads == owner else -1
        if place[i] >= 0:
            sizes[place[i]] += 1
    for j in range(len(into)):
        into[j] = np.empty((sizes[j], rows.shape[1]), dtype=np.int64)
    sizes[:] = 0
    for i in range(rows.shape[0]):
        j = place[i]
        if j >= 0:
            into[j][sizes[j], :] = rows[i]
            sizes[j] += 1


@njit(cache=True)
def _column_sum(share: TypedList[Array], column: int) -> float:
    """The sum of ``column`` over every bucket of ``share``, as a float (a bound on exact counts)."""
    total = 0.0
    for j in range(len(share)):
        for row in range(share[j].shape[0]):
            total += share[j][row, column]
    return total


@njit(cache=True, inline="always")
def _find(table: Array, rows: Array, i: int, h: int, words: int) -> int:
    """The count word of the record of ``table`` whose key is record ``i``'s of ``rows`` (hashed
    ``h``): where a table indexes a layer, the key's position there; -1 if it is not there."""
    capacity = table.shape[0]
    slot = _slot(h, capacity)
    while table[slot, 0] != FREE:
        if _same(table, slot, rows, i, words):
            return int(table[slot, words])
        slot = slot + 1 if slot + 1 < capacity else 0
    return -1
