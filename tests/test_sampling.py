"""Tours drawn uniformly at random among all tours of a question (issue 30): every one a tour of
its question (the independent verifier), the number they are drawn from the published count, and
the draw uniform by a chi-square test over every tour of 5x5 (open) and 6x6 (closed)."""

from __future__ import annotations

import math
from collections import Counter

import pytest
from published import CLOSED_TOURS_UNDIRECTED, OPEN_TOURS_SQUARE

import kt_csp


def uniform(drawn: Counter[tuple[int, ...]], outcomes: int) -> bool:
    """Pearson's chi-square over ``outcomes`` equally likely outcomes (those never drawn too) is
    within six standard deviations of its mean (a false alarm about once in 10^9 runs)."""
    expected = sum(drawn.values()) / outcomes
    statistic = sum((seen - expected) ** 2 / expected for seen in drawn.values())
    statistic += (outcomes - len(drawn)) * expected  # (each outcome never drawn)
    freedom = outcomes - 1
    return abs(statistic - freedom) < 6 * math.sqrt(2 * freedom)


def verified(drawn: kt_csp.Drawn, asked: str, **keywords: object) -> Counter[tuple[int, ...]]:
    """The tours drawn, by how often, each distinct one held to the verifier."""
    seen = Counter(tuple(tour) for tour in drawn.tours)
    for tour in seen:
        verdict = kt_csp.verify(list(tour), asked, **keywords)
        assert verdict.valid, verdict.fault
    return seen


@pytest.mark.slow
def test_open_5x5_tours_are_drawn_uniformly_among_all_1728() -> None:
    drawn = kt_csp.draw("5x5", 17_280, seed=3)
    assert drawn.among == OPEN_TOURS_SQUARE[5] // 2  # undirected: each is read from either end
    seen = verified(drawn, "5x5")
    assert len(seen) <= OPEN_TOURS_SQUARE[5] and uniform(seen, OPEN_TOURS_SQUARE[5])


@pytest.mark.slow
def test_closed_6x6_tours_are_drawn_uniformly_among_all_9862() -> None:
    """Read from a1 both ways: 19,724 outcomes, five draws each on average."""
    outcomes = 2 * CLOSED_TOURS_UNDIRECTED[6]
    drawn = kt_csp.draw("6x6", 5 * outcomes, seed=5, closed=True)
    assert drawn.among == CLOSED_TOURS_UNDIRECTED[6]
    seen = verified(drawn, "6x6", closed=True)
    assert uniform(seen, outcomes)


@pytest.mark.parametrize(
    "asked, keywords",
    [
        ("5x6", {"start": "c3"}),
        ("5x6", {"end": "f5"}),
        ("6x6", {"holes": ["c3", "d4"]}),
        ("6x5", {"closed": True, "start": "b3"}),
        ("3x12", {"closed": True}),
        ("5x5", {"leaper": (1, 2), "start": "a1", "end": "e5"}),
    ],
)
def test_every_tour_drawn_is_a_tour_of_its_question_and_they_are_drawn_from_its_count(asked: str, keywords) -> None:
    drawn = kt_csp.draw(asked, 40, seed=11, **keywords)
    counted = kt_csp.count(asked, "frontier", **keywords)
    both_ways = keywords.get("closed") or ("start" not in keywords and "end" not in keywords)
    assert drawn.among * (2 if both_ways else 1) == counted.total and counted.complete  # (count: directed)
    assert len(drawn.tours) == (40 if drawn.among else 0)
    verified(drawn, asked, **keywords)


def test_the_same_seed_draws_the_same_tours_and_a_board_without_one_draws_none() -> None:
    assert kt_csp.draw("5x6", 5, seed=7).tours == kt_csp.draw("5x6", 5, seed=7).tours
    assert kt_csp.draw("5x6", 5, seed=7).tours != kt_csp.draw("5x6", 5, seed=8).tours
    nothing = kt_csp.draw("4x4", 3)
    assert nothing.tours == [] and nothing.among == 0


@pytest.mark.slow
def test_a_narrow_board_of_any_length_draws_a_tour() -> None:
    """3x200 closed: 600 squares, a count of hundreds of digits carried in 62-bit limbs."""
    drawn = kt_csp.draw("3x200", 2, seed=1, closed=True)
    assert drawn.among.bit_length() > 200
    verified(drawn, "3x200", closed=True)
