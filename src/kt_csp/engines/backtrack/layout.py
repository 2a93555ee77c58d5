"""The backtracker's search as its kernel sees it: one record of arrays (`State`), the named slots
of its small arrays, and what a call of the kernel returns.

Both kernels read them: the compiled one (`kt_csp.engines.backtrack.kernel`) and the same code as
written (`kt_csp.runtime.compiled.as_written`), which a small search runs before numba is loaded;
so a search can go on in the one where the other stopped.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from kt_csp.runtime.compiled import Array  # the compiled kernels' arrays

__all__ = ["EXHAUSTED", "FOUND", "PAUSED", "State"]

PAUSED, FOUND, EXHAUSTED = 0, 1, 2


# Slots of the ``counters`` array: the mutable search state besides the big arrays.
# Nodes are the squares placed on the path (the start and every jump: the textbook program's
# calls), backtracks the moves taken back, cuts the moves that forward checking refused at once
# (never placed): a trace's jumps, take-backs and cuts, one for one.
C_DEPTH, C_FLOOR, C_NODES, C_BACKTRACKS, C_SOLUTIONS, C_ONES, C_ZEROS, C_PENDING, C_EVENTS, C_CUTS = range(10)
C_SIZE = 10

# Slots of the ``params`` array: the fixed description of the search.
P_SQUARES, P_END, P_CLOSED, P_FORWARD_CHECK, P_WARNSDORFF, P_EXEMPT, P_DEAD_ENDS, P_COUNT, P_TRACE, P_CLUES = range(10)
P_SIZE = 10

# The event log a traced search writes, one row (kind, depth, square, culprit) per event, for the
# Python side to read between slices: the kernel cannot call back on every step.
E_JUMP, E_BACK, E_CUT_STARVED, E_CUT_DEAD_ENDS, E_FOUND = range(5)


class State(NamedTuple):
    """A search's arrays, handed to the kernel as one record (numba takes a named tuple of arrays
    as one argument).

    Nodes are the move graph's: 0 … n-1. The kernel only reads the first nine fields (the Python
    side sets ``adj_start`` at each start and may turn the trace off between calls); the others
    are the search's state, which a call leaves behind for the next.
    """

    nbr: Array  # node, i → its i-th neighbour (-1: none), in the board's move order
    deg: Array  # node → its number of neighbours
    tie: Array  # node → Warnsdorff's tie key (larger first)
    params: Array  # the P_ slots
    clue: Array  # node → its given move (-1: none)
    fixed: Array  # move → its given node (-1: none)
    upcoming: Array  # move → the row of ``latest`` of the first clue at or after it (-1: none)
    latest: Array  # row, node → the last move the node can stand at and still reach that clue
    adj_start: Array  # node → 1 when one jump from the start (a closed tour's closing move)
    path: Array  # depth → the node there
    choice: Array  # depth → the next of its moves to try
    cand: Array  # depth, i → the i-th move to try there, in Warnsdorff's order
    ncand: Array  # depth → how many moves ``cand`` holds there
    avail: Array  # node → its ways in (the notes above)
    visited: Array  # node → 1 when on the path
    counters: Array  # the C_ slots
    events: Array  # the trace's log, one row per event
