"""One region of a composed tour re-solved by CP-SAT: the region's live squares, a fixed arc for
each run of the tour outside it, and (labelled) a label per square that keeps each segment of the
tour running from its own entry to its own exit — so that nothing outside the region changes.
The cut and why it is sound: `kt_csp.engines.construct.compose`."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

import numpy as np

from kt_csp.core.instance import Instance
from kt_csp.core.limits import Limits

if TYPE_CHECKING:
    from ortools.sat.python import cp_model

__all__ = ["Region", "resolve", "work_for"]

# CP-SAT's budget for one re-solve, in its deterministic seconds (its count of work: a region is
# re-solved, or given up, alike on any machine at any load): a region it can re-solve takes it a
# second or two (9,000 squares: about 20 s), one it cannot — a wall of holes whose segments cannot
# all get round it — ran for minutes; composition then gives up on the region, and says so, in
# bounded time. The budget is the 5 s and a second per 250 squares it once had in seconds: one
# deterministic second took 2.6 s of CPU on this machine (a region of 4,534 squares, 200x200
# closed with 256 holes, re-solved in 2.5 of them; 2026-11-28), so 2 and one per 640 squares.
BASE_WORK = 2.0
SQUARES_PER_WORK = 640


@dataclass
class Region:
    """Squares to re-solve together: their holes' colour balance (light less dark squares left
    out: holes and vacancies) and whether the open tour's break (D) lies here."""

    squares: set[int]
    balance: int
    ends: bool = False
    segments: list[tuple[int, int]] = field(default_factory=list)  # (entry, exit) in the tour's order
    left_out: set[int] = field(default_factory=set)  # squares of it the tour leaves out: holes, vacancies


def resolve(
    instance: Instance, region: Region, limits: Limits, labelled: bool, hint: np.ndarray | None = None
) -> tuple[dict[int, int], int, int] | None:
    """Re-solve ``region`` by CP-SAT, the rest of the tour kept.

    Parameters
    ----------
    instance
        The question whose tour is composed.
    region
        The squares to re-solve, its segments (each run of the tour through it) and whether the
        open tour's break lies here.
    limits
        The time limit (what is left of it bounds CP-SAT's run).
    labelled
        Each segment keeps its entry and exit (else they are met in any order).
    hint
        Each square's successor in the tour now, given to CP-SAT as a start (most moves of a
        window stay as they are); None: none.

    Returns
    -------
    tuple of dict, int and int, or None
        The moves chosen inside the region (square → next square), and the open tour's first and
        last squares if the break is here (else -1, -1); None if CP-SAT finds no way in `work_for`
        its size.

    Raises
    ------
    LimitReached
        The time limit passed.
    KeyboardInterrupt
        Ctrl-C, once CP-SAT has stopped.
    """
    from kt_csp.engines.cpsat.runner import solved_once

    live = sorted(region.squares - region.left_out)
    model, literals, joins = _model(instance, region, live, labelled, hint)
    solver = solved_once(model, limits.seconds_left(), work=work_for(len(live)))
    limits.check()
    if solver is None:
        return None
    moves: dict[int, int] = {}
    begin = end = -1
    for u, v, lit in literals:
        if not solver.boolean_value(lit) or (u, v) in joins:
            continue  # a join stands for the run outside: its square keeps its successor there
        if u == len(live):
            begin = live[v]
        elif v == len(live):
            end = live[u]
        else:
            moves[live[u]] = live[v]
    return moves, begin, end


def _model(
    instance: Instance, region: Region, live: list[int], labelled: bool, hint: np.ndarray | None
) -> tuple[cp_model.CpModel, list[tuple[int, int, cp_model.IntVar]], set[tuple[int, int]]]:
    """The region's circuit model over its ``live`` squares (nodes 0 … len(live)-1, and the
    break D at len(live) where the break is here): the model, its circuit's literals, and the
    joins (the fixed arcs that stand for the runs outside)."""
    from ortools.sat.python import cp_model

    board = replace(instance.board, holes=frozenset())  # a hole not yet taken out is still on the tour
    node = {square: i for i, square in enumerate(live)}
    model = cp_model.CpModel()
    arcs: dict[tuple[int, int], cp_model.IntVar] = {}
    for square in live:
        for target in board.neighbours_of(square):
            if target in node:
                arcs[node[square], node[target]] = model.new_bool_var("")
    segments = region.segments
    joins = {(node[x], node[segments[(i + 1) % len(segments)][0]]) for i, (_, x) in enumerate(segments)}
    if instance.closed and instance.start in node and instance.end in node:
        model.add(arcs[node[instance.end], node[instance.start]] == 1)  # (validated: one jump apart)
    if labelled:
        _label(model, len(live), segments, node, [(u, v, lit) for (u, v), lit in arcs.items() if (u, v) not in joins])
    literals = [(u, v, lit) for (u, v), lit in arcs.items()]
    for u, v in joins - arcs.keys():
        literals.append((u, v, model.new_constant(1)))
    for u, v in joins & arcs.keys():
        model.add(arcs[u, v] == 1)
    if region.ends:
        literals += _break(model, instance, live, node)
    if hint is not None:  # the tour's moves now: most of them stay
        for (u, v), lit in arcs.items():
            model.add_hint(lit, bool(hint[live[u]] == live[v]))
    model.add_circuit(literals)
    return model, literals, joins


def _break(
    model: cp_model.CpModel, instance: Instance, live: list[int], node: dict[int, int]
) -> list[tuple[int, int, cp_model.IntVar]]:
    """The arcs of the break D, a node of its own (at len(live)), between the open tour's last
    square and its first (its fixed ends, where fixed)."""
    d = len(live)
    starts = [instance.start] if instance.start is not None else live
    ends = [instance.end] if instance.end is not None else live
    return [(d, node[square], model.new_bool_var("")) for square in starts] + [
        (node[square], d, model.new_bool_var("")) for square in ends
    ]


def work_for(squares: int) -> float:
    """CP-SAT's deterministic seconds for re-solving a region of ``squares`` live squares (see
    `BASE_WORK`).

    Parameters
    ----------
    squares
        The region's live squares.

    Returns
    -------
    float
        The budget.
    """
    return BASE_WORK + squares / SQUARES_PER_WORK


def _label(
    model: cp_model.CpModel,
    count: int,
    segments: list[tuple[int, int]],
    node: dict[int, int],
    moves: list[tuple[int, int, cp_model.IntVar]],
) -> None:
    """Give each square its segment: a move joins squares of one segment, whose ends are its own."""
    if len(segments) < 2:
        return
    labels = [model.new_int_var(0, len(segments) - 1, "") for _ in range(count)]
    for i, (entry, exit_) in enumerate(segments):
        model.add(labels[node[entry]] == i)
        model.add(labels[node[exit_]] == i)
    for u, v, lit in moves:
        model.add(labels[u] == labels[v]).only_enforce_if(lit)
