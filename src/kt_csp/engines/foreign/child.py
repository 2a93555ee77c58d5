"""A program of another project run as a child process that a limit or Ctrl-C ends, leaving nothing.

The foreign solvers (`kt_csp.engines.foreign`) are programs: MiniZinc with Gecode, CaDiCaL, or a
Python that loads a solver's library. Each runs in a session of its own, so that the terminal's
Ctrl-C reaches kt-csp alone; kt-csp notes the press (`kt_csp.runtime.ctrl_c.noted`) — or sees
the time limit pass — and ends the child's whole process group: SIGTERM, then SIGKILL after
`GRACE_SECONDS`. The child writes its answer to a file (no pipe to fill and block on), and the
run is over only when the child is: no solver is left running after kt-csp answers. No file the
child writes may pass `MOST_BYTES` (the system ends a child that tries: a solver gone wild fills
neither the disk nor kt-csp's memory), and of its standard error only the end is kept.
"""

from __future__ import annotations

import contextlib
import functools
import os
import resource
import signal
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from kt_csp.core.limits import Limits, Stop
from kt_csp.runtime.ctrl_c import Presses, noted

__all__ = ["MOST_BYTES", "Ran", "run_child", "run_module"]

POLL_SECONDS = 0.05
GRACE_SECONDS = 2.0  # between SIGTERM and SIGKILL: a solver may print what it has
MOST_BYTES = 256 * 2**20  # per file the child writes: far beyond the answer to any model kt-csp can write
ERRORS_KEPT = 64 * 2**10  # the end of its standard error: its last words, and statistics printed there


@dataclass(frozen=True)
class Ran:
    """What a child did: its exit code (negative: the signal that ended it), what it printed
    (``output``, standard output; ``errors``, standard error) and the limit or Ctrl-C that
    ended it early (None: it ended by itself)."""

    code: int
    output: str
    errors: str
    stop: Stop | None

    @property
    def ended_by(self) -> str:
        """The signal that ended the child by itself (not kt-csp's stop), in words; empty when it
        exited, or kt-csp stopped it.

        Returns
        -------
        str
            Such as ``SIGSEGV``, or ``SIGXFSZ (its output passed 256 MiB)``.
        """
        if self.code >= 0 or self.stop is not None:
            return ""
        name = signal.Signals(-self.code).name if -self.code in signal.valid_signals() else f"signal {-self.code}"
        return name + (f" (its output passed {MOST_BYTES // 2**20} MiB)" if -self.code == signal.SIGXFSZ else "")

    @property
    def last_words(self) -> str:
        """Why a child that gave no answer ended, in words: the signal that ended it, else the
        last line it wrote to standard error, else its exit code.

        Returns
        -------
        str
            Such as ``SIGKILL``, ``MemoryError``, ``exit code 1``.
        """
        return self.ended_by or (self.errors.strip().splitlines() or [f"exit code {self.code}"])[-1]


def run_child(argv: Sequence[str], limits: Limits, folder: Path) -> Ran:
    """Run ``argv`` until it ends, the time limit passes, or Ctrl-C is pressed.

    Parameters
    ----------
    argv : sequence of str
        The program and its arguments.
    limits : Limits
        The run's limits: its clock's time limit ends the child (node limits are the program's
        own arguments).
    folder : Path
        A folder of the run's own, where the child's output is kept while it runs.

    Returns
    -------
    Ran
        The child's exit code, output, errors, and what stopped it.

    Raises
    ------
    FileNotFoundError
        When the program is not there (the caller says what to install).
    """
    out, err = folder / "child.out", folder / "child.err"
    with out.open("wb") as stdout, err.open("wb") as stderr, noted() as presses:  # (also while it starts)
        child = subprocess.Popen(
            argv,
            stdin=subprocess.DEVNULL,
            stdout=stdout,
            stderr=stderr,
            start_new_session=True,
            preexec_fn=_bounded(),  # (a C call, safe between fork and exec)
        )
        try:
            stop = _wait(child, limits, presses)
        finally:  # (an exception in the wait too: no child, nor any process it started, outlives it)
            if child.poll() is None:
                _end(child)
            _signal(child, signal.SIGKILL)
    return Ran(child.returncode, _text(out), _text(err, ERRORS_KEPT), stop)


def run_module(module: str, files: Sequence[Path], limits: Limits) -> tuple[Ran, str]:
    """Run ``python -m module FILES… ANSWER`` (a module of kt-csp's that runs another project's
    library, such as `kt_csp.certificates.ganak_run`) as `run_child` runs a program, and read the
    answer it wrote.

    Parameters
    ----------
    module : str
        The module, run by this Python.
    files : sequence of Path
        Its arguments before the answer file (a folder of the run's own holds the answer).
    limits : Limits
        As for `run_child`.

    Returns
    -------
    tuple of (Ran, str)
        What the child did, and the answer file's text ("" when it wrote none).
    """
    with tempfile.TemporaryDirectory(prefix="kt-csp-") as name:
        folder = Path(name)
        answer = folder / "answer.txt"
        argv = [sys.executable, "-m", module, *map(str, files), str(answer)]
        ran = run_child(argv, limits, folder)  # (a time limit already passed ends it at its first look)
        return ran, answer.read_text() if answer.exists() else ""


def _bounded() -> Callable[[], None]:
    """What the child does before its program starts: it may write no file past `MOST_BYTES`
    (nor past the limit it was given, if that is less)."""
    given = resource.getrlimit(resource.RLIMIT_FSIZE)[1]
    most = MOST_BYTES if given == resource.RLIM_INFINITY else min(MOST_BYTES, given)
    return functools.partial(resource.setrlimit, resource.RLIMIT_FSIZE, (most, most))


def _wait(child: subprocess.Popen[bytes], limits: Limits, presses: Presses) -> Stop | None:
    """Wait for the child; end it at the time limit or a Ctrl-C (one of ``presses``), and say which.
    Both are looked at before the first wait: a limit already passed (or a press already come)
    ends the child at once, rather than letting one that ends within a poll answer."""
    while True:
        stop = Stop.INTERRUPTED if presses else Stop.TIME if limits.time_up() else None
        if stop is not None:
            _end(child)
            return stop
        try:
            child.wait(POLL_SECONDS)
            return None
        except subprocess.TimeoutExpired:
            pass


def _end(child: subprocess.Popen[bytes]) -> None:
    """End the child's process group: SIGTERM, then SIGKILL after the grace (to whatever of the
    group is left: a solver the child started)."""
    _signal(child, signal.SIGTERM)
    with contextlib.suppress(subprocess.TimeoutExpired):
        child.wait(GRACE_SECONDS)
    _signal(child, signal.SIGKILL)
    child.wait()


def _signal(child: subprocess.Popen[bytes], sent: signal.Signals) -> None:
    """Send a signal to the child's process group, if any of it is left."""
    with contextlib.suppress(ProcessLookupError):
        os.killpg(child.pid, sent)


def _text(path: Path, kept: int = MOST_BYTES) -> str:
    """A file the child wrote, as text (bytes that are not UTF-8 replaced): its last ``kept`` bytes."""
    with path.open("rb") as file:
        file.seek(max(0, path.stat().st_size - kept))
        return file.read().decode(errors="replace")
