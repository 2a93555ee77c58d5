"""The engines behind one interface, found by name.

Every engine answers an `Instance` with a `Result` (and, where it can count, a `CountResult`):
it implements the typed interface `SolveFunction` and `CountFunction`, and its own choices
travel in an options object of its own type (`kt_csp.core.choices`). `Engine.solve`
and `Engine.count` are the one way in: they start the run's clock, check the options' type, and
turn a limit or a Ctrl-C that stops an engine while it prepares (building a model, compiling)
into an ``unknown`` answer, so that no engine can lose the answer to one; and `Engine.solve`
judges every tour an engine returns with the verifier (`judged`: ``Result.verified``), so that a
tour that is no tour is a bug (`kt_csp.errors.InvalidTour`), never an answer. An engine's module is
imported when the engine is first asked (``module:function``), so that naming the engines
costs nothing and a run loads only the solver it uses.
"""

from __future__ import annotations

import importlib
import time
from dataclasses import dataclass, replace
from typing import Any, Generic, Protocol, TypeVar, cast

import numpy as np

from kt_csp.core.choices import (
    AutoOptions,
    BacktrackOptions,
    ConstructOptions,
    CpsatOptions,
    FrontierOptions,
    SatOptions,
)
from kt_csp.core.instance import Instance
from kt_csp.core.limits import LimitReached, Limits, Stop
from kt_csp.core.progress import Reporter
from kt_csp.core.result import CountResult, Result, Stats, Status
from kt_csp.core.tour import Tour
from kt_csp.core.variants import PART, answered_by, lacking
from kt_csp.errors import InvalidTour, KtError
from kt_csp.runtime.ctrl_c import deliver

__all__ = [
    "COUNTERS",
    "ENGINES",
    "SEARCH_ENGINES",
    "CountFunction",
    "Engine",
    "SolveFunction",
    "get_engine",
    "judged",
    "witnesses",
]

OptionsT = TypeVar("OptionsT")
OptionsT_contra = TypeVar("OptionsT_contra", contravariant=True)


class SolveFunction(Protocol[OptionsT_contra]):
    """What an engine implements to answer: the instance, the limits (clock running), its options."""

    def __call__(self, instance: Instance, limits: Limits, options: OptionsT_contra, /) -> Result: ...


class CountFunction(Protocol[OptionsT_contra]):
    """What an engine implements to count; ``workers`` is the processes it may use (None: its choice)."""

    def __call__(
        self, instance: Instance, limits: Limits, options: OptionsT_contra, workers: int | None, /
    ) -> CountResult: ...


@dataclass(frozen=True)
class Engine(Generic[OptionsT]):
    """An engine's name, its solve and count functions (or where to find them, as
    ``module:function``), the type of its options, and what its two search statistics count
    (shown as ``nodes`` and ``backtracks`` in JSON)."""

    name: str
    solver: SolveFunction[OptionsT] | str
    counter: CountFunction[OptionsT] | str
    options: type[OptionsT]
    units: tuple[str, str] = ("nodes", "backtracks")
    counts: bool = True  # False for a builder that cannot count (`count` is an error)
    answers_like: str = ""  # the engine whose variant parts it answers, where not its own name (a stand-in's)

    def solve(
        self,
        instance: Instance,
        limits: Limits = Limits(),
        options: OptionsT | None = None,
        progress: Reporter | None = None,
    ) -> Result:
        """Answer ``instance``: a tour, a proof of none, or unknown.

        The one way into every engine's search: the clock starts, the options' type is checked,
        a closed tour with clues and no start is posed anchored, a limit or Ctrl-C met while the
        engine prepares is an ``unknown`` answer, and every tour returned is judged by the
        verifier (`judged`).

        Parameters
        ----------
        instance
            The question.
        limits
            The time and node limits; the clock starts here.
        options
            The engine's options, of its type (`options`); None: its defaults.
        progress
            Told how far long work goes (`kt_csp.core.progress`), as the limits' reporter is;
            None: no one is told.

        Returns
        -------
        Result
            ``found`` with a tour the verifier accepted (``verified``), ``none``, or ``unknown``.

        Raises
        ------
        KtError
            Options of another type, or a part of ``instance`` this engine does not answer (the
            message names the engines that do).
        kt_csp.errors.InvalidTour
            The engine's tour is not a tour of ``instance``, or it said found and gave none: a
            bug in the engine.

        Examples
        --------
        >>> from kt_csp.core.board import parse_board
        >>> result = get_engine("backtrack").solve(Instance(parse_board("5x5"), start=0))
        >>> result.status.value, result.verified, len(result.tour)
        ('found', True, 25)
        >>> get_engine("sat").solve(Instance(parse_board("4x4"))).reason
        'the lazy CNF is unsatisfiable'
        """
        limits, chosen = _reporting(limits, progress).begun(), self._checked(options)
        self.require(instance, counting=False)
        started = time.perf_counter()
        try:
            deliver()  # a Ctrl-C held back during start-up stops the work as it begins
            solver = cast(SolveFunction[OptionsT], _found(self.solver))
            posed, shift = instance.anchored()
            result = solver(posed, limits, chosen)
            if posed is not instance:
                tour = None if result.tour is None else Tour(instance.renumbered(np.asarray(result.tour), shift))
                result = replace(result, instance=instance, tour=tour)
        except (LimitReached, KeyboardInterrupt) as stopped:
            stop = _stop(stopped)
            return Result(
                self.name,
                instance,
                Status.UNKNOWN,
                stats=Stats(wall_time=time.perf_counter() - started),
                reason=_reason(limits, stopped),
                stop=stop,
            )
        return judged(result)

    def count(
        self,
        instance: Instance,
        limits: Limits = Limits(),
        options: OptionsT | None = None,
        workers: int | None = None,
        progress: Reporter | None = None,
    ) -> CountResult:
        """Count the tours of ``instance`` (see `kt_csp.engines.backtrack.counter` for what is counted).

        Parameters
        ----------
        instance
            The question (counted as `Instance.as_counted` poses it).
        limits
            The time, node and tour limits; the clock starts here.
        options
            The engine's options, of its type (`options`); None: its defaults.
        workers
            The processes or threads the engine may use; None: its choice.
        progress
            As in `solve`.

        Returns
        -------
        CountResult
            The total and the count by start square; ``complete`` False when a limit or Ctrl-C
            stopped it (a lower bound).

        Raises
        ------
        KtError
            The longest path or the fewest crossings or turns (one tour, not a count), options of another type, or a question
            this engine does not count.

        Examples
        --------
        >>> from kt_csp.core.board import parse_board
        >>> counted = get_engine("backtrack").count(Instance(parse_board("5x5"), start=0), workers=1)
        >>> counted.total, counted.complete
        (304, True)
        """
        limits, chosen = _reporting(limits, progress).begun(), self._checked(options)
        if instance.longest:
            raise KtError("a count counts tours, and the longest path is one path: ask solve for it")
        if instance.minimize is not None:
            raise KtError(
                f"a count counts tours, and the tour with the fewest {instance.minimize.value} is one tour: ask solve for it"
            )
        self.require(instance, counting=True)
        started = time.perf_counter()
        try:
            deliver()
            counter = cast(CountFunction[OptionsT], _found(self.counter))
            return replace(counter(instance.anchored()[0], limits, chosen, workers), instance=instance)
        except (LimitReached, KeyboardInterrupt) as stopped:
            stop = _stop(stopped)
            return CountResult(
                self.name,
                instance,
                0,
                {},
                False,
                Stats(wall_time=time.perf_counter() - started),
                _reason(limits, stopped),
                stop,
            )

    def answer(self, instance: Instance, limits: Limits, options: OptionsT | None = None) -> Result:
        """The engine's own answer, asked inside another engine's door (auto's), whose door has
        started the clock, posed ``instance`` and judges the tour: neither is done again here.

        Parameters
        ----------
        instance, limits, options
            As in `solve`; the limits' clock running.

        Returns
        -------
        Result
            The engine's answer, not yet judged (``verified`` False).
        """
        return cast(SolveFunction[OptionsT], _found(self.solver))(instance, limits, self._checked(options))

    @property
    def parts(self) -> frozenset[str]:
        """The variant parts it answers (`Instance.parts`), as the registry of parts says
        (`kt_csp.core.variants`)."""
        return answered_by(self.answers_like or self.name)

    def answers(self, instance: Instance, counting: bool) -> bool:
        """Whether this engine counts (or finds) tours of every part ``instance`` has (each beside
        the parts it needs, `kt_csp.core.variants.lacking`)."""
        parts = instance.parts()
        named = self.answers_like or self.name
        return parts <= self.parts and not lacking(named, parts) and (self.counts or not counting)

    def require(self, instance: Instance, counting: bool) -> None:
        """Refuse a question with a part this engine does not answer, naming the engines that do
        (that count, or that find tours)."""
        if counting and not self.counts:
            raise cannot_count(self.name, instance)
        missing = sorted(instance.parts() - self.parts)
        alone = lacking(self.answers_like or self.name, instance.parts())
        if missing or alone:
            able = [engine.name for engine in ENGINES.values() if engine.answers(instance, counting)]
            what = " or ".join(PART[p].words for p in missing) or " or ".join(
                f"{PART[p].words} without {PART[other].words}" for p, other in alone
            )
            raise KtError(
                f"the {self.name} engine does not answer {what}"
                + (f": the {', '.join(able)} engine{'s' if len(able) > 1 else ''} can" if able else "")
            )

    def _checked(self, options: object) -> OptionsT:
        """The options to run with: the engine's defaults, or the caller's if they are its type."""
        if options is None:
            return self.options()
        if not isinstance(options, self.options):
            raise KtError(f"the {self.name} engine takes {self.options.__name__}, not {type(options).__name__}")
        return options


def cannot_count(name: str, instance: Instance) -> KtError:
    """The refusal of a count by the engine ``name``, which finds tours only, naming the engines
    that count ``instance`` (the registry's, so that no list of them is written by hand)."""
    able = [engine.name for engine in ENGINES.values() if engine.answers(instance, counting=True)]
    return KtError(
        f"the {name} engine finds one tour and cannot count: count with the {', '.join(able)} engine{'s' * (len(able) > 1)}"
    )


def _reporting(limits: Limits, progress: Reporter | None) -> Limits:
    """The limits, with ``progress`` as their reporter where one is given."""
    return limits if progress is None else limits.reporting(progress)


def judged(result: Result) -> Result:
    """``result`` with ``verified`` set by the verifier (`kt_csp.core.verifier`), which shares no
    code with the engines; a tour it rejects, or ``found`` without a tour, is `InvalidTour` (a bug
    in the engine, never an answer). Every engine's answer passes here, at `Engine.solve`."""
    from kt_csp.core.verifier import verify

    if result.tour is None:
        if result.status is Status.FOUND:
            raise InvalidTour(result.engine, "said found but gave no tour", result)
        return replace(result, verified=False) if result.verified else result
    verdict = verify(result.instance, result.tour)
    if not verdict.valid:
        raise InvalidTour(result.engine, f"returned an invalid tour: {verdict.fault}", result)
    return replace(result, verified=True)


def _found(function: object) -> object:
    """The function itself, imported from its module the first time it is named as a string."""
    if not isinstance(function, str):
        return function
    module, _, name = function.partition(":")
    return getattr(importlib.import_module(module), name)


def _stop(stopped: BaseException) -> Stop:
    return stopped.stop if isinstance(stopped, LimitReached) else Stop.INTERRUPTED


def _reason(limits: Limits, stopped: BaseException) -> str:
    detail = stopped.detail if isinstance(stopped, LimitReached) else ""
    return limits.reason(_stop(stopped)) + (f": {detail}" if detail else "")


ENGINES: dict[str, Engine[Any]] = {
    "backtrack": Engine(
        "backtrack",
        "kt_csp.engines.backtrack.search:solve",
        "kt_csp.engines.backtrack.counter:count",
        BacktrackOptions,
    ),
    "cpsat": Engine(
        "cpsat",
        "kt_csp.engines.cpsat.engine:solve",
        "kt_csp.engines.cpsat.engine:count",
        CpsatOptions,
        ("branches", "conflicts"),
    ),
    "sat": Engine(
        "sat",
        "kt_csp.engines.sat.engine:solve",
        "kt_csp.engines.sat.engine:count",
        SatOptions,
        ("decisions", "conflicts"),
    ),
    "construct": Engine(
        "construct",
        "kt_csp.engines.construct.engine:solve",
        "kt_csp.engines.construct.engine:count",
        ConstructOptions,
        counts=False,
    ),
    "frontier": Engine(
        "frontier",
        "kt_csp.engines.frontier.sampling:solve",
        "kt_csp.engines.frontier.sweep:count",
        FrontierOptions,
        ("peak states", "states swept"),
    ),
    "auto": Engine(
        "auto",
        "kt_csp.engines.auto.engine:solve",
        "kt_csp.engines.auto.engine:count",
        AutoOptions,
    ),
}
SEARCH_ENGINES = ("backtrack", "cpsat", "sat")  # the three independent witnesses a cross-check compares
COUNTERS = ("frontier",)  # and, when counting, the counter (asked for its count alone: it draws tours too)


def witnesses(instance: Instance, counting: bool) -> list[Engine[Any]]:
    """The engines a cross-check compares on ``instance`` unless told which: each independent
    engine that answers every part it has (the frontier counter too, when counting)."""
    names = SEARCH_ENGINES + (COUNTERS if counting else ())
    return [ENGINES[name] for name in names if ENGINES[name].answers(instance, counting)]


def get_engine(name: str) -> Engine[Any]:
    """The engine called ``name``; an unknown name is an error that lists the known ones.

    Parameters
    ----------
    name
        An engine's name: a key of `ENGINES`.

    Returns
    -------
    Engine
        The engine, its module not yet imported (that happens at its first question).

    Raises
    ------
    KtError
        An unknown name; the message lists the known ones.

    Examples
    --------
    >>> get_engine("cpsat").units
    ('branches', 'conflicts')
    >>> get_engine("dfs")
    Traceback (most recent call last):
    ...
    kt_csp.errors.KtError: unknown engine 'dfs': choose one of backtrack, cpsat, sat, construct, frontier, auto
    """
    try:
        return ENGINES[name]
    except KeyError:
        raise KtError(f"unknown engine {name!r}: choose one of {', '.join(ENGINES)}") from None
