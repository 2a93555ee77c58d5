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
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import numpy as np
from numba import njit
from numba.typed import List as TypedList

from kt_csp.core.instance import Instance
from kt_csp.core.limits import Limits
from kt_csp.core.tour import Tour
from kt_csp.engines.frontier.buckets import RECORDS, _find, _insert, _table
from kt_csp.engines.frontier.parallel import _Crew
from kt_csp.engines.frontier.plan import KernelArrays, Sweep, plan
from kt_csp.engines.frontier.residues import count_bound
from kt_csp.engines.frontier.states import EXACT, _children, _choices, _hash, _workspace
from kt_csp.runtime.compiled import hold_ctrl_c_while_compiling
from kt_csp.runtime.memory import require_memory

if TYPE_CHECKING:
    from kt_csp.runtime.compiled import Array  # the compiled kernels' arrays

hold_ctrl_c_while_compiling()  # a Ctrl-C must not cut numba's compiler short (kt_csp.runtime.compiled)

__all__ = ["LIMB_BITS", "Drawn", "draw"]

LIMB_BITS = 62  # bits of a limb of the completions (two limbs add below 2^63)
MOST_CHILDREN = 16  # choices of moves at a square, at most (four moves back, any subset)
LAYER_BYTES = 60  # per state kept, about: its key, its index (a table 60 % full) and two limbs


@dataclass(frozen=True)
class Drawn:
    """Tours drawn uniformly at random, and the number of tours they were drawn from (undirected
    unless an end is fixed, as `kt_csp.engines.frontier.sweep.sweep` counts them)."""

    tours: list[Tour]
    among: int


def draw(instance: Instance, how_many: int = 1, seed: int = 0, limits: Limits = Limits()) -> Drawn:
    """``how_many`` tours of ``instance`` drawn uniformly at random (with replacement), by ``seed``.

    Parameters
    ----------
    instance
        A question the frontier counter counts: any leaper, holes, open or closed, ends fixed or
        free (a closed tour is read from the first square, or its fixed end).
    how_many, seed
        How many tours to draw, and the seed that makes the draw repeatable.
    limits
        The time limit and Ctrl-C, looked at between squares (`LimitReached`).

    Returns
    -------
    Drawn
        The tours, each read in a direction chosen at random where no end is fixed, and the
        number of tours there are; no tour where there is none.

    Examples
    --------
    >>> from kt_csp import question
    >>> drawn = draw(question("3x4"), 2, seed=1)
    >>> drawn.among, len(drawn.tours)  # 8 open tours of 3x4 (16 read both ways)
    (8, 2)
    """
    limits = limits.begun()
    posed = instance.as_counted()
    planned = plan(posed, limits=limits)
    limbs = max(1, math.ceil(count_bound(planned.board) / LIMB_BITS))
    keys = _layers(planned, limits)
    indexes, completions = _completions(planned, keys, limbs, limits)
    among = _as_int(completions[0][0])
    if among == 0 or how_many == 0:
        return Drawn([], among)
    rng = np.random.default_rng(seed)
    chosen = _walks(planned, keys, indexes, completions, how_many, int(rng.integers(1 << 62)))
    back = _moves_back(planned)
    tours = [_tour(planned, back, row, posed, bool(rng.integers(2))) for row in chosen]
    return Drawn(tours, among)


def _layers(planned: Sweep, limits: Limits) -> list[np.ndarray]:
    """The keys of the states before each square and after the last (each key once), from the
    frontier sweep on every core."""
    from kt_csp.engines.frontier.sweep import sweep

    keys: list[np.ndarray] = []
    sweep(planned, limits, layers=keys)
    return keys


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


@njit(cache=True)
def _index(keys: Array, words: int) -> Array:
    """A table of the layer's ``keys``, each with its position (in the column after the key)."""
    rows = np.zeros((keys.shape[0], words + 1), dtype=np.int64)
    rows[:, :words] = keys
    rows[:, words] = np.arange(keys.shape[0])
    table = _table(max(64, keys.shape[0] * 5 // 3 + 1), words + 1)
    residues = np.array([EXACT], dtype=np.int64)
    for i in range(rows.shape[0]):
        _insert(table, rows, i, _hash(rows, i, words), words, residues)
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
    (``following``, found by ``index``)."""
    words = params[2]
    per = 64 // params[1] if params[1] else 0
    work, masks = _workspace(k, kernel), kernel[1]
    choices = _choices(masks, k)
    rows = np.zeros((1, words + 1), dtype=np.int64)
    out = np.empty((MOST_CHILDREN, words + 1), dtype=np.int64)
    hashes = np.empty(MOST_CHILDREN, dtype=np.int64)
    picks, finals = np.empty(MOST_CHILDREN, dtype=np.int64), np.empty(MOST_CHILDREN, dtype=np.int64)
    for i in range(first, last):
        rows[0, :words] = keys[i]
        made, done = _children(k, rows, 0, work, masks, choices, params, per, out, 0, hashes, picks, finals)
        result[i, 0] = done
        for c in range(made):
            _add_limbs(result, i, following, _find(index, out, c, hashes[c], words))


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


@njit(cache=True)
def _random_below(bound: Array, j: int, drawn: Array) -> None:
    """A number drawn uniformly below row ``j`` of ``bound`` (not 0) into ``drawn``: each limb at
    random up to the bound's highest, drawn again until below it (at least half the time)."""
    top = drawn.shape[0] - 1
    while bound[j, top] == 0:
        top -= 1
    while True:
        drawn[:] = 0
        for limb in range(top):
            drawn[limb] = np.random.randint(0, 1 << LIMB_BITS)
        drawn[top] = np.random.randint(0, bound[j, top] + 1)
        if _below(drawn, bound, j):
            return


@njit(cache=True)
def _walk(
    how_many: int,
    seed: int,
    live: Array,
    keys: TypedList[Array],
    indexes: TypedList[Array],
    completions: TypedList[Array],
    kernel: KernelArrays,
    params: Array,
) -> Array:
    """``how_many`` tours drawn: each row the choice of moves back taken at each square (-1: none)."""
    np.random.seed(seed)
    n, words, limbs = live.shape[0], params[0, 2], completions[0].shape[1]
    chosen = np.full((how_many, n), -1, dtype=np.int64)
    row = np.zeros((1, words + 1), dtype=np.int64)
    out = np.empty((MOST_CHILDREN, words + 1), dtype=np.int64)
    hashes = np.empty(MOST_CHILDREN, dtype=np.int64)
    picks, finals = np.empty(MOST_CHILDREN, dtype=np.int64), np.empty(MOST_CHILDREN, dtype=np.int64)
    drawn = np.zeros(limbs, dtype=np.int64)
    one = np.zeros((1, limbs), dtype=np.int64)
    one[0, 0] = 1
    for d in range(how_many):
        place = 0
        for k in range(n):
            if live[k] == 0:
                continue
            work, masks = _workspace(k, kernel), kernel[1]
            row[0, :words] = keys[k][place]
            per = 64 // params[k, 1] if params[k, 1] else 0
            made, done = _children(
                k, row, 0, work, masks, _choices(masks, k), params[k], per, out, 0, hashes, picks, finals
            )
            _random_below(completions[k], place, drawn)
            ended = False
            for f in range(done):  # a choice that completes the tour: one way
                if _below(drawn, one, 0):
                    chosen[d, k], ended = finals[f], True
                    break
                _take(drawn, one, 0)
            if ended:
                break
            for c in range(made):
                j = _find(indexes[k + 1], out, c, hashes[c], words)
                if _below(drawn, completions[k + 1], j):
                    chosen[d, k], place = picks[c], j
                    break
                _take(drawn, completions[k + 1], j)
    return chosen


def _as_int(limbs: np.ndarray) -> int:
    return sum(int(limb) << (LIMB_BITS * i) for i, limb in enumerate(limbs))


def _walks(
    planned: Sweep,
    keys: list[np.ndarray],
    indexes: list[np.ndarray],
    completions: list[np.ndarray],
    how_many: int,
    seed: int,
) -> np.ndarray:
    """The choices of moves of ``how_many`` tours drawn (`_walk`), one row each."""
    params = np.array([planned.params(k) for k in range(planned.board.size)], dtype=np.int64)
    live = planned.live.astype(np.int64)
    typed = _typed(keys), _typed(indexes), _typed(completions)
    return _walk(how_many, seed, live, typed[0], typed[1], typed[2], planned.kernel, params)


def _typed(layers: list[np.ndarray]) -> TypedList[np.ndarray]:
    """The layers as a list the compiled walk takes."""
    listed = TypedList.empty_list(RECORDS)
    for layer in layers:
        listed.append(np.ascontiguousarray(layer))
    return listed


def _moves_back(planned: Sweep) -> list[list[int]]:
    """The squares each square's moves back go to, in the order of the bits of its choices."""
    neighbours = planned.board.neighbours
    return [sorted(int(u) for u in neighbours[k] if 0 <= u < k) for k in range(planned.board.size)]


def _tour(planned: Sweep, back: list[list[int]], choices: np.ndarray, posed: Instance, turn: bool) -> Tour:
    """The tour whose choice of moves at each square is ``choices``, read from its fixed start (or
    to its fixed end), else from one of its ends (``turn``: the other), a closed one from its first
    square in the direction ``turn`` says."""
    linked: dict[int, list[int]] = {}
    for k, mask in enumerate(choices.tolist()):
        for j, u in enumerate(back[k]):
            if mask >= 0 and (mask >> j) & 1:
                linked.setdefault(k, []).append(u)
                linked.setdefault(u, []).append(k)
    inverse = np.empty(len(planned.order), dtype=np.int64)
    inverse[planned.order] = np.arange(len(planned.order))
    if posed.closed or posed.start is not None:
        first = int(inverse[posed.start if posed.start is not None else posed.board.first])
    else:
        ends = sorted(s for s, beside in linked.items() if len(beside) == 1)
        first = ends[turn] if posed.end is None else next(s for s in ends if s != inverse[posed.end])
    walk, previous = [first], -1
    while len(walk) < posed.board.squares:
        onward = [s for s in linked[walk[-1]] if s != previous]
        previous = walk[-1]
        walk.append(onward[turn] if len(walk) == 1 and len(onward) > 1 else onward[0])
    return Tour(int(planned.order[s]) for s in walk)
