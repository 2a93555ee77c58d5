"""Composition: the block construction's tour with regions around holes and fixed ends re-solved
by CP-SAT, lone holes paired by walking vacancies, and an open tour's end walked to the square
asked. Every tour it returns passes the verifier at the engine door; where it cannot build it
says so (unknown), and it never claims what CP-SAT or reasoning contradicts."""

from __future__ import annotations

import random

import hypothesis.strategies as st
import pytest
from hypothesis import given, settings

from kt_csp import Instance, Limits, Status, parse_board, solve
from kt_csp.core.board import Board
from kt_csp.engines.construct.compose import compose
from kt_csp.engines.construct.cut import PAD, regions_of
from kt_csp.reasoning.obstacles import obstacle


@st.composite
def composed_questions(draw: st.DrawFn) -> Instance:
    """Boards 8x8 to 16x16 (a quarter with both sides odd: an open tour from a1 beneath), and one
    in four 3 or 4 wide and 10 to 48 long (a pumped tour beneath), with up to eight holes and
    ends drawn at random."""
    rows, cols = draw(st.integers(8, 16)), draw(st.integers(8, 16))
    if draw(st.integers(0, 3)) == 0:
        rows, cols = draw(st.sampled_from([3, 4])), draw(st.integers(10, 48))
        rows, cols = (cols, rows) if draw(st.booleans()) else (rows, cols)
    board = Board(rows, cols, holes=frozenset(draw(st.lists(st.integers(0, rows * cols - 1), max_size=8))))
    live = board.live.tolist()
    closed = draw(st.booleans())
    start = draw(st.one_of(st.none(), st.sampled_from(live)))
    end = draw(st.one_of(st.none(), st.sampled_from(live)))
    if end == start or (closed and start is not None and end is not None and not board.is_move(start, end)):
        end = None
    return Instance(board, start, end, closed)


@settings(max_examples=25, deadline=None)
@given(composed_questions())
def test_every_composed_tour_verifies_and_none_is_claimed_against_search(instance: Instance) -> None:
    built = solve(instance, "construct", theory=False, limits=Limits(time_limit=60))
    assert built.status is not Status.NONE  # construction proves nothing
    if built.status is Status.FOUND:
        assert built.verified and obstacle(instance) is None
    else:
        assert built.status is Status.UNKNOWN and built.reason  # it says why it could not build


@pytest.mark.parametrize(
    "board, holes, closed, ends",
    [
        ("100x100", "e5,d5", True, {}),
        ("100x100", "e5", False, {}),
        ("100x100", "e5", False, {"start": "a2"}),
        ("1000x1000", "", False, {"start": "a1", "end": "b3"}),
        ("60x60", "", False, {"start": "d3", "end": "bh60"}),
        ("40x40", "e5,an29", True, {}),
        ("30x30", "e5,d5", True, {"start": "c3", "end": "d1"}),
        ("1000x1000", "yx35,yy35,e5,d5", True, {}),  # yx35's region is too tight with its segments kept
    ],
)
def test_composed_tours_of_large_boards_verify(board: str, holes: str, closed: bool, ends: dict[str, str]) -> None:
    result = solve(board, "construct", holes=holes or None, closed=closed, **ends)  # type: ignore[arg-type]
    assert result.status is Status.FOUND and result.verified, result.reason
    assert result.note.startswith("the block construction's tour with")


@pytest.mark.parametrize(
    "board, holes, closed, ends, beneath",
    [
        ("3x2000", "", True, {"start": "a1", "end": "b3"}, "closed"),  # was: "3x2000 has none", then a hung search
        ("3x2000", "e2,f2", True, {}, "closed"),
        ("2000x3", "b5", False, {}, "closed"),
        ("4x1000", "e1,f1", False, {"end": "abc1"}, "open"),  # 4 wide: no closed tour beneath
        ("1000x4", "", False, {"start": "a7", "end": "d901"}, "open"),
        ("3x1001", "", False, {"start": "a1", "end": "alm3"}, "open"),
    ],
)
def test_narrow_boards_compose_on_a_pumped_tour(
    board: str, holes: str, closed: bool, ends: dict[str, str], beneath: str
) -> None:
    result = solve(board, "construct", holes=holes or None, closed=closed, **ends)  # type: ignore[arg-type]
    assert result.status is Status.FOUND and result.verified, result.reason
    assert result.note.startswith(f"a pumped {beneath} tour with")
    tour = list(result.tour)
    assert "start" not in ends or tour[0] == result.instance.start
    assert "end" not in ends or tour[-1] == result.instance.end


def random_holes(board: Board, count: int, seed: int) -> str:
    """``count`` holes anywhere on ``board``, half light and half dark (so the colours allow a tour)."""
    rng = random.Random(seed)
    picked = [rng.sample([s for s in range(board.size) if board.colour(s) == c], count // 2) for c in (0, 1)]
    return ",".join(board.name(s) for s in sorted(picked[0] + picked[1]))


@pytest.mark.parametrize("seed", [0, pytest.param(1, marks=pytest.mark.slow), 2, 3])  # (seed 1 open: 4 s)
@pytest.mark.parametrize("closed", [True, False])
def test_holes_far_apart_are_paired_by_walking_vacancies(seed: int, closed: bool) -> None:
    board = parse_board("150x150")
    result = solve("150x150", "construct", holes=random_holes(board, 16, seed), closed=closed)
    assert result.status is Status.FOUND and result.verified, result.reason
    assert "pairs of holes settled by vacancies walked" in result.note


@pytest.mark.parametrize(
    "board, start, end", [("1000x1000", "a1", "alk1000"), ("300x300", "d3", "a151"), ("40x60", "b7", "bh40")]
)
def test_an_open_tours_end_is_walked_to_the_square_asked(board: str, start: str, end: str) -> None:
    result = solve(board, "construct", start=start, end=end)
    assert result.status is Status.FOUND and result.verified, result.reason
    tour = list(result.tour)
    assert (tour[0], tour[-1]) == (result.instance.start, result.instance.end)
    assert "its ends walked to the squares asked" in result.note


@pytest.mark.parametrize(
    "holes, start, end",
    [
        ("e5,fz151", None, None),  # a pair far apart
        ("", "e5", "gq201"),  # both ends walked from the base's a1 and its end
        ("", None, "e5"),  # the end alone
        ("b2,b3,fz150,fz151", "e5", None),  # a1 is left one move: its only way is to end the tour
    ],
)
def test_boards_with_both_sides_odd_compose_on_an_open_tour_from_a1(holes: str, start: str, end: str) -> None:
    result = solve("201x201", "construct", holes=holes or None, start=start, end=end)
    assert result.status is Status.FOUND and result.verified, result.reason
    tour = list(result.tour)
    assert start is None or tour[0] == result.instance.start
    assert end is None or tour[-1] == result.instance.end
    assert "b3" not in holes or tour[-1] == 0  # a1


def test_where_search_gives_up_cp_sat_walks_the_vacancy(monkeypatch: pytest.MonkeyPatch) -> None:
    from kt_csp.engines.construct import vacancies

    monkeypatch.setattr(vacancies, "BUDGET", 0)  # every depth-first search gives up at once
    board = parse_board("60x60")
    result = solve("60x60", "construct", holes=random_holes(board, 4, 1), closed=True)
    assert result.status is Status.FOUND and result.verified, result.reason
    assert "settled by vacancies walked" in result.note


def test_holes_and_ends_are_padded_off_the_squares_where_the_base_tour_crosses_into_a_region() -> None:
    board = parse_board("40x40").with_holes("e5,d5,t20,u20")
    instance = Instance(board, closed=True)
    plan = regions_of(instance)
    assert plan is not None and len(plan.regions) == 2 and not plan.darkening and not plan.lightening
    for region in plan.regions:
        for hole in region.squares & board.holes:
            row, col = board.coords(hole)
            near = {
                board.square(r, c) for r in range(row - PAD, row + PAD + 1) for c in range(col - PAD, col + PAD + 1)
            }
            assert near <= region.squares


@pytest.mark.parametrize(
    "board, holes, words",
    [
        ("12x12", "a1,b1,c1,d1,e1,f1,a2,b2,c2,d2,e2,f2", "region"),  # holes covering a whole block's corner
        ("8x8", "b7,c7", ""),  # balanced by one region
        ("5x7", "a1", "no closed tour beneath"),  # odd by odd with unequal holes: no path beneath keeps them
    ],
)
def test_hostile_holes_get_an_answer_or_a_reason(board: str, holes: str, words: str) -> None:
    instance = Instance(parse_board(board).with_holes(holes))
    tour, how = compose(instance)
    assert (tour is not None) or (words in how)


def test_every_hole_but_one_is_answered_by_reasoning_or_the_one_square_tour() -> None:
    board = parse_board("6x6")
    holes = ",".join(board.name(s) for s in range(1, 36))
    result = solve("6x6", holes=holes)
    assert result.status is Status.FOUND and list(result.tour) == [0]


def test_a_region_too_tight_with_its_segments_kept_is_re_solved_with_them_in_any_order(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from kt_csp.engines.construct import compose as composing

    tried: list[bool] = []
    resolve = composing.resolve

    def watched(instance: Instance, region: composing.Region, limits: Limits, labelled: bool) -> object:
        tried.append(labelled)
        return resolve(instance, region, limits, labelled)

    monkeypatch.setattr(composing, "resolve", watched)
    instance = Instance(parse_board("1000x1000").with_holes("yx35,yy35,e5,d5"), closed=True)
    tour, how = compose(instance)
    assert tour is not None and "2 regions" in how
    assert tried == [True, True, False]  # both labelled, one too tight, then that one in any order


def test_neither_built_nor_searchable_is_unknown_with_both_reasons() -> None:
    board = parse_board("10000x10000")
    holes = ",".join(board.name(board.square(5000, 100 + 5 * k)) for k in range(600))  # one region 7 by 3,000
    result = solve("10000x10000", closed=True, holes=holes)
    assert result.status is Status.UNKNOWN
    assert "construct could not build it (a region of" in result.reason and "CP-SAT is not tried" in result.reason
    built, searched = result.route  # (the route as data: issue 47)
    assert (built.engine, built.outcome) == ("construct", "refused") and built.reason.startswith("a region of")
    assert (searched.engine, searched.outcome) == ("cpsat", "refused") and "not tried" in searched.reason


@pytest.mark.slow
def test_neither_built_nor_searchable_with_both_ends_fixed_is_unknown_with_both_reasons() -> None:
    board = parse_board("3000x3000")
    holes = ",".join(board.name(board.square(1500, 40 + 5 * k)) for k in range(584))  # one region 7 by 2,920
    result = solve("3000x3000", holes=holes, start="a1", end="c2")  # the backtracker ENDS_FIRST nodes, then CP-SAT
    assert result.status is Status.UNKNOWN
    assert "construct could not build it (a region of" in result.reason and "CP-SAT is not tried" in result.reason
    built, walked, searched = result.route  # (the route as data: issue 47)
    assert (built.engine, built.outcome) == ("construct", "refused") and built.reason.startswith("a region of")
    assert (walked.engine, walked.budget, walked.units) == ("backtrack", 10_000_000, "nodes")
    assert (searched.engine, searched.outcome) == ("cpsat", "refused") and "not tried" in searched.reason


@pytest.mark.parametrize(
    "board, holes, ends",
    [
        ("12x12", None, {"start": "e6", "end": "k3"}),  # one of 2 pairs of 10,368 the backtracker misses
        ("4x20", "q4", {"end": "p4"}),  # the backtracker: 290 M nodes and on
        ("20x4", "d17", {"end": "d16"}),
    ],
)
def test_auto_hands_an_open_tour_with_an_end_or_holes_to_cpsat_where_the_backtracker_wanders(
    board: str, holes: str | None, ends: dict[str, str]
) -> None:
    result = solve(board, holes=holes, **ends)  # type: ignore[arg-type]
    assert result.status is Status.FOUND and result.verified and result.note.endswith("then CP-SAT")
    *built, walked, searched = result.route  # the note is made from the route: the backtracker's budget, then CP-SAT
    assert [step.outcome for step in built] == (["refused"] if board != "12x12" else [])  # (narrow: construct first)
    assert (walked.engine, walked.budget, walked.outcome) == ("backtrack", 10_000_000, "unknown")
    assert (searched.engine, searched.budget, searched.outcome) == ("cpsat", None, "found")
    assert result.note.endswith(f"; the backtracker for {walked.budget:,} nodes, then CP-SAT")


def test_a_wall_of_holes_no_segment_can_get_round_is_given_up_with_why() -> None:
    """A wall of two ranks of holes from the edge to the middle: no move crosses it, and the base
    tour's segments that did cannot all get round its end inside the region; CP-SAT says so (or
    runs out of its time for the region), and the region, too large to be a tight corner, is
    not grown and tried again."""
    board = parse_board("1000x1000")
    holes = ",".join(board.name(board.square(row, col)) for row in (300, 301) for col in range(500))
    result = solve("1000x1000", "construct", closed=True, holes=holes)
    assert result.status is Status.UNKNOWN
    assert "found no re-solve of the regions around a298 in its time, the largest of 4,024 squares" in result.reason
