"""Solvers of other projects as witnesses: the question written as a model file, solved by their
program, and its answer read back and verified.

A foreign engine (``gecode``, ``highs``, ``cadical``, ``exact``) is a `Program`: the model format
it reads (`kt_csp.engines.model_file.ModelFormat`, declared in the engine's package and listed in
`kt_csp.files.formats.MODEL_FORMATS`), the program that must be installed, and how to call it
on a model file. `solve_with` answers a question through one: it writes the model kt-csp exports
(``kt-csp export``: the same file a user hands the solver), runs the program as a child process
that the time limit or Ctrl-C ends (`kt_csp.engines.foreign.child`), and reads its answer as
``kt-csp decode`` does (`kt_csp.engines.model_file.ModelFile.judge`); the registry's door then verifies
the tour like any engine's. Nothing of kt-csp's search is in the answer: only the model file and
the reading back are kt-csp's, so a foreign engine that agrees with ours is a witness. Foreign
engines are asked only by name (``solve --engine``, ``crosscheck --engines``), never by ``auto``;
a program not installed (or that will not start) is `NotInstalled`, which a cross-check reports
and passes over. A program stopped, crashed, or whose answer does not read (cut short, say) gives
an ``unknown`` whose reason is one line — its last word on standard error where it said one —
never what it printed before taken for a whole answer.
"""

from __future__ import annotations

import re
import shutil
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from kt_csp.core.choices import FromFlags
from kt_csp.core.instance import Instance
from kt_csp.core.limits import Limits, Stop
from kt_csp.core.result import Result, Stats, Status
from kt_csp.engines.model_file import ModelFormat
from kt_csp.errors import KtError

if TYPE_CHECKING:
    from kt_csp.engines.foreign.child import Ran

__all__ = ["ForeignOptions", "NotInstalled", "Program", "counted", "solve_with"]


class NotInstalled(KtError):
    """A foreign engine's program is not installed here (a cross-check passes the engine over)."""


@dataclass(frozen=True)
class ForeignOptions(FromFlags):
    """A foreign engine has no choices of kt-csp's: its program runs with its own defaults."""

    def describe(self) -> str:
        """The options in words, for the stats line after the engine's name."""
        return "its program's defaults"


def _no_stats(said: str) -> tuple[int, int]:
    """A program whose output gives no statistics kt-csp reads."""
    return 0, 0


def counted(first: str, second: str) -> Callable[[str], tuple[int, int]]:
    """The statistics of a program that prints them in comment lines as SAT solvers do
    (``c decisions: 1234``, ``c conflicts: 56``): a `Program`'s ``stats``.

    Parameters
    ----------
    first, second : str
        The two counts' words, as the program prints them (``decisions``, ``conflicts``).

    Returns
    -------
    callable
        The two counts read from a program's output (0 for one it did not print).
    """

    def stats(said: str) -> tuple[int, int]:
        found = [re.search(rf"^c {word}:\s+(\d+)", said, re.MULTILINE) for word in (first, second)]
        return (int(found[0].group(1)) if found[0] else 0), (int(found[1].group(1)) if found[1] else 0)

    return stats


@dataclass(frozen=True)
class Program:
    """A foreign solver as a program.

    Attributes
    ----------
    form : ModelFormat
        The model format it reads (`kt_csp.engines.model_file.ModelFormat`).
    executable : str
        The program that must be on the PATH, or for a ``library``, the Python module that must
        import (``highspy``).
    install : str
        How to install it, in a few words (the refusal when it is missing says it).
    command : callable
        Its arguments, given the model file, the file it may write its answer to, and the limits
        (a node limit becomes the program's own budget, where it has one).
    library : bool
        Whether the solver is a Python library, run by a child Python (``executable`` its module).
    answer_file : bool
        Whether it writes its answer to that file (else its standard output is the answer).
    stats : callable
        Its two statistics (as the engine's ``units`` say), read from its output.
    budget : str
        What the node limit counts in its hands, where that is not nodes (``conflicts``): the
        answer's reason says so.
    """

    form: ModelFormat
    executable: str
    install: str
    command: Callable[[Path, Path, Limits], list[str]]
    library: bool = False
    answer_file: bool = False
    stats: Callable[[str], tuple[int, int]] = _no_stats
    budget: str = ""

    def missing(self) -> str | None:
        """Why the program cannot run here, or None when it can.

        Returns
        -------
        str or None
            Such as ``cadical is not installed (apt-get install cadical)``.
        """
        if self.library:
            from importlib.util import find_spec

            found = find_spec(self.executable) is not None
        else:
            found = shutil.which(self.executable) is not None
        return None if found else f"{self.executable} is not installed ({self.install})"


def solve_with(program: Program, engine: str, instance: Instance, limits: Limits) -> Result:
    """Answer ``instance`` with a foreign program, through the model file kt-csp exports.

    Parameters
    ----------
    program : Program
        The solver.
    engine : str
        The engine's name, for the answer.
    instance : Instance
        The question as asked (the model file poses it as the engines do, `Instance.anchored`).
    limits : Limits
        The time limit ends the program; a node limit is its own budget where it has one.

    Returns
    -------
    Result
        ``found`` with the tour the program's answer describes (verified at the registry's door),
        ``none`` when the program proved there is none, or ``unknown`` — stopped, or an answer
        that does not read (its reason says which).

    Raises
    ------
    NotInstalled
        When the program is not installed, or does not start.
    KtError
        When the model format cannot hold the question.
    """
    from kt_csp.engines.foreign.child import run_child

    missing = program.missing()
    if missing is not None:
        raise NotInstalled(f"the {engine} engine cannot run here: {missing}")
    form = program.form
    with tempfile.TemporaryDirectory(prefix="kt-csp-") as name:
        folder = Path(name)
        model, answer = folder / f"model{form.suffix}", folder / "answer.txt"
        data = form.model(instance).data
        model.write_bytes(data)
        assert form.read is not None  # (every format a program reads is read back)
        posed = form.read(data, str(model))
        limits.check()
        started = time.perf_counter()
        try:
            ran = run_child(program.command(model, answer, limits), limits, folder)
        except OSError as error:  # (installed, yet it does not start: not executable, or gone since)
            raise NotInstalled(f"the {engine} engine cannot start {program.executable}: {error.strerror}") from None
        said = answer.read_text(errors="replace") if program.answer_file and answer.exists() else ran.output
    nodes, backtracks = program.stats(ran.output + ran.errors)
    stats = Stats(nodes, backtracks, wall_time=time.perf_counter() - started)
    if ran.stop is not None:  # (a partial answer is never taken for a complete one)
        return Result(engine, instance, Status.UNKNOWN, stats=stats, reason=limits.reason(ran.stop), stop=ran.stop)
    if ran.ended_by:  # (it crashed, or was killed: what it printed may be cut short)
        return Result(engine, instance, Status.UNKNOWN, stats=stats, reason=_failed(program, ran, ""))
    try:
        decoded = posed.judge(said)
    except KtError as error:  # (no answer: a node limit spent, said quietly, or the program failed)
        if limits.node_limit is not None and not ran.errors.strip():
            return _spent(program, engine, instance, limits, stats)
        return Result(engine, instance, Status.UNKNOWN, stats=stats, reason=_failed(program, ran, str(error)))
    result = replace(decoded.result, engine=engine, stats=stats, reason="" if decoded.valid else decoded.result.reason)
    if result.status is Status.UNKNOWN and limits.node_limit is not None:
        return _spent(program, engine, instance, limits, stats)
    return result


def _spent(program: Program, engine: str, instance: Instance, limits: Limits, stats: Stats) -> Result:
    """The answer of a program that spent its node limit (its own budget: ``program.budget``)."""
    reason = limits.reason(Stop.NODES, program.budget)
    return Result(engine, instance, Status.UNKNOWN, stats=stats, reason=reason, stop=Stop.NODES)


def _failed(program: Program, ran: Ran, unread: str) -> str:
    """Why a program gave no answer, in one line: the signal that ended it, or its exit code and
    why its output does not read (``unread``); and its own last word on standard error."""
    last = ran.errors.strip().splitlines()[-1:]
    said = last[0].strip() if last else ""
    if ran.ended_by:
        return f"{program.executable} ended by {ran.ended_by}" + (f": {said}" if said else "")
    return f"{program.executable} (exit code {ran.code}): {said or unread}"
