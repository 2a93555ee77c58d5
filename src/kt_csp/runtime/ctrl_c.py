"""Ctrl-C where a KeyboardInterrupt cannot simply be raised.

Python raises KeyboardInterrupt at whatever step the main thread is on, and three kinds of step
cannot take it: an extension module's import (it is left half-made, and Python ends by killing
itself with SIGINT), a C callback such as numba's compiler makes (the interrupt is swallowed and
printed), and the wait for a C solver running in another thread (the solver must be told to stop
and waited for, or it is freed while it runs). In each, Ctrl-C is *noted* instead of raised:

- `held` — imports and compiling — hands a press on when the body ends: at once, or, for the
  start-up imports, when the work begins (`deliver`), so that the work itself says it was
  interrupted (``# unknown … (interrupted (Ctrl-C))``, or a JSON answer) instead of nothing;
- `noted` — waiting for a solver — lets the waiter stop the solver and answer for the press.

Either way the handler that was there learns of the press, so that a second Ctrl-C is known as
the second.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType

__all__ = ["Presses", "deliver", "forget", "held", "ignored_by_children", "noted"]

_PENDING: list[bool] = [False]  # a start-up Ctrl-C waiting for the work to begin


class Presses:
    """The Ctrl-C presses noted while a body ran; true when there was one."""

    def __init__(self) -> None:
        self.count = 0

    def press(self, signum: int, frame: FrameType | None) -> None:
        self.count += 1

    def __bool__(self) -> bool:
        return self.count > 0


@contextmanager
def noted() -> Iterator[Presses]:
    """Run the body with Ctrl-C noted, not raised, for a body that deals with a press itself
    (it stops what it runs): afterwards the handler that was there learns of the press, and the
    KeyboardInterrupt it raises is not raised again here."""
    with _noting() as (presses, previous):
        yield presses
    if presses:
        _tell(previous, answered=True)


@contextmanager
def held(until_work: bool = False) -> Iterator[None]:
    """Run the body with Ctrl-C noted; a press is raised when it ends, or with ``until_work``
    kept for `deliver` to raise when the work begins."""
    with _noting() as (presses, previous):
        yield
    if presses and until_work:
        _PENDING[0] = True
    elif presses:
        _tell(previous, answered=False)


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
    this process had is put back when the body ends, and a press in the body is lost."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)


def deliver() -> None:
    """Raise the Ctrl-C that start-up held back, now that the work has begun (where the work
    turns it into an interrupted answer)."""
    if _PENDING[0]:
        _PENDING[0] = False
        _tell(signal.getsignal(signal.SIGINT), answered=False)


def forget() -> None:
    """Drop a held-back Ctrl-C that no work took (the command ended without engine work)."""
    _PENDING[0] = False


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
