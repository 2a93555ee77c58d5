"""Limits: the clock covers building, every stop is named, and engines refuse what is not theirs."""

from __future__ import annotations

import time

import pytest

from kt_csp import ENGINES, Instance, KtError, Limits, Status, Stop, count, crosscheck, parse_board, solve
from kt_csp.engines.backtrack.search import BacktrackOptions
from kt_csp.engines.cpsat.engine import CpsatOptions


def _spent(seconds: float, limit: float) -> Limits:
    """A limit whose clock started ``seconds`` ago."""
    return Limits(time_limit=limit, started=time.monotonic() - seconds)


# The work a 60x60 question costs each engine (seconds of it): the CP-SAT model's and the CNF's
# variables, the construction's blocks, the backtracker's search.
WORK = [
    "kt_csp.engines.cpsat.model.candidate_arcs",
    "kt_csp.engines.sat.encoding.candidate_arcs",
    "kt_csp.engines.construct.build._lay_blocks",
    "kt_csp.engines.backtrack.search.Search.run",
]


@pytest.mark.parametrize("engine", ["backtrack", "cpsat", "sat", "construct", "auto"])
def test_a_limit_already_spent_answers_unknown_before_building(engine: str, monkeypatch: pytest.MonkeyPatch) -> None:
    from kt_csp.engines.backtrack import search as backtrack

    backtrack.warm_up()  # the kernel, compiled or loaded once per process, is not this question's work

    def work(*args: object, **keywords: object) -> None:
        raise AssertionError("the engine set to work on a question whose time was already spent")

    for target in WORK:
        monkeypatch.setattr(target, work)
    result = solve(Instance(parse_board("60x60"), closed=True), engine, _spent(2, 1))
    assert result.status is Status.UNKNOWN and result.stop is Stop.TIME
    assert result.reason == "time limit of 1 s reached"
    assert result.as_dict()["stopped_by"] == "time_limit"


@pytest.mark.parametrize("engine", ["backtrack", "cpsat", "sat"])
def test_a_count_stopped_by_time_says_so_with_the_limit_given(engine: str) -> None:
    result = count(Instance(parse_board("8x8")), engine, Limits(time_limit=0.5))
    assert not result.complete and result.stop is Stop.TIME
    assert result.reason == "time limit of 0.5 s reached"  # the user's limit, not the time that was left


def test_a_node_limit_bounds_the_whole_count_exactly() -> None:
    result = count(Instance(parse_board("6x6")), "backtrack", Limits(node_limit=5_000), workers=2)
    assert not result.complete and result.stop is Stop.NODES and result.stats.nodes <= 5_000
    again = count(Instance(parse_board("6x6")), "backtrack", Limits(node_limit=5_000), workers=2)
    assert (again.total, again.stats.nodes) == (result.total, result.stats.nodes)  # the same cut each run


def test_a_tour_limit_is_a_named_stop() -> None:
    result = count(Instance(parse_board("5x5"), start=0), "cpsat", Limits(tour_limit=7))
    assert (result.total, result.complete, result.stop) == (7, False, Stop.TOURS)


def test_each_engine_of_a_crosscheck_gets_its_own_clock() -> None:
    check = crosscheck(
        Instance(parse_board("5x5"), start=0), [ENGINES[e] for e in ("backtrack", "cpsat", "sat")], _spent(100, 30)
    )
    assert check.agree and all(a.result is not None and a.result.status is Status.FOUND for a in check.answers)


@pytest.mark.parametrize(
    "engine, options", [("cpsat", BacktrackOptions()), ("backtrack", CpsatOptions()), ("sat", "lazy")]
)
def test_an_engine_refuses_another_engines_options(engine: str, options: object) -> None:
    with pytest.raises(KtError, match=f"the {engine} engine takes"):
        solve(Instance(parse_board("5x5")), engine, Limits(), options)


def test_the_command_line_s_clock_starts_when_its_process_did() -> None:
    """``--time-limit`` counts Python's own start-up too (0.1-0.3 s, before kt-csp's code runs):
    the clock's start is the process's, at least as far back as the CPU time it has used."""
    import subprocess
    import sys

    said = subprocess.run(
        [
            sys.executable,
            "-c",
            "import time; from kt_csp.cli.process import _process_started; "
            "print(time.monotonic() - _process_started(), time.process_time())",
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    age, cpu = map(float, said.stdout.split())
    assert age >= cpu > 0


def test_a_compile_beside_is_waited_for_no_longer_than_the_time_limit_and_only_once() -> None:
    """Loading the kernel from numba's cache took a second on a busy machine, past a 1 s limit:
    the time limit stops the wait (the compile goes on, and a later call waits for the same)."""
    import threading

    from kt_csp.runtime.compiled import beside

    release, calls = threading.Event(), []

    def compile_() -> None:
        calls.append(1)
        release.wait(60)

    assert not beside(compile_, "a test's compile", seconds=0.05)
    release.set()
    assert beside(compile_, "a test's compile") and beside(compile_, "a test's compile", seconds=0)
    assert calls == [1]


LEAVING = """
import atexit, sys
from kt_csp.cli.process import _leave
class Module:
    def __del__(self):
        print("torn down")  # the interpreter's teardown of a module's objects, which _leave skips
kept = Module()
atexit.register(lambda: print("exit handler"))
print("the answer")
_leave(3)
"""


def test_the_command_line_ends_after_its_exit_handlers_without_the_interpreter_s_teardown() -> None:
    """The teardown of numba's and OR-Tools' modules took 0.65-0.78 s on a busy machine, past the
    time limit; the exit handlers (worker pools, temporary files) still run, and the exit code is
    the answer's."""
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "-c", LEAVING], capture_output=True, text=True, check=False)
    assert (done.returncode, done.stdout.split("\n")) == (3, ["the answer", "exit handler", ""])


def test_a_command_s_time_limit_counts_from_when_its_run_started(capsys: pytest.CaptureFixture[str]) -> None:
    """The run's session (its clock) reaches the command through the command's context, not a
    process global: a run that started long ago has no time left, and one that starts now has."""
    from kt_csp.cli.apps import session_of
    from kt_csp.cli.process import main

    words = ["solve", "6x6", "--engine", "backtrack", "--closed", "--time-limit", "30"]
    assert main(words, started=time.monotonic() - 60) == 3  # unknown: the limit spent before the search
    assert "time limit of 30 s reached" in capsys.readouterr().out
    assert main(words) == 0 and session_of() is None  # (and none is left behind)
