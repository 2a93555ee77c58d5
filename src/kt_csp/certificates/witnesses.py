"""Witnesses: reasoning's ``none`` as the numbers and squares a reader checks by counting.

Reasoning (`kt_csp.reasoning.obstacles`) proves that no tour exists in words. A witness is the
same proof as data: the ``rule`` it rests on (`kt_csp.certificates.witness_check` lists them) and
what the rule counts — the light and dark squares and the holes of each colour, the squares of a
part closed under moves, the squares with a single move and their moves, the outer lines' holes
and squares, two fixed moves and the jumps between them, the theorem's case. Each argument offers
the witnesses it may rest on, in the order reasoning tries its own cases, and the first that the
independent checker accepts is kept: a ``none`` that no witness checks is a bug (reasoning and the
checker disagree), never a certificate.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from pathlib import Path

from kt_csp.certificates import Certificate, Checked, Kind
from kt_csp.certificates.witness_check import CHECKER, check, check_witness
from kt_csp.core.board import Board
from kt_csp.core.instance import Instance
from kt_csp.core.limits import Limits
from kt_csp.core.result import Result, Status
from kt_csp.errors import InternalError
from kt_csp.reasoning.magic import JELLISS, KUMAR
from kt_csp.reasoning.obstacles import WHOLE_UP_TO, cut_off_part, low_degrees, obstacle
from kt_csp.reasoning.parity import in_middle_rows
from kt_csp.reasoning.theorems import CULL, SCHWENK, THEORY
from kt_csp.reasoning.windows import distances

__all__ = ["WITNESS", "witness"]

Body = dict[str, object]


def witness(instance: Instance) -> Body:
    """The witness of reasoning's ``none`` for ``instance``, checked.

    Parameters
    ----------
    instance : Instance
        A question reasoning rules out (`kt_csp.reasoning.obstacles.obstacle`).

    Returns
    -------
    dict
        The witness: ``argument`` and ``reason`` (reasoning's words), ``rule`` and what it
        counts (JSON-ready).

    Raises
    ------
    InternalError
        Where reasoning finds no obstacle, or no witness of its argument checks.

    Examples
    --------
    >>> from kt_csp.core.board import parse_board
    >>> made = witness(Instance(parse_board("8x8").with_holes("e5"), closed=True))
    >>> made["rule"], made["dark"], made["light"], made["holes"]
    ('closed counts', 31, 32, {'dark': ['e5'], 'light': []})
    """
    found = obstacle(instance)
    if found is None:
        raise InternalError(f"a witness was asked for the {instance.describe()}, which reasoning does not rule out")
    question = instance.tag()
    fault = "no witness was offered"
    for offered in _OFFERS[found.argument](instance):
        body = {"argument": found.argument, "reason": found.reason, **offered}
        checked = check_witness(question, body)
        if checked.valid:
            return body
        fault = checked.fault
    raise InternalError(
        f"reasoning's {found.argument} rule out the {instance.describe()}, and no witness of it checks: {fault}"
    )


def _names(board: Board, squares: Iterator[int] | list[int]) -> list[str]:
    return [board.name(square) for square in squares]


def _at(board: Board, square: int, move: int) -> Body:
    return {"square": board.name(square), "move": move}


def _fixed(instance: Instance) -> list[tuple[int, int]]:
    """The fixed moves as reasoning's colours read them: clues, then the start and the end."""
    last = instance.board.squares - 1
    return [
        *instance.clues,
        *([(instance.start, 0)] if instance.start is not None else []),
        *([(instance.end, last)] if instance.end is not None else []),
    ]


def _colours(instance: Instance) -> Iterator[Body]:
    yield from _colour_counts(instance)
    yield from _colour_fixed(instance)


def _counted(board: Board) -> Body:
    """The live dark and light squares, and the holes of each colour."""
    holes = {
        name: _names(board, (h for h in sorted(board.holes) if board.colour(h) == colour))
        for colour, name in enumerate(("dark", "light"))
    }
    dark = (board.size + 1) // 2 - len(holes["dark"])
    return {"dark": dark, "light": board.squares - dark, "holes": holes}


def _colour_counts(instance: Instance) -> Iterator[Body]:
    counted = _counted(instance.board)
    for rule in ("one colour", "closed counts", "counts"):
        yield {"rule": rule, **counted}


def _colour_fixed(instance: Instance) -> Iterator[Body]:
    board, fixed = instance.board, _fixed(instance)
    counted = _counted(board)
    for square, move in fixed:
        yield {"rule": "fixed colour", **counted, "fixed": _at(board, square, move)}
    for (first, at), (square, move) in itertools.product(fixed[:1], fixed[1:]):
        yield {"rule": "fixed pair", **counted, "fixed": [_at(board, first, at), _at(board, square, move)]}


def _parts(instance: Instance) -> Iterator[Body]:
    board = instance.board
    if board.size > WHOLE_UP_TO:
        part = cut_off_part(board)
        inside = set(part)
        outside = next(square for square in _some_live(board) if square not in inside) if part else None
    else:
        joined = distances(board, board.first)[board.live] >= 0
        ours, theirs = board.live[joined], board.live[~joined]
        if not theirs.size:
            return
        other = board.live[distances(board, int(theirs[0]))[board.live] >= 0]
        part, outside = (ours.tolist(), int(theirs[0])) if ours.size <= other.size else (other.tolist(), board.first)
    if part and outside is not None:
        yield {"rule": "parts", "part": _names(board, part), "outside": board.name(outside)}


def _some_live(board: Board) -> Iterator[int]:
    """Live squares in reading order, without building the board's list of them."""
    return (square for square in range(board.size) if square not in board.holes)


def _dead_ends(instance: Instance) -> Iterator[Body]:
    board = instance.board
    yield {"rule": "too few squares", "squares": board.squares}
    degrees = low_degrees(board) if board.squares > 1 else {}

    def entry(square: int) -> Body:
        return {"square": board.name(square), "moves": _names(board, board.neighbours_of(square))}

    for square, degree in degrees.items():
        if degree == 0:
            yield {"rule": "no move", **entry(square)}
    single = [square for square, degree in degrees.items() if degree == 1]
    for square in single[:1]:
        yield {"rule": "single move closed", **entry(square)}
    ends = {square for square in (instance.start, instance.end) if square is not None}
    loose = [square for square in single if square not in ends]
    yield {"rule": "single moves", "squares": [entry(square) for square in loose[: 3 - len(ends)]]}
    for square, move in instance.clues:
        if square in single:
            yield {"rule": "single move clued", **entry(square), "move": move}


def _outer_rows(instance: Instance) -> Iterator[Body]:
    board = instance.board
    outer_holes = [hole for hole in sorted(board.holes) if not in_middle_rows(board, hole)]
    outer = board.size // 2 - len(outer_holes)
    middle = board.squares - outer
    ends = [] if instance.closed else [s for s in (instance.start, instance.end) if s is not None]
    inner = [s for s in ends if in_middle_rows(board, s)]
    body: Body = {
        "outer": outer,
        "middle": middle,
        "outer holes": {
            name: _names(board, (h for h in outer_holes if board.colour(h) == colour))
            for colour, name in enumerate(("dark", "light"))
        },
        "middle ends": _names(board, inner),
        "most": middle - outer + (0 if instance.closed else 1 - len(inner)),
    }
    yield {"rule": "outer rows short", **body}
    yield {"rule": "outer rows alternate", **body}


def _reach(instance: Instance) -> Iterator[Body]:
    """Each two fixed moves in turn, as reasoning pairs them (a closed tour's last with its
    first), claiming one jump more than the moves between them: the least that rules the tour
    out, so the checker's search goes no further than the moves allow."""
    board = instance.board
    marks = {move: square for square, move in instance.clues}
    if instance.start is not None:
        marks[0] = instance.start
    if instance.end is not None:
        marks[board.squares - 1] = instance.end
    points = sorted(marks.items())
    pairs = list(itertools.pairwise(points)) + ([(points[-1], points[0])] if instance.closed and points else [])
    for (move, square), (later, other) in pairs:
        gap = (later - move) % board.squares if instance.closed else later - move
        yield {"rule": "reach", "from": _at(board, square, move), "to": _at(board, other, later), "jumps": gap + 1}


_CLAUSES = (
    (True, "one square", SCHWENK),
    (True, "one wide", SCHWENK),
    (True, "two wide", SCHWENK),
    (True, "four wide", SCHWENK),
    (True, "three by 4, 6 or 8", SCHWENK),
    (False, "one wide", CULL),
    (False, "two wide", CULL),
    (False, "three by three", CULL),
    (False, "3x5, 3x6 or 4x4", CULL),
)


def _theorems(instance: Instance) -> Iterator[Body]:
    yield from _colour_counts(instance)  # (the theorems' colour cases: the board's, whatever its ends)
    m, n = sorted((instance.board.rows, instance.board.cols))
    for closed, clause, source in _CLAUSES:
        if closed == instance.closed:
            yield {"rule": "theorem", "theorem": source, "m": m, "n": n, "closed": closed, "clause": clause}


def _magic(instance: Instance) -> Iterator[Body]:
    board = instance.board
    total = board.size * (board.size + 1) // 2
    for lines in (board.rows, board.cols):
        yield {"rule": "magic total", "lines": lines, "total": total}
    yield {"rule": "magic odd by odd"}
    yield {"rule": "magic Jelliss", "source": JELLISS}
    yield {"rule": "magic Kumar", "source": KUMAR}


_OFFERS: dict[str, Callable[[Instance], Iterator[Body]]] = {
    "theorems": _theorems,
    "magic": _magic,
    "colours": _colours,
    "outer rows": _outer_rows,
    "dead ends": _dead_ends,
    "parts": _parts,
    "reach": _reach,
}


def _applies(result: Result) -> bool:
    return result.engine == THEORY and result.status is Status.NONE


def _make(result: Result, path: Path, limits: Limits) -> Certificate:
    return Certificate("witness", result.instance.tag(), "none", witness(result.instance))


def _check(certificate: Certificate, path: Path, limits: Limits) -> Checked:
    return check(certificate, path, limits)


WITNESS = Kind("witness", CHECKER, _applies, _make, _check)
