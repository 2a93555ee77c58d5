"""Ctrl-C held back while code runs that a KeyboardInterrupt would break rather than stop.

A KeyboardInterrupt raised inside an extension module's import leaves it half-made (and makes
Python end by killing itself with SIGINT, hiding the exit code); one raised inside a C callback,
as numba's compiler makes, is swallowed and printed. `held` runs such code with Ctrl-C noted
instead of raised, and raises it as soon as the code is done.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType

__all__ = ["held"]


@contextmanager
def held() -> Iterator[None]:
    """Run the body with Ctrl-C noted, not raised; afterwards the handler that was there gets it."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    pressed: list[FrameType | None] = []
    previous = signal.signal(signal.SIGINT, lambda signum, frame: pressed.append(frame))
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous)
        if pressed and callable(previous):
            previous(signal.SIGINT, pressed[0])
        elif pressed and previous == signal.SIG_DFL:
            signal.raise_signal(signal.SIGINT)
