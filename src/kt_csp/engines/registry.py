"""The engines behind one interface, found by name.

Every engine is a package that describes itself once (`kt_csp.engines.descriptor.Descriptor`, its
``ENGINE``), and `DESCRIPTORS` lists them, one line an engine: the command line's engine choices
and flags, the refusals that name the engines able to answer, and a cross-check's witnesses are
read from them. An engine answers an `Instance` with a `Result` (and, where it can count, a
`CountResult`): it implements the typed interface `SolveFunction` and `CountFunction`, and its own
choices travel in an options object of its own type (`kt_csp.core.choices`). `Engine.solve`
and `Engine.count` are the one way in: they start the run's clock, check the options' type, and
turn a limit or a Ctrl-C that stops an engine while it prepares (building a model, compiling)
into an ``unknown`` answer, so that no engine can lose the answer to one; and `Engine.solve`
judges every tour an engine returns with the verifier (`judged`: ``Result.verified``), so that a
tour that is no tour is a bug (`kt_csp.errors.InvalidTour`), never an answer. An engine's work is
imported when the engine is first asked (its package's ``solve`` and ``count`` import it), so that
naming the engines costs nothing and a run loads only the solver it uses.
"""

from __future__ import annotations

import time
from collections.abc import Collection
from dataclasses import dataclass, fields, replace
from typing import Any, TypeVar

import numpy as np

from kt_csp.core.choices import FromFlags
from kt_csp.core.instance import Instance
from kt_csp.core.limits import LimitReached, Limits, Stop
from kt_csp.core.result import CountResult, Result, Stats, Status
from kt_csp.core.tour import Tour
from kt_csp.core.variants import PART
from kt_csp.engines import (
    ace,
    auto,
    backtrack,
    cadical,
    construct,
    cpsat,
    exact,
    frontier,
    gecode,
    highs,
    sat,
    textbook,
)
from kt_csp.engines.descriptor import CountFunction, Descriptor, SolveFunction, Witness
from kt_csp.errors import InvalidTour, KtError
from kt_csp.runtime.ctrl_c import deliver

__all__ = [
    "DEFAULT_ENGINE",
    "DESCRIPTORS",
    "ENGINES",
    "CountFunction",
    "Engine",
    "SolveFunction",
    "get_engine",
    "judged",
    "owners",
    "witnesses",
]

OptionsT = TypeVar("OptionsT")
ResultT = TypeVar("ResultT", Result, CountResult)

# The engines, one line each: an engine is its package and its line here.
DESCRIPTORS: tuple[Descriptor[Any], ...] = (
    backtrack.ENGINE,
    cpsat.ENGINE,
    sat.ENGINE,
    construct.ENGINE,
    frontier.ENGINE,
    auto.ENGINE,
    textbook.ENGINE,
    cadical.ENGINE,
    gecode.ENGINE,
    highs.ENGINE,
    exact.ENGINE,
    ace.ENGINE,
)
DEFAULT_ENGINE = auto.ENGINE.name  # the engine that answers when none is named: it chooses


@dataclass(frozen=True)
class Engine(Descriptor[OptionsT]):
    """An engine as its descriptor says it (`kt_csp.engines.descriptor.Descriptor`), with the one
    way in to it: `solve` and `count`, which judge and guard what it answers."""

    @classmethod
    def of(cls, descriptor: Descriptor[OptionsT]) -> Engine[OptionsT]:
        """The engine that ``descriptor`` describes.

        Parameters
        ----------
        descriptor
            An engine package's ``ENGINE``.

        Returns
        -------
        Engine
            The same fields, behind the engine door.
        """
        return cls(**{each.name: getattr(descriptor, each.name) for each in fields(descriptor)})

    def solve(
        self,
        instance: Instance,
        limits: Limits = Limits(),
        options: OptionsT | None = None,
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
            The time and node limits; the clock starts here. Their reporter (``Limits.progress``,
            `kt_csp.core.progress`) is told how far long work goes.
        options
            The engine's options, of its type (`options`); None: its defaults.

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
        limits, chosen = limits.begun(), self._checked(options)
        self.require(instance, counting=False)
        started = time.perf_counter()
        try:
            deliver()  # a Ctrl-C held back during start-up stops the work as it begins
            posed, shift = instance.anchored()
            result = self._solver()(posed, limits, chosen)
            if posed is not instance:
                tour = None if result.tour is None else Tour(instance.renumbered(np.asarray(result.tour), shift))
                result = replace(result, instance=instance, tour=tour)
        except (LimitReached, KeyboardInterrupt) as stopped:
            stop = _stop(stopped)
            return Result(
                self.name,
                instance,
                Status.UNKNOWN,
                stats=Stats(wall_time=time.perf_counter() - started, keys=self.keys),
                reason=_reason(limits, stopped),
                stop=stop,
            )
        return judged(self.named(result))

    def count(
        self,
        instance: Instance,
        limits: Limits = Limits(),
        options: OptionsT | None = None,
        workers: int | None = None,
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
        limits, chosen = limits.begun(), self._checked(options)
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
            counted = self._counter(instance)(instance.anchored()[0], limits, chosen, workers)
            return replace(self.named(counted), instance=instance)
        except (LimitReached, KeyboardInterrupt) as stopped:
            stop = _stop(stopped)
            return CountResult(
                self.name,
                instance,
                0,
                {},
                False,
                Stats(wall_time=time.perf_counter() - started, keys=self.keys),
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
        return self._solver()(instance, limits, self._checked(options))

    def answers(self, instance: Instance, counting: bool) -> bool:
        """Whether this engine counts (or finds) tours of every part ``instance`` has (each beside
        the parts it needs, `Descriptor.lacking`).

        Parameters
        ----------
        instance
            The question.
        counting
            Whether it is to be counted (an engine without a counter counts nothing).

        Returns
        -------
        bool
            True when it answers every part, and counts where ``counting``.
        """
        parts = instance.parts()
        return parts <= self.parts and not self.lacking(parts) and (self.counts or not counting)

    def require(self, instance: Instance, counting: bool) -> None:
        """Refuse a question with a part this engine does not answer, naming the engines that do
        (that count, or that find tours).

        Parameters
        ----------
        instance
            The question.
        counting
            Whether it is to be counted.

        Raises
        ------
        KtError
            A count by an engine that cannot count, or a part it does not answer (alone).
        """
        if counting and not self.counts:
            raise cannot_count(self.name, instance)
        missing = sorted(instance.parts() - self.parts)
        alone = self.lacking(instance.parts())
        if missing or alone:
            able = [
                engine.name for engine in ENGINES.values() if not engine.foreign and engine.answers(instance, counting)
            ]
            what = " or ".join(PART[p].words for p in missing) or " or ".join(
                f"{PART[p].words} without {PART[other].words}" for p, other in alone
            )
            raise KtError(
                f"the {self.name} engine does not answer {what}"
                + (f": the {', '.join(able)} engine{'s' if len(able) > 1 else ''} can" if able else "")
            )

    def named(self, answer: ResultT) -> ResultT:
        """``answer`` with its statistics under the JSON keys of the engine that gave it (an
        engine may hand on another's answer, as auto does).

        Parameters
        ----------
        answer
            A `Result` or a `CountResult`.

        Returns
        -------
        Result or CountResult
            The same answer, its ``stats.keys`` those of ``answer.engine``'s descriptor.
        """
        gave = ENGINES.get(answer.engine, self)
        return (
            answer if answer.stats.keys == gave.keys else replace(answer, stats=replace(answer.stats, keys=gave.keys))
        )

    def _solver(self) -> SolveFunction[OptionsT]:
        if self.solver is None:
            raise KtError(f"the {self.name} engine only counts: count with it, or solve with another")
        return self.solver

    def _counter(self, instance: Instance) -> CountFunction[OptionsT]:
        if self.counter is None:  # (refused before it starts, by `require`)
            raise cannot_count(self.name, instance)
        return self.counter

    def _checked(self, options: object) -> OptionsT:
        """The options to run with: the engine's defaults, or the caller's if they are its type."""
        if options is None:
            return self.options()
        if not isinstance(options, self.options):
            raise KtError(f"the {self.name} engine takes {self.options.__name__}, not {type(options).__name__}")
        return options


def cannot_count(name: str, instance: Instance) -> KtError:
    """The refusal of a count by the engine ``name``, which finds tours only, naming the engines
    that count ``instance`` (the registry's, so that no list of them is written by hand).

    Parameters
    ----------
    name
        The engine asked to count.
    instance
        The question it was asked to count.

    Returns
    -------
    KtError
        The error to raise (it is returned, not raised).
    """
    able = [engine.name for engine in ENGINES.values() if engine.answers(instance, counting=True)]
    return KtError(
        f"the {name} engine finds one tour and cannot count: count with the {', '.join(able)} engine{'s' * (len(able) > 1)}"
    )


def judged(result: Result) -> Result:
    """``result`` with ``verified`` set by the verifier (`kt_csp.core.verifier`), which shares no
    code with the engines; a tour it rejects, or ``found`` without a tour, is `InvalidTour` (a bug
    in the engine, never an answer). Every engine's answer passes here, at `Engine.solve`.

    Parameters
    ----------
    result
        An engine's answer.

    Returns
    -------
    Result
        ``result`` with ``verified`` True when it has a tour (the verifier accepted it), False
        when it has none.

    Raises
    ------
    kt_csp.errors.InvalidTour
        The tour is not a tour of ``result.instance``, or ``result`` says found and has no tour.
    """
    from kt_csp.core.verifier import verify

    if result.tour is None:
        if result.status is Status.FOUND:
            raise InvalidTour(result.engine, "said found but gave no tour", result)
        return replace(result, verified=False) if result.verified else result
    verdict = verify(result.instance, result.tour)
    if not verdict.valid:
        raise InvalidTour(result.engine, f"returned an invalid tour: {verdict.fault}", result)
    return replace(result, verified=True)


def _stop(stopped: BaseException) -> Stop:
    return stopped.stop if isinstance(stopped, LimitReached) else Stop.INTERRUPTED


def _reason(limits: Limits, stopped: BaseException) -> str:
    detail = stopped.detail if isinstance(stopped, LimitReached) else ""
    return limits.reason(_stop(stopped)) + (f": {detail}" if detail else "")


ENGINES: dict[str, Engine[Any]] = {descriptor.name: Engine.of(descriptor) for descriptor in DESCRIPTORS}


def witnesses(instance: Instance, counting: bool) -> list[Engine[Any]]:
    """The engines a cross-check compares on ``instance`` unless told which.

    Parameters
    ----------
    instance
        The question.
    counting
        Whether the check counts: the counters' witnesses (`Witness.COUNT`) join it then.

    Returns
    -------
    list of Engine
        Each witness (`Descriptor.witness`) that answers every part ``instance`` has.
    """
    called = {Witness.SEARCH, Witness.COUNT} if counting else {Witness.SEARCH}
    return [engine for engine in ENGINES.values() if engine.witness in called and engine.answers(instance, counting)]


def owners(flag: str, commands: Collection[str]) -> tuple[str, ...]:
    """The engines that a command-line ``flag`` belongs to in ``commands``: those whose options
    have a field with that flag for one of them (`kt_csp.core.choices.flag`), and, in a count,
    those that heed it beyond their options (`Descriptor.count_flags`).

    Parameters
    ----------
    flag
        A flag, such as ``--seed``.
    commands
        The commands it is given to: ``solve``, ``count`` or both (a cross-check that counts).

    Returns
    -------
    tuple of str
        The engines' names, in the registry's order.

    Examples
    --------
    >>> owners("--seed", ["solve"]), owners("--seed", ["count"]), owners("--workers", ["count"])
    (('cpsat', 'frontier'), ('cpsat',), ('backtrack', 'frontier'))
    """
    return tuple(
        engine.name
        for engine in ENGINES.values()
        if ("count" in commands and flag in engine.count_flags) or _heeds(engine.options, flag, commands)
    )


def _heeds(options: type, flag: str, commands: Collection[str]) -> bool:
    """Whether ``options`` (a `FromFlags`) have ``flag`` in one of ``commands``."""
    if not issubclass(options, FromFlags) or flag not in options.flags():
        return False
    return bool(options.flags()[flag][1].commands & set(commands))


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
    kt_csp.errors.KtError: unknown engine 'dfs': choose one of backtrack, cpsat, sat, construct, frontier, auto, textbook, cadical, gecode, highs, exact, ace
    """
    try:
        return ENGINES[name]
    except KeyError:
        raise KtError(f"unknown engine {name!r}: choose one of {', '.join(ENGINES)}") from None
