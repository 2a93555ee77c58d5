"""Sweeps: the cross-check over every board in a range (and every start square), summarised.

A sweep is a list of instances checked one after another; its summary is a map per tour kind
(one cell per board: a tour, none, unknown, or a disagreement; with every start square, how many
squares start a tour) and a row per engine of what it answered and how long it took.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from kt_csp.core.board import Board
from kt_csp.core.instance import Instance
from kt_csp.core.result import Status
from kt_csp.core.status import CheckStatus
from kt_csp.crosschecks.check import CrossCheck

__all__ = ["EngineRow", "Survey", "outcome", "sweep_instances"]

TOUR, NO_TOUR, UNKNOWN, DISAGREE = "T", "·", "?", "!"


def sweep_instances(boards: Sequence[Board], kinds: Sequence[bool], all_starts: bool) -> list[Instance]:
    """The instances of a sweep: each board, each kind, from every start or with the start free.

    Parameters
    ----------
    boards : sequence of Board
        The boards swept.
    kinds : sequence of bool
        The ``closed`` flags asked.
    all_starts : bool
        Whether each square is a start of its own (else the start is free).

    Returns
    -------
    list of Instance
        The questions, kind by kind, board by board.
    """
    return [
        Instance(board, start, closed=closed)
        for closed in kinds
        for board in boards
        for start in (range(board.size) if all_starts else [None])
    ]


def outcome(check: CrossCheck) -> str:
    """One symbol for a check: a tour exists, none does, unknown, or a disagreement.

    Parameters
    ----------
    check : CrossCheck
        The check.

    Returns
    -------
    str
        `TOUR`, `NO_TOUR`, `UNKNOWN` or `DISAGREE`.
    """
    if not check.agree:
        return DISAGREE
    claims = [exists for a in check.answers for _, exists in a.claims()]
    if check.theory is not None:
        claims.append(check.theory.exists)
    if not claims:
        return UNKNOWN
    return TOUR if claims[0] else NO_TOUR


@dataclass(frozen=True)
class EngineRow:
    """One engine over a sweep: how many tours it found (all verified unless a disagreement says
    otherwise), nones proved, unknowns, how many counts it completed (None when not counting),
    the total time of all it was asked, and its slowest instance and time."""

    engine: str
    found: int
    none: int
    unknown: int
    counted: int | None
    seconds: float
    slowest_seconds: float
    slowest: Instance


@dataclass
class Survey:
    """The checks of a sweep so far, and the summaries drawn from them (as data: the command
    line renders them)."""

    checks: list[CrossCheck] = field(default_factory=list)
    wall_time: float = 0.0

    @property
    def status(self) -> CheckStatus:
        """``disagree`` when some check does, else ``agree``."""
        return CheckStatus.DISAGREE if self.disagreements else CheckStatus.AGREE

    @property
    def disagreements(self) -> list[CrossCheck]:
        """The checks whose answers disagree."""
        return [c for c in self.checks if not c.agree]

    @property
    def unknown(self) -> list[CrossCheck]:
        """The checks that decided nothing."""
        return [c for c in self.checks if outcome(c) == UNKNOWN]

    def board_map(self, closed: bool) -> str:
        """The sweep's outcomes of one kind as a map of the boards.

        Parameters
        ----------
        closed : bool
            Which kind to map: closed tours, or open ones.

        Returns
        -------
        str
            Rows down, columns across; a cell per board: T / · / ? / ! (or, per start square, how
            many squares start a tour, with ? or ! appended when some are unknown or disagree).
        """
        cells: dict[tuple[int, int], list[str]] = {}
        for check in self.checks:
            if check.instance.closed == closed:
                board = check.instance.board
                cells.setdefault((board.rows, board.cols), []).append(outcome(check))
        if not cells:
            return ""
        rows = sorted({r for r, _ in cells})
        cols = sorted({c for _, c in cells})
        text = {key: _cell(marks) for key, marks in cells.items()}
        width = max(len(str(cols[-1])), *(len(t) for t in text.values()))
        lines = [" " * 4 + " ".join(f"{c:>{width}}" for c in cols)]
        for r in rows:
            lines.append(f"{r:>3} " + " ".join(f"{text.get((r, c), ''):>{width}}" for c in cols))
        return "\n".join(lines)

    def engine_rows(self) -> list[EngineRow]:
        """Per engine, in the order they ran: what it answered over the sweep (`EngineRow`); the
        command line draws them as a table."""
        rows = []
        counting = any(a.count is not None for c in self.checks for a in c.answers)
        names = list(dict.fromkeys(a.engine for c in self.checks for a in c.answers))
        for name in names:
            answers = [(c, a) for c in self.checks for a in c.answers if a.engine == name]
            statuses = [a.result.status for _, a in answers if a.result is not None]
            slowest_time, slowest = max(((a.seconds, c) for c, a in answers), key=lambda pair: pair[0])
            rows.append(
                EngineRow(
                    name,
                    statuses.count(Status.FOUND),
                    statuses.count(Status.NONE),
                    statuses.count(Status.UNKNOWN),
                    sum(a.count is not None and a.count.complete for _, a in answers) if counting else None,
                    sum(a.seconds for _, a in answers),
                    slowest_time,
                    slowest.instance,
                )
            )
        return rows

    def as_dict(self) -> dict[str, object]:
        """The public JSON shape of a sweep (keys are an interface scripts depend on)."""
        disagree = len(self.disagreements)
        return {
            "status": self.status.value,
            "agree": not disagree,
            "instances": len(self.checks),
            "disagreement_count": disagree,
            "unknown": len(self.unknown),
            "wall_time": round(self.wall_time, 3),
            "stopped_by": "interrupted" if any(c.interrupted for c in self.checks) else None,
            "checks": [c.as_dict() for c in self.checks],
        }


def _cell(marks: list[str]) -> str:
    """A map cell: the one outcome of a board, or with every start the number of tour starts."""
    if len(marks) == 1:
        return marks[0]
    flags = (DISAGREE if DISAGREE in marks else "") + (UNKNOWN if UNKNOWN in marks else "")
    return f"{marks.count(TOUR)}{flags}"
