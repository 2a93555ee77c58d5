"""The witness checker: a reasoning ``none`` re-checked by counting, sharing no code with reasoning.

A witness (`kt_csp.certificates.witnesses`) names a ``rule`` and the numbers and squares the rule
counts. This module knows each rule as a fact about boards and checks the witness against the
question alone, read back from its tag: every square it names is where it says, every count is
recounted, every move is found again from the board's own arithmetic (`kt_csp.core.board`), and
the rule's inequality is re-tested. It imports nothing from `kt_csp.reasoning` and nothing from
the engines (a test reads its imports), as the verifier shares nothing with the engines; where it
and reasoning disagree, one of them is wrong, and the witness is refused.

The rules, each a reason no tour exists:

- colours (the leaper changes colour on every jump, on a board whose joined sides are even):
  ``one colour`` (a leaper that never changes colour, both colours live), ``closed counts``
  (a closed tour needs as many light as dark squares), ``counts`` (an open one at most one
  apart), ``fixed colour`` (colours one apart: the even moves stand on the more numerous
  colour), ``fixed pair`` (two fixed moves whose distance and colours disagree in parity);
- ``parts``: a set of live squares closed under moves that misses a live square;
- dead ends: ``too few squares`` (closed, under 3), ``no move``, ``single move closed``,
  ``single moves`` (more squares with a single move, each an end, than free ends),
  ``single move clued`` (a square with a single move clued in mid-tour);
- outer rows (a board 4 wide whose every move from the outer lines lands in the middle ones):
  ``outer rows short`` (too few middle squares to part the outer ones), ``outer rows alternate``
  (exactly enough, so the tour alternates lines and colours, and both colours are outer);
- ``reach``: two fixed moves further apart in jumps (a breadth-first search of the board, or a
  lower bound on an unbounded board) than in move numbers;
- ``theorem``: the published existence theorems' cases (m, n, closed), their arithmetic re-tested;
- magic: ``magic total``, ``magic odd by odd``, ``magic Jelliss``, ``magic Kumar``.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Mapping
from typing import NoReturn

import numpy as np

from kt_csp.certificates import Certificate, Checked
from kt_csp.core.board import KNIGHT, Board, Wrap
from kt_csp.core.instance import Instance
from kt_csp.core.limits import Limits
from kt_csp.errors import KtError

__all__ = ["CHECKER", "RULES", "check", "check_witness"]

CHECKER = "kt-csp's witness checker"
SEARCHED_UP_TO = 4_000_000  # squares: distances are searched on the board up to here, bounded above
UNBOUNDED_SEARCH_UP_TO = 64  # jumps: past the arithmetic bound, a search of the unbounded board this deep


class _Fault(Exception):
    """The first thing wrong with a witness, in words."""


def _fail(words: str) -> NoReturn:
    raise _Fault(words)


def check(certificate: Certificate, path: object = None, limits: Limits | None = None) -> Checked:
    """Check a witness certificate alone (the `Kind`'s ``check``).

    Parameters
    ----------
    certificate : Certificate
        The certificate as read from its file.
    path, limits
        Unused: a witness has no companion files and takes no time worth limiting.

    Returns
    -------
    Checked
        Valid, or the first fault in words.
    """
    if certificate.claim != "none":
        return Checked(False, CHECKER, f"a witness proves none, not {certificate.claim!r}")
    return check_witness(certificate.question, certificate.body)


def check_witness(question: str, body: Mapping[str, object]) -> Checked:
    """Check that ``body`` proves the question ``question`` (a tag) has no tour.

    Parameters
    ----------
    question : str
        The question's tag (`kt_csp.core.instance.Instance.tag`).
    body : Mapping
        The witness: its ``rule`` and what the rule counts.

    Returns
    -------
    Checked
        Valid, or the first fault in words, and the seconds the check took.
    """
    began = time.perf_counter()
    try:
        instance = Instance.from_tag(question)
        if instance.longest:
            _fail("a longest-path question has no none to witness")
        rule = body.get("rule")
        if not isinstance(rule, str) or rule not in RULES:
            _fail(f"the witness's rule {str(rule)[:40]!r} is none the checker knows")
        RULES[rule](instance, body)
    except _Fault as fault:
        return Checked(False, CHECKER, str(fault), time.perf_counter() - began)
    except KtError as error:
        return Checked(False, CHECKER, f"the witness does not read: {error}", time.perf_counter() - began)
    return Checked(True, CHECKER, "", time.perf_counter() - began)


# Reading the witness's fields.


def _int(body: Mapping[str, object], key: str) -> int:
    value = body.get(key)
    if type(value) is not int:
        _fail(f"the witness's {key!r} is not a whole number")
    return value


def _list(body: Mapping[str, object], key: str) -> list[object]:
    value = body.get(key)
    if not isinstance(value, list):
        _fail(f"the witness's {key!r} is not a list")
    return value


def _map(body: Mapping[str, object], key: str) -> Mapping[str, object]:
    value = body.get(key)
    if not isinstance(value, dict):
        _fail(f"the witness's {key!r} is not an object")
    return value


def _square(board: Board, name: object) -> int:
    if not isinstance(name, str):
        _fail(f"{str(name)[:30]!r} is not a square's name")
    square = board.parse_square(name)
    if square in board.holes:
        _fail(f"{board.name(square)} is a hole, not a square a tour visits")
    return square


def _squares(board: Board, names: list[object], what: str, live: bool = True) -> list[int]:
    """The squares named, each once (live ones, unless ``live`` is False)."""
    found = [_square(board, name) if live else _named(board, name) for name in names]
    if len(set(found)) != len(found):
        _fail(f"the witness names a square twice in its {what}")
    return found


def _named(board: Board, name: object) -> int:
    if not isinstance(name, str):
        _fail(f"{str(name)[:30]!r} is not a square's name")
    return board.parse_square(name)


def _fixed(instance: Instance) -> dict[int, int]:
    """The question's fixed moves: move number: square (the start at 0, the end at the last)."""
    fixed = {move: square for square, move in instance.clues}
    if instance.start is not None:
        fixed[0] = instance.start
    if instance.end is not None:
        fixed[instance.board.squares - 1] = instance.end
    return fixed


def _fixed_move(instance: Instance, entry: object) -> tuple[int, int]:
    """A witness's {"square", "move"}, checked against the question's fixed moves."""
    if not isinstance(entry, dict):
        _fail("a fixed move of the witness is not an object with its square and move")
    board, move = instance.board, _int(entry, "move")
    square = _square(board, entry.get("square"))
    fixed = _fixed(instance).get(move)
    if fixed != square:
        there = f"on {board.name(fixed)}" if fixed is not None else "on no square"
        _fail(f"the witness puts move {move} on {board.name(square)}; the question fixes it {there}")
    return square, move


def _same(claimed: int, counted: int, what: str) -> None:
    if claimed != counted:
        _fail(f"the witness counts {claimed} {what}; the checker counts {counted}")


# Colours.

_COLOUR = ("dark", "light")  # a1's colour is dark: colour 0


def _dark_in_rectangle(rows: int, cols: int) -> int:
    """The squares whose rank and file add to an even number (counted from 0): a1's colour."""
    return ((rows + 1) // 2) * ((cols + 1) // 2) + (rows // 2) * (cols // 2)


def _colour_counts(instance: Instance, body: Mapping[str, object]) -> tuple[int, int]:
    """The live dark and light squares, recounted from the holes the witness sorts by colour."""
    board = instance.board
    joined = ([board.rows] if board.wrap is Wrap.TORUS else []) + ([board.cols] if board.wrap is not Wrap.NONE else [])
    if any(side % 2 for side in joined):
        _fail("a jump around an odd joined side keeps its colour: no colour argument holds on this board")
    holes = _map(body, "holes")
    sorted_holes: set[int] = set()
    for colour, name in enumerate(_COLOUR):
        for hole in _squares(board, _list(holes, name), f"{name} holes", live=False):
            if hole not in board.holes:
                _fail(f"the witness counts {board.name(hole)} among the holes; it is not one")
            if board.colour(hole) != colour:
                _fail(f"the witness counts {board.name(hole)} among the {name} holes; it is {_COLOUR[1 - colour]}")
            sorted_holes.add(hole)
    if sorted_holes != board.holes:
        missed = min(board.holes - sorted_holes)
        _fail(f"the witness leaves out the hole {board.name(missed)}")
    dark = _dark_in_rectangle(board.rows, board.cols) - len(_list(holes, "dark"))
    light = board.size - _dark_in_rectangle(board.rows, board.cols) - len(_list(holes, "light"))
    _same(_int(body, "dark"), dark, "dark squares")
    _same(_int(body, "light"), light, "light squares")
    if instance.board.squares < 2:
        _fail("a board of one square has its one-square tour")
    if not board.changes_colour and body.get("rule") != "one colour":
        _fail(f"the {board.leaper[0]},{board.leaper[1]} leaper keeps its colour: it does not alternate colours")
    return dark, light


def _one_colour(instance: Instance, body: Mapping[str, object]) -> None:
    dark, light = _colour_counts(instance, body)
    if instance.board.changes_colour:
        _fail("the leaper changes colour on every jump")
    if not (dark and light):
        _fail("every live square has one colour")


def _closed_counts(instance: Instance, body: Mapping[str, object]) -> None:
    dark, light = _colour_counts(instance, body)
    if not instance.closed:
        _fail("the question asks an open tour, not a closed one")
    if dark == light:
        _fail(f"the colours are equal, {dark} and {light}")


def _counts(instance: Instance, body: Mapping[str, object]) -> None:
    dark, light = _colour_counts(instance, body)
    if abs(dark - light) <= 1:
        _fail(f"the colours' counts, {dark} and {light}, differ by at most one")


def _fixed_colour(instance: Instance, body: Mapping[str, object]) -> None:
    dark, light = _colour_counts(instance, body)
    if dark == light:
        _fail(f"the colours are equal, {dark} and {light}: neither is more numerous")
    square, move = _fixed_move(instance, body.get("fixed"))
    more = 0 if dark > light else 1
    if (instance.board.colour(square) == more) == (move % 2 == 0):
        _fail(f"move {move} on {instance.board.name(square)} stands where the tour's alternation puts it")


def _fixed_pair(instance: Instance, body: Mapping[str, object]) -> None:
    _colour_counts(instance, body)
    pair = _list(body, "fixed")
    if len(pair) != 2:
        _fail("the witness's 'fixed' is not two fixed moves")
    (a, move_a), (b, move_b) = (_fixed_move(instance, entry) for entry in pair)
    board = instance.board
    if (board.colour(a) != board.colour(b)) == ((move_b - move_a) % 2 == 1):
        _fail(f"moves {move_a} and {move_b} on {board.name(a)} and {board.name(b)} agree with the alternation")


# Moves, found from the board's arithmetic.


def _targets(board: Board, squares: np.ndarray, alive: np.ndarray | None = None) -> np.ndarray:
    """Where each of ``squares`` jumps: one column a jump, -1 off the board, on a hole or on
    itself (across the joined sides of a wrapped board). ``alive`` marks the live squares of a
    board small enough for one; else the holes are looked up."""
    row, col = np.divmod(squares.astype(np.int64), board.cols)
    holes = np.fromiter(sorted(board.holes), dtype=np.int64, count=len(board.holes))
    columns = []
    for drow, dcol in board.offsets:
        r, c = row + drow, col + dcol
        if board.wrap is Wrap.TORUS:
            r %= board.rows
        if board.wrap is not Wrap.NONE:
            c %= board.cols
        inside = (r >= 0) & (r < board.rows) & (c >= 0) & (c < board.cols)
        target = np.where(inside, r * board.cols + c, -1)
        live = inside & (target != squares)
        live &= alive[np.maximum(target, 0)] if alive is not None else ~np.isin(target, holes)
        columns.append(np.where(live, target, -1))
    return np.stack(columns, axis=1) if columns else np.full((squares.size, 0), -1, dtype=np.int64)


def _moves_of(board: Board, square: int) -> set[int]:
    found = _targets(board, np.array([square], dtype=np.int64))[0]
    return {int(target) for target in found if target >= 0}


def _parts(instance: Instance, body: Mapping[str, object]) -> None:
    board = instance.board
    part = _squares(board, _list(body, "part"), "part")
    outside = _square(board, body.get("outside"))
    if not part:
        _fail("the witness's part has no square")
    if outside in set(part):
        _fail(f"the square outside the part, {board.name(outside)}, is in it")
    members = np.array(sorted(part), dtype=np.int64)
    targets = _targets(board, members).ravel()
    targets = targets[targets >= 0]
    leaving = targets[~np.isin(targets, members)]
    if leaving.size:
        left = int(leaving[0])
        source = next(s for s in part if left in _moves_of(board, s))
        _fail(f"the part is not closed: {board.name(source)} jumps to {board.name(left)}, outside it")


# Dead ends.


def _single(instance: Instance, entry: object, moves: int) -> int:
    """A witness's {"square", "moves"}: the square, its moves found again and compared."""
    if not isinstance(entry, dict):
        _fail("a dead end of the witness is not an object with its square and moves")
    board = instance.board
    square = _square(board, entry.get("square"))
    named = set(_squares(board, _list(entry, "moves"), f"moves of {board.name(square)}"))
    found = _moves_of(board, square)
    if named != found:
        listed, said = (" ".join(board.name(s) for s in sorted(moves)) or "none" for moves in (named, found))
        _fail(f"the witness gives {board.name(square)} the moves {listed}; it has {said}")
    if len(found) != moves:
        _fail(f"{board.name(square)} has {len(found)} moves, not {moves}")
    if instance.board.squares < 2:
        _fail("a board of one square has its one-square tour")
    return square


def _too_few(instance: Instance, body: Mapping[str, object]) -> None:
    _same(_int(body, "squares"), instance.board.squares, "squares")
    if not instance.closed or instance.board.squares >= 3:
        _fail("the question is not a closed tour of fewer than 3 squares")


def _no_move(instance: Instance, body: Mapping[str, object]) -> None:
    _single(instance, body, 0)


def _single_closed(instance: Instance, body: Mapping[str, object]) -> None:
    _single(instance, body, 1)
    if not instance.closed:
        _fail("the question asks an open tour, whose ends may have a single move")


def _single_moves(instance: Instance, body: Mapping[str, object]) -> None:
    squares = [_single(instance, entry, 1) for entry in _list(body, "squares")]
    if len(set(squares)) != len(squares):
        _fail("the witness names a square twice among its dead ends")
    ends = {square for square in (instance.start, instance.end) if square is not None}
    if ends & set(squares):
        _fail(f"{instance.board.name(min(ends & set(squares)))} is a fixed end, which may have a single move")
    if len(squares) <= 2 - len(ends):
        _fail(f"{len(squares)} squares with a single move can be the ends of a tour with {len(ends)} ends fixed")


def _single_clued(instance: Instance, body: Mapping[str, object]) -> None:
    square = _single(instance, body, 1)
    move = _int(body, "move")
    _fixed_move(instance, {"square": instance.board.name(square), "move": move})
    if move in (0, instance.board.squares - 1):
        _fail(f"move {move} is an end of the tour, where a single move is enough")


# Outer rows.


def _across(board: Board) -> tuple[int, bool]:
    """How a board 4 wide lies: its length, and whether its lines are ranks (4 rows)."""
    if board.rows == 4:
        return board.cols, True
    if board.cols == 4:
        return board.rows, False
    _fail(f"{board} is not 4 wide")


def _outer_rows(instance: Instance, body: Mapping[str, object], alternate: bool) -> None:
    board = instance.board
    if board.wrap is not Wrap.NONE:
        _fail("a wrapped board's moves may join its outer lines")
    length, ranks = _across(board)

    def across(square: int) -> int:
        return board.coords(square)[0 if ranks else 1]

    for drow, dcol in board.offsets:
        step = drow if ranks else dcol
        if any(0 <= side + step < 4 and side + step not in (1, 2) for side in (0, 3)):
            _fail(f"the jump {drow},{dcol} from an outer line lands on an outer line")
    outer_holes = _map(body, "outer holes")
    counted: list[int] = []
    for colour, name in enumerate(_COLOUR):
        holes = _squares(board, _list(outer_holes, name), f"outer {name} holes", live=False)
        for hole in holes:
            if hole not in board.holes or across(hole) in (1, 2) or board.colour(hole) != colour:
                _fail(f"{board.name(hole)} is no {name} hole on an outer line")
        counted += holes
    missed = {hole for hole in board.holes if across(hole) not in (1, 2)} - set(counted)
    if missed:
        _fail(f"the witness leaves out the outer hole {board.name(min(missed))}")
    outer = 2 * length - len(counted)
    middle = board.squares - outer
    _same(_int(body, "outer"), outer, "outer squares")
    _same(_int(body, "middle"), middle, "middle squares")
    ends = [] if instance.closed else [s for s in (instance.start, instance.end) if s is not None]
    inner = {s for s in ends if across(s) in (1, 2)}
    named = set(_squares(board, _list(body, "middle ends"), "middle ends"))
    if named != inner:
        _fail(f"the witness names {len(named)} fixed ends in the middle lines; the question has {len(inner)}")
    most = middle - outer + (0 if instance.closed else 1 - len(inner))
    _same(_int(body, "most"), most, "moves at most between middle squares")
    if board.squares < 2:
        _fail("a board of one square has its one-square tour")
    if not alternate and most >= 0:
        _fail(f"a tour may join middle squares by {most} moves")
    if alternate:
        if not board.changes_colour:
            _fail("the leaper keeps its colour, so a tour need not alternate colours")
        if most != 0:
            _fail(f"a tour joins middle squares by up to {most} moves, so it need not alternate")
        in_line = [(length + 1 - side % 2) // 2 for side in (0, 3)]  # dark squares on each outer line
        dark = sum(in_line) - len(_list(outer_holes, "dark"))
        light = 2 * length - sum(in_line) - len(_list(outer_holes, "light"))
        if not (dark and light):
            _fail("every live outer square has one colour")


# Reach.


def _reach(instance: Instance, body: Mapping[str, object]) -> None:
    board = instance.board
    a, move = _fixed_move(instance, body.get("from"))
    b, later = _fixed_move(instance, body.get("to"))
    gap = (later - move) % board.squares if instance.closed else later - move
    if gap <= 0:
        _fail(f"move {later} does not come after move {move}")
    jumps = _int(body, "jumps")
    if jumps <= gap:
        _fail(f"{jumps} jumps fit in the {gap} moves from move {move} to move {later}")
    _at_least(board, a, b, jumps)


def _at_least(board: Board, a: int, b: int, jumps: int) -> None:
    """Refuse unless ``b`` is at least ``jumps`` jumps from ``a``."""
    if board.size <= SEARCHED_UP_TO:
        alive = np.ones(board.size, dtype=bool)
        alive[sorted(board.holes)] = False
        seen = np.zeros(board.size, dtype=bool)
        seen[a] = True
        frontier = np.array([a], dtype=np.int64)
        for depth in range(1, jumps):
            reached = _targets(board, frontier, alive).ravel()
            frontier = np.unique(reached[reached >= 0])
            frontier = frontier[~seen[frontier]]
            seen[frontier] = True
            if seen[b]:
                _fail(f"{board.name(b)} is {depth} jumps from {board.name(a)}, not {jumps}")
            if not frontier.size:
                return
        return
    if board.wrap is not Wrap.NONE:
        _fail("the checker bounds jumps on a large board only when it is unwrapped")
    if _unbounded_at_least(board, a, b) < jumps:
        _fail(f"the checker finds {board.name(b)} may be fewer than {jumps} jumps from {board.name(a)}")


def _unbounded_at_least(board: Board, a: int, b: int) -> int:
    """A lower bound on the jumps between two squares on the unbounded board (edges and holes
    only lengthen a path): each jump moves at most the leaper's longer step along a side and its
    two steps in all, and a leaper that changes colour takes jumps of the colours' parity; past
    that, a breadth-first search of the unbounded board, where the bound is small."""
    (ra, ca), (rb, cb) = board.coords(a), board.coords(b)
    rows, cols = abs(ra - rb), abs(ca - cb)
    p, q = board.leaper
    bound = max(math.ceil(rows / max(p, q)), math.ceil(cols / max(p, q)), math.ceil((rows + cols) / (p + q)))
    if board.changes_colour and (bound - rows - cols) % 2:
        bound += 1
    if bound > UNBOUNDED_SEARCH_UP_TO:
        return bound
    seen, frontier = {(0, 0)}, {(0, 0)}
    for depth in range(1, UNBOUNDED_SEARCH_UP_TO + 1):
        frontier = {(r + dr, c + dc) for r, c in frontier for dr, dc in board.offsets} - seen
        if (rows, cols) in frontier:
            return depth
        seen |= frontier
    return UNBOUNDED_SEARCH_UP_TO + 1


# The theorems and magic.

_SCHWENK = "Schwenk 1991"
_CULL = "Cull & De Curtins 1978, Conrad et al. 1994"
_THEOREMS: dict[tuple[bool, str], tuple[str, Callable[[int, int], bool]]] = {
    (True, "one square"): (_SCHWENK, lambda m, n: m == n == 1),
    (True, "one wide"): (_SCHWENK, lambda m, n: m == 1),
    (True, "two wide"): (_SCHWENK, lambda m, n: m == 2),
    (True, "four wide"): (_SCHWENK, lambda m, n: m == 4),
    (True, "three by 4, 6 or 8"): (_SCHWENK, lambda m, n: m == 3 and n in (4, 6, 8)),
    (False, "one wide"): (_CULL, lambda m, n: m == 1 and n >= 2),
    (False, "two wide"): (_CULL, lambda m, n: m == 2),
    (False, "three by three"): (_CULL, lambda m, n: m == n == 3),
    (False, "3x5, 3x6 or 4x4"): (_CULL, lambda m, n: (m, n) in ((3, 5), (3, 6), (4, 4))),
}


def _theorem(instance: Instance, body: Mapping[str, object]) -> None:
    board = instance.board
    if not board.plain or board.leaper != KNIGHT:
        _fail("the existence theorems are about the knight on whole, unwrapped rectangles")
    m, n = sorted((board.rows, board.cols))
    _same(_int(body, "m"), m, "as the shorter side")
    _same(_int(body, "n"), n, "as the longer side")
    if body.get("closed") is not instance.closed:
        _fail("the witness cites the theorem for the other kind of tour")
    clause = body.get("clause")
    known = _THEOREMS.get((instance.closed, str(clause)))
    if known is None:
        _fail(f"no case {str(clause)[:40]!r} of the theorems for {'closed' if instance.closed else 'open'} tours")
    source, holds = known
    if body.get("theorem") != source:
        _fail(f"the case {clause!r} is {source}'s")
    if not holds(m, n):
        _fail(f"{m}x{n} is not the case {clause!r}")


def _magic(instance: Instance, body: Mapping[str, object]) -> None:
    if instance.magic is None:
        _fail("the question asks no magic tour")
    board = instance.board
    if not board.plain:
        _fail("a magic tour's board is whole and unwrapped")
    rule = body.get("rule")
    rows, cols = board.rows, board.cols
    if rule == "magic total":
        lines = _int(body, "lines")
        total = board.size * (board.size + 1) // 2
        _same(_int(body, "total"), total, "as the move numbers' total")
        if lines not in (rows, cols) or total % lines == 0:
            _fail(f"{lines} lines share {total} equally, or the board has no {lines} lines")
    elif rule == "magic odd by odd":
        if not (rows % 2 and cols % 2 and min(rows, cols) >= 3 and board.changes_colour):
            _fail(f"{board} is not odd by odd (3 at least) for a leaper that changes colour")
    elif rule == "magic Jelliss":
        if board.leaper != KNIGHT or rows % 4 != 2 or cols % 4 != 2:
            _fail(f"{board} is not a (4m+2)x(4n+2) knight's board")
    elif sorted((rows, cols)) != [4, 16] or board.leaper != KNIGHT:
        _fail(f"{board} is not the knight's 4x16")


RULES: dict[str, Callable[[Instance, Mapping[str, object]], None]] = {
    "one colour": _one_colour,
    "closed counts": _closed_counts,
    "counts": _counts,
    "fixed colour": _fixed_colour,
    "fixed pair": _fixed_pair,
    "parts": _parts,
    "too few squares": _too_few,
    "no move": _no_move,
    "single move closed": _single_closed,
    "single moves": _single_moves,
    "single move clued": _single_clued,
    "outer rows short": lambda instance, body: _outer_rows(instance, body, alternate=False),
    "outer rows alternate": lambda instance, body: _outer_rows(instance, body, alternate=True),
    "reach": _reach,
    "theorem": _theorem,
    "magic total": _magic,
    "magic odd by odd": _magic,
    "magic Jelliss": _magic,
    "magic Kumar": _magic,
}
