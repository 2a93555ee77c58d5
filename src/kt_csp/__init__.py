"""kt-csp: knight's tours solved by a backtracker, CP-SAT and SAT, and checked against each other.

The library API, which the ``kt-csp`` command only calls:

>>> from kt_csp import Instance, parse_board, solve, verify
>>> board = parse_board("5x5")
>>> result = solve(Instance(board, start=board.parse_square("a1")))
>>> result.status.value, verify(result.instance, result.tour).valid
('found', True)

Names are imported from their modules on first use (PEP 562), so ``import kt_csp`` costs almost
nothing and a program loads only the engines it asks for.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from kt_csp.compiled import choose_cache

__version__ = "0.2.0"

choose_cache()  # before any module of ours imports numba

if TYPE_CHECKING:
    from kt_csp.instance import Instance
    from kt_csp.limits import Limits
    from kt_csp.result import CountResult, Result

_HOMES = {
    "kt_csp.backtrack": ["BacktrackOptions", "Order"],
    "kt_csp.board": ["KNIGHT", "Board", "parse_board", "parse_leaper"],
    "kt_csp.crosschecks": ["CrossCheck", "crosscheck"],
    "kt_csp.engines": ["ENGINES", "Engine", "get_engine"],
    "kt_csp.errors": ["KtError"],
    "kt_csp.instance": ["Instance"],
    "kt_csp.limits": ["Limits", "Stop"],
    "kt_csp.result": ["CountResult", "Result", "Stats", "Status"],
    "kt_csp.theory": ["THEORY", "Existence", "board_existence", "rules_out"],
    "kt_csp.tourfile": ["TourText", "format_grid", "format_squares", "read_tour"],
    "kt_csp.verifier": ["Verdict", "verify"],
}
_HOME_OF = {name: module for module, names in _HOMES.items() for name in names}

__all__ = [*_HOME_OF, "solve", "count", "__version__"]


def __getattr__(name: str) -> object:
    """Import a public name from its module the first time it is asked for."""
    if name not in _HOME_OF:
        raise AttributeError(f"module 'kt_csp' has no attribute {name!r}")
    value = getattr(importlib.import_module(_HOME_OF[name]), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *_HOME_OF])


def solve(instance: Instance, engine: str = "backtrack", limits: Limits | None = None,
          options: object | None = None, theory: bool = False) -> Result:
    """Answer ``instance`` with the named engine: a tour, a proof of none, or unknown.

    With ``theory``, a board that the published theorems rule out (`kt_csp.theory`) is answered
    ``none`` at once by the engine called ``theory``; without it, the engine proves it by itself.
    """
    from kt_csp.engines import get_engine
    from kt_csp.limits import Limits
    from kt_csp.result import Result, Status
    from kt_csp.theory import THEORY, rules_out

    chosen = get_engine(engine)
    reason = rules_out(instance) if theory else None
    if reason is not None:
        return Result(THEORY, instance, Status.NONE, reason=reason)
    return chosen.solve(instance, limits or Limits(), options)


def count(instance: Instance, engine: str = "backtrack", limits: Limits | None = None,
          options: object | None = None, workers: int | None = None) -> CountResult:
    """Count the tours of ``instance`` with the named engine (see `kt_csp.counting`)."""
    from kt_csp.engines import get_engine
    from kt_csp.limits import Limits

    return get_engine(engine).count(instance, limits or Limits(), options, workers)
