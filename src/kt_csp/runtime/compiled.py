"""Numba's compiled code: where its cache lives, and a word on a terminal while it compiles.

numba caches compiled functions beside their source (``__pycache__``), or in the user's cache
folder; where neither can be written — a read-only site-packages and no writable home — every
``cache=True`` function fails with "no locator available". `choose_cache` picks a folder that
works before numba is imported: ``NUMBA_CACHE_DIR`` if set, else the package's own folder if
writable, else the user's cache folder, else the temporary folder.
"""

from __future__ import annotations

import _thread
import os
import signal
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from pathlib import Path
from types import FrameType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # for type checkers only: importing numpy here would slow every start
    import numpy.typing as npt

    Array = npt.NDArray[Any]  # what the compiled kernels take: plain integer arrays

__all__ = ["beside", "choose_cache", "compiling", "hold_ctrl_c_while_compiling"]

NOTICE_SECONDS = 1.0  # a cached load takes less; a first compile far more


def choose_cache() -> str | None:
    """Point numba at a cache folder it can write, unless the package's own will do; returns the
    folder chosen (None: numba's own choice stands)."""
    if os.environ.get("NUMBA_CACHE_DIR"):
        return None
    package = Path(__file__).parent
    if os.access(package / "__pycache__" if (package / "__pycache__").exists() else package, os.W_OK):
        return None
    home = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    for folder in (Path(home) / "kt-csp" / "numba", Path(tempfile.gettempdir()) / f"kt-csp-numba-{os.getuid()}"):
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            continue
        if os.access(folder, os.W_OK):
            os.environ["NUMBA_CACHE_DIR"] = str(folder)
            if "numba" in sys.modules:  # too late for the environment: tell numba itself
                sys.modules["numba"].config.CACHE_DIR = str(folder)
            return str(folder)
    return None


@contextmanager
def compiling(what: str) -> Iterator[None]:
    """Say on a terminal, if the body takes long (a first compile does), that ``what`` is being
    compiled once; a load from the cache ends before anything is said."""
    if not sys.stderr.isatty():
        yield
        return
    timer = threading.Timer(NOTICE_SECONDS, _say, [what])
    timer.daemon = True
    timer.start()
    try:
        yield
    finally:
        timer.cancel()


def beside(compile_: Callable[[], None], what: str, seconds: float | None = None) -> bool:
    """Run ``compile_`` — a first call that compiles functions, or loads them from numba's cache —
    once, in a thread of its own, and wait for it at most ``seconds`` (the time limit's; None: to
    the end): whether it is done (False: ``seconds`` passed first). Neither Ctrl-C
    (KeyboardInterrupt) nor the time limit waits for the compiler: numba's compiler cannot be cut short in the main thread
    (`hold_ctrl_c_while_compiling`), a first compile takes seconds, minutes on a busy machine (a
    test's Ctrl-C once waited more than 120 s for it), and a load from the cache a second there.
    The compiler goes on in its thread, and a later call waits for the same one; the command line
    ends the process without waiting for it."""
    if what in _COMPILED:
        return True
    worker = _COMPILING.get(what)
    if worker is None or not worker.is_alive():
        worker = _COMPILING[what] = threading.Thread(target=_compile, args=(compile_, what), daemon=True)
        worker.start()
    deadline = None if seconds is None else time.monotonic() + seconds
    with compiling(what):
        while worker.is_alive():
            if deadline is not None and time.monotonic() >= deadline:
                return False
            worker.join(JOIN_SECONDS)
    failed = _FAILED.pop(what, None)
    if failed is not None:
        raise failed
    return True


def _compile(compile_: Callable[[], None], what: str) -> None:
    try:
        compile_()
    except BaseException as error:  # (raised again in the caller's thread)
        _FAILED[what] = error
    else:
        _COMPILED.add(what)


_COMPILING: dict[str, threading.Thread] = {}
_COMPILED: set[str] = set()
_FAILED: dict[str, BaseException] = {}


JOIN_SECONDS = 0.05  # between two looks for Ctrl-C while a compile runs beside


def hold_ctrl_c_while_compiling() -> None:
    """From now on, hold Ctrl-C back while numba compiles or loads a function from its cache (its
    compiler lock is held, in the main thread, where Python runs signal handlers), and pass a
    press on when it is done. A KeyboardInterrupt raised in the middle of numba's compiler leaves
    a half-made LLVM module whose disposal crashes the process (a segmentation fault, seen when a
    frontier count was stopped about a second in). Called by every module that defines compiled
    functions; once is enough."""
    if _HELD:
        return
    from numba.core import event

    class Held(event.Listener):  # (numba ships no types: its Listener is Any here)
        def __init__(self) -> None:
            self.depth, self.pressed = 0, False
            self.previous: Any = None

        def on_start(self, _event: object) -> None:
            if threading.current_thread() is threading.main_thread():
                self.depth += 1
                if self.depth == 1:
                    self.pressed, self.previous = False, signal.signal(signal.SIGINT, self.press)

        def on_end(self, _event: object) -> None:
            if threading.current_thread() is threading.main_thread() and self.depth:
                self.depth -= 1
                if self.depth == 0:
                    signal.signal(signal.SIGINT, self.previous)
                    if self.pressed:
                        _thread.interrupt_main()  # as if it came now, to the handler that was there

        def press(self, signum: int, frame: FrameType | None) -> None:
            self.pressed = True

    _HELD.append(True)
    register: Callable[[str, object], None] = event.register  # (numba's own functions carry no types)
    register("numba:compiler_lock", Held())


_HELD: list[bool] = []


def _say(what: str) -> None:
    with suppress(OSError, ValueError):
        print(f"kt-csp: compiling {what} once (it is cached for later runs)…", file=sys.stderr, flush=True)
