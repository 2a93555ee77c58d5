"""Numba's compiled code: where its cache lives, and a word on a terminal while it compiles.

numba caches compiled functions beside their source (``__pycache__``), or in the user's cache
folder; where neither can be written — a read-only site-packages and no writable home — every
``cache=True`` function fails with "no locator available". `choose_cache` picks a folder that
works before numba is imported: ``NUMBA_CACHE_DIR`` if set, else the package's own folder if
writable, else the user's cache folder, else the temporary folder.
"""

from __future__ import annotations

import os
import sys
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # for type checkers only: importing numpy here would slow every start
    import numpy.typing as npt

    Array = npt.NDArray[Any]  # what the compiled kernels take: plain integer arrays

__all__ = ["choose_cache", "compiling"]

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


def _say(what: str) -> None:
    try:
        print(f"kt-csp: compiling {what} once (it is cached for later runs)…", file=sys.stderr, flush=True)
    except (OSError, ValueError):
        pass
