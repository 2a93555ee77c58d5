"""Tours drawn uniformly at random among all tours of a question, from a frontier sweep's layers.

A forward sweep keeps every square's states (their keys: the counts are not needed); a pass back
over the layers gives each state its *completions* — the number of ways the sweep can finish it
into a tour — as exact integers of several 62-bit limbs; a tour is then drawn square by square
from the first state, each choice of moves (or the tour's completion) taken with probability its
completions over its state's. Every tour of the question is drawn with the same probability,
exactly: each is one path through the layers (Warnsdorff's rule with random ties is not
uniform). The completions of the first state are the number of tours.
"""

from __future__ import annotations

import math
import os
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, NamedTuple

import numpy as np
from numba.typed import List as TypedList

from kt_csp.core.choices import FrontierOptions
from kt_csp.core.instance import Instance
from kt_csp.core.limits import Limits
from kt_csp.core.result import Result, Stats, Status
from kt_csp.core.tour import Squares, Tour
from kt_csp.core.verifier import verify
from kt_csp.core.words import quantity
from kt_csp.engines.frontier.buckets import FREE, RECORDS, _find, _slot, _table
from kt_csp.engines.frontier.parallel import _Crew
from kt_csp.engines.frontier.plan import KernelArrays, Sweep, estimate, plan
from kt_csp.engines.frontier.raw import prefetch
from kt_csp.engines.frontier.states import _children, _choices, _hash, _workspace
from kt_csp.engines.frontier.sweep import FAR_BEYOND, NAME, sweep
from kt_csp.engines.frontier.tally import SweepTally
from kt_csp.engines.frontier.tours_read import as_asked, choices_of, moves_back, read_tour, reversal_shares_rank
from kt_csp.errors import InternalError, KtError, MemoryLimitError
from kt_csp.runtime.compiled import njit
from kt_csp.runtime.memory import available_memory, format_bytes, require_memory

if TYPE_CHECKING:
    from kt_csp.runtime.compiled import Array  # the compiled kernels' arrays


__all__ = ["LIMB_BITS", "Drawn", "Ranked", "draw", "rank", "solve"]

LIMB_BITS = 62  # bits of a limb of the completions (two limbs add below 2^63)
MOST_CHILDREN = 16  # choices of moves at a square, at most (four moves back, any subset)
BATCH = 32  # states (or keys) whose rows are fetched into the cache together (8 to 64 alike on closed 6x20)
# what the compiled walks take of the layers: the squares swept, and each square's keys, index and completions
CompiledLayers = tuple["Array", "TypedList[Array]", "TypedList[Array]", "TypedList[Array]"]
LAYER_BYTES = 60  # per state kept, about: its key, its index (a table 60 % full) and two limbs
# the states of all layers against the peak's, measured: 5.8 on 6x6 closed, 4.4 open, 7.7 on 5x8
# closed, 20 on 6x12 closed: about a sixth of the squares; a third is taken, to be safe
KEPT_PER_PEAK = 3


@dataclass(frozen=True)
class Drawn:
    """Tours drawn uniformly at random, their ranks among all tours (`rank`), and the number of
    tours they were drawn from (a tour and its reversal one where both are tours of the question:
    `reversal_shares_rank`; as `kt_csp.engines.frontier.sweep.sweep` counts them)."""

    tours: list[Tour]
    among: int
    ranks: list[int] = field(default_factory=list)
    peak: int = 0  # the sweep's most states at once
    swept: int = 0  # and its states swept in all


class Ranked(NamedTuple):
    """A tour's rank among all tours of its question (from 0), and how many there are."""

    rank: int
    among: int


@dataclass(frozen=True)
class _Layers:
    """A question's sweep kept whole: each square's keys, their index, and their completions."""

    planned: Sweep
    posed: Instance
    keys: list[np.ndarray]
    indexes: list[np.ndarray]
    completions: list[np.ndarray]
    tally: SweepTally  # the forward sweep's peak and states swept

    @property
    def among(self) -> int:
        """The number of tours: the first state's completions."""
        return _as_int(self.completions[0][0])

    def compiled(self) -> CompiledLayers:
        """The layers as the compiled walks take them: which squares are swept, then each
        square's keys, index and completions."""
        return self.planned.live.astype(np.int64), _typed(self.keys), _typed(self.indexes), _typed(self.completions)


def draw(
    instance: Instance,
    how_many: int = 1,
    seed: int = 0,
    limits: Limits = Limits(),
    ranks: Sequence[int] | None = None,
) -> Drawn:
    """``how_many`` tours of ``instance`` drawn uniformly at random (with replacement), by ``seed``;
    or the tours of the given ``ranks``.

    Parameters
    ----------
    instance
        A question the frontier counter counts: any leaper, holes, open or closed, ends fixed or
        free (a closed tour is read from the first square, or its fixed end).
    how_many, seed
        How many tours to draw, and the seed that makes the draw repeatable.
    limits
        The time limit and Ctrl-C, looked at between squares (`LimitReached`).
    ranks
        The ranks of the tours wanted (from 0, below the number of tours: `rank`) instead of
        ``how_many`` drawn at random; each is read in its first direction.

    Returns
    -------
    Drawn
        The tours, each read in a direction chosen at random where no end is fixed, their ranks,
        and the number of tours there are; no tour where there is none.

    Raises
    ------
    KtError
        A rank that no tour has.

    Examples
    --------
    >>> from kt_csp import question
    >>> drawn = draw(question("3x4"), 2, seed=1)
    >>> drawn.among, len(drawn.tours)  # 8 open tours of 3x4 (16 read both ways)
    (8, 2)
    >>> draw(question("3x4"), ranks=drawn.ranks).tours[0] in (drawn.tours[0], drawn.tours[0][::-1])
    True
    """
    posed = instance.as_counted()
    few = _too_few_to_sweep(posed)
    layers = None if few is not None else _kept(posed, limits.begun())
    among = layers.among if layers is not None else int(few or 0)
    rng = random.Random(seed)
    if ranks is not None:
        _check_ranks(ranks, among)
        asked, turns = list(ranks), [False] * len(ranks)
    else:
        asked = [rng.randrange(among) for _ in range(how_many)] if among else []
        turns = [bool(rng.getrandbits(1)) for _ in asked]
    if layers is None:  # one square, one tour
        return Drawn([Tour([int(posed.board.live[0])]) for _ in asked], among, asked)
    peak, swept = layers.tally.peak, layers.tally.states
    if not asked:
        return Drawn([], among, [], peak, swept)
    chosen = _walks(layers, asked)
    back = moves_back(layers.planned)
    tours = [
        Tour(as_asked(read_tour(layers.planned, back, row, layers.posed, turn), instance))
        for row, turn in zip(chosen, turns, strict=True)
    ]
    return Drawn(tours, among, asked, peak, swept)


def rank(instance: Instance, tour: Squares, limits: Limits = Limits()) -> Ranked:
    """The rank of ``tour`` among all tours of ``instance`` (from 0), and the number of tours.

    Tours are ranked in the order of the frontier sweep's choices, square by square (each
    square's choices in the order the sweep makes them); a tour and its reversal have one rank
    where both are tours of ``instance`` (`reversal_shares_rank`). `draw` with ``ranks`` gives the tour back.

    Parameters
    ----------
    instance
        A question the frontier counter counts.
    tour
        A tour of it (a square sequence, move 0 first), held to the verifier first.
    limits
        The time limit and Ctrl-C, looked at between squares.

    Returns
    -------
    Ranked
        The tour's rank and the number of tours it is ranked among.

    Raises
    ------
    KtError
        ``tour`` is not a tour of ``instance`` (the verifier's reason).

    Examples
    --------
    >>> from kt_csp import question
    >>> drawn = draw(question("3x4"), ranks=[5])
    >>> rank(question("3x4"), drawn.tours[0])
    Ranked(rank=5, among=8)
    """
    verdict = verify(instance, np.asarray(tour, dtype=np.int64))
    if not verdict.valid:
        raise KtError(f"not a tour of {instance.board}: {verdict.fault}")
    posed = instance.as_counted()
    if _too_few_to_sweep(posed) is not None:  # (a tour verified: the one square's)
        return Ranked(0, 1)
    layers = _kept(posed, limits.begun())
    planned, back = layers.planned, moves_back(layers.planned)
    masks = choices_of(planned, back, [int(s) for s in tour], layers.posed.closed)
    limbs = _rank(masks, layers.compiled(), planned.kernel, _params(planned))
    return Ranked(_as_int(limbs), layers.among)


def solve(instance: Instance, limits: Limits = Limits(), options: FrontierOptions = FrontierOptions()) -> Result:
    """A tour of ``instance`` drawn uniformly at random among all its tours (by ``options.seed``),
    or the tour of rank ``options.rank``; none where the sweep counts none. The longest uncrossed
    path, proved, where ``instance`` asks for it (`kt_csp.engines.frontier.longest`).

    Parameters
    ----------
    instance, limits, options
        As for every engine's ``solve`` (`kt_csp.engines.registry.SolveFunction`).

    Returns
    -------
    Result
        ``found``, its note saying which tour of how many; ``none`` where there is no tour.

    Raises
    ------
    KtError
        A checkpoint or spill folder (for counting), or a rank that no tour has.

    Examples
    --------
    >>> from kt_csp import question
    >>> found = solve(question("5x6", closed=True), options=FrontierOptions(rank=3))
    >>> found.status.value, found.note
    ('found', 'the tour of rank 3 among 8 (a tour and its reversal one)')
    """
    if options.checkpoint is not None or options.spill is not None:
        raise KtError("--checkpoint and --spill are for counting: a tour is drawn from the sweep kept in memory")
    if instance.longest:  # the sweep's other question, proved rather than drawn
        from kt_csp.engines.frontier.longest import longest

        if options.rank is not None or options.random or options.seed is not None:
            flag = "--rank" if options.rank is not None else "--random" if options.random else "--seed"
            raise KtError(f"{flag} draws one of a question's tours: the longest path is one path")
        return longest(instance, limits)
    started = time.perf_counter()
    ranks = None if options.rank is None else [options.rank]
    drawn = draw(instance, 1, options.seed or 0, limits, ranks)
    stats = Stats(drawn.peak, drawn.swept, time.perf_counter() - started)
    if not drawn.tours:
        return Result(NAME, instance, Status.NONE, stats=stats, reason="the frontier sweep counts no tour")
    among = f"{drawn.among:,}" + (" (a tour and its reversal one)" if reversal_shares_rank(instance) else "")
    how = f"the tour of rank {options.rank:,} among {among}" if ranks else _drawn_note(drawn, among, options)
    return Result(NAME, instance, Status.FOUND, drawn.tours[0], stats, note=how)


def _drawn_note(drawn: Drawn, among: str, options: FrontierOptions) -> str:
    return f"drawn uniformly at random (seed {options.seed or 0}): rank {drawn.ranks[0]:,} among {among}"


def _too_few_to_sweep(posed: Instance) -> int | None:
    """The number of tours of a board of one square (one open tour), or two for a closed tour
    (none); None for a board the sweep takes."""
    if posed.board.squares == 1 or (posed.closed and posed.board.squares < 3):
        return 0 if posed.closed else 1
    return None


def _kept(posed: Instance, limits: Limits) -> _Layers:
    """The sweep of a question (as counted: `Instance.as_counted`) kept whole, with every state's
    completions."""
    planned = plan(posed, limits=limits)
    keys, tally = _layers(planned, limits)
    # A state's completions are at most the tours counted (one prefix that reaches it, and each
    # completion, make a tour), so the count's own bits are enough, not a bound's.
    limbs = max(1, math.ceil(tally.total.bit_length() / LIMB_BITS))
    indexes, completions = _completions(planned, keys, limbs, limits)
    among = _as_int(completions[0][0])
    if among != tally.total:
        raise InternalError(
            f"the layers of {planned.board} complete {among:,} tours, the sweep counted {tally.total:,}"
        )
    return _Layers(planned, posed, keys, indexes, completions, tally)


def _check_ranks(ranks: Sequence[int], among: int) -> None:
    """Refuse a rank that no tour has, in one line that says which there are."""
    for asked in ranks:
        if not 0 <= asked < among:
            there = f"ranks 0 to {among - 1:,}" if among > 1 else "rank 0" if among else "no rank"
            raise KtError(
                f"no tour has rank {asked:,}: there {'is' if among == 1 else 'are'} {quantity(among, 'tours')} ({there})"
            )


def _layers(planned: Sweep, limits: Limits) -> tuple[list[np.ndarray], SweepTally]:
    """The keys of the states before each square and after the last (each key once), from the
    frontier sweep on every core, and the sweep's tally; refused at once where the layers would
    be far beyond the memory there is."""
    guess = estimate(planned)
    if guess is not None:
        kept = guess[0] * planned.board.size // KEPT_PER_PEAK
        have, far = available_memory(), 1 if guess[2] == "measured" else FAR_BEYOND
        if kept * LAYER_BYTES > far * have:
            raise MemoryLimitError(
                f"a tour drawn from the frontier sweep of {planned.board} keeps every square's states: about "
                f"{kept:,} states, {format_bytes(kept * LAYER_BYTES)} ({guess[2]}); this machine has "
                f"{format_bytes(have)} available"
            )
    keys: list[np.ndarray] = []
    tally = sweep(planned, limits, layers=keys)
    return keys, tally


def _completions(
    planned: Sweep, keys: list[np.ndarray], limbs: int, limits: Limits
) -> tuple[list[np.ndarray], list[np.ndarray]]:
    """Each layer's index (key to position) and its states' completions, from the last back."""
    n, words = planned.board.size, planned.words
    threads = len(os.sched_getaffinity(0))
    crew = _Crew(threads)
    indexes: list[np.ndarray] = [np.empty((0, 0), dtype=np.int64)] * (n + 1)
    completions: list[np.ndarray] = [np.empty((0, 0), dtype=np.int64)] * (n + 1)
    indexes[n], completions[n] = _index(keys[n], words), np.zeros((len(keys[n]), limbs), dtype=np.int64)
    for k in range(n - 1, -1, -1):
        limits.check()
        if not planned.live[k]:
            indexes[k], completions[k] = indexes[k + 1], completions[k + 1]
            continue
        require_memory(len(keys[k]) * LAYER_BYTES, f"the layers of {planned.board}")
        indexes[k] = _index(keys[k], words)
        completions[k] = np.zeros((len(keys[k]), limbs), dtype=np.int64)
        cuts = np.linspace(0, len(keys[k]), threads + 1).astype(int)
        crew.run(
            [
                partial(
                    _suffix,
                    k,
                    keys[k],
                    int(cuts[t]),
                    int(cuts[t + 1]),
                    indexes[k + 1],
                    completions[k + 1],
                    completions[k],
                    planned.kernel,
                    planned.params(k),
                )
                for t in range(threads)
            ],
            limits,
        )
    crew.close()
    return indexes, completions


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
            _add_limbs(result, parent[c], following, found[c])


@njit(cache=True, inline="always")
def _add_limbs(into: Array, i: int, source: Array, j: int) -> None:
    """Add row ``j`` of ``source`` to row ``i`` of ``into`` (integers of 62-bit limbs, lowest first)."""
    carry = 0
    for limb in range(into.shape[1]):
        total = into[i, limb] + source[j, limb] + carry
        carry = total >> LIMB_BITS
        into[i, limb] = total & ((1 << LIMB_BITS) - 1)


@njit(cache=True, inline="always")
def _below(drawn: Array, bound: Array, j: int) -> bool:
    """Whether ``drawn`` is less than row ``j`` of ``bound``."""
    for limb in range(drawn.shape[0] - 1, -1, -1):
        if drawn[limb] != bound[j, limb]:
            return bool(drawn[limb] < bound[j, limb])
    return False


@njit(cache=True, inline="always")
def _take(drawn: Array, bound: Array, j: int) -> None:
    """``drawn`` less row ``j`` of ``bound`` (which is not larger)."""
    borrow = 0
    for limb in range(drawn.shape[0]):
        value = drawn[limb] - bound[j, limb] - borrow
        borrow = 1 if value < 0 else 0
        drawn[limb] = value + (borrow << LIMB_BITS)


@njit(cache=True, inline="always")
def _step(
    k: int,
    place: int,
    row: Array,
    keys: TypedList[Array],
    kernel: KernelArrays,
    params: Array,
    out: Array,
    hashes: Array,
    picks: Array,
    finals: Array,
) -> tuple[int, int]:
    """The children of state ``place`` before square ``k`` (into ``out``, their choices into
    ``picks``) and the choices that complete the tour there (into ``finals``): how many of each."""
    words = params[k, 2]
    work, masks = _workspace(k, kernel), kernel[1]
    row[0, :words] = keys[k][place]
    per = 64 // params[k, 1] if params[k, 1] else 0
    return _children(k, row, 0, work, masks, _choices(masks, k), params[k], per, out, 0, hashes, picks, finals)


@njit(cache=True, inline="always")
def _buffers(words: int) -> tuple[Array, Array, Array, Array, Array]:
    """A walk's room for one state (its key), its children, their hashes and their choices, and
    the choices that complete the tour."""
    row = np.zeros((1, words + 1), dtype=np.int64)
    out = np.empty((MOST_CHILDREN, words + 1), dtype=np.int64)
    hashes = np.empty(MOST_CHILDREN, dtype=np.int64)
    return row, out, hashes, np.empty(MOST_CHILDREN, dtype=np.int64), np.empty(MOST_CHILDREN, dtype=np.int64)


@njit(cache=True)
def _walk(ranks: Array, layers: CompiledLayers, kernel: KernelArrays, params: Array) -> Array:
    """The tours of the given ranks (a row of limbs each, lowest first): each row of the result
    the choice of moves back taken at each square (-1: none). At each square the tours that end
    there come first, one each, then each child's completions in the order of the children."""
    live, keys, indexes, completions = layers
    n, words = live.shape[0], params[0, 2]
    chosen = np.full((ranks.shape[0], n), -1, dtype=np.int64)
    row, out, hashes, picks, finals = _buffers(words)
    one = np.zeros((1, ranks.shape[1]), dtype=np.int64)
    one[0, 0] = 1
    for d in range(ranks.shape[0]):
        left, place = ranks[d].copy(), 0
        for k in range(n):
            if live[k] == 0:
                continue
            made, done = _step(k, place, row, keys, kernel, params, out, hashes, picks, finals)
            ended = False
            for f in range(done):  # a choice that completes the tour: one tour
                if _below(left, one, 0):
                    chosen[d, k], ended = finals[f], True
                    break
                _take(left, one, 0)
            if ended:
                break
            for c in range(made):
                j = _find(indexes[k + 1], out, c, hashes[c], words)
                if _below(left, completions[k + 1], j):
                    chosen[d, k], place = picks[c], j
                    break
                _take(left, completions[k + 1], j)
    return chosen


@njit(cache=True)
def _rank(masks_taken: Array, layers: CompiledLayers, kernel: KernelArrays, params: Array) -> Array:
    """The rank (limbs, lowest first) of the tour whose choice of moves back at each square is
    ``masks_taken``: the tours that `_walk` passes before it."""
    live, keys, indexes, completions = layers
    n, words = live.shape[0], params[0, 2]
    row, out, hashes, picks, finals = _buffers(words)
    total = np.zeros((1, completions[0].shape[1]), dtype=np.int64)
    one = np.zeros((1, total.shape[1]), dtype=np.int64)
    one[0, 0] = 1
    place = 0
    for k in range(n):
        if live[k] == 0:
            continue
        made, done = _step(k, place, row, keys, kernel, params, out, hashes, picks, finals)
        for f in range(done):
            if finals[f] == masks_taken[k]:
                found: Array = total[0]
                return found
            _add_limbs(total, 0, one, 0)
        for c in range(made):
            j = _find(indexes[k + 1], out, c, hashes[c], words)
            if picks[c] == masks_taken[k]:
                place = j
                break
            _add_limbs(total, 0, completions[k + 1], j)
    raise AssertionError("a verified tour that the sweep does not make")


def _as_int(limbs: np.ndarray) -> int:
    return sum(int(limb) << (LIMB_BITS * i) for i, limb in enumerate(limbs))


def _as_limbs(numbers: list[int], limbs: int) -> np.ndarray:
    """Each number as a row of ``limbs`` limbs, lowest first."""
    rows = np.zeros((len(numbers), limbs), dtype=np.int64)
    for i, number in enumerate(numbers):
        for limb in range(limbs):
            rows[i, limb] = (number >> (LIMB_BITS * limb)) & ((1 << LIMB_BITS) - 1)
    return rows


def _params(planned: Sweep) -> np.ndarray:
    """Every square's kernel numbers (`Sweep.params`), one row each."""
    return np.array([planned.params(k) for k in range(planned.board.size)], dtype=np.int64)


def _walks(layers: _Layers, ranks: list[int]) -> np.ndarray:
    """The choices of moves of the tours of ``ranks`` (`_walk`), one row each."""
    asked = _as_limbs(ranks, layers.completions[0].shape[1])
    return _walk(asked, layers.compiled(), layers.planned.kernel, _params(layers.planned))


def _typed(layers: list[np.ndarray]) -> TypedList[np.ndarray]:
    """The layers as a list the compiled walk takes."""
    listed = TypedList.empty_list(RECORDS)
    for layer in layers:
        listed.append(np.ascontiguousarray(layer))
    return listed
