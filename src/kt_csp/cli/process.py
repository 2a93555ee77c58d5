"""The ``kt-csp`` process: Ctrl-C, and errors turned into one line and an exit code.

The exit codes are `kt_csp.cli.exits`'s (re-exported here, where they were first).

This module stays light: it sets up Ctrl-C before the commands (and the engines they import)
are loaded, so that even a Ctrl-C during start-up ends cleanly with 130.
"""

from __future__ import annotations

import _thread
import atexit
import contextlib
import errno
import faulthandler
import io
import os
import signal
import sys
import threading
import time
from types import FrameType

from kt_csp.cli.exits import (
    EXIT_INTERNAL,
    EXIT_INTERRUPTED,
    EXIT_NEGATIVE,
    EXIT_OK,
    EXIT_PIPE,
    EXIT_UNKNOWN,
    EXIT_USAGE,
    Session,
)
from kt_csp.runtime.ctrl_c import Handler, held, importing

__all__ = [
    "EXIT_INTERNAL",
    "EXIT_INTERRUPTED",
    "EXIT_NEGATIVE",
    "EXIT_OK",
    "EXIT_PIPE",
    "EXIT_UNKNOWN",
    "EXIT_USAGE",
    "Session",
    "entry",
    "main",
]

DEBUG_FLAG, DEBUG_ENV = "--debug", "KT_CSP_DEBUG"
RESEND_SECONDS = 0.01


class _CtrlC(Handler):
    """The Ctrl-C handler of a run: the first Ctrl-C stops the work (KeyboardInterrupt, which the
    engines turn into an ``unknown`` answer with what they have); a second one while that answer
    is being written is noted and ignored, so the answer is not lost; a third ends the process.
    A first press during start-up is held back here until the work begins
    (`kt_csp.runtime.ctrl_c.deliver`), and ends with the run where no work took it. A press
    while a command imports what it needs (numba, with numpy's random, comes with the first
    engine) is sent again once the import is done: a KeyboardInterrupt raised in an extension
    module's import can be swallowed there (a SIGTERM so lost once left a SAT search running)."""

    def __init__(self) -> None:
        self.count = 0

    def unraisable(self, report: sys.UnraisableHookArgs) -> None:
        """A KeyboardInterrupt swallowed where Python could not raise it (a C callback, such as
        numba's compiler makes) is sent again, to reach the code that stops the work."""
        if isinstance(report.exc_value, KeyboardInterrupt):
            self.count -= 1  # this one never reached the work: the next is the first again
            _resend()
            return
        sys.__unraisablehook__(report)

    def __call__(self, signum: int, frame: FrameType | None) -> None:
        if importing(frame):  # (raised in an extension module's import, it can be lost)
            _resend()
            return
        self.count += 1
        if self.count == 1:
            raise KeyboardInterrupt
        if self.count == 2:
            os.write(2, b"kt-csp: stopping; writing what was found so far (Ctrl-C again to abandon it)\n")
            return
        os._exit(EXIT_INTERRUPTED)

    def pressed(self) -> bool:
        """Whether the run has had a Ctrl-C: held back for the work, or raised to it."""
        return self.held_back or self.count > 0


def _resend() -> None:
    """Send Ctrl-C again a moment later, from another thread: sent from a handler or a hook it
    would be raised there again, inside it."""
    resend = threading.Timer(RESEND_SECONDS, _again)
    resend.daemon = True
    resend.start()


def _again() -> None:
    """Ctrl-C, as if pressed now; where Ctrl-C is ignored for a moment — while processes that must
    ignore it start (`kt_csp.runtime.ctrl_c.ignored_by_children`), which would drop it — as the
    SIGTERM that moment notes and answers as Ctrl-C once they have started."""
    if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
        os.kill(os.getpid(), signal.SIGTERM)
    else:
        _thread.interrupt_main()


def entry() -> None:
    """The ``kt-csp`` program (and ``python -m kt_csp``): run the command line, then exit with its
    code. Once the answer is out a late Ctrl-C changes nothing, so it is ignored from then on.

    After a Ctrl-C the process ends at once: Python ends by killing itself with SIGINT, hiding
    the exit code, when a Ctrl-C ever passed out of code that an extension ran, even though it
    was caught later; everything to keep is written and flushed by then. Otherwise it ends once
    the exit handlers have run (worker pools, temporary files), without the interpreter's
    teardown of every module, which numba and OR-Tools make long (`_leave`).
    """
    closed = _standard_streams()
    _stacks_on_sigusr1()
    if "output" in closed:  # refused only if written to: --out FILE needs no stdout
        sys.stdout = _ClosedOutput()
    code = main(ignore_ctrl_c_after=True, started=_process_started())
    if code == EXIT_INTERRUPTED:
        for stream in (sys.stdout, sys.stderr):
            with contextlib.suppress(OSError, ValueError):
                stream.flush()
        os._exit(code)
    _leave(code)


def _leave(code: int) -> None:
    """End the process with ``code`` once the answer is out: the exit handlers run (worker pools,
    temporary files), but not the interpreter's teardown of every module, which took 0.65-0.78 s
    with the search kernel loaded on a busy machine (0.03 s without it) — time past
    ``--time-limit``. Where a thread of the work still runs, the usual exit waits for it."""
    main_thread = threading.main_thread()
    if any(thread.is_alive() and not thread.daemon for thread in threading.enumerate() if thread is not main_thread):
        sys.exit(code)
    try:
        sys.stdout.flush()
    except BrokenPipeError:  # (the reader went away before the last of the answer)
        _silence_stdout()
        code = EXIT_PIPE
    except (OSError, ValueError):
        pass
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(OSError, ValueError):
            stream.flush()
    os._exit(code)


def _process_started() -> float:
    """When this process started, on `time.monotonic`'s clock (Linux: from /proc, so that
    Python's own start-up, 0.1-0.3 s, counts against ``--time-limit`` too); now elsewhere."""
    now = time.monotonic()
    try:
        with open("/proc/self/stat", "rb") as stat:
            ticks = int(stat.read().rsplit(b")", 1)[1].split()[19])  # since boot
        since_boot = time.clock_gettime(time.CLOCK_BOOTTIME)
    except (OSError, ValueError, IndexError, AttributeError):
        return now
    age = since_boot - ticks / os.sysconf("SC_CLK_TCK")
    return now - age if 0 <= age < MOST_START_UP else now


MOST_START_UP = 60.0  # seconds: an older process is not a command just started (a clock gone wrong)


def _stacks_on_sigusr1() -> None:
    """SIGUSR1 prints every thread's stack on standard error and the run goes on: a process that
    seems stuck says where it is (the tests send it to a run that does not end in time)."""
    if hasattr(signal, "SIGUSR1"):
        faulthandler.register(signal.SIGUSR1, all_threads=True)


CLOSED_OUTPUT = (
    "standard output is closed: there is nowhere to write the answer (redirect it to a file, or to /dev/null)"
)


class _ClosedOutput(io.TextIOBase):
    """Standard output for a process started without one: a write to it (or to its ``buffer``)
    is an OSError that says so, which ends the run with that one line and exit 2; a command that
    writes nothing there (``solve --out FILE``) runs as it would with it."""

    encoding = "utf-8"

    def __init__(self) -> None:
        super().__init__()
        self.buffer = _ClosedBytes()

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        raise OSError(errno.EBADF, CLOSED_OUTPUT)


class _ClosedBytes(io.RawIOBase):
    """The bytes side of `_ClosedOutput`."""

    def writable(self) -> bool:
        return True

    def write(self, data: object) -> int:
        raise OSError(errno.EBADF, CLOSED_OUTPUT)


def _standard_streams() -> list[str]:
    """The standard streams this process was started without (``input``, ``output``, ``error``),
    each descriptor now held by /dev/null so that no file opened later takes its number (a job's
    database on descriptor 1 would receive the answer). Without standard error, messages go
    nowhere; without standard input, reading ``-`` is refused (`kt_csp.files.reading`)."""
    closed = []
    for descriptor, name in ((0, "input"), (1, "output"), (2, "error")):
        try:
            os.fstat(descriptor)
        except OSError:
            os.dup2(os.open(os.devnull, os.O_RDWR), descriptor)
            closed.append(name)
    if "error" in closed:
        sys.stderr = open(2, "w", closefd=False)  # noqa: SIM115 — the process's own stream
    return closed


def main(argv: list[str] | None = None, ignore_ctrl_c_after: bool = False, started: float | None = None) -> int:
    """Run the command line; every error becomes one line on stderr and an exit code.

    Parameters
    ----------
    argv
        The words after the program's name (None: ``sys.argv``'s).
    ignore_ctrl_c_after
        Leave Ctrl-C ignored afterwards, rather than put back the handler there was before
        (the program itself: once the answer is out, a late press changes nothing).
    started
        When the command started on `time.monotonic`'s clock, which ``--time-limit`` counts
        from (None: now); the run's `Session` carries it to the command.

    Returns
    -------
    int
        The exit code (`kt_csp.cli.exits`).
    """
    started = time.monotonic() if started is None else started
    args = list(sys.argv[1:] if argv is None else argv)
    words = args[: args.index("--")] if "--" in args else args
    debug = DEBUG_FLAG in words or os.environ.get(DEBUG_ENV, "") not in ("", "0")
    if DEBUG_FLAG in words:
        args = [a for i, a in enumerate(args) if not (a == DEBUG_FLAG and i < len(words))]
    in_main = threading.current_thread() is threading.main_thread()
    handler = _CtrlC()
    previous_hook = sys.unraisablehook
    sys.unraisablehook = handler.unraisable
    # Ctrl-C must reach the engines as KeyboardInterrupt even when this process was started with
    # SIGINT ignored (as children of nohup or of background shell jobs are). SIGTERM is a Ctrl-C
    # too, so that a killed count says "at least" and a job or checkpoint is left resumable.
    previous = signal.signal(signal.SIGINT, handler) if in_main else None
    previous_term = signal.signal(signal.SIGTERM, _as_ctrl_c) if in_main else None
    try:
        return _run(args, Session(started, debug), handler)
    finally:
        sys.unraisablehook = previous_hook
        if in_main:
            signal.signal(signal.SIGINT, signal.SIG_IGN if ignore_ctrl_c_after else previous)
            signal.signal(signal.SIGTERM, signal.SIG_IGN if ignore_ctrl_c_after else previous_term)


def _as_ctrl_c(signum: int, frame: FrameType | None) -> None:
    """SIGTERM, passed on as SIGINT: to whatever handles Ctrl-C at this moment (the run's, or one
    that holds a press back while an import or a C solver runs, `kt_csp.runtime.ctrl_c`)."""
    signal.raise_signal(signal.SIGINT)


def _run(args: list[str], session: Session, ctrl_c: _CtrlC) -> int:
    """Import the commands and run one; map every way it can end onto an exit code."""
    try:
        with held(until_work=True):  # extension modules cut short by Ctrl-C would be left half-made
            from kt_csp.cli import commands  # the heavy part: typer, and whatever a command imports
        return commands.run(args, session)
    except KeyboardInterrupt:
        _say("kt-csp: interrupted")
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        _silence_stdout()
        return EXIT_PIPE
    except MemoryError:
        _say("kt-csp: error: ran out of memory: the problem is too large for this machine")
        return EXIT_USAGE
    except OSError as error:  # the world, not the input: a full disk, a closed terminal
        _say(f"kt-csp: error: {error.strerror or error}" + (f": {error.filename}" if error.filename else ""))
        return EXIT_USAGE
    except Exception as error:
        if _caused_by_ctrl_c(error) or (isinstance(error, ImportError) and ctrl_c.count):
            # an extension's import that Ctrl-C cut short (numba's says only "failed to import")
            _say("kt-csp: interrupted")
            return EXIT_INTERRUPTED
        if session.debug:
            import traceback

            traceback.print_exc()
        words = " ".join(f"{type(error).__name__}: {error}".split())
        _say(
            f"kt-csp: internal error (a bug in kt-csp, please report it): {words[:300]}"
            + ("" if session.debug else f" (rerun with {DEBUG_FLAG} or {DEBUG_ENV}=1 for the traceback)")
        )
        return EXIT_INTERNAL


def _caused_by_ctrl_c(error: BaseException) -> bool:
    """Whether a KeyboardInterrupt lies behind ``error`` (its cause, or the error it replaced)."""
    seen: set[int] = set()
    link: BaseException | None = error
    while link is not None and id(link) not in seen:
        if isinstance(link, KeyboardInterrupt):
            return True
        seen.add(id(link))
        link = link.__cause__ or link.__context__
    return False


def _say(line: str) -> None:
    """One line on stderr, which may itself be closed."""
    with contextlib.suppress(OSError):
        print(line, file=sys.stderr, flush=True)


def _silence_stdout() -> None:
    """After the reader of stdout went away, point stdout at nothing so that the interpreter's
    final flush does not complain."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass
