"""A frontier sweep's layers — the states before each square — with each state's *completions*:
the number of ways the sweep can finish it into a tour (`kt_csp.engines.frontier.sampling` draws
and ranks tours by them).

A forward sweep gives the layers' keys; a pass back over them gives the completions, as exact
integers of 62-bit limbs (as many as the count's own bits: a state's completions are at most the
tours counted), and must come to the sweep's count. Where every layer fits in memory they are
all kept. Where they do not, only the layers at *marks* — every ``B`` squares, ``B`` about the
square root of the squares (`_spacing`) — are kept with their completions, and the squares
between two marks (a *block*) are swept again from the first mark's keys when they are needed,
their completions found again from the second mark's: memory grows with √n layers, not n, for
two more sweeps and one more pass back.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import numpy as np
from numba.typed import List as TypedList

from kt_csp.core.instance import Instance
from kt_csp.core.limits import Limits
from kt_csp.engines.frontier.buckets import FREE, RECORDS, _find, _slot, _table
from kt_csp.engines.frontier.parallel import _Crew
from kt_csp.engines.frontier.plan import KernelArrays, Sweep, estimate, plan
from kt_csp.engines.frontier.raw import prefetch
from kt_csp.engines.frontier.residues import count_bound
from kt_csp.engines.frontier.states import _children, _choices, _hash, _workspace
from kt_csp.engines.frontier.sweep import sweep
from kt_csp.engines.frontier.tally import SweepTally
from kt_csp.errors import InternalError, MemoryLimitError
from kt_csp.runtime.compiled import njit
from kt_csp.runtime.memory import available_memory, format_bytes, require_memory

if TYPE_CHECKING:
    from kt_csp.runtime.compiled import Array  # the compiled kernels' arrays


__all__ = ["LIMB_BITS", "MOST_CHILDREN", "Block", "Layers", "add_limbs", "as_int", "kept"]

LIMB_BITS = 62  # bits of a limb of the completions (two limbs add below 2^63)
MOST_CHILDREN = 16  # choices of moves at a square, at most (four moves back, any subset)
BATCH = 32  # states (or keys) whose rows are fetched into the cache together (8 to 64 alike on closed 6x20)
# the states of all layers against the peak's, measured: 5.8 on 6x6 closed, 4.4 open, 7.7 on 5x8
# closed, 20 on 6x12 closed: about a sixth of the squares; a third is taken, to be safe
KEPT_PER_PEAK = 3
# CompiledLayers: what the compiled walks take of a block: the board's squares swept, then each
# layer's keys, index and completions
CompiledLayers = tuple["Array", "TypedList[Array]", "TypedList[Array]", "TypedList[Array]"]


@dataclass(frozen=True)
class Block:
    """The layers before squares ``first`` to ``first + len(keys) - 1``: each one's keys, index
    (a table of key and position) and completions (a row of limbs a state, lowest first)."""

    first: int
    keys: list[np.ndarray]
    indexes: list[np.ndarray]
    completions: list[np.ndarray]

    def compiled(self, live: np.ndarray) -> CompiledLayers:
        """The block as the compiled walks take it, with which of the board's squares are swept."""
        return live.astype(np.int64), _typed(self.keys), _typed(self.indexes), _typed(self.completions)


@dataclass(frozen=True)
class Layers:
    """A question's sweep: the keys and completions of the layers at ``marks`` (0, every square's
    between, the board's size), and every layer where they were all kept (``whole``)."""

    planned: Sweep
    posed: Instance
    marks: list[int]
    keys: dict[int, np.ndarray]
    completions: dict[int, np.ndarray]
    tally: SweepTally  # the forward sweep's peak and states swept
    whole: Block | None

    @property
    def among(self) -> int:
        """The number of tours: the first state's completions."""
        return as_int(self.completions[0][0])

    @property
    def limbs(self) -> int:
        """The limbs of a completion."""
        return int(self.completions[0].shape[1])

    def visit(self, seen: Callable[[Block], None], limits: Limits) -> None:
        """Show ``seen`` each block of squares between two marks in order, swept again unless
        kept whole (each let go before the next is made)."""
        if self.whole is not None:
            seen(self.whole)
            return
        for b in range(len(self.marks) - 1):
            first, last = self.marks[b], self.marks[b + 1]
            seen(_block(self.planned, first, last, self.keys, self.completions[last], limits))


def kept(posed: Instance, limits: Limits) -> Layers:
    """The sweep of a question (as counted: `Instance.as_counted`) with its layers' completions:
    every layer kept where they fit in memory, else those at marks (`_spacing`).

    Parameters
    ----------
    posed
        The question as counted.
    limits
        The time limit and Ctrl-C, looked at between squares.

    Returns
    -------
    Layers
        The layers and their completions.

    Raises
    ------
    MemoryLimitError
        Even the marks' layers and a block's would be beyond the memory there is.
    InternalError
        The pass back does not come to the sweep's count.
    """
    planned = plan(posed, limits=limits)
    n = planned.board.size
    every = _spacing(planned)
    keys: dict[int, np.ndarray] = {}

    def keep(k: int, layer: np.ndarray) -> None:
        if every >= n or k == n or (k % every == 0 and (k == 0 or planned.live[k])):
            keys[k] = layer

    tally = sweep(planned, limits, layers=keep)
    # A state's completions are at most the tours counted (one prefix that reaches it, and each
    # completion, make a tour), so the count's own bits are enough, not a bound's.
    limbs = max(1, math.ceil(tally.total.bit_length() / LIMB_BITS))
    completions = {n: np.zeros((len(keys[n]), limbs), dtype=np.int64)}
    if every >= n:
        whole = _completed(planned, 0, [keys[k] for k in range(n + 1)], completions[n], limits)
        marks, completions[0] = [0, n], whole.completions[0]
    else:
        whole, marks = None, sorted(keys)
        for b in range(len(marks) - 2, -1, -1):  # (each block let go before the next is made)
            completions[marks[b]] = _block(
                planned, marks[b], marks[b + 1], keys, completions[marks[b + 1]], limits
            ).completions[0]
    among = as_int(completions[0][0])
    if among != tally.total:
        raise InternalError(
            f"the layers of {planned.board} complete {among:,} tours, the sweep counted {tally.total:,}"
        )
    return Layers(planned, posed, marks, {m: keys[m] for m in marks}, completions, tally, whole)


def _spacing(planned: Sweep) -> int:
    """The squares between two marks: the board's size where every layer fits in memory, else
    the spacing that needs least memory (about √n), refused where even that is beyond it.

    Each state of a layer kept takes its key, its index (a table 60 % full, key and position) and
    its completions (limbs: `count_bound`'s, before the count is known); a mark's layer only its
    key and completions. The layers average a third of the peak (`KEPT_PER_PEAK`)."""
    n, guess = planned.board.size, estimate(planned)
    if guess is None:  # (a leaper whose sweeps were not measured: every layer, checked as made)
        return n
    key, limbs = 8 * planned.words, 8 * max(1, math.ceil(count_bound(planned.board) / LIMB_BITS))
    held, marked = key + 8 * (planned.words + 1) * 5 // 3 + limbs, key + limbs
    peak, have = guess[0], available_memory()
    if peak * n // KEPT_PER_PEAK * held <= have:
        return n
    every = max(1, round(math.sqrt(n * marked / (KEPT_PER_PEAK * held))))
    need = (n // every + 1) * peak // KEPT_PER_PEAK * marked + every * peak * held
    if need > have:  # (refused at once, extrapolated or not: the sweep first would take long to fail)
        raise MemoryLimitError(
            f"a tour drawn from the frontier sweep of {planned.board} keeps its states every {every} squares "
            f"and those of {every} squares at once: about {format_bytes(need)} ({guess[2]}); this machine has "
            f"{format_bytes(have)} available"
        )
    return every


def _block(
    planned: Sweep, first: int, last: int, keys: dict[int, np.ndarray], after: np.ndarray, limits: Limits
) -> Block:
    """The layers from mark ``first`` to mark ``last`` swept again from the first's ``keys``,
    with their completions from the last's (``after``). The marks' own keys stand at both ends,
    as their completions are placed by them."""
    between: dict[int, np.ndarray] = {}
    sweep(planned, limits, layers=between.__setitem__, between=(first, keys[first], last))
    listed = [keys[first], *(between[k] for k in range(first + 1, last)), keys[last]]
    return _completed(planned, first, listed, after, limits)


def _completed(planned: Sweep, first: int, keys: list[np.ndarray], after: np.ndarray, limits: Limits) -> Block:
    """Each layer's index and its states' completions, from the last (whose are ``after``) back
    to the layer before square ``first``. A square the sweep passes over (a hole) leaves its
    layer as it was: the layer after it, so that positions agree."""
    words, threads = planned.words, len(os.sched_getaffinity(0))
    crew, end = _Crew(threads), len(keys) - 1
    indexes, completions = [np.empty((0, 0), dtype=np.int64)] * end + [_index(keys[end], words)], [after] * (end + 1)
    for r in range(end - 1, -1, -1):
        limits.check()
        k = first + r
        if not planned.live[k]:
            keys[r], indexes[r], completions[r] = keys[r + 1], indexes[r + 1], completions[r + 1]
            continue
        require_memory(len(keys[r]) * (8 * (words + 1) * 5 // 3 + 8 * after.shape[1]), f"the layers of {planned.board}")
        indexes[r] = _index(keys[r], words)
        completions[r] = np.zeros((len(keys[r]), after.shape[1]), dtype=np.int64)
        cuts = np.linspace(0, len(keys[r]), threads + 1).astype(int)
        crew.run(
            [
                partial(
                    _suffix,
                    k,
                    keys[r],
                    int(cuts[t]),
                    int(cuts[t + 1]),
                    indexes[r + 1],
                    completions[r + 1],
                    completions[r],
                    planned.kernel,
                    planned.params(k),
                )
                for t in range(threads)
            ],
            limits,
        )
    crew.close()
    return Block(first, keys, indexes, completions)


@njit(cache=True, nogil=True)
def _index(keys: Array, words: int) -> Array:
    """A table of the layer's ``keys`` (each once), each with its position (in the column after
    the key): filed `BATCH` keys at a time, their rows fetched into the cache together first."""
    table = _table(max(64, keys.shape[0] * 5 // 3 + 1), words + 1)
    capacity, hashes = table.shape[0], np.empty(BATCH, dtype=np.int64)
    for first in range(0, keys.shape[0], BATCH):
        last = min(keys.shape[0], first + BATCH)
        for i in range(first, last):
            hashes[i - first] = _hash(keys, i, words)
            prefetch(table, _slot(hashes[i - first], capacity))
        for i in range(first, last):
            slot = _slot(hashes[i - first], capacity)
            while table[slot, 0] != FREE:
                slot = slot + 1 if slot + 1 < capacity else 0
            table[slot, :words] = keys[i]
            table[slot, words] = i
    return table


@njit(cache=True, nogil=True)
def _suffix(
    k: int,
    keys: Array,
    first: int,
    last: int,
    index: Array,
    following: Array,
    result: Array,
    kernel: KernelArrays,
    params: Array,
) -> None:
    """The completions of the states ``first`` to ``last`` before square ``k``, into ``result``:
    the tours their choices at ``k`` complete, and the completions of the states they lead to
    (``following``, found by ``index``). `BATCH` states at a time: their children made, then
    looked up, then added, so that the rows each step reads are fetched into the cache together
    (a lookup alone is a wait on memory: this takes a third less time on closed 6x20)."""
    words = params[2]
    per = 64 // params[1] if params[1] else 0
    work, masks = _workspace(k, kernel), kernel[1]
    choices = _choices(masks, k)
    rows = np.zeros((1, words + 1), dtype=np.int64)
    room = BATCH * MOST_CHILDREN
    out = np.empty((room, words + 1), dtype=np.int64)
    hashes, found, parent = (
        np.empty(room, dtype=np.int64),
        np.empty(room, dtype=np.int64),
        np.empty(room, dtype=np.int64),
    )
    picks, finals = np.empty(room, dtype=np.int64), np.empty(MOST_CHILDREN, dtype=np.int64)
    capacity = index.shape[0]
    for start in range(first, last, BATCH):
        made = 0
        for i in range(start, min(last, start + BATCH)):
            rows[0, :words] = keys[i]
            before = made
            made, result[i, 0] = _children(
                k, rows, 0, work, masks, choices, params, per, out, made, hashes, picks, finals
            )
            for c in range(before, made):
                parent[c] = i
                prefetch(index, _slot(hashes[c], capacity))
        for c in range(made):
            found[c] = _find(index, out, c, hashes[c], words)
            prefetch(following, found[c])
        for c in range(made):
            add_limbs(result, parent[c], following, found[c])


@njit(cache=True, inline="always")
def add_limbs(into: Array, i: int, source: Array, j: int) -> None:
    """Add row ``j`` of ``source`` to row ``i`` of ``into`` (integers of 62-bit limbs, lowest first).

    Parameters
    ----------
    into, source
        Rows of limbs, lowest first.
    i, j
        The rows added to and added.
    """
    carry = 0
    for limb in range(into.shape[1]):
        total = into[i, limb] + source[j, limb] + carry
        carry = total >> LIMB_BITS
        into[i, limb] = total & ((1 << LIMB_BITS) - 1)


def as_int(limbs: np.ndarray) -> int:
    """The integer whose 62-bit limbs, lowest first, are ``limbs``.

    Parameters
    ----------
    limbs
        A row of limbs.

    Returns
    -------
    int
        The number.
    """
    return sum(int(limb) << (LIMB_BITS * i) for i, limb in enumerate(limbs))


def _typed(layers: list[np.ndarray]) -> TypedList[np.ndarray]:
    """The layers as a list the compiled walks take."""
    listed = TypedList.empty_list(RECORDS)
    for layer in layers:
        listed.append(np.ascontiguousarray(layer))
    return listed
