"""kt-csp: knight's tours solved by a backtracker, CP-SAT and SAT, and checked against each other.

The library API, which the ``kt-csp`` command only calls, with the command's defaults:

>>> import kt_csp
>>> result = kt_csp.solve("5x5", start="a1")
>>> result.status.value, kt_csp.verify(result.tour, result.instance).valid
('found', True)
>>> kt_csp.count("5x5").total
1728

Names are imported from their modules on first use (PEP 562), so ``import kt_csp`` costs almost
nothing and a program loads only the engines it asks for.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from kt_csp.runtime.compiled import choose_cache

__version__ = "0.2.0"

choose_cache()  # before any module of ours imports numba

if TYPE_CHECKING:  # what a type checker sees (re-exported); at run time each name is imported on first use
    from kt_csp.api import count as count, question as question, solve as solve, verify as verify
    from kt_csp.core.board import (
        KNIGHT as KNIGHT, Board as Board, parse_board as parse_board, parse_leaper as parse_leaper,
    )
    from kt_csp.core.choices import (
        AutoOptions as AutoOptions, BacktrackOptions as BacktrackOptions, ConstructOptions as ConstructOptions,
        CpsatOptions as CpsatOptions, Encoding as Encoding, Order as Order, SatOptions as SatOptions,
    )
    from kt_csp.crosschecks.check import CrossCheck as CrossCheck, crosscheck as crosscheck
    from kt_csp.engines.registry import ENGINES as ENGINES, Engine as Engine, get_engine as get_engine
    from kt_csp.errors import KtError as KtError
    from kt_csp.core.instance import Instance as Instance
    from kt_csp.core.limits import Limits as Limits, Stop as Stop
    from kt_csp.core.result import CountResult as CountResult, Result as Result, Stats as Stats, Status as Status
    from kt_csp.reasoning.theorems import (
        THEORY as THEORY, Existence as Existence, board_existence as board_existence, rules_out as rules_out,
    )
    from kt_csp.core.tour import Tour as Tour
    from kt_csp.files.tours import (
        TourText as TourText, format_grid as format_grid, format_squares as format_squares, read_tour as read_tour,
    )
    from kt_csp.core.verifier import Verdict as Verdict

_HOMES = {
    "kt_csp.api": ["solve", "count", "verify", "question"],
    "kt_csp.core.choices": ["AutoOptions", "BacktrackOptions", "ConstructOptions", "CpsatOptions", "Encoding", "Order",
                       "SatOptions"],
    "kt_csp.core.board": ["KNIGHT", "Board", "parse_board", "parse_leaper"],
    "kt_csp.crosschecks.check": ["CrossCheck", "crosscheck"],
    "kt_csp.engines.registry": ["ENGINES", "Engine", "get_engine"],
    "kt_csp.errors": ["KtError"],
    "kt_csp.core.instance": ["Instance"],
    "kt_csp.core.limits": ["Limits", "Stop"],
    "kt_csp.core.result": ["CountResult", "Result", "Stats", "Status"],
    "kt_csp.reasoning.theorems": ["THEORY", "Existence", "board_existence", "rules_out"],
    "kt_csp.files.tours": ["TourText", "format_grid", "format_squares", "read_tour"],
    "kt_csp.core.tour": ["Tour"],
    "kt_csp.core.verifier": ["Verdict"],
}
_HOME_OF = {name: module for module, names in _HOMES.items() for name in names}

__all__ = [*_HOME_OF, "__version__"]


def __getattr__(name: str) -> object:
    """Import a public name from its module the first time it is asked for."""
    if name not in _HOME_OF:
        raise AttributeError(f"module 'kt_csp' has no attribute {name!r}")
    value = getattr(importlib.import_module(_HOME_OF[name]), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *_HOME_OF])
