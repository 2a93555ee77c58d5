"""A tour of each class (`one_of_each`): tours that the board's turns and reflections, and
reading backwards, carry onto one another are one class; CP-SAT finds a tour, every tour of its
class is forbidden, and it is asked again until it proves no class is left. Geometrically
distinct tours with parts a count cannot keep (`kt_csp.engines.distinct`) are counted so.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass

from ortools.sat.python import cp_model

from kt_csp.core.choices import CpsatOptions
from kt_csp.core.instance import Instance
from kt_csp.core.limits import LimitReached, Limits, Stop
from kt_csp.core.result import Result, Status
from kt_csp.core.tour import Tour
from kt_csp.engines.cpsat import magic_tries
from kt_csp.engines.cpsat.engine import NAME, searched, tour_of
from kt_csp.engines.cpsat.model import TourModel, build_model
from kt_csp.engines.cpsat.runner import SOLVE_PARAMETERS, configure, stop_cause
from kt_csp.errors import KtError

__all__ = ["Classes", "one_of_each"]


@dataclass(frozen=True)
class Classes:
    """Tours found one class at a time (`one_of_each`): one tour per class, each verified;
    ``complete`` when CP-SAT proved there is no other class, else ``stop`` says what ended it."""

    instance: Instance
    tours: list[Tour]
    complete: bool
    stop: Stop | None = None


def one_of_each(
    instance: Instance,
    limits: Limits = Limits(),
    options: CpsatOptions = CpsatOptions(),
    found: Callable[[Tour], None] | None = None,
) -> Classes:
    """A tour of each class of ``instance``'s tours, a class being a tour with its images under
    the board's turns and reflections and read backwards: after each tour CP-SAT is asked again
    with every tour of its class forbidden (for each image, not all of its moves), until it
    proves that no other class is left or a limit stops it. Magic tours are looked for first
    under restrictions that find them fast, each for a budget of CP-SAT's deterministic seconds
    (`kt_csp.engines.cpsat.magic_tries.class_tries`), then by the whole model.

    Parameters
    ----------
    instance
        A question the symmetries carry onto itself: no start, end, clues, holes or wrap, and
        nothing optimised (magic sums and uncrossed moves are kept by every image).
    limits
        The time and node limits for all the searches together; Ctrl-C ends them too.
    options
        CP-SAT's (`CpsatOptions`).
    found
        Told each tour as it is found (verified).

    Returns
    -------
    Classes
        The tours, one per class, and whether they are all.

    Raises
    ------
    KtError
        A question the symmetries do not keep.
    kt_csp.errors.InvalidTour
        A tour the verifier rejects: a bug in the model.

    Examples
    --------
    >>> from kt_csp.core.board import parse_board
    >>> classes = one_of_each(Instance(parse_board("5x6"), closed=True))
    >>> len(classes.tours), classes.complete
    (3, True)
    """
    from kt_csp.reasoning.symmetry import symmetries

    board = instance.board
    if (
        instance.start is not None
        or instance.end is not None
        or instance.clues
        or not board.plain
        or instance.optimized
    ):
        raise KtError(
            "one tour of each class is for a whole board's tours: no start, end, clues, holes, wrap or optimum"
        )
    limits = limits.begun()
    images = [[board.square(*image(*board.coords(s))) for s in range(board.size)] for image in symmetries(board)]
    tours: list[Tour] = []
    try:
        for tried in magic_tries.class_tries(instance, limits):  # (magic: restricted models first)
            restricted = build_model(instance, limits)
            tried.restrict(restricted)
            for tour in tours:
                _forbid(restricted, tour, images)
            _, stop = _each_class(restricted, images, limits, options, tours, found, tried.work)
            if stop is not None:  # (a limit or Ctrl-C: the budget spent, the next try begins)
                return Classes(instance, tours, False, stop)
        built = build_model(instance, limits)
    except LimitReached as reached:  # (the time ran out before a model was built)
        return Classes(instance, tours, False, reached.stop)
    for tour in tours:
        _forbid(built, tour, images)
    complete, stop = _each_class(built, images, limits, options, tours, found)
    return Classes(instance, tours, complete, stop)


def _each_class(
    built: TourModel,
    images: list[list[int]],
    limits: Limits,
    options: CpsatOptions,
    tours: list[Tour],
    found: Callable[[Tour], None] | None,
    work: float | None = None,
) -> tuple[bool, Stop | None]:
    """Add to ``tours`` a tour of each class the model holds, its class forbidden after it: True
    when CP-SAT proved none is left, else what stopped it (None: ``work``, a budget of CP-SAT's
    deterministic seconds for all the searches together, was spent)."""
    from kt_csp.engines.registry import judged

    instance = built.instance
    while True:
        if work is not None and work <= 0:
            return False, None
        solver = cp_model.CpSolver()
        try:
            configure(solver, len(built.arcs), limits, options, SOLVE_PARAMETERS, work)
        except LimitReached as reached:
            return False, reached.stop
        status, interrupted = searched(solver, built, limits)
        if work is not None:
            work -= solver.response_proto.deterministic_time
        if status not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
            done = status == cp_model.INFEASIBLE
            if done or (not interrupted and work is not None and work <= 0):
                return done, None
            return False, stop_cause(solver, limits, interrupted)
        tour = judged(Result(NAME, instance, Status.FOUND, tour_of(solver, built))).tour
        assert tour is not None
        tours.append(tour)
        if found is not None:
            found(tour)
        _forbid(built, tour, images)


def _forbid(built: TourModel, tour: Tour, images: list[list[int]]) -> None:
    """No tour of ``tour``'s class: for each image, not all of its moves (either way round)."""
    moves = list(itertools.pairwise(tour)) + ([(tour[-1], tour[0])] if built.instance.closed else [])
    for image in images:
        used = [built.arcs[arc] for a, b in moves for arc in ((image[a], image[b]), (image[b], image[a]))]
        built.model.add(sum(used) <= len(moves) - 1)
