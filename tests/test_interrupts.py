"""Ctrl-C at any moment: during start-up, while a model is built, twice while a count is written.

Each test waits for the process to reach the moment it means (start-up, a model being built, a
pool of workers counting) by watching it in /proc, rather than sleeping a fixed time.
"""

from __future__ import annotations

import json
import signal
import subprocess
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="watches processes through /proc")


def _wait_for(condition, process: subprocess.Popen[str], seconds: float = 120) -> None:
    """Wait until ``condition()`` holds while the process still runs."""
    deadline = time.monotonic() + seconds
    while not condition():
        assert process.poll() is None, "the process ended before the moment the test waits for"
        assert time.monotonic() < deadline, "the process never reached the moment the test waits for"
        time.sleep(0.02)


def _resident_mib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) // 1024
    return 0


def _children(pid: int) -> int:
    found = 0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            if int(stat.read_text().rsplit(")", 1)[1].split()[1]) == pid:
                found += 1
        except (OSError, ValueError, IndexError):
            pass
    return found


@pytest.mark.parametrize("delay", [0.1, 0.3, 0.6, 1.0])
def test_ctrl_c_during_start_up_ends_cleanly(spawn, delay: float) -> None:
    process = spawn("solve", "6x6", "--closed", "--engine", "cpsat", text=True)
    time.sleep(delay)  # somewhere in the imports, or already solving
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=60)
    assert "Traceback" not in err and len(err.strip().splitlines()) <= 1
    assert process.returncode in (0, 130)  # interrupted, or done before the signal came
    if process.returncode == 130:
        assert err.strip() == "kt-csp: interrupted" or out.startswith("# unknown: closed tour of 6x6 (interrupted")


def test_ctrl_c_while_the_sat_formula_is_built_prints_the_unknown_answer(spawn) -> None:
    process = spawn("solve", "30x30", "--closed", "--engine", "sat", "--encoding", "complete", text=True)
    _wait_for(lambda: _resident_mib(process.pid) > 600, process)  # the formula is growing (about 2 GB when built)
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=60)
    assert process.returncode == 130 and "Traceback" not in err
    assert out.startswith("# unknown: closed tour of 30x30 (interrupted (Ctrl-C))")


def test_a_second_ctrl_c_does_not_lose_the_partial_count(spawn, tmp_path: Path) -> None:
    out = tmp_path / "count.txt"
    process = spawn("count", "7x7", "--workers", "2", stdout=out.open("w"), text=True)
    _wait_for(lambda: _children(process.pid) >= 2, process)  # the pool is counting
    time.sleep(0.5)
    process.send_signal(signal.SIGINT)
    time.sleep(0.05)
    process.send_signal(signal.SIGINT)
    _, err = process.communicate(timeout=60)
    assert process.returncode == 130 and "Traceback" not in err
    assert "# open tours of 7x7, counted directed" in out.read_text() and "at least" in out.read_text()


def test_a_solver_call_is_waited_for_and_told_to_stop_on_ctrl_c() -> None:
    import _thread
    import threading

    from kt_csp.interruptible import run_interruptible

    stopped, finished = threading.Event(), threading.Event()

    def call() -> str:
        stopped.wait(5)  # a solver that runs until told to stop
        finished.set()
        return "answer"

    threading.Timer(0.1, _thread.interrupt_main).start()  # Ctrl-C while it runs
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        value, interrupted = run_interruptible(call, stopped.set)
    finally:
        signal.signal(signal.SIGINT, previous)
    assert (value, interrupted) == ("answer", True) and finished.is_set()  # never left running


@pytest.mark.parametrize("delay", [0.9, 1.1, 1.3])
def test_ctrl_c_on_a_sat_count_ends_cleanly(spawn, delay: float) -> None:
    process = spawn("count", "6x6", "--engine", "sat", "--closed", text=True)
    time.sleep(delay)  # start-up, the formula, or the enumeration: the solver is never freed while it runs
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=60)
    assert process.returncode in (0, 130) and "Traceback" not in err and len(err.strip().splitlines()) <= 1


def test_a_start_up_ctrl_c_is_answered_by_the_work_in_json(spawn) -> None:
    process = spawn("solve", "30x30", "--closed", "--engine", "cpsat", "--format", "json", text=True)
    time.sleep(0.15)  # during the imports
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=60)
    assert process.returncode == 130 and "Traceback" not in err
    if out:  # the signal came during the imports: the work began, and said it was interrupted
        import json

        data = json.loads(out)
        assert data["status"] == "unknown" and data["stopped_by"] == "interrupted"


def test_a_closed_pipe_exits_141_also_for_binary_output(spawn) -> None:
    process = spawn("export", "20x20", "--format", "dimacs")
    assert process.stdout is not None and process.stdout.read(10)
    process.stdout.close()  # a reader such as head that stops reading
    assert process.wait(timeout=120) == 141


def test_ctrl_c_stops_a_sheet_of_puzzles_with_exit_130_and_the_answers_so_far(spawn, tmp_path: Path) -> None:
    """Two 20x20 puzzles of 40 clues each (minutes of search apiece): Ctrl-C in the first ends
    the sheet there."""
    import kt_csp
    from kt_csp.shapes import draw

    built = kt_csp.solve("20x20", "construct")
    assert built.tour is not None
    picture = draw(built.instance.board, tuple((int(built.tour[m]), m) for m in range(0, 400, 10)))
    (tmp_path / "sheet.txt").write_text(picture + "\n" + picture)
    process = spawn("puzzle", "solve", str(tmp_path / "sheet.txt"), "--format", "json", text=True)
    _wait_for(lambda: _resident_mib(process.pid) > 150, process)  # CP-SAT is searching
    time.sleep(1)
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=60)
    assert process.returncode == 130 and "Traceback" not in err
    (answer,) = json.loads(out)["puzzles"]
    assert answer["stopped_by"] == "interrupted" and answer["unique"] is None
