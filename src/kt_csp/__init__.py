"""kt-csp: knight's tours solved by a backtracker, CP-SAT and SAT, and checked against each other.

The library API, which the ``kt-csp`` command only calls:

>>> from kt_csp import Instance, parse_board, solve, verify
>>> board = parse_board("5x5")
>>> result = solve(Instance(board, start=board.parse_square("a1")))
>>> result.status.value, verify(result.instance, result.tour).valid
('found', True)
"""

from __future__ import annotations

from kt_csp.backtrack import BacktrackOptions, Order
from kt_csp.board import KNIGHT, Board, parse_board, parse_leaper
from kt_csp.crosscheck import CrossCheck, crosscheck
from kt_csp.engines import ENGINES, Engine, get_engine
from kt_csp.errors import KtError
from kt_csp.instance import Instance
from kt_csp.limits import Limits
from kt_csp.result import CountResult, Result, Stats, Status
from kt_csp.theory import THEORY, Existence, board_existence, rules_out
from kt_csp.tourfile import TourText, format_grid, format_squares, read_tour
from kt_csp.verify import Verdict, verify

__all__ = [
    "KNIGHT", "Board", "parse_board", "parse_leaper", "Instance", "Limits", "Status", "Stats",
    "Result", "CountResult", "Engine", "ENGINES", "get_engine", "BacktrackOptions", "Order",
    "solve", "count", "verify", "Verdict", "read_tour", "TourText", "format_grid",
    "format_squares", "KtError", "crosscheck", "CrossCheck", "board_existence", "Existence",
]


def solve(instance: Instance, engine: str = "backtrack", limits: Limits = Limits(),
          options: object | None = None, theory: bool = False) -> Result:
    """Answer ``instance`` with the named engine: a tour, a proof of none, or unknown.

    With ``theory``, a board that the published theorems rule out (`kt_csp.theory`) is answered
    ``none`` at once by the engine called ``theory``; without it, the engine proves it by itself.
    """
    chosen = get_engine(engine)
    reason = rules_out(instance) if theory else None
    if reason is not None:
        return Result(THEORY, instance, Status.NONE, reason=reason)
    return chosen.solve(instance, limits, options or chosen.options())


def count(instance: Instance, engine: str = "backtrack", limits: Limits = Limits(),
          options: object | None = None, workers: int | None = None) -> CountResult:
    """Count the tours of ``instance`` with the named engine (see `kt_csp.counting`)."""
    chosen = get_engine(engine)
    return chosen.count(instance, limits, options or chosen.options(), workers)
