"""Cross-check: every engine on the same instance, every tour verified, and agreement proved.

Each engine answers the instance under the same limits, and every tour it returns is judged by
`kt_csp.core.verifier`, which shares no code with the engines. Every answer is then a *claim*: a
verified tour says a tour exists, a proved ``none`` says none does, a complete count says either,
and theory (`kt_csp.reasoning.theorems`) adds its claim where it applies. Two claims that contradict, a tour
that does not verify, counts that differ or an engine that crashes make a disagreement; an
``unknown`` answer is reported but claims nothing.
"""

from __future__ import annotations

import json
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kt_csp.certificates.model_count import Confirmation
from kt_csp.core.instance import Instance
from kt_csp.core.limits import Limits, Stop
from kt_csp.core.result import CountResult, Result, Status
from kt_csp.core.status import CheckStatus, EngineStatus, PathStatus
from kt_csp.engines.descriptor import Witness
from kt_csp.engines.foreign import NotInstalled
from kt_csp.engines.registry import Engine, witnesses
from kt_csp.errors import InvalidTour, KtError, MemoryLimitError
from kt_csp.reasoning.obstacles import verdict
from kt_csp.reasoning.theorems import THEORY, Existence

__all__ = ["COUNTER_NAME", "CrossCheck", "EngineAnswer", "crosscheck", "reproducer_name", "write_reproducer"]

COUNTER_NAME = "ganak"  # the model counter of a confirmed count (`crosscheck`'s ``confirming``), as the counts name it


@dataclass
class EngineAnswer:
    """One engine's answer: its result, its count when counting, what went wrong, if anything
    (a tour that does not verify, or the exception the engine raised), and ``seconds``, the wall
    time of all it was asked (its search and its count), measured around its calls: an engine's
    own statistics time only the part it reports on. ``options`` says the options it ran with,
    and ``passed_over`` why it could not run at all (a foreign engine's program not installed, a
    model too large for memory), in one line: its answer is then ``unknown`` for that reason."""

    engine: str
    result: Result | None = None
    count: CountResult | None = None
    fault: str = ""
    seconds: float = 0.0
    options: str = ""
    passed_over: str = ""

    @property
    def verified(self) -> bool:
        """Whether the engine gave a tour and the verifier judged it valid (at the engine door)."""
        return self.result is not None and self.result.verified and not self.fault

    @property
    def interrupted(self) -> bool:
        """Whether Ctrl-C stopped this engine (its solve or its count)."""
        return any(r is not None and r.stop is Stop.INTERRUPTED for r in (self.result, self.count))

    @property
    def status(self) -> Status | PathStatus | EngineStatus:
        """The engine's status (``found``, ``none``, ``unknown``; ``optimal`` or ``feasible`` for
        an optimised question), ``counted`` for a counter that finds no tour but counts, or
        ``error`` where it gave neither."""
        return self.result.word if self.result else EngineStatus.COUNTED if self.count else EngineStatus.ERROR

    def claims(self) -> list[tuple[str, bool]]:
        """``(who, a tour exists)`` for each thing this answer asserts."""
        found = []
        if self.result is not None and not self.fault:
            if self.result.status is Status.FOUND:
                found.append((self.engine, True))
            elif self.result.status is Status.NONE:
                found.append((self.engine, False))
        if self.count is not None and self.count.complete:
            found.append((f"{self.engine} count", self.count.total > 0))
        return found

    def as_dict(self) -> dict[str, object]:
        """The public JSON shape of one engine's answer in a cross-check (an item of its ``engines``)."""
        result = {} if self.result is None else self.result.as_dict()
        data = {
            "engine": self.engine,
            "status": self.status.value,
            "verified": self.verified,
            "fault": self.fault,
            **{key: result.get(key) for key in ("tour", "measure", "bound", "stats", "reason", "stopped_by")},
            "wall_time": round(self.seconds, 6),
            "options": self.options,
        }
        if self.count is not None:
            data.update(
                count=self.count.total, count_complete=self.count.complete, count_stats=self.count.stats.as_dict()
            )
        return data


@dataclass
class CrossCheck:
    """The answers of several engines (and theory) to one instance, and where they disagree."""

    instance: Instance
    answers: list[EngineAnswer]
    theory: Existence | None
    disagreements: list[str] = field(default_factory=list)
    confirmation: Confirmation | None = None  # ganak's count, where the counts were confirmed

    @property
    def agree(self) -> bool:
        """Whether no two answers (theory's included) contradict each other."""
        return not self.disagreements

    @property
    def interrupted(self) -> bool:
        """Whether Ctrl-C stopped one of the engines (the check ended there)."""
        return any(a.interrupted for a in self.answers)

    @property
    def decided(self) -> bool:
        """Whether some engine answered (found, proved none, or counted to the end): a check in
        which every engine was stopped by a limit compared nothing."""
        return any(a.claims() for a in self.answers)

    @property
    def status(self) -> CheckStatus:
        """``disagree``, ``unknown`` (no engine decided, or Ctrl-C came before every engine had
        answered: agreement not shown) or ``agree``."""
        if not self.agree:
            return CheckStatus.DISAGREE
        return CheckStatus.AGREE if self.decided and not self.interrupted else CheckStatus.UNKNOWN

    def complete_counts(self) -> dict[str, int]:
        """Every count made to the end, by who made it: each engine's, and the model counter's
        (``ganak``) where the counts were confirmed and it finished.

        Returns
        -------
        dict of str to int
            The totals, by engine (and ``ganak``).
        """
        totals = {a.engine: a.count.total for a in self.answers if a.count is not None and a.count.complete}
        if self.confirmation is not None and self.confirmation.count is not None:
            totals[COUNTER_NAME] = self.confirmation.count
        return totals

    def counts_said(self) -> str:
        """Whether the counts agree, in words (empty when nothing was counted): ``the counts
        agree: 304``, which engine alone counted to the end, or that none did (the model counter
        among them, where the counts were confirmed). Counts that differ are a disagreement
        (`disagreements`), which names each engine's count."""
        counts = [(a.engine, a.count) for a in self.answers if a.count is not None]
        if not counts:
            return ""
        totals = self.complete_counts()
        stopped = [engine for engine, count in counts if not count.complete]
        unfinished = f" ({' and '.join(stopped)} stopped before the end)" if stopped else ""
        if not totals:
            return "no count was complete"
        if len(set(totals.values())) > 1:
            return "the counts differ: " + ", ".join(f"{engine} {total:,}" for engine, total in totals.items())
        total = next(iter(totals.values()))
        if len(totals) == 1:
            return f"only {next(iter(totals))} counted to the end: {total:,}{unfinished}"
        return f"the counts agree: {total:,}{unfinished}"

    def optima_said(self) -> str:
        """For an optimised question (`Instance.optimized`), what the engines proved, in words:
        ``the optima agree: 17 moves, proved by cpsat and frontier``, or the one that proved it, or
        the best found where none did; empty otherwise. Optima that contradict each other are a
        disagreement (`disagreements`)."""
        found = [a.result for a in self.answers if a.result is not None and a.result.tour is not None and not a.fault]
        if not self.instance.optimized or not found:
            return ""
        what = self.instance.measured
        proved = sorted({r.engine for r in found if r.word is PathStatus.OPTIMAL})
        best = (max if self.instance.longest else min)(r.measure or 0 for r in found)
        if len(proved) > 1:
            return f"the optima agree: {best} {what}, proved by {' and '.join(proved)}"
        if proved:
            return f"{best} {what}, proved optimal by {proved[0]}; every other path and bound is in line with it"
        return f"none proved its optimum: the best found has {best} {what}"

    def as_dict(self) -> dict[str, object]:
        """The public JSON shape of a cross-check (keys are an interface scripts depend on)."""
        theory = None if self.theory is None else {"exists": self.theory.exists, "reason": self.theory.reason}
        return {
            "status": self.status.value,
            "agree": self.agree,
            **self.instance.as_dict(),
            "theory": theory,
            "engines": [a.as_dict() for a in self.answers],
            "disagreements": self.disagreements,
            "disagreement_count": len(self.disagreements),
            "stopped_by": Stop.INTERRUPTED.value if self.interrupted else None,
            "model_count": None if self.confirmation is None else self.confirmation.as_dict(),
        }


def crosscheck(
    instance: Instance,
    engines: Sequence[Engine[Any]] | None = None,
    limits: Limits = Limits(),
    counting: bool = False,
    options: Mapping[str, object] | None = None,
    workers: int | None = None,
    confirming: bool = False,
) -> CrossCheck:
    """Run every engine on ``instance`` (and count with it when ``counting``) and compare; by
    default the engines that answer every part of it (`kt_csp.engines.registry.witnesses`).

    Each engine proves its answers itself: theory is a separate witness, never a shortcut. The
    time limit is each engine's own: its clock starts when its turn comes (and again for its
    count). ``options`` gives engines, by name, options of their own type (the others run with
    their defaults), for their search and their count; ``workers`` is each count's
    (`kt_csp.engines.registry.Engine.count`). A Ctrl-C that stops one engine stops the check there, with
    the answers so far.

    Parameters
    ----------
    instance
        The question every engine answers.
    engines
        The engines to compare; None: the witnesses of ``instance``
        (`kt_csp.engines.registry.witnesses`).
    limits
        Each engine's own limits: its clock restarts for its search and again for its count.
    counting
        Whether every engine also counts the tours (the counts must be equal).
    options
        Options of their own type for engines, by name; the others run with their defaults.
    workers
        The processes or threads each count may use; None: the engine's choice.
    confirming
        Whether ganak, an exact model counter (`kt_csp.certificates.model_count`), counts too
        when ``counting``, as one more witness of the count under the same limits of its own;
        a question out of its reach is passed over, its ``reason`` saying why.

    Returns
    -------
    CrossCheck
        Every engine's answer (its tour verified at the engine door), theory's claim, and the
        ``disagreements`` in words; ``status`` is agree, disagree or unknown.

    Raises
    ------
    KtError
        Bad input (an engine that cannot answer a part of ``instance``, options of the wrong
        type); an engine's crash or rejected tour is a disagreement, not an error.

    Examples
    --------
    >>> from kt_csp.core.board import parse_board
    >>> from kt_csp.engines.registry import ENGINES
    >>> check = crosscheck(Instance(parse_board("5x5"), start=0), [ENGINES["backtrack"], ENGINES["sat"]])
    >>> check.status.value, [(a.engine, a.status.value, a.verified) for a in check.answers]
    ('agree', [('backtrack', 'found', True), ('sat', 'found', True)])
    >>> crosscheck(Instance(parse_board("3x4")), [ENGINES["cpsat"]], counting=True).counts_said()
    'only cpsat counted to the end: 16'
    """
    answers: list[EngineAnswer] = []
    for engine in witnesses(instance, counting) if engines is None else engines:
        answer = _ask(engine, instance, limits, counting, (options or {}).get(engine.name), workers)
        answers.append(answer)
        if answer.interrupted:
            break
    check = CrossCheck(instance, answers, verdict(instance))
    if counting and confirming and not check.interrupted:
        check.confirmation = _model_count(instance, limits)
    check.disagreements = _disagreements(check)
    return check


def _model_count(instance: Instance, limits: Limits) -> Confirmation:
    """Ganak's count of the question on a clock of its own; a question out of its reach (or
    too large for memory) is passed over with the reason, as an engine is."""
    from kt_csp.certificates.model_count import confirm, refusal

    refused = refusal(instance)
    if refused is not None:
        return Confirmation(None, 0.0, reason=f"passed over: {refused}")
    try:
        return confirm(instance, limits.restarted())
    except MemoryLimitError as error:
        return Confirmation(None, 0.0, reason=f"passed over: {error}")


def _ask(
    engine: Engine[Any], instance: Instance, limits: Limits, counting: bool, options: object, workers: int | None
) -> EngineAnswer:
    """One engine's answer, with ``options`` (None: its defaults), its tour verified (by the engine
    door, `kt_csp.engines.registry.judged`: a tour rejected there is this answer's fault); a crash
    is recorded, not raised (bad input still is), and a question too large for the engine's
    memory, or a foreign engine whose program is not installed, is its ``unknown``."""
    chosen = engine.options() if options is None else options
    answer = EngineAnswer(engine.name, options=str(getattr(chosen, "describe", lambda: "")()))
    started = time.perf_counter()
    try:
        if not (counting and engine.witness is Witness.COUNT):  # (a counter's count is its answer)
            try:
                answer.result = engine.solve(instance, limits.restarted(), options)
            except InvalidTour as error:  # the engine door's verifier rejected its tour: a fault
                assert isinstance(error.result, Result)
                answer.result, answer.fault = error.result, error.fault
        if counting and not answer.interrupted:
            answer.count = engine.count(instance, limits.restarted(), options, workers)
    except (MemoryLimitError, NotInstalled) as error:  # this engine only: the others still answer
        answer.result = Result(engine.name, instance, Status.UNKNOWN, reason=str(error))
        answer.passed_over = str(error)
    except KtError:
        raise
    except Exception as error:
        answer.fault = f"crashed: {type(error).__name__}: {error}"
    finally:
        answer.seconds = time.perf_counter() - started
    return answer


def _disagreements(check: CrossCheck) -> list[str]:
    """Every contradiction among the answers and theory, in words."""
    found = [f"{a.engine} {a.fault}" for a in check.answers if a.fault]
    return found + _contradicted_claims(check) + _beyond_bounds(check) + _count_disagreements(check)


def _contradicted_claims(check: CrossCheck) -> list[str]:
    """Who found a tour against who says there is none (theory included), if both were said."""
    claims = [claim for a in check.answers for claim in a.claims()]
    if check.theory is not None:
        claims.append((THEORY, check.theory.exists))
    if check.confirmation is not None and check.confirmation.count is not None:
        claims.append((f"{COUNTER_NAME} count", check.confirmation.count > 0))
    yes = [who for who, exists in claims if exists]
    no = [who for who, exists in claims if not exists]
    if not (yes and no):
        return []
    return [
        f"{' and '.join(yes)} found a tour, but {' and '.join(no)} {'says' if len(no) == 1 else 'say'} there is none"
    ]


def _count_disagreements(check: CrossCheck) -> list[str]:
    """Complete counts that differ, or a count stopped early that passed a complete one (a count
    stopped early is a lower bound: one past the complete count contradicts it)."""
    counts = [(a.engine, a.count) for a in check.answers if a.count is not None]
    totals = check.complete_counts()  # (the model counter's too)
    if len(set(totals.values())) > 1:
        return [check.counts_said()]
    if not totals:
        return []
    total = next(iter(totals.values()))
    return [
        f"{engine} counted at least {count.total:,} tours before it stopped, more than the {total:,} "
        f"that {' and '.join(totals)} counted to the end"
        for engine, count in counts
        if not count.complete and count.total > total
    ]


def _beyond_bounds(check: CrossCheck) -> list[str]:
    """An optimised question's contradictions: a verified path longer than another engine proved
    any can be (or a tour with fewer crossings or turns than another proved the least)."""
    instance = check.instance
    if not instance.optimized:
        return []
    results = [a.result for a in check.answers if a.result is not None and not a.fault]
    more = instance.longest
    return [
        f"{found.engine} found one of {found.measure} {instance.measured}, but {bounded.engine} proved "
        f"{'none has more than' if more else 'none has fewer than'} {bounded.bound}"
        for found in results
        for bounded in results
        if found.measure is not None
        and bounded.bound is not None
        and (found.measure > bounded.bound if more else found.measure < bounded.bound)
    ]


def reproducer_name(instance: Instance) -> str:
    """A file name that says which instance a reproducer holds, such as
    ``crosscheck-6x6-closed-from-a1.json``.

    Parameters
    ----------
    instance : Instance
        The question checked.

    Returns
    -------
    str
        The file's name: the board, closed or open, the leaper when not the knight, and the ends.
    """
    board = instance.board
    parts = ["crosscheck", str(board), "closed" if instance.closed else "open"]
    if board.leaper != (1, 2):
        parts.append(f"leaper-{board.leaper[0]}-{board.leaper[1]}")
    for word, square in (("from", instance.start), ("to", instance.end)):
        if square is not None:
            parts += [word, board.name(square)]
    return "-".join(parts) + ".json"


def write_reproducer(check: CrossCheck, limits: Limits, directory: Path, flags: Sequence[str] = ()) -> Path:
    """Write the instance, the limits and every answer as JSON into ``directory``.

    The file holds what is needed to rerun the case (``command``) and what each engine said.

    Parameters
    ----------
    check : CrossCheck
        The cross-check to record.
    limits : Limits
        The limits it ran under.
    directory : pathlib.Path
        Where to write (made if missing).
    flags : sequence of str, default ()
        The engines' options as the command line gave them, for ``command``.

    Returns
    -------
    pathlib.Path
        The file written (`reproducer_name`).

    Raises
    ------
    KtError
        When the file cannot be written.
    """
    path = directory / reproducer_name(check.instance)
    data = {
        "kt_csp_crosscheck": 1,
        "command": _command(check, limits, flags),
        "tag": check.instance.tag(),
        "limits": {"time_limit": limits.time_limit, "node_limit": limits.node_limit},
        **check.as_dict(),
    }
    try:
        directory.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    except OSError as error:
        raise KtError(f"cannot write the reproducer {str(path)!r}: {error.strerror}") from None
    return path


def _command(check: CrossCheck, limits: Limits, flags: Sequence[str]) -> str:
    """The ``kt-csp crosscheck`` command line that asks the same question again: every part of
    it (`Instance.command_line`), the same engines with the same options, and the same limits."""
    words = [
        "kt-csp",
        "crosscheck",
        check.instance.command_line(),
        "--engines " + ",".join(a.engine for a in check.answers),
        *flags,
    ]
    if any(a.count is not None for a in check.answers):
        words.append("--count")
    if check.confirmation is not None:
        words.append("--confirm")
    words.append("--no-time-limit" if limits.time_limit is None else f"--time-limit {limits.time_limit:g}")
    if limits.node_limit is not None:
        words.append(f"--node-limit {limits.node_limit}")
    return " ".join(words)
