"""A small window of the tour re-solved by depth-first search: paths by knight's moves, one per
segment from its own entry to its own exit, that together visit every square of the window.

The same question as a labelled region put to CP-SAT (`kt_csp.engines.construct.regions`), for
windows of a few dozen to a few hundred squares where it is asked thousands of times: the
search re-routes only the few segments nearest the change (the others keep their moves), tries
each square's move in the tour as it is before any other (most of the tour stays as it was),
then the square with the fewest onward moves (Warnsdorff's rule), and gives up after a budget of
steps, leaving the question to CP-SAT.
It prunes a square that could no longer be entered and left (fewer than two neighbours it could
still be joined to: unused squares, the path's head, exits of segments not yet routed, entries
of segments not yet begun).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from kt_csp.runtime.compiled import njit

if TYPE_CHECKING:
    from kt_csp.runtime.compiled import Array


__all__ = ["BUDGET", "OFF", "searched", "window_segments"]

BUDGET = 20_000  # search steps before a window is left to CP-SAT
OFF = -2  # the successor and predecessor of a square that is not on the tour (a hole, a vacancy)

_FREE, _USED, _ENTRY, _EXIT = 0, 1, 2, 3


@njit(cache=True)
def window_segments(succ: Array, pred: Array, cols: int, box: Array) -> tuple[Array, Array, Array, Array]:
    """The tour's segments inside ``box`` (first row, last row, first file, last file): each
    one's entry (its predecessor is outside, or it is the open tour's start) and exit, and its
    squares from entry to exit, all in one array that ``starts`` (one more than the segments) cuts."""
    r0, r1, c0, c1 = box[0], box[1], box[2], box[3]
    area = (r1 - r0 + 1) * (c1 - c0 + 1)
    entries = np.empty(area, dtype=np.int64)
    exits = np.empty(area, dtype=np.int64)
    squares = np.empty(area, dtype=np.int64)
    starts = np.empty(area + 1, dtype=np.int64)
    k = m = 0
    for r in range(r0, r1 + 1):
        for c in range(c0, c1 + 1):
            here = r * cols + c
            if succ[here] == OFF or (pred[here] >= 0 and _inside(pred[here], cols, box)):
                continue
            entries[k] = here
            starts[k] = m
            squares[m] = here
            m += 1
            while succ[here] >= 0 and _inside(succ[here], cols, box):
                here = succ[here]
                squares[m] = here
                m += 1
            exits[k] = here
            k += 1
    starts[k] = m
    return entries[:k], exits[:k], squares[:m], starts[: k + 1]


@njit(cache=True)
def _inside(square: int, cols: int, box: Array) -> bool:
    row = square // cols
    col = square - row * cols
    return bool(box[0] <= row <= box[1] and box[2] <= col <= box[3])


@njit(cache=True)
def searched(
    succ: Array, pred: Array, cols: int, box: Array, put: Array, take: Array, moved: Array, nearest: int, budget: int
) -> bool:
    """Re-route the ``nearest`` segments of the tour inside ``box`` to the squares ``put`` (off
    the tour, inside the box) and ``take``, and the open tour's end from ``moved[0]`` to
    ``moved[1]`` (where ``moved`` is not -1), by depth-first search, every other segment end kept,
    the rest as they are; the new moves written into ``succ`` and ``pred`` (those taken out
    `OFF`). False, nothing changed, where a square to take or the new end is a segment's end,
    or the search gave up."""
    entries, exits, squares, starts = window_segments(succ, pred, cols, box)
    k = entries.shape[0]
    if k == 0:  # the window holds the whole tour: no local question
        return False
    for s in range(k):
        for t in take:
            if entries[s] == t or exits[s] == t:
                return False
        if moved[1] >= 0 and (entries[s] == moved[1] or exits[s] == moved[1]):
            return False
    changed = np.concatenate((put, take, moved[moved >= 0]))
    far = np.empty(k, dtype=np.int64)
    for s in range(k):
        best = 1 << 62
        for i in range(starts[s], starts[s + 1]):
            row, col = divmod(squares[i], cols)
            for c in changed:
                dr, dc = row - c // cols, col - c % cols
                best = min(best, dr * dr + dc * dc)
        far[s] = best
    chosen = np.argsort(far, kind="mergesort")[:nearest]
    width = box[3] - box[2] + 1
    local = np.full((box[1] - box[0] + 1) * width, -1, dtype=np.int64)
    live = np.empty(squares.shape[0] + put.shape[0], dtype=np.int64)
    n = 0
    found = 0
    for s in chosen:
        for i in range(starts[s], starts[s + 1]):
            square = squares[i]
            if square in take:
                found += 1
                continue
            found += square == moved[1]
            live[n] = square
            n += 1
    if found < take.shape[0] + (moved[1] >= 0):
        return False
    for square in put:
        live[n] = square
        n += 1
    live = live[:n]
    rows = live // cols
    files = live - rows * cols
    for i in range(n):
        local[(rows[i] - box[0]) * width + files[i] - box[2]] = i
    now = np.full(n, -1, dtype=np.int64)
    for i in range(n):
        after = succ[live[i]]
        if after >= 0 and _inside(after, cols, box):
            now[i] = local[(after // cols - box[0]) * width + after % cols - box[2]]
    ends = np.empty((chosen.shape[0], 2), dtype=np.int64)
    ending = moved[0] < 0  # the end is moved only with the segment that ends there
    for j in range(chosen.shape[0]):
        for e in range(2):
            square = entries[chosen[j]] if e == 0 else exits[chosen[j]]
            if e == 1 and square == moved[0]:
                square = moved[1]
                ending = True
            ends[j, e] = local[(square // cols - box[0]) * width + square % cols - box[2]]
    if not ending:
        return False
    nexts = np.full(n, -1, dtype=np.int64)
    if not _cover(rows, files, now, ends, budget, nexts):
        return False
    for t in take:
        succ[t] = pred[t] = OFF
    if moved[1] >= 0:
        succ[moved[1]] = -1
    for i in range(n):
        if nexts[i] >= 0:
            succ[live[i]] = live[nexts[i]]
            pred[live[nexts[i]]] = live[i]
    return True


@njit(cache=True)
def _cover(rows: Array, cols: Array, now: Array, segments: Array, budget: int, nexts: Array) -> bool:
    n = rows.shape[0]
    k = segments.shape[0]
    near = np.full((n, 8), -1, dtype=np.int64)
    degree = np.zeros(n, dtype=np.int64)
    for i in range(n):
        for j in range(n):
            dr = abs(rows[i] - rows[j])
            dc = abs(cols[i] - cols[j])
            if (dr == 1 and dc == 2) or (dr == 2 and dc == 1):
                near[i, degree[i]] = j
                degree[i] += 1
    first = np.zeros(n, dtype=np.int64)  # each square's state before the search
    owner = np.full(n, -1, dtype=np.int64)  # the segment an entry or exit belongs to
    for s in range(k):
        first[segments[s, 0]] = _ENTRY
        owner[segments[s, 0]] = s
    for s in range(k):
        first[segments[s, 1]] = _EXIT
        owner[segments[s, 1]] = s
    state = first.copy()
    path = np.empty(n, dtype=np.int64)  # the squares in the order visited, segment after segment
    by = np.empty(n, dtype=np.int64)  # the segment of each position of ``path``
    chosen = np.zeros(n, dtype=np.bool_)  # a position reached by a move (else: an entry begun)
    choices = np.full((n, 8), -1, dtype=np.int64)
    counts = np.zeros(n, dtype=np.int64)
    tried = np.zeros(n, dtype=np.int64)
    depth, seg, left = _enter(-1, 0, n, segments, path, by, chosen, state)
    if seg == k:
        return left == 0 and _write(path, by, n - left, nexts)
    _choose(path[depth], seg, segments, near, degree, state, owner, now, choices, counts, depth)
    tried[depth] = 0
    steps = 0
    while depth >= 0:
        steps += 1
        if steps > budget:
            return False
        if tried[depth] == counts[depth]:  # no move left here: undo the move that led here
            while depth >= 0 and not chosen[depth]:
                state[path[depth]] = first[path[depth]]
                left += 1
                depth -= 1
            if depth < 0:
                return False
            state[path[depth]] = first[path[depth]]
            left += 1
            depth -= 1
            if depth >= 0:
                seg = by[depth]
            continue
        here = path[depth]
        step = choices[depth, tried[depth]]
        tried[depth] += 1
        state[step] = _USED
        if not _viable(here, step, seg, near, degree, state, owner):
            state[step] = first[step]
            continue
        left -= 1
        depth += 1
        path[depth] = step
        by[depth] = seg
        chosen[depth] = True
        if step == segments[seg, 1]:  # this segment is routed: begin the next ones
            depth, seg, left = _enter(depth, seg + 1, left, segments, path, by, chosen, state)
            if seg == k:
                if left == 0:
                    return _write(path, by, n, nexts)
                while not chosen[depth]:  # the last segment ended with squares left: undo
                    state[path[depth]] = first[path[depth]]
                    left += 1
                    depth -= 1
                state[path[depth]] = first[path[depth]]
                left += 1
                depth -= 1
                seg = by[depth]
                continue
        _choose(path[depth], seg, segments, near, degree, state, owner, now, choices, counts, depth)
        tried[depth] = 0
    return False


@njit(cache=True)
def _enter(
    depth: int, seg: int, left: int, segments: Array, path: Array, by: Array, chosen: Array, state: Array
) -> tuple[int, int, int]:
    """Begin segment ``seg`` at its entry, and the ones after it while a segment is one square
    (entry and exit the same): the new depth, the segment being routed (or the count of
    segments: all are) and the squares left."""
    k = segments.shape[0]
    while seg < k:
        depth += 1
        path[depth] = segments[seg, 0]
        by[depth] = seg
        chosen[depth] = False
        state[path[depth]] = _USED
        left -= 1
        if segments[seg, 0] != segments[seg, 1]:
            break
        seg += 1
    return depth, seg, left


@njit(cache=True)
def _open(square: int, seg: int, state: Array, owner: Array) -> bool:
    """Whether a move could still join ``square`` to a square being decided: a square not yet
    visited, an exit of this segment or a later one, or an entry of a later one."""
    st = state[square]
    if st == _FREE:
        return True
    if st == _EXIT:
        return bool(owner[square] >= seg)
    if st == _ENTRY:
        return bool(owner[square] > seg)
    return False


@njit(cache=True)
def _viable(here: int, step: int, seg: int, near: Array, degree: Array, state: Array, owner: Array) -> bool:
    """After the head moved from ``here`` to ``step``: every unvisited square beside ``here``
    can still be entered and left (two open neighbours, the new head counted as one)."""
    for a in range(degree[here]):
        w = near[here, a]
        if state[w] != _FREE:
            continue
        ways = 0
        for b in range(degree[w]):
            x = near[w, b]
            if x == step or _open(x, seg, state, owner):
                ways += 1
        if ways < 2:
            return False
    return True


@njit(cache=True)
def _choose(
    here: int,
    seg: int,
    segments: Array,
    near: Array,
    degree: Array,
    state: Array,
    owner: Array,
    now: Array,
    choices: Array,
    counts: Array,
    depth: int,
) -> None:
    """The moves from ``here`` into ``choices[depth]``: to unvisited squares and to this
    segment's exit; the tour's own move first, then the fewest onward moves first."""
    k = 0
    keys = np.zeros(8, dtype=np.int64)
    for a in range(degree[here]):
        w = near[here, a]
        if not (state[w] == _FREE or (state[w] == _EXIT and w == segments[seg, 1])):
            continue
        key = 0
        for b in range(degree[w]):
            if _open(near[w, b], seg, state, owner):
                key += 1
        if w == now[here]:
            key = -1
        pos = k
        while pos > 0 and keys[pos - 1] > key:
            choices[depth, pos] = choices[depth, pos - 1]
            keys[pos] = keys[pos - 1]
            pos -= 1
        choices[depth, pos] = w
        keys[pos] = key
        k += 1
    counts[depth] = k


@njit(cache=True)
def _write(path: Array, by: Array, length: int, nexts: Array) -> bool:
    """Each square's successor from the path (a segment's exit keeps -1)."""
    for i in range(length - 1):
        if by[i] == by[i + 1]:
            nexts[path[i]] = path[i + 1]
    return True
