"""The CP-SAT model of a question: a Boolean per arc and one circuit, and each variant part's
constraints (clues and magic sums through move numbers, symmetry, crossings, the longest path,
the fewest crossings or turns).

`kt_csp.engines.cpsat` solves and counts with it; ``kt-csp export`` writes it (`kt_csp.files.models`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np
from ortools.sat.python import cp_model

from kt_csp.core.board import Board
from kt_csp.core.instance import Instance, Magic, Measure
from kt_csp.core.limits import Limits
from kt_csp.engines.circuit import POSITION, Arc, arc_bound, arc_name, candidate_arcs, forced_arcs, onward
from kt_csp.reasoning.turns import fewest_turns
from kt_csp.runtime.memory import require_memory

__all__ = [
    "BUILD_SECONDS_PER_ARC",
    "BYTES_PER_ARC",
    "BYTES_PER_NUMBERED_SQUARE",
    "TourModel",
    "build_model",
    "ranks_and_files",
]

# Measured on 100x100 and 200x200 closed: about 600 bytes per arc to build the model in Python and
# 1,800-2,100 at the solver's peak; the margin covers presolve on other shapes.
BYTES_PER_ARC = 2_500
# Measured on 150x150 closed with one clue: 456 MB more at the peak than without, about 20 kB a
# square for the move numbers (their all-different constraint and windows); 1000x1000 with a clue
# was killed by the kernel at 24 GB before this was counted.
BYTES_PER_NUMBERED_SQUARE = 20_000


BUILD_CHECK = 4_096  # arcs built between two looks at the clock


BUILD_SECONDS_PER_ARC = 4.3e-6  # measured on closed 100x100 and 200x200 (0.33 s, 1.41 s)


@dataclass
class TourModel:
    """A built model: the CP-SAT model and its arc literals keyed by (from, to) node.

    Squares are nodes 0 … n-1; for an open tour node n is the extra *path* node, so
    ``(n, s)`` is ``first_s`` and ``(s, n)`` is ``last_s``.
    """

    instance: Instance
    model: cp_model.CpModel
    arcs: dict[tuple[int, int], cp_model.IntVar]
    position: dict[int, cp_model.IntVar] = field(default_factory=dict)  # move numbers (clues, magic)

    @property
    def path_node(self) -> int:
        return self.instance.board.size


def build_model(instance: Instance, limits: Limits = Limits()) -> TourModel:
    """Build (only build) the circuit model of ``instance``.

    Parameters
    ----------
    instance
        The question, posed as the engines pose it (`Instance.anchored`), with any part.
    limits
        The time limit, looked at while building.

    Returns
    -------
    TourModel
        The model, its arc literals and (with clues or magic sums) each square's move number.

    Raises
    ------
    MemoryLimitError
        The model would not fit in memory (refused before it is built).
    LimitReached
        The time limit passed while building, or too little is left to build it.
    """
    board = instance.board
    instance.require_anchored("the CP-SAT model")
    numbered = board.squares if instance.clues or instance.magic is not None else 0
    require_memory(
        arc_bound(instance) * BYTES_PER_ARC + numbered * BYTES_PER_NUMBERED_SQUARE, f"the CP-SAT model of {board}"
    )
    limits.check(
        arc_bound(instance) * BUILD_SECONDS_PER_ARC / 2, "building the CP-SAT model"
    )  # twice as fast as measured
    model = cp_model.CpModel()
    model.name = instance.tag()
    arcs = {}
    for index, arc in enumerate(candidate_arcs(instance)):
        if index % BUILD_CHECK == 0:
            limits.check()
        arcs[arc] = model.new_bool_var(arc_name(board, arc))
    for arc in forced_arcs(instance):
        model.add(arcs[arc] == 1)
    _circuit(model, instance, arcs)
    return TourModel(instance, model, arcs, _variants(model, instance, arcs, limits))


def _circuit(model: cp_model.CpModel, instance: Instance, arcs: dict[Arc, cp_model.IntVar]) -> None:
    """The circuit through every live square (a longest path's: through the squares it visits)."""
    circuit = [(u, v, literal) for (u, v), literal in arcs.items()]
    touched = {node for arc in arcs for node in arc}
    # add_circuit only knows the nodes its arcs name: a square without any arc would be left out
    # of the circuit instead of making it impossible, so say "impossible" outright.
    needed = (
        [s for s in (instance.start, instance.end) if s is not None]
        if instance.longest
        else instance.board.live.tolist()
    )
    if not all(s in touched for s in needed):
        model.add_bool_or([])
    elif instance.longest:
        circuit += _skips(model, instance)
        model.add_circuit(circuit)
        _longest(model, instance, arcs)
    else:
        model.add_circuit(circuit)


def _variants(
    model: cp_model.CpModel, instance: Instance, arcs: dict[Arc, cp_model.IntVar], limits: Limits
) -> dict[int, cp_model.IntVar]:
    """The constraints of the question's variant parts; each square's move number where clues or
    magic sums need them (else none)."""
    if instance.symmetry is not None:
        _symmetric(model, instance, arcs)
    if instance.uncrossed:
        _uncrossed(model, instance, arcs, limits)
    if instance.minimize is not None:
        _fewest(model, instance, arcs, limits)
    position = {}
    if instance.clues or instance.magic is not None:
        position = _number_the_moves(model, instance, arcs, limits)
        if instance.magic is not None:
            _magic_sums(model, instance, position)
    return position


def _number_the_moves(
    model: cp_model.CpModel, instance: Instance, arcs: dict[Arc, cp_model.IntVar], limits: Limits
) -> dict[int, cp_model.IntVar]:
    """Clues and magic: each square's move number as a variable, one more along every arc
    taken, 0 where the tour starts (after the path node; at the fixed start of a closed tour, or
    where a closed tour's ``first_`` variable says), and the given number on each clue's square."""
    board = instance.board
    allowed = _windows(model, instance, arcs, limits)
    position = {
        s: model.new_int_var_from_domain(cp_model.Domain.from_intervals(allowed[s]), POSITION + board.name(s))
        for s in board.live.tolist()
    }
    model.add_all_different(list(position.values()))
    first = {}
    if instance.closed and instance.start is None:
        first = {s: model.new_bool_var(f"zero_{board.name(s)}") for s in position}
        model.add_exactly_one(first.values())
        for s, literal in first.items():
            model.add(position[s] == 0).only_enforce_if(literal)
    for index, ((u, v), literal) in enumerate(arcs.items()):
        if index % BUILD_CHECK == 0:
            limits.check()
        if u == board.size:
            model.add(position[v] == 0).only_enforce_if(literal)
        elif v != board.size and v != instance.start:
            model.add(position[v] == position[u] + 1).only_enforce_if([literal] + ([~first[v]] if first else []))
    if instance.start is not None:
        model.add(position[instance.start] == 0)
    for square, move in instance.clues:
        model.add(position[square] == move)
    return position


def _skips(model: cp_model.CpModel, instance: Instance) -> list[tuple[int, int, cp_model.IntVar]]:
    """The longest path: a self-loop ``skip_a1`` on each square the path may leave out (all but
    a fixed start or end), which takes the square out of the circuit."""
    board = instance.board
    return [
        (s, s, model.new_bool_var(f"skip_{board.name(s)}"))
        for s in board.live.tolist()
        if s not in (instance.start, instance.end)
    ]


def _longest(model: cp_model.CpModel, instance: Instance, arcs: dict[Arc, cp_model.IntVar]) -> None:
    """Most moves between squares. A closed path is a cycle, so not a move there and straight back;
    on a whole rectangle with nothing fixed, a mirror or turn of a path is as long, so the path
    is taken with at least as many moves on its left, lower and lower-right halves as on the
    other sides (one of the images always has)."""
    moves = _moves(instance, arcs)
    if instance.closed:
        for (u, v), literal in moves.items():
            if u < v:
                model.add_bool_or([~literal, ~moves[v, u]])
    model.maximize(sum(moves.values()))
    _one_of_its_images(model, instance, moves)


def _moves(instance: Instance, arcs: dict[Arc, cp_model.IntVar]) -> dict[Arc, cp_model.IntVar]:
    """The arcs between squares (an open tour's path node left out)."""
    return {arc: literal for arc, literal in arcs.items() if instance.board.size not in arc}


def _one_of_its_images(model: cp_model.CpModel, instance: Instance, moves: dict[Arc, cp_model.IntVar]) -> None:
    """On a whole rectangle with nothing fixed, a mirror or turn of a path is as long (and has as
    many crossings and turns), so the path is taken with at least as many moves on its left, lower
    and lower-right halves as on the other sides (one of the images always has)."""
    board = instance.board
    if board.holes or instance.start is not None or instance.end is not None or instance.clues or instance.symmetry:
        return
    rows, cols = np.divmod(np.arange(board.size), board.cols)
    sides = [(cols, board.cols - 1), (rows, board.rows - 1)] + ([(rows - cols, 0)] if board.rows == board.cols else [])
    for side, middle in sides:  # a move's two ends summed along the side, against the middle's
        low = [literal for (u, v), literal in moves.items() if side[u] + side[v] < middle]
        high = [literal for (u, v), literal in moves.items() if side[u] + side[v] > middle]
        model.add(sum(low) >= sum(high))


def _fewest(model: cp_model.CpModel, instance: Instance, arcs: dict[Arc, cp_model.IntVar], limits: Limits) -> None:
    """The fewest crossings: a Boolean per pair of moves that cross, true exactly where the tour
    makes both; or the fewest turns: a Boolean per square and jump, true exactly where the tour
    comes in and goes out by that jump (goes straight on), and the turns are the squares that do
    not, at least the runs' floor (`kt_csp.reasoning.turns`). Exactly, not only at least: so every
    tour found on the way counts what it measures."""
    board, moves = instance.board, _moves(instance, arcs)
    if instance.minimize is Measure.CROSSINGS:
        from kt_csp.reasoning.crossings import crossing_pairs

        crossed = []
        for index, (a, b, c, d) in enumerate(crossing_pairs(board).tolist()):
            if index % BUILD_CHECK == 0:
                limits.check()
            both = model.new_bool_var(f"cross_{board.name(a)}_{board.name(b)}_{board.name(c)}_{board.name(d)}")
            model.add(moves[a, b] + moves[b, a] + moves[c, d] + moves[d, c] <= 1 + both)
            model.add_bool_or([moves[a, b], moves[b, a]]).only_enforce_if(both)
            model.add_bool_or([moves[c, d], moves[d, c]]).only_enforce_if(both)
            crossed.append(both)
        model.minimize(sum(crossed))
    else:
        straight = []
        for index, ((u, v), literal) in enumerate(moves.items()):
            if index % BUILD_CHECK == 0:
                limits.check()
            ahead = onward(board, u, v)  # the square one more same jump on, if the move there is one
            if ahead is not None and (v, ahead) in moves:
                on = model.new_bool_var(f"straight_{board.name(u)}_{board.name(v)}_{board.name(ahead)}")
                model.add_implication(on, literal)
                model.add_implication(on, moves[v, ahead])
                model.add_bool_or([~literal, ~moves[v, ahead], on])
                straight.append(on)
        inner = max(0, board.squares - (0 if instance.closed else 2))  # the squares where a turn can be
        model.add(inner - sum(straight) >= fewest_turns(instance))  # (the runs' floor, which the relaxation misses)
        model.minimize(inner - sum(straight))
    _one_of_its_images(model, instance, moves)


def _uncrossed(model: cp_model.CpModel, instance: Instance, arcs: dict[Arc, cp_model.IntVar], limits: Limits) -> None:
    """Of two moves that cross, the tour makes at most one (either way round)."""
    from kt_csp.reasoning.crossings import crossing_pairs

    for index, (a, b, c, d) in enumerate(crossing_pairs(instance.board).tolist()):
        if index % BUILD_CHECK == 0:
            limits.check()
        model.add_at_most_one([arcs[a, b], arcs[b, a], arcs[c, d], arcs[d, c]])


def _windows(
    model: cp_model.CpModel, instance: Instance, arcs: dict[Arc, cp_model.IntVar], limits: Limits
) -> dict[int, list[list[int]]]:
    """Each square's move numbers as the clues leave them (`kt_csp.reasoning.windows`; every number when
    there are none), and no arc between two squares whose windows no move joins."""
    from kt_csp.reasoning.windows import windows

    board, last = instance.board, instance.board.squares - 1
    if not instance.clues:
        return {s: [[0, last]] for s in board.live.tolist()}
    found = windows(instance)
    if not all(found.values()):
        model.add_bool_or([])  # a square no tour meeting the clues can reach
        return {s: [[0, last]] for s in found}
    first, final = [(0, 0)], [(last, last)]
    for index, ((u, v), literal) in enumerate(arcs.items()):
        if index % BUILD_CHECK == 0:
            limits.check()
        if u == board.size:
            joined = _follows(first, found[v], 0)
        elif v == board.size or v == instance.start:
            joined = _follows(found[u], final, 0)
        else:
            joined = _follows(found[u], found[v], 1)
        if not joined:
            model.add(literal == 0)
    return {s: [[low, high] for low, high in intervals] for s, intervals in found.items()}


def _follows(before: list[tuple[int, int]], after: list[tuple[int, int]], step: int) -> bool:
    """Whether some number of the ``before`` intervals, plus ``step``, is in the ``after`` ones."""
    return any(
        low + step <= high_after and low_after <= high + step for low, high in before for low_after, high_after in after
    )


def _symmetric(model: cp_model.CpModel, instance: Instance, arcs: dict[Arc, cp_model.IntVar]) -> None:
    """The tour's moves, taken either way, are carried onto moves of the tour by the symmetry."""
    board, symmetry = instance.board, instance.symmetry
    assert symmetry is not None
    done = set()
    for u, v in arcs:
        if board.size in (u, v) or (v, u) in done or (u, v) in done:
            continue
        done.add((u, v))
        gu, gv = symmetry.image(board, u), symmetry.image(board, v)
        model.add(arcs[u, v] + arcs.get((v, u), 0) == arcs[gu, gv] + arcs.get((gv, gu), 0))


def ranks_and_files(board: Board) -> tuple[list[list[int]], list[list[int]]]:
    """The board's ranks and its files, each as its squares (the lines a magic tour sums).

    Parameters
    ----------
    board
        The board.

    Returns
    -------
    tuple of two lists of lists of int
        The ranks, then the files.
    """
    ranks = [[board.square(r, c) for c in range(board.cols)] for r in range(board.rows)]
    return ranks, [[rank[c] for rank in ranks] for c in range(board.cols)]


def _magic_sums(model: cp_model.CpModel, instance: Instance, position: dict[int, cp_model.IntVar]) -> None:
    """Ranks and files (and diagonals) of move numbers from 1 summing alike; and, redundant but
    a strong cut, each square's number of the parity its colour allows (a jump changes colour),
    the start's colour fixed where a mirror image would give the same tours with colours swapped."""
    board = instance.board
    total = board.size * (board.size + 1) // 2
    lines, columns = ranks_and_files(board)
    if total % board.rows or total % board.cols:
        model.add_bool_or([])  # the sums cannot be whole numbers
        return
    for line in lines:
        model.add(sum(position[s] for s in line) + len(line) == total // board.rows)
    for line in columns:
        model.add(sum(position[s] for s in line) + len(line) == total // board.cols)
    if instance.magic is Magic.FULL:
        for diagonal in (
            [board.square(i, i) for i in range(board.rows)],
            [board.square(board.rows - 1 - i, i) for i in range(board.rows)],
        ):
            model.add(sum(position[s] for s in diagonal) + len(diagonal) == total // board.rows)
    p, q = board.leaper
    if (p + q) % 2:
        swap = model.new_bool_var("start_light")
        if board.cols % 2 == 0 and not (instance.start is not None or instance.end is not None or instance.clues):
            model.add(swap == 0)
        for s, number in position.items():
            half = model.new_int_var(0, board.size // 2, f"half_{board.name(s)}")
            model.add(number == 2 * half + (swap if board.colour(s) == 0 else 1 - swap))
