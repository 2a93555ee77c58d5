"""Ctrl-C where a KeyboardInterrupt cannot simply be raised: the one mechanism that holds a
press back.

Python raises KeyboardInterrupt at whatever step the main thread is on, and three kinds of step
cannot take it: an extension module's import (it is left half-made, and Python ends by killing
itself with SIGINT, or the KeyboardInterrupt is swallowed there), numba's compiler (a KeyboardInterrupt raised in it leaves a half-made LLVM
module whose disposal crashes the process, or is swallowed in a C callback and printed), and the
wait for a C solver running in another thread (the solver must be told to stop and waited for,
or it is freed while it runs). In each, Ctrl-C is *noted* instead of raised:

- `held` — imports, and numba's compiler (`hold_while_compiling`) — hands a press on when the
  body ends: at once, or, for the start-up imports, when the work begins (`deliver`), so that
  the work itself says it was interrupted (``# unknown … (interrupted (Ctrl-C))``, or a JSON
  answer) instead of nothing;
- `noted` — waiting for a solver — lets the waiter stop the solver and answer for the press;
  a run that has had a press before (`Handler.pressed`) starts the solver stopped.

Imports after start-up (a command's, of what its work needs) are the run's handler's to spare:
it sends a press that comes during one again once the import is done (`importing`).

Either way the handler that was there learns of the press, so that a second Ctrl-C is known as
the second. A press held back for the work is kept by the run's own handler (a `Handler`, the
command line's), not by this module: it ends with the run.
"""

from __future__ import annotations

import _thread
import functools
import signal
import threading
from collections.abc import Callable, Iterator
from contextlib import ExitStack, contextmanager
from types import FrameType

__all__ = ["Handler", "Presses", "deliver", "held", "hold_while_compiling", "ignored_by_children", "importing", "noted"]


class Presses:
    """The Ctrl-C presses noted while a body ran; true when there was one, or when the run had
    had one before the body began (``earlier``: see `noted`)."""

    def __init__(self) -> None:
        self.count = 0
        self.earlier = False

    def press(self, signum: int, frame: FrameType | None) -> None:
        """Note one press (a signal handler).

        Parameters
        ----------
        signum, frame
            The signal and the frame it came in, as Python hands a handler (unused).
        """
        self.count += 1

    def __bool__(self) -> bool:
        return self.count > 0 or self.earlier


class Handler:
    """A run's Ctrl-C handler (subclassed by the command line's) that keeps a press held back
    during start-up (``held(until_work=True)``) until the work begins and asks for it
    (`deliver`): the press belongs to the run, and is gone with its handler when the run ends."""

    held_back = False

    def __call__(self, signum: int, frame: FrameType | None) -> None:
        raise KeyboardInterrupt

    def pressed(self) -> bool:
        """Whether the run has had a Ctrl-C: one held back for the work, here; the command
        line's also counts the presses it raised (a KeyboardInterrupt that library code may
        have swallowed on its way to the work)."""
        return self.held_back


@contextmanager
def noted() -> Iterator[Presses]:
    """Run the body with Ctrl-C noted, not raised, for a body that deals with a press itself
    (it stops what it runs): afterwards the handler that was there learns of the press, and the
    KeyboardInterrupt it raises is not raised again here.

    A run that has already had a Ctrl-C (`Handler.pressed`) begins the body pressed: a solver
    started after the press stops at once. The press is the run's even where its
    KeyboardInterrupt never reached the work (a test's SIGTERM during the model's building
    once left a SAT search running for good)."""
    with _noting() as (presses, previous):
        presses.earlier = isinstance(previous, Handler) and previous.pressed()
        yield presses
    if presses.count:
        _tell(previous, answered=True)


@contextmanager
def held(until_work: bool = False, later: bool = False) -> Iterator[None]:
    """Run the body with Ctrl-C noted, and hand a press on to the handler that was there when it
    ends.

    Parameters
    ----------
    until_work
        Keep the press for `deliver` to raise when the work begins, where the handler that was
        there is a run's `Handler` (start-up: imports, parsing the command line).
    later
        Hand the press on as a signal that arrives a moment later rather than raising it here: for
        a body that ends inside another library's code, such as numba's compiler lock.

    Raises
    ------
    KeyboardInterrupt
        At the end of the body, where Ctrl-C was pressed in it (neither ``until_work`` nor
        ``later``) and the handler that was there raises it, as Python's does.
    """
    with _noting() as (presses, previous):
        yield
    if not presses:
        return
    if until_work and isinstance(previous, Handler):
        previous.held_back = True
    elif later:
        _thread.interrupt_main()  # as if it came now, to the handler that was there
    else:
        _tell(previous, answered=False)


@functools.cache  # (numba's listeners are the process's: one is enough)
def hold_while_compiling() -> None:
    """From now on, hold Ctrl-C back (`held`) while numba compiles a function or loads it from
    its cache in the main thread, where Python runs signal handlers, and pass a press on when it
    is done: a KeyboardInterrupt raised in the middle of numba's compiler leaves a half-made LLVM
    module whose disposal crashes the process (a segmentation fault, seen when a frontier count
    was stopped about a second in). `kt_csp.runtime.compiled.njit` asks for it when a compiled
    function is defined; a call after the first does nothing."""
    from numba.core import event

    class Compiling(event.Listener):  # (numba ships no types: its Listener is Any here)
        """Numba's compiler lock, taken and given back (nested: a function's callees compile
        inside it): Ctrl-C is held from the outermost taking to its giving back."""

        def __init__(self) -> None:
            self.holds: list[ExitStack] = []

        def on_start(self, _event: object) -> None:
            if threading.current_thread() is threading.main_thread():
                hold = ExitStack()
                hold.enter_context(held(later=True))
                self.holds.append(hold)

        def on_end(self, _event: object) -> None:
            if threading.current_thread() is threading.main_thread() and self.holds:
                self.holds.pop().close()

    register: Callable[[str, object], None] = event.register  # (numba's own functions carry no types)
    register("numba:compiler_lock", Compiling())


@contextmanager
def _noting() -> Iterator[tuple[Presses, object]]:
    """Ctrl-C counted instead of raised while the body runs (in the main thread, where signals
    are handled); yields the presses and the handler that was there."""
    presses = Presses()
    if threading.current_thread() is not threading.main_thread():
        yield presses, None
        return
    previous = signal.signal(signal.SIGINT, presses.press)
    try:
        yield presses, previous
    finally:
        signal.signal(signal.SIGINT, previous)


@contextmanager
def ignored_by_children() -> Iterator[None]:
    """Start processes in the body that ignore Ctrl-C: a terminal sends it to every process of its
    job, and a worker that takes it prints its traceback while the parent answers the press. The
    ignoring is inherited (a Python that starts with Ctrl-C ignored leaves it so); the handler
    this process had is put back when the body ends, and a Ctrl-C in the body is lost. A SIGTERM
    in the body is noted and sent again when it ends, to the handler that was there (the run's
    answers it as Ctrl-C), whatever the body raised: sent to the whole group, it may end the
    children being started, and their failure to start is the stop's, not a bug."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    terms: list[int] = []
    failed: Exception | None = None
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    previous_term = signal.signal(signal.SIGTERM, lambda signum, _frame: terms.append(signum))
    try:
        yield
    except Exception as error:
        if not terms:
            raise
        failed = error
    finally:
        signal.signal(signal.SIGINT, previous)
        signal.signal(signal.SIGTERM, previous_term)
        if terms:
            signal.raise_signal(signal.SIGTERM)
    if failed is not None:  # (the handler that was there let the SIGTERM pass: the failure stands)
        raise failed


def importing(frame: FrameType | None) -> bool:
    """Whether ``frame``, where a signal came, is inside a module's import (Python's import
    machinery is among its callers).

    Parameters
    ----------
    frame
        The frame a signal handler is handed (None: not known, so not an import).

    Returns
    -------
    bool
        True inside an import, at any depth.
    """
    while frame is not None:
        if frame.f_code.co_filename.startswith("<frozen importlib"):
            return True
        frame = frame.f_back
    return False


def deliver() -> None:
    """Raise the Ctrl-C that start-up held back, now that the work has begun (where the work
    turns it into an interrupted answer); nothing where none was held back.

    Raises
    ------
    KeyboardInterrupt
        Where the run's `Handler` holds a press back from start-up.
    """
    handler = signal.getsignal(signal.SIGINT)
    if isinstance(handler, Handler) and handler.held_back:
        handler.held_back = False
        _tell(handler, answered=False)


def _tell(handler: object, answered: bool) -> None:
    """Pass one press to ``handler`` (which raises KeyboardInterrupt, as Python's does)."""
    if callable(handler):
        try:
            handler(signal.SIGINT, None)
        except KeyboardInterrupt:
            if not answered:
                raise
    elif handler == signal.SIG_DFL and not answered:
        signal.raise_signal(signal.SIGINT)
