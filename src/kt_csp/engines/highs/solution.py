"""A MIP solver's solution file read back against the model it solves: HiGHS's (``Model status``
… ``# Columns N`` and ``name value`` lines), or the ``name value`` lines of Gurobi's and CBC's.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from kt_csp.core.result import Status
from kt_csp.engines.highs.mip import ZERO
from kt_csp.engines.model_file import ModelFile
from kt_csp.errors import KtError

__all__ = ["MipModelFile", "Solution", "read_mip_solution"]


@dataclass(frozen=True)
class Solution:
    """A MIP solution file read: the solver's verdict, each column's value it gives (None: it
    gave none), and the objective and bound it states."""

    status: Status
    values: dict[str, float] | None
    objective: float | None = None
    bound: float | None = None


@dataclass(frozen=True)
class MipModelFile(ModelFile):
    """An LP or MPS model read back: ``columns`` are its columns' names (``meaning`` keys index them)."""

    columns: tuple[str, ...] = ()

    def _decoded(self, answer: str) -> tuple[Status, list[int] | None]:
        """A MIP solution file: the arcs set to 1 make the tour."""
        solution = read_mip_solution(answer)
        if solution.values is None:
            return solution.status, None
        known = set(self.columns)
        stranger = next((name for name in solution.values if name not in known), None)
        if stranger is not None:
            raise KtError(
                f"the solution sets {stranger[:40]!r}, which the model does not have: it answers another model"
            )
        chosen = {arc for i, arc in self.meaning.items() if solution.values.get(self.columns[i], 0) > 0.5}
        board = self.instance.board
        zero = next(
            (
                board.parse_square(name[len(ZERO) :])
                for name, value in solution.values.items()
                if name.startswith(ZERO) and value > 0.5
            ),
            None,
        )
        return Status.FOUND, self._tour(chosen, zero)

    def claims(self, answer: str) -> tuple[int | None, int | None]:
        """What a MIP solution to an optimising model states: its objective and the solver's bound.

        Parameters
        ----------
        answer : str
            The solution file, as text.

        Returns
        -------
        tuple of (int or None, int or None)
            The objective and the bound it proved; None for what it does not state, and for
            models that optimise nothing.
        """
        if not self.instance.optimized:
            return None, None
        solution = read_mip_solution(answer)
        return _whole(solution.objective), _whole(solution.bound)


def _whole(value: float | None) -> int | None:
    """A stated objective or bound as a whole number (None for none, or an infinite one)."""
    return None if value is None or not math.isfinite(value) else round(value)


def read_mip_solution(text: str) -> Solution:
    """A MIP solver's solution file: HiGHS's (``Model status``, ``# Columns N`` then ``name
    value`` lines), or Gurobi's (``# Objective value = 12`` and ``name value``) or CBC's
    (``Optimal - objective value 12`` and ``index name value reduced-cost``).

    Parameters
    ----------
    text : str
        The file.

    Returns
    -------
    Solution
        What it says.

    Raises
    ------
    KtError
        For a file that is no MIP solution, or one cut short.
    """
    lines = [line.strip() for line in text.splitlines()]
    if lines and lines[0] == "Model status":
        return _highs_solution(lines)
    return _named_values(lines)


def _number(word: str, line: str) -> float:
    """A value of a solution file."""
    try:
        return float(word)
    except ValueError:
        raise KtError(f"the solution's line {line[:60]!r} holds no number where its value should be") from None


def _highs_solution(lines: list[str]) -> Solution:
    """HiGHS's solution file (``Highs.writeSolution``, style 0)."""
    said = lines[1] if len(lines) > 1 else ""
    stated = {
        words[0]: words[1]
        for words in (line.split() for line in lines)
        if len(words) == 2 and words[0] in ("Objective", "Objective_bound")
    }
    objective = _number(stated["Objective"], "Objective") if "Objective" in stated else None
    bound = _number(stated["Objective_bound"], "Objective_bound") if "Objective_bound" in stated else None
    if said == "Infeasible":
        return Solution(Status.NONE, None)
    primal = lines.index("# Primal solution values") if "# Primal solution values" in lines else -1
    if primal < 0 or primal + 1 >= len(lines) or lines[primal + 1] != "Feasible":
        if primal < 0:
            raise KtError("the HiGHS solution is cut short: it has no '# Primal solution values' section")
        return Solution(Status.UNKNOWN, None)
    declared = next((line for line in lines if line.startswith("# Columns ")), None)
    if declared is None or not declared.split()[-1].isdigit():
        raise KtError("the HiGHS solution is cut short: it has no '# Columns N' line")
    start, count = lines.index(declared) + 1, int(declared.split()[-1])
    given = [line.split() for line in lines[start : start + count]]
    if len(given) < count or any(len(words) != 2 for words in given):
        raise KtError(f"the HiGHS solution is cut short: it declares {count:,} columns but gives {len(given):,} values")
    values = {words[0]: _number(words[1], " ".join(words)) for words in given}
    return Solution(Status.FOUND, values, objective, bound)


_OBJECTIVE = re.compile(r"objective value\s*[=:]?\s*(\S+)", re.IGNORECASE)


def _named_values(lines: list[str]) -> Solution:
    """Gurobi's and CBC's solution files: ``name value`` (CBC: ``index name value cost``) lines."""
    objective, verdict, values = None, "", {}
    for line in filter(None, lines):
        stated = _OBJECTIVE.search(line)
        if stated is not None:
            objective = _number(stated.group(1), line)
            verdict = verdict or ("" if line.startswith("#") else line.split()[0].lower())
            continue
        if line.startswith("#"):
            continue
        words = line.split()
        if len(words) >= 3 and words[0].isdigit():
            words = words[1:3]
        if len(words) != 2:
            raise KtError(f"{line[:60]!r} is not a line of a MIP solution: expected 'name value'")
        values[words[0]] = _number(words[1], line)
    if verdict == "infeasible":
        return Solution(Status.NONE, None)
    if not values and verdict:  # (CBC stopped before it found a solution)
        return Solution(Status.UNKNOWN, None)
    if not values:
        raise KtError("the answer holds no MIP solution: expected 'name value' lines, or HiGHS's solution file")
    return Solution(Status.FOUND, values, objective, objective if verdict == "optimal" else None)
