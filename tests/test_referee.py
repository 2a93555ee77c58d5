"""The referee (issue 18's foundation): every ``yes`` comes with a completion the verifier passes,
and every ``no`` it gives by reasoning is one an exhaustive search agrees with."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import kt_csp
from kt_csp import KtError, Limits
from kt_csp.game import play
from kt_csp.game.referee import rule


def _squares(instance: kt_csp.Instance, names: str) -> list[int]:
    return [instance.board.parse_square(name) for name in names.split()]


def _assert_completes(instance: kt_csp.Instance, path: list[int], completion: tuple[int, ...] | None) -> None:
    assert completion is not None and list(completion[: len(path)]) == path
    assert kt_csp.verify(list(completion), instance).valid


def test_a_corner_cut_off_is_no_with_the_square_named() -> None:
    five = kt_csp.question("5x5")
    ruling = rule(five, _squares(five, "c2 a3 b1 d2 b3 a5"))  # both of a1's jumps taken, the knight elsewhere
    assert (ruling.answer, ruling.by) == ("no", "reasoning")
    assert ruling.reason == "a1 can no longer be reached: every square one jump from it is visited"


@pytest.mark.parametrize(
    "size, closed, names, reason",
    [
        (
            "5x5",
            False,
            "a4 c3 a2 c1 d3 e5 c4 e3 c2",
            "d1 and e1 are dead ends (one way in, none out), and a tour has one last square",
        ),
        (
            "5x5",
            False,
            "e2 c3",
            "colours, for the rest of the tour: the tour alternates colours, so the two colours' counts "
            "differ by at most one; 5x5 less 1 hole (e2) has 11 light and 13 dark squares",
        ),
        (
            "5x5",
            False,
            "a3 b5 c3 e4 d2 b1",
            "the squares left fall into parts: a1 cannot be reached from b1 through squares left",
        ),
        (
            "6x6",
            True,
            "b6 c4 a3 c2 e3 f5 d6 e4 c3",
            "a1 has one way in and none out, and a closed tour never stops: every square left needs two",
        ),
        (
            "4x5",
            False,
            "a4 c3 b1 d2 c4 b2 d1 e3",
            "e4 can no longer be reached: every square one jump from it is visited",
        ),
    ],
)
def test_each_reason_is_given_where_it_holds_and_a_full_search_agrees(
    size: str, closed: bool, names: str, reason: str
) -> None:
    instance = kt_csp.question(size.split()[0], closed=closed, holes="a1" if "less" in size else None)
    path = _squares(instance, names)
    ruling = rule(instance, path)
    assert (ruling.answer, ruling.reason, ruling.by) == ("no", reason, "reasoning")
    clues = tuple((square, i) for i, square in enumerate(path))
    assert (
        kt_csp.solve(kt_csp.Instance(instance.board, path[0], None, closed, clues), "backtrack").status.value == "none"
    )


def test_a_prefix_of_a_tour_is_yes_with_a_completion_that_verifies() -> None:
    five = kt_csp.question("5x5")
    tour = list(kt_csp.solve("5x5", start="a1").tour)  # type: ignore[arg-type]
    for length in (1, 5, 12, 24, 25):
        ruling = rule(five, tour[:length])
        assert ruling.answer == "yes", ruling
        _assert_completes(five, tour[:length], ruling.completion)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), closed=st.booleans())
def test_every_ruling_on_a_random_position_of_5x6_is_borne_out_by_a_full_search(seed: int, closed: bool) -> None:
    """A random walk of the knight until it is stuck or 3 to 20 moves long: a yes completes, and a
    no — by reasoning or by search — is a position no exhaustive search can finish."""
    instance = kt_csp.question("5x6", closed=closed)
    board, generator = instance.board, random.Random(seed)
    path = [generator.randrange(board.size)]
    for _ in range(generator.randint(2, 19)):
        onward = [s for s in board.neighbours_of(path[-1]) if s not in path]
        if not onward:
            break
        path.append(generator.choice(onward))
    ruling = rule(instance, path, Limits(time_limit=30))
    if ruling.answer == "yes":
        _assert_completes(instance, path, ruling.completion)
    else:
        assert ruling.answer == "no"
        clues = tuple((square, i) for i, square in enumerate(path))
        exhaustive = kt_csp.solve(kt_csp.Instance(board, path[0], None, closed, clues), "backtrack")
        assert exhaustive.status.value == "none", (ruling, exhaustive.tour)


@pytest.mark.parametrize(
    "names, words",
    [
        ("a1 a2", "is not a jump of the 1,2 leaper"),
        ("a1 b3 a1", "move 2 comes back to a1, visited at move 0"),
        ("b1 c3", "the tour starts on a1, not b1"),
    ],
)
def test_a_path_the_knight_cannot_make_is_one_clear_error(names: str, words: str) -> None:
    five = kt_csp.question("5x5", start="a1")
    with pytest.raises(KtError, match=words):
        rule(five, _squares(five, names))


@pytest.mark.parametrize(
    "size, closed, answer, words",
    [
        ("4x4", False, "no", "no open tour on 4x4"),
        ("5x5", True, "no", "a closed tour alternates colours"),
        ("5x5 less a1", False, "yes", "found a tour"),
        ("5x5", False, "yes", "found a tour"),
    ],
)
def test_an_empty_path_asks_whether_the_question_has_a_tour_at_all(
    size: str, closed: bool, answer: str, words: str
) -> None:
    instance = kt_csp.question(size.split()[0], closed=closed, holes="a1" if "less" in size else None)
    ruling = rule(instance, [])
    assert ruling.answer == answer and words in ruling.reason
    if ruling.completion is not None:
        assert kt_csp.verify(list(ruling.completion), instance).valid


TINY_CLOSED = [  # closed questions of 1, 2 and 3 squares: (size, holes, wrap)
    ("1x1", [], "none"),
    ("1x1", [], "torus"),  # every jump of the knight comes back to a1
    ("2x3", ["b1", "c1", "a2", "b2", "c2"], "none"),
    ("2x3", ["b1", "c1", "a2", "b2"], "none"),  # a1 and c2, one jump apart (issue 27)
    ("1x2", [], "torus"),  # a1 and b1, one jump apart both ways round
    ("2x2", ["b1", "b2"], "none"),  # a1 and a2, no jump apart
    ("3x3", ["b1", "c1", "a2", "b2", "b3", "c3"], "none"),  # a1, c2, a3: a line of two jumps
    ("1x3", [], "torus"),  # each square one jump from the other two: closed tours of 3 squares
]


def _paths(board: kt_csp.Board) -> list[list[int]]:
    """Every path the leaper can make on ``board``, the empty one first."""
    paths, grown = [[]], [[square] for square in board.live.tolist()]
    while grown:
        paths += grown
        grown = [path + [square] for path in grown for square in board.neighbours_of(path[-1]) if square not in path]
    return paths


@pytest.mark.parametrize("size, holes, wrap", TINY_CLOSED, ids=[f"{s} less {len(h)} {w}" for s, h, w in TINY_CLOSED])
def test_on_a_closed_question_of_one_to_three_squares_the_referee_the_verifier_and_the_backtracker_agree(
    size: str, holes: list[str], wrap: str
) -> None:
    """Every path, the empty one too: the referee says yes exactly where a tour the verifier
    passes (any order of the squares) begins with it, and the backtracker, given the path as
    clues, finds one exactly there; a path through every square is complete on the page exactly
    when the verifier passes it. (Issue 27: a1 c2, two squares one jump apart, was a complete
    closed tour to the referee and the page, and none to the verifier: it needs 3 squares.)"""
    instance = kt_csp.question(size, closed=True, holes=",".join(holes) or None, wrap=wrap)
    board = instance.board
    assert board.squares == len(board.live) <= 3
    tours = [
        list(order)
        for order in itertools.permutations(board.live.tolist())
        if kt_csp.verify(list(order), instance).valid
    ]
    for path in _paths(board):
        began = [tour for tour in tours if tour[: len(path)] == path]
        ruling = rule(instance, path, Limits(time_limit=30))
        assert ruling.answer == ("yes" if began else "no"), (path, ruling)
        assert ruling.completion is None or list(ruling.completion) in began, (path, ruling)
        clues = tuple((square, i) for i, square in enumerate(path))
        searched = kt_csp.solve(kt_csp.Instance(board, path[0] if path else None, None, True, clues), "backtrack")
        assert searched.status.value == ("found" if began else "none"), (path, searched)
        if len(path) == board.squares:
            names = [board.name(square) for square in path]
            view = play.board({"board": size, "holes": holes, "wrap": wrap, "closed": True, "path": names})
            assert (
                view["complete"]
                == bool(began)
                == (
                    play.verify({"board": size, "holes": holes, "wrap": wrap, "closed": True, "tour": names})["status"]
                    == "valid"
                )
            )
