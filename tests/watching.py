"""Waiting for a process that a test started to reach the moment the test means, by watching its
state in /proc — never by sleeping a fixed time, which a loaded machine outruns.

The waits have a generous deadline, which only a process that never gets there reaches. What
they watch does not depend on how fast the machine is: whether the process catches Ctrl-C yet,
which shared libraries it has loaded (the engines import their solvers when the work begins), how
much CPU time it or one of its threads has used (which, unlike the clock, does not run on while
other work has the processor), its memory, its children.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

AVAILABLE = Path("/proc/self/status").exists()
DEADLINE = 300  # seconds: far beyond any moment waited for, even on a loaded machine
TICKS = os.sysconf("SC_CLK_TCK") if AVAILABLE else 100


def wait_for(
    condition: Callable[[], bool], process: subprocess.Popen[str] | subprocess.Popen[bytes], seconds: float = DEADLINE
) -> None:
    """Wait until ``condition()`` holds while the process still runs."""
    deadline = time.monotonic() + seconds
    while not condition():
        assert process.poll() is None, "the process ended before the moment the test waits for"
        assert time.monotonic() < deadline, "the process never reached the moment the test waits for"
        time.sleep(0.02)


def _status(pid: int, key: str) -> str:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith(key + ":"):
                return line.split(":", 1)[1].strip()
    except OSError:  # the process is gone: wait_for says so
        pass
    return ""


def catches_ctrl_c(pid: int) -> bool:
    """Whether the process has a handler for SIGINT yet (Python sets one up as it starts: a
    Ctrl-C before then kills the process without a word)."""
    return catches(pid, signal.SIGINT)


def catches(pid: int, signum: int) -> bool:
    """Whether the process has a handler for ``signum`` yet."""
    caught = _status(pid, "SigCgt")
    return bool(caught) and bool(int(caught, 16) >> (signum - 1) & 1)


def resident_mib(pid: int) -> int:
    """The process's resident memory, MiB."""
    resident = _status(pid, "VmRSS")
    return int(resident.split()[0]) // 1024 if resident else 0


def children(pid: int) -> list[int]:
    """The processes the process has started that still run."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            if int(stat.read_text().rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(stat.parent.name))
        except (OSError, ValueError, IndexError):
            pass
    return found


def loaded(pid: int, library: str) -> bool:
    """Whether a shared library whose path contains ``library`` is mapped into the process."""
    try:
        return library in Path(f"/proc/{pid}/maps").read_text()
    except OSError:
        return False


def cpu_seconds(pid: int, thread: int | None = None) -> float:
    """The CPU time (user and system) the process has used (all its threads, also those that have
    ended), or one of its threads."""
    path = f"/proc/{pid}/stat" if thread is None else f"/proc/{pid}/task/{thread}/stat"
    try:
        fields = Path(path).read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / TICKS


def working(pid: int, library: str, seconds: float) -> Callable[[], bool]:
    """A condition: ``library`` has been loaded (so the engine that needs it has begun) and the
    process has since used ``seconds`` of CPU time (past loading it, and into the work)."""
    since: list[float] = []

    def condition() -> bool:
        if not since:
            if not loaded(pid, library):
                return False
            since.append(cpu_seconds(pid))
        return cpu_seconds(pid) - since[0] >= seconds

    return condition


def solver_running(pid: int, seconds: float = 0.5) -> Callable[[], bool]:
    """A condition: the threads other than the main one have used ``seconds`` of CPU time between
    them — a C solver, which kt-csp runs in a thread of its own so that Ctrl-C can stop it
    (kt_csp.runtime.solver_calls; CaDiCaL in slices, a thread each), is searching."""
    return lambda: cpu_seconds(pid) - cpu_seconds(pid, pid) >= seconds


ENDS_WITHIN = 200  # seconds for a stopped run to end, even on a loaded machine (pytest's own timeout is 300)


def ended(
    process: subprocess.Popen[str] | subprocess.Popen[bytes], seconds: float = ENDS_WITHIN
) -> tuple[str | bytes, str | bytes]:
    """The process's output once it has ended (``communicate``). One that has not ended in
    ``seconds`` is sent SIGUSR1 — every thread of a kt-csp process (and of its worker processes)
    prints its stack on stderr (`kt_csp.cli.process`) — then killed, and the test fails with
    those stacks."""
    try:
        return process.communicate(timeout=seconds)
    except subprocess.TimeoutExpired:
        pass
    for signum in (signal.SIGUSR1, signal.SIGKILL):
        for pid in [process.pid, *children(process.pid)]:
            with contextlib.suppress(OSError):
                os.kill(pid, signum)
        time.sleep(2)  # (faulthandler writes at once; a moment for the pipe)
    _, err = process.communicate()
    said = err.decode(errors="replace") if isinstance(err, bytes) else err
    raise AssertionError(f"the process had not ended {seconds:g} s after it was stopped; its stacks:\n{said[-12000:]}")
