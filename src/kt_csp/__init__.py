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
from kt_csp.version import __version__

choose_cache()  # before any module of ours imports numba

if TYPE_CHECKING:  # what a type checker sees (re-exported); at run time each name is imported on first use
    from kt_csp.api import Keywords as Keywords
    from kt_csp.api import count as count
    from kt_csp.api import crosscheck as crosscheck
    from kt_csp.api import distinct as distinct
    from kt_csp.api import draw as draw
    from kt_csp.api import question as question
    from kt_csp.api import rank as rank
    from kt_csp.api import solve as solve
    from kt_csp.api import verify as verify
    from kt_csp.certificates.files import certify as certify
    from kt_csp.certificates.files import check_certificate as check_certificate
    from kt_csp.core.board import (
        KNIGHT as KNIGHT,
    )
    from kt_csp.core.board import (
        Board as Board,
    )
    from kt_csp.core.board import (
        parse_board as parse_board,
    )
    from kt_csp.core.board import (
        parse_leaper as parse_leaper,
    )
    from kt_csp.core.choices import (
        AutoOptions as AutoOptions,
    )
    from kt_csp.core.choices import (
        BacktrackOptions as BacktrackOptions,
    )
    from kt_csp.core.choices import (
        ConstructOptions as ConstructOptions,
    )
    from kt_csp.core.choices import (
        CpsatOptions as CpsatOptions,
    )
    from kt_csp.core.choices import (
        Encoding as Encoding,
    )
    from kt_csp.core.choices import (
        Order as Order,
    )
    from kt_csp.core.choices import (
        SatOptions as SatOptions,
    )
    from kt_csp.core.instance import Instance as Instance
    from kt_csp.core.limits import Limits as Limits
    from kt_csp.core.limits import Stop as Stop
    from kt_csp.core.result import CountResult as CountResult
    from kt_csp.core.result import Result as Result
    from kt_csp.core.result import Stats as Stats
    from kt_csp.core.result import Status as Status
    from kt_csp.core.tour import Tour as Tour
    from kt_csp.core.verifier import Verdict as Verdict
    from kt_csp.crosschecks.check import CrossCheck as CrossCheck
    from kt_csp.engines.distinct import Distinct as Distinct
    from kt_csp.engines.frontier.sampling import Drawn as Drawn
    from kt_csp.engines.frontier.sampling import Ranked as Ranked
    from kt_csp.engines.registry import ENGINES as ENGINES
    from kt_csp.engines.registry import Engine as Engine
    from kt_csp.engines.registry import get_engine as get_engine
    from kt_csp.errors import KtError as KtError
    from kt_csp.files.tours import (
        TourText as TourText,
    )
    from kt_csp.files.tours import (
        format_grid as format_grid,
    )
    from kt_csp.files.tours import (
        format_squares as format_squares,
    )
    from kt_csp.files.tours import (
        read_tour as read_tour,
    )
    from kt_csp.reasoning.theorems import (
        THEORY as THEORY,
    )
    from kt_csp.reasoning.theorems import (
        Existence as Existence,
    )
    from kt_csp.reasoning.theorems import (
        board_existence as board_existence,
    )
    from kt_csp.reasoning.theorems import (
        rules_out as rules_out,
    )

_HOMES = {
    "kt_csp.api": [
        "solve",
        "count",
        "crosscheck",
        "distinct",
        "draw",
        "rank",
        "verify",
        "question",
        "Keywords",
    ],
    "kt_csp.certificates.files": ["certify", "check_certificate"],
    "kt_csp.engines.distinct": ["Distinct"],
    "kt_csp.engines.frontier.sampling": ["Drawn", "Ranked"],
    "kt_csp.core.choices": [
        "AutoOptions",
        "BacktrackOptions",
        "ConstructOptions",
        "CpsatOptions",
        "Encoding",
        "Order",
        "SatOptions",
    ],
    "kt_csp.core.board": ["KNIGHT", "Board", "parse_board", "parse_leaper"],
    "kt_csp.crosschecks.check": ["CrossCheck"],
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
