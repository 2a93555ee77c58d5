"""The library in one line: solve, count and verify, with the command line's defaults.

A question may be asked as an `Instance`, or as a board (``"8x8"`` or a `Board`) with the start,
end, closedness and leaper given by keyword; squares by name (``"a1"``) or index. The command
line asks every question through these functions, so its answers and the library's are one.

>>> import kt_csp
>>> result = kt_csp.solve("8x8", start="a1", closed=True)
>>> result.status.value, kt_csp.verify(result.tour, "8x8", closed=True).valid
('found', True)
>>> kt_csp.count("5x5", start="a1").total
304
>>> kt_csp.verify(["a1", "c2", "a3", "d3"], "3x4").fault
'move 3 (a3 → d3) is not a knight move'
"""

from __future__ import annotations

import operator
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any, TypedDict, Unpack, cast

from kt_csp.core.board import KNIGHT, Board, Wrap, parse_board, parse_leaper
from kt_csp.core.instance import Instance, Magic, Measure, Symmetry
from kt_csp.core.limits import Limits
from kt_csp.core.result import CountResult, Result, Status
from kt_csp.core.tour import Squares
from kt_csp.core.variants import PARTS
from kt_csp.core.verifier import Verdict
from kt_csp.errors import KtError

if TYPE_CHECKING:
    from kt_csp.crosschecks.check import CrossCheck
    from kt_csp.engines.distinct import Distinct
    from kt_csp.engines.frontier.sampling import Drawn, Ranked
    from kt_csp.engines.registry import Engine

__all__ = ["Keywords", "count", "crosscheck", "distinct", "draw", "question", "rank", "solve", "verify"]


def _svg(board: Board, tour: Squares, closed: bool) -> str:
    """A tour's picture as SVG text (`kt_csp.files.tour_pictures`, imported when one is first drawn)."""
    from kt_csp.files.tour_pictures import picture, svg_text

    return svg_text(picture(board, tour, closed))


Question = Instance | Board | str  # an instance, or a board its keywords complete
Square = int | str | None  # an index, a name such as "a1" or "2,0", or none fixed


class Keywords(TypedDict, total=False):
    """What a board's keywords add to make it a question (None, or left out: the default)."""

    start: Square  # the first square of the tour
    end: Square  # its last
    closed: bool | None  # the last square one jump from the first
    leaper: tuple[int, int] | str | None  # the piece's jump, (1, 2) or "1,2" for the knight
    holes: str | Iterable[Square] | None  # squares taken away: "d4,e4" or ["d4", "e4"]
    wrap: Wrap | str | None  # "cylinder" (files wrap) or "torus" (ranks too)
    clues: str | Mapping[str | int, int] | None  # given move numbers: "a1=0,h8=63" or {"a1": 0, "h8": 63}
    symmetry: Symmetry | str | None  # the tour's moves carried onto themselves: "rot180", "rot90", "mirror"
    magic: Magic | str | None  # move numbers summing alike: "semi" (ranks, files) or "full" (diagonals too)
    uncrossed: bool | None  # no two moves cross as segments between square centres
    longest: bool | None  # the path with the most moves, not every square visited (CP-SAT)
    minimize: Measure | str | None  # the tour with the fewest "crossings" or "turns" (CP-SAT)


def question(asked: Question, **keywords: Unpack[Keywords]) -> Instance:
    """The `Instance` that ``asked`` and its keywords describe; an Instance comes back as it is,
    and giving it keywords as well is an error (which of the two would be meant?).

    Parameters
    ----------
    asked
        An `Instance`, a `Board`, or a board's size such as ``"8x8"``.
    **keywords
        The question's parts (`Keywords`): ``start``, ``end``, ``closed``, ``leaper``, ``holes``,
        ``wrap``, ``clues``, ``symmetry``, ``magic``, ``uncrossed``, ``longest``, ``minimize``; squares by name
        (``"a1"``) or index. None, or left out, is the default.

    Returns
    -------
    Instance
        The question, its squares as indices; a clue on move 0, or on an open tour's last move,
        is its start or end (`Instance.with_clued_ends`), which more engines answer.

    Raises
    ------
    KtError
        A malformed size, square, leaper or part, a keyword that is none of these, or keywords
        given with an `Instance`.

    Examples
    --------
    >>> instance = question("5x5", start="a1", closed=True)
    >>> instance.describe(), instance.start
    ('closed tour of 5x5 from a1', 0)
    >>> question("3x4", clues={"b3": 5, "d3": 10}).clues
    ((9, 5), (11, 10))
    >>> asked = question("3x4", clues={"a1": 0, "d3": 11})  # on move 0 and the last: the ends
    >>> asked.start, asked.end, asked.clues
    (0, 11, ())
    """
    unknown = sorted(set(keywords) - set(Keywords.__annotations__))
    if unknown:
        said = f"unknown keyword {unknown[0][:40]!r}: a question takes {', '.join(Keywords.__annotations__)}"
        raise KtError(
            said + (" (a time limit goes in limits=Limits(time_limit=...))" if unknown[0] == "time_limit" else "")
        )
    if isinstance(asked, Instance):
        if any(value is not None for value in keywords.values()):
            raise KtError(
                "an Instance already says its start, end, closedness, leaper and board: give them to it, not here"
            )
        return asked
    leaper = keywords.get("leaper")
    if isinstance(asked, Board):
        if leaper is not None and _leaper(leaper) != asked.leaper:
            raise KtError(f"the board's leaper is {asked.leaper[0]},{asked.leaper[1]}: give the leaper to the Board")
        board = asked
    elif isinstance(asked, str):
        board = parse_board(asked, KNIGHT if leaper is None else _leaper(leaper))
    else:
        raise KtError(f"a question is an Instance, a Board or a size such as '8x8', not {type(asked).__name__}")
    posed = Instance(board)
    for part in PARTS:  # each part from its keyword, as the registry of parts reads it
        value = part.from_keyword(posed.board, keywords.get(part.name))
        posed = part.with_value(posed, value) if value != part.absent else posed
    return replace(
        posed,
        start=_square(posed.board, keywords.get("start")),
        end=_square(posed.board, keywords.get("end")),
        closed=bool(keywords.get("closed")),
    ).with_clued_ends()


def solve(
    asked: Question = "8x8",
    engine: str | None = None,
    limits: Limits | None = None,
    options: Any = None,
    theory: bool = True,
    **keywords: Unpack[Keywords],
) -> Result:
    """Answer a question with the named engine: a tour, a proof of none, or unknown.

    As on the command line, the engine is ``auto`` (or the one whose ``options`` are given), and
    a question that reasoning rules out (`kt_csp.reasoning.obstacles`: the published theorems,
    colours, dead ends, parts, reach) is answered ``none`` at once, at any size, by the engine
    called ``theory``; with ``theory=False`` the engine proves it itself (an independent
    witness, as in a cross-check). Every tour returned has been judged valid by the
    verifier at the engine door (``result.verified``).

    Parameters
    ----------
    asked
        The question: an `Instance`, a `Board`, or a size such as ``"8x8"`` that the keywords
        complete (`question`).
    engine
        The engine's name (`kt_csp.engines.registry.ENGINES`); None: the one whose ``options``
        are given, else ``auto``.
    limits
        The time and node limits (None: none); the clock starts here. Their reporter
        (``Limits.progress``: `kt_csp.core.progress`) hears how far long work goes.
    options
        The engine's options, of its own type (`kt_csp.core.choices`); None: its defaults.
    theory
        Whether reasoning may answer ``none`` without search.
    **keywords
        The question's parts (`Keywords`), when ``asked`` is a board.

    Returns
    -------
    Result
        ``status`` found (with a verified ``tour``), none, or unknown (``stop`` and ``reason``
        say why).

    Raises
    ------
    KtError
        A malformed question, an unknown engine, options of another engine's type, or a part
        the engine does not answer (the message names the engines that do).
    kt_csp.errors.InvalidTour
        The engine returned a tour that the verifier rejects: a bug (exit 70 on the command
        line), never an answer.

    Examples
    --------
    >>> result = solve("5x5", "backtrack", start="a1")
    >>> result.status.value, result.verified, result.tour.names(result.instance.board)[:3]
    ('found', True, ['a1', 'b3', 'c5'])
    >>> solve("4x4").status.value, solve("7x7", closed=True).engine
    ('none', 'theory')
    """
    from kt_csp.engines.registry import get_engine
    from kt_csp.reasoning.magic import known
    from kt_csp.reasoning.obstacles import obstacle
    from kt_csp.reasoning.theorems import THEORY

    instance = question(asked, **keywords)
    chosen = get_engine(_engine_for(engine, options))
    chosen.require(instance, counting=False)  # a part the engine does not answer is an error, ruled out or not
    ruled = obstacle(instance) if theory else None
    if ruled is not None:
        return Result(THEORY, instance, Status.NONE, reason=ruled.reason)
    result = replace(chosen.solve(instance, limits or Limits(), options), drawer=_svg)  # (in a notebook)
    said = known(instance) if result.status is Status.UNKNOWN else None  # what the literature found
    return replace(result, note="; ".join(filter(None, (result.note, said)))) if said else result


def count(
    asked: Question,
    engine: str | None = None,
    limits: Limits | None = None,
    options: Any = None,
    workers: int | None = None,
    theory: bool = True,
    **keywords: Unpack[Keywords],
) -> CountResult:
    """Count the tours of a question with the named engine — ``auto`` (or the one whose
    ``options`` are given) by default; what is counted: `kt_csp.engines.backtrack.counter`.

    As with `solve`, a question that reasoning rules out (`kt_csp.reasoning.obstacles`) is
    counted 0, complete, at once by the engine called ``theory``, its ``reason`` saying why (no
    start square of 2x1000000 need be looked at); with ``theory=False`` the engine counts it
    itself (an independent witness, as in a cross-check).

    Parameters
    ----------
    asked
        The question: an `Instance`, a `Board`, or a size such as ``"5x5"`` (`question`).
    engine
        The counter's name; None: the one whose ``options`` are given, else ``auto``.
    limits
        The time, node and tour limits (None: none); a count they stop is a lower bound. Their
        reporter (``Limits.progress``) hears how far the count goes.
    options
        The engine's options, of its own type (`kt_csp.core.choices`); None: its defaults.
    workers
        The processes (or threads) the engine may count with; None: its choice.
    theory
        Whether reasoning may count 0 without search.
    **keywords
        The question's parts (`Keywords`), when ``asked`` is a board.

    Returns
    -------
    CountResult
        ``total`` directed tours and ``by_start``, keyed by square index (``by_start_name``: by
        name, as the command line's JSON); ``complete`` False (``status`` unknown) when a limit
        or Ctrl-C stopped the count.

    Raises
    ------
    KtError
        A malformed question, an unknown engine or one that does not count, or the longest
        path (one path, not a count).

    Examples
    --------
    >>> counted = count("5x5", start="a1", workers=1)
    >>> counted.total, counted.status.value
    (304, 'complete')
    >>> count("3x4", "cpsat").by_start[0], count("3x4", "cpsat").by_start_name["a1"]
    (2, 2)
    """
    from kt_csp.engines.registry import get_engine
    from kt_csp.reasoning.obstacles import obstacle
    from kt_csp.reasoning.theorems import THEORY

    instance = question(asked, **keywords)
    chosen = get_engine(_engine_for(engine, options))
    chosen.require(instance, counting=True)
    ruled = obstacle(instance) if theory else None
    if ruled is not None:
        return CountResult(THEORY, instance, 0, {}, True, reason=ruled.reason)
    return chosen.count(instance, limits or Limits(), options, workers)


def draw(
    asked: Question,
    how_many: int = 1,
    seed: int = 0,
    limits: Limits | None = None,
    ranks: Sequence[int] | None = None,
    **keywords: Unpack[Keywords],
) -> Drawn:
    """Tours of a question drawn uniformly at random among all its tours, exactly (the frontier
    sweep's layers walked with each choice weighted by the tours it leads to:
    `kt_csp.engines.frontier.sampling`); Warnsdorff's rule with random ties is not uniform.

    Parameters
    ----------
    asked
        The question: an `Instance`, a `Board`, or a size such as ``"6x20"`` (`question`); one
        the frontier counter counts (any leaper, holes, fixed ends; no clues or wrap).
    how_many, seed
        How many tours to draw (each independently of the others), and the seed of the draw.
    limits
        The time limit (None: none).
    ranks
        The tours of these ranks instead (from 0: `rank`), each read in its first direction.
    **keywords
        The question's parts (`Keywords`), when ``asked`` is a board.

    Returns
    -------
    Drawn
        ``tours``, their ``ranks``, and ``among``: the number of tours they were drawn from (a
        tour and its reversal one where both are tours of the question); no tour where there is
        none.

    Raises
    ------
    KtError
        A malformed question, one with parts the frontier counter does not answer, or a rank
        that no tour has.
    InvalidTour
        A drawn tour that the verifier rejects (a bug in the frontier engine, never an answer).

    Examples
    --------
    >>> drawn = draw("5x6", 3, seed=1, closed=True)
    >>> drawn.among, len(drawn.tours)  # 5x6 has 8 closed tours
    (8, 3)
    """
    from kt_csp.engines.frontier import ENGINE as FRONTIER
    from kt_csp.engines.frontier.sampling import draw as drawn_from
    from kt_csp.engines.registry import get_engine, judged

    if how_many < 0:
        raise KtError(f"how_many is a number of tours to draw, 0 or more, not {how_many}")
    instance = question(asked, **keywords)
    get_engine(FRONTIER.name).require(instance, counting=True)
    drawn = drawn_from(instance, how_many, seed, limits or Limits(), ranks)
    for tour in drawn.tours:  # through the verifier, as every engine's tour at its door
        judged(Result(FRONTIER.name, instance, Status.FOUND, tour))
    return drawn


def distinct(asked: Question, limits: Limits | None = None, **keywords: Unpack[Keywords]) -> Distinct:
    """The geometrically distinct tours of a board: each counted once for all its turns,
    reflections and readings backwards (Burnside's lemma: `kt_csp.engines.distinct`); with
    magic sums or uncrossed moves, a tour of each class found by CP-SAT, one class at a time.

    Parameters
    ----------
    asked
        The question: a size such as ``"6x6"``, a `Board` or an `Instance`, open or closed, with
        free ends and no other parts than ``magic`` and ``uncrossed``.
    limits
        The time limit for all the counts together (None: none).
    **keywords
        ``closed``, ``leaper``, ``magic`` and ``uncrossed``, when ``asked`` is a board.

    Returns
    -------
    Distinct
        ``distinct``, ``tours`` (undirected) and ``kept``: each symmetry's tours; or, with magic
        sums or uncrossed moves, ``found``: the tours, one a class, and whether they are all.

    Raises
    ------
    KtError
        A malformed question, or one with fixed ends or other parts.

    Examples
    --------
    >>> distinct("4x5").distinct  # A328341: 22 geometrically distinct open tours of 4x5
    22
    >>> distinct("4x4", leaper=(0, 1), uncrossed=True).distinct  # (a wazir's moves never cross)
    38
    """
    from kt_csp.engines.distinct import count_distinct

    return count_distinct(question(asked, **keywords), limits or Limits())


def crosscheck(
    asked: Question,
    engines: Sequence[str | Engine[Any]] | None = None,
    limits: Limits | None = None,
    counting: bool = False,
    options: Mapping[str, object] | None = None,
    workers: int | None = None,
    **keywords: Unpack[Keywords],
) -> CrossCheck:
    """Ask every engine the same question and compare their answers, each tour verified and
    theory a separate witness (`kt_csp.crosschecks.check.crosscheck`, which ``kt-csp
    crosscheck`` runs): the question asked as `solve` and `count` take it.

    Parameters
    ----------
    asked
        The question: an `Instance`, a `Board`, or a size such as ``"6x6"`` that the keywords
        complete (`question`).
    engines
        The engines to compare, by name or as `Engine`; None: every engine that answers each
        part of the question (`kt_csp.engines.registry.witnesses`).
    limits
        Each engine's own limits, its clock restarted for its search and its count (None: none).
    counting
        Whether every engine also counts the tours (the counts must be equal).
    options
        Options of their own type for engines, by name; the others run with their defaults.
    workers
        The processes or threads each count may use; None: the engine's choice.
    **keywords
        The question's parts (`Keywords`), when ``asked`` is a board.

    Returns
    -------
    CrossCheck
        Every engine's answer, theory's claim, and the ``disagreements`` in words; ``status`` is
        agree, disagree or unknown.

    Raises
    ------
    KtError
        A malformed question, an unknown engine or one that does not answer a part of the
        question, or options of the wrong type; an engine's crash or rejected tour is a
        disagreement, not an error.

    Examples
    --------
    >>> check = crosscheck("5x5", ["backtrack", "sat"], start="a1", counting=True)
    >>> check.status.value, [(a.engine, a.status.value, a.verified) for a in check.answers]
    ('agree', [('backtrack', 'found', True), ('sat', 'found', True)])
    >>> check.counts_said()
    'the counts agree: 304'
    """
    from kt_csp.crosschecks.check import crosscheck as compared
    from kt_csp.engines.registry import get_engine

    chosen = None if engines is None else [get_engine(e) if isinstance(e, str) else e for e in engines]
    return compared(question(asked, **keywords), chosen, limits or Limits(), counting, options, workers)


def rank(
    tour: Squares | Sequence[str], asked: Question, limits: Limits | None = None, **keywords: Unpack[Keywords]
) -> Ranked:
    """A tour's rank among all tours of its question, and how many there are: the order in which
    the frontier sweep makes them (`kt_csp.engines.frontier.sampling.rank`); `draw` with
    ``ranks`` gives the tour back.

    Parameters
    ----------
    tour
        The squares in order, move 0 first: indices, or names such as ``"a1"`` (not mixed).
    asked
        The question: an `Instance`, a `Board`, or a size such as ``"6x6"`` (`question`); one
        the frontier counter counts.
    limits
        The time limit (None: none).
    **keywords
        The question's parts (`Keywords`), when ``asked`` is a board.

    Returns
    -------
    Ranked
        ``rank`` (from 0; a tour and its reversal share one where no end is fixed) and ``among``.

    Raises
    ------
    KtError
        A malformed question, one the frontier counter does not count, or a tour that is not
        one of its tours (the verifier's fault).

    Examples
    --------
    >>> rank(["a1", "c2", "a3", "b1", "d2", "b3", "c1", "d3", "b2", "d1", "c3", "a2"], "3x4")
    Ranked(rank=2, among=8)
    """
    from kt_csp.engines.frontier import ENGINE as FRONTIER
    from kt_csp.engines.frontier.sampling import rank as ranked
    from kt_csp.engines.registry import get_engine

    instance = question(asked, **keywords)
    get_engine(FRONTIER.name).require(instance, counting=True)
    return ranked(instance, _squares(instance.board, tour), limits or Limits())


def _engine_for(engine: str | None, options: object) -> str:
    """The engine asked for, else the one whose options type ``options`` is, else auto."""
    from kt_csp.engines.registry import DEFAULT_ENGINE, ENGINES

    if engine is not None:
        return engine
    owners = [name for name, known in ENGINES.items() if options is not None and type(options) is known.options]
    return owners[0] if owners else DEFAULT_ENGINE


def verify(tour: Squares | Sequence[str], asked: Question, **keywords: Unpack[Keywords]) -> Verdict:
    """Judge a tour, given as square indices or names, against a question (`kt_csp.core.verifier`).

    Parameters
    ----------
    tour
        The squares in order, move 0 first: indices, or names such as ``"a1"`` (not mixed).
    asked
        The question: an `Instance`, a `Board`, or a size such as ``"8x8"`` (`question`).
    **keywords
        The question's parts (`Keywords`), when ``asked`` is a board.

    Returns
    -------
    Verdict
        ``valid``, or the first fault in words and the move (``step``) where it shows.

    Raises
    ------
    KtError
        A malformed question, a square name off the board, or a tour given as one string.

    Examples
    --------
    >>> verify(["a1", "c2", "a3", "b1", "d2", "b3", "c1", "d3", "b2", "d1", "c3", "a2"], "3x4").valid
    True
    >>> verify(["a1", "b3"], "3x4", start="b3").fault
    'wrong start: the tour starts on a1, not b3'
    """
    from kt_csp.core.verifier import verify as judge

    instance = question(asked, **keywords)
    return judge(instance, _squares(instance.board, tour))


def _squares(board: Board, tour: Squares | Sequence[str]) -> Squares:
    """A tour given as square indices or names, as indices."""
    if isinstance(tour, str):
        raise KtError("a tour is a sequence of squares, not one string: split it into names such as ['a1', 'c2']")
    if len(tour) and isinstance(tour[0], str):
        return [_named(board, name) for name in tour]
    return cast(Squares, tour)  # (no square is a name: the first is not)


def _leaper(leaper: tuple[int, int] | str) -> tuple[int, int]:
    return parse_leaper(leaper) if isinstance(leaper, str) else (int(leaper[0]), int(leaper[1]))


def _square(board: Board, square: Square) -> int | None:
    if square is None:
        return None
    if isinstance(square, str):
        return board.parse_square(square)
    try:
        return operator.index(square)
    except TypeError:
        raise KtError(f"a square is a name such as 'a1' or an index, not {type(square).__name__}") from None


def _named(board: Board, name: object) -> int:
    if not isinstance(name, str):
        raise KtError("a tour is all square names or all indices, not a mixture")
    return board.parse_square(name)
