"""Ctrl-C at any moment: during start-up, while a model is built, twice while a count is written.

Each test waits for the process to reach the moment it means (start-up, a model being built, a
pool of workers counting, a solver searching) by watching it in /proc (tests/watching.py), rather
than sleeping a fixed time: a moment of start-up is an amount of CPU time the process has used,
which a loaded machine does not shorten as it does a sleep.
"""

from __future__ import annotations

import json
import signal
import time
from pathlib import Path

import pytest
from watching import AVAILABLE, children, cpu_seconds, ended, resident_mib, solver_running, wait_for

from kt_csp import Instance, parse_board
from kt_csp.core.verifier import verify
from kt_csp.files.tours import read_tour
from kt_csp.files.writing import output

pytestmark = pytest.mark.skipif(not AVAILABLE, reason="watches processes through /proc")


def _after_cpu(process, seconds: float) -> None:
    """Wait until the process has used ``seconds`` of CPU time: a moment of its start-up (Python
    itself is running kt-csp's code after about 0.02 s of it, and kt-csp handles Ctrl-C and SIGTERM
    after 0.04-0.06 s: a SIGTERM before ends the process as it would any program)."""
    wait_for(lambda: cpu_seconds(process.pid) >= seconds, process)


@pytest.mark.spawns
@pytest.mark.parametrize("cpu", [0.1, 0.3, 0.6, 1.0])
def test_ctrl_c_during_start_up_ends_cleanly(spawn, cpu: float) -> None:
    process = spawn("solve", "6x6", "--closed", "--engine", "cpsat", text=True)
    # somewhere in the imports, or already solving — or done: 6x6 closed may take under a second
    wait_for(lambda: process.poll() is not None or cpu_seconds(process.pid) >= cpu, process)
    if process.poll() is None:
        process.send_signal(signal.SIGINT)
    out, err = ended(process)
    assert "Traceback" not in err and len(err.strip().splitlines()) <= 1
    assert process.returncode in (0, 130)  # interrupted, or done before the signal came
    if process.returncode == 130:
        assert err.strip() == "kt-csp: interrupted" or out.startswith("# unknown: closed tour of 6x6 (interrupted")


@pytest.mark.spawns
@pytest.mark.parametrize("cpu", [0.15, 0.3, 0.5, 0.7])
def test_ctrl_c_during_a_counts_start_up_still_prints_its_json(spawn, cpu: float) -> None:
    """Start-up — the imports, the command line parsed, the count's own imports, the question
    and auto's estimates: about 0.05 to 0.7 s of CPU — holds a press back until the count begins,
    which answers it."""
    process = spawn("count", "7x7", "--format", "json", text=True)  # 12 minutes or more: never done first
    _after_cpu(process, cpu)
    process.send_signal(signal.SIGINT)
    out, err = ended(process)
    assert process.returncode == 130 and "Traceback" not in err
    answer = json.loads(out)
    assert answer["status"] == "unknown" and answer["stopped_by"] == "interrupted"


@pytest.mark.spawns
def test_ctrl_c_while_the_search_kernel_compiles_does_not_wait_for_the_compiler(spawn, tmp_path: Path) -> None:
    """numba's compiler cannot be cut short in the main thread, and a first compile takes minutes
    on a busy machine (a test's Ctrl-C once waited more than 120 s for it): the kernel compiles in
    a thread beside, and Ctrl-C ends the run at once — before the compiler has written the
    kernel's search loop into its (empty) cache."""
    import os

    process = spawn(
        "solve",
        "12x12",  # (its search goes past what runs as written, into the compiled kernel)
        "--closed",
        "--engine",
        "backtrack",
        text=True,
        env={**os.environ, "NUMBA_CACHE_DIR": str(tmp_path)},
    )
    # the compiler is at work: it has written the kernel's first functions, not yet its loop
    wait_for(lambda: any(tmp_path.rglob("kernel.reset-*.nbi")), process)
    process.send_signal(signal.SIGINT)
    out, err = ended(process)
    assert process.returncode == 130 and "Traceback" not in err
    assert out.startswith("# unknown: closed tour of 12x12 (interrupted (Ctrl-C))")
    assert not [path.name for path in tmp_path.rglob("kernel.run-*.nbi")]  # not waited for


@pytest.mark.slow
@pytest.mark.spawns
def test_a_run_that_does_not_end_when_stopped_fails_its_test_with_every_thread_s_stack(spawn) -> None:
    """Stopped once it listens (it said where): stopped while it still loaded the engines, a
    thread compiling and the main one importing, faulthandler's dump could end at a frame in
    flux (``File ???``) before the threads in kt_csp's code, and the test failed a run in three."""
    process = spawn("serve", "--port", "0", text=True)  # (runs until it is stopped)
    assert process.stderr is not None
    assert process.stderr.readline().startswith("kt-csp: the game is at http://")  # listening: loaded, idle
    with pytest.raises(AssertionError, match="had not ended") as failed:
        ended(process, seconds=0.5)
    assert "thread 0x" in str(failed.value) and "kt_csp" in str(failed.value) and process.poll() is not None


@pytest.mark.spawns
@pytest.mark.slow
def test_ctrl_c_while_the_sat_formula_is_built_prints_the_unknown_answer(spawn) -> None:
    process = spawn("solve", "30x30", "--closed", "--engine", "sat", "--encoding", "complete", text=True)
    wait_for(lambda: resident_mib(process.pid) > 600, process)  # the formula is growing (about 2 GB when built)
    process.send_signal(signal.SIGINT)
    out, err = ended(process)
    assert process.returncode == 130 and "Traceback" not in err
    assert out.startswith("# unknown: closed tour of 30x30 (interrupted (Ctrl-C))")


@pytest.mark.spawns
def test_a_second_ctrl_c_does_not_lose_the_partial_count(spawn, tmp_path: Path) -> None:
    out = tmp_path / "count.txt"
    process = spawn("count", "7x7", "--workers", "2", stdout=out.open("w"), text=True)
    wait_for(lambda: len(children(process.pid)) >= 2, process)  # the pool has started
    wait_for(lambda: sum(cpu_seconds(child) for child in children(process.pid)) >= 0.5, process)  # and counts
    process.send_signal(signal.SIGINT)
    time.sleep(0.05)  # the second Ctrl-C a moment later, while the first one's answer is written (or before)
    process.send_signal(signal.SIGINT)
    _, err = ended(process)
    assert process.returncode == 130 and "Traceback" not in err
    assert "# open tours of 7x7, counted directed" in out.read_text() and "at least" in out.read_text()


def test_a_solver_call_is_waited_for_and_told_to_stop_on_ctrl_c() -> None:
    import _thread
    import threading

    from kt_csp.runtime.solver_calls import run_interruptible

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


def test_a_stop_asked_before_the_solver_listens_is_asked_again() -> None:
    """CP-SAT's stop_search does nothing before its search has begun: a Ctrl-C in that moment
    must not be lost, or the search runs on to its time limit (or for ever)."""
    import _thread
    import threading

    from kt_csp.runtime.solver_calls import run_interruptible

    asked, listening, stopped = threading.Event(), threading.Event(), threading.Event()

    def call() -> bool:
        asked.wait(5)  # a stop is asked before the solver listens
        listening.set()
        return stopped.wait(30)  # then it runs until told to stop (True), or gives up (False)

    def stop() -> None:
        if listening.is_set():
            stopped.set()
        else:
            asked.set()  # (lost, as CP-SAT's is before its search begins)

    threading.Timer(0.1, _thread.interrupt_main).start()  # Ctrl-C while it runs
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        value, interrupted = run_interruptible(call, stop)
    finally:
        signal.signal(signal.SIGINT, previous)
    assert value is True and interrupted


def test_a_ctrl_c_during_a_command_s_import_comes_again_once_the_import_is_done(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A KeyboardInterrupt raised in an extension module's import can be swallowed there (numpy's
    random, which comes with numba when a command first needs an engine, once lost a SIGTERM so,
    and a SAT search ran on for good): the run's handler sends such a press again once the
    import is done."""
    from kt_csp.cli.process import _CtrlC

    (tmp_path / "pressed_while_imported.py").write_text(
        "import signal\nsignal.raise_signal(signal.SIGINT)\nWHOLE = True\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    handler = _CtrlC()
    previous = signal.signal(signal.SIGINT, handler)
    try:
        import pressed_while_imported  # whole: the press did not cut it short

        assert pressed_while_imported.WHOLE and handler.count == 0
        with pytest.raises(KeyboardInterrupt):  # the press, a moment later
            for _ in range(1000):
                time.sleep(0.01)
    finally:
        signal.signal(signal.SIGINT, previous)
    assert handler.count == 1


@pytest.mark.parametrize("lost", ["held back past the work's start", "swallowed on its way to the work"])
def test_a_solver_begun_after_a_ctrl_c_that_never_reached_the_work_stops_at_once(lost: str) -> None:
    """A Ctrl-C is the run's once it came, even where its KeyboardInterrupt never reached the
    work (a test's SIGTERM during the model's building once left a SAT search running for good):
    a solver call begun after it is told to stop as it starts, and the press is not told twice."""
    import threading

    from kt_csp.cli.process import _CtrlC
    from kt_csp.runtime.solver_calls import run_interruptible

    handler = _CtrlC()
    if lost.startswith("held"):
        handler.held_back = True
    else:
        with pytest.raises(KeyboardInterrupt):  # raised, and (say) caught by library code on its way
            handler(signal.SIGINT, None)
    stopped = threading.Event()
    previous = signal.signal(signal.SIGINT, handler)
    try:
        value, interrupted = run_interruptible(lambda: stopped.wait(60), stopped.set)  # (False: it ran on)
    finally:
        signal.signal(signal.SIGINT, previous)
    assert value is True and interrupted
    assert handler.count == (0 if lost.startswith("held") else 1)  # no second press: no "Ctrl-C again" line


def test_a_ctrl_c_while_numba_compiles_is_held_until_the_compiler_lets_go() -> None:
    """One mechanism holds Ctrl-C (kt_csp.runtime.ctrl_c.held): numba's compiler lock, taken
    and given back (nested), holds a press until the outermost is given back, and it is in place
    as soon as a compiled function is defined, without a call in the defining module."""
    from numba.core import event

    from kt_csp.runtime.compiled import njit

    @njit(cache=False)
    def _one() -> int:
        return 1

    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        event.start_event("numba:compiler_lock")
        event.start_event("numba:compiler_lock")  # a callee compiled inside
        signal.raise_signal(signal.SIGINT)  # held, not raised
        event.end_event("numba:compiler_lock")
        time.sleep(0.01)  # (a press handed on may come a moment later)
        with pytest.raises(KeyboardInterrupt):  # handed on to the handler that was there
            event.end_event("numba:compiler_lock")
            for _ in range(1000):
                time.sleep(0.01)
    finally:
        signal.signal(signal.SIGINT, previous)
    assert _one() == 1


def test_a_start_up_ctrl_c_is_kept_by_the_run_s_handler_until_the_work_asks_for_it() -> None:
    """No process global keeps the press: the run's handler does, and it goes with the run."""
    from kt_csp.runtime.ctrl_c import Handler, deliver, held

    handler = Handler()
    previous = signal.signal(signal.SIGINT, handler)
    try:
        with held(until_work=True):
            signal.raise_signal(signal.SIGINT)
        assert handler.held_back
        with pytest.raises(KeyboardInterrupt):
            deliver()
        deliver()  # delivered once
        signal.signal(signal.SIGINT, signal.default_int_handler)
        with pytest.raises(KeyboardInterrupt), held(until_work=True):  # no run's handler: raised at the end
            signal.raise_signal(signal.SIGINT)
    finally:
        signal.signal(signal.SIGINT, previous)


@pytest.mark.spawns
@pytest.mark.parametrize("cpu", [0.9, 1.1, 1.3])
def test_ctrl_c_on_a_sat_count_ends_cleanly(spawn, cpu: float) -> None:
    process = spawn("count", "6x6", "--engine", "sat", "--closed", text=True)
    _after_cpu(process, cpu)  # start-up, the formula, or the enumeration: the solver is never freed while it runs
    process.send_signal(signal.SIGINT)
    _out, err = ended(process)
    assert process.returncode in (0, 130) and "Traceback" not in err and len(err.strip().splitlines()) <= 1


@pytest.mark.spawns
def test_a_start_up_ctrl_c_is_answered_by_the_work_in_json(spawn) -> None:
    process = spawn("solve", "30x30", "--closed", "--engine", "cpsat", "--format", "json", text=True)
    _after_cpu(process, 0.15)  # during the imports
    process.send_signal(signal.SIGINT)
    out, err = ended(process)
    assert process.returncode == 130 and "Traceback" not in err
    if out:  # the signal came during the imports: the work began, and said it was interrupted
        import json

        data = json.loads(out)
        assert data["status"] == "unknown" and data["stopped_by"] == "interrupted"


@pytest.mark.spawns
@pytest.mark.slow
def test_a_closed_pipe_exits_141_also_for_binary_output(spawn) -> None:
    process = spawn("export", "20x20", "--format", "dimacs")
    assert process.stdout is not None and process.stdout.read(10)
    process.stdout.close()  # a reader such as head that stops reading
    assert process.wait(timeout=120) == 141


@pytest.mark.spawns
@pytest.mark.slow
def test_ctrl_c_stops_a_sheet_of_puzzles_with_exit_130_and_the_answers_so_far(spawn, tmp_path: Path) -> None:
    """Two 20x20 puzzles of 40 clues each (minutes of search apiece): Ctrl-C in the first ends
    the sheet there."""
    import kt_csp
    from kt_csp.files.board_text import draw

    built = kt_csp.solve("20x20", "construct")
    assert built.tour is not None
    picture = draw(built.instance.board, tuple((int(built.tour[m]), m) for m in range(0, 400, 10)))
    (tmp_path / "sheet.txt").write_text(picture + "\n" + picture)
    process = spawn("puzzle", "solve", str(tmp_path / "sheet.txt"), "--format", "json", text=True)
    wait_for(solver_running(process.pid), process)  # CP-SAT is searching the first puzzle
    process.send_signal(signal.SIGINT)
    out, err = ended(process)
    assert process.returncode == 130 and "Traceback" not in err
    (answer,) = json.loads(out)["puzzles"]
    assert answer["stopped_by"] == "interrupted" and answer["unique"] is None


@pytest.mark.spawns
def test_ctrl_c_while_the_construct_engine_re_solves_a_region_ends_with_130_and_no_file(spawn, tmp_path: Path) -> None:
    """CP-SAT re-solving a composed tour's region (256 holes in a 64x64 patch, one region of
    about 4,900 squares) must leave Ctrl-C to kt-csp — its own handler would abort the process —
    and no tour file may be written."""
    out = tmp_path / "tour.npy"
    board = parse_board("200x200")
    holes = ",".join(
        board.name(board.square(r, c + (r // 4) % 2)) for r in range(68, 132, 4) for c in range(68, 132, 4)
    )
    process = spawn("solve", "200x200", "--closed", "--holes", holes, "--out", str(out), "--format", "npy")
    wait_for(solver_running(process.pid, 0.3), process)
    process.send_signal(signal.SIGINT)
    stdout, err = ended(process)
    assert process.returncode == 130 and b"Traceback" not in err and not out.exists()
    assert b"interrupted" in stdout + err


def test_a_file_is_replaced_only_once_its_new_content_is_whole(tmp_path: Path) -> None:
    """A stop while a file is written (Ctrl-C, a full disk) leaves what the file held, and no
    temporary file beside it; a whole write replaces it, keeping its mode."""
    path = tmp_path / "tour.txt"
    path.write_bytes(b"the old tour\n")
    path.chmod(0o640)
    with pytest.raises(KeyboardInterrupt), output(path, "the tour", binary=False) as stream:
        stream.write(b"half of a new")
        raise KeyboardInterrupt
    assert path.read_bytes() == b"the old tour\n" and sorted(tmp_path.iterdir()) == [path]
    with output(path, "the tour", binary=False) as stream:
        stream.write(b"the new tour\n")
    assert path.read_bytes() == b"the new tour\n" and sorted(tmp_path.iterdir()) == [path]
    assert path.stat().st_mode & 0o777 == 0o640


def test_a_ctrl_c_just_after_the_new_file_is_made_leaves_nothing_behind(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The moment between making the new file beside the old and writing into it (a test's Ctrl-C
    came there on a busy machine, and the new file was left beside the old)."""
    import os

    path = tmp_path / "tour.txt"
    path.write_bytes(b"the old tour\n")

    def pressed(*_: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "chmod", pressed)  # (the step after the new file is made)
    with pytest.raises(KeyboardInterrupt), output(path, "the tour", binary=False) as stream:
        stream.write(b"the new tour\n")
    assert path.read_bytes() == b"the old tour\n" and sorted(tmp_path.iterdir()) == [path]


@pytest.mark.slow
@pytest.mark.spawns
def test_ctrl_c_while_a_large_tour_is_written_leaves_the_file_as_it_was(spawn, tmp_path: Path) -> None:
    """Signalled as soon as the new file's content starts to be written (a 144 MB npy grid), the
    run ends with 130 and the file asked for still holds what it held — or, had the write ended
    first, the whole tour and exit 0. Never a cut file."""
    out = tmp_path / "tour.npy"
    out.write_bytes(b"the old tour\n")
    process = spawn("solve", "6000x6000", "--format", "npy", "--out", str(out))
    wait_for(lambda: any(p.name.endswith(".partial") for p in tmp_path.iterdir()), process)
    process.send_signal(signal.SIGINT)
    _, err = ended(process)
    assert b"Traceback" not in err and [p.name for p in tmp_path.iterdir()] == [out.name]
    if process.returncode == 130:
        assert out.read_bytes() == b"the old tour\n" and b"interrupted" in err
    else:
        assert process.returncode == 0
        board = parse_board("6000x6000")
        assert verify(Instance(board), read_tour(out, board).tour).ok


STUCK_WORKER = """
import multiprocessing, signal, sys, threading
import multiprocessing.util as util
from kt_csp.runtime.workers import worker_pool
signal.signal(signal.SIGTERM, lambda *_: None)  # a parent that answers SIGTERM itself, as the command line does
def held(_):  # a lock another thread held at the fork: the new worker waits for it for ever
    if sys.argv[1] == "deaf":  # (and a SIGTERM came before its own handlers were set)
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
    threading.Event().wait()
class Lock:
    pass
lock = Lock()
util.register_after_fork(lock, held)
with worker_pool(2):
    pass
print("ended", multiprocessing.active_children())
"""


@pytest.mark.spawns
@pytest.mark.parametrize("worker", ["stuck", pytest.param("deaf", marks=pytest.mark.slow)])  # (deaf: the 5 s wait)
def test_a_pool_whose_workers_are_stuck_before_they_start_still_ends(worker: str) -> None:
    """A fork copies every lock as it was: a worker can be held up before any code of ours runs
    (a test run once hung so, in the pool's ``terminate``). SIGTERM must still end it — or, where
    it came too soon to, a kill — and none is left behind."""
    import subprocess
    import sys

    process = subprocess.Popen([sys.executable, "-c", STUCK_WORKER, worker], stdout=subprocess.PIPE, text=True)
    try:
        out, _ = process.communicate(timeout=120)
    finally:
        process.kill()  # (SIGKILL: the script answers SIGTERM itself)
    assert process.returncode == 0 and out.strip() == "ended []"


@pytest.mark.spawns
@pytest.mark.parametrize("cpu", [0.12, 0.3])  # (the handlers are in place after 0.04-0.06 s: not before)
def test_sigterm_during_the_servers_start_up_stops_it(spawn, cpu: float) -> None:
    """Start-up holds a press back until the work begins, which answers it; the server's work is
    serving, and a press held back that nothing asked for was lost: the server, told to stop while
    it imported, served on (the fuzz's random-moment SIGTERM found it on a loaded machine)."""
    process = spawn("serve", "--port", "0", text=True)
    _after_cpu(process, cpu)
    process.send_signal(signal.SIGTERM)
    _, err = ended(process, seconds=60)
    assert process.returncode == 130 and "Traceback" not in err


@pytest.mark.parametrize("starting", ["fails", "starts"])
def test_a_sigterm_while_children_start_is_answered_once_the_start_ends(starting: str) -> None:
    """A stopped Dask job's cluster starts with Ctrl-C ignored (its workers inherit that), and a
    SIGTERM to the whole group in that window was lost — the job ran to the end — or ended the
    workers being started, and the cluster's "Nanny failed to start" exited 70 (a user's trial).
    The SIGTERM is now answered when the start ends, whatever the start raised."""
    import os

    from kt_csp.runtime.ctrl_c import ignored_by_children

    def press(_signum: int, _frame: object) -> None:
        raise KeyboardInterrupt  # (the run's answer to Ctrl-C)

    def as_ctrl_c(_signum: int, _frame: object) -> None:
        signal.raise_signal(signal.SIGINT)  # (the run's SIGTERM: a Ctrl-C)

    previous = signal.signal(signal.SIGINT, press), signal.signal(signal.SIGTERM, as_ctrl_c)
    try:
        with pytest.raises(KeyboardInterrupt), ignored_by_children():
            assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN
            os.kill(os.getpid(), signal.SIGTERM)
            if starting == "fails":
                raise RuntimeError("Nanny failed to start.")
        assert (signal.getsignal(signal.SIGINT), signal.getsignal(signal.SIGTERM)) == (press, as_ctrl_c)
    finally:
        signal.signal(signal.SIGINT, previous[0])
        signal.signal(signal.SIGTERM, previous[1])


def test_a_press_sent_again_while_ctrl_c_is_ignored_comes_as_the_sigterm_that_moment_answers() -> None:
    """A press during an import is sent again a moment later; landing while a cluster's workers
    start with Ctrl-C ignored, it was dropped (a job stopped at 0.9 s ran to the end). It now
    comes as SIGTERM there, which that moment notes and answers once they have started."""
    from kt_csp.cli.process import _again

    heard: list[int] = []
    previous = (
        signal.signal(signal.SIGINT, signal.SIG_IGN),
        signal.signal(signal.SIGTERM, lambda s, _f: heard.append(s)),
    )
    try:
        _again()
        assert heard == [signal.SIGTERM]
    finally:
        signal.signal(signal.SIGINT, previous[0])
        signal.signal(signal.SIGTERM, previous[1])


def test_a_start_that_failed_while_sigterm_was_ignored_still_fails() -> None:
    """Where nothing answers SIGTERM (a library's caller that ignores it), the start's own
    failure is not swallowed on the SIGTERM's account."""
    import os

    from kt_csp.runtime.ctrl_c import ignored_by_children

    previous = signal.signal(signal.SIGTERM, signal.SIG_IGN)
    try:
        with pytest.raises(RuntimeError, match="Nanny"), ignored_by_children():
            os.kill(os.getpid(), signal.SIGTERM)
            raise RuntimeError("Nanny failed to start.")
    finally:
        signal.signal(signal.SIGTERM, previous)
