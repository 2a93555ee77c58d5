"""A model file, whatever its language: how it is declared, written, read back, and how a
solver's answer to it is judged.

Every model kt-csp exports names its question (a CP-SAT model's name, a DIMACS file's first
comment, a MiniZinc comment) and each arc's variable (`kt_csp.engines.circuit.arc_name`), so a
model file is read back as the question and the meaning of its variables (`ModelFile`), and a
solver's answer to it as the tour it describes, verified (`ModelFile.judge`). Each language is a
`ModelFormat`, declared beside its writer: with the engine whose model it is where one solves it
(the SAT engine's DIMACS, a foreign solver's language), and the table of them all is
`kt_csp.files.formats.MODEL_FORMATS` (``kt-csp export`` and ``decode``). They are the engines'
own because a foreign engine (`kt_csp.engines.foreign`) answers through the file a user exports.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, replace

import numpy as np

from kt_csp.core.instance import Instance
from kt_csp.core.result import Result, Status
from kt_csp.engines.circuit import tour_from_arcs
from kt_csp.errors import KtError

__all__ = ["Decoded", "Model", "ModelFile", "ModelFormat", "every_question", "instance_named", "never_read"]


@dataclass(frozen=True)
class Model:
    """A model file as written: its bytes, and its size in variables (graph: vertices),
    constraints (CNF: clauses; graph: edges) and arcs (the move literals; graph: directed arcs)."""

    data: bytes
    variables: int
    constraints: int
    arcs: int


@dataclass(frozen=True)
class ModelFile(ABC):
    """An exported model read back: its instance, and what each of its variables means.

    ``meaning`` maps a variable (a CP-SAT variable's index from 0, or a DIMACS variable) to its
    arc; ``variables`` counts a CP-SAT model's variables, arcs and others (a clue's positions),
    or those a CNF's ``p cnf`` line declares (0 when it has none). Each format's file says how
    a solver's answer to it reads (`CpsatModelFile`, `DimacsModelFile`).
    """

    instance: Instance
    meaning: dict[int, tuple[int, int]]
    variables: int = 0

    def decode(self, answer: str) -> tuple[Status, list[int] | None]:
        """What a solver's answer says.

        Parameters
        ----------
        answer : str
            The solver's answer file, as text.

        Returns
        -------
        tuple of (Status, list of int or None)
            ``found`` with the tour the answer describes (not yet verified), ``none`` when the
            model has no solution, or ``unknown`` when the solver gave up (both without a tour).

        Raises
        ------
        KtError
            For an answer that holds no answer to this model.
        """
        if not answer.strip():
            raise KtError("the answer file is empty: it holds no solver answer")
        return self._decoded(answer)

    @abstractmethod
    def _decoded(self, answer: str) -> tuple[Status, list[int] | None]:
        """`decode` of an answer that is not empty, in the format's own way."""

    def claims(self, answer: str) -> tuple[int | None, int | None]:
        """What an answer to an optimising model says of its tour.

        Parameters
        ----------
        answer : str
            The solver's answer file, as text.

        Returns
        -------
        tuple of (int or None, int or None)
            The measure it claims and the best it proved possible; None for what it does not
            say (a CNF answer says neither).
        """
        return None, None

    def _tour(self, chosen: set[tuple[int, int]], zero: int | None = None) -> list[int]:
        """The tour the chosen arcs make, read off the model's question (`Instance.anchored`) and
        numbered as the question asked: a closed tour the model numbers from a square of its
        choosing (magic sums) from that square, ``zero``."""
        posed, shift = self.instance.anchored()
        return [int(s) for s in self.instance.renumbered(np.array(tour_from_arcs(posed, chosen, zero)), shift)]

    def judge(self, answer: str) -> Decoded:
        """A solver's answer read back as a result, and its tour verified.

        A CP-SAT answer to an optimising model must make the path (or tour) it claims — as many
        moves, as few crossings or turns — and its bound counts only where the tour found does
        not pass it.

        Parameters
        ----------
        answer : str
            The solver's answer file, as text.

        Returns
        -------
        Decoded
            The result, whether its tour is valid, and the verifier's fault.

        Raises
        ------
        KtError
            As `decode`.
        """
        from kt_csp.core.tour import Tour
        from kt_csp.core.verifier import Verdict, verify

        status, tour = self.decode(answer)
        verdict = None if tour is None else verify(self.instance, tour)
        objective, bound = self.claims(answer)
        result = Result("decode", self.instance, status, None if tour is None else Tour(tour))
        measured = result.measure if verdict is not None and verdict.valid else None
        if measured is not None and objective is not None and objective != measured:
            verdict = Verdict(
                False, f"the answer claims {objective} {self.instance.measured}, but its tour has {measured}"
            )
        valid = verdict is not None and verdict.valid
        fault = "" if verdict is None else verdict.fault
        judged = replace(result, reason=self._reason(status, fault), bound=self._bound(measured, bound), verified=valid)
        return Decoded(judged, valid, fault)

    def _reason(self, status: Status, fault: str) -> str:
        """Why the answer gives no valid tour: the solver's word, or the tour's ``fault``."""
        return {
            Status.NONE: f"the solver found the {self.instance.describe()} model unsatisfiable",
            Status.UNKNOWN: "the solver gave no model: it stopped without an answer",
            Status.FOUND: fault,
        }[status]

    def _bound(self, measured: int | None, bound: int | None) -> int | None:
        """The bound an answer proved, unless the tour it found passes it."""
        passed = (
            measured is not None
            and bound is not None
            and (bound < measured if self.instance.minimize is None else bound > measured)
        )
        return None if passed else bound


@dataclass(frozen=True)
class Decoded:
    """A solver's answer to an exported model, judged: the ``result`` it makes (its reason the
    fault of an invalid tour), whether its tour is ``valid``, and the verifier's ``fault``."""

    result: Result
    valid: bool
    fault: str


def every_question(instance: Instance) -> bool:
    """A format that holds every question kt-csp asks.

    Parameters
    ----------
    instance : Instance
        The question.

    Returns
    -------
    bool
        True.
    """
    return True


def never_read(data: bytes) -> bool:
    """A format that ``decode`` does not read: no file is taken for one of it.

    Parameters
    ----------
    data : bytes
        A file.

    Returns
    -------
    bool
        False.
    """
    return False


@dataclass(frozen=True)
class ModelFormat:
    """A model file's format: one row of `kt_csp.files.formats.MODEL_FORMATS`.

    Attributes
    ----------
    name : str
        As ``export --format`` names it.
    suffix : str
        Its files' suffix (``models/`` and the docs name files so).
    purpose : str
        What it is for, in one line (``export --list``).
    write : callable
        The file of a question: given the question as the engines pose it (`Instance.anchored`)
        and as asked (which the file records, `Instance.tag`), the bytes and their sizes.
    read : callable or None
        The file read back, its variables' meanings known (None: only written, never decoded).
    holds : callable
        Whether a file's bytes are of this format (``decode`` recognises a model by its content).
    binary : bool
        Whether the file is binary (it never goes to a terminal).
    encodes : callable
        Whether the format holds the whole question (DIMACS: what the SAT engine answers).
    """

    name: str
    suffix: str
    purpose: str
    write: Callable[[Instance, Instance], Model]
    read: Callable[[bytes, str], ModelFile] | None = None
    holds: Callable[[bytes], bool] = never_read
    binary: bool = False
    encodes: Callable[[Instance], bool] = every_question

    def model(self, asked: Instance) -> Model:
        """The file of a question as the engines pose it (`Instance.anchored`), named by the
        question asked, which ``decode`` reads back.

        Parameters
        ----------
        asked : Instance
            The question.

        Returns
        -------
        Model
            The file and its sizes.

        Raises
        ------
        KtError
            When the format cannot hold the question, or memory cannot hold the model.
        """
        return self.write(asked.anchored()[0], asked)


def instance_named(tag: str, path: str) -> Instance:
    """The question a model's name or first comment records.

    Parameters
    ----------
    tag : str
        The model's name or first comment (`kt_csp.core.instance.Instance.tag`).
    path : str
        The model file's name, for the message.

    Returns
    -------
    Instance
        The question it names.

    Raises
    ------
    KtError
        When it names no kt-csp instance.
    """
    try:
        return Instance.from_tag(tag)
    except KtError:
        raise KtError(f"{path!r} is not a model kt-csp exported (it names no kt-csp instance)") from None
