"""Counts confirmed by ganak, an exact model counter: the complete CNF's models projected onto its
arcs are the tours (the bijection, tested), counted as ``kt-csp count`` counts them."""

from __future__ import annotations

import json
import re
import signal
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from published import CLOSED_TOURS_3XN, CLOSED_TOURS_UNDIRECTED, OPEN_TOURS_5X5, OPEN_TOURS_SQUARE
from pysat.solvers import Solver
from reference import tours
from watching import AVAILABLE, children, cpu_seconds, ended, loaded, wait_for

from kt_csp import ENGINES, Board, Instance, Limits, Stop, count, parse_board
from kt_csp.certificates import ganak_run, model_count
from kt_csp.certificates.model_count import MOST_SQUARES, Confirmation, confirm, projected_cnf, refusal
from kt_csp.core.verifier import verify
from kt_csp.crosschecks.check import crosscheck, write_reproducer
from kt_csp.engines.sat.encoding import arc_variables, complete_formula, tour_from_model
from kt_csp.errors import KtError

pytestmark = pytest.mark.spawns  # (ganak counts in a child Python)


def test_3x4_open_tours_are_confirmed_and_the_confirmation_is_in_counts_units() -> None:
    instance = Instance(parse_board("3x4"))
    confirmed = confirm(instance)
    assert confirmed.count == count(instance).total == 16 and confirmed.stop is None
    assert confirmed.counter == "ganak 2.9.0"


@pytest.mark.slow
def test_open_5x5_from_a_corner_matches_the_published_grid() -> None:
    assert confirm(Instance(parse_board("5x5"), start=0)).count == OPEN_TOURS_5X5[4][0]


@pytest.mark.slow
def test_open_5x5_over_every_start_matches_oeis_a165134() -> None:
    assert confirm(Instance(parse_board("5x5"))).count == OPEN_TOURS_SQUARE[5]


@pytest.mark.slow
def test_closed_3x10_is_twice_the_undirected_count_of_oeis_a070030() -> None:
    assert confirm(Instance(parse_board("3x10"), closed=True)).count == 2 * CLOSED_TOURS_3XN[10]


@pytest.mark.slow
def test_closed_4x4_has_none_as_oeis_a001230_says() -> None:
    assert confirm(Instance(parse_board("4x4"), closed=True)).count == 2 * CLOSED_TOURS_UNDIRECTED[4]


@pytest.mark.parametrize("seconds", [0.5, 0.0])
def test_the_time_limit_stops_the_counter_with_no_count(seconds: float) -> None:
    confirmed = confirm(Instance(parse_board("6x6"), closed=True), Limits(time_limit=seconds))  # (past 10 minutes)
    assert confirmed.count is None and confirmed.stop is Stop.TIME and "time limit" in confirmed.reason


def test_a_counter_that_does_not_count_gives_its_last_word_not_a_count(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(model_count, "projected_cnf", lambda instance: b"p cnf 1 1\n1 x 0\n")
    confirmed = confirm(Instance(parse_board("3x4")))
    assert confirmed.count is None and confirmed.stop is None
    assert confirmed.reason.startswith("ganak did not count: cannot read the CNF") and "\n" not in confirmed.reason


@pytest.mark.parametrize(
    ("instance", "words"),
    [
        (Instance(Board(8, 9)), f"at most {MOST_SQUARES} squares (8x9 has 72)"),
        (Instance(parse_board("4x4"), magic="semi"), "does not encode magic"),
        (Instance(parse_board("5x5"), longest=True), "does not encode longest"),
        (Instance(parse_board("5x5"), minimize="crossings"), "does not encode minimize"),
    ],
)
def test_questions_out_of_the_counters_reach_are_refused_in_one_line(instance: Instance, words: str) -> None:
    assert words in (refusal(instance) or "")
    with pytest.raises(KtError, match=re.escape(words)):
        confirm(instance)


@pytest.mark.parametrize(("size", "closed", "tours"), [("1x1", False, 1), ("1x1", True, 0), ("2x2", False, 0)])
def test_the_smallest_boards_are_counted_as_count_counts_them(size: str, closed: bool, tours: int) -> None:
    instance = Instance(parse_board(size), closed=closed)  # (1x1 closed: its CNF once failed to build)
    assert confirm(instance).count == count(instance, theory=False).total == tours


def test_holes_bring_a_large_rectangle_within_reach() -> None:
    board = Board(9, 9, holes=frozenset(range(33)))
    assert board.squares == MOST_SQUARES and refusal(Instance(board)) is None


def test_the_projection_is_the_arcs_the_dimacs_export_names() -> None:
    instance = Instance(parse_board("3x4"), closed=True)
    text = projected_cnf(instance).decode()
    shown = [line for line in text.splitlines() if line.startswith("c p show ")]
    named = {int(line.split()[2]) for line in text.splitlines() if line.startswith("c var ") and "arc_" in line}
    assert len(shown) == 1 and set(map(int, shown[0].split()[3:-1])) == named and shown[0].endswith(" 0")
    assert text.index("c p show") < text.index("p cnf") and text.startswith(f"c {instance.tag()}\n")


def test_the_childs_reader_takes_clauses_over_lines_and_refuses_what_is_not_a_cnf() -> None:
    assert ganak_run.read_cnf("c x\nc p show 2 0\np cnf 2 2\n1 -2\n0 2 0\n") == (2, [[1, -2], [2]], [2])
    assert ganak_run.read_cnf("p cnf 1 0\n") == (1, [], None)
    for text, fault in (("1 0\n", "no 'p cnf' line"), ("p cnf 1 1\n1\n", "not closed by 0")):
        with pytest.raises(ValueError, match=fault):
            ganak_run.read_cnf(text)


def test_the_child_refuses_wrong_arguments_and_unreadable_files_with_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert ganak_run.main([]) == 2
    assert ganak_run.main([str(tmp_path / "missing.cnf"), str(tmp_path / "answer")]) == 2
    assert capsys.readouterr().err.count("\n") == 2 and not (tmp_path / "answer").exists()


# The bijection: every model of the complete CNF, projected onto the arcs, is one tour, and every
# tour is exactly one model of the named variables (its positions forced by its arcs).


def models(instance: Instance) -> list[list[int]]:
    """Every model of the complete CNF, distinct on the arcs (each found one blocked on its arcs)."""
    formula = complete_formula(instance)
    arcs = sorted(arc_variables(formula))
    found = []
    with Solver(name="cadical195", bootstrap_with=formula.cnf.clauses) as solver:
        while solver.solve():
            model = solver.get_model()
            found.append(model)
            solver.add_clause([-model[var - 1] for var in arcs])
    return found


BIJECTION = [
    Instance(parse_board("3x4")),
    Instance(parse_board("3x4"), start=0),
    pytest.param(Instance(parse_board("5x5"), start=0), marks=pytest.mark.slow),
    Instance(parse_board("3x8"), start=1),
    Instance(parse_board("4x5"), end=0),
    pytest.param(Instance(parse_board("3x10"), closed=True), marks=pytest.mark.slow),
]


@pytest.mark.parametrize("instance", BIJECTION, ids=lambda instance: instance.command_line())
def test_every_model_is_a_verified_tour_and_every_tour_one_model(instance: Instance) -> None:
    formula = complete_formula(instance)
    decoded = [tuple(tour_from_model(formula, model)) for model in models(instance)]
    assert all(verify(instance, tour) for tour in decoded)
    board = instance.board
    starts = range(board.size) if instance.start is None and not instance.closed else [instance.start or board.first]
    expected = {tour for start in starts for tour in tours(board, start, instance.end, instance.closed)}
    assert len(decoded) == len(set(decoded)) and set(decoded) == expected and expected


def test_a_tours_arcs_force_every_named_variable() -> None:
    instance = Instance(parse_board("5x5"), start=0)
    formula = complete_formula(instance)
    arcs = sorted(arc_variables(formula))
    named = sorted(var for key, var in formula.pool.obj2id.items() if key[0] in ("arc", "ge"))
    for model in models(instance)[:40]:
        fixed = [model[var - 1] for var in arcs]
        with Solver(name="cadical195", bootstrap_with=formula.cnf.clauses) as solver:
            assert solver.solve(assumptions=fixed)
            solver.add_clause([-solver.get_model()[var - 1] for var in named if var not in arcs])
            assert not solver.solve(assumptions=fixed)  # no second model on these arcs


@st.composite
def small_questions(draw: st.DrawFn) -> Instance:
    """A small question: a board of 6 to 20 squares, some holes, open or closed, a start or not,
    an open tour's end or not."""
    rows, cols = draw(st.integers(2, 4)), draw(st.integers(3, 5))
    holes = draw(st.frozensets(st.integers(0, rows * cols - 1), max_size=3))
    board = Board(rows, cols, holes=holes)
    live = board.live.tolist()
    start, closed = draw(st.one_of(st.none(), st.sampled_from(live))), draw(st.booleans())
    end = None if closed else draw(st.one_of(st.none(), st.sampled_from([s for s in live if s != start])))
    return Instance(board, start=start, end=end, closed=closed)


@pytest.mark.slow
@settings(max_examples=16, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_questions())
def test_ganak_counts_what_the_backtracker_counts(instance: Instance) -> None:
    assert confirm(instance).count == count(instance, "backtrack", theory=False, workers=1).total


def test_count_confirm_says_the_counters_count_beside_the_engines_and_exits_as_the_count(run) -> None:
    ran = run("count", "3x4", "--confirm")
    assert ran.code == 0 and "# confirmed by ganak (an exact model counter): 16 in " in ran.out


def test_count_confirms_json_has_the_certificate(run) -> None:
    data = json.loads(run("count", "3x4", "--confirm", "--format", "json").out)
    assert data["total"] == 16
    assert data["certificate"] == {
        "kind": "model count",
        "file": None,
        "checker": "ganak 2.9.0",
        "checked": True,
        "count": 16,
    }


def test_count_confirm_exits_1_when_the_counter_differs(run, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(model_count, "confirm", lambda instance, limits: Confirmation(17, 0.1))
    ran = run("count", "3x4", "--confirm")
    assert (
        ran.code == 1 and "# NOT confirmed: ganak (an exact model counter) counted 17 in 0.1 s, backtrack 16" in ran.out
    )
    data = json.loads(run("count", "3x4", "--confirm", "--format", "json").out)
    assert data["status"] == "complete" and data["certificate"]["checked"] is False
    assert data["certificate"]["count"] == 17


@pytest.mark.parametrize(("stop", "code"), [(Stop.TIME, 3), (Stop.INTERRUPTED, 130)])
def test_count_confirm_is_unknown_when_the_counter_does_not_finish(
    run, monkeypatch: pytest.MonkeyPatch, stop: Stop, code: int
) -> None:
    stopped = Confirmation(None, 1.0, stop=stop, reason=Limits(time_limit=1).reason(stop))
    monkeypatch.setattr(model_count, "confirm", lambda instance, limits: stopped)
    ran = run("count", "4x4", "--closed", "--confirm", "--time-limit", "1", "--format", "json")
    data = json.loads(ran.out)
    assert ran.code == code and data["status"] == "complete" and data["total"] == 0
    assert data["certificate"]["checked"] is False and data["certificate"]["count"] is None
    said = run("count", "4x4", "--closed", "--confirm", "--time-limit", "1").out.splitlines()[-1]
    assert said == f"# not confirmed: ganak (an exact model counter) did not finish ({stopped.reason})"


def test_count_confirm_leaves_an_incomplete_count_unconfirmed(run) -> None:
    ran = run("count", "5x5", "--engine", "backtrack", "--node-limit", "10", "--confirm")
    assert ran.code == 3 and "# not confirmed by ganak (an exact model counter): the count is incomplete" in ran.out


@pytest.mark.parametrize(
    ("words", "said"),
    [
        (["9x9"], "--confirm: the model counter confirms counts on boards of at most 48 squares (9x9 has 81)"),
        (["4x4", "--magic", "semi"], "does not encode magic"),
        (["3x4", "--distinct"], "--confirm confirms a count of tours, not of distinct classes"),
    ],
)
def test_count_confirm_refuses_before_counting_in_one_line(run, words: list[str], said: str) -> None:
    ran = run("count", *words, "--confirm")
    assert ran.code == 2 and said in ran.err and ran.err.count("\n") == 1 and not ran.out


# crosscheck --count --confirm: ganak as one more witness of the count.


def test_the_model_counter_is_one_more_witness_of_a_cross_checks_count() -> None:
    check = crosscheck(Instance(parse_board("3x4")), [ENGINES["backtrack"]], counting=True, confirming=True)
    assert check.agree and check.confirmation is not None and check.confirmation.count == 16
    assert check.counts_said() == "the counts agree: 16" and check.complete_counts() == {"backtrack": 16, "ganak": 16}
    assert check.as_dict()["model_count"] == check.confirmation.as_dict()


def test_a_count_the_model_counter_does_not_confirm_is_a_disagreement(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(model_count, "confirm", lambda instance, limits: Confirmation(17, 0.1))
    check = crosscheck(Instance(parse_board("3x4")), [ENGINES["backtrack"]], counting=True, confirming=True)
    assert check.disagreements == ["the counts differ: backtrack 16, ganak 17"]


def test_the_model_counter_passes_over_a_board_out_of_its_reach_in_one_line() -> None:
    limits = Limits(time_limit=0.5)
    check = crosscheck(Instance(parse_board("8x9")), [ENGINES["backtrack"]], limits, counting=True, confirming=True)
    assert check.confirmation is not None and check.confirmation.count is None
    assert check.confirmation.reason == "passed over: " + (refusal(check.instance) or "")
    assert not check.disagreements and "\n" not in check.confirmation.reason


def test_a_cross_check_confirms_only_when_asked() -> None:
    check = crosscheck(Instance(parse_board("3x4")), [ENGINES["backtrack"]], counting=True)
    assert check.confirmation is None and check.as_dict()["model_count"] is None


def test_crosscheck_confirm_shows_ganaks_row_and_needs_count(run, tmp_path: Path) -> None:
    ran = run("crosscheck", "3x4", "--count", "--confirm", "--engines", "backtrack")
    assert ran.code == 0 and "| ganak     | counted | —        | model counter" in ran.out
    assert "the counts agree: 16" in ran.out
    data = json.loads(run("crosscheck", "3x4", "--count", "--confirm", "--engines", "backtrack", "-f", "json").out)
    assert data["model_count"]["count"] == 16 and data["model_count"]["counter"] == "ganak 2.9.0"
    refused = run("crosscheck", "3x4", "--confirm")
    assert refused.code == 2 and "--confirm confirms the counts with a model counter: give --count" in refused.err


def test_a_reproducer_asks_for_the_confirmation_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(model_count, "confirm", lambda instance, limits: Confirmation(17, 0.1))
    check = crosscheck(Instance(parse_board("3x4")), [ENGINES["backtrack"]], counting=True, confirming=True)
    written = json.loads(write_reproducer(check, Limits(time_limit=5), tmp_path).read_text())
    assert " --count --confirm " in written["command"]


def _counter_child(pid: int) -> list[int]:
    """The ganak child of a kt-csp process, once it is counting (its library loaded)."""
    return [child for child in children(pid) if loaded(child, "pyganak")]


def _counting(pid: int) -> bool:
    """Whether the ganak child has used half a second of CPU time: it is counting."""
    return any(cpu_seconds(child) > 0.5 for child in _counter_child(pid))


@pytest.mark.slow
@pytest.mark.skipif(not AVAILABLE, reason="watches the process in /proc")
def test_ctrl_c_ends_the_counter_and_leaves_the_confirmation_unknown(spawn) -> None:
    process = spawn("count", "5x6", "--start", "a1", "--confirm", text=True)  # (ganak: minutes)
    wait_for(lambda: _counting(process.pid), process)
    counter = _counter_child(process.pid)[0]
    process.send_signal(signal.SIGINT)
    out, _ = ended(process)
    assert process.returncode == 130
    assert str(out).splitlines()[-1].endswith("did not finish (interrupted (Ctrl-C))")
    assert not Path(f"/proc/{counter}").exists()
