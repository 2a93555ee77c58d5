"""The status family: every word kt-csp answers with, one enum per kind of answer.

Each is a `Word`: a ``str`` whose value is the word said aloud and written in JSON, so that
``str()``, f-strings and ``json.dumps`` all give the word (``found``, not ``Status.FOUND``), and
comparing with the bare string still holds. An answer type names its status with these enums
and writes ``.value`` in its ``as_dict``; nothing compares statuses as bare strings.

======================  ===========================================  ==============================
answer                  status                                       enum
======================  ===========================================  ==============================
an engine's search      ``found`` / ``none`` / ``unknown``           `Status`
the longest path        ``optimal`` / ``feasible``                   `PathStatus`
a count                 ``complete`` / ``unknown``                   `CountStatus`
the verifier's verdict  ``valid`` / ``invalid``                      `VerdictStatus`
a clue puzzle solved    ``unique`` / ``not unique`` (or a `Status`)  `Uniqueness`
the referee's ruling    ``yes`` / ``no`` / ``unknown``               `RulingAnswer`
a cross-check           ``agree`` / ``disagree`` / ``unknown``       `CheckStatus`
one engine in it        ``counted`` / ``error`` (or a `Status`)      `EngineStatus`
======================  ===========================================  ==============================

>>> Status.FOUND == "found", f"{CheckStatus.AGREE}", Uniqueness.NOT_UNIQUE.value
(True, 'agree', 'not unique')
"""

from __future__ import annotations

import enum

__all__ = [
    "CheckStatus",
    "CountStatus",
    "EngineStatus",
    "PathStatus",
    "RulingAnswer",
    "Status",
    "Uniqueness",
    "VerdictStatus",
    "Word",
]


class Word(str, enum.Enum):
    """A status word: the base of the family, a ``str`` that prints as its value."""

    def __str__(self) -> str:
        return str(self.value)


class Status(Word):
    """How a search ended.

    ``found``: a tour is given; ``none``: the search proved that no tour exists; ``unknown``: a
    limit or Ctrl-C stopped the search before it could say either (``stop`` says which), or the
    engine cannot answer this instance (``reason`` says why).
    """

    FOUND = "found"
    NONE = "none"
    UNKNOWN = "unknown"


class PathStatus(Word):
    """The longest path found: ``optimal`` when no path is proved to be longer, else
    ``feasible`` (the best found, the proved bound above it)."""

    OPTIMAL = "optimal"
    FEASIBLE = "feasible"


class CountStatus(Word):
    """A count: ``complete``, or ``unknown`` when a limit or Ctrl-C stopped it (a lower bound)."""

    COMPLETE = "complete"
    UNKNOWN = "unknown"


class VerdictStatus(Word):
    """The verifier's verdict on a tour."""

    VALID = "valid"
    INVALID = "invalid"


class Uniqueness(Word):
    """A clue puzzle's tour found: the only one, or not (with uniqueness unknown, the puzzle's
    status is the search's `Status`)."""

    UNIQUE = "unique"
    NOT_UNIQUE = "not unique"


class RulingAnswer(Word):
    """The referee's answer: can the path still become a tour?"""

    YES = "yes"
    NO = "no"
    UNKNOWN = "unknown"

    @property
    def status(self) -> Status:
        """The same answer in a search's words: yes is found, no is none."""
        return {RulingAnswer.YES: Status.FOUND, RulingAnswer.NO: Status.NONE}.get(self, Status.UNKNOWN)


class CheckStatus(Word):
    """A cross-check: the engines (and theory) ``agree``, ``disagree``, or none of them decided
    (``unknown``)."""

    AGREE = "agree"
    DISAGREE = "disagree"
    UNKNOWN = "unknown"


class EngineStatus(Word):
    """One engine's answer in a cross-check, beside a search's `Status`: ``counted`` for a
    counter that finds no tour but counts, ``error`` for an engine that gave neither."""

    COUNTED = "counted"
    ERROR = "error"
