"""Uncrossed tours and the longest uncrossed path (issue 16): the engines' crossing pairs held to
the verifier's own geometry, the longest paths to OEIS A003192, every path verified."""

from __future__ import annotations

import itertools
import json
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from published import LONGEST_UNCROSSED, LONGEST_UNCROSSED_CLOSED

import kt_csp
from kt_csp import Instance, KtError, Limits, Status
from kt_csp.core.board import Board, parse_board
from kt_csp.core.verifier import verify
from kt_csp.reasoning.crossings import crossing_pairs


def _crossing_by_the_verifier(board: Board, first: tuple[int, int], second: tuple[int, int]) -> bool:
    """The verifier's own judgement of two moves (its geometry shares no code with the engines')."""
    from kt_csp.core.verifier import _meet

    a, b, c, d = (board.coords(s) for s in (*first, *second))
    return _meet((a, b), (c, d))


@settings(max_examples=40, deadline=None)
@given(
    rows=st.integers(1, 7),
    cols=st.integers(1, 7),
    leaper=st.sampled_from([(1, 2), (1, 3), (2, 3), (0, 1), (0, 2), (1, 1)]),
    holes=st.sets(st.integers(0, 48), max_size=3),
)
def test_the_crossing_pairs_are_the_pairs_the_verifier_calls_crossing(
    rows: int, cols: int, leaper: tuple[int, int], holes: set[int]
) -> None:
    board = Board(rows, cols, leaper, frozenset(h for h in holes if h < rows * cols - 1))
    moves = sorted({(min(u, v), max(u, v)) for u in board.live.tolist() for v in board.neighbours_of(u)})
    expected = {(e, f) for e, f in itertools.combinations(moves, 2) if _crossing_by_the_verifier(board, e, f)}
    found = {((a, b), (c, d)) for a, b, c, d in crossing_pairs(board).tolist()}
    assert found == expected


@pytest.mark.parametrize("n", [1, 2, 3, 4, pytest.param(5, marks=pytest.mark.slow)])
def test_the_longest_uncrossed_paths_are_oeis_a003192_and_proved(n: int) -> None:
    result = kt_csp.solve(f"{n}x{n}", "cpsat", uncrossed=True, longest=True)
    assert result.tour is not None and verify(result.instance, result.tour).valid
    assert result.moves == LONGEST_UNCROSSED[n]
    assert result.word == "optimal" and result.bound == LONGEST_UNCROSSED[n]


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])  # (6x6 and 7x7, about 25 s each, are in bench/records.py
# --only closed; the frontier sweep proves them in seconds: tests/test_sweep_uncrossed.py)
def test_the_longest_uncrossed_closed_paths_are_oeis_a157416_and_proved(n: int) -> None:
    result = kt_csp.solve(f"{n}x{n}", "cpsat", uncrossed=True, longest=True, closed=True)
    if LONGEST_UNCROSSED_CLOSED[n] == 0:  # (no cycle of moves at all)
        assert result.status is Status.NONE and result.tour is None
        return
    assert result.tour is not None and verify(result.instance, result.tour).valid
    assert result.moves == LONGEST_UNCROSSED_CLOSED[n]
    assert result.word == "optimal" and result.bound == LONGEST_UNCROSSED_CLOSED[n]


@pytest.mark.slow
def test_a_longest_path_stopped_early_is_feasible_with_its_bound(run) -> None:
    ran = run("solve", "8x8", "--uncrossed", "--longest", "--node-limit", "300", "-f", "json")
    answer = json.loads(ran.out)
    assert ran.code == 3 and answer["status"] == "feasible", ran.err
    assert len(answer["tour"]) - 1 <= LONGEST_UNCROSSED[8] <= answer["bound"]
    assert answer["uncrossed"] is True and answer["longest"] is True and answer["stopped_by"] == "node_limit"


@pytest.mark.parametrize(
    "size, closed, limits",
    [
        ("10x10", True, Limits(node_limit=1)),
        ("10x10", False, Limits(node_limit=1)),
        ("7x7", False, Limits(node_limit=50)),
        ("40x40", False, Limits(time_limit=1)),
    ],
)
def test_a_longest_paths_bound_is_between_the_path_found_and_the_board(size: str, closed: bool, limits: Limits) -> None:
    result = kt_csp.solve(size, "cpsat", limits, uncrossed=True, longest=True, closed=closed)
    squares = result.instance.board.squares
    assert result.bound is None or result.moves <= result.bound <= squares - (0 if closed else 1)
    assert result.bound is None or result.bound >= 1  # CP-SAT stopped before searching reports 0


def test_the_longest_closed_path_is_a_verified_cycle_on_a_board_with_holes() -> None:
    instance = kt_csp.question("5x5", holes="c3", closed=True, uncrossed=True, longest=True)
    result = kt_csp.solve(instance, "cpsat")
    assert result.word == "optimal" and result.tour is not None and verify(instance, result.tour).valid
    assert len(result.tour) == result.moves >= 4
    assert kt_csp.solve("2x2", "cpsat", closed=True, longest=True).status is Status.NONE


@pytest.mark.parametrize("start", [f"{f}{r}" for f in "abc" for r in "123"])
def test_the_longest_closed_path_passes_through_its_fixed_start(start: str) -> None:
    """On 3x3 the eight outer squares make one cycle of moves and the centre none: the path
    through a fixed start is that cycle, or there is none (a square without moves once slipped out
    of the model's circuit, and a path elsewhere came back)."""
    instance = kt_csp.question("3x3", closed=True, longest=True, start=start)
    result = kt_csp.solve(instance, "cpsat")
    if start == "b2":
        assert result.status is Status.NONE
    else:
        assert result.tour is not None and verify(instance, result.tour).valid and result.moves == 8


def test_the_longest_path_without_crossings_asked_is_a_tour_where_one_exists() -> None:
    result = kt_csp.solve("5x5", "cpsat", longest=True, start="a1")
    assert result.word == "optimal" and result.moves == 24 and verify(result.instance, result.tour).valid


@pytest.mark.parametrize(
    "size, holes, closed",
    [("3x4", None, False), ("4x5", None, False), ("5x5", "c3", True), ("3x3", "b2", True), ("4x4", "a1,d4", False)],
)
def test_uncrossed_tours_cpsat_and_sat_agree_and_the_backtracker_refuses(
    size: str, holes: str | None, closed: bool
) -> None:
    instance = kt_csp.question(size, holes=holes, closed=closed, uncrossed=True)
    answers = {engine: kt_csp.solve(instance, engine, theory=False) for engine in ("cpsat", "sat")}
    for result in answers.values():
        assert result.tour is None or verify(instance, result.tour).valid
    assert answers["cpsat"].status is answers["sat"].status is not Status.UNKNOWN
    counts = {engine: kt_csp.count(instance, engine).total for engine in ("cpsat", "sat")}
    assert counts["cpsat"] == counts["sat"]
    with pytest.raises(KtError, match="backtrack engine does not answer uncrossed tours: the cpsat, sat, auto"):
        kt_csp.solve(instance, "backtrack")


def _only(size: str, live: str) -> Board:
    board = parse_board(size)
    kept = {board.parse_square(name) for name in live.split()}
    return board.with_holes(",".join(board.name(s) for s in range(board.size) if s not in kept))


@pytest.mark.parametrize(
    "size, live, plain, uncrossed",
    [
        ("4x3", "a1 c2 a3 c4", 2, 2),  # a zigzag: its moves meet only end to end
        ("4x7", "a1 c2 e3 g4", 2, 2),  # moves in one line, end to end
        ("3x3", "a1 b3 c1 a2", 2, 0),  # the one path's first and last moves cross
    ],
)
def test_uncrossed_counts_agree_between_cpsat_and_sat(size: str, live: str, plain: int, uncrossed: int) -> None:
    instance = Instance(_only(size, live), uncrossed=True)
    for engine in ("cpsat", "sat"):
        assert kt_csp.count(replace(instance, uncrossed=False), engine).total == plain
        assert kt_csp.count(instance, engine).total == uncrossed
        result = kt_csp.solve(instance, engine, theory=False)
        assert result.status is (Status.FOUND if uncrossed else Status.NONE)
        assert result.tour is None or verify(instance, result.tour).valid


def test_a_planted_crossing_is_named_by_the_verifier() -> None:
    board = parse_board("4x4")
    path = [board.parse_square(s) for s in ["a1", "b3", "d2", "c4", "a3", "c2"]]
    instance = Instance(board, uncrossed=True, longest=True)
    verdict = verify(instance, path)
    assert not verdict.valid and verdict.fault == "moves cross: move 5 (a3 → c2) crosses move 1 (a1 → b3)"
    assert verify(replace(instance, uncrossed=False), path).valid


@pytest.mark.parametrize(
    "args, words",
    [
        (["count", "5x5", "--longest", "--engine", "cpsat"], "a count counts tours, and the longest path is one path"),
        (["solve", "5x5", "--uncrossed", "--wrap", "torus"], "a wrapped board's moves are not straight segments"),
        (["solve", "5x5", "--longest", "--clue", "a1=0"], "the longest path asks only how long a path can be"),
        (
            ["solve", "5x5", "--longest", "--engine", "sat"],
            "the sat engine does not answer the longest path: the cpsat, auto engines can",
        ),
        (["export", "5x5", "--longest", "--format", "dimacs"], "the SAT engine's CNF does not encode longest"),
        (["solve", "5x5", "--uncrossed", "--longest", "--random"], "--random draws one of a question's tours"),
        (["solve", "5x5", "--uncrossed", "--longest", "--rank", "2"], "--rank draws one of a question's tours"),
    ],
)
def test_bad_uncrossed_questions_are_one_clear_error(run, args: list[str], words: str) -> None:
    ran = run(*args)
    assert ran.code == 2 and words in ran.err and len(ran.err.strip().splitlines()) == 1


def test_the_tag_and_json_carry_uncrossed_and_longest() -> None:
    instance = kt_csp.question("6x6", uncrossed=True, longest=True, closed=True)
    assert instance.tag().endswith(" uncrossed longest")
    assert Instance.from_tag(instance.tag()) == instance
    assert instance.as_dict()["uncrossed"] is True and instance.as_dict()["longest"] is True
