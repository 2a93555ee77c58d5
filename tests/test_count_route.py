"""Auto's counter is the faster of the backtracker and the frontier counter by their estimates
(Knuth's of the walk, the sweep's of its states), each turned into seconds by a pace measured on
this machine; the sweep's estimate also drives its progress bar."""

from __future__ import annotations

import time

import pytest
from published import CLOSED_TOURS_3XN, CLOSED_TOURS_5XN, CLOSED_TOURS_6XN, OPEN_TOURS_SQUARE

import kt_csp
from kt_csp import Limits
from kt_csp.cli import progress as progress_module
from kt_csp.engines.auto import engine as auto
from kt_csp.engines.auto.engine import count_route
from kt_csp.engines.frontier.sweep import _Bar
from kt_csp.errors import MemoryLimitError


@pytest.mark.parametrize(("board", "closed"), [("7x7", False), ("8x8", True)])
def test_auto_sweeps_7x7_open_and_8x8_closed_whose_walks_take_hours_and_years(board: str, closed: bool) -> None:
    route = count_route(kt_csp.question(board, closed=closed))
    assert route.engine == "frontier" and route.walk is not None and route.sweep is not None
    assert route.sweep.seconds < route.walk.seconds / 10  # (7x7: 15 hours against 19 minutes)
    assert route.note.startswith("auto chose the frontier counter: the faster by the estimates, about ")
    assert "to walk about" in route.note and "(Knuth's estimate)" in route.note


@pytest.mark.parametrize(
    ("board", "keywords"),
    [
        ("6x6", {}),  # walked in 8.5 s, swept in 22.8 s (one core each, side by side)
        ("6x6", {"start": "a1"}),
        ("3x10", {"closed": True}),  # 16 tours: 3,430 nodes
        ("6x6", {"closed": True}),  # 0.04 s of walking, 1.1 s to load the sweep's kernels
        ("6x5", {"closed": True, "end": "a3"}),
    ],
)
def test_auto_walks_where_the_walk_is_the_faster(board: str, keywords: dict[str, object]) -> None:
    route = count_route(kt_csp.question(board, **keywords))
    assert route.engine == "backtrack" and route.walk is not None and route.sweep is not None
    assert route.walk.seconds <= route.sweep.seconds
    assert route.note.startswith("auto chose the backtracker: the faster by the estimates, about ")
    assert "too many tours" not in route.note


def test_the_route_is_the_same_each_time_asked() -> None:
    """Counts of nodes and states decide, never a timing: a second estimate from scratch agrees."""
    question = kt_csp.question("5x10", closed=True)
    first = count_route(question)
    assert count_route(question) == first and first.engine == "frontier"


def test_a_route_chosen_before_the_count_is_not_estimated_again(monkeypatch) -> None:
    """The command line says a long count's route before it counts: the count takes that route
    (no process-wide cache of the walk's estimate), and says it as data in ``route``."""
    question = kt_csp.question("5x10", closed=True)
    route = count_route(question)

    def again(*args: object) -> None:
        raise AssertionError("the walk estimated again")

    monkeypatch.setattr("kt_csp.engines.backtrack.treesize.estimate_walk", again)
    counted = kt_csp.count(question, "auto", options=auto.RoutedOptions(route=route), workers=1)
    assert counted.total == 2 * CLOSED_TOURS_5XN[10] and counted.note == route.note
    assert [(step.engine, step.outcome) for step in counted.route] == [("frontier", "complete")]


def test_a_node_limit_or_a_time_limit_shorter_than_the_sweep_keeps_the_walk() -> None:
    question = kt_csp.question("7x7")
    limited = count_route(question, Limits(node_limit=1000))
    assert limited.engine == "backtrack" and "a node limit limits its walk" in limited.note
    hurried = count_route(question, Limits(time_limit=5))
    assert (
        hurried.engine == "backtrack" and "the time limit is shorter than the frontier counter's sweep" in hurried.note
    )
    assert count_route(question, Limits(time_limit=10**6)).engine == "frontier"


def test_a_sweep_past_memory_is_spilled_to_a_temporary_folder_and_said_in_the_note(monkeypatch, tmp_path) -> None:
    """Issue 46: where twice the sweep's estimate of its states would not fit in memory, auto keeps
    them on disk itself (in the temporary folder, removed after), and its note says so."""
    monkeypatch.setattr("kt_csp.runtime.memory.available_memory", lambda: 1_000_000)
    monkeypatch.setenv("TMPDIR", str(tmp_path))
    monkeypatch.setattr("tempfile.tempdir", None)
    question = kt_csp.question("5x10", closed=True)  # about 56,497 states at its widest: 1.7 MB
    route = count_route(question)
    assert route.engine == "frontier" and route.spill and "kept on disk in a temporary folder" in route.note
    counted = auto.count(question)
    assert counted.total == 2 * CLOSED_TOURS_5XN[10] and counted.complete and counted.note == route.note
    assert list(tmp_path.iterdir()) == []  # (the spill folder removed)


def test_a_sweep_past_memory_and_the_temporary_disk_is_refused_in_one_line(monkeypatch) -> None:
    monkeypatch.setattr("kt_csp.runtime.memory.available_memory", lambda: 1_000_000)
    monkeypatch.setattr("kt_csp.engines.frontier.spill.free_disk", lambda folder: 1_000)
    with pytest.raises(MemoryLimitError, match="count --spill DIR on a disk with room") as raised:
        auto.count(kt_csp.question("5x10", closed=True))
    assert "\n" not in str(raised.value)


def test_past_the_walks_estimate_the_sweep_counts_and_totals_stay_published() -> None:
    counted = kt_csp.count("3x40", closed=True)  # 120 squares: the walk is not estimated
    assert counted.engine == "frontier" and counted.total == 2 * CLOSED_TOURS_3XN[40]
    assert "not estimated past 100 squares" in counted.note
    walked = kt_csp.count("5x6", closed=True)
    assert walked.engine == "backtrack" and walked.total == 2 * CLOSED_TOURS_6XN[5]


def test_the_sweeps_progress_is_in_states_never_goes_back_and_ends_at_its_total() -> None:
    bar = _Bar(squares=4, expected=1000)
    shown = [bar.step(swept, held) for swept, held in [(10, 10), (400, 390), (1900, 1500), (2000, 100)]]
    assert all(step >= 0 for step in shown) and sum(shown) == bar.total == 1000  # the whole bar, at the end only
    assert sum(shown[:3]) < bar.total  # an estimate passed before the end leaves the bar short of it
    early = _Bar(squares=49, expected=3_000_000_000)
    assert early.step(1_000, 1_000) == 1_000  # a step is a state swept, while the estimate holds
    squares = _Bar(squares=3, expected=None)  # no estimate (another leaper): squares
    assert [squares.step(5, 5) for _ in range(3)] == [1, 1, 1] and squares.total == 3


def test_a_sweep_reports_in_estimated_states() -> None:
    from test_progress import Heard

    heard = Heard()
    kt_csp.count("5x8", "frontier", Limits().reporting(heard), closed=True)
    assert heard.said[0][1:] == (451_976, "sweeping states (estimated)") and heard.steps() == 451_976


def test_a_count_whose_stderr_is_no_terminal_says_how_far_it_is_in_lines(run, monkeypatch) -> None:
    monkeypatch.setattr(progress_module, "LINE_EVERY", 0.0)  # a line at each step (a minute apart in use)
    ran = run("count", "5x8", "--closed", "--engine", "frontier")
    lines = [line for line in ran.err.splitlines() if line.startswith("# sweeping states (estimated): ")]
    assert ran.code == 0 and len(lines) >= 10 and all(" so far" in line for line in lines)
    assert "left" in lines[-2] and "states/s)" in lines[-1]
    assert ": 88,404" in ran.out


def test_open_7x7_by_the_published_count_is_what_the_sweep_is_estimated_against() -> None:
    """The estimate's scale: 7x7 open has 1.7e11 directed tours, so a walk of at least that many
    nodes, and Knuth's estimate is of that order or more."""
    route = count_route(kt_csp.question("7x7"))
    assert route.walk is not None and route.walk.nodes >= OPEN_TOURS_SQUARE[7]


def test_the_line_comes_while_the_work_reports_nothing(monkeypatch, capsys) -> None:
    """A sweep reports a square at a time, and a wide square takes minutes (`count 7x7` wrote no
    line in 75 s): the line is said whether or not the work has reported since."""
    monkeypatch.setattr(progress_module, "LINE_EVERY", 0.2)
    said = ""
    with progress_module.progress(10, "sweeping") as advance:
        advance(1, "square 1")
        for _ in range(600):  # (a second's wait, as a rule; a minute on a very busy machine)
            said += capsys.readouterr().err
            if "# sweeping: 10% done (square 1)" in said:
                break
            time.sleep(0.1)
    assert "# sweeping: 10% done (square 1), " in said
