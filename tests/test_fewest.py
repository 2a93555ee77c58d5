"""Tours with the fewest crossings or turns (issue 31, item 3): CP-SAT's proved optima held to an
exhaustive search over every tour (drawn by the frontier engine, which shares no model with
CP-SAT), and the verifier's measures held to definitions of their own."""

from __future__ import annotations

import itertools
import json

import pytest

import kt_csp
from kt_csp import Instance, Status
from kt_csp.core.board import Board, parse_board
from kt_csp.core.verifier import measure, verify
from kt_csp.engines.cpsat import model as cpsat_model
from kt_csp.reasoning.crossings import crossing_pairs
from kt_csp.reasoning.turns import fewest_turns


def _every_tour(size: str, closed: bool) -> list[kt_csp.Tour]:
    """Every tour of the board (each undirected tour once), by rank."""
    plain = kt_csp.question(size, closed=closed)
    among = kt_csp.draw(plain, ranks=[0]).among
    tours = kt_csp.draw(plain, ranks=range(among)).tours
    assert len(tours) == among > 0 and all(verify(plain, tour).valid for tour in tours)
    return tours


@pytest.mark.parametrize(
    ("size", "closed", "goal"),
    [
        ("1x1", False, "crossings"),  # (no move: 0, proved; it was left feasible, and turns exited 70)
        ("1x1", False, "turns"),
        ("5x5", False, "crossings"),
        ("5x5", False, "turns"),
        pytest.param("6x6", True, "crossings", marks=pytest.mark.slow),  # (about 10 s)
        pytest.param("6x6", True, "turns", marks=pytest.mark.slow),  # (about 3 s)
    ],
)
def test_the_fewest_is_the_least_over_every_tour_and_proved(size: str, closed: bool, goal: str) -> None:
    asked = kt_csp.question(size, closed=closed, minimize=goal)
    least = min(measure(asked, tour) or 0 for tour in _every_tour(size, closed))
    result = kt_csp.solve(asked, "cpsat")
    assert result.verified and result.tour is not None and verify(asked, result.tour).valid
    assert result.measure == least == result.bound and result.word == "optimal"


def _crossings_by_the_pairs(board: Board, tour: list[int], closed: bool) -> int:
    """The tour's crossings counted against the engines' table of crossing pairs."""
    crossing = {((a, b), (c, d)) for a, b, c, d in crossing_pairs(board).tolist()}
    moves = [tuple(sorted(pair)) for pair in itertools.pairwise(tour + tour[:1] if closed else tour)]
    return sum(1 for e, f in itertools.combinations(moves, 2) if (e, f) in crossing or (f, e) in crossing)


def _turns_by_hand(board: Board, tour: list[int], closed: bool) -> int:
    """The squares where the jump in and the jump out differ, read off ranks and files."""
    points = [board.coords(s) for s in tour]
    inner = range(len(points)) if closed else range(1, len(points) - 1)
    turns = 0
    for i in inner:
        (r0, c0), (r1, c1), (r2, c2) = points[i - 1], points[i], points[(i + 1) % len(points)]
        turns += (r1 - r0, c1 - c0) != (r2 - r1, c2 - c1)
    return turns


@pytest.mark.parametrize(
    ("size", "closed"), [("5x5", False), ("5x6", False), ("5x6", True), ("3x10", True), ("6x6", True)]
)
def test_the_verifiers_measures_are_the_crossings_and_turns_counted_another_way(size: str, closed: bool) -> None:
    """On 40 tours drawn uniformly at random from all of the board's."""
    plain = kt_csp.question(size, closed=closed)
    crossings = kt_csp.question(size, closed=closed, minimize="crossings")
    turns = kt_csp.question(size, closed=closed, minimize="turns")
    for drawn in kt_csp.draw(plain, 40, seed=31).tours:
        tour = [int(s) for s in drawn]
        assert measure(crossings, tour) == _crossings_by_the_pairs(plain.board, tour, closed)
        assert measure(turns, tour) == _turns_by_hand(plain.board, tour, closed)


@pytest.mark.parametrize(
    ("size", "closed", "leaper"),
    [
        ("5x5", False, (1, 2)),
        ("3x10", True, (1, 2)),
        ("4x5", False, (1, 2)),
        ("4x5", False, (0, 1)),
        ("4x4", True, (0, 1)),
    ],
)
def test_no_tour_turns_fewer_times_than_its_runs_floor(size: str, closed: bool, leaper: tuple[int, int]) -> None:
    """`kt_csp.reasoning.turns`: every tour of the board (a wazir's too, whose runs are long)
    turns at least as often as the floor that CP-SAT is given."""
    floor = fewest_turns(kt_csp.question(size, closed=closed, leaper=leaper))
    asked = kt_csp.question(size, closed=closed, leaper=leaper, minimize="turns")
    plain = kt_csp.question(size, closed=closed, leaper=leaper)
    least = min(
        measure(asked, tour) or 0 for tour in kt_csp.draw(plain, ranks=range(kt_csp.draw(plain, 0).among)).tours
    )
    assert 0 < floor <= least


def test_the_floor_is_what_cpsat_proves_at_least_on_closed_8x8() -> None:
    """Closed 8x8's fewest turns (issue 50, item 5): its relaxation proved none; the runs' floor
    is 22 (a knight's run has three jumps at most there), and a search stopped at once says so."""
    asked = kt_csp.question("8x8", closed=True, minimize="turns")
    assert fewest_turns(asked) == 22
    result = kt_csp.solve(asked, "cpsat", kt_csp.Limits(node_limit=200))
    assert result.tour is not None and verify(asked, result.tour).valid
    assert result.bound is not None and 22 <= result.bound <= (result.measure or 0)


def test_a_model_that_counts_something_else_is_caught_as_a_bug(monkeypatch: pytest.MonkeyPatch, run) -> None:
    """The engine holds CP-SAT's objective to the verifier's measure: a model minimising the
    wrong thing is a bug (exit 70), never an answer."""
    original = cpsat_model._fewest

    def off_by_one(model, instance, arcs, limits) -> None:  # type: ignore[no-untyped-def]
        original(model, instance, arcs, limits)
        proto = model.proto.objective
        proto.offset += 1  # one turn more than the tour has

    monkeypatch.setattr(cpsat_model, "_fewest", off_by_one)
    ran = run("solve", "5x5", "--minimize", "turns", "--engine", "cpsat")
    assert ran.code == 70 and "measures" in ran.err


@pytest.mark.slow  # (two CP-SAT runs on closed 8x8: about 7 s)
def test_a_run_stopped_early_is_feasible_with_its_bound_and_exits_3(run) -> None:
    ran = run("solve", "8x8", "--closed", "--minimize", "crossings", "--engine", "cpsat", "--node-limit", "200")
    said = ran.out.splitlines()
    assert ran.code == 3, ran.out
    assert any(line.startswith("# feasible: closed tour of 8x8 with the fewest crossings") for line in said)
    data = json.loads(
        run(
            "solve",
            "8x8",
            "--closed",
            "--minimize",
            "crossings",
            "--engine",
            "cpsat",
            "--node-limit",
            "200",
            "--format",
            "json",
        ).out
    )
    assert data["status"] == "feasible" and data["minimize"] == "crossings" and data["verified"] is True
    instance = kt_csp.question("8x8", closed=True, minimize="crossings")
    tour = [parse_board("8x8").parse_square(name) for name in data["tour"]]
    assert data["measure"] == measure(instance, tour) and (data["bound"] is None or data["bound"] <= data["measure"])


def test_the_json_and_the_tag_carry_the_measure() -> None:
    instance = kt_csp.question("6x6", closed=True, minimize="turns")
    assert instance.tag().endswith(" minimize=turns") and Instance.from_tag(instance.tag()) == instance
    assert instance.describe() == "closed tour of 6x6 with the fewest turns"
    result = kt_csp.solve(instance)
    data = result.as_dict()
    assert data["minimize"] == "turns" and data["measure"] == result.measure == data["bound"]
    assert kt_csp.question("6x6").as_dict()["minimize"] is None and kt_csp.solve("5x5").as_dict()["measure"] is None


@pytest.mark.parametrize(
    ("args", "words"),
    [
        (["solve", "6x6", "--minimize", "bends"], "'--minimize': 'bends' is not one of 'crossings', 'turns'"),
        (["solve", "6x6", "--minimize", "turns", "--longest"], "one thing at a time"),
        (["solve", "6x6", "--minimize", "crossings", "--uncrossed"], "no crossings to minimize"),
        (["solve", "6x6", "--minimize", "turns", "--wrap", "torus"], "drop the wrap to minimize"),
        (["count", "5x5", "--minimize", "turns"], "is one tour: ask solve for it"),
        (["solve", "6x6", "--minimize", "turns", "--engine", "sat"], "does not answer tours with the fewest"),
    ],
)
def test_bad_minimize_questions_are_one_clear_error(run, args: list[str], words: str) -> None:
    ran = run(*args)
    assert ran.code == 2 and words in ran.err and len(ran.err.strip().splitlines()) == 1, ran.err


def test_none_where_no_tour_exists_at_all() -> None:
    result = kt_csp.solve("4x4", closed=True, minimize="turns")
    assert result.status is Status.NONE and result.measure is None
