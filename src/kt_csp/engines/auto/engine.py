"""The auto engine: the engine that suits the instance, chosen in the open.

- Boards of more than `LARGE` squares, and narrow ones (3 or 4 wide) from `NARROW_FROM` long: the construct engine (blocks or Warnsdorff, linear time;
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

from collections.abc import Callable
from dataclasses import dataclass, replace

from kt_csp.core.board import KNIGHT
from kt_csp.core.choices import AutoOptions, BacktrackOptions, FrontierOptions, Order
from kt_csp.core.instance import Instance
from kt_csp.core.limits import Limits, Stop
from kt_csp.core.result import CountResult, Result, Status, Step
from kt_csp.core.words import quantity, scientific, span
from kt_csp.engines.backtrack import ENGINE as BACKTRACK
from kt_csp.engines.backtrack.treesize import NODES_PER_SECOND, WalkEstimate
from kt_csp.errors import MemoryLimitError
from kt_csp.reasoning.parity import allowed_starts, colour_obstruction

__all__ = [
    "LARGE",
    "NAME",
    "NARROW_FROM",
    "AutoOptions",
    "CountRoute",
    "RoutedOptions",
    "SweepEstimate",
    "count",
    "count_route",
    "solve",
]

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
# The long side from which auto builds a narrow board's tour (`kt_csp.engines.construct.narrow`,
# half a second by CP-SAT and pumping) rather than searching, by the narrow side: Warnsdorff's
# backtracker found 3x32's tour in 0.16 s and none of 3x33 in 10 s, 4x12's in 1.1 s and none of
# 4x16 in 5 s; construct 3x33 and 4x12 in 0.45 s (2026-11-28, with and without a start at a1).
NARROW_FROM = {3: 33, 4: 12}
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
    if _swept(instance):
        chose = f"auto chose the frontier sweep, which proves it in minutes up to {SWEEP_WIDTH[instance.closed]} wide"
        return _alone(_asked("frontier", instance, limits), chose)
    constrained = sorted(instance.parts() - BACKTRACK.parts)
    if constrained:
        chose = f"auto chose CP-SAT, the engine that answers every part asked ({', '.join(constrained)})"
        return _alone(_asked("cpsat", instance, limits), chose)
    route: tuple[Step, ...] = ()
    built_for = _built_for(instance)
    if built_for:
        built = _asked("construct", instance, limits)
        route = (_step(built, refused=built.stop is None),)
        if built.status is Status.FOUND:
            return replace(built, note=f"auto chose construct for {built_for}: {built.note}", route=route)
    if instance.closed or (instance.clues and colour_obstruction(instance) is None):  # (the backtracker says why not)
        return _searched(instance, route, lambda: _cpsat(instance, limits, route))
    return _searched(instance, route, lambda: _walked(instance, limits, route))


def _built_for(instance: Instance) -> str:
    """Why auto asks construct first, in words (a board of more than `LARGE` squares, or a narrow
    board as long as `NARROW_FROM`); "" where it searches (and for clues, which construct ignores)."""
    board = instance.board
    if instance.clues:
        return ""
    if board.squares > LARGE:
        return f"a board of {board.squares:,} squares"
    wide, long = sorted((board.rows, board.cols))
    if long < NARROW_FROM.get(wide, long + 1):
        return ""
    from kt_csp.engines.construct.narrow import is_narrow  # (and numba, with the builder: only here)

    return (
        f"a board {wide} wide and {long} long (search's weak side from {NARROW_FROM[wide]} long)"
        if is_narrow(board)
        else ""
    )


def _asked(name: str, instance: Instance, limits: Limits, options: object = None) -> Result:
    """The answer of the engine ``name``, asked through the registry inside auto's door (which
    judges the tour: `kt_csp.engines.registry.Engine.answer`)."""
    from kt_csp.engines.registry import get_engine

    return get_engine(name).answer(instance, limits, options)


def _step(result: Result, budget: int | None = None, units: str = "", refused: bool = False) -> Step:
    """The route's step for an engine that answered ``result`` (``refused``: it could not take the
    question, and its reason says why)."""
    outcome = "refused" if refused and result.status is not Status.FOUND else result.status.value
    return Step(result.engine, outcome, budget, units if budget is not None else "", result.reason)


def _alone(result: Result, chose: str) -> Result:
    """The one engine's answer, its route that engine alone, with auto's choice said first, then
    the engine's own note if any."""
    return replace(result, note=chose + (f"; {result.note}" if result.note else ""), route=(_step(result),))


def _searched(instance: Instance, route: tuple[Step, ...], search: Callable[[], Result]) -> Result:
    """The answer of ``search`` (its route after ``route``), its note made from the route: why
    search (`_lead`), then which engines searched (`_searchers`); none where search was refused
    (``unknown``, its reason the refusals')."""
    result = search()
    if result.route[-1].outcome == "refused":
        return result
    return replace(result, note=f"{_lead(instance, route)}; {_searchers(instance, result.route[len(route) :])}")


def _tried(
    name: str,
    instance: Instance,
    limits: Limits,
    route: tuple[Step, ...],
    budget: int | None = None,
    options: object = None,
) -> Result:
    """The engine ``name``'s answer, its step (with ``budget`` of nodes, where given) after
    ``route``; refused where it would not fit in memory after construct could not build either
    (search alone, too large for memory, stays the error it is)."""
    try:
        result = _asked(name, instance, limits, options)
    except MemoryLimitError as error:
        if not _unbuilt(route):
            raise
        return _refused(instance, route, name, str(error))
    return replace(result, route=(*route, _step(result, budget, "nodes")))


def _cpsat(instance: Instance, limits: Limits, route: tuple[Step, ...]) -> Result:
    """CP-SAT's answer, where auto does not refuse it the instance (`CPSAT_MOST`)."""
    if instance.board.squares > CPSAT_MOST:
        return _refused(instance, route, "cpsat", _too_large())
    return _tried("cpsat", instance, limits, route)


def _walked(instance: Instance, limits: Limits, route: tuple[Step, ...]) -> Result:
    """The backtracker's answer with Warnsdorff's order; on its weak sides (an end fixed, whose
    walk starts at the start, holes, and a start on a board 3 or 4 wide), `ENDS_FIRST` nodes of
    it and then CP-SAT's (4x20 to p4 less q4: 290 M nodes, CP-SAT 0.02 s; 3x28 from e1: 5.8
    billion nodes in 300 s, CP-SAT 0.02 s), the time limit staying the whole answer's."""
    board = instance.board
    narrow = instance.start is not None and min(board.rows, board.cols) in NARROW_FROM
    weak = instance.end is not None or bool(board.holes) or narrow
    nodes = ENDS_FIRST if limits.node_limit is None else min(ENDS_FIRST, limits.node_limit)
    first = replace(limits, node_limit=nodes) if weak else limits
    result = _tried(
        "backtrack", instance, first, route, nodes if weak else None, BacktrackOptions(order=Order.WARNSDORFF)
    )
    if weak and result.stop is Stop.NODES:
        return _cpsat(instance, limits, result.route)
    return result


def _lead(instance: Instance, route: tuple[Step, ...]) -> str:
    """Why auto searched: the board's size, or construct's refusal (the route's first step)."""
    size = instance.board.squares
    if route:
        return f"auto chose construct for {_built_for(instance)}, then search: {_unbuilt(route)}"
    if instance.clues and size > LARGE:
        return f"auto chose search for a board of {size:,} squares with clues (construct ignores clues)"
    return f"auto chose search for a board of {quantity(size, 'squares')} (construct above {LARGE:,})"


def _searchers(instance: Instance, searched: tuple[Step, ...]) -> str:
    """The engines that searched, in words: the backtracker, CP-SAT and why, or the backtracker
    for its budget of nodes, then CP-SAT."""
    if searched[0].engine == "backtrack" and len(searched) > 1:
        return f"the backtracker for {searched[0].budget:,} nodes, then CP-SAT"
    if searched[0].engine == "backtrack":
        return "the backtracker with Warnsdorff's order"
    why = (
        "closed tours are the backtracker's weak side"
        if instance.closed
        else "clues give its move numbers windows to search in (10x10 with 20 clues: 1-3 s, the backtracker up to minutes)"
    )
    return f"CP-SAT, as {why}"


def _unbuilt(route: tuple[Step, ...]) -> str:
    """Why construct could not build, where the route tried it first; else ""."""
    return route[0].reason if route and route[0].engine == "construct" else ""


def _refused(instance: Instance, route: tuple[Step, ...], engine: str, why: str) -> Result:
    """Neither built nor searchable: ``unknown`` with the reasons of the route's refusals."""
    unbuilt = _unbuilt(route)
    built = f"construct could not build it ({unbuilt}), and " if unbuilt else ""
    return Result(
        NAME, instance, Status.UNKNOWN, reason=f"{built}{why}", route=(*route, Step(engine, "refused", reason=why))
    )


def _too_large() -> str:
    return f"CP-SAT is not tried on more than {CPSAT_MOST:,} squares (--engine cpsat tries it)"


@dataclass(frozen=True)
class CountRoute:
    """The counter auto gives a question, why (``note``), and the estimates it chose by: Knuth's
    of the backtracker's walk over every tour (`kt_csp.engines.backtrack.treesize`) and the
    frontier counter's of its sweep (`SweepEstimate`), where the board is large enough for them
    to matter. ``spill``: the sweep was chosen, and its states may need more memory than there
    is (`count` keeps them on disk in a temporary folder, and the note says so)."""

    engine: str
    note: str
    walk: WalkEstimate | None = None
    sweep: SweepEstimate | None = None

    @property
    def spill(self) -> bool:
        """Whether the sweep was chosen and its states are kept on disk (`SweepEstimate.spill`)."""
        return self.engine == "frontier" and self.sweep is not None and self.sweep.spill


@dataclass(frozen=True)
class RoutedOptions(AutoOptions):
    """Auto's options for a count whose route its caller has chosen already (`count_route`, as
    the command line does to say a long count's route before it starts): `count` takes
    ``route`` instead of making the estimates again; None: `count` chooses."""

    route: CountRoute | None = None


@dataclass(frozen=True)
class SweepEstimate:
    """States the frontier counter would sweep to count every tour, the core-seconds that takes
    (spilled to disk where ``spill``), and the bytes its states take at their widest."""

    states: float
    seconds: float
    bytes: int
    spill: bool = False

    def words(self, on_one_core: bool = True) -> str:
        """``about 19 minutes on one core to sweep about 3e9 states``.

        Parameters
        ----------
        on_one_core
            Say that the time is on one core.

        Returns
        -------
        str
            The estimate in words.
        """
        on_disk = " (spilled to disk)" if self.spill else ""
        core = " on one core" if on_one_core else ""
        return f"about {span(self.seconds)}{core} to sweep about {scientific(self.states)} states{on_disk}"


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
    """Which counter `count` uses: CP-SAT for the parts the backtracker does not answer
    (symmetry, magic sums, uncrossed paths); else, of the backtracker and the frontier counter,
    the faster by their estimates — Knuth's of the walk, and the sweep's of its states — each
    turned into seconds by its pace measured on this machine (`_sweep_suits`). Both estimates
    are counts (of nodes, of states), not timings: the choice is the same whatever the load.
    The backtracker takes a count given a node limit (the sweep places no nodes), or a time limit
    shorter than the sweep's estimate (a stopped walk has counted a lower bound, a stopped sweep
    nothing).

    Parameters
    ----------
    instance
        The question to count.
    limits
        Its limits (a node limit, or a time limit shorter than the sweep, keeps the walk); the
        estimates look at the time limit.

    Returns
    -------
    CountRoute
        The counter, why, and the estimates it was chosen by.

    Raises
    ------
    LimitReached
        The time limit passed while the walk was estimated.
    """
    constrained = sorted(instance.parts() - BACKTRACK.parts)
    if constrained:
        return CountRoute(
            "cpsat", f"auto chose CP-SAT, the counter that answers every part asked ({', '.join(constrained)})"
        )
    only = _walk_only(instance)
    if only:
        return CountRoute("backtrack", f"auto chose the backtracker: {only}")
    if instance.board.squares < ESTIMATED_FROM:
        return CountRoute(
            "backtrack",
            f"auto chose the backtracker: a board of fewer than {ESTIMATED_FROM} squares is walked in well under a second",
        )
    walk = _walk(instance, limits) if instance.board.squares <= ESTIMATED_UP_TO else None
    said = "" if walk is None else f"; Knuth's estimate of the walk: {walk.words()}"
    if limits.node_limit is not None:
        return CountRoute("backtrack", f"auto chose the backtracker: a node limit limits its walk{said}", walk)
    sweep = _sweep(instance)
    if sweep is not None and limits.time_limit is not None and sweep.seconds > limits.time_limit:
        return CountRoute(
            "backtrack",
            f"auto chose the backtracker: the time limit is shorter than the frontier counter's sweep ({sweep.words()}), "
            f"which has no count until its end, where the walk counts a lower bound as it goes{said}",
            walk,
            sweep,
        )
    reason = _sweep_suits(walk, sweep)
    if reason:
        return CountRoute("frontier", f"auto chose the frontier counter: {reason}", walk, sweep)
    return CountRoute("backtrack", f"auto chose the backtracker: {_walk_suits(walk, sweep)}", walk, sweep)


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
        The chosen engine's model or arrays would not fit in this machine's memory (the
        frontier counter's states, by its estimate, neither in memory nor on the temporary
        folder's disk: the message says to give ``--spill``).
    LimitReached
        The time limit passed while the model was built (the engine door answers ``unknown``).

    Examples
    --------
    >>> from kt_csp.core.board import parse_board
    >>> counted = count(Instance(parse_board("5x5"), start=0), workers=1)
    >>> counted.engine, counted.total
    ('backtrack', 304)
    """
    given = options.route if isinstance(options, RoutedOptions) else None
    route = count_route(instance, limits) if given is None else given
    if route.engine == "frontier":
        counted = _swept_count(instance, limits, route, workers)
    else:
        counted = _counted(route.engine, instance, limits, None, workers)
    return replace(counted, note=route.note, route=(Step(counted.engine, counted.status.value, reason=counted.reason),))


def _counted(name: str, instance: Instance, limits: Limits, options: object, workers: int | None) -> CountResult:
    """The count of the engine ``name``, asked at its door in the registry."""
    from kt_csp.engines.registry import get_engine

    return get_engine(name).count(instance, limits, options, workers)


# Squares: smaller boards are walked in well under a second (5x6 open: 0.04 s); larger ones than
# 10x10 would cost the probes seconds (8x8 open: 0.3 s), and their walks are past any estimate's
# use (8x8 closed: years). Clues are left out: the probes do not cut by them, and the walk they
# make is short.
ESTIMATED_FROM, ESTIMATED_UP_TO = 30, 100
# States the frontier counter sweeps a second on one core, and what spilling to disk costs. Its
# pace is taken in the states its sweep is estimated to sweep (`estimate_swept`, as measured
# before mirror images were merged), against the backtracker's nodes (`NODES_PER_SECOND`):
# measured on this machine (2026-11-29, idle, one thread, whole processes less 1.1 s, their start
# then: estimated states over seconds) — 6x6 open 4.6 million a second, 5x7 open 5.5, 6x7 open 4.2, 5x9
# open 3.0, 5x10 open 1.9, 6x8 closed 6.5, 5x12 closed 2.0, 7x8 closed 10.1 — the median is about
# 4.4 million, where the walk places 14.2 million nodes (count 6x6 --start a1 --workers 1): a
# ratio of about 3.1 (it was 5.4 before mirror images were merged, in states swept). Spilled, 8x8
# closed swept 1.1 million states a second on two threads, a third of the 3.3 million of 7x8
# closed in memory (docs/benchmarks.md).
STATES_PER_SECOND = NODES_PER_SECOND / 3.1
SPILLED_SLOWER = 3
# Memory a sweep may take against its estimate's: 8x8 closed's widest layer held 1.8 times the
# states estimated (5.58e8 against 3.05e8: docs/benchmarks.md), but 7x7 open took 7.4 GiB where
# 11.9 GB was estimated. A sweep is spilled where one and a half times its estimate would not fit
# in memory: 7x7 open (in memory: 11.8 minutes) is not, and one that might run for an hour and
# then run out is
PEAK_MARGIN = 1.5
# seconds a sweep takes to start in a fresh process, loading its compiled kernels: count 3x10
# --closed --engine frontier takes 0.81-0.90 s for 314 states (median of 5, 2026-11-29; 1.1-1.2 s
# before numba's typed-list functions were cached), the backtracker 0.04-0.05 s in all
SWEEP_START = 0.8
# seconds: a sweep past this by its estimate is not chosen where the walk is not estimated
# (boards past `ESTIMATED_UP_TO` squares): the backtracker at least counts a lower bound as it goes
SWEEP_MOST = 30 * 86400


def _swept_count(instance: Instance, limits: Limits, route: CountRoute, workers: int | None) -> CountResult:
    """The frontier counter's count, its states kept on disk in a temporary folder (removed at
    the end) where the route says they need more memory than there is; refused in one line where
    that disk has no room for them either."""
    if not route.spill or route.sweep is None:
        return _counted("frontier", instance, limits, None, workers)
    import tempfile
    from pathlib import Path

    from kt_csp.engines.frontier.spill import DISK_PER_MEMORY, free_disk
    from kt_csp.runtime.memory import format_bytes

    folder = Path(tempfile.gettempdir())
    needed = int(route.sweep.bytes * PEAK_MARGIN * DISK_PER_MEMORY)
    if free_disk(folder) < needed:
        raise MemoryLimitError(
            f"{route.note}; but {folder} has {format_bytes(free_disk(folder))} free of the about "
            f"{format_bytes(needed)} they need there: count --spill DIR on a disk with room"
        )
    with tempfile.TemporaryDirectory(prefix="kt-csp-spill-") as spilled:
        return _counted("frontier", instance, limits, FrontierOptions(spill=Path(spilled)), workers)


def _walk(instance: Instance, limits: Limits) -> WalkEstimate:
    """Knuth's estimate of the backtracker's walk, from the start squares it would search."""
    from kt_csp.engines.backtrack.counter import start_classes
    from kt_csp.engines.backtrack.treesize import estimate_walk

    counted = instance.as_counted()
    return estimate_walk(counted, list(allowed_starts(counted, start_classes(counted))), limits)


def _sweep(instance: Instance) -> SweepEstimate | None:
    """The frontier counter's estimate of its sweeps of ``instance`` (one, or one per start class
    on a small board: `kt_csp.engines.frontier.sweep`), or None for a leaper whose sweeps were
    not measured. (A board too wide for the sweep, past 23 squares, is estimated far beyond
    `SWEEP_MOST`.)"""
    from kt_csp.engines.frontier.plan import estimate_swept
    from kt_csp.engines.frontier.sweep import sweeps_of
    from kt_csp.runtime.memory import available_memory

    counted = instance.as_counted()
    guess = estimate_swept(counted)
    if guess is None:
        return None
    states, needed, _how = guess
    states *= len(sweeps_of(counted))
    spill = needed * PEAK_MARGIN > available_memory()
    seconds = SWEEP_START + states / STATES_PER_SECOND * (SPILLED_SLOWER if spill else 1)
    return SweepEstimate(states, seconds, needed, spill)


def _sweep_suits(walk: WalkEstimate | None, sweep: SweepEstimate | None) -> str:
    """Why the frontier counter is the counter, or "" where it is not: the faster by the
    estimates (past `ESTIMATED_UP_TO` squares, where the walk is not estimated, it is taken as
    the longer), unless its sweep too is past `SWEEP_MOST`. Where its states need more memory
    than there is, it says that ``--spill`` is needed."""
    if sweep is None or sweep.seconds > SWEEP_MOST:
        return ""
    if walk is None:
        why = f"{sweep.words()}; the walk over every tour is not estimated past {ESTIMATED_UP_TO} squares"
    elif sweep.seconds < walk.seconds:
        why = f"the faster by the estimates, {sweep.words()} against {_walking(walk)}"
    else:
        return ""
    if sweep.spill:
        from kt_csp.runtime.memory import available_memory, format_bytes

        why += (
            f"; its states, about {format_bytes(sweep.bytes)} at their widest by the estimate (up to half as much again), "
            f"may not fit in this machine's {format_bytes(available_memory())} of memory, so they are kept on disk "
            "in a temporary folder (count --spill DIR keeps them where the same command resumes)"
        )
    return why


def _walking(walk: WalkEstimate, on_one_core: bool = False) -> str:
    """``about 15 hours to walk about 7e11 nodes (Knuth's estimate)``."""
    core = " on one core" if on_one_core else ""
    return f"about {span(walk.seconds)}{core} to walk about {scientific(walk.nodes)} nodes (Knuth's estimate)"


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


def _walk_suits(walk: WalkEstimate | None, sweep: SweepEstimate | None) -> str:
    """Why enumeration is the counter, where the frontier counter could count too."""
    if sweep is None:
        return "the frontier counter's sweep is not estimated for this board"
    if sweep.seconds > SWEEP_MOST and (walk is None or walk.seconds > SWEEP_MOST):
        return f"neither counter ends soon (the frontier counter's sweep: {sweep.words()}), and the walk counts a lower bound as it goes"
    assert walk is not None  # (`_sweep_suits` chose the sweep past `ESTIMATED_UP_TO` squares)
    return f"the faster by the estimates, {_walking(walk, on_one_core=True)} against {sweep.words(on_one_core=False)}"
