"""A frontier sweep's states merged with their mirror images at the end of each rank.

Where the question is its own mirror image across the ranks (`kt_csp.engines.frontier.plan`:
no end of an open tour fixed, holes mirrored), a state after a whole rank and its mirror image —
each cell's value moved to the mirror square's cell, the pieces' labels numbered again — have the
same completions: each way to finish one is the mirror image of a way to finish the other. So the
two are counted as one, the smaller key, with their counts added, and the next rank is swept from
the states left: a quarter to a third fewer (not half: a state the pruning has not yet found dead
may lack its image). Each thread turns a part of the keys, then files those whose hash is its own.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import numpy as np
from numba.typed import List as TypedList

from kt_csp.core.limits import Limits
from kt_csp.engines.frontier.buckets import FREE, RECORDS, _insert, _slot, _table
from kt_csp.engines.frontier.parallel import Layer, _Crew
from kt_csp.engines.frontier.raw import prefetch
from kt_csp.engines.frontier.states import CELLS, FIRST_LABEL, FRESH, KEEP, RELABEL, TRIAL, _hash, _pack, _unpack
from kt_csp.runtime.compiled import njit
from kt_csp.runtime.memory import available_memory

if TYPE_CHECKING:
    from kt_csp.engines.frontier.plan import Sweep
    from kt_csp.runtime.compiled import Array  # the compiled kernels' arrays

__all__ = ["merged"]

ROOM = 4  # the merge holds about this many times the states' bytes at once (copy, table, buckets)
BATCH = 32  # states filed at once, their table rows fetched into the cache together


def merged(
    rows: np.ndarray, image: np.ndarray, plan: Sweep, residues: np.ndarray, crew: _Crew, limits: Limits
) -> Layer | None:
    """The states ``rows`` (records: key, then counts; this array is written over) with each one
    and its mirror image counted as one, as a layer of the crew's shares of buckets; None where
    memory is too short to merge them (the sweep goes on with them as they are).

    Parameters
    ----------
    rows
        The states after the last square of a rank, each key once (a copy: written over).
    image
        Each frontier cell's mirror image's cell (`kt_csp.engines.frontier.plan.Sweep.mirrors`).
    plan
        The sweep's plan (how a key is packed).
    residues
        What the counts are kept modulo (`kt_csp.engines.frontier.states.EXACT`: exact).
    crew
        The threads that find the keys' mirror images, each a part of them.
    limits
        The time limit and Ctrl-C, looked at once the threads are done.

    Returns
    -------
    Layer or None
        The merged states, or None.
    """
    if ROOM * rows.nbytes > available_memory():
        return None
    threads, hashes = crew.threads, np.empty(len(rows), dtype=np.int64)
    cuts = np.linspace(0, len(rows), threads + 1).astype(int)
    crew.run(
        [
            partial(_smaller, rows, hashes, int(cuts[t]), int(cuts[t + 1]), image, plan.bits, plan.words)
            for t in range(threads)
        ],
        limits,
    )
    shares = crew.run([partial(_merge, rows, hashes, t, threads, plan.words, residues) for t in range(threads)], limits)
    layer = []
    for share in shares:  # (a thread's states in one bucket: the next square makes its own)
        bucket = TypedList.empty_list(RECORDS)
        bucket.append(share)
        layer.append(bucket)
    return layer


@njit(cache=True, nogil=True)
def _smaller(rows: Array, hashes: Array, first: int, last: int, image: Array, bits: int, words: int) -> None:
    """Each key of the states ``first`` to ``last`` of ``rows`` made the smaller of itself and its
    mirror image (each cell's value moved to its ``image``, the labels numbered again), and
    hashed into ``hashes``."""
    count = image.shape[0]
    per = 64 // bits if bits else 0
    work = np.zeros((KEEP + 1, max(FRESH + 1, count + 1)), dtype=np.int64)
    work[RELABEL, :FIRST_LABEL] = np.arange(FIRST_LABEL)  # (EMPTY, FULL, DANGLE: packed as themselves)
    work[KEEP, :] = -1
    work[KEEP, :count] = np.arange(count)
    mirrored = np.zeros((1, words), dtype=np.int64)
    for i in range(first, last):
        _unpack(rows, i, work, count, bits, per)
        for c in range(count):
            work[TRIAL, image[c]] = work[CELLS, c]
        _pack(work, mirrored, 0, bits, per, words)
        for w in range(words):
            if mirrored[0, w] != rows[i, w]:
                if mirrored[0, w] < rows[i, w]:
                    rows[i, :words] = mirrored[0]
                break
        hashes[i] = _hash(rows, i, words)


@njit(cache=True, nogil=True)
def _merge(rows: Array, hashes: Array, owner: int, threads: int, words: int, residues: Array) -> Array:
    """The records of ``rows`` that fall to thread ``owner`` (by their ``hashes``), alike keys
    added up: filed `BATCH` at a time, their table's rows fetched into the cache together first."""
    mine = 0
    for i in range(rows.shape[0]):
        mine += (hashes[i] >> 40) % threads == owner
    table = _table(max(64, mine * 5 // 3 + 1), rows.shape[1])
    for first in range(0, rows.shape[0], BATCH):
        last = min(rows.shape[0], first + BATCH)
        for i in range(first, last):
            if (hashes[i] >> 40) % threads == owner:
                prefetch(table, _slot(hashes[i], table.shape[0]))
        for i in range(first, last):
            if (hashes[i] >> 40) % threads == owner:
                _insert(table, rows, i, hashes[i], words, residues)
    each: Array = table[table[:, 0] != FREE]
    return each
