"""A count of tours confirmed by an exact model counter: ganak on the complete CNF, projected onto its arcs.

The SAT engine's complete encoding (`kt_csp.engines.sat.encoding.complete_formula`) is in
bijection with the tours of the question it poses (`kt_csp.core.instance.Instance.anchored`):
every model chooses the arcs of one tour — exactly one arc out of and into each square, and
positions that rise along each arc not into the root, which no cycle but the one through the root
can keep —
and every tour's arcs, fixed, force the rest of the model's named variables (each square's
position is its step). Only the auxiliaries of the exactly-ones (sequential counters) are left
free, so the tours are the models *projected onto the arc variables*: counted by ganak, an exact
model counter that shares no code with kt-csp, they are a count by a second, independent method.

Units: the CNF counts what ``kt-csp count`` counts. An open tour is a sequence of squares: its
arcs run from the path node to its first square and from its last square back, so each
undirected open tour is two models, one from each end (directed tours, as OEIS A165134). A
closed tour is rooted at its start (without one, at the board's first live square: every closed
tour passes through it) and runs in one direction, so each undirected closed tour is two models
(6×6: 19,724 = 2 × 9,862, OEIS A001230) — the directed tours through the start that ``count``
gives. No conversion is made: the two numbers must be equal.

The file counted is the one ``kt-csp export --format dimacs`` writes, with the projection added
as the ``c p show`` line model counters read; ganak counts it in a child Python
(`kt_csp.certificates.ganak_run`) that the time limit or Ctrl-C ends.
"""

from __future__ import annotations

import functools
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from kt_csp.core.instance import Instance
from kt_csp.core.limits import Limits, Stop
from kt_csp.errors import KtError

__all__ = ["MOST_SQUARES", "Confirmation", "confirm", "counter_name", "projected_cnf", "refusal"]

# The largest board (live squares) handed to the counter: the largest that bench/confirm.py saw
# ganak finish within 10 minutes (closed 3x16, 589 s; closed 3x10, 3x12, 3x14 took 0.9, 11.5 and
# 141 s, each two columns 4 to 12 times longer; the wider closed 6x6, 36 squares, took 15 minutes).
MOST_SQUARES = 48


@functools.cache
def counter_name() -> str:
    """The model counter and its version, as the JSON's ``checker`` names it.

    Returns
    -------
    str
        Such as ``ganak 2.9.0`` (the installed pyganak's version, read without loading it).
    """
    from importlib.metadata import version

    return f"ganak {version('pyganak')}"


@dataclass(frozen=True)
class Confirmation:
    """What the model counter said: ``count`` (None when it did not finish: ``stop`` says which
    limit, or ``reason`` what went wrong), the ``seconds`` it took, and the ``counter`` (its
    version)."""

    count: int | None
    seconds: float
    counter: str = field(default_factory=counter_name)
    stop: Stop | None = None
    reason: str = ""

    def as_dict(self) -> dict[str, object]:
        """The JSON shape: the count, the counter, the time and why it did not count.

        Returns
        -------
        dict of str to object
            ``counter``, ``count`` (null when not finished), ``seconds``, ``reason``.
        """
        return {"counter": self.counter, "count": self.count, "seconds": self.seconds, "reason": self.reason}


def refusal(instance: Instance) -> str | None:
    """Why the model counter is not asked to count this question, or None when it is.

    The bound is the board's size, decided before any work (not by the time it would take):
    ganak's time grows steeply with the squares and the board's width (bench/confirm.py: open
    5x5 in half a minute, open 5x6 from a corner in 9 minutes, closed 6x6 in 15, closed 3x16
    in 10), and a board of more than `MOST_SQUARES` live squares is out of its reach.

    Parameters
    ----------
    instance : Instance
        The question.

    Returns
    -------
    str or None
        The reason in one line (a part the CNF does not encode, a board too large), or None.
    """
    from kt_csp.engines.sat import ENGINE as SAT

    unencoded = instance.parts() - SAT.parts  # (magic, longest, minimize: parts of their own)
    if unencoded:
        return f"the model counter counts the SAT engine's CNF, which does not encode {' or '.join(sorted(unencoded))}"
    if instance.board.squares > MOST_SQUARES:
        return (
            f"the model counter confirms counts on boards of at most {MOST_SQUARES} squares "
            f"({instance.board} has {instance.board.squares:,})"
        )
    return None


def projected_cnf(instance: Instance) -> bytes:
    """The complete CNF of the question as ``export --format dimacs`` writes it, with the arc
    variables as its projection (a ``c p show … 0`` line before the ``p cnf`` line).

    Parameters
    ----------
    instance : Instance
        The question as asked (posed as the engines pose it inside).

    Returns
    -------
    bytes
        The file.

    Raises
    ------
    KtError
        A question the CNF does not encode, or a formula too large for memory.
    """
    from kt_csp.engines.sat.dimacs import DIMACS, read_dimacs

    data = DIMACS.model(instance).data
    arcs = sorted(read_dimacs(data, "the CNF").meaning)
    show = "c p show " + " ".join(map(str, [*arcs, 0])) + "\n"
    head, _, clauses = data.partition(b"p cnf ")
    return head + show.encode() + b"p cnf " + clauses


def confirm(instance: Instance, limits: Limits = Limits()) -> Confirmation:
    """Count the tours of a question with ganak, an exact model counter, on the complete CNF
    projected onto its arcs, in the units of ``kt-csp count`` (see the module's words).

    Parameters
    ----------
    instance : Instance
        The question as asked.
    limits : Limits
        The time limit ends the counter (its clock starts here unless it has begun); Ctrl-C too.

    Returns
    -------
    Confirmation
        The count; or None with ``stop`` (the time limit, Ctrl-C) or ``reason`` (the counter
        crashed or ran out of memory) when it did not finish.

    Raises
    ------
    KtError
        A question the counter is not asked to count (`refusal`), or a CNF too large for memory.

    Examples
    --------
    >>> from kt_csp.core.board import parse_board
    >>> confirm(Instance(parse_board("3x4"))).count
    16
    """
    from kt_csp.engines.foreign.child import run_module

    refused = refusal(instance)
    if refused is not None:
        raise KtError(refused)
    limits, started = limits.begun(), time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="kt-csp-") as name:
        cnf = Path(name) / "tours.cnf"
        cnf.write_bytes(projected_cnf(instance))
        ran, said = run_module("kt_csp.certificates.ganak_run", [cnf], limits)
    seconds = time.perf_counter() - started
    if ran.stop is not None:
        return Confirmation(None, seconds, stop=ran.stop, reason=limits.reason(ran.stop))
    words = said.split()
    if ran.code != 0 or words[:2] != ["s", "mc"] or len(words) != 3 or not words[2].isdigit():
        return Confirmation(None, seconds, reason=f"ganak did not count: {ran.last_words}")
    return Confirmation(int(words[2]), seconds)
