"""The cross-check: engines agree, planted faults are caught and reproduced, sweeps and properties."""

from __future__ import annotations

import dataclasses
import json
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from kt_csp import ENGINES, Engine, Instance, KtError, Limits, Result, Status, parse_board
from kt_csp.tour import Tour
from kt_csp.verifier import verify
from kt_csp.crosschecks import crosscheck, reproducer_name
from kt_csp.engines import SEARCH_ENGINES
from published import OPEN_TOURS_5X5
from watching import AVAILABLE, wait_for, working

ALL = [ENGINES[name] for name in SEARCH_ENGINES]
BACKTRACK = ENGINES["backtrack"]


def _drops_a_move(instance: Instance, limits: Limits, options: object) -> Result:
    """A broken engine: the backtracker's answer with one square of its tour left out."""
    result = BACKTRACK.solve(instance, limits, BACKTRACK.options())
    if result.tour is not None and len(result.tour) > 2:
        result.tour = Tour([*result.tour[:3], *result.tour[4:]])
    return dataclasses.replace(result, engine="dropper")


def _says_none(instance: Instance, limits: Limits, options: object) -> Result:
    """A broken engine: claims that no tour exists, always."""
    return Result("pessimist", instance, Status.NONE, reason="gave up")


def _crashes(instance: Instance, limits: Limits, options: object) -> Result:
    raise ZeroDivisionError("planted")


def _miscounts(instance: Instance, limits: Limits, options: object, workers: int | None):
    counted = BACKTRACK.count(instance, limits, BACKTRACK.options(), 1)
    return dataclasses.replace(counted, total=counted.total + 1, engine="miscounter")


BROKEN = {
    "dropper": Engine("dropper", _drops_a_move, BACKTRACK.count, BACKTRACK.options),
    "pessimist": Engine("pessimist", _says_none, BACKTRACK.count, BACKTRACK.options),
    "crasher": Engine("crasher", _crashes, BACKTRACK.count, BACKTRACK.options),
    "miscounter": Engine("miscounter", BACKTRACK.solve, _miscounts, BACKTRACK.options),
}


def test_all_engines_agree_and_every_tour_verifies() -> None:
    board = parse_board("6x6")
    check = crosscheck(Instance(board, start=board.parse_square("a1"), closed=True), ALL)
    assert check.agree and [a.engine for a in check.answers] == ["backtrack", "cpsat", "sat"]
    assert all(a.result.status is Status.FOUND and a.verified for a in check.answers)  # type: ignore[union-attr]
    assert check.theory is not None and check.theory.exists


def test_counts_are_compared_with_each_other_and_with_the_published_value() -> None:
    board = parse_board("5x5")
    check = crosscheck(Instance(board, start=board.parse_square("a1")), ALL, counting=True)
    assert check.agree and {a.count.total for a in check.answers} == {OPEN_TOURS_5X5[4][0]}  # type: ignore[union-attr]


@pytest.mark.parametrize("name, words", [
    ("dropper", "dropper returned an invalid tour"),
    ("pessimist", "backtrack found a tour, but pessimist says there is none"),
    ("crasher", "crasher crashed: ZeroDivisionError: planted"),
])
def test_a_planted_broken_engine_is_caught(name: str, words: str) -> None:
    check = crosscheck(Instance(parse_board("5x5"), start=0), [BACKTRACK, BROKEN[name]])
    assert not check.agree and any(words in line for line in check.disagreements)


def test_a_wrong_count_is_caught() -> None:
    board = parse_board("5x5")
    check = crosscheck(Instance(board, start=0), [BACKTRACK, BROKEN["miscounter"]], counting=True)
    assert check.disagreements == ["the counts differ: backtrack 304, miscounter 305"]


def test_theory_is_a_witness_that_can_disagree() -> None:
    check = crosscheck(Instance(parse_board("6x6"), closed=True), [BROKEN["pessimist"]])
    assert check.disagreements == ["theory found a tour, but pessimist says there is none"]


def test_unknown_is_reported_but_is_no_disagreement() -> None:
    check = crosscheck(Instance(parse_board("12x12"), closed=True), [BACKTRACK], Limits(node_limit=1000))
    assert check.agree and check.answers[0].result.status is Status.UNKNOWN  # type: ignore[union-attr]


def test_an_engine_short_of_memory_is_unknown_and_the_others_still_answer(monkeypatch) -> None:
    from kt_csp import sat
    from kt_csp.errors import MemoryLimitError

    def short(needed: int, what: str) -> None:
        raise MemoryLimitError(f"{what} needs about 1 PiB of memory")

    monkeypatch.setattr(sat, "require_memory", short)
    check = crosscheck(Instance(parse_board("5x5")), [ENGINES[name] for name in SEARCH_ENGINES])
    statuses = {a.engine: a.result.status for a in check.answers}  # type: ignore[union-attr]
    assert statuses == {"backtrack": Status.FOUND, "cpsat": Status.FOUND, "sat": Status.UNKNOWN} and check.agree
    assert "needs about 1 PiB of memory" in check.answers[2].result.reason  # type: ignore[union-attr]


def test_the_cli_reports_a_planted_fault_with_exit_1_and_a_reproducer(run, monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setitem(ENGINES, "dropper", BROKEN["dropper"])
    ran = run("crosscheck", "6x6", "--start", "a1", "--engines", "backtrack,dropper",
              "--reproducer-dir", str(tmp_path))
    path = tmp_path / "crosscheck-6x6-open-from-a1.json"
    assert ran.code == 1 and f"# reproducer written to {path}" in ran.out
    assert "# DISAGREE on the open tour of 6x6 from a1: dropper returned an invalid tour" in ran.out
    saved = json.loads(path.read_text())
    assert saved["command"] == "kt-csp crosscheck 6x6 --start a1 --engines backtrack,dropper --time-limit 60"
    assert saved["board"] == "6x6" and saved["start"] == "a1" and not saved["agree"]
    honest, broken = saved["engines"]
    board = parse_board("6x6")
    squares = [board.parse_square(name) for name in honest["tour"]]
    assert verify(Instance(board, start=0), squares).valid and honest["verified"]
    assert broken["status"] == "found" and not broken["verified"] and broken["fault"]


def test_the_cli_exits_0_when_all_agree_and_json_has_the_public_keys(run) -> None:
    table = run("crosscheck", "5x5", "--closed")
    assert table.code == 0 and "# agree: closed tour of 5x5: 3 of 3 engines proved there is none" in table.out
    ran = run("crosscheck", "5x5", "--start", "a1", "--count", "--format", "json")
    data = json.loads(ran.out)
    assert ran.code == 0 and data["agree"] and data["disagreements"] == [] and data["reproducers"] == []
    assert {"board", "leaper", "closed", "start", "end", "theory", "engines"} <= set(data)
    assert [(e["engine"], e["count"]) for e in data["engines"]] == [
        ("backtrack", 304), ("cpsat", 304), ("sat", 304), ("frontier", 304)]  # a count brings the counter in
    assert all(e["verified"] and e["status"] == "found" for e in data["engines"][:3])


def test_a_sweep_of_every_board_up_to_5x6_finds_no_disagreement(run) -> None:
    ran = run("crosscheck", "--sweep", "1x1..5x6", "--both", "--format", "json")
    data = json.loads(ran.out)
    assert ran.code == 0 and data["agree"] and data["instances"] == 60 and data["unknown"] == 0
    assert all(c["theory"] is not None for c in data["checks"])
    assert ran.err == ""  # no progress bar when the output is not a terminal


def test_a_sweep_over_every_start_counts_the_squares_that_start_a_tour(run) -> None:
    ran = run("crosscheck", "--sweep", "5x5..5x5", "--all-starts", "--engines", "backtrack,sat")
    starts = sum(1 for row in OPEN_TOURS_5X5 for n in row if n)
    assert ran.code == 0 and f"  5 {starts}" in ran.out and "# agree: 25 instances" in ran.out


@pytest.mark.parametrize("args, message", [
    (["crosscheck"], "give a BOARD"),
    (["crosscheck", "5x5", "--sweep", "1x1..2x2"], "drop the BOARD"),
    (["crosscheck", "--sweep", "1x1..2x2", "--both", "--closed"], "drop --closed/--open"),
    (["crosscheck", "5x5", "--all-starts"], "give a BOARD to check one instance, or --sweep"),
    (["crosscheck", "5x5", "--engines", "backtrack,minizinc"], "unknown engine 'minizinc'"),
    (["crosscheck", "--sweep", "3x3..2x2"], "empty board range"),
    (["crosscheck", "--sweep", "8x8"], "malformed board range"),
])
def test_contradictory_or_bad_options_give_one_line_and_exit_2(run, args: list[str], message: str) -> None:
    ran = run(*args)
    assert ran.code == 2 and message in ran.err and len(ran.err.strip().splitlines()) == 1


def test_a_reproducer_name_says_which_instance_it_holds() -> None:
    board = parse_board("8x8", (2, 3))
    name = reproducer_name(Instance(board, start=0, end=board.parse_square("h8"), closed=False))
    assert name == "crosscheck-8x8-open-leaper-2-3-from-a1-to-h8.json"


LEAPERS = st.sampled_from([(1, 2), (1, 3), (2, 3)])


@st.composite
def instances(draw: st.DrawFn) -> Instance:
    board = parse_board(f"{draw(st.integers(1, 6))}x{draw(st.integers(1, 6))}", draw(LEAPERS))
    square = st.one_of(st.none(), st.integers(0, board.size - 1))
    try:
        return Instance(board, draw(square), draw(square), draw(st.booleans()))
    except KtError:
        assume(False)
        raise


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(instances())
def test_property_all_engines_agree_on_random_small_instances(instance: Instance) -> None:
    check = crosscheck(instance, ALL, Limits(time_limit=30))
    assert check.agree, check.disagreements
    for answer in check.answers:
        assert answer.result is not None and answer.result.status is not Status.UNKNOWN
        if answer.result.tour is not None:
            assert verify(instance, answer.result.tour).valid


@pytest.mark.slow
@pytest.mark.spawns
@pytest.mark.skipif(not AVAILABLE, reason="watches the process through /proc")
def test_ctrl_c_stops_a_sweep_with_the_summary_so_far(spawn) -> None:
    warm = [sys.executable, "-m", "kt_csp", "crosscheck", "--sweep", "5x5..5x5", "--engines", "backtrack"]
    subprocess.run(warm, capture_output=True, check=True)  # compiled code cached: the signal meets the search
    sweep = spawn("crosscheck", "--sweep", "8x6..8x7", "--engines", "backtrack", text=True)
    # past start-up and 8x6 (milliseconds), into the open 8x7, which takes the textbook order 35 s:
    # 3 s of CPU time after numba's library is loaded (the backtracker loads it as it begins)
    wait_for(working(sweep.pid, "libllvmlite", 3.0), sweep)
    sweep.send_signal(signal.SIGINT)
    out, err = sweep.communicate(timeout=60)
    assert sweep.returncode == 130 and "Traceback" not in err
    assert "# agree: 2 instances" in out and "# interrupted (Ctrl-C)" in out


def test_by_default_a_check_compares_the_engines_that_answer_every_part_asked(run) -> None:
    ran = run("crosscheck", "6x6", "--closed", "--symmetry", "rot180", "--format", "json")
    data = json.loads(ran.out)
    assert ran.code == 0 and [e["engine"] for e in data["engines"]] == ["cpsat", "sat"]
    assert all(e["verified"] for e in data["engines"])
    named = run("crosscheck", "6x6", "--closed", "--symmetry", "rot180", "--engines", "backtrack,cpsat")
    assert named.code == 2 and "the backtrack engine does not answer symmetric tours" in named.err
