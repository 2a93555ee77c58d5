"""The cross-check: engines agree, planted faults are caught and reproduced, sweeps and properties."""

from __future__ import annotations

import dataclasses
import json
import shlex
import signal
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from published import OPEN_TOURS_5X5
from watching import AVAILABLE, ended, wait_for, working

from kt_csp import ENGINES, Engine, Instance, KtError, Limits, Result, Status, parse_board
from kt_csp.core.board import Wrap
from kt_csp.core.instance import Magic, Symmetry
from kt_csp.core.tour import Tour
from kt_csp.core.verifier import verify
from kt_csp.crosschecks.check import CrossCheck, EngineAnswer, crosscheck, reproducer_name, write_reproducer
from kt_csp.engines.descriptor import Witness

ALL = [engine for engine in ENGINES.values() if engine.witness is Witness.SEARCH]
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


@pytest.mark.parametrize(
    "name, words",
    [
        ("dropper", "dropper returned an invalid tour"),
        ("pessimist", "backtrack found a tour, but pessimist says there is none"),
        ("crasher", "crasher crashed: ZeroDivisionError: planted"),
    ],
)
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
    from kt_csp.engines.sat import encoding as sat
    from kt_csp.errors import MemoryLimitError

    def short(needed: int, what: str) -> None:
        raise MemoryLimitError(f"{what} needs about 1 PiB of memory")

    monkeypatch.setattr(sat, "require_memory", short)
    check = crosscheck(Instance(parse_board("5x5")), ALL)
    statuses = {a.engine: a.result.status for a in check.answers}  # type: ignore[union-attr]
    assert statuses == {"backtrack": Status.FOUND, "cpsat": Status.FOUND, "sat": Status.UNKNOWN} and check.agree
    assert "needs about 1 PiB of memory" in check.answers[2].result.reason  # type: ignore[union-attr]


def test_the_cli_reports_a_planted_fault_with_exit_1_and_a_reproducer(run, monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setitem(ENGINES, "dropper", BROKEN["dropper"])
    ran = run("crosscheck", "6x6", "--start", "a1", "--engines", "backtrack,dropper", "--reproducer-dir", str(tmp_path))
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


@pytest.mark.parametrize(
    "question", [["5x5", "--start", "a1"], ["4x5", "--holes", "a1", "--wrap", "cylinder", "--closed"]]
)
def test_theory_silent_on_a_variant_says_the_theorems_do_not_speak_of_it(run, question: list[str]) -> None:
    """(Issue 46: it said "the theorems say that tours exist only of whole, unwrapped rectangles",
    which reads as a claim that this question has no tour.)"""
    said = run("crosscheck", *question, "--engines", "backtrack").out
    assert (
        "\n# theory: silent: no argument rules this question out, and the existence theorems do not speak of it" in said
    )
    assert "exist only" not in said


def test_the_cli_exits_0_when_all_agree_and_json_has_the_public_keys(run) -> None:
    table = run("crosscheck", "5x5", "--closed")
    assert table.code == 0 and "# agree: closed tour of 5x5: 3 of 3 engines proved there is none" in table.out
    ran = run("crosscheck", "5x5", "--start", "a1", "--count", "--format", "json")
    data = json.loads(ran.out)
    assert ran.code == 0 and data["agree"] and data["disagreements"] == [] and data["reproducers"] == []
    assert {"board", "leaper", "closed", "start", "end", "theory", "engines"} <= set(data)
    assert [(e["engine"], e["count"]) for e in data["engines"]] == [
        ("backtrack", 304),
        ("cpsat", 304),
        ("sat", 304),
        ("frontier", 304),
    ]  # a count brings the counter in
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


@pytest.mark.parametrize(
    "args, message",
    [
        (["crosscheck"], "give a BOARD"),
        (["crosscheck", "5x5", "--sweep", "1x1..2x2"], "drop the BOARD"),
        (["crosscheck", "--sweep", "1x1..2x2", "--both", "--closed"], "drop --closed/--open"),
        (["crosscheck", "5x5", "--all-starts"], "give a BOARD to check one instance, or --sweep"),
        (["crosscheck", "5x5", "--engines", "backtrack,minizinc"], "unknown engine 'minizinc'"),
        (["crosscheck", "--sweep", "3x3..2x2"], "empty board range"),
        (["crosscheck", "--sweep", "8x8"], "malformed board range"),
        (
            ["crosscheck", "--sweep", "3x4..3x4", "--uncrossed", "--symmetry", "rot180"],
            "drop --symmetry and --uncrossed",
        ),
        (["crosscheck", "--sweep", "3x4..3x4", "--clue", "a1=0"], "drop --clue"),
        (["crosscheck", "--sweep", "3x4..3x4", "--longest"], "drop --longest"),
        (["crosscheck", "--sweep", "4x4..4x4", "--magic", "semi"], "drop --magic"),
    ],
)
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
    out, err = ended(sweep)
    assert sweep.returncode == 130 and "Traceback" not in err
    assert "# agree: 2 instances" in out and "# interrupted (Ctrl-C)" in out


@pytest.mark.slow
@pytest.mark.spawns
@pytest.mark.skipif(not AVAILABLE, reason="watches the process through /proc")
def test_ctrl_c_during_a_check_says_so_and_claims_no_agreement(spawn) -> None:
    """CP-SAT's tour came, then Ctrl-C in the backtracker's walk: the engines did not all answer,
    so the check is unknown, not agree (it said agree, and the text nothing of the interruption)."""
    warm = [sys.executable, "-m", "kt_csp", "crosscheck", "5x5", "--engines", "backtrack"]
    subprocess.run(warm, capture_output=True, check=True)  # compiled code cached: the signal meets the search
    check = spawn("crosscheck", "8x7", "--engines", "cpsat,backtrack", "--format", "json", text=True)
    wait_for(working(check.pid, "libllvmlite", 3.0), check)  # (the open 8x7 takes the textbook order 35 s)
    check.send_signal(signal.SIGINT)
    out, err = ended(check)
    data = json.loads(out)
    assert check.returncode == 130 and "Traceback" not in err
    assert data["status"] == "unknown" and data["stopped_by"] == "interrupted" and data["agree"] is True
    assert [e["status"] for e in data["engines"]] == ["found", "unknown"]


def test_by_default_a_check_compares_the_engines_that_answer_every_part_asked(run) -> None:
    ran = run("crosscheck", "6x6", "--closed", "--symmetry", "rot180", "--format", "json")
    data = json.loads(ran.out)
    assert ran.code == 0 and [e["engine"] for e in data["engines"]] == ["cpsat", "sat"]
    assert all(e["verified"] for e in data["engines"])
    named = run("crosscheck", "6x6", "--closed", "--symmetry", "rot180", "--engines", "backtrack,cpsat")
    assert named.code == 2 and "the backtrack engine does not answer symmetric tours" in named.err


def test_a_time_limit_of_0_stops_every_engine_at_once_as_in_solve_and_count(run) -> None:
    solved = run("solve", "5x5", "--start", "a1", "--engine", "backtrack", "--time-limit", "0")
    assert solved.code == 3 and "time limit of 0 s reached" in solved.out  # the meaning everywhere
    ran = run(
        "crosscheck",
        "5x5",
        "--start",
        "a1",
        "--count",
        "--engines",
        "backtrack,cpsat,sat",
        "--time-limit",
        "0",
        "--format",
        "json",
    )
    data = json.loads(ran.out)
    assert ran.code == 3 and data["status"] == "unknown"
    assert all(
        e["status"] == "unknown" and e["stopped_by"] == "time_limit" and not e["count_complete"]
        for e in data["engines"]
    )
    swept = json.loads(
        run(
            "crosscheck", "--sweep", "5x5..5x6", "--engines", "backtrack,sat", "--time-limit", "0", "--format", "json"
        ).out
    )
    assert [e["stopped_by"] for c in swept["checks"] for e in c["engines"]] == ["time_limit"] * 4


def test_no_time_limit_is_said_in_words_and_its_reproducer_keeps_it(run, monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setitem(ENGINES, "dropper", BROKEN["dropper"])
    ran = run(
        "crosscheck",
        "5x5",
        "--start",
        "a1",
        "--engines",
        "backtrack,dropper",
        "--no-time-limit",
        "--reproducer-dir",
        str(tmp_path),
    )
    saved = json.loads((tmp_path / "crosscheck-5x5-open-from-a1.json").read_text())
    assert ran.code == 1 and saved["limits"]["time_limit"] is None
    assert saved["command"].endswith("--engines backtrack,dropper --no-time-limit")
    both = run("crosscheck", "5x5", "--time-limit", "1", "--no-time-limit")
    assert both.code == 2 and "contradict" in both.err


def test_the_reproducer_of_an_uncrossed_longest_question_asks_it_again(run, monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setitem(ENGINES, "pessimist", dataclasses.replace(BROKEN["pessimist"], parts=ENGINES["cpsat"].parts))
    ran = run(
        "crosscheck",
        "4x4",
        "--uncrossed",
        "--longest",
        "--engines",
        "cpsat,pessimist",
        "--reproducer-dir",
        str(tmp_path),
        "--format",
        "json",
    )
    assert ran.code == 1 and json.loads(ran.out)["disagreements"]
    saved = json.loads(next(tmp_path.glob("*.json")).read_text())
    assert saved["command"] == (
        "kt-csp crosscheck 4x4 --uncrossed --longest --engines cpsat,pessimist --time-limit 60"
    )  # (it left both out: a plain tour of 4x4 was asked again)


def _asked_again(run, instance: Instance) -> dict[str, object]:
    """The question that the reproducer's command asks, as the command line parses it (run with
    a time limit of 0, so that every engine stops at once and the check only says what it asked)."""
    with tempfile.TemporaryDirectory() as folder:
        path = write_reproducer(CrossCheck(instance, [EngineAnswer("cpsat")], None), Limits(time_limit=0), Path(folder))
        command = shlex.split(json.loads(path.read_text())["command"])
    assert command[:2] == ["kt-csp", "crosscheck"]
    ran = run(*command[1:], "--format", "json")
    assert ran.code != 2, ran.err
    data = json.loads(ran.out)
    return {key: data[key] for key in instance.as_dict()}


B6 = parse_board("6x6")
EVERY_PART = {  # one question for each part a reproducer must name
    "board": Instance(parse_board("3x7")),
    "leaper": Instance(parse_board("6x6", (2, 3))),
    "closed": Instance(B6, closed=True),
    "start": Instance(B6, start=B6.parse_square("b3")),
    "end": Instance(B6, end=B6.parse_square("f6")),
    "holes": Instance(B6.with_holes("c3,d4")),
    "wrap": Instance(dataclasses.replace(B6, wrap=Wrap.TORUS)),
    "clues": Instance(B6, closed=True, clues=((B6.parse_square("c3"), 10), (B6.parse_square("d5"), 21))),
    "symmetry": Instance(B6, symmetry=Symmetry.ROT90),
    "magic": Instance(parse_board("8x8"), magic=Magic.SEMI),
    "uncrossed": Instance(B6, uncrossed=True),
    "longest": Instance(B6, closed=True, longest=True),
}


@pytest.mark.parametrize("part", EVERY_PART)
def test_a_reproducer_names_every_part_of_the_question(run, part: str) -> None:
    instance = EVERY_PART[part]
    assert _asked_again(run, instance) == instance.as_dict()


@st.composite
def questions(draw: st.DrawFn) -> Instance:
    """Any question: a board with any leaper, holes and wrap, and any of the parts asked of it
    (each part now and then, so that most draws are questions that can be asked)."""

    def sometimes(parts: st.SearchStrategy[object]) -> object:
        return draw(st.one_of(st.none(), st.none(), parts))

    board = parse_board(f"{draw(st.integers(1, 8))}x{draw(st.integers(1, 8))}", draw(LEAPERS))
    square = st.integers(0, board.size - 1)
    holes, wrap = sometimes(st.frozensets(square, min_size=1, max_size=3)), sometimes(st.sampled_from(Wrap))
    clues = sometimes(st.lists(st.tuples(square, st.integers(0, board.size - 1)), min_size=1, max_size=3))
    try:
        board = dataclasses.replace(board, holes=holes or frozenset(), wrap=wrap or Wrap.NONE)
        return Instance(
            board,
            sometimes(square),
            sometimes(square),
            draw(st.booleans()),
            tuple(clues or ()),
            sometimes(st.sampled_from(Symmetry)),
            sometimes(st.sampled_from(Magic)),
            draw(st.booleans()),
            bool(sometimes(st.just(True))),
        )
    except KtError:
        assume(False)
        raise


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much, HealthCheck.function_scoped_fixture],
)
@given(questions())
def test_property_a_reproducer_asks_the_same_question_again(run, instance: Instance) -> None:
    """The same question as the command line poses it: a clue on a fixed end's move is that end."""
    assert _asked_again(run, instance) == instance.with_clued_ends().as_dict()


class _Clock:
    """A stand-in for the cross-check's clock that the planted engines move on."""

    def __init__(self) -> None:
        self.now = 100.0

    def perf_counter(self) -> float:
        return self.now


def test_an_engines_time_is_all_it_was_asked_its_count_too(run, monkeypatch) -> None:
    from kt_csp.crosschecks import check as crosschecks

    clock = _Clock()
    monkeypatch.setattr(crosschecks, "time", clock)

    def search(instance: Instance, limits: Limits, options: object) -> Result:
        clock.now += 0.25
        return BACKTRACK.solve(instance, limits, BACKTRACK.options())

    def tally(instance: Instance, limits: Limits, options: object, workers: int | None):
        clock.now += 17.5  # a count that reports no time of its own (as the SAT count's once was shown)
        counted = BACKTRACK.count(instance, limits, BACKTRACK.options(), 1)
        return dataclasses.replace(counted, stats=dataclasses.replace(counted.stats, wall_time=0.0))

    monkeypatch.setitem(ENGINES, "slow", Engine("slow", search, tally, BACKTRACK.options))
    ran = run("crosscheck", "5x5", "--start", "a1", "--count", "--engines", "slow")
    row = next(line for line in ran.out.splitlines() if line.startswith("| slow"))
    assert ran.code == 0 and row.split("|")[5].strip() == "17.750"
    data = json.loads(run("crosscheck", "5x5", "--start", "a1", "--count", "--engines", "slow", "--format", "json").out)
    assert data["engines"][0]["wall_time"] == 17.75 and data["engines"][0]["count_stats"]["wall_time"] == 0.0


def _counted_short(by: int):
    """A broken counter: the backtracker's count, stopped, with ``by`` tours more (or fewer)."""

    def count(instance: Instance, limits: Limits, options: object, workers: int | None):
        counted = BACKTRACK.count(instance, limits, BACKTRACK.options(), 1)
        return dataclasses.replace(
            counted, total=counted.total + by, complete=False, reason="time limit of 1 s reached"
        )

    return count


def test_the_summary_says_whether_the_counts_agree(run, monkeypatch, tmp_path: Path) -> None:
    ran = run("crosscheck", "5x5", "--start", "a1", "--count", "--engines", "backtrack,sat")
    assert ran.code == 0 and ran.out.rstrip().endswith(
        "# agree: open tour of 5x5 from a1: 2 of 2 engines found a tour, each verified; the counts agree: 304"
    )
    monkeypatch.setitem(ENGINES, "miscounter", BROKEN["miscounter"])
    wrong = run(
        "crosscheck",
        "5x5",
        "--start",
        "a1",
        "--count",
        "--engines",
        "backtrack,miscounter",
        "--reproducer-dir",
        str(tmp_path),
    )
    assert (
        wrong.code == 1
        and ("# DISAGREE on the open tour of 5x5 from a1: the counts differ: backtrack 304, miscounter 305")
        in wrong.out
    )
    monkeypatch.setitem(ENGINES, "stopper", Engine("stopper", BACKTRACK.solve, _counted_short(-4), BACKTRACK.options))
    alone = run("crosscheck", "5x5", "--start", "a1", "--count", "--engines", "backtrack,stopper")
    assert alone.code == 0 and alone.out.rstrip().endswith(
        "each verified; only backtrack counted to the end: 304 (stopper stopped before the end)"
    )


def test_a_stopped_count_above_a_complete_one_is_a_disagreement() -> None:
    over = Engine("overcounter", BACKTRACK.solve, _counted_short(+1), BACKTRACK.options)
    check = crosscheck(Instance(parse_board("5x5"), start=0), [BACKTRACK, over], counting=True)
    assert check.disagreements == [
        "overcounter counted at least 305 tours before it stopped, more than the 304 that backtrack counted to the end"
    ]


def test_a_counter_alone_decides_by_its_count(run) -> None:
    alone = run("crosscheck", "3x4", "--count", "--engines", "frontier")  # (it said: no engine could decide)
    assert alone.code == 0 and alone.out.rstrip().endswith(
        "# agree: open tour of 3x4: only frontier counted to the end: 16"
    )


def test_a_sweep_that_counts_sums_up_each_engine_counter_too(run) -> None:
    ran = run("crosscheck", "--sweep", "3x3..3x4", "--count", "--engines", "backtrack,frontier")
    assert ran.code == 0, ran.err  # (exit 70: the engine table took the times of searches, and a counter has none)
    rows = [[cell.strip() for cell in line.split("|")[1:-1]] for line in ran.out.splitlines() if line.startswith("| ")]
    table = {row[0]: dict(zip(rows[0], row)) for row in rows[1:]}
    assert [table[name]["counted"] for name in ("backtrack", "frontier")] == ["2", "2"]
    assert table["backtrack"]["found"] == "1" and table["frontier"]["found"] == "0"


def test_every_engine_option_of_solve_and_count_reaches_its_engine(run, monkeypatch, tmp_path: Path) -> None:
    from kt_csp.core.choices import BacktrackOptions, CpsatOptions, Encoding, FrontierOptions, Order, SatOptions

    seen: dict[str, list[tuple[str, object, int | None]]] = {}
    for name in ("backtrack", "cpsat", "sat", "frontier"):
        real = ENGINES[name]

        def solve(instance: Instance, limits: Limits, options: object, name: str = name, real: Engine = real) -> Result:
            seen.setdefault(name, []).append(("solve", options, None))
            return real.solve(instance, limits, options)

        def count(
            instance: Instance,
            limits: Limits,
            options: object,
            workers: int | None,
            name: str = name,
            real: Engine = real,
        ):
            seen.setdefault(name, []).append(("count", options, workers))
            return real.count(instance, limits, options, workers)

        monkeypatch.setitem(ENGINES, name, dataclasses.replace(real, solver=solve, counter=count))
    ran = run(
        "crosscheck",
        "5x5",
        "--start",
        "a1",
        "--count",
        "--order",
        "warnsdorff",
        "--no-forward-check",
        "-j",
        "2",
        "--seed",
        "3",
        "--hint",
        "--encoding",
        "complete",
        "--sat-solver",
        "glucose4",
        "--spill",
        str(tmp_path),
        "--format",
        "json",
    )
    assert ran.code == 0 and json.loads(ran.out)["agree"]
    backtrack, cpsat = (
        BacktrackOptions(Order.WARNSDORFF, forward_check=False),
        CpsatOptions(workers=2, seed=3, hint=True),
    )
    sat = SatOptions(Encoding.COMPLETE, "glucose4")
    assert seen == {
        "backtrack": [("solve", backtrack, None), ("count", backtrack, 2)],
        "cpsat": [("solve", cpsat, None), ("count", cpsat, 2)],
        "sat": [("solve", sat, None), ("count", sat, 2)],
        "frontier": [("count", FrontierOptions(spill=tmp_path), 2)],
    }


@pytest.mark.parametrize(
    "args, message",
    [
        (
            ["--order", "warnsdorff", "--engines", "cpsat,sat"],
            "--order is an option of the backtrack engine, which this check does not run",
        ),
        (
            ["--closed", "--symmetry", "rot180", "--no-forward-check"],
            "--forward-check is an option of the backtrack engine",
        ),
        (["--workers", "2", "--engines", "backtrack"], "--workers is an option of the cpsat engine"),
        (["--spill", "states"], "--count brings the frontier counter in"),
        (["--count", "--start", "a1", "--checkpoint", "a.npz", "--spill", "states"], "choose one"),
    ],
)
def test_an_option_of_no_engine_checked_is_refused_in_one_line(run, args: list[str], message: str) -> None:
    ran = run("crosscheck", "5x5", *args)
    assert ran.code == 2 and message in ran.err and len(ran.err.strip().splitlines()) == 1


def test_the_warnsdorff_search_auto_uses_is_checked_and_its_reproducer_keeps_the_options(
    run, monkeypatch, tmp_path: Path
) -> None:
    monkeypatch.setitem(ENGINES, "dropper", BROKEN["dropper"])
    ran = run(
        "crosscheck",
        "8x8",
        "--start",
        "a1",
        "--engines",
        "backtrack,dropper",
        "--order",
        "warnsdorff",
        "--reproducer-dir",
        str(tmp_path),
    )
    assert ran.code == 1 and "# backtrack: warnsdorff order, forward checking on" in ran.out
    backtrack = next(line for line in ran.out.splitlines() if line.startswith("| backtrack"))
    assert "64 nodes, 0 backtracks" in backtrack  # Warnsdorff's order walks 8x8 without a step back
    command = json.loads((tmp_path / "crosscheck-8x8-open-from-a1.json").read_text())["command"]
    assert command == "kt-csp crosscheck 8x8 --start a1 --engines backtrack,dropper --order warnsdorff --time-limit 60"
    again = json.loads(run(*shlex.split(command)[1:], "--reproducer-dir", str(tmp_path), "--format", "json").out)
    assert again["engines"][0]["options"] == "warnsdorff order, forward checking on"


def test_a_sweep_gives_its_engines_rows_as_data_and_the_cli_draws_the_table(run) -> None:
    from kt_csp.crosschecks.survey import Survey, sweep_instances

    instances = sweep_instances([parse_board("3x4"), parse_board("4x4")], [False], all_starts=False)
    sweep = Survey([crosscheck(instance, [BACKTRACK], counting=True) for instance in instances])
    (row,) = sweep.engine_rows()
    assert (row.engine, row.found, row.none, row.unknown, row.counted) == ("backtrack", 1, 1, 0, 2)
    assert row.slowest in instances and row.seconds >= row.slowest_seconds > 0
    ran = run("crosscheck", "--sweep", "3x4..4x4", "--engines", "backtrack", "--count")
    assert "| engine    | found | none | unknown | counted | time (s) | slowest (s)" in ran.out
    assert "| backtrack |     1 |    1 |       0 |       2 |" in ran.out


def test_a_sweeps_json_counts_its_disagreements_in_one_key_only(run) -> None:
    data = json.loads(run("crosscheck", "--sweep", "3x3..3x4", "--engines", "backtrack", "--format", "json").out)
    assert data["disagreement_count"] == 0 and "disagreements" not in data  # the int retired after 0.2
