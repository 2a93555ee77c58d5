"""The frontier counter's states and the compiled kernel that sweeps one square into them.

A state is what the moves chosen so far leave on the frontier (`kt_csp.engines.frontier.sweep`
says what each cell's value means), packed into one 64-bit word as a rule (four bits a cell, or
base 11 for the 17 cells of a board 8 wide), then its count: a *record* of ``words + counts``
64-bit integers. `_expand` sweeps square ``k`` into a thread's states, bucket by bucket, writing
each child with its hash to an out buffer (`kt_csp.engines.frontier.buckets` files them); the rest
are its helpers. Everything here works on plain integer arrays, as numba compiles it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import numpy as np
from numba.typed import List as TypedList

from kt_csp.engines.frontier.raw import kept, unmanaged
from kt_csp.runtime.compiled import njit

if TYPE_CHECKING:
    from kt_csp.engines.frontier.plan import KernelArrays
    from kt_csp.runtime.compiled import Array  # the compiled kernels' arrays


__all__ = ["DANGLE", "EMPTY", "EXACT", "FIRST_LABEL", "FULL"]

EMPTY, FULL, DANGLE, FIRST_LABEL = 0, 1, 2, 3
FRESH = 63  # a new piece's label until the state is put in canonical form
EXACT = 0  # residues[0] of a sweep whose counts are exact 64-bit integers, not residues modulo primes
_MIX1, _MIX2 = np.int64(-4658895280553007687), np.int64(-7723592293110705685)  # splitmix64's multipliers


@njit(cache=True, inline="always")
def _unpack(rows: Array, i: int, work: Array, count: int, bits: int, per: int) -> int:
    """The ``count`` cells packed in record ``i`` of ``rows`` into the workspace's CELLS (``per``
    a word); the tour ends that have left (one per DANGLE: a piece whose both ends have left is a
    whole tour, never a state)."""
    ends = 0
    if bits == 0:
        x = rows[i, 0]
        for i in range(count):
            work[CELLS, i] = x % 11
            x //= 11
            ends += work[CELLS, i] == DANGLE
        return ends
    mask, c, w = (1 << bits) - 1, 0, 0
    while c < count:
        x = rows[i, w]
        w += 1
        for _ in range(min(per, count - c)):
            work[CELLS, c] = x & mask
            x >>= bits
            ends += work[CELLS, c] == DANGLE
            c += 1
    return ends


@njit(cache=True, inline="always")
def _pack(work: Array, out: Array, n: int, bits: int, per: int, words: int) -> None:
    """Pack the trial cells KEEP (in order, to the first -1) into the key words of record ``n`` of
    ``out``, the pieces' labels numbered in order of first appearance, so that equal states are
    equal keys (in one pass; the workspace's RELABEL: scratch)."""
    seen, following, i, w, x, place = (1 << FIRST_LABEL) - 1, FIRST_LABEL, 0, 0, np.int64(0), np.int64(1)
    while work[KEEP, i] >= 0:  # (without branches on the cells: they are not predictable)
        value = work[TRIAL, work[KEEP, i]]
        new = ((seen >> value) & 1) ^ 1  # a label not seen yet (EMPTY, FULL, DANGLE: seen, as themselves)
        seen |= new << value
        work[RELABEL, value] = new * following + (1 - new) * work[RELABEL, value]
        following += new
        value = work[RELABEL, value]
        i += 1
        if bits == 0:
            x += value * place
            place *= 11
            continue
        x |= value << ((i - 1 - w * per) * bits)
        if i == (w + 1) * per:
            out[n, w] = x
            w, x = w + 1, np.int64(0)
    for rest in range(w, words):
        out[n, rest] = x
        x = np.int64(0)


@njit(cache=True, inline="always")
def _hash(rows: Array, i: int, words: int) -> int:
    """The hash of record ``i``'s key (splitmix64's finaliser, word by word): its bits 40 on name
    its bucket, its low bits its place in the bucket's table."""
    h = np.int64(0)
    for w in range(words):
        z = h ^ rows[i, w]
        z = (z ^ ((z >> 30) & 0x3FFFFFFFF)) * _MIX1
        z = (z ^ ((z >> 27) & 0x1FFFFFFFFF)) * _MIX2
        h = z ^ ((z >> 31) & 0x1FFFFFFFF)
    return int(h)


@njit(cache=True, inline="always")
def _add(source: Array, i: int, target: Array, j: int, words: int, residues: Array) -> None:
    """Add the count of record ``i`` of ``source`` to record ``j``'s of ``target`` (words
    ``words`` on): exact, or modulo each prime."""
    if residues[0] == EXACT:
        target[j, words] += source[i, words]
        return
    for c in range(residues.shape[0]):
        total = target[j, words + c] + source[i, words + c]
        target[j, words + c] = total - residues[c] if total >= residues[c] else total


# The rows of a sweep's workspace (`_workspace`): the scratch cells of the state being swept and
# of one choice of moves tried on it, and square k's rows of the plan (one array, so that each
# compiled helper takes one).
CELLS, TRIAL, RELABEL, MOVES, LEAVE, KEEP, MOST, MAY_END, REST, TINT, NEAR, ROOM, NEARBY = range(13)


@njit(cache=True)
def _workspace(k: int, kernel: KernelArrays) -> Array:
    """The workspace of sweeping square ``k``: its rows of the plan (``kernel``: `Sweep.kernel`),
    and room for the cells."""
    moves, _, leave, keep, most, may_end, rest, tint, near, room = kernel
    work = np.zeros((13, max(FRESH + 1, keep.shape[1] + 1, near.shape[1])), dtype=np.int64)
    work[RELABEL, :FIRST_LABEL] = np.arange(FIRST_LABEL)  # (EMPTY, FULL, DANGLE: packed as themselves)
    work[MOVES, :] = -1
    work[MOVES, : moves.shape[1]] = moves[k]
    for row, plan in ((LEAVE, leave), (KEEP, keep), (MOST, most), (MAY_END, may_end), (REST, rest), (TINT, tint)):
        work[row, : plan.shape[1]] = plan[k]
    work[LEAVE, leave.shape[1] :] = -1
    work[KEEP, keep.shape[1] :] = -1
    work[NEAR, :] = -1
    work[NEAR, : near.shape[1]] = near[k]
    work[ROOM, : room.shape[1]] = room[k]
    for j in range(near.shape[1]):  # each cell's squares to come, as a bit mask over them
        if work[NEAR, j] >= 0:
            work[NEARBY, work[NEAR, j]] |= 1 << (j // 4)
    return work


@njit(cache=True, inline="always")
def _partner(work: Array, count: int, j: int) -> int:
    """The trial cell with the label of trial cell ``j``: its piece's other end."""
    for i in range(count):
        if i != j and work[TRIAL, i] == work[TRIAL, j]:
            return i
    return -1


@njit(cache=True, inline="always")
def _degree(value: int) -> int:
    return 0 if value == EMPTY else 2 if value == FULL else 1


@njit(cache=True, inline="always")
def _all_full(work: Array, count: int, skip: int) -> bool:
    for j in range(count):  # noqa: SIM110 (numba compiles no generator)
        if j != skip and work[TRIAL, j] != FULL:
            return False
    return True


@njit(cache=True, inline="always")
def _join(work: Array, a: int, c: int, count: int, closed: bool) -> int:
    """Take the move between trial cells ``a`` and ``c``: 0 impossible, 1 taken, 2 taken and
    closing the tour (a cycle, or a path whose both ends have left: valid only as the last move)."""
    u, v = work[TRIAL, a], work[TRIAL, c]
    du, dv = _degree(u), _degree(v)
    if du == 2 or dv == 2:
        return 0
    if du == 0 and dv == 0:
        work[TRIAL, a] = FRESH
        work[TRIAL, c] = FRESH
        return 1
    if du == 0 or dv == 0:
        one, none = (c, a) if du == 0 else (a, c)  # the cell with a move, the one without
        work[TRIAL, none] = work[TRIAL, one]
        work[TRIAL, one] = FULL
        return 1
    if u == v:  # one piece's two ends (a cycle), or two pieces that each end the tour (a whole tour)
        if (u == DANGLE) == closed:
            return 0
        work[TRIAL, a] = FULL
        work[TRIAL, c] = FULL
        return 2
    if u == DANGLE or v == DANGLE:
        work[TRIAL, _partner(work, count, c if u == DANGLE else a)] = DANGLE
    else:
        work[TRIAL, _partner(work, count, c)] = u
    work[TRIAL, a] = FULL
    work[TRIAL, c] = FULL
    return 1


@njit(cache=True, inline="always")
def _leave(work: Array, count: int, ends: int, closed: bool, finishing: bool) -> int:
    """Let the trial cells LEAVE go (their last move is decided): each must be FULL, or become an
    end of an open tour. The tour ends that have left, or -1 when the state is impossible, -2 when
    it is a whole open tour."""
    for j in range(count):
        a = work[LEAVE, j]
        if a < 0:
            break
        value = work[TRIAL, a]
        if value == FULL:
            continue
        if value == EMPTY or closed or work[MAY_END, a] == 0 or ends == 2:
            return -1
        ends += 1
        if value == DANGLE:  # its piece's other end is the tour's other end: the tour is done
            return -2 if finishing and _all_full(work, count, a) else -1
        work[TRIAL, _partner(work, count, a)] = DANGLE
        work[TRIAL, a] = FULL
    return ends


@njit(cache=True, inline="always")
def _one_path(work: Array, count: int, ends: int) -> bool:
    """Whether every trial cell is full but a path's ends: two with one label, or one DANGLE whose
    piece's other end has left."""
    loose, first = 0, EMPTY
    for a in range(count):
        value = work[TRIAL, a]
        if value == FULL:
            continue
        if value == EMPTY or (loose and value != first):
            return False
        loose, first = loose + 1, value
    return (loose == 2 and ends == 0) or (loose == 1 and first == DANGLE and ends == 1)


@njit(cache=True, inline="always")
def _feasible(work: Array, ends: int, closed: bool, surplus: int) -> bool:
    """Whether every trial cell KEPT can still take its moves with the moves it has left (one
    short only where an open tour may end, and no more such cells than ends left), and their
    colours can be the ends of paths through the squares still to come.

    Where every move changes colour, a path through squares still to come between two cells of
    the frontier has one square more of the colour neither cell has, or none more if their
    colours differ: so the moves the cells still take, each counted +1 or -1 by its cell's colour,
    add up to ``surplus`` (minus twice the colours of the squares to come), and may miss it by
    one for each end of an open tour not yet placed."""
    i, tinted, left = 0, 0, 2 - ends
    while work[KEEP, i] >= 0:
        a = work[KEEP, i]
        lacking = work[MOST, a] - _degree(work[TRIAL, a])  # (0 where full: no branch on the cell)
        if lacking > work[REST, a]:
            if closed or lacking > work[REST, a] + 1 or work[MOST, a] == 1 or work[MAY_END, a] == 0 or ends == 2:
                return False
            ends += 1
        tinted += work[TINT, a] * lacking
        i += 1
    return tinted == surplus if closed else abs(tinted - surplus) <= left


@njit(cache=True, inline="always")
def _rooms(work: Array) -> tuple[int, int, int]:
    """How short the squares to come next to the frontier (NEAR, ROOM) are of the moves they need
    before square ``k``'s moves are chosen — from the squares to come, and from the cells beside
    them that can take one more — as bit masks over them: those with none to spare, one, two; all
    of them (-1) where one is short already (no child can be swept)."""
    zero, one, two = 0, 0, 0
    for q in range(work.shape[1] // 4):
        if work[NEAR, 4 * q] < 0:
            break
        room = work[ROOM, q]
        for j in range(4 * q, 4 * q + 4):
            c = work[NEAR, j]
            if c < 0:
                break
            room += _free(work, CELLS, c)
        if room < 0:
            return -1, 0, 0
        zero |= (room == 0) << q
        one |= (room == 1) << q
        two |= (room == 2) << q
    return zero, one, two


@njit(cache=True, inline="always")
def _free(work: Array, row: int, c: int) -> bool:
    """Whether cell ``c`` (its value in ``row``: CELLS, before the moves chosen, or TRIAL, after)
    can take one more move."""
    return bool(_degree(work[row, c]) < work[MOST, c])


@njit(cache=True, inline="always")
def _filled(work: Array, c: int) -> int:
    """The squares to come next to cell ``c`` (a bit mask) if the moves chosen took its last (it
    could take one more before them, and cannot after), else 0."""
    return work[NEARBY, c] if _free(work, CELLS, c) and not _free(work, TRIAL, c) else 0


@njit(cache=True, inline="always")
def _reachable(work: Array, mask: int, before: int, rooms: tuple[int, int, int]) -> bool:
    """Whether each square to come next to the frontier can still get the moves it needs once the
    moves back ``mask`` are taken: only the cells they join (``before``, the square swept, and
    those the moves land on: at most three) took moves, so a square fails where more of them were
    next to it than it had ``rooms`` to spare (`_rooms`)."""
    x, y, z = _filled(work, before), 0, 0
    for j in range(4):
        if (mask >> j) & 1:
            if y == 0 and z == 0:
                y = _filled(work, work[MOVES, j])
            else:
                z = _filled(work, work[MOVES, j])
    zero, one, two = rooms
    return ((x | y | z) & zero) | (((x & y) | (x & z) | (y & z)) & one) | (x & y & z & two) == 0


@njit(cache=True, inline="always")
def _shut_and_needed(work: Array, closed: bool, ends: int) -> tuple[int, int]:
    """The moves back from the square swept that cannot be taken (their far cell is full, or a
    fixed end with its move) and those that must (without it, their far cell would be short of
    moves where no tour may end, or where both ends of an open tour have left: ``ends``), as bit
    masks."""
    shut, need = 0, 0
    for j in range(4):
        c = work[MOVES, j]
        if c < 0:
            break
        degree = _degree(work[CELLS, c])
        if degree == 2 or (degree == 1 and work[MOST, c] == 1):
            shut |= 1 << j
            continue
        short = work[MOST, c] - degree - work[REST, c]
        if short > 0 and (closed or short > 1 or work[MOST, c] == 1 or work[MAY_END, c] == 0 or ends == 2):
            need |= 1 << j
    return shut, need


@njit(cache=True, inline="always")
def _choices(masks: Array, k: int) -> int:
    """How many choices of moves square ``k`` has (``masks[k]`` ends at its first -1)."""
    choices = 0
    while choices < masks.shape[1] and masks[k, choices] >= 0:
        choices += 1
    return choices


@njit(cache=True, inline="always")
def _tried(work: Array, mask: int, before: int, scratch: int, closed: bool) -> tuple[int, int]:
    """The moves back ``mask`` taken one by one (`_join`) on the trial cells, a copy of the
    ``scratch`` cells (the square swept is cell ``before``): what the last move taken did (0
    impossible, 1 taken, 2 closing the tour) and the moves of ``mask`` not taken after it."""
    for c in range(scratch):
        work[TRIAL, c] = work[CELLS, c]
    state, left = 1, mask
    for j in range(4):
        if (mask >> j) & 1 == 0:
            continue
        left ^= 1 << j
        state = _join(work, work[MOVES, j], before, scratch, closed)
        if state != 1:
            break
    return state, left


@njit(cache=True, inline="always")
def _children(
    k: int,
    rows: Array,
    i: int,
    work: Array,
    masks: Array,
    choices: int,
    params: Array,
    per: int,
    out: Array,
    n: int,
    hashes: Array,
    picks: Array,
    finals: Array,
) -> tuple[int, int]:
    """Sweep square ``k`` into record ``i`` of ``rows``: each choice of moves back from ``k`` (of
    the first ``choices`` of ``masks[k]``), then the cells that leave. Each child is written to
    ``out`` from row ``n`` on, its hash to ``hashes`` and the choice that made it to ``picks``;
    each choice that completes a tour to ``finals``. Returns the row after the last child and the
    tours completed."""
    before, bits, words, closed, finishing, surplus = (
        params[0],
        params[1],
        params[2],
        params[3] == 1,
        params[4] == 1,
        params[5],
    )
    width, scratch, done = out.shape[1], before + 1, 0
    ends = _unpack(rows, i, work, before, bits, per)
    work[CELLS, before] = EMPTY
    shut, need = _shut_and_needed(work, closed, ends)
    rooms = _rooms(work)
    for m in range(choices):
        mask = masks[k, m]
        if mask & shut or mask & need != need:
            continue
        state, left = _tried(work, mask, before, scratch, closed)
        if state == 0:
            continue
        if state == 2:  # the tour closed: valid only as the last move, every square done
            if left == 0 and finishing and _all_full(work, scratch, -1):
                finals[done] = mask
                done += 1
            continue
        after = _leave(work, scratch, ends, closed, finishing)
        if after < 0:
            if after == -2:
                finals[done] = mask
                done += 1
            continue
        if finishing and not closed and _one_path(work, scratch, after):  # a whole path so far
            finals[done] = mask
            done += 1
        if rooms[0] < 0 or not _feasible(work, after, closed, surplus) or not _reachable(work, mask, before, rooms):
            continue
        _pack(work, out, n, bits, per, words)
        for c in range(words, width):
            out[n, c] = rows[i, c]
        hashes[n] = _hash(out, n, words)
        picks[n] = mask
        n += 1
    return n, done


@njit(cache=True, nogil=True)
def _expand(
    k: int,
    parents: TypedList[Array],
    cursor: Array,
    out: Array,
    hashes: Array,
    finished: Array,
    kernel: KernelArrays,
    params: Array,
    residues: Array,
) -> int:
    """Sweep square ``k`` into the states ``parents`` (a list of buckets), from ``cursor`` (a
    bucket, a row; moved on), each by `_children`, until ``out`` and ``hashes`` are too full for
    one more state's children; the tours complete are added to ``finished``. A bucket swept
    whole is let go. Returns the children written."""
    bits, words = params[1], params[2]
    per = 64 // bits if bits else 0
    width = out.shape[1]
    space = _workspace(k, kernel)
    choices = _choices(kernel[1], k)
    made, ended = np.empty(out.shape[0], dtype=np.int64), np.empty(kernel[1].shape[1], dtype=np.int64)
    # the kernel works on views that numba does not count references to (kt_csp.engines.frontier.raw)
    work, masks, picks, finals = unmanaged(space), unmanaged(kernel[1]), unmanaged(made), unmanaged(ended)
    children, hashed, numbers = unmanaged(out), unmanaged(hashes), unmanaged(params)
    n = 0
    while cursor[0] < len(parents):
        rows = unmanaged(parents[cursor[0]])  # (the list keeps the bucket until it is let go below)
        for i in range(cursor[1], rows.shape[0]):
            if n + choices > out.shape[0]:
                cursor[1] = i
                return n + kept(space, made, ended)
            n, done = _children(k, rows, i, work, masks, choices, numbers, per, children, n, hashed, picks, finals)
            for _ in range(done):
                _add(rows, i, finished, 0, words, residues)
        parents[cursor[0]] = np.empty((0, width), dtype=np.int64)  # swept: let go
        cursor[0] += 1
        cursor[1] = 0
    return n + kept(space, made, ended)
