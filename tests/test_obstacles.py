"""Reasoning before search: each argument decides where it should and is silent where it must
be, every obstacle is confirmed by search, and the large-board shortcuts agree with the whole
board's analysis."""

from __future__ import annotations

import hypothesis.strategies as st
import pytest
from hypothesis import given, settings
from reference import count_tours
from test_backtrack import small_instances

from kt_csp import Instance, Status, parse_board, solve
from kt_csp.api import Keywords
from kt_csp.core.board import Board, Wrap
from kt_csp.reasoning import obstacles
from kt_csp.reasoning.obstacles import knight_distance, obstacle
from kt_csp.reasoning.windows import distances


def asked(board: str, holes: str = "", closed: bool = False, **squares: str) -> Instance:
    """A question from names: ``start``/``end`` squares, ``clues`` as ``a1=0 h8=2``."""
    shape = parse_board(board)
    shape = shape.with_holes(holes) if holes else shape
    clues = tuple(
        (shape.parse_square(name), int(move)) for name, move in (c.split("=") for c in squares.get("clues", "").split())
    )
    start, end = (shape.parse_square(squares[k]) if k in squares else None for k in ("start", "end"))
    return Instance(shape, start, end, closed, clues)


# Each argument: a question it decides (and the words it says), and a near one it must leave.
DECIDES = [
    ("theorems", asked("4x4"), "Cull"),
    ("colours", asked("8x8", "e5", closed=True), "as many light as dark"),
    ("outer rows", asked("4x10", "e2,e3"), "needs at least 19 middle squares for its 20 outer ones, and it has 18"),
    ("outer rows", asked("10x4", "b5"), "middle files as well as colours"),
    (
        "outer rows",
        asked("4x9", start="b2"),
        "with b2 (middle) for an end of 4x9, with 18 outer squares and 18 middle ones, would alternate",
    ),
    (
        "outer rows",
        asked("4x9", "b2", end="c2"),
        "needs at least 18 middle squares for its 18 outer ones, and it has 17",
    ),
    ("dead ends", asked("8x8", "b3,g3,b6"), "a1 and h1 and a8 have a single move each"),
    ("dead ends", asked("8x8", "b3,d4", closed=True), "a1 has a single move"),
    ("dead ends", asked("8x8", "b3", start="h8", end="h2"), "a1 has a single move, so it must end the tour"),
    ("dead ends", asked("8x8", "b3", clues="a1=6"), "must end there, not pass it at move 6"),
    ("parts", asked("10x10", "b3,a3,b4,d4,e3,e1,j9,i10,g10,e10"), "fall into parts"),
    ("reach", asked("8x8", clues="a1=0 h8=2"), "h8 is 6 jumps from a1"),
    ("reach", asked("8x8", closed=True, start="a1", clues="h8=62"), "2 jumps later"),
    ("reach", asked("10000x10000", clues="a1=10 zz9000=1000"), "zz9000 is at least"),
]
SILENT = [
    asked("5x5"),
    asked("8x8", "e5,d5", closed=True),
    asked("8x8", "b3,g3"),
    asked("4x10", "a1,b1"),
    asked("4x9", "a1,b1", end="a4"),
    asked("4x9", "a1,b1", end="b2"),
    asked("8x8", "b3", start="a1", end="h2"),
    asked("8x8", "b3", clues="a1=62"),
    asked("10x10", "b3,d4"),
    asked("8x8", clues="a1=0 h8=6"),
    asked("8x8", closed=True, start="a1", clues="c1=62"),
    asked("10000x10000", clues="a1=10 zz9000=10000"),
]


@pytest.mark.parametrize("argument, instance, words", DECIDES, ids=lambda x: getattr(x, "describe", lambda: x)())
def test_each_argument_decides_where_it_applies(argument: str, instance: Instance, words: str) -> None:
    found = obstacle(instance)
    assert found is not None and found.argument == argument, found
    assert words in found.reason


@pytest.mark.parametrize("instance", SILENT, ids=lambda i: i.describe())
def test_each_argument_is_silent_where_a_tour_may_exist(instance: Instance) -> None:
    assert obstacle(instance) is None


@pytest.mark.parametrize("argument, instance, words", [d for d in DECIDES if d[1].board.size <= 100])
def test_every_decided_question_is_confirmed_by_cpsat(argument: str, instance: Instance, words: str) -> None:
    assert solve(instance, "cpsat", theory=False).status is Status.NONE


def test_the_longest_path_is_no_tour_and_reasoning_is_silent_on_it() -> None:
    from dataclasses import replace

    assert obstacle(replace(asked("8x8", "e5", closed=True), longest=True)) is None


@settings(max_examples=150, deadline=None)
@given(small_instances(max_squares=16))
def test_an_obstacle_means_exhaustive_search_finds_nothing(instance: Instance) -> None:
    if obstacle(instance) is not None:
        assert count_tours(instance.board, instance.start, instance.end, instance.closed) == 0


@st.composite
def variant_instances(draw: st.DrawFn) -> Instance:
    """Boards up to 6x6 with holes, ends and clues drawn at random (wrapped now and then)."""
    rows, cols = draw(st.integers(3, 6)), draw(st.integers(3, 6))
    wrap = draw(st.sampled_from([Wrap.NONE, Wrap.NONE, Wrap.NONE, Wrap.CYLINDER, Wrap.TORUS]))
    holes = frozenset(draw(st.lists(st.integers(0, rows * cols - 1), max_size=4)))
    board = Board(rows, cols, holes=holes if len(holes) < rows * cols - 2 else frozenset(), wrap=wrap)
    live = board.live.tolist()
    picked = draw(st.lists(st.sampled_from(live), max_size=3, unique=True))
    moves = draw(st.lists(st.integers(0, board.squares - 1), min_size=len(picked), max_size=len(picked), unique=True))
    closed = draw(st.booleans())
    start = draw(st.one_of(st.none(), st.sampled_from(live)))
    clues = tuple((s, m) for s, m in zip(picked, moves, strict=True) if s != start and m != 0)
    try:
        return Instance(board, start, None, closed, clues)
    except Exception:  # a drawn clue that contradicts the start: draw the question without clues
        return Instance(board, start, None, closed)


@settings(max_examples=40, deadline=None)
@given(variant_instances())
def test_reasoning_and_cpsat_never_disagree(instance: Instance) -> None:
    ruled = obstacle(instance)
    searched = solve(instance, "cpsat", theory=False)
    assert searched.status is not Status.UNKNOWN
    if ruled is not None:
        assert searched.status is Status.NONE, (instance.describe(), ruled)


def test_the_large_board_shortcuts_agree_with_the_whole_board(monkeypatch: pytest.MonkeyPatch) -> None:
    """Above `WHOLE_UP_TO` squares, degrees are counted around the holes and parts looked for in
    boxes: on a board made to count as large, they find what the whole board's analysis finds."""
    cases = [asked("30x30", "b3,a3,b4,d4,e3,e1,j9,i10,g10,e10"), asked("30x30", "b3,ac3,b28"), asked("30x30", "b3,d4")]
    whole = [obstacle(instance) for instance in cases]
    monkeypatch.setattr(obstacles, "WHOLE_UP_TO", 100)
    local = [obstacle(instance) for instance in cases]
    assert [o and o.argument for o in whole] == [o and o.argument for o in local] == ["parts", "dead ends", None]


@pytest.mark.parametrize("wrap", list(Wrap))
def test_a_whole_knights_board_at_least_4_each_way_has_no_dead_end_and_no_parts(wrap: Wrap) -> None:
    """What lets reasoning skip the dead-ends and parts arguments there (0.3 s of 1000x1000):
    every square has two moves or more and reaches every other, on every such board to 24x24."""
    for rows in range(4, 25):
        for cols in range(4, 25):
            board = Board(rows, cols, wrap=wrap)
            assert int(board.degrees.min()) >= 2 and int(distances(board, 0).min()) == 0, board
    assert obstacle(asked("1000x1000", closed=True)) is None


def test_the_knights_distance_on_an_unbounded_board_matches_search_from_the_centre() -> None:
    board = Board(61, 61)
    far = distances(board, board.square(30, 30))
    assert all(far[board.square(r, c)] == knight_distance(r - 30, c - 30) for r in range(10, 51) for c in range(10, 51))


@pytest.mark.parametrize(
    "keywords, words",
    [
        ({"closed": True, "holes": "e5"}, "as many light as dark"),
        ({"wrap": "torus", "closed": True, "holes": "e5"}, "as many light as dark"),
        ({"holes": "b3,c2,e5,zz900"}, "a1 has no move"),
        ({"clues": "a1=10,zz9000=1000"}, "zz9000 is at least"),
    ],
)
def test_questions_ruled_out_at_any_size_are_answered_by_theory(keywords: Keywords, words: str) -> None:
    result = solve("10000x10000", **keywords)
    assert result.engine == "theory" and result.status is Status.NONE and words in result.reason
