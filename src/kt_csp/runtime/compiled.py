"""Numba's compiled code: where its cache lives, how a compiled function is defined (`njit`,
which holds Ctrl-C back while numba compiles), and a first compile waited for beside the main
thread (`beside`), reported as work to a progress reporter rather than written to a terminal;
and the same code run as written, where a small input ends sooner than numba could load
(`Deferred` for one function, `as_written` for a module of them).

numba caches compiled functions beside their source (``__pycache__``), or in the user's cache
folder; where neither can be written — a read-only site-packages and no writable home — every
``cache=True`` function fails with "no locator available". `choose_cache` picks a folder that
works before numba is imported: ``NUMBA_CACHE_DIR`` if set, else the package's own folder if
writable, else the user's cache folder, else the temporary folder.
"""

from __future__ import annotations

import functools
import importlib.util
import os
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from kt_csp.runtime.ctrl_c import hold_while_compiling

if TYPE_CHECKING:  # for type checkers only: importing numpy here would slow every start
    import numpy.typing as npt

    from kt_csp.runtime.reporting import Reporter

    Array = npt.NDArray[Any]  # what the compiled kernels take: plain integer arrays

__all__ = [
    "UNCOMPILED_UP_TO",
    "Deferred",
    "as_written",
    "beside",
    "choose_cache",
    "deferred",
    "njit",
    "typed_lists_cached",
]

_Function = TypeVar("_Function", bound=Callable[..., Any])

NOTICE_SECONDS = 1.0  # a cached load takes less; a first compile far more


def choose_cache() -> str | None:
    """Point numba at a cache folder it can write, unless the package's own will do.

    Returns
    -------
    str or None
        The folder chosen (None: numba's own choice stands).
    """
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


def njit(**options: Any) -> Callable[[_Function], _Function]:
    """numba's ``njit``, with Ctrl-C held back while numba compiles
    (`kt_csp.runtime.ctrl_c.hold_while_compiling`): every compiled function of kt-csp is defined
    with it, so that the hold is in place before any of them first compiles, and no module has to
    ask for it. In a module loaded `as_written`, it leaves the function as it is, and numba
    unloaded.

    Parameters
    ----------
    **options
        numba's, such as ``cache=True``, ``inline="always"``, ``nogil=True``.

    Returns
    -------
    Callable
        The decorator that makes numba's dispatcher of a function (typed as the function itself).
    """

    def decorate(function: _Function) -> _Function:
        if function.__globals__.get(AS_WRITTEN):
            return function
        from numba import njit as numba_njit

        hold_while_compiling()
        compiled: _Function = numba_njit(**options)(function)
        return compiled

    return decorate


# numba's own compiled functions behind a typed list used from Python: making one, appending,
# its length, reading and setting an item. numba caches none of its own functions, so each process
# compiled these afresh: 0.45 s of every frontier count's first square (count 3x4 in a fresh
# process: 0.74 s before they were cached, 0.29 s after; 2026-11-29).
TYPED_LIST_CALLS = ("_make_list", "_append", "_length", "_getitem", "_setitem")


@functools.cache
def typed_lists_cached() -> None:
    """Keep numba's typed-list functions that Python calls (`TYPED_LIST_CALLS`) in numba's cache,
    as kt-csp's own kernels are, so that a process loads them rather than compiles them. A numba
    without one of them, or with nowhere to cache it, compiles it as before."""
    from numba.typed import typedlist

    for name in TYPED_LIST_CALLS:
        dispatcher = getattr(typedlist, name, None)
        if dispatcher is None:
            continue
        try:
            dispatcher.enable_caching()
        except RuntimeError:  # numba's "no locator available": no folder it can write
            continue


AS_WRITTEN = "__kt_csp_as_written__"  # set in the namespace of a module's copy that `njit` leaves as written


@functools.cache
def as_written(name: str) -> ModuleType:
    """A copy of the module ``name`` whose `njit` functions are left as written, calling each
    other as written: a few thousand steps of them end sooner than numba loads (0.3 s) and loads
    its cached code (0.1-0.25 s more). The module itself is neither imported nor changed; the
    copy shares what the module imports (its records, its constants), so their arrays pass from
    one to the other.

    Parameters
    ----------
    name
        The module's full name, such as ``kt_csp.engines.backtrack.kernel``.

    Returns
    -------
    types.ModuleType
        The copy, made once.
    """
    spec = importlib.util.find_spec(name)
    if spec is None or spec.loader is None:
        raise ImportError(f"no module named {name!r}")
    copy = importlib.util.module_from_spec(spec)
    setattr(copy, AS_WRITTEN, True)
    spec.loader.exec_module(copy)
    return copy


UNCOMPILED_UP_TO = 2_500  # items (squares): a loop over this few runs as written in milliseconds


class Deferred(Generic[_Function]):
    """A function that numba compiles when a call first needs it compiled, not when it is
    defined: a module of them imports without numba, and a small input is run by the function as
    written (`for_size`), sooner than numba could load (0.2 s) and load the compiled code from
    its cache (0.1-0.25 s more): a command that needs numba for nothing else starts without it.

    Parameters
    ----------
    function
        The function as written (``py_func``), which numba must be able to compile.
    **options
        numba's (`njit`'s), such as ``cache=True``.
    """

    def __init__(self, function: _Function, **options: Any) -> None:
        self.py_func = function
        self.options = options

    @functools.cached_property
    def compiled(self) -> _Function:
        """The function compiled (numba imported at the first use)."""
        return njit(**self.options)(self.py_func)

    def for_size(self, size: int) -> _Function:
        """The function as written for an input of at most `UNCOMPILED_UP_TO` items, else compiled.

        Parameters
        ----------
        size
            The input's number of items (squares).

        Returns
        -------
        Callable
            ``py_func`` or ``compiled``.
        """
        return self.py_func if size <= UNCOMPILED_UP_TO else self.compiled


def deferred(**options: Any) -> Callable[[_Function], Deferred[_Function]]:
    """A decorator: the function, compiled by numba only when a call needs it (`Deferred`).

    Parameters
    ----------
    **options
        numba's, such as ``cache=True``.

    Returns
    -------
    Callable
        The decorator.
    """
    return lambda function: Deferred(function, **options)


def beside(
    compile_: Callable[[], None], what: str, seconds: float | None = None, progress: Reporter | None = None
) -> bool:
    """Run a first call that compiles functions, or loads them from numba's cache, once, in a
    thread of its own, and wait for it.

    Neither Ctrl-C (KeyboardInterrupt) nor the time limit waits for the compiler: numba's
    compiler cannot be cut short in the main thread (`kt_csp.runtime.ctrl_c.hold_while_compiling`),
    a first compile takes seconds, minutes on a busy machine (a test's Ctrl-C once waited more
    than 120 s for it), and a load from the cache a second there. The compiler goes on in its
    thread, and a later call waits for the same one; the command line ends the process without
    waiting for it.

    Parameters
    ----------
    compile_
        The first call.
    what
        What it compiles, in words (``the search kernel``); calls with the same words are one.
    seconds
        The longest wait (the time limit's; None: to the end).
    progress
        Told of the compile as a piece of work once it has taken `NOTICE_SECONDS` (a load from
        the cache ends before: nothing is said); None: no one.

    Returns
    -------
    bool
        Whether the compile is done (False: ``seconds`` passed first).

    Raises
    ------
    BaseException
        Whatever the first call raised, raised again here.
    """
    if what in _COMPILED:
        return True
    worker = _COMPILING.get(what)
    if worker is None or not worker.is_alive():
        worker = _COMPILING[what] = threading.Thread(target=_compile, args=(compile_, what), daemon=True)
        worker.start()
    if not _waited(worker, what, None if seconds is None else time.monotonic() + seconds, progress):
        return False
    failed = _FAILED.pop(what, None)
    if failed is not None:
        raise failed
    return True


def _waited(worker: threading.Thread, what: str, deadline: float | None, progress: Reporter | None) -> bool:
    """Wait for ``worker`` until ``deadline`` (None: to its end), telling ``progress`` of it
    once it has taken `NOTICE_SECONDS`; whether it ended."""
    notice = time.monotonic() + NOTICE_SECONDS
    told = False
    try:
        while worker.is_alive():
            now = time.monotonic()
            if deadline is not None and now >= deadline:
                return False
            if progress is not None and not told and now >= notice:
                progress.start(1, f"compiling {what} once (it is cached for later runs)")
                told = True
            worker.join(JOIN_SECONDS)
        return True
    finally:
        if told and progress is not None:
            progress.finish()


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
