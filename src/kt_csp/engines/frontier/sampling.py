"""Tours drawn uniformly at random among all tours of a question, from a frontier sweep's layers.

A forward sweep keeps the states before each square, and a pass back over them gives each state
its *completions* — the number of ways the sweep can finish it into a tour — as exact integers of
several 62-bit limbs (`kt_csp.engines.frontier.layers`: every layer, or those every √n squares
where they do not all fit); a tour is then drawn square by square from the first state, each
choice of moves (or the tour's completion) taken with probability its completions over its
state's. Every tour of the question is drawn with the same probability, exactly: each is one
path through the layers (Warnsdorff's rule with random ties is not uniform). The completions of
the first state are the number of tours.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, NamedTuple

import numpy as np

from kt_csp.core.choices import FrontierOptions
from kt_csp.core.instance import Instance
from kt_csp.core.limits import Limits
from kt_csp.core.result import Result, Stats, Status
from kt_csp.core.tour import Squares, Tour
from kt_csp.core.verifier import verify
from kt_csp.core.words import quantity
from kt_csp.engines.frontier.buckets import _find
from kt_csp.engines.frontier.layers import LIMB_BITS, MOST_CHILDREN, CompiledLayers, Layers, add_limbs, as_int, kept
from kt_csp.engines.frontier.plan import KernelArrays, Sweep
from kt_csp.engines.frontier.states import _children, _choices, _workspace
from kt_csp.engines.frontier.sweep import NAME
from kt_csp.engines.frontier.tours_read import as_asked, choices_of, moves_back, read_tour, reversal_shares_rank
from kt_csp.errors import InternalError, KtError
from kt_csp.runtime.compiled import njit

if TYPE_CHECKING:
    from kt_csp.runtime.compiled import Array  # the compiled kernels' arrays


__all__ = ["Drawn", "Ranked", "draw", "rank", "solve"]


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
    layers = None if few is not None else kept(posed, limits.begun())
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
    chosen = _walks(layers, asked, limits)
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
    layers = kept(posed, limits.begun())
    planned, back = layers.planned, moves_back(layers.planned)
    masks = choices_of(planned, back, [int(s) for s in tour], layers.posed.closed)
    total, at, params = np.zeros((1, layers.limbs), dtype=np.int64), np.zeros(1, dtype=np.int64), _params(planned)
    layers.visit(
        lambda block: _rank(masks, total, at, block.first, block.compiled(planned.live), planned.kernel, params),
        limits,
    )
    if at[0] >= 0:
        raise InternalError(f"a verified tour of {planned.board} that the sweep does not make")
    return Ranked(as_int(total[0]), layers.among)


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


def _check_ranks(ranks: Sequence[int], among: int) -> None:
    """Refuse a rank that no tour has, in one line that says which there are."""
    for asked in ranks:
        if not 0 <= asked < among:
            there = f"ranks 0 to {among - 1:,}" if among > 1 else "rank 0" if among else "no rank"
            raise KtError(
                f"no tour has rank {asked:,}: there {'is' if among == 1 else 'are'} {quantity(among, 'tours')} ({there})"
            )


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
    key: Array,
    row: Array,
    kernel: KernelArrays,
    params: Array,
    out: Array,
    hashes: Array,
    picks: Array,
    finals: Array,
) -> tuple[int, int]:
    """The children of the state whose key is ``key`` before square ``k`` (into ``out``, their
    choices into ``picks``) and the choices that complete the tour there (into ``finals``): how
    many of each."""
    words = params[k, 2]
    work, masks = _workspace(k, kernel), kernel[1]
    row[0, :words] = key
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
def _walk(
    lefts: Array, places: Array, chosen: Array, first: int, layers: CompiledLayers, kernel: KernelArrays, params: Array
) -> None:
    """Walk tours through a block of layers from square ``first``: each from state ``places[d]``
    there (-1: its tour is complete), with ``lefts[d]`` (limbs, lowest first) left of its rank,
    both moved on; its choice of moves back at each square into ``chosen[d]``. At each square
    the tours that end there come first, one each, then each child's completions in the order
    of the children."""
    live, keys, indexes, completions = layers
    words = params[0, 2]
    row, out, hashes, picks, finals = _buffers(words)
    one = np.zeros((1, lefts.shape[1]), dtype=np.int64)
    one[0, 0] = 1
    for d in range(lefts.shape[0]):
        left, place = lefts[d], places[d]
        for r in range(len(keys) - 1 if place >= 0 else 0):
            k = first + r
            if live[k] == 0:
                continue
            made, done = _step(k, keys[r][place], row, kernel, params, out, hashes, picks, finals)
            for f in range(done):  # a choice that completes the tour: one tour
                if _below(left, one, 0):
                    chosen[d, k], place = finals[f], -1
                    break
                _take(left, one, 0)
            if place < 0:
                break
            for c in range(made):
                j = _find(indexes[r + 1], out, c, hashes[c], words)
                if _below(left, completions[r + 1], j):
                    chosen[d, k], place = picks[c], j
                    break
                _take(left, completions[r + 1], j)
        places[d] = place


@njit(cache=True)
def _rank(
    masks_taken: Array, total: Array, at: Array, first: int, layers: CompiledLayers, kernel: KernelArrays, params: Array
) -> None:
    """Count into ``total`` (limbs, lowest first) the tours that `_walk` passes, in a block of
    layers from square ``first``, before the tour whose choice of moves back at each square is
    ``masks_taken``, from its state ``at[0]`` there (moved on; -1 once the tour is complete)."""
    live, keys, indexes, completions = layers
    words = params[0, 2]
    row, out, hashes, picks, finals = _buffers(words)
    one = np.zeros((1, total.shape[1]), dtype=np.int64)
    one[0, 0] = 1
    for r in range(len(keys) - 1 if at[0] >= 0 else 0):
        k = first + r
        if live[k] == 0:
            continue
        made, done = _step(k, keys[r][at[0]], row, kernel, params, out, hashes, picks, finals)
        for f in range(done):
            if finals[f] == masks_taken[k]:
                at[0] = -1
                return
            add_limbs(total, 0, one, 0)
        for c in range(made):
            j = _find(indexes[r + 1], out, c, hashes[c], words)
            if picks[c] == masks_taken[k]:
                at[0] = j
                break
            add_limbs(total, 0, completions[r + 1], j)


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


def _walks(layers: Layers, ranks: list[int], limits: Limits) -> np.ndarray:
    """The choices of moves of the tours of ``ranks`` (`_walk`), one row each, block by block."""
    planned = layers.planned
    lefts, places = _as_limbs(ranks, layers.limbs), np.zeros(len(ranks), dtype=np.int64)
    chosen = np.full((len(ranks), planned.board.size), -1, dtype=np.int64)
    params = _params(planned)
    layers.visit(
        lambda block: _walk(lefts, places, chosen, block.first, block.compiled(planned.live), planned.kernel, params),
        limits,
    )
    return chosen
