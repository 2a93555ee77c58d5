"""The compiled search kernel of the backtrack engine: integer arrays in, integer arrays out.

The kernel is the textbook recursive backtracker (try a move, go deeper, undo) written as a loop
over an explicit stack, so its depth is bounded by the board, not by Python's recursion limit.
All of its state lives in arrays owned by the caller; a call runs until a node budget is spent,
a tour is found or the search is exhausted, and the next call resumes where it stopped. That is
how the Python side enforces time limits, answers Ctrl-C and enumerates tours one by one.

The same code runs as written, before numba is loaded, for a process's first
`kt_csp.engines.backtrack.search.AS_WRITTEN_NODES` nodes on small boards
(`kt_csp.runtime.compiled.as_written`): the arrays and their slots are
`kt_csp.engines.backtrack.layout`'s, so the compiled kernel goes on where the written one
stopped, and the search is the same either way.

Forward checking keeps, for every unvisited square, ``avail``: the number of its neighbours that
are unvisited or the knight's current square, plus one for a closed tour's start (the closing
move). A square with ``avail == 0`` can no longer be entered; one with ``avail == 1`` can only end
the tour. A branch is cut as soon as some square has nothing left, or more squares are such dead
ends than the tour has ends left (one for an open tour with a free end, none otherwise). Both
conditions are necessary for any completion, so the cuts are exact: counts do not change.
Clues (given move numbers) cut a move onto a square whose clue is another move, a move whose
clue is another square, and a move after which the next clue's square is too far to reach by its
number.

Notes
-----
Leaving square ``h`` for ``v`` changes ``avail`` only around ``h`` (``v`` was unvisited and is now
the knight's square, so its neighbours keep their count), so a move and its undo cost one pass
over ``h``'s neighbours.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np

from kt_csp.engines.backtrack.layout import (
    C_BACKTRACKS,
    C_CUTS,
    C_DEPTH,
    C_EVENTS,
    C_FLOOR,
    C_NODES,
    C_ONES,
    C_PENDING,
    C_SOLUTIONS,
    C_ZEROS,
    E_BACK,
    E_CUT_DEAD_ENDS,
    E_CUT_STARVED,
    E_FOUND,
    E_JUMP,
    EXHAUSTED,
    FOUND,
    P_CLOSED,
    P_CLUES,
    P_COUNT,
    P_DEAD_ENDS,
    P_END,
    P_EXEMPT,
    P_FORWARD_CHECK,
    P_SQUARES,
    P_TRACE,
    P_WARNSDORFF,
    PAUSED,
)
from kt_csp.runtime.compiled import njit

if TYPE_CHECKING:
    from kt_csp.engines.backtrack.layout import State
    from kt_csp.runtime.compiled import Array  # the compiled kernels' arrays


__all__ = ["push", "reset", "run"]

TIE_SCALE = np.int64(1) << 40


@njit(cache=True, inline="always")
def _leave(
    h: int, nbr: Array, deg: Array, avail: Array, visited: Array, exempt: int, ones: int, zeros: int
) -> tuple[int, int]:
    """The knight leaves ``h`` for good: its unvisited neighbours lose one way in."""
    for i in range(deg[h]):
        w = nbr[h, i]
        if visited[w] == 0:
            a = avail[w] - 1
            avail[w] = a
            if a == 1:
                if w != exempt:
                    ones += 1
            elif a == 0:
                zeros += 1
                if w != exempt:
                    ones -= 1
    return ones, zeros


@njit(cache=True, inline="always")
def _return(
    h: int, nbr: Array, deg: Array, avail: Array, visited: Array, exempt: int, ones: int, zeros: int
) -> tuple[int, int]:
    """Undo `_leave`."""
    for i in range(deg[h]):
        w = nbr[h, i]
        if visited[w] == 0:
            a = avail[w] + 1
            avail[w] = a
            if a == 1:
                zeros -= 1
                if w != exempt:
                    ones += 1
            elif a == 2 and w != exempt:
                ones -= 1
    return ones, zeros


@njit(cache=True, inline="always")
def _mark(v: int, avail: Array, exempt: int, ones: int, zeros: int, sign: int) -> tuple[int, int]:
    """``v`` leaves (sign -1) or rejoins (sign +1) the unvisited squares' dead-end tallies."""
    if avail[v] == 1:
        if v != exempt:
            ones += sign
    elif avail[v] == 0:
        zeros += sign
    return ones, zeros


@njit(cache=True, inline="always")
def _undo(
    h: int, v: int, nbr: Array, deg: Array, avail: Array, visited: Array, exempt: int, ones: int, zeros: int
) -> tuple[int, int]:
    """Undo the move from ``h`` to ``v`` in the tallies (``v`` still marked visited)."""
    ones, zeros = _return(h, nbr, deg, avail, visited, exempt, ones, zeros)
    return _mark(v, avail, exempt, ones, zeros, 1)


@njit(cache=True, inline="always")
def _order(
    v: int, depth: int, nbr: Array, deg: Array, avail: Array, visited: Array, tie: Array, cand: Array, ncand: Array
) -> None:
    """Warnsdorff: sort ``v``'s unvisited neighbours by fewest onward moves, ties by ``tie``."""
    k = 0
    for j in range(deg[v]):
        w = nbr[v, j]
        if visited[w] == 0:
            key = avail[w] * TIE_SCALE - tie[w]
            pos = k
            while pos > 0:
                u = nbr[v, cand[depth, pos - 1]]
                if avail[u] * TIE_SCALE - tie[u] <= key:
                    break
                cand[depth, pos] = cand[depth, pos - 1]
                pos -= 1
            cand[depth, pos] = j
            k += 1
    ncand[depth] = k


@njit(cache=True, inline="always")
def _log(events: Array, logged: int, kind: int, depth: int, square: int, other: int) -> int:
    events[logged, 0] = kind
    events[logged, 1] = depth
    events[logged, 2] = square
    events[logged, 3] = other
    return logged + 1


@njit(cache=True)
def _culprit(h: int, nbr: Array, deg: Array, avail: Array, visited: Array, exempt: int, zeros: int) -> int:
    """The square that made forward checking cut the move away from ``h``: one that can no
    longer be entered, or else one more dead end than the tour can afford."""
    for i in range(deg[h]):
        w = nbr[h, i]
        if visited[w] == 0 and (avail[w] == 0 if zeros > 0 else (avail[w] == 1 and w != exempt)):
            return int(w)
    return -1


@njit(cache=True, inline="always")
def _fits(w: int, move: int, clue: Array, fixed: Array, upcoming: Array, latest: Array) -> bool:
    """Whether square ``w`` may stand at ``move``: its clue is that move (or it has none), that
    move's clue is ``w`` (or it has none), and the next clue's square is near enough to be
    reached by its move (``latest``: the last move from which each square still can)."""
    row = upcoming[move]
    return bool(
        (clue[w] < 0 or clue[w] == move)
        and (fixed[move] < 0 or fixed[move] == w)
        and (row < 0 or move <= latest[row, w])
    )


@njit(cache=True)
def push(v: int, s: State) -> bool:
    """Move from the current square to ``v`` and make it the floor.

    Used to lay down a fixed prefix of a tour, so that independent searches below different
    prefixes add up to the whole search.

    Parameters
    ----------
    v
        The node to move to: one jump from the current one, unvisited.
    s
        The search's state, changed in place.

    Returns
    -------
    bool
        False when the move is cut: by the fixed end or a clue (the move not made), or by
        forward checking (the move made all the same).
    """
    params, counters = s.params, s.counters
    depth = counters[C_DEPTH]
    if v == params[P_END] and depth + 2 != params[P_SQUARES]:
        return False  # the fixed end may only be the last square
    if params[P_CLUES] and not _fits(v, depth + 1, s.clue, s.fixed, s.upcoming, s.latest):
        return False
    h = s.path[depth]
    s.visited[v] = 1
    ones, zeros = counters[C_ONES], counters[C_ZEROS]
    if params[P_FORWARD_CHECK] or params[P_WARNSDORFF]:
        ones, zeros = _mark(v, s.avail, params[P_EXEMPT], ones, zeros, -1)
        ones, zeros = _leave(h, s.nbr, s.deg, s.avail, s.visited, params[P_EXEMPT], ones, zeros)
    counters[C_ONES], counters[C_ZEROS] = ones, zeros
    depth += 1
    s.path[depth] = v
    s.choice[depth] = 0
    counters[C_DEPTH] = depth
    counters[C_FLOOR] = depth
    counters[C_NODES] += 1
    if params[P_WARNSDORFF]:
        _order(v, depth, s.nbr, s.deg, s.avail, s.visited, s.tie, s.cand, s.ncand)
    return not (params[P_FORWARD_CHECK] and (zeros > 0 or ones > params[P_DEAD_ENDS]))


@njit(cache=True)
def reset(start: int, s: State) -> bool:
    """Put the knight on ``start`` with every other square unvisited.

    Parameters
    ----------
    start
        The start node; ``s.adj_start`` must already mark its neighbours.
    s
        The search's state, changed in place; its counters start again from zero.

    Returns
    -------
    bool
        False when the start is already cut (a clue, or forward checking).
    """
    params, counters, avail, deg, adj_start = s.params, s.counters, s.avail, s.deg, s.adj_start
    counters[:] = 0  # first: a start cut at once must not report the last search's counts
    if params[P_CLUES] and not _fits(start, 0, s.clue, s.fixed, s.upcoming, s.latest):
        return False
    n = params[P_SQUARES]
    exempt = params[P_EXEMPT]
    s.visited[:] = 0
    for q in range(n):
        avail[q] = deg[q] + adj_start[q] if params[P_CLOSED] else deg[q]
    s.visited[start] = 1
    s.path[0] = start
    s.choice[0] = 0
    counters[C_NODES] = 1
    ones, zeros = 0, 0
    for q in range(n):
        if q != start:
            ones, zeros = _mark(q, avail, exempt, ones, zeros, 1)
    counters[C_ONES], counters[C_ZEROS] = ones, zeros
    if params[P_WARNSDORFF]:
        _order(start, 0, s.nbr, s.deg, s.avail, s.visited, s.tie, s.cand, s.ncand)
    return not (params[P_FORWARD_CHECK] and (zeros > 0 or ones > params[P_DEAD_ENDS]))


@njit(cache=True, nogil=True)  # other threads (the game server's requests) go on while it searches
def run(s: State, budget: int) -> int:
    """Search on from the saved state.

    Parameters
    ----------
    s
        The search's state, left where the search stopped so that the next call resumes it.
    budget
        At most this many more nodes.

    Returns
    -------
    int
        FOUND with a complete tour in ``s.path`` (in counting mode it counts and goes on
        instead), EXHAUSTED when nothing is left to try above the floor, or PAUSED. When
        tracing it also pauses before the event log could overflow.

    Notes
    -----
    The loop (`_search`) takes the record's arrays one by one: read from the record inside the
    loop, each field costs numba a reference count (the count of 6x6 from a1 took ten times as
    long). It stays one function of cyclomatic complexity 38: with its move filter in a helper,
    inlined or not, the same count took twice as long.
    """
    return _search(
        s.nbr,
        s.deg,
        s.tie,
        s.adj_start,
        s.path,
        s.choice,
        s.cand,
        s.ncand,
        s.avail,
        s.visited,
        s.counters,
        s.params,
        s.events,
        s.clue,
        s.fixed,
        s.upcoming,
        s.latest,
        budget,
    )


@njit(cache=True, nogil=True)
def _search(
    nbr: Array,
    deg: Array,
    tie: Array,
    adj_start: Array,
    path: Array,
    choice: Array,
    cand: Array,
    ncand: Array,
    avail: Array,
    visited: Array,
    counters: Array,
    params: Array,
    events: Array,
    clue: Array,
    fixed: Array,
    upcoming: Array,
    latest: Array,
    budget: int,
) -> int:
    """`run`'s loop, on the state's arrays."""
    n = params[P_SQUARES]
    end = params[P_END]
    closed = params[P_CLOSED]
    forward_check = params[P_FORWARD_CHECK]
    warnsdorff = params[P_WARNSDORFF]
    track = forward_check or warnsdorff
    exempt = params[P_EXEMPT]
    dead_ends = params[P_DEAD_ENDS]
    counting = params[P_COUNT]
    trace = params[P_TRACE]
    clued = params[P_CLUES]
    depth = counters[C_DEPTH]
    floor = counters[C_FLOOR]
    nodes = counters[C_NODES]
    backtracks = counters[C_BACKTRACKS]
    cuts = counters[C_CUTS]
    solutions = counters[C_SOLUTIONS]
    ones = counters[C_ONES]
    zeros = counters[C_ZEROS]
    pending = counters[C_PENDING]
    logged = counters[C_EVENTS]
    limit = nodes + budget
    status = PAUSED
    h = path[depth]
    while True:
        if trace and logged + 2 > events.shape[0]:
            break
        if depth == n - 1 and pending == 0:
            pending = 1
            if closed == 0 or adj_start[path[depth]]:
                solutions += 1
                if trace:
                    logged = _log(events, logged, E_FOUND, depth, path[depth], -1)
                if counting == 0:
                    status = FOUND
                    break
        v = -1
        if depth < n - 1:
            if nodes >= limit:
                break
            h = path[depth]
            i = choice[depth]
            if warnsdorff:
                while i < ncand[depth]:
                    w = nbr[h, cand[depth, i]]
                    i += 1
                    if (
                        visited[w] == 0
                        and (w != end or depth + 2 == n)
                        and (clued == 0 or _fits(w, depth + 1, clue, fixed, upcoming, latest))
                    ):
                        v = w
                        break
            else:
                while i < deg[h]:
                    w = nbr[h, i]
                    i += 1
                    if (
                        visited[w] == 0
                        and (w != end or depth + 2 == n)
                        and (clued == 0 or _fits(w, depth + 1, clue, fixed, upcoming, latest))
                    ):
                        v = w
                        break
            choice[depth] = i
        if v < 0:
            # Nothing left to try here: take back the move that led to this square.
            pending = 0
            if depth == floor:
                status = EXHAUSTED
                break
            v = path[depth]
            if trace:
                logged = _log(events, logged, E_BACK, depth, v, path[depth - 1])
            depth -= 1
            if track:
                ones, zeros = _undo(path[depth], v, nbr, deg, avail, visited, exempt, ones, zeros)
            visited[v] = 0
            backtracks += 1
            continue
        visited[v] = 1
        if track:
            ones, zeros = _mark(v, avail, exempt, ones, zeros, -1)
            ones, zeros = _leave(h, nbr, deg, avail, visited, exempt, ones, zeros)
            if forward_check and (zeros > 0 or ones > dead_ends):
                if trace:
                    culprit = _culprit(h, nbr, deg, avail, visited, exempt, zeros)
                    kind = E_CUT_STARVED if zeros > 0 else E_CUT_DEAD_ENDS
                    logged = _log(events, logged, kind, depth + 1, v, culprit)
                ones, zeros = _undo(h, v, nbr, deg, avail, visited, exempt, ones, zeros)
                visited[v] = 0
                cuts += 1
                continue
        nodes += 1
        depth += 1
        path[depth] = v
        choice[depth] = 0
        if trace:
            logged = _log(events, logged, E_JUMP, depth, v, h)
        if warnsdorff:
            _order(v, depth, nbr, deg, avail, visited, tie, cand, ncand)
    counters[C_EVENTS] = logged
    counters[C_DEPTH] = depth
    counters[C_NODES] = nodes
    counters[C_BACKTRACKS] = backtracks
    counters[C_CUTS] = cuts
    counters[C_SOLUTIONS] = solutions
    counters[C_ONES] = ones
    counters[C_ZEROS] = zeros
    counters[C_PENDING] = pending
    return status
