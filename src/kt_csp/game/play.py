"""The game behind ``kt-csp serve``: a player's position in, the page's answers out, as JSON.

Each function takes a request body (a dict decoded from JSON) and gives the answer to send back;
those that search also take the clock their time limit counts on (a server starts it when the
request comes, so that time spent waiting for a turn counts).
Bodies name the question with the keys of the command line's JSON (``board``, ``leaper``,
``closed``, ``start``, ``end``, ``holes``, ``wrap``, ``clues``) and the player's ``path`` as square
names; answers use the same keys (``status``, ``engine``, ``tour``, ``reason``, ``fault`` …), so
a script that reads ``kt-csp solve --format json`` reads these too. Bad input is a `KtError`
with one line (the server's 400); a puzzle its time ran out on, `OutOfTime` (the server's 503:
ask again). Everything here is bounded: boards up to `MOST_SIDE` on a
side, and every search by a time limit of at most `MOST_SECONDS`.

Nothing here knows HTTP (`kt_csp.game.http` does), so the game is tested and benchmarked as plain
calls.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

import numpy as np

from kt_csp.core.instance import Instance
from kt_csp.core.limits import Limits
from kt_csp.core.variants import PARTS
from kt_csp.engines import backtrack
from kt_csp.errors import KtError
from kt_csp.game.referee import REFEREE_ENGINES, REFEREE_SECONDS, along, check_path, next_squares, reasoned, rule

__all__ = [
    "HINT_SECONDS",
    "MOST_EVENTS",
    "MOST_SECONDS",
    "MOST_SIDE",
    "REPLAY_EVENTS",
    "REPLAY_SECONDS",
    "OutOfTime",
    "board",
    "hint",
    "make_puzzle",
    "move",
    "open_puzzle",
    "referee",
    "replay",
    "verify",
]

MOST_SIDE = 20  # the page plays boards up to 20x20
MOST_SECONDS = 10.0  # the longest search a request may ask for: the server keeps answering meanwhile
REPLAY_SECONDS = 2.0  # a replayed search's default time limit
HINT_SECONDS = 2.0  # a hint's: the rules take 0.3 s for a first step on a 20x20 board, seconds where none follows
REPLAY_EVENTS = 20_000  # and how many of its events are sent by default
MOST_EVENTS = 200_000  # at most (about 4 MB of JSON)
SHORT = 40  # characters in a size, square name or leaper: longer is no such thing (and is not echoed back)
PLAYED_PARTS = tuple(
    part.name for part in PARTS if part.name in backtrack.ENGINE.parts
)  # what the referee's search answers
QUESTION_KEYS = ("board", "leaper", "closed", "start", "end", *PLAYED_PARTS)
UNPLAYED_KEYS = tuple(part.name for part in PARTS if part.name not in PLAYED_PARTS)  # in every answer (the CLI's
# keys); a body may send them back, as null or false: the game plays tours without these parts
Body = Mapping[str, Any]


class OutOfTime(KtError):
    """No answer in the time a request had (its own limit, or its turn came late): not the
    request's fault, so the server's 503 (ask again), not a 400."""


def board(body: Body) -> dict[str, object]:
    """The position: the question, the path, the squares it may go on to (each with its onward
    count, Warnsdorff's hint), and whether it is a complete tour.

    Parameters
    ----------
    body
        The request's JSON: the question's keys and ``path``.

    Returns
    -------
    dict
        The position's JSON.

    Raises
    ------
    KtError
        Bad input, in one line (the server's 400).
    """
    instance, path = _position(body, {"path"})
    return _view(instance, path)


def move(body: Body) -> dict[str, object]:
    """The position after the player's jump to ``to``; a jump the question does not allow is
    refused, saying why.

    Parameters
    ----------
    body
        The request's JSON: the question's keys and ``path``, and ``to``, the square to jump to.

    Returns
    -------
    dict
        The new position's JSON.

    Raises
    ------
    KtError
        Bad input or a jump the question does not allow, in one line (the server's 400).
    """
    instance, path = _position(body, {"path", "to"})
    to = _square(instance, body.get("to"), "to")
    if to not in next_squares(instance, path):
        check_path(instance, path + [to])  # the reason, where the path itself says it
        raise KtError(
            f"{instance.board.name(to)} is not a square the tour may go on to "
            f"{'from ' + instance.board.name(path[-1]) if path else 'first'}: a clue or the end is in the way"
        )
    return _view(instance, path + [to])


def referee(body: Body, clock: Limits = Limits()) -> dict[str, object]:
    """Whether the path can still become a tour: ``answer`` yes / no / unknown, and as solve's
    JSON: ``status`` (found, none or unknown), ``engine``, ``tour`` (the completion), ``reason``.

    Parameters
    ----------
    body
        The request's JSON: the question's keys and ``path``, with ``engine`` and ``time_limit`` if wanted.
    clock
        The limits whose clock the time limit counts on (a server starts it at the request).

    Returns
    -------
    dict
        The ruling's JSON (`kt_csp.game.referee.Ruling.as_dict`).

    Raises
    ------
    KtError
        Bad input, in one line (the server's 400).
    """
    instance, path = _position(body, {"path", "engine", "time_limit"})
    limits = _limits(body, REFEREE_SECONDS, clock)
    ruling = rule(instance, path, limits, body.get("engine", REFEREE_ENGINES[0]))
    return ruling.as_dict(instance, path, limits.time_limit)


def replay(body: Body, clock: Limits = Limits()) -> dict[str, object]:
    """The backtracker's search from the path on, as the events ``solve --trace`` prints: each
    ``[kind, depth, square, other]`` with kind ``jump``, ``back``, ``cut`` or ``found`` (what
    ``other`` is: `kt_csp.engines.backtrack.trace.Event`). The search is the real one, stopped by its time limit;
    at most ``most_events`` of its events are sent (``events_cut`` says so).

    Parameters
    ----------
    body
        The request's JSON: the question's keys and ``path``, with ``order``, ``time_limit`` and ``most_events`` if wanted.
    clock
        The limits whose clock the time limit counts on (a server starts it at the request).

    Returns
    -------
    dict
        solve's JSON with the question, ``path``, ``events`` and ``events_cut``.

    Raises
    ------
    KtError
        Bad input, in one line (the server's 400).
    """
    from kt_csp.core.choices import BacktrackOptions, Order
    from kt_csp.engines.backtrack import layout
    from kt_csp.engines.backtrack.trace import events
    from kt_csp.engines.registry import get_engine

    instance, path = _position(body, {"path", "order", "time_limit", "most_events"})
    most = _whole(body, "most_events", REPLAY_EVENTS, MOST_EVENTS)
    order = body.get("order", Order.PLAIN.value)
    if order not in [o.value for o in Order]:
        raise KtError(f"order is one of {', '.join(o.value for o in Order)}, not {str(order)[:SHORT]!r}")
    kinds = {
        layout.E_JUMP: "jump",
        layout.E_BACK: "back",
        layout.E_CUT_STARVED: "cut",
        layout.E_CUT_DEAD_ENDS: "cut",
        layout.E_FOUND: "found",
    }
    name, logged = instance.board.name, list[list[object]]()

    def watch(rows: np.ndarray) -> bool:
        for event in events(rows):
            if len(logged) == most:
                return False
            found = event.kind == layout.E_FOUND  # (its other square is none)
            logged.append([kinds[event.kind], event.depth, name(event.square), None if found else name(event.other)])
        return True

    result = get_engine(backtrack.ENGINE.name).solve(
        along(instance, path), _limits(body, REPLAY_SECONDS, clock), BacktrackOptions(order=Order(order), trace=watch)
    )
    data = result.as_dict()
    data.update(instance.as_dict())
    data.update(path=[name(s) for s in path], events=logged, events_cut=len(logged) == most)
    return data


def hint(body: Body, clock: Limits = Limits()) -> dict[str, object]:
    """The next deduction from the position (`kt_csp.reasoning.deduction`, the player's path and
    the clues as what is known): ``hint`` names a move, its square, the rule that places it and
    ``because`` in words — or is null, ``note`` saying why (the referee's reasoning shows that no
    tour goes this way, as it does before any search: `kt_csp.game.referee.reasoned`; the rules
    reach a contradiction, or place nothing more). Open tours only.

    Parameters
    ----------
    body
        The request's JSON: the question's keys and ``path``, with ``time_limit`` if wanted.
    clock
        The limits whose clock the time limit counts on (a server starts it at the request).

    Returns
    -------
    dict
        The position's JSON with ``hint`` and ``note``.

    Raises
    ------
    KtError
        Bad input, or a closed tour, in one line (the server's 400).
    """
    from kt_csp.core.limits import LimitReached
    from kt_csp.reasoning.deduction import deduce

    instance, path = _position(body, {"path", "time_limit"})
    if instance.closed:
        raise KtError("hints are for open tours: a closed tour's clues may count from any start")
    limits = _limits(body, HINT_SECONDS, clock)
    view = _view(instance, path)
    ruled = reasoned(instance, path) if len(path) < instance.board.squares else ""
    if ruled:
        return {**view, "hint": None, "note": f"no tour {'goes this way' if path else 'exists'}: {ruled}"}
    try:
        found = deduce(along(instance, path), most_steps=1, limits=limits)
    except LimitReached:
        return {**view, "hint": None, "note": f"no hint within {limits.time_limit:g} s: the rules had not finished"}
    if found.contradiction:
        return {
            **view,
            "hint": None,
            "note": "no tour meeting the clues goes this way: the rules reach a contradiction",
        }
    if not found.steps:
        note = "every move is placed" if found.tour else "the rules place no more moves from here: it takes search"
        return {**view, "hint": None, "note": note}
    step = found.steps[0]
    named = {"move": step.move, "square": instance.board.name(step.square), "rule": step.rule.value}
    return {**view, "hint": {**named, "because": step.rule.because}, "note": ""}


def verify(body: Body) -> dict[str, object]:
    """The finished tour judged by the verifier, with ``verify --format json``'s keys.

    Parameters
    ----------
    body
        The request's JSON: the question's keys and the ``tour`` as square names.

    Returns
    -------
    dict
        The verdict's JSON.

    Raises
    ------
    KtError
        Bad input, in one line (the server's 400).
    """
    from kt_csp.core.verifier import verify as judge

    instance, _ = _position(body, {"tour"})
    tour = _squares(instance, body.get("tour"), "tour")
    return judge(instance, tour).as_dict(instance, tour)


def open_puzzle(body: Body) -> dict[str, object]:
    """A clue puzzle from its board picture (``picture``: what ``kt-csp puzzle make`` prints, or
    a file of that form), as the question to play: the board, its holes and clues.

    Parameters
    ----------
    body
        The request's JSON: ``picture``, with ``closed`` and ``leaper`` if wanted.

    Returns
    -------
    dict
        The position's JSON, its path empty.

    Raises
    ------
    KtError
        Bad input (not a picture, a sheet of several, a board too large), in one line (the server's 400).
    """
    from kt_csp.files.board_text import parse_pictures

    _only(body, {"picture", "closed", "leaper"})
    text = body.get("picture")
    if not isinstance(text, str):
        raise KtError("picture is the puzzle's board picture as text: '.' a square, '#' a hole, a number a clue")
    if len(text) > MOST_SIDE * MOST_SIDE * 5 * 2:
        raise KtError(
            f"the picture is {len(text):,} characters: a puzzle the page plays is at most {MOST_SIDE}x{MOST_SIDE}"
        )
    pictures = parse_pictures(text, _leaper(body))
    if len(pictures) > 1:
        raise KtError(f"the text draws {len(pictures)} puzzles (a sheet): paste one, its lines without a blank line")
    shape, clues = pictures[0]
    _small(shape.rows, shape.cols)
    instance = Instance(shape, closed=_flag(body, "closed"), clues=clues)
    return _view(instance, [])


def make_puzzle(body: Body, clock: Limits = Limits()) -> dict[str, object]:
    """A new clue puzzle with exactly one solution (`kt_csp.game.puzzles.make`), with ``clues_asked``
    clues (as few as can be when not given), ``seed`` choosing which, and with a ``difficulty``
    (easy, medium or hard; null: any) solvable by that grade's rules alone, ``grade`` saying the
    grade it came out; ``stopped_by`` says when the time limit left it with more clues than asked,
    ``note`` when no more could go.

    Parameters
    ----------
    body
        The request's JSON: the board's keys, with ``clues_asked``, ``seed``, ``difficulty`` and
        ``time_limit`` if wanted.
    clock
        The limits whose clock the time limit counts on (a server starts it at the request).

    Returns
    -------
    dict
        The puzzle's position JSON, with its picture, ``grade``, ``stopped_by`` and ``note``.

    Raises
    ------
    KtError
        Bad input, in one line (the server's 400).
    OutOfTime
        No tour found to make a puzzle of in the time (the server's 503).
    """
    from kt_csp.files.board_text import draw
    from kt_csp.game.puzzles import NoPuzzle, make
    from kt_csp.reasoning.theorems import rules_out

    _only(body, set(QUESTION_KEYS + UNPLAYED_KEYS) | {"clues_asked", "seed", "time_limit", "difficulty"})
    shape = _question(body)
    clues = None if body.get("clues_asked") is None else _whole(body, "clues_asked", 0, shape.board.squares, least=1)
    seed = _whole(body, "seed", 0, 2**31 - 1)
    impossible = rules_out(shape)
    if impossible:
        raise KtError(f"no puzzle: {impossible}")
    try:
        puzzle = make(shape, clues, seed, _limits(body, MOST_SECONDS, clock), _difficulty(body))
    except NoPuzzle as failed:
        said = f"no puzzle on {shape.board}: {failed.result.reason or failed.result.word}"
        if failed.result.stop is not None:
            raise OutOfTime(f"{said}; ask again, or with more time") from None
        raise KtError(said) from None
    view = _view(puzzle.instance, [])
    kept = len(puzzle.instance.clues)
    view.update(
        seed=seed,
        clues_asked=clues,
        grade=puzzle.grade,
        picture=draw(puzzle.instance.board, puzzle.instance.clues),
        stopped_by=None if puzzle.stop is None else puzzle.stop.value,
        note=f"{clues} asked, {kept} kept: no clue more can go (each is needed for one solution)"
        if clues is not None and kept > clues and puzzle.stop is None
        else "",
    )
    return view


def _view(instance: Instance, path: list[int]) -> dict[str, object]:
    """The position as the page draws it; ``complete`` when the path is a whole tour, by the
    verifier (as the referee and ``verify`` judge it)."""
    board, visited = instance.board, set(path)
    onward = [
        {"square": board.name(s), "onward": sum(t not in visited for t in board.neighbours_of(s))}
        for s in next_squares(instance, path)
    ]
    complete = len(path) == board.squares and _is_tour(instance, path)
    return {
        **instance.as_dict(),
        "rows": board.rows,
        "cols": board.cols,
        "squares": board.squares,
        "path": [board.name(s) for s in path],
        "moves": onward,
        "complete": complete,
    }


def _is_tour(instance: Instance, path: list[int]) -> bool:
    from kt_csp.core.verifier import verify as judge

    return judge(instance, path).valid


def _position(body: Body, extra: set[str]) -> tuple[Instance, list[int]]:
    """The question and the path a body gives (the path checked against the question)."""
    _only(body, set(QUESTION_KEYS + UNPLAYED_KEYS) | extra)
    instance = _question(body)
    path = _squares(instance, body.get("path", []), "path")
    check_path(instance, path)
    return instance, path


def _question(body: Body) -> Instance:
    from kt_csp.core.board import parse_board

    played = [key for key in UNPLAYED_KEYS if body.get(key) not in (None, False)]
    if played:
        raise KtError(f"the game plays tours without {', '.join(UNPLAYED_KEYS)}: {played[0]} is null or false here")
    size = body.get("board")
    if not isinstance(size, str) or len(size) > SHORT:
        raise KtError(f"board is a size such as '8x8' (at most {MOST_SIDE}x{MOST_SIDE})")
    shape = parse_board(size)
    _small(shape.rows, shape.cols)
    asked = {key: body[key] for key in ("start", "end", *PLAYED_PARTS) if body.get(key) is not None}
    return Instance.from_dict({**asked, "closed": _flag(body, "closed")}, parse_board(size, _leaper(body)))


def _small(rows: int, cols: int) -> None:
    if rows > MOST_SIDE or cols > MOST_SIDE:
        raise KtError(f"the page plays boards up to {MOST_SIDE}x{MOST_SIDE}, not {rows}x{cols}")


def _only(body: Body, known: set[str]) -> None:
    if not isinstance(body, Mapping):
        raise KtError('the body is a JSON object, such as {"board": "5x5", "path": ["a1"]}')
    unknown = sorted(set(body) - known)
    if unknown:
        raise KtError(f"unknown key {str(unknown[0])[:SHORT]!r}: this request takes {', '.join(sorted(known))}")


def _squares(instance: Instance, names: object, key: str) -> list[int]:
    if not isinstance(names, list) or len(names) > instance.board.size:
        raise KtError(f"{key} is a list of square names such as ['a1', 'b3'], at most one per square")
    return [_square(instance, name, key) for name in names]


def _square(instance: Instance, name: object, key: str) -> int:
    if not isinstance(name, str) or len(name) > SHORT:
        raise KtError(f"{key} names squares as text, such as 'a1'")
    return instance.board.parse_square(name)


def _leaper(body: Body) -> tuple[int, int]:
    from kt_csp.core.board import parse_leaper

    leaper = body.get("leaper", [1, 2])
    if isinstance(leaper, str) and len(leaper) <= SHORT:
        return parse_leaper(leaper)
    if (
        isinstance(leaper, list)
        and len(leaper) == 2
        and all(isinstance(n, int) and not isinstance(n, bool) for n in leaper)
    ):
        return parse_leaper(f"{leaper[0]},{leaper[1]}")
    raise KtError("leaper is two numbers, such as [1, 2] (the knight) or '1,2'")


def _flag(body: Body, key: str) -> bool:
    value = body.get(key, False)
    if not isinstance(value, bool):
        raise KtError(f"{key} is true or false")
    return value


def _difficulty(body: Body) -> str | None:
    from kt_csp.reasoning.deduction import HARDEST

    value = body.get("difficulty")
    if value is not None and (not isinstance(value, str) or value not in HARDEST):
        raise KtError(f"difficulty is one of {', '.join(HARDEST)} or null, not {str(value)[:SHORT]!r}")
    return value


def _limits(body: Body, default: float, clock: Limits) -> Limits:
    """The search's time limit (``time_limit``, else ``default`` seconds) on ``clock``: started
    when the request came (a server's), or when the search starts."""
    return replace(clock, time_limit=_seconds(body, default))


def _seconds(body: Body, default: float) -> float:
    value = body.get("time_limit", default)
    if (
        isinstance(value, bool)
        or not isinstance(value, (int, float))
        or not math.isfinite(value)
        or not 0 < value <= MOST_SECONDS
    ):
        raise KtError(f"time_limit is a number of seconds above 0 and at most {MOST_SECONDS:g}")
    return float(value)


def _whole(body: Body, key: str, default: int, most: int, least: int = 0) -> int:
    value = body.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or not least <= value <= most:
        raise KtError(f"{key} is a whole number from {least} to {most:,}")
    return value
