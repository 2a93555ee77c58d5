"""The library in one line: kt_csp.solve, count and verify, with the command line's defaults."""

from __future__ import annotations

import dataclasses
import json

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from published import OPEN_TOURS_5X5, open_tour_exists

import kt_csp
from kt_csp import Instance, KtError, Status, Tour, parse_board
from kt_csp.core.verifier import verify as judge


def test_one_line_solve_takes_names_and_gives_a_verified_tour() -> None:
    result = kt_csp.solve("8x8", start="a1", closed=True)
    board = result.instance.board
    assert result.status is Status.FOUND and isinstance(result.tour, Tour)
    assert result.instance == Instance(board, start=0, closed=True)
    assert judge(result.instance, result.tour).valid


def test_the_library_answers_as_the_command_line_does(run) -> None:
    for words in (["5x5", "--start", "b1"], ["4x4"], ["6x6", "--closed"], ["7x7", "--closed"]):
        cli = json.loads(run("solve", *words, "--format", "json").out)
        board, start = words[0], (words[2] if "--start" in words else None)
        library = kt_csp.solve(board, start=start, closed="--closed" in words)
        assert (library.status.value, library.engine, library.reason) == (cli["status"], cli["engine"], cli["reason"])


def test_theory_is_on_by_default_and_off_makes_the_engine_prove() -> None:
    assert kt_csp.solve("7x7", closed=True).engine == "theory"
    proved = kt_csp.solve("4x4", "backtrack", theory=False)
    assert proved.engine == "backtrack" and proved.status is Status.NONE and proved.stats.nodes > 0


def test_one_line_count_matches_the_published_5x5_counts() -> None:
    assert kt_csp.count("5x5").total == sum(map(sum, OPEN_TOURS_5X5))
    assert kt_csp.count("5x5", start="c3").total == OPEN_TOURS_5X5[2][2]


def test_verify_takes_names_indices_or_a_tour_and_names_the_fault() -> None:
    names = ["a1", "b3", "c1", "a2", "c3", "b1", "a3", "c2"]  # the 3x3 rim: b2 is never reached
    board = parse_board("3x3")
    assert kt_csp.verify(names, "3x3").fault == "1 square never visited, first b2"
    indices = [board.parse_square(name) for name in names]
    assert kt_csp.verify(Tour(indices), board).fault == kt_csp.verify(np.array(indices), "3x3").fault
    assert not kt_csp.verify(names[:-1] + ["a1"], "3x3")


@pytest.mark.parametrize(
    "call, words",
    [
        (lambda: kt_csp.solve(Instance(parse_board("5x5")), start="a1"), "an Instance already says"),
        (lambda: kt_csp.solve("5x5", start="z9"), "off the 5x5 board"),
        (lambda: kt_csp.solve("5x5", start=2.5), "a square is a name such as 'a1' or an index, not float"),
        (lambda: kt_csp.solve(5), "not int"),
        (lambda: kt_csp.solve(parse_board("5x5"), leaper="1,3"), "give the leaper to the Board"),
        (
            lambda: kt_csp.solve("5x5", "backtrack", options=kt_csp.CpsatOptions()),
            "takes BacktrackOptions, not CpsatOptions",
        ),
        (lambda: kt_csp.verify("a1 c2", "5x5"), "not one string"),
        (lambda: kt_csp.verify(["a1", 10], "5x5"), "all square names or all indices"),
    ],
)
def test_a_wrong_call_is_a_kt_error_that_says_what_is_wrong(call, words: str) -> None:
    with pytest.raises(KtError, match=words):
        call()


@settings(max_examples=25, deadline=None)
@given(rows=st.integers(1, 6), cols=st.integers(1, 6), data=st.data())
def test_every_tour_from_a_name_question_verifies(rows: int, cols: int, data: st.DataObject) -> None:
    board = parse_board(f"{rows}x{cols}")
    start = board.name(data.draw(st.integers(0, board.size - 1)))
    result = kt_csp.solve(f"{rows}x{cols}", "backtrack", start=start, theory=False)
    assert result.status is not Status.UNKNOWN
    assert result.status is Status.NONE or open_tour_exists(rows, cols)
    if result.tour is not None:
        assert result.tour[0] == board.parse_square(start)
        assert kt_csp.verify(result.tour.names(board), f"{rows}x{cols}", start=start).valid


def test_a_tour_is_a_read_only_sequence_that_compares_with_lists() -> None:
    tour = Tour(np.arange(5))
    assert tour == [0, 1, 2, 3, 4] and tour[::-1] == [4, 3, 2, 1, 0] and tour[2] == 2 and bool(tour)
    with pytest.raises(ValueError):
        np.asarray(tour)[0] = 7
    assert repr(Tour(range(20))).endswith("20 squares)")


def test_a_result_draws_itself_in_a_notebook() -> None:
    svg = kt_csp.solve("5x5", start="a1")._repr_svg_()
    assert svg is not None and svg.startswith("<svg") and svg.count('<text class="move"') == 25
    assert kt_csp.solve("4x4")._repr_svg_() is None  # no tour, nothing to draw


FINDERS = ("backtrack", "cpsat", "sat", "construct", "frontier", "auto")  # every engine that finds tours


@settings(max_examples=20, deadline=None)
@given(
    engine=st.sampled_from(FINDERS),
    rows=st.integers(1, 5),
    cols=st.integers(1, 6),
    closed=st.booleans(),
    data=st.data(),
)
def test_every_engine_returns_tours_the_door_verified(
    engine: str, rows: int, cols: int, closed: bool, data: st.DataObject
) -> None:
    board = parse_board(f"{rows}x{cols}")
    start = data.draw(st.none() | st.integers(0, board.size - 1))
    result = kt_csp.solve(f"{rows}x{cols}", engine, start=start, closed=closed, theory=False)
    assert result.verified is (result.tour is not None)
    assert result.status is not Status.FOUND or result.verified
    if result.tour is not None:  # the door's word, checked again by the judge itself
        assert judge(result.instance, result.tour).valid
    check = kt_csp.crosscheck(f"{rows}x{cols}", [engine], start=start, closed=closed)  # the library's cross-check
    assert check.instance == result.instance and check.agree, check.disagreements
    for answer in check.answers:
        assert answer.result is not None and answer.verified is (answer.result.tour is not None)
        if answer.result.tour is not None:
            assert judge(check.instance, answer.result.tour).valid


@pytest.mark.parametrize("engine", FINDERS)
def test_each_engine_finds_a_verified_tour_of_5x5_from_a1(engine: str) -> None:
    result = kt_csp.solve("5x5", engine, start="a1")
    if engine == "construct" and result.status is not Status.FOUND:  # (it may decline a board this small)
        assert result.status is Status.UNKNOWN and result.reason and not result.verified
        return
    assert result.status is Status.FOUND and result.verified and judge(result.instance, result.tour).valid  # type: ignore[arg-type]


def test_a_result_without_a_tour_is_not_verified() -> None:
    assert not kt_csp.solve("4x4", "backtrack", theory=False).verified  # proved none
    assert not kt_csp.solve("7x7", closed=True).verified  # theory: no engine ran


def _broken(monkeypatch: pytest.MonkeyPatch, tour: list[int] | None) -> None:
    """Put an engine in the registry's backtrack slot that claims ``tour`` (None: no tour) as found."""
    from kt_csp.core.result import Result
    from kt_csp.engines import registry

    def cheat(instance: Instance, limits: object, options: object) -> Result:
        return Result("backtrack", instance, Status.FOUND, None if tour is None else Tour(tour), verified=True)

    monkeypatch.setitem(registry.ENGINES, "backtrack", dataclasses.replace(registry.ENGINES["backtrack"], solver=cheat))


def test_an_engine_that_returns_a_broken_tour_is_caught_at_the_door_as_a_bug(monkeypatch: pytest.MonkeyPatch) -> None:
    from kt_csp.errors import InternalError, InvalidTour

    _broken(monkeypatch, list(range(25)))  # a1, b1, …: not knight moves, though it says verified
    with pytest.raises(
        InternalError, match=r"^the backtrack engine returned an invalid tour: move 1 \(a1 → b1\)"
    ) as caught:
        kt_csp.solve("5x5", "backtrack")
    assert isinstance(caught.value, InvalidTour) and "\n" not in str(caught.value)
    assert caught.value.fault.startswith("returned an invalid tour") and caught.value.result.tour == list(range(25))


def test_an_engine_that_says_found_without_a_tour_is_caught_at_the_door(monkeypatch: pytest.MonkeyPatch) -> None:
    from kt_csp.errors import InvalidTour

    _broken(monkeypatch, None)
    with pytest.raises(InvalidTour, match="^the backtrack engine said found but gave no tour$"):
        kt_csp.solve("5x5", "backtrack")


def test_a_broken_tour_from_the_cli_is_exit_70_in_one_line(run, monkeypatch: pytest.MonkeyPatch) -> None:
    _broken(monkeypatch, list(range(25)))
    ran = run("solve", "5x5", "--engine", "backtrack", "--format", "json")
    assert ran.code == 70 and ran.out == ""
    assert ran.err.strip().count("\n") == 0 and "the backtrack engine returned an invalid tour" in ran.err


def test_the_json_verified_key_is_the_results(run) -> None:
    found = json.loads(run("solve", "5x5", "--start", "a1", "--format", "json").out)
    none = json.loads(run("solve", "4x4", "--format", "json").out)
    assert found["verified"] is True and none["verified"] is False


def test_a_keyword_that_is_no_part_of_a_question_is_refused_not_ignored() -> None:
    """``kt_csp.solve("8x8", time_limit=1)`` once ran without a limit: the keyword was dropped."""
    with pytest.raises(KtError, match=r"unknown keyword 'time_limit': .*limits=Limits\(time_limit=\.\.\.\)"):
        kt_csp.solve("5x5", time_limit=1)  # type: ignore[call-arg]
    with pytest.raises(KtError, match="unknown keyword 'colour'"):
        kt_csp.question("5x5", colour="white")  # type: ignore[call-arg]


def test_crosscheck_takes_a_board_and_keywords_as_solve_and_count_do() -> None:
    """(Issue 46: ``kt_csp.crosscheck("6x6")`` was an AttributeError, ``closed=True`` a TypeError.)"""
    plain = kt_csp.crosscheck("6x6")
    assert plain.instance == kt_csp.question("6x6") and plain.agree and plain.answers
    closed = kt_csp.crosscheck(parse_board("6x6"), closed=True)
    assert closed.instance == kt_csp.question("6x6", closed=True) and closed.agree
    counted = kt_csp.crosscheck("5x5", ["backtrack", kt_csp.ENGINES["cpsat"]], start="a1", counting=True)
    assert [a.engine for a in counted.answers] == ["backtrack", "cpsat"]
    assert [a.count.total for a in counted.answers if a.count] == [OPEN_TOURS_5X5[0][0]] * 2
    with pytest.raises(KtError, match="an Instance already says"):
        kt_csp.crosscheck(kt_csp.question("5x5"), start="a1")
    with pytest.raises(KtError, match="unknown engine"):
        kt_csp.crosscheck("5x5", ["nosuch"])


def test_the_keywords_a_question_takes_are_importable_as_its_help_says() -> None:
    """(Issue 46: ``help(kt_csp.solve)`` named ``Keywords``, which ``kt_csp`` did not have.)"""
    from kt_csp import Keywords, api

    assert "start" in Keywords.__annotations__ and "Keywords" in (kt_csp.solve.__doc__ or "")
    assert {"Keywords", "crosscheck", "distinct", "draw", "rank"} <= set(api.__all__) <= set(kt_csp.__all__)


def test_a_count_by_start_is_keyed_by_index_and_by_name_as_the_json_is(run) -> None:
    """(Issue 46: the library's ``by_start`` is keyed by index, the command's JSON by name.)"""
    counted = kt_csp.count("5x5", workers=1)
    board = counted.instance.board
    assert counted.by_start[0] == OPEN_TOURS_5X5[0][0] == counted.by_start_name["a1"]
    assert counted.by_start_name == {board.name(s): n for s, n in counted.by_start.items()}
    cli = json.loads(run("count", "5x5", "--format", "json").out)
    assert counted.by_start_name == cli["by_start"] and list(counted.by_start_name) == list(cli["by_start"])
