"""Calls into a C solver that Ctrl-C can still stop.

While a thread is inside a long C call, Python cannot run its Ctrl-C handler in that thread. So
the call runs in a helper thread, and the calling thread waits, noting Ctrl-C; on a press it asks
the solver to stop (CP-SAT's ``stop_search``, a SAT solver's ``interrupt``) and waits for the
call to come back with what it has — asking again at each poll, since CP-SAT's stop does nothing
until its search has begun (a press in that moment would be lost, and the search run on).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TypeVar

from kt_csp.runtime.ctrl_c import noted

__all__ = ["run_interruptible"]

T = TypeVar("T")
POLL_SECONDS = 0.05


def run_interruptible(call: Callable[[], T], stop: Callable[[], None]) -> tuple[T, bool]:
    """``call()`` in a helper thread; on Ctrl-C, ``stop()`` and wait for it to return.

    While the call runs Ctrl-C is noted rather than raised (`kt_csp.runtime.ctrl_c.noted`), so
    that no KeyboardInterrupt can leave this function with the call still running.

    Parameters
    ----------
    call
        The long C call (a solver's search).
    stop
        Asks the call to stop early (CP-SAT's ``stop_search``, a SAT solver's ``interrupt``);
        asked again at each poll until the call returns.

    Returns
    -------
    tuple
        What the call returned, and whether Ctrl-C stopped it.

    Raises
    ------
    BaseException
        Whatever the call raised, raised again here.
    """
    values: list[T] = []  # what the call returned, once it has
    errors: list[BaseException] = []  # or what it raised
    done = threading.Event()

    def target() -> None:
        try:
            values.append(call())
        except BaseException as error:
            errors.append(error)
        finally:
            done.set()

    helper = threading.Thread(target=target, name="kt-csp-solver", daemon=True)
    with noted() as presses:
        helper.start()
        while not done.wait(POLL_SECONDS):
            if presses:  # asked again at each poll: a stop asked before the search began is lost (CP-SAT's)
                stop()
    helper.join()
    if errors:
        raise errors[0]
    return values[0], bool(presses)
