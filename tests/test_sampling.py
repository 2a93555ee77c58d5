"""Tours drawn uniformly at random among all tours of a question (issue 30): every one a tour of
its question (the independent verifier), the number they are drawn from the published count, and
the draw uniform by a chi-square test over every tour of 5x5 (open) and 6x6 (closed); each tour's
rank, which gives the tour back, every rank a different tour; and the same from the command line
(`solve --random`, `solve --rank`, `verify --rank`)."""

from __future__ import annotations

import dataclasses
import itertools
import json
import math
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from published import CLOSED_TOURS_6XN, CLOSED_TOURS_UNDIRECTED, OPEN_TOURS_SQUARE
from reference import jumps, tours

import kt_csp
from kt_csp.engines.frontier import layers
from kt_csp.engines.frontier.tours_read import reversal_shares_rank
from kt_csp.errors import InternalError


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
    with pytest.raises(kt_csp.KtError, match="how_many is a number of tours to draw, 0 or more, not -1"):
        kt_csp.draw("6x5", -1)  # (it drew none, silently)


def test_layers_that_complete_another_number_of_tours_than_the_sweep_counted_are_a_bug(monkeypatch) -> None:
    """The pass back over the layers must come to the forward sweep's count: a slip in either is
    an internal error (exit 70), never a tour drawn from a wrong count."""
    swept = layers.sweep

    def miscounted(*args, **keywords):
        tally = swept(*args, **keywords)
        return dataclasses.replace(tally, total=tally.total + 1)

    monkeypatch.setattr(layers, "sweep", miscounted)
    with pytest.raises(InternalError, match="complete 8 tours, the sweep counted 9"):
        kt_csp.draw("3x4", 1)


@pytest.mark.slow
def test_a_narrow_board_of_any_length_draws_a_tour() -> None:
    """3x200 closed: 600 squares, a count of hundreds of digits carried in 62-bit limbs."""
    drawn = kt_csp.draw("3x200", 2, seed=1, closed=True)
    assert drawn.among.bit_length() > 200
    verified(drawn, "3x200", closed=True)


def undirected(tour: kt_csp.Tour, closed: bool) -> frozenset[frozenset[int]]:
    """A tour's moves, each a pair of squares: the same for a tour read either way (or, closed,
    from any square)."""
    steps = list(tour) + ([tour[0]] if closed else [])
    return frozenset(frozenset(pair) for pair in itertools.pairwise(steps))


def test_every_rank_of_open_5x5_is_another_tour_of_the_1728() -> None:
    """Ranks 0 to 863 give 864 tours, no two the same read either way: with each read both ways,
    the published 1,728; each verified."""
    among = OPEN_TOURS_SQUARE[5] // 2
    drawn = kt_csp.draw("5x5", ranks=range(among))
    assert drawn.among == among and drawn.ranks == list(range(among))
    assert len({undirected(tour, False) for tour in drawn.tours}) == among
    verified(drawn, "5x5")
    with pytest.raises(kt_csp.KtError, match="no tour has rank 864: there are 864 tours"):
        kt_csp.draw("5x5", ranks=[among])


QUESTIONS = st.sampled_from(
    [
        ("3x4", {}),
        ("4x5", {}),
        ("5x5", {"start": "a1"}),
        ("5x6", {"closed": True}),
        ("4x5", {"holes": ["a1"]}),
        ("5x5", {"holes": ["c3"], "end": "a1"}),
        ("3x8", {"leaper": (1, 2)}),
        ("4x4", {"leaper": (1, 3)}),
        ("4x4", {"leaper": (0, 1), "closed": True}),
        ("1x1", {}),
        ("1x2", {"leaper": (0, 1)}),
    ]
)


@pytest.mark.slow  # (7 s warm; a fresh clone's first ranks compile: 29 s)
@settings(max_examples=12, deadline=None)
@given(asked=QUESTIONS, seed=st.integers(0, 2**32))
def test_a_tours_rank_gives_it_back(asked: tuple[str, dict[str, object]], seed: int) -> None:
    """Over questions with holes, ends, other leapers and tiny boards: the rank of each tour drawn
    is the rank it was drawn at, and that rank gives back the same tour (read either way)."""
    size, keywords = asked
    closed = bool(keywords.get("closed"))
    drawn = kt_csp.draw(size, 3, seed=seed, **keywords)
    verified(drawn, size, **keywords)
    for tour, rank in zip(drawn.tours, drawn.ranks, strict=True):
        assert kt_csp.rank(tour, size, **keywords) == (rank, drawn.among)
        again = kt_csp.draw(size, ranks=[rank], **keywords).tours[0]
        assert undirected(again, closed) == undirected(tour, closed)


def test_a_long_board_whose_layers_are_kept_every_few_squares_draws_the_same_tours() -> None:
    """Where the layers do not fit in memory, those every few squares are kept and the squares
    between swept again: the same tours are drawn from the same seed, with the same ranks."""
    whole, marked, ranked = drawn_as_kept_whole_and_at_marks(("5x6", {"closed": True}), 4, 5)
    assert (marked.tours, marked.ranks, marked.among) == (whole.tours, whole.ranks, whole.among)
    assert ranked == marked.ranks[:2]


@pytest.mark.slow
@settings(max_examples=6, deadline=None)
@given(asked=QUESTIONS, every=st.integers(1, 9), seed=st.integers(0, 2**32))
def test_layers_kept_only_at_marks_draw_and_rank_the_tours_every_layer_kept_does(asked, every: int, seed: int) -> None:
    """Over questions with holes, ends, other leapers and tiny boards, marks every 1 to 9 squares."""
    whole, marked, ranked = drawn_as_kept_whole_and_at_marks(asked, every, seed)
    assert (marked.tours, marked.ranks, marked.among) == (whole.tours, whole.ranks, whole.among)
    assert ranked == marked.ranks[:2]


def drawn_as_kept_whole_and_at_marks(
    asked: tuple[str, dict[str, object]], every: int, seed: int
) -> tuple[kt_csp.Drawn, kt_csp.Drawn, list[int]]:
    """Tours drawn with every layer kept, and with those every ``every`` squares (each tour held
    to the verifier), and the ranks of the first two of the latter found again with the marks."""
    size, keywords = asked
    whole = kt_csp.draw(size, 6, seed=seed, **keywords)
    with pytest.MonkeyPatch.context() as patched:
        patched.setattr(layers, "_spacing", lambda planned: every)
        marked = kt_csp.draw(size, 6, seed=seed, **keywords)
        verified(marked, size, **keywords)
        ranked = [kt_csp.rank(tour, size, **keywords).rank for tour in marked.tours[:2]]
    return whole, marked, ranked


def test_a_rank_is_asked_of_a_tour_of_the_question() -> None:
    with pytest.raises(kt_csp.KtError, match="not a tour of 5x5"):
        kt_csp.rank(["a1", "b3"], "5x5")
    with pytest.raises(kt_csp.KtError, match="the frontier engine does not answer wrapped boards"):
        kt_csp.rank(["a1"], "1x1", wrap="torus")


def test_solve_draws_a_tour_at_random_and_by_rank_and_verify_gives_its_rank(run, tmp_path: Path) -> None:
    first = run("solve", "5x6", "--closed", "--random", "--seed", "9", "--format", "json")
    again = run("solve", "5x6", "--closed", "--random", "--seed", "9", "--format", "json")
    result = json.loads(first.out)
    assert first.code == 0 and result["verified"] and result["engine"] == "frontier"
    assert json.loads(again.out)["tour"] == result["tour"]  # the same seed, the same tour
    among = CLOSED_TOURS_6XN[5]
    assert f"among {among} (a tour and its reversal one)" in result["note"]
    rank = int(result["note"].split("rank ")[1].split(" ")[0])
    (tmp_path / "t.json").write_text(first.out)
    checked = run("verify", str(tmp_path / "t.json"), "--rank", "--format", "json")
    assert checked.code == 0 and (json.loads(checked.out)["rank"], json.loads(checked.out)["among"]) == (rank, among)
    named = run("solve", "5x6", "--closed", "--rank", str(rank), "--format", "json")
    assert json.loads(named.out)["tour"] in (result["tour"], result["tour"][:1] + result["tour"][:0:-1])
    assert run("solve", "5x6", "--closed", "--rank", str(among)).code == 2


def every_closed_tour_with_a_fixed_end(
    asked: str, leaper: tuple[int, int]
) -> dict[tuple[str, ...], set[tuple[int, ...]]]:
    """Every closed question of ``asked`` with its end fixed, alone or with its start, mapped to
    its directed tours by the independent enumerator (`reference.tours`)."""
    board = kt_csp.question(asked, leaper=leaper).board
    every = {s: set(tours(board, s, closed=True)) for s in range(board.size)}
    questions: dict[tuple[str, ...], set[tuple[int, ...]]] = {}
    for end in range(board.size):
        questions[(board.name(end),)] = {t for s in range(board.size) for t in every[s] if t[-1] == end}
        for start in jumps(board, end):
            questions[(board.name(start), board.name(end))] = {t for t in every[start] if t[-1] == end}
    return questions


@pytest.mark.slow
@pytest.mark.parametrize("asked, leaper", [("3x4", (0, 1)), ("4x4", (0, 1)), ("2x5", (0, 1))])
def test_closed_tours_with_a_fixed_end_are_drawn_and_ranked_as_an_enumeration_finds_them(
    asked: str, leaper: tuple[int, int]
) -> None:
    """Issue 46: a closed tour drawn with its end fixed started there. For every end (and every
    start beside it) of boards small enough to enumerate apart from kt-csp: the tours of every
    rank, each read both ways where its reversal is a tour of the question too, are exactly the
    enumeration's, and tours drawn at random are among them."""
    for ends, expected in every_closed_tour_with_a_fixed_end(asked, leaper).items():
        keywords: dict[str, object] = {"closed": True, "leaper": leaper, "end": ends[-1]}
        keywords |= {"start": ends[0]} if len(ends) == 2 else {}
        among = kt_csp.draw(asked, 0, **keywords).among
        ranked = kt_csp.draw(asked, ranks=range(among), **keywords).tours
        both = reversal_shares_rank(kt_csp.question(asked, **keywords))
        read = {tuple(tour) for tour in ranked}
        if both:
            read |= {
                tuple(tour[:-1])[::-1] + (tour[-1],) if len(ends) == 1 else (tour[0], *tuple(tour[1:])[::-1])
                for tour in ranked
            }
        assert read == expected and among * (2 if both else 1) == len(expected), ends
        assert {tuple(tour) for tour in kt_csp.draw(asked, 8, seed=len(expected), **keywords).tours} <= expected


@pytest.mark.slow  # (about 8 s)
def test_closed_knights_tours_with_a_fixed_end_on_every_square_end_there() -> None:
    """Every closed question of 6x5 with its end fixed, alone or beside its start: each
    tour of every rank and each drawn is verified (ending where asked), no two ranks give one
    tour, and their number is the backtracker's count (an enumeration sharing no code). The ends
    are those of one corner's quarter of the board (rows 1-3, files a-c): every other square is
    a mirror image of one of them, and so is every question that ends there."""
    asked = "6x5"
    board = kt_csp.question(asked).board
    quarter = [
        s
        for s in range(board.size)
        if all(at < (side + 1) // 2 for at, side in zip(board.coords(s), (board.rows, board.cols)))
    ]
    for end in quarter:
        for start in [None, *jumps(board, end)]:
            keywords = {"closed": True, "end": board.name(end)} | (
                {} if start is None else {"start": board.name(start)}
            )
            drawn = kt_csp.draw(asked, 4, seed=end, **keywords)
            ranked = kt_csp.draw(asked, ranks=range(drawn.among), **keywords).tours
            verified(kt_csp.Drawn(ranked + drawn.tours, drawn.among), asked, **keywords)
            assert len({undirected(tour, True) for tour in ranked}) == drawn.among
            both = reversal_shares_rank(kt_csp.question(asked, **keywords))
            assert drawn.among * (2 if both else 1) == kt_csp.count(asked, "backtrack", **keywords).total


@pytest.mark.parametrize(
    "args",
    [
        ["6x5", "--closed", "--end", "a3", "--random", "--seed", "1"],
        ["6x5", "--closed", "--end", "a3", "--rank", "0"],
        ["6x6", "--closed", "--end", "c3", "--random", "--seed", "3"],
        ["5x6", "--closed", "--start", "a1", "--end", "b3", "--random", "--seed", "2"],
        ["5x6", "--closed", "--start", "a1", "--end", "b3", "--rank", "1"],
    ],
)
def test_solve_draws_a_closed_tour_that_ends_where_asked(run, args: list[str]) -> None:
    """The issue's commands, each of which exited 70 (the tour started on its end)."""
    ran = run("solve", *args, "--format", "json")
    result = json.loads(ran.out)
    end = args[args.index("--end") + 1]
    assert ran.code == 0 and result["verified"] and result["tour"][-1] == end


def test_a_closed_tour_with_its_end_fixed_and_its_reversal_share_a_rank(run, tmp_path: Path) -> None:
    """Ranked among 8 cycles where count says 16 directed tours: the line says why."""
    drawn = kt_csp.draw("6x5", ranks=[3], closed=True, end="a3").tours[0]
    board = kt_csp.question("6x5").board
    for tour in (list(drawn), [*list(drawn)[-2::-1], drawn[-1]]):
        (tmp_path / "t.txt").write_text(" ".join(board.name(s) for s in tour))
        ranked = run("verify", str(tmp_path / "t.txt"), "--board", "6x5", "--closed", "--end", "a3", "--rank")
        assert ranked.code == 0 and "# rank 3 among 8 tours (a tour and its reversal one)" in ranked.out
