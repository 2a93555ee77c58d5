"""CP-SAT's first tries at magic tours: restrictions of the model under which magic tours come
fast, each searched for a budget of CP-SAT's deterministic time (its count of work, so that the
answer does not depend on the machine's speed or load) before the whole model gets the rest
(`kt_csp.engines.cpsat`'s ``solve`` and ``one_of_each``).

A restriction is not a cut: it leaves out tours, so it only ever finds them, and the whole model
is the last try (its ``none`` is the only proof). Two are here, both true of published magic
tours:

- `halves`: tours numbered alike under the half turn — the square the half turn carries s onto
  stands half the tour's moves after (or before) s;
- `quads`: Beverley's quads (his 1848 tour) — each four moves 4k+1 … 4k+4 in one 4×4 block of
  the board, one on each of its ranks and files.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from kt_csp.core.instance import Instance
from kt_csp.core.limits import Limits
from kt_csp.core.variants import Magic, Symmetry
from kt_csp.engines.cpsat.model import TourModel, ranks_and_files

__all__ = [
    "HALVES_NOTE",
    "HALVES_WORK",
    "QUAD",
    "ClassTry",
    "Restriction",
    "class_tries",
    "halves",
    "halves_fit",
    "quads",
    "quads_fit",
    "restrictions_first",
]

# The half-turn model's budget in a magic search, in CP-SAT's deterministic seconds
# (``max_deterministic_time``: its count of work, the same on any machine at any load), before
# the whole model gets the rest of the time. bench/variants.py's magic section: the whole 8x8
# semi-magic model found nothing in 600 s, the half-turn one a tour in 0.2-5.9 deterministic
# seconds (seeds 1-5, one worker); one of CP-SAT's deterministic seconds took 1.7-2.4 s of CPU
# on this machine (measured beside the load, 2026-11-28). The share of the time it replaces, 90 %
# of the 60 s the benchmark gave it, is about 25 of them: so the whole model is only the last try.
HALVES_WORK = 25.0
HALVES_NOTE = (
    "found among tours numbered alike under the half turn (each square's image 32 moves on, on 8x8): "
    "CP-SAT's first try for magic tours"
)
QUAD = 4  # a quad's moves, and its block's side

Restriction = Callable[[TourModel], None]  # adds its constraints to a built model


def restrictions_first(instance: Instance, limits: Limits) -> bool:
    """Whether a magic question is tried first under the restrictions: nothing fixed, no square
    the half turn's own image, no node limit to share, nothing optimised.

    Parameters
    ----------
    instance
        The question.
    limits
        Its limits (a node limit is not shared out among tries).

    Returns
    -------
    bool
        True where the restrictions are tried first.
    """
    board = instance.board
    return (
        instance.magic is not None
        and not instance.clues
        and instance.start is None
        and instance.end is None
        and (board.rows * board.cols) % 2 == 0
        and limits.node_limit is None
        and not instance.optimized  # (the best of a restriction is not the best)
    )


def halves_fit(instance: Instance) -> bool:
    """Whether a tour numbered alike under the half turn (`halves`) can be as magic as asked: not
    a fully magic one on an n×n board with n = 8k+4 (12x12, 20x20, …) for a leaper whose every
    move changes colour.

    The half turn carries each long diagonal onto itself, pairing its squares, and a pair holds
    v and v + n²/2: the diagonal sums to twice its first-half numbers plus (n/2)(n²/2), so to the
    magic n(n²+1)/2 only if its n/2 first-half numbers add up to n³/8 + n/4, which is odd when
    n = 8k+4. But a long diagonal's squares are all one colour, so its numbers all one parity,
    and an even count (n/2) of numbers of one parity adds up to an even number.

    Parameters
    ----------
    instance
        A magic question.

    Returns
    -------
    bool
        False where no tour numbered alike under the half turn can be as magic as asked.

    Examples
    --------
    >>> from kt_csp.core.board import parse_board
    >>> [halves_fit(Instance(parse_board(f"{n}x{n}"), magic=Magic.FULL)) for n in (8, 12, 16)]
    [True, False, True]
    """
    board = instance.board
    return not (
        instance.magic is Magic.FULL
        and board.plain
        and board.changes_colour
        and board.rows == board.cols
        and board.rows % 8 == 4
    )


def halves(built: TourModel) -> None:
    """Tours whose second half is the first half turned round: the square the half turn carries s
    onto stands half the tour's moves after (or before) s. Such a tour closes by itself; on 8x8
    semi-magic ones exist, and this halves what CP-SAT has to find.

    Only magic questions are restricted so (`restrictions_first`), and their sums say more, added as a
    cut: the half turn carries each rank onto another (or onto itself) with the same numbers give
    or take half the tour, one of each pair plus and one minus, so the two sum alike only if each
    rank holds exactly half its squares in the tour's first half; files alike. Measured on 8x8
    semi-magic, two workers (2026-11-27): seeds 1-5 found a tour in 0.8-6.7 s with the cut, where
    seeds 1-3 took 55 s, 73 s and over 90 s without it.

    Parameters
    ----------
    built
        A magic question's model, its moves numbered (``position``); restricted in place.
    """
    board, model, position = built.instance.board, built.model, built.position
    half = board.size // 2
    first = {}
    for s, number in position.items():
        image = position[Symmetry.ROT180.image(board, s)]
        first[s] = model.new_bool_var(f"first_half_{board.name(s)}")
        model.add(image == number + half).only_enforce_if(first[s])
        model.add(image == number - half).only_enforce_if(~first[s])
    ranks, files = ranks_and_files(board)
    for line in ranks + files:
        model.add(2 * sum(first[s] for s in line) == len(line))


def quads_fit(instance: Instance) -> bool:
    """Whether the board is made of whole 4×4 blocks (where `quads` can restrict its tours).

    Parameters
    ----------
    instance
        The question.

    Returns
    -------
    bool
        Whether both sides are multiples of 4.
    """
    return instance.board.rows % QUAD == 0 and instance.board.cols % QUAD == 0


def quads(built: TourModel) -> None:
    """Beverley's quads: the moves numbered 4k+1 … 4k+4 (from 1) stand in one 4×4 block, one on
    each of its ranks and files. A rank then holds one move of each of its blocks' quads, so its
    sum splits into the quads' numbers and the places within them. Semi-magic 8x8 tours so made
    came in 3.6-77 s on two workers (seeds 1-5, 2026-11-27), where the whole model found none in
    600 s (bench/variants.py, 2026-11-25): the second place `class_tries` looks for classes,
    after the half turn's.

    Parameters
    ----------
    built
        A magic question's model, its moves numbered (``position``), on a board of whole 4×4
        blocks (`quads_fit`); restricted in place.
    """
    board, model, position = built.instance.board, built.model, built.position
    across = board.cols // QUAD
    quad = {}
    for s, number in position.items():
        quad[s] = model.new_int_var(0, board.size // QUAD - 1, f"quad_{board.name(s)}")
        model.add_division_equality(quad[s], number, QUAD)
    block = [model.new_int_var(0, board.size // QUAD**2 - 1, f"block_of_quad_{k}") for k in range(board.size // QUAD)]
    for s in position:
        r, c = board.coords(s)
        model.add_element(quad[s], block, (r // QUAD) * across + c // QUAD)
    ranks, files = ranks_and_files(board)
    for line in ranks + files:
        for start in range(0, len(line), QUAD):
            model.add_all_different([quad[s] for s in line[start : start + QUAD]])


@dataclass(frozen=True)
class ClassTry:
    """A restriction `kt_csp.engines.cpsat.classes.one_of_each` looks for classes under, and its budget:
    ``work`` of CP-SAT's deterministic seconds (the time limit, if any, still the whole run's)."""

    restrict: Restriction
    work: float


# The restrictions' budgets in the search for classes, in CP-SAT's deterministic seconds (about
# 2 s of CPU each on this machine, `HALVES_WORK`). Measured on semi-magic 8x8, two workers
# (2026-11-27): the half-turn tours' 17 classes came within 120-205 s (two runs) and none in the
# 56 minutes after; then the quads found 6 more in 10 minutes, and the whole model none in the 5
# minutes after them. The half turn had a tenth of the time and 4 minutes at least, the quads nine
# tenths of what was left: these are about those 4 minutes and 10 minutes.
HALVES_CLASSES_WORK = 120.0
QUADS_CLASSES_WORK = 300.0


def class_tries(instance: Instance, limits: Limits) -> list[ClassTry]:
    """The restrictions a magic question's classes of tours are looked for under first
    (`kt_csp.engines.cpsat.classes.one_of_each`), in order, each with its budget; the whole model gets
    what is left of the time after the last.

    The half turn comes first, where it can hold a tour as magic as asked (`halves_fit`), then
    the quads, where the board is made of their blocks (`quads_fit`).

    Parameters
    ----------
    instance
        The question.
    limits
        Its limits (`restrictions_first`).

    Returns
    -------
    list of ClassTry
        The restrictions in order, each with its budget; none where the question is not tried
        under restrictions first.
    """
    if not restrictions_first(instance, limits):
        return []
    tries = [ClassTry(halves, HALVES_CLASSES_WORK)] if halves_fit(instance) else []
    return tries + [ClassTry(quads, QUADS_CLASSES_WORK)] if quads_fit(instance) else tries
