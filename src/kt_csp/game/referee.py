"""The referee: can a path a player has made so far still become a tour?

A player moves the leaper square by square (issue 18's game). After each move the referee says
``yes`` with a completion it found, ``no`` with the reason, or ``unknown`` past its time limit.
A path through every square is judged by the verifier, as a finished tour is everywhere else (a
closed tour needs at least 3 squares). Reasons that need no search come first, in words a player
can check on the board: the question itself ruled out (`kt_csp.reasoning.obstacles`: theorems,
colours, dead ends, parts, reach), a square that can no longer be reached, dead ends (squares
with one way in and none out: a tour has one last square), squares left that fall into parts,
and the same reasoning on the rest of the tour (the board with the visited squares as holes,
from the square the leaper stands on). Then an engine
searches the continuations, the path given to it as clues (move ``i`` on ``path[i]``): it finds
a completion, proves there is none, or is stopped by the limit, which covers the reasoning too.
By default (``auto``) the backtracker (forward checking, Warnsdorff's order) has `FIRST_NODES`
nodes (a count, so that the same position gets the same ruling at any load) and CP-SAT, the
second opinion, what is left of `REFEREE_SECONDS`: the backtracker answers
almost every position in milliseconds, and CP-SAT proves most of the rest dead in tens (on
1,000 random positions up to 8x8, bench/referee.py). Either may be asked alone, with a longer
limit.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from kt_csp.core.board import Board
from kt_csp.core.instance import Instance
from kt_csp.core.limits import Limits
from kt_csp.core.result import Status
from kt_csp.core.status import RulingAnswer
from kt_csp.engines.backtrack import ENGINE as BACKTRACK
from kt_csp.engines.cpsat import ENGINE as CPSAT
from kt_csp.engines.registry import DEFAULT_ENGINE
from kt_csp.errors import KtError

__all__ = [
    "REFEREE_ENGINES",
    "REFEREE_SECONDS",
    "Ruling",
    "along",
    "check_path",
    "next_squares",
    "ready",
    "reasoned",
    "rule",
]

REFEREE_SECONDS = 0.19  # the default time limit, reasoning and search: a player waits no longer than 0.2 s
REFEREE_ENGINES = (DEFAULT_ENGINE, BACKTRACK.name, CPSAT.name)  # who searches: both in turn (the default), or one
# The backtracker's nodes in auto, about the 30 % of the time after reasoning (0.05 s) it once
# had: Warnsdorff's order searched 12-14 M nodes a CPU second on this machine (2026-11-28).
FIRST_NODES = 600_000


@dataclass(frozen=True)
class Ruling:
    """The referee's answer about a path: ``yes`` (``completion``: a whole tour that begins with
    the path), ``no`` or ``unknown``; ``reason`` in words, and ``by``: ``reasoning`` (no search)
    or the engine that searched."""

    answer: RulingAnswer
    reason: str
    completion: tuple[int, ...] | None = None
    by: str = "reasoning"

    @property
    def status(self) -> Status:
        """The answer in a search's words: yes is ``found``, no is ``none``."""
        return self.answer.status

    def as_dict(self, instance: Instance, path: Sequence[int], time_limit: float | None = None) -> dict[str, object]:
        """The public JSON shape of a ruling on ``path``, a position of ``instance`` (the game's
        ``/api/referee``): ``answer``, ``status`` and ``engine`` (``by``), the question's keys,
        the ``path``, the completion as ``tour``, the ``reason`` and the ``time_limit`` it ran
        under.

        Parameters
        ----------
        instance
            The question ruled on.
        path
            The path ruled on, as squares.
        time_limit
            The seconds the ruling had (None: no limit).

        Returns
        -------
        dict
            The JSON object.
        """
        names = instance.board.name
        return {
            "answer": self.answer.value,
            "status": self.status.value,
            "engine": self.by,
            **instance.as_dict(),
            "path": [names(s) for s in path],
            "tour": None if self.completion is None else [names(s) for s in self.completion],
            "reason": self.reason,
            "time_limit": time_limit,
        }


def rule(
    instance: Instance, path: Sequence[int], limits: Limits | None = None, engine: str = REFEREE_ENGINES[0]
) -> Ruling:
    """Whether ``path`` (square indices, the first move first) can still become a tour of
    ``instance`` (open or closed, with its start, end and clues), searched by ``engine`` where
    reasoning does not tell; an empty path asks whether the question has a tour at all. A path
    that is not one the leaper can make is an error (`KtError`), not a ``no``.

    Parameters
    ----------
    instance
        The question.
    path
        The player's path, as squares from its first.
    limits
        The ruling's limits (None: `REFEREE_SECONDS`), their clock running or not yet.
    engine
        One of `REFEREE_ENGINES`: ``auto`` tries the backtracker briefly, then CP-SAT.

    Returns
    -------
    Ruling
        Yes (with a completion), no (with why) or unknown (with what stopped it).

    Raises
    ------
    KtError
        An engine the referee does not use, or a path the leaper cannot make (`check_path`).
    """
    if engine not in REFEREE_ENGINES:
        raise KtError(f"the referee's engine is one of {', '.join(REFEREE_ENGINES)}, not {str(engine)[:40]!r}")
    if not _READY:
        ready()
    limits = (limits or Limits(time_limit=REFEREE_SECONDS)).begun()
    board = instance.board
    squares = [int(s) for s in path]
    check_path(instance, squares)
    if len(squares) == board.squares:
        return _finished(instance, squares)
    reason = reasoned(instance, squares)
    if reason:
        return Ruling(RulingAnswer.NO, reason)
    if engine != DEFAULT_ENGINE:
        return _search(instance, squares, limits, engine)
    nodes = FIRST_NODES if limits.node_limit is None else min(FIRST_NODES, limits.node_limit)
    first = _search(instance, squares, replace(limits, node_limit=nodes), BACKTRACK.name)
    if first.answer is not RulingAnswer.UNKNOWN:
        return first
    second = _search(instance, squares, limits, CPSAT.name)
    if second.answer is not RulingAnswer.UNKNOWN:
        return second
    return Ruling(
        RulingAnswer.UNKNOWN,
        f"neither engine decided: the backtracker's {first.reason}, CP-SAT's {second.reason}",
        None,
        DEFAULT_ENGINE,
    )


def reasoned(instance: Instance, squares: list[int]) -> str:
    """Why no tour of ``instance`` goes on from ``squares`` (a path the leaper can make, not yet
    through every square), by reasoning alone: the question ruled out, a square no longer
    reached, dead ends, parts, or the rest of the tour ruled out; empty where reasoning does not
    tell and it takes search.

    Parameters
    ----------
    instance
        The question.
    squares
        The path, as squares from its first.

    Returns
    -------
    str
        Why, in words, or empty.
    """
    visited = set(squares)
    left = [s for s in instance.board.live.tolist() if s not in visited]
    return _before(instance) or (
        (_dead(instance, squares, left) or _parted(instance, squares, left) or _rest(instance, squares))
        if squares
        else ""
    )


def _finished(instance: Instance, squares: list[int]) -> Ruling:
    """A path through every square, judged by the verifier (the one judge of what a tour is: a
    closed tour, for one, needs at least 3 squares)."""
    from kt_csp.core.verifier import verify

    verdict = verify(instance, squares)
    if not verdict:
        return Ruling(RulingAnswer.NO, f"every square is visited, but the path is no tour ({verdict.fault})")
    return Ruling(RulingAnswer.YES, "the tour is complete", tuple(squares))


def ready() -> None:
    """Load both engines' code (the kernel from numba's cache, OR-Tools), so that a ruling's time
    goes to the question, not to loading them: done before the first ruling's clock starts, or
    at a server's start."""
    from kt_csp.core.verifier import verify
    from kt_csp.engines.backtrack.search import warm_up

    warm_up()
    _search(Instance(Board(3, 4)), [0], Limits(time_limit=5), CPSAT.name)
    verify(Instance(Board(1, 1)), [0])  # (the verifier's compiled loop, for a finished path)
    _READY.append(True)


_READY: list[bool] = []  # (ready() has run)


def check_path(instance: Instance, squares: list[int]) -> None:
    """Refuse a path the leaper cannot make on this board, or one that breaks the question's
    start, end or clues (a player's move the page should not have allowed).

    Parameters
    ----------
    instance
        The question the path is played on.
    squares
        The path, as squares from its first.

    Raises
    ------
    KtError
        Saying the first fault found: the move and the square or clue it breaks.
    """
    at = _moves(instance.board, squares)
    board = instance.board
    if instance.start is not None and squares and squares[0] != instance.start:
        raise KtError(f"the tour starts on {board.name(instance.start)}, not {board.name(squares[0])}")
    end, last = instance.end, board.squares - 1
    if end is not None and at.get(end, last) != last:
        raise KtError(f"the path reaches {board.name(end)} at move {at[end]}, but the tour ends there, at move {last}")
    if end is not None and squares and instance.closed and board.squares > 1 and not board.is_move(end, squares[0]):
        raise KtError(
            f"a closed tour ending on {board.name(end)} starts one jump from it, and {board.name(squares[0])} is not"
        )
    for square, move in instance.clues:
        if (move < len(squares) and squares[move] != square) or at.get(square, move) != move:
            raise KtError(f"the clue {move} on {board.name(square)} is broken by the path")


def _moves(board: Board, squares: list[int]) -> dict[int, int]:
    """Each square of the path with its move, refusing a square off the board or a hole, a
    move that is not the leaper's jump, or a square visited twice."""
    at: dict[int, int] = {}  # square -> its move
    for i, square in enumerate(squares):
        if not 0 <= square < board.size:
            raise KtError(f"move {i} is off the {board} board")
        if square in board.holes:
            raise KtError(f"move {i} lands on {board.name(square)}, a hole")
        if i and not board.is_move(squares[i - 1], square):
            raise KtError(
                f"move {i}, {board.name(squares[i - 1])} to {board.name(square)}, is not a jump of the "
                f"{board.leaper[0]},{board.leaper[1]} leaper"
            )
        if square in at:
            raise KtError(f"move {i} comes back to {board.name(square)}, visited at move {at[square]}")
        at[square] = i
    return at


def next_squares(instance: Instance, squares: list[int]) -> list[int]:
    """The squares the path may go on to without breaking the question: one jump from its last
    square (first: the fixed start, else one jump from a closed tour's fixed end, else any), not
    yet visited, and where a clue or the fixed end allows that move number.

    Parameters
    ----------
    instance
        The question.
    squares
        The path so far, as squares from its first.

    Returns
    -------
    list of int
        The squares, in the board's move order.
    """
    board, move, visited = instance.board, len(squares), set(squares)
    if squares:
        candidates = [int(s) for s in board.neighbours_of(squares[-1]) if s not in visited]
    elif instance.start is not None:
        candidates = [instance.start]
    elif instance.closed and instance.end is not None:
        candidates = board.neighbours_of(instance.end)  # the closing jump
    else:
        candidates = board.live.tolist()
    at = dict(instance.clues)
    due = [square for square, clue in instance.clues if clue == move]
    last = move == board.squares - 1
    return [
        s
        for s in candidates
        if at.get(s, move) == move
        and (not due or s == due[0])
        and (instance.end is None or (s == instance.end) == last)
    ]


def _before(instance: Instance) -> str:
    """Why the question has no tour at all, by reasoning (`kt_csp.reasoning.obstacles`)."""
    from kt_csp.reasoning.obstacles import obstacle

    ruled = obstacle(instance)
    return "" if ruled is None else f"{ruled.argument}: {ruled.reason}"


def _dead(instance: Instance, squares: list[int], left: list[int]) -> str:
    """A square ``left`` that no path can enter any more, or more squares left with one way in
    and none out than the tour has last squares."""
    board, here, visited = instance.board, squares[-1], set(squares)
    ends = []
    for square in left:
        ways = {s for s in board.neighbours_of(square) if s not in visited or s == here}
        if instance.closed:
            ways |= {squares[0]} & set(board.neighbours_of(square))  # the closing jump
        if not ways:
            return f"{board.name(square)} can no longer be reached: every square one jump from it is visited"
        if len(ways) == 1:
            ends.append(square)
    if instance.closed and ends:
        return (
            f"{board.name(ends[0])} has one way in and none out, and a closed tour never stops: "
            f"every square left needs two"
        )
    if len(ends) > 1:
        return (
            f"{board.name(ends[0])} and {board.name(ends[1])} are dead ends (one way in, none out), "
            f"and a tour has one last square"
        )
    if ends and instance.end is not None and ends[0] != instance.end:
        return f"{board.name(ends[0])} is a dead end, so the tour would end there, not on {board.name(instance.end)}"
    return ""


def _parted(instance: Instance, squares: list[int], left: list[int]) -> str:
    """Squares ``left`` that the leaper cannot reach from where it stands through squares left."""
    board, open_squares = instance.board, set(left)
    seen, stack = {squares[-1]}, [squares[-1]]
    while stack:
        for square in board.neighbours_of(stack.pop()):
            if square in open_squares and square not in seen:
                seen.add(square)
                stack.append(square)
    cut = [s for s in left if s not in seen]
    if cut:
        return (
            f"the squares left fall into parts: {board.name(cut[0])} cannot be reached from "
            f"{board.name(squares[-1])} through squares left"
        )
    return ""


def _rest(instance: Instance, squares: list[int]) -> str:
    """Reasoning (`kt_csp.reasoning.obstacles`) on the rest of the tour: a path from the square
    the leaper stands on through every square left — the visited ones holes — to the tour's
    end, on the clues still to come."""
    from kt_csp.reasoning.obstacles import obstacle

    board, here = instance.board, squares[-1]
    rest = Instance(
        replace(board, holes=board.holes | (frozenset(squares) - {here})),
        here,
        instance.end,
        clues=tuple((square, move - len(squares) + 1) for square, move in instance.clues if move >= len(squares)),
    )
    ruled = obstacle(rest)
    return f"{ruled.argument}, for the rest of the tour: {ruled.reason}" if ruled else ""


def along(instance: Instance, squares: list[int]) -> Instance:
    """The question of the tours that begin with the path: its moves as clues.

    Parameters
    ----------
    instance
        The question.
    squares
        The path, as squares from its first.

    Returns
    -------
    Instance
        The question with each of the path's squares a clue of its move, and its first the start.
    """
    clues = tuple(sorted(set(instance.clues) | {(square, i) for i, square in enumerate(squares)}, key=lambda c: c[1]))
    return replace(instance, start=squares[0] if squares else instance.start, clues=clues)


def _search(instance: Instance, squares: list[int], limits: Limits, engine: str) -> Ruling:
    """The engine's answer, the path given to it as clues."""
    from kt_csp.core.choices import BacktrackOptions, Order
    from kt_csp.engines.registry import get_engine

    asked = along(instance, squares)
    options = BacktrackOptions(order=Order.WARNSDORFF) if engine == BACKTRACK.name else None
    result = get_engine(engine).solve(asked, limits, options)
    if result.status is Status.FOUND and result.tour is not None:
        found = "a tour that goes on from here" if squares else "a tour"
        return Ruling(RulingAnswer.YES, f"the {engine} engine found {found}", tuple(result.tour), engine)
    if result.status is Status.NONE:
        proof = f" ({result.reason})" if result.reason else ""
        return Ruling(
            RulingAnswer.NO,
            f"{'no tour goes on from here' if squares else 'no tour'}: the {engine} engine proved it{proof}",
            None,
            engine,
        )
    return Ruling(RulingAnswer.UNKNOWN, result.reason or f"the {engine} engine was stopped", None, engine)
