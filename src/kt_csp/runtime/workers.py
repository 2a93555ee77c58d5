"""Worker processes for counting: a pool that a stop ends at once.

Counting hands independent tasks to processes and reads their results as they come. A stop — a
limit reached, Ctrl-C — must not wait for the tasks in flight (a 7x7 task runs for minutes), so
the workers are a `multiprocessing.Pool`, whose ``terminate`` is public (``concurrent.futures``
has none before Python 3.14). Workers ignore Ctrl-C: the parent answers it, with what it has;
SIGTERM ends a worker at once (the parent's SIGTERM is its Ctrl-C, `kt_csp.cli.process`).

A forked worker gets those signals at the fork itself, before any of its own code: a fork copies
every lock as it was, and one that another thread of the parent held (a progress display's, a
test harness's) holds the new process up before it reaches code of ours. With the parent's
handler it would only note ``terminate``'s SIGTERM, and the parent would wait for it for ever (a
test run once hung so). A SIGTERM can still come before the fork's own handlers are set, so a
worker that ``terminate`` has not ended in `END_SECONDS` is killed.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from multiprocessing.pool import Pool
from multiprocessing.process import BaseProcess
from typing import Any

__all__ = ["worker_pool"]


@contextmanager
def worker_pool(
    workers: int, initializer: Callable[..., Any] | None = None, initargs: tuple[Any, ...] = ()
) -> Iterator[Pool]:
    """A pool of worker processes, ended (not waited for) when the block ends, however it ends.
    Forked where the system can, so that workers inherit the compiled kernel.

    Parameters
    ----------
    workers
        How many processes.
    initializer, initargs
        Run as ``initializer(*initargs)`` in each worker as it starts (None: nothing).

    Yields
    ------
    multiprocessing.pool.Pool
        The pool.
    """
    global _forking
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else None)
    before = set(multiprocessing.active_children())
    _forking = True
    try:
        pool = context.Pool(workers, _start, (initializer, initargs))
    finally:
        _forking = False
    try:
        yield pool
    finally:
        _end(pool, before)


END_SECONDS = 5.0  # terminate's SIGTERM ends a worker at once: one still there after this is held up


def _end(pool: Pool, before: set[BaseProcess]) -> None:
    """Terminate the pool, and kill what is left of it after `END_SECONDS`: every process started
    since ``before`` (terminate waits for each worker, and a held-up one would never end)."""
    ending = threading.Thread(target=pool.terminate, name="kt-csp-pool-end", daemon=True)
    ending.start()
    ending.join(END_SECONDS)
    for process in set(multiprocessing.active_children()) - before:
        process.kill()
    ending.join()
    pool.join()


_forking = False  # while worker_pool starts its workers (a pool starts them all at once, in its constructor)


def _signals_at_fork() -> None:
    """In a process just forked by `worker_pool`: SIGTERM ends it, Ctrl-C is the parent's."""
    if _forking:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        signal.signal(signal.SIGTERM, signal.SIG_DFL)


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_signals_at_fork)


def _start(initializer: Callable[..., Any] | None, initargs: tuple[Any, ...]) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)  # the parent's stop (`terminate`), not a Ctrl-C to answer
    # A process group of its own: a signal to the parent's group (a terminal's, a service
    # manager's SIGTERM) is the parent's to answer. A worker killed by it mid-task could die
    # holding the pool's queue lock, and the parent's `terminate` would then wait for ever.
    os.setpgrp()
    if initializer is not None:
        initializer(*initargs)
