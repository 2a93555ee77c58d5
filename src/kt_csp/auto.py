"""The auto engine: the engine that suits the instance, chosen in the open.

- Boards of more than `LARGE` squares: the construct engine (blocks or Warnsdorff, linear time);
  where it cannot answer (a closed tour with both ends fixed, a 3×n or 4×n board, a Warnsdorff
  dead end on an odd board), search takes over.
- Smaller boards: search — the backtracker with Warnsdorff's order for open tours, CP-SAT for
  closed ones (the backtracker's weak side) and for clues (whose move-number windows CP-SAT
  searches in, `kt_csp.windows`).

Theory (boards ruled out) is not the engine's business: `kt_csp.solve(..., theory=True)` answers
those first. The result names the engine that answered and says in ``note`` why it was chosen.
"""

from __future__ import annotations

from dataclasses import replace

from kt_csp.choices import AutoOptions, BacktrackOptions, Order
from kt_csp.board import KNIGHT
from kt_csp.engines import SEARCHED
from kt_csp.instance import Instance
from kt_csp.limits import Limits
from kt_csp.parity import colour_obstruction
from kt_csp.result import CountResult, Result, Status

__all__ = ["NAME", "LARGE", "AutoOptions", "solve", "count"]

NAME = "auto"
LARGE = 1_000  # squares: beyond this, build instead of search


def solve(instance: Instance, limits: Limits = Limits(), options: AutoOptions = AutoOptions()) -> Result:
    """Answer with the engine that suits ``instance``; ``note`` says which and why."""
    size = instance.board.squares
    constrained = sorted(instance.parts() & {"symmetry", "magic", "uncrossed", "longest"})
    if constrained:
        from kt_csp import cpsat

        result = cpsat.solve(instance, limits)
        chose = f"auto chose CP-SAT, the engine that answers every part asked ({', '.join(constrained)})"
        return replace(result, note=chose + (f"; {result.note}" if result.note else ""))
    if not instance.board.plain:
        reason = f"auto chose search for the {instance.board.describe()} board (construct builds whole rectangles)"
    elif instance.clues and size > LARGE:
        reason = f"auto chose search for a board of {size:,} squares with clues (construct ignores clues)"
    elif size > LARGE:
        from kt_csp import construct

        built = construct.solve(instance, limits)
        if built.status is Status.FOUND:
            return replace(built, note=f"auto chose construct for a board of {size:,} squares: {built.note}")
        reason = f"auto chose construct for a board of {size:,} squares, then search: {built.reason}"
    else:
        reason = f"auto chose search for a board of {size:,} squares (construct above {LARGE:,})"
    if instance.closed or (instance.clues and colour_obstruction(instance) is None):  # (the backtracker says why not)
        from kt_csp import cpsat  # each path imports only its engine: OR-Tools costs a third of a second

        why = "closed tours are the backtracker's weak side" if instance.closed else \
            "clues give its move numbers windows to search in (10x10 with 20 clues: 1-3 s, the backtracker up to minutes)"
        result = cpsat.solve(instance, limits)
        return replace(result, note=f"{reason}; CP-SAT, as {why}")
    from kt_csp import backtrack

    result = backtrack.solve(instance, limits, BacktrackOptions(order=Order.WARNSDORFF))
    return replace(result, note=f"{reason}; the backtracker with Warnsdorff's order")


def count(instance: Instance, limits: Limits = Limits(), options: AutoOptions = AutoOptions(),
          workers: int | None = None) -> CountResult:
    """Counting is the backtracker's, the fastest enumeration measured (see bench/cpsat.py), for
    the parts it answers, and the frontier counter's where tours are too many to enumerate (a
    note says so); CP-SAT counts the rest (symmetry, magic sums, uncrossed paths)."""
    if instance.parts() - SEARCHED:
        from kt_csp import cpsat

        return cpsat.count(instance, limits, workers=workers)
    reason = _sweep_suits(instance)
    if reason:
        from kt_csp import frontier

        return replace(frontier.count(instance, limits), note=f"auto chose the frontier counter: {reason}")
    from kt_csp import counting

    return counting.count(instance, limits, BacktrackOptions(), workers)


FRONTIER_FROM = {1: 1, 2: 1, 3: 24, 4: 24, 5: 40}  # narrow side → the fewest squares the sweep counts faster


def _sweep_suits(instance: Instance) -> str:
    """Why the frontier counter beats enumeration on ``instance``, or "" where it does not: on
    narrow boards, once the tours are too many to walk one by one (measured: 5x10 closed 0.9 s
    against over 60 s, 5x9 open 16 s against about 170 s, 4x12 open 0.6 s against over 30 s; 6x7
    closed 9.5 s against 6.3 s)."""
    board = instance.board
    if instance.parts() - {"holes"} or board.leaper != KNIGHT:
        return ""
    width = min(board.rows, board.cols)
    fewest = FRONTIER_FROM.get(width, 48 if width == 6 and instance.closed else None)
    if fewest is None or board.squares < fewest:
        return ""
    return f"the board is {width} wide and has {board.squares} squares, too many tours to walk one by one"
