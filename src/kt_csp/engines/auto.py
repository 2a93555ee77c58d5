"""The auto engine: the engine that suits the instance, chosen in the open.

- Boards of more than `LARGE` squares: the construct engine (blocks or Warnsdorff, linear time;
  a wrapped board's tour from the rectangle beneath; holes and both ends fixed by composing the
  blocks' tour with regions re-solved by CP-SAT); where it cannot answer (a 3×n or 4×n board, a Warnsdorff dead end on an odd board,
  holes whose colours no small region balances), search takes over.
- Smaller boards: search — the backtracker with Warnsdorff's order for open tours (`ENDS_FIRST`
  nodes of it, then CP-SAT, where an end is fixed or there are holes), CP-SAT for closed ones (the
  backtracker's weak side) and for clues (whose move-number windows CP-SAT searches in,
  `kt_csp.reasoning.windows`).
- The longest uncrossed path on a board up to `SWEEP_WIDTH` wide: the frontier sweep, which
  proves it (`kt_csp.engines.frontier.longest`); CP-SAT past it.

Reasoning is not the engine's business: `kt_csp.solve` answers what it rules out first, at any
size (`kt_csp.reasoning.obstacles`), and ``theory=False`` (``--no-theory``) leaves the proof to the
engine auto picks. The result names the engine that answered and says in ``note`` why it was chosen.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from kt_csp.core.board import KNIGHT
from kt_csp.core.choices import AutoOptions, BacktrackOptions, Order
from kt_csp.core.instance import Instance
from kt_csp.core.limits import Limits, Stop
from kt_csp.core.result import CountResult, Result, Status
from kt_csp.core.variants import answered_by
from kt_csp.core.words import quantity
from kt_csp.errors import MemoryLimitError
from kt_csp.reasoning.parity import allowed_starts, colour_obstruction

if TYPE_CHECKING:
    from kt_csp.engines.backtrack.treesize import WalkEstimate

__all__ = ["LARGE", "NAME", "AutoOptions", "CountRoute", "count", "count_route", "solve"]

NAME = "auto"
LARGE = 1_000  # squares: beyond this, build instead of search
# Nodes the backtracker has on an open tour with an end fixed or holes before CP-SAT takes over:
# it answers almost every question at once, and CP-SAT the few it wanders on (12x12 with both
# ends fixed: 2 of 10,368 pairs). A count of nodes, not seconds, so that the engine that answers,
# and so the tour, is the same on any machine at any load (a second of the clock, as it was,
# went to loading the compiled kernel on a busy machine, and CP-SAT answered instead). It is about
# the second it replaces: Warnsdorff's order searched 12.4 M nodes a CPU second on 12x12 closed,
# 13.9 M on 20x20 (this 2-core machine, measured with time.process_time at load 8).
ENDS_FIRST = 10_000_000
# squares: auto's CP-SAT fallback is not tried above this. Closed 110x110 (12,100 squares) takes
# it about a minute; a model of 10^6 squares takes minutes to build and half a minute to heed
# Ctrl-C, and never finds a tour (--engine cpsat still tries it).
CPSAT_MOST = 100_000
# The narrow side up to which auto proves the longest uncrossed path by the frontier sweep, open
# and closed: 7x7 open in about a minute, 8x8 closed in 2.5 (bench/records.py --only uncrossed),
# where CP-SAT proves nothing past 6x6 in 300 s; the sweep's work grows about 25-fold a file.
SWEEP_WIDTH = {False: 7, True: 8}


def solve(instance: Instance, limits: Limits = Limits(), options: AutoOptions = AutoOptions()) -> Result:
    """Answer with the engine that suits ``instance``; ``note`` says which and why.

    Parameters
    ----------
    instance
        The question, with any part the engines answer.
    limits
        The time and node limits, their clock running (`kt_csp.core.limits`).
    options
        Unused: auto's choices are its own (`AutoOptions`).

    Returns
    -------
    Result
        ``found`` with the tour, ``none`` with why (``reason``), or ``unknown`` (``stop`` says
        which limit); ``engine`` names the engine that answered, not auto.

    Raises
    ------
    MemoryLimitError
        The chosen engine's model or arrays would not fit in this machine's memory.
    LimitReached
        The time limit passed while the model was built (the engine door answers ``unknown``).

    Notes
    -----
    Called directly, the result is not verified (``verified`` is False): the engine door,
    ``get_engine("auto").solve``, judges every tour with the verifier, and `kt_csp.solve`
    goes through it.

    Examples
    --------
    >>> from kt_csp.core.board import parse_board
    >>> result = solve(Instance(parse_board("5x5"), start=0))
    >>> result.engine, result.status.value
    ('backtrack', 'found')
    >>> result.note
    "auto chose search for a board of 25 squares (construct above 1,000); the backtracker with Warnsdorff's order"
    """
    size = instance.board.squares
    constrained = sorted(instance.parts() - answered_by("backtrack"))
    if _swept(instance):
        from kt_csp.engines.frontier.longest import longest

        swept = longest(instance, limits)
        chose = f"auto chose the frontier sweep, which proves it in minutes up to {SWEEP_WIDTH[instance.closed]} wide"
        return _chose(swept, chose)
    if constrained:
        from kt_csp.engines import cpsat

        result = cpsat.solve(instance, limits)
        chose = f"auto chose CP-SAT, the engine that answers every part asked ({', '.join(constrained)})"
        return _chose(result, chose)
    unbuilt = ""  # why construct could not build, where it tried
    if instance.clues and size > LARGE:
        reason = f"auto chose search for a board of {size:,} squares with clues (construct ignores clues)"
    elif size > LARGE:
        from kt_csp.engines.construct import engine as construct

        built = construct.solve(instance, limits)
        if built.status is Status.FOUND:
            return replace(built, note=f"auto chose construct for a board of {size:,} squares: {built.note}")
        unbuilt = built.reason
        reason = f"auto chose construct for a board of {size:,} squares, then search: {unbuilt}"
    else:
        reason = f"auto chose search for a board of {quantity(size, 'squares')} (construct above {LARGE:,})"
    if instance.closed or (instance.clues and colour_obstruction(instance) is None):  # (the backtracker says why not)
        from kt_csp.engines import cpsat  # each path imports only its engine: OR-Tools costs a third of a second

        why = (
            "closed tours are the backtracker's weak side"
            if instance.closed
            else "clues give its move numbers windows to search in (10x10 with 20 clues: 1-3 s, the backtracker up to minutes)"
        )
        if size > CPSAT_MOST:
            return _beyond(instance, unbuilt, _too_large())
        try:
            result = cpsat.solve(instance, limits)
        except MemoryLimitError as error:
            return _beyond(instance, unbuilt, error)
        return replace(result, note=f"{reason}; CP-SAT, as {why}")
    from kt_csp.engines.backtrack import search as backtrack

    # The backtracker's weak sides: an end fixed (its walk starts at the start) and holes. It has
    # ENDS_FIRST nodes there, then CP-SAT (4x20 to p4 less q4: 290 M nodes, CP-SAT 0.02 s); the
    # time limit stays the whole answer's.
    weak = instance.end is not None or bool(instance.board.holes)
    nodes = ENDS_FIRST if limits.node_limit is None else min(ENDS_FIRST, limits.node_limit)
    first = replace(limits, node_limit=nodes) if weak else limits
    try:
        result = backtrack.solve(instance, first, BacktrackOptions(order=Order.WARNSDORFF))
    except MemoryLimitError as error:
        return _beyond(instance, unbuilt, error)
    if weak and result.stop is Stop.NODES:
        from kt_csp.engines import cpsat

        if size > CPSAT_MOST:
            return _beyond(instance, unbuilt, _too_large())
        try:
            result = cpsat.solve(instance, limits)
        except MemoryLimitError as error:
            return _beyond(instance, unbuilt, error)
        return replace(result, note=f"{reason}; the backtracker for {nodes:,} nodes, then CP-SAT")
    return replace(result, note=f"{reason}; the backtracker with Warnsdorff's order")


def _beyond(instance: Instance, unbuilt: str, error: MemoryLimitError | str) -> Result:
    """Neither built nor searchable: ``unknown`` with both reasons (search alone, too large for
    memory, stays the error it is)."""
    if isinstance(error, MemoryLimitError) and not unbuilt:
        raise error
    built = f"construct could not build it ({unbuilt}), and " if unbuilt else ""
    return Result(NAME, instance, Status.UNKNOWN, reason=f"{built}{error}")


def _too_large() -> str:
    return f"CP-SAT is not tried on more than {CPSAT_MOST:,} squares (--engine cpsat tries it)"


@dataclass(frozen=True)
class CountRoute:
    """The counter auto gives a question, why (``note``), and for the backtracker's walk over
    every tour Knuth's estimate of its length (`kt_csp.engines.backtrack.treesize`), where the board is large
    enough for it to matter."""

    engine: str
    note: str
    walk: WalkEstimate | None = None


def _chose(result: Result, chose: str) -> Result:
    """The engine's answer with auto's choice said first, then the engine's own note if any."""
    return replace(result, note=chose + (f"; {result.note}" if result.note else ""))


def _swept(instance: Instance) -> bool:
    """Whether the frontier sweep proves ``instance``'s longest uncrossed path in minutes."""
    from kt_csp.engines.registry import ENGINES

    board = instance.board
    return (
        instance.longest
        and ENGINES["frontier"].answers(instance, counting=False)
        and instance.start is None
        and instance.end is None
        and board.leaper == KNIGHT
        and min(board.rows, board.cols) <= SWEEP_WIDTH[instance.closed]
    )


def count_route(instance: Instance, limits: Limits = Limits()) -> CountRoute:
    """Which counter `count` uses: the backtracker, the fastest enumeration measured (see
    bench/cpsat.py), for the parts it answers, and the frontier counter where tours are too many
    to enumerate; CP-SAT for the rest (symmetry, magic sums, uncrossed paths)."""
    constrained = sorted(instance.parts() - answered_by("backtrack"))
    if constrained:
        return CountRoute(
            "cpsat", f"auto chose CP-SAT, the counter that answers every part asked ({', '.join(constrained)})"
        )
    reason = _sweep_suits(instance)
    if reason:
        return CountRoute("frontier", f"auto chose the frontier counter: {reason}")
    estimated = ESTIMATED_FROM <= instance.board.squares <= ESTIMATED_UP_TO and not instance.clues
    walk = _walk(instance, limits) if estimated else None
    said = "" if walk is None else f"; Knuth's estimate of the walk: {walk.words()}"
    return CountRoute("backtrack", f"auto chose the backtracker: {_walk_suits(instance)}{said}", walk)


def count(
    instance: Instance, limits: Limits = Limits(), options: AutoOptions = AutoOptions(), workers: int | None = None
) -> CountResult:
    """Count with the counter `count_route` chooses; ``note`` says which and why.

    Parameters
    ----------
    instance
        The question (counted as `Instance.as_counted` poses it).
    limits
        The time, node and tour limits, their clock running; a count they stop is a lower
        bound (``complete`` False).
    options
        Unused: auto's choices are its own (`AutoOptions`).
    workers
        The processes or threads the chosen counter may use; None: its choice.

    Returns
    -------
    CountResult
        The total of directed tours and the count by start square.

    Raises
    ------
    MemoryLimitError
        The chosen engine's model or arrays would not fit in this machine's memory.
    LimitReached
        The time limit passed while the model was built (the engine door answers ``unknown``).

    Examples
    --------
    >>> from kt_csp.core.board import parse_board
    >>> counted = count(Instance(parse_board("5x5"), start=0), workers=1)
    >>> counted.engine, counted.total
    ('backtrack', 304)
    """
    route = count_route(instance, limits)
    if route.engine == "cpsat":
        from kt_csp.engines import cpsat

        return replace(cpsat.count(instance, limits, workers=workers), note=route.note)
    if route.engine == "frontier":
        from kt_csp.engines.frontier import sweep as frontier

        return replace(frontier.count(instance, limits, workers=workers), note=route.note)
    from kt_csp.engines.backtrack import counter as counting

    return replace(counting.count(instance, limits, BacktrackOptions(), workers), note=route.note)


# Squares: smaller boards are walked in well under a second (5x6 open: 0.04 s); larger ones than
# 10x10 would cost the probes seconds (8x8 open: 0.3 s), and their walks are past any estimate's
# use (8x8 closed: years). Clues are left out: the probes do not cut by them, and the walk they
# make is short.
ESTIMATED_FROM, ESTIMATED_UP_TO = 30, 100


def _walk(instance: Instance, limits: Limits) -> WalkEstimate:
    """Knuth's estimate of the backtracker's walk, from the start squares it would search (kept:
    the command line says it before counting, and the count says it again)."""
    if instance not in _WALKS:
        from kt_csp.engines.backtrack.counter import start_classes
        from kt_csp.engines.backtrack.treesize import estimate_walk

        counted = instance.as_counted()
        _WALKS.clear()
        _WALKS[instance] = estimate_walk(counted, list(allowed_starts(counted, start_classes(counted))), limits)
    return _WALKS[instance]


_WALKS: dict[Instance, WalkEstimate] = {}


FRONTIER_FROM = {3: 30, 4: 32, 5: 40}  # narrow side → the fewest squares the sweep counts faster (6 wide: closed, 42)


def _sweep_suits(instance: Instance) -> str:
    """Why the frontier counter beats enumeration on ``instance``, or "" where it does not: on
    narrow boards, once the tours are too many to walk one by one. Measured (frontier against
    backtracker): 3x10 open 0.07 against 0.10 s, 4x8 open 0.10 against 0.13 s, 5x8 closed 0.21
    against 0.97 s and open 6.9 against 20.7 s, 6x7 closed 4.2 against 9.1 s; the backtracker wins
    below (6x6 closed 0.18 against 0.74 s, open 2.3 against 36 s)."""
    board = instance.board
    if _walk_only(instance):
        return ""
    width = min(board.rows, board.cols)
    fewest = FRONTIER_FROM.get(width, 42 if width == 6 and instance.closed else None)
    if fewest is None or board.squares < fewest:
        return ""
    return f"the board is {width} wide and has {board.squares} squares, too many tours to walk one by one"


def _walk_only(instance: Instance) -> str:
    """What only the backtracker counts of ``instance`` (wrapped boards, clues, other leapers
    than the knight, for which no crossover was measured), or ""."""
    parts = sorted(instance.parts() - {"holes"})
    if parts:
        return f"the frontier counter does not take {', '.join(parts)}"
    return (
        ""
        if instance.board.leaper == KNIGHT
        else "the crossover with the frontier counter is measured for the knight only"
    )


def _walk_suits(instance: Instance) -> str:
    """Why enumeration is the counter for ``instance``."""
    board = instance.board
    return (
        _walk_only(instance)
        or f"the frontier counter is not faster on a board {min(board.rows, board.cols)} wide of {quantity(board.squares, 'squares')}"
    )
