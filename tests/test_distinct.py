"""Geometrically distinct tours (issue 30, item 9): Burnside's count held to the published ones
(6x6 closed, A328341's 4xn open, A169769's 3xn closed), and to the classes found by turning and
reflecting every tour of small boards by hand; each symmetry's kept tours to the tours that
symmetry, applied here, carries onto themselves; and `count --distinct` from the command line."""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from published import DISTINCT_CLOSED_3XN, DISTINCT_CLOSED_6X6, DISTINCT_OPEN_4XN

import kt_csp
from kt_csp.core.limits import Stop
from kt_csp.core.tour import Tour

Move = frozenset[int]


def test_closed_6x6_has_the_1245_tours_jelliss_lists() -> None:
    counted = kt_csp.distinct("6x6", closed=True)
    assert (counted.distinct, counted.tours, counted.group) == (DISTINCT_CLOSED_6X6, 9_862, 8)
    quarter = next(row for row in counted.kept if row.symmetry == "quarter turns")
    assert quarter.tours == 2 * 5  # the 5 tours of quaternary symmetry, each both ways up


@pytest.mark.parametrize("n", sorted(DISTINCT_OPEN_4XN))
def test_open_4xn_as_a328341_counts(n: int) -> None:
    assert kt_csp.distinct(f"4x{n}").distinct == DISTINCT_OPEN_4XN[n]


@pytest.mark.parametrize("n", sorted(DISTINCT_CLOSED_3XN))
def test_closed_3xn_as_a169769_counts(n: int) -> None:
    assert kt_csp.distinct(f"3x{n}", closed=True).distinct == DISTINCT_CLOSED_3XN[n]


def every_tour(size: str, closed: bool, leaper: tuple[int, int]) -> list[frozenset[Move]]:
    """Every undirected tour of the board as its set of moves: each rank drawn (the frontier
    counter's layers), each verified."""
    among = kt_csp.draw(size, 0, closed=closed, leaper=leaper).among
    drawn = kt_csp.draw(size, ranks=range(among), closed=closed, leaper=leaper)
    tours = []
    for tour in drawn.tours:
        assert kt_csp.verify(tour, size, closed=closed, leaper=leaper).valid
        steps = list(tour) + ([tour[0]] if closed and len(tour) > 2 else [])
        tours.append(frozenset(frozenset(pair) for pair in itertools.pairwise(steps)))
    assert len(set(tours)) == len(tours) == among
    return tours


def maps(rows: int, cols: int) -> dict[str, Callable[[int], int]]:
    """The board's symmetries on square indices (row-major), written out here."""

    def of(image: Callable[[int, int], tuple[int, int]]) -> Callable[[int], int]:
        return lambda s: (lambda r, c: r * cols + c)(*image(s // cols, s % cols))

    found = {
        "identity": of(lambda r, c: (r, c)),
        "half turn": of(lambda r, c: (rows - 1 - r, cols - 1 - c)),
        "left-right": of(lambda r, c: (r, cols - 1 - c)),
        "up-down": of(lambda r, c: (rows - 1 - r, c)),
    }
    if rows == cols:
        found |= {
            "quarter": of(lambda r, c: (c, rows - 1 - r)),
            "three quarters": of(lambda r, c: (cols - 1 - c, r)),
            "diagonal": of(lambda r, c: (c, r)),
            "antidiagonal": of(lambda r, c: (cols - 1 - c, rows - 1 - r)),
        }
    return found


def moved(tour: frozenset[Move], image: Callable[[int], int]) -> frozenset[Move]:
    return frozenset(frozenset(image(s) for s in move) for move in tour)


@pytest.mark.slow
@settings(max_examples=12, deadline=None)
@given(
    rows=st.integers(3, 5),
    cols=st.integers(3, 6),
    closed=st.booleans(),
    leaper=st.sampled_from([(1, 2), (1, 2), (0, 1), (1, 3)]),
)
def test_burnside_counts_the_classes_found_by_turning_every_tour(
    rows: int, cols: int, closed: bool, leaper: tuple[int, int]
) -> None:
    size = f"{rows}x{cols}"
    tours = every_tour(size, closed, leaper)
    images = maps(rows, cols)
    classes = {
        min(sorted(tuple(sorted(tuple(sorted(m)) for m in moved(t, f))) for f in images.values())) for t in tours
    }
    counted = kt_csp.distinct(size, closed=closed, leaper=leaper)
    assert counted.complete and counted.distinct == len(classes) and counted.tours == len(tours)
    assert counted.group == len(images)
    kept_here = {name: sum(moved(t, f) == t for t in tours) for name, f in images.items()}
    named = {
        "identity": "identity",
        "half turn": "half turn",
        "quarter turns": "quarter",
        "side mirrors": "left-right",
        "diagonal mirrors": "diagonal",
        "left-right mirror": "left-right",
        "up-down mirror": "up-down",
    }
    for row in counted.kept:
        assert row.tours == kept_here[named[row.symmetry]], row


@settings(max_examples=10, deadline=None)
@given(
    rows=st.integers(3, 4),
    cols=st.integers(3, 5),
    closed=st.booleans(),
    leaper=st.sampled_from([(1, 2), (0, 1), (0, 1)]),
    part=st.sampled_from([{"uncrossed": True}, {"magic": "semi"}]),
)
def test_the_classes_of_a_part_every_symmetry_keeps_are_those_found_by_turning_every_tour_with_it(
    rows: int, cols: int, closed: bool, leaper: tuple[int, int], part: dict[str, object]
) -> None:
    """Uncrossed and magic tours counted one class at a time by CP-SAT (`one_of_each`), held to the
    classes of every tour of the board that the verifier finds uncrossed (or magic), turned and
    reflected here (a wazir's moves never cross, so all its tours are)."""
    # (a wazir's 1,006 open tours of 4x5, every one uncrossed, take CP-SAT 15 s class by class)
    assume(leaper != (0, 1) or rows * cols <= 16)
    size = f"{rows}x{cols}"
    among = kt_csp.draw(size, 0, closed=closed, leaper=leaper).among
    drawn = kt_csp.draw(size, ranks=range(among), closed=closed, leaper=leaper).tours
    with_part = [tour for tour in drawn if kt_csp.verify(tour, size, closed=closed, leaper=leaper, **part).valid]
    counted = kt_csp.distinct(size, closed=closed, leaper=leaper, **part)
    assert counted.complete and counted.found is not None and counted.kept == []
    assert counted.distinct == len(_classes_of(size, with_part, closed)) == len(counted.found.tours)
    assert len(_classes_of(size, counted.found.tours, closed)) == len(counted.found.tours)
    for tour in counted.found.tours:
        assert kt_csp.verify(tour, size, closed=closed, leaper=leaper, **part).valid


@pytest.mark.slow  # (8 s: the time limit)
def test_count_distinct_semi_magic_says_the_classes_found_beside_the_140(run) -> None:
    ran = run("count", "8x8", "--magic", "semi", "--distinct", "--time-limit", "8", "-f", "json")
    data = json.loads(ran.out)
    assert ran.code == 3 and (data["status"], data["distinct"], data["stopped_by"]) == ("unknown", None, "time_limit")
    assert data["classes_found"] == len(data["classes"]) and data["symmetries"] == []
    board = kt_csp.question("8x8").board
    tours = [[board.parse_square(name) for name in tour] for tour in data["classes"]]
    assert all(kt_csp.verify(tour, "8x8", magic="semi").valid for tour in tours)
    assert len(_classes_of("8x8", [Tour(tour) for tour in tours], False)) == len(tours)
    said = run("count", "8x8", "--magic", "semi", "--distinct", "--time-limit", "1")
    assert said.code == 3 and "reversal: at least " in said.out
    assert "found 140 semi-magic 8x8 knight's tours up to symmetry (Stertenbrink et al. 2003)" in said.out


@pytest.mark.slow
def test_count_distinct_from_the_command_line(run) -> None:
    said = run("count", "4x5", "--distinct")
    assert said.code == 0 and said.out.splitlines()[0].endswith(f": {DISTINCT_OPEN_4XN[5]}")
    data = json.loads(run("count", "6x6", "--closed", "--distinct", "--format", "json").out)
    assert (data["status"], data["distinct"], data["tours"], data["group"]) == (
        "complete",
        DISTINCT_CLOSED_6X6,
        9_862,
        8,
    )
    assert sum(row["copies"] * row["tours"] for row in data["symmetries"]) == 8 * DISTINCT_CLOSED_6X6
    stopped = run("count", "7x7", "--distinct", "--time-limit", "1")
    assert stopped.code == 3 and "unknown (time limit of 1 s reached)" in stopped.out
    rows = json.loads(run("count", "7x7", "--distinct", "--time-limit", "1", "-f", "json").out)["symmetries"]
    assert sum(row["copies"] for row in rows) == 8  # (every class listed, those after the stop not begun)
    assert [row["tours"] for row in rows] == [None, None, None, 0, 0] and rows[1]["by"] == "cpsat, not begun"
    for args, words in (
        (["--start", "a1"], "whole board with free ends"),
        (["--engine", "cpsat"], "--distinct counts with the frontier counter and CP-SAT"),
        (["--holes", "c3"], "whole board with free ends"),
        (["--symmetry", "rot180"], "or of magic tours or uncrossed tours: drop the other options"),
    ):
        refused = run("count", "5x5", "--distinct", *args)
        assert refused.code == 2 and words in refused.err


def _classes_of(size: str, tours: list[Tour], closed: bool) -> set[tuple[tuple[int, int], ...]]:
    """Each tour's class, as the least of its images' move sets (the maps written out here)."""
    rows, cols = (int(side) for side in size.split("x"))
    images = maps(rows, cols)
    found = set()
    for tour in tours:
        steps = list(tour) + ([tour[0]] if closed else [])
        moves = frozenset(frozenset(pair) for pair in itertools.pairwise(steps))
        found.add(min(tuple(sorted(tuple(sorted(m)) for m in moved(moves, f))) for f in images.values()))
    return found


@pytest.mark.parametrize(
    "size, closed, published",
    [
        ("3x4", False, DISTINCT_OPEN_4XN[3]),
        ("4x5", False, DISTINCT_OPEN_4XN[5]),
        ("3x10", True, DISTINCT_CLOSED_3XN[10]),
    ],
)
def test_one_tour_of_each_class_is_as_many_as_published(size: str, closed: bool, published: int) -> None:
    from kt_csp.engines.cpsat.classes import one_of_each

    seen: list[Tour] = []
    classes = one_of_each(kt_csp.question(size, closed=closed), found=seen.append)
    assert classes.complete and classes.stop is None and classes.tours == seen
    assert len(classes.tours) == published == len(_classes_of(size, classes.tours, closed))
    assert all(kt_csp.verify(tour, size, closed=closed).valid for tour in classes.tours)


def test_one_tour_of_each_class_stopped_early_are_each_of_another_class_and_a_question_it_cannot_keep_is_refused() -> (
    None
):
    from kt_csp.engines.cpsat.classes import one_of_each

    classes = one_of_each(kt_csp.question("4x6"), kt_csp.Limits(time_limit=1.5))
    assert not classes.complete and classes.stop is Stop.TIME
    assert 0 < len(classes.tours) < DISTINCT_OPEN_4XN[6] and len(_classes_of("4x6", classes.tours, False)) == len(
        classes.tours
    )
    with pytest.raises(kt_csp.KtError, match="one tour of each class is for a whole board's tours"):
        one_of_each(kt_csp.question("5x5", start="a1"))


def test_classes_where_there_is_no_tour_say_none_was_proved(run) -> None:
    said = run("count", "5x5", "--uncrossed", "--distinct")  # (A003192: 10 moves at most, of 24)
    assert said.code == 0 and said.out.splitlines()[0].endswith("reversal: 0")
    assert said.out.splitlines()[1] == "# CP-SAT proved there is none"
    stopped = run("count", "8x8", "--magic", "semi", "--distinct", "--time-limit", "0.01").out.splitlines()
    assert stopped[1] == "# CP-SAT found none in its time" and "(Stertenbrink et al. 2003)" in stopped[2]
