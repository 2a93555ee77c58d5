"""Foreign engines: a solver of another project answers through the model file kt-csp exports.

The cadical engine (Debian's ``cadical`` program) is the one here to run; the machinery under it
(`kt_csp.engines.foreign`) is tested also with stand-in programs — a Python that crashes, that
prints without end, that starts a process of its own — since a real solver does none of that on
demand. Whatever a child does, kt-csp answers in one line and leaves no process behind.
"""

from __future__ import annotations

import json
import shutil
import signal
import sys
from pathlib import Path

import psutil
import pytest
from published import OPEN_TOURS_5X5
from watching import AVAILABLE, children, ended, wait_for

from kt_csp import ENGINES, Instance, KtError, Limits, Status, Stop, parse_board
from kt_csp.engines import cadical
from kt_csp.engines.foreign import NotInstalled, Program, solve_with
from kt_csp.engines.foreign import child as foreign_child
from kt_csp.engines.registry import get_engine, witnesses
from kt_csp.engines.sat.dimacs import DIMACS

CADICAL = shutil.which("cadical") is not None
needs_cadical = pytest.mark.skipif(not CADICAL, reason="cadical is not installed (make test installs it with apt)")
FOREIGN = [name for name, engine in ENGINES.items() if engine.foreign]
NOT_INSTALLED = "cadical is not installed (apt-get install cadical)"
HARD = [
    "9x9",
    "--closed",
    "--no-theory",
    "--engine",
    "cadical",
]  # no closed tour (odd), and CaDiCaL takes minutes to prove it


def _stand_in(code: str, tmp_path: Path) -> Program:
    """A foreign program that is a Python running ``code`` (the model file is ``sys.argv[1]``)."""
    script = tmp_path / "stand_in.py"
    script.write_text(code)
    return Program(
        DIMACS, sys.executable, "nothing", lambda model, answer, limits: [sys.executable, str(script), str(model)]
    )


def _cadical_children() -> list[psutil.Process]:
    """The cadical processes this process has started that still run (a zombie is gone)."""
    return [p for p in psutil.Process().children(recursive=True) if p.name() == "cadical" and p.status() != "zombie"]


@needs_cadical
@pytest.mark.parametrize(
    "args, status",
    [
        (["5x5", "--start", "a1"], "found"),
        (["6x6", "--closed"], "found"),
        (["6x6", "--closed", "--holes", "c3,c4"], "found"),
        (["5x5", "--start", "a1", "--clue", "c3=6"], "found"),
        (["4x6", "--closed", "--wrap", "torus"], "found"),
        (["5x5", "--closed", "--no-theory"], "none"),
        (["4x4", "--no-theory"], "none"),
    ],
)
def test_cadical_answers_through_the_exported_cnf_and_its_tours_are_verified(run, args: list[str], status: str) -> None:
    ran = run("solve", *args, "--engine", "cadical", "--format", "json")
    answer = json.loads(ran.out)
    assert ran.code == (0 if status == "found" else 1), ran.err
    assert answer["status"] == status and answer["engine"] == "cadical"
    assert answer["verified"] == (status == "found")
    if status == "found":
        assert answer["stats"]["nodes"] > 0 and set(answer["stats"]) == {"nodes", "backtracks", "wall_time"}
    else:
        assert "unsatisfiable" in answer["reason"]


@needs_cadical
def test_cadical_s_node_limit_is_its_conflict_limit(run) -> None:
    ran = run("solve", "6x6", "--closed", "--engine", "cadical", "--node-limit", "3")
    assert ran.code == 3 and "# unknown: closed tour of 6x6 (node limit of 3 conflicts reached)" in ran.out


@needs_cadical
def test_crosscheck_of_cadical_with_our_engines_agrees(run) -> None:
    ran = run("crosscheck", "6x6", "--closed", "--engines", "backtrack,cpsat,sat,cadical", "--format", "json")
    check = json.loads(ran.out)
    assert ran.code == 0 and check["agree"] and check["disagreement_count"] == 0
    assert [(e["engine"], e["status"], e["verified"]) for e in check["engines"]] == [
        (name, "found", True) for name in ("backtrack", "cpsat", "sat", "cadical")
    ]


@needs_cadical
def test_the_time_limit_ends_cadical_and_leaves_no_process(tmp_path: Path) -> None:
    instance = Instance(parse_board("9x9"), closed=True)
    result = get_engine("cadical").solve(instance, Limits(time_limit=1))
    assert result.status is Status.UNKNOWN and result.stop is Stop.TIME and result.tour is None
    assert result.reason == "time limit of 1 s reached" and _cadical_children() == []


@needs_cadical
@pytest.mark.slow
def test_solve_with_cadical_at_its_time_limit_exits_3_without_a_tour(run) -> None:
    ran = run("solve", *HARD, "--time-limit", "1", "--format", "json")
    answer = json.loads(ran.out)
    assert ran.code == 3 and answer["status"] == "unknown" and answer["tour"] is None
    assert answer["stopped_by"] == "time_limit" and answer["reason"] == "time limit of 1 s reached"
    assert _cadical_children() == []


@needs_cadical
@pytest.mark.spawns
@pytest.mark.skipif(not AVAILABLE, reason="watches the process through /proc")
@pytest.mark.slow
@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
@pytest.mark.parametrize(
    "command",
    [("solve", *HARD), ("crosscheck", "9x9", "--closed", "--engines", "cadical,sat")],
    ids=["solve", "crosscheck"],
)
def test_ctrl_c_or_sigterm_while_cadical_runs_ends_it_and_answers_unknown(
    spawn, signum: signal.Signals, command: tuple[str, ...]
) -> None:
    process = spawn(*command, "--format", "json", text=True)
    found: list[int] = []

    def cadical_running() -> bool:
        found[:] = [pid for pid in children(process.pid) if _named(pid) == "cadical"]
        return bool(found)

    wait_for(cadical_running, process)
    process.send_signal(signum)
    out, err = ended(process)
    assert process.returncode == 130 and "Traceback" not in err
    answer = json.loads(out)
    if command[0] == "crosscheck":  # (stopped at its first engine: the check ends there)
        assert [engine["engine"] for engine in answer["engines"]] == ["cadical"]
        answer = answer["engines"][0]
    assert answer["status"] == "unknown" and answer["stopped_by"] == "interrupted" and answer["tour"] is None
    assert not psutil.pid_exists(found[0]) or psutil.Process(found[0]).status() == psutil.STATUS_ZOMBIE


def _named(pid: int) -> str:
    """A process's name, or nothing once it is gone."""
    try:
        return Path(f"/proc/{pid}/comm").read_text().strip()
    except OSError:
        return ""


@pytest.mark.slow
def test_the_time_limit_ends_the_child_s_whole_process_group(tmp_path: Path) -> None:
    """The program's own children too: MiniZinc starts fzn-gecode, a child Python its solver."""
    code = "import subprocess, time; print(subprocess.Popen(['sleep', '600']).pid, flush=True); time.sleep(600)"
    ran = foreign_child.run_child([sys.executable, "-c", code], Limits(time_limit=0.5).begun(), tmp_path)
    assert ran.stop is Stop.TIME and ran.ended_by == ""
    grandchild = int(ran.output.split()[0])
    try:  # (SIGKILL went to the group as the child ended; a busy kernel may take a moment to deliver it)
        _, alive = psutil.wait_procs([psutil.Process(grandchild)], timeout=30)
    except psutil.NoSuchProcess:
        alive = []
    assert all(process.status() == psutil.STATUS_ZOMBIE for process in alive)


def test_a_ctrl_c_while_the_child_starts_ends_it(tmp_path: Path, monkeypatch) -> None:
    """A press between the fork and the wait once escaped before the child was known, and left
    it running."""
    popen, started = foreign_child.subprocess.Popen, []

    def pressed_as_it_starts(*args: object, **kwargs: object) -> object:
        started.append(popen(*args, **kwargs))
        signal.raise_signal(signal.SIGINT)
        return started[0]

    monkeypatch.setattr(foreign_child.subprocess, "Popen", pressed_as_it_starts)
    ran = foreign_child.run_child(["sleep", "60"], Limits().begun(), tmp_path)
    assert ran.stop is Stop.INTERRUPTED and started[0].poll() is not None  # ended, and waited for


def test_a_program_that_crashes_mid_answer_is_unknown_with_its_last_word(tmp_path: Path) -> None:
    """A crash cuts the answer short: the literals printed so far are no whole model."""
    crashes = _stand_in(
        "import os, signal, sys\n"
        "print('s SATISFIABLE'); print('v 1 2 3', flush=True)\n"
        "sys.stderr.write('c out of memory in the solver\\n'); sys.stderr.flush()\n"
        "os.kill(os.getpid(), signal.SIGSEGV)\n",
        tmp_path,
    )
    result = solve_with(crashes, "stand-in", Instance(parse_board("5x5")), Limits().begun())
    assert result.status is Status.UNKNOWN and result.tour is None
    assert result.reason == f"{sys.executable} ended by SIGSEGV: c out of memory in the solver"


@pytest.mark.parametrize(
    "answer", ["s SATISFIABLE\nv 1 -2 3\n", "s SATISFIABLE\nv 1 -2 0\nv 3 -4\nc done\n", "SAT\n1 -2 3\n"]
)
def test_decode_refuses_an_answer_cut_short_in_one_line(run, tmp_path: Path, answer: str) -> None:
    run("export", "5x5", "--format", "dimacs", "-o", str(tmp_path / "model.cnf"))
    (tmp_path / "answer.txt").write_text(answer)
    decoded = run("decode", str(tmp_path / "model.cnf"), str(tmp_path / "answer.txt"))
    assert decoded.code == 2 and decoded.out == ""
    assert (
        decoded.err
        == "kt-csp: error: the solver's answer is cut short: its model does not end with the 0 that closes it\n"
    )


def test_a_program_whose_answer_is_cut_short_is_unknown(tmp_path: Path) -> None:
    cut = _stand_in("print('s SATISFIABLE'); print('v 1 2 3'); raise SystemExit(10)\n", tmp_path)
    result = solve_with(cut, "stand-in", Instance(parse_board("5x5")), Limits().begun())
    assert result.status is Status.UNKNOWN and result.tour is None
    assert result.reason.endswith(
        "(exit code 10): the solver's answer is cut short: its model does not end with the 0 that closes it"
    )


def test_a_foreign_engine_that_claims_none_where_there_is_a_tour_is_a_disagreement(tmp_path: Path) -> None:
    """decode cannot know that an unsatisfiable claim is false; a cross-check must say so."""
    from kt_csp.crosschecks.check import crosscheck
    from kt_csp.engines.descriptor import Descriptor
    from kt_csp.engines.foreign import ForeignOptions
    from kt_csp.engines.registry import Engine

    lies = _stand_in("print('s UNSATISFIABLE'); raise SystemExit(20)\n", tmp_path)
    liar = Engine.of(
        Descriptor(
            "liar",
            lambda question, limits, options: solve_with(lies, "liar", question, limits),
            None,
            ForeignOptions,
            foreign=True,
        )
    )
    check = crosscheck(Instance(parse_board("5x5"), start=0), [get_engine("backtrack"), liar])
    assert [a.result.status for a in check.answers if a.result] == [Status.FOUND, Status.NONE]
    assert not check.agree and any("liar" in line for line in check.disagreements)


def test_a_program_that_fails_is_unknown_with_its_exit_code_and_last_word(tmp_path: Path) -> None:
    fails = _stand_in("import sys\nsys.exit('error: cannot read the model')\n", tmp_path)
    result = solve_with(fails, "stand-in", Instance(parse_board("5x5")), Limits(node_limit=10).begun())
    assert result.status is Status.UNKNOWN and result.stop is None  # a failure, not a spent budget
    assert result.reason == f"{sys.executable} (exit code 1): error: cannot read the model"


def test_a_program_that_writes_without_end_is_stopped_at_the_bound(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(foreign_child, "MOST_BYTES", 2**20)
    floods = Program(DIMACS, "head", "coreutils", lambda model, answer, limits: ["head", "-c", "5000000", "/dev/zero"])
    result = solve_with(floods, "stand-in", Instance(parse_board("5x5")), Limits().begun())
    assert result.status is Status.UNKNOWN and result.reason == "head ended by SIGXFSZ (its output passed 1 MiB)"


def test_a_program_that_will_not_start_is_not_installed(tmp_path: Path) -> None:
    gone = Program(DIMACS, sys.executable, "nothing", lambda model, answer, limits: [str(tmp_path / "gone")])
    with pytest.raises(NotInstalled, match=r"^the stand-in engine cannot start .*: No such file or directory$"):
        solve_with(gone, "stand-in", Instance(parse_board("5x5")), Limits().begun())


def test_a_program_off_the_path_is_missing(monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setenv("PATH", str(tmp_path))
    assert cadical.PROGRAM.missing() == NOT_INSTALLED


@pytest.fixture
def uninstalled(monkeypatch) -> None:
    """Every foreign program missing, as on a machine without them."""
    monkeypatch.setattr(Program, "missing", lambda self: f"{self.executable} is not installed ({self.install})")


def test_solve_with_an_engine_not_installed_is_one_line_and_exit_2(run, uninstalled) -> None:
    ran = run("solve", "6x6", "--closed", "--engine", "cadical")
    assert ran.code == 2 and ran.out == ""
    assert ran.err == f"kt-csp: error: the cadical engine cannot run here: {NOT_INSTALLED}\n"


def test_crosscheck_passes_over_an_engine_not_installed_in_one_line(run, uninstalled) -> None:
    ran = run("crosscheck", "6x6", "--closed", "--engines", "backtrack,cpsat,cadical")
    assert ran.code == 0 and "# agree: closed tour of 6x6: 2 of 3 engines found a tour" in ran.out
    assert [line for line in ran.out.splitlines() if "not installed" in line] == [
        f"# passed over: the cadical engine cannot run here: {NOT_INSTALLED}"
    ]
    assert "| cadical   | unknown | —        | not run" in ran.out
    check = json.loads(run("crosscheck", "6x6", "--closed", "--engines", "cpsat,cadical", "--format", "json").out)
    assert check["engines"][1]["reason"] == f"the cadical engine cannot run here: {NOT_INSTALLED}"


def test_a_sweep_says_once_which_engine_it_passed_over(run, uninstalled) -> None:
    ran = run("crosscheck", "--sweep", "3x4..3x5", "--engines", "backtrack,cadical")
    assert ran.code == 0 and "| cadical   |     0 |    0 |       2 |" in ran.out
    assert [line for line in ran.out.splitlines() if line.startswith("# passed over")] == [
        f"# passed over: cadical on 2 instances: the cadical engine cannot run here: {NOT_INSTALLED}"
    ]


def test_a_page_s_example_that_names_a_missing_foreign_engine_is_skipped(uninstalled) -> None:
    from readme import examples, missing_program

    page = "```console\n$ kt-csp crosscheck 6x6 --engines sat,cadical\n```\n```console\n$ kt-csp solve 6x6\n```\n"
    assert [missing_program(block) for block in examples(page)] == ["cadical", None]


def test_auto_never_asks_a_foreign_engine(monkeypatch) -> None:
    def run_child(*args: object) -> None:
        raise AssertionError("a foreign program was started")

    monkeypatch.setattr(foreign_child, "run_child", run_child)
    assert "cadical" in FOREIGN
    auto = get_engine("auto")
    for instance in (
        Instance(parse_board("5x5"), start=0),
        Instance(parse_board("6x6"), closed=True),
        Instance(parse_board("5x5"), closed=True),
    ):
        answer = auto.solve(instance)
        assert answer.status is not Status.UNKNOWN and not {step.engine for step in answer.route} & set(FOREIGN)
        for counting in (False, True):
            assert not {engine.name for engine in witnesses(instance, counting)} & set(FOREIGN)
    assert auto.count(Instance(parse_board("5x5"), start=0)).total == OPEN_TOURS_5X5[-1][0]  # a1: rank 1, the last row


def test_a_refusal_never_names_a_foreign_engine() -> None:
    with pytest.raises(KtError, match="the sat engine does not answer the longest path") as refused:
        get_engine("sat").solve(Instance(parse_board("6x6"), longest=True))
    assert not any(name in str(refused.value) for name in FOREIGN)


@pytest.mark.parametrize("command", ["solve", "crosscheck"])
def test_help_lists_the_foreign_engines_and_says_they_answer_only_where_named(run, command: str) -> None:
    helped = " ".join(run(command, "--help").out.split())
    assert f"{', '.join(FOREIGN)}: solvers of other projects on the model export writes, only where named" in helped
