"""A frontier sweep past memory: its states kept on disk, in parts by their keys' hashes.

In memory, a sweep holds every state after a square in hash tables. Spilled, the states after
each square are `PARTS` files, one per part of the keys' hash, each with every state of its part
once. Sweeping the next square, each thread reads parent states from the files and puts their
children in a table per part, as in memory; when its tables pass the thread's share of the memory
(`Spill.budget`), it writes them out as *runs* — one file per part — and starts afresh. Then each
part's runs are merged into one table, which must fit in memory (a part is one `PARTS`-th of the
states), and written as the part's file for the next square. The memory is the budget, not the
states; the disk holds two squares' states and the runs between them. This is how the largest
frontier counts were made (states bucketed by key on disk, then merged bucket by bucket), and
the parts are also the unit one would share among processes or machines.
"""

from __future__ import annotations

import itertools
import os
import shutil
import threading
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from kt_csp.errors import KtError
from kt_csp.memory import available_memory, format_bytes

__all__ = ["PARTS", "DISK_PER_MEMORY", "Spill", "open_spill", "free_disk"]

PARTS = 64  # a square's states are this many files (a part must fit in memory to be merged)
BUDGET_SHARE = 4  # each thread's tables may take this fraction (1 / it) of the memory available at the start
DISK_PER_MEMORY = 1.5  # a spilled sweep's disk per byte of a sweep in memory: two squares' states and
# the runs between them, as rows without the tables' free space (at most 2 / (1 + 2 / LOAD) + runs)


@dataclass
class Spill:
    """Where a spilled sweep keeps its states: ``folder``, in ``parts`` parts, each thread's
    tables written out as runs once they take ``budget`` bytes."""

    folder: Path
    budget: int
    parts: int = PARTS
    _runs: itertools.count[int] = field(default_factory=itertools.count)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def parts_for(self, states: int, row: int, threads: int) -> int:
        """How many parts the states after a square of about ``states`` rows of ``row`` bytes take:
        enough that one part's table fits well within a thread's budget, as few as the threads
        allow (each part is files to write and read)."""
        return max(threads, min(self.parts, -(-4 * states * row // self.budget)))

    def layer(self, square: int) -> Path:
        """The folder of the states after ``square`` squares: a file per part."""
        return self.folder / f"after-{square}"

    def write_runs(self, square: int, tables: list[np.ndarray], free: int) -> None:
        """Write every table's states (rows whose first word is not ``free``) as a run of its part."""
        with self._lock:
            run = next(self._runs)
        runs = self.folder / f"runs-{square}"
        for part, table in enumerate(tables):
            kept = table[table[:, 0] != free]
            if len(kept):
                _save(runs / f"{part}-{run}.npy", kept)

    def runs(self, square: int, part: int) -> list[Path]:
        """The runs of ``part`` written while sweeping ``square``."""
        return sorted((self.folder / f"runs-{square}").glob(f"{part}-*.npy"))

    def write_part(self, square: int, part: int, rows: np.ndarray) -> np.ndarray:
        """Keep ``rows`` as the part's states once ``square`` is swept, and read them back from disk
        (mapped, not loaded); the part's runs are deleted."""
        path = self.layer(square + 1) / f"{part}.npy"
        _save(path, rows)
        for run in self.runs(square, part):
            run.unlink()
        mapped: np.ndarray = np.load(path, mmap_mode="r")
        return mapped

    def clear(self) -> None:
        """Delete every state and run this sweep left (a spilled sweep does not resume)."""
        for left in [*self.folder.glob("after-*"), *self.folder.glob("runs-*")]:
            shutil.rmtree(left, ignore_errors=True)

    def forget(self, square: int) -> None:
        """Delete what sweeping ``square`` read: the states before it, and its runs' folder."""
        shutil.rmtree(self.layer(square), ignore_errors=True)
        shutil.rmtree(self.folder / f"runs-{square}", ignore_errors=True)


def open_spill(folder: Path, threads: int | None = None, budget: int | None = None) -> Spill:
    """A spill in ``folder`` (made if missing; it must hold no other sweep's states), each of
    ``threads`` threads (default: every core) writing out its tables once they take ``budget``
    bytes (default: its share of a `BUDGET_SHARE`-th of the memory available)."""
    if budget is None:
        budget = available_memory() // (BUDGET_SHARE * (threads or len(os.sched_getaffinity(0))))
    try:
        folder.mkdir(parents=True, exist_ok=True)
        probe = folder / ".kt-csp-probe"
        probe.touch()
        probe.unlink()
    except OSError as error:
        raise KtError(f"cannot keep the sweep's states in {folder}: {error.strerror or error}") from None
    if any(folder.glob("after-*")) or any(folder.glob("runs-*")):
        raise KtError(f"{folder} holds another sweep's states: give an empty folder to --spill")
    return Spill(folder, max(budget, 1 << 20))


def free_disk(folder: Path) -> int:
    """Bytes free on the disk of ``folder`` (or of its nearest existing parent)."""
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent
    return shutil.disk_usage(folder).free


def _save(path: Path, rows: np.ndarray) -> None:
    try:
        path.parent.mkdir(exist_ok=True)
        np.save(path, rows)
    except OSError as error:
        free = shutil.disk_usage(path.parent).free if path.parent.exists() else 0
        raise KtError(f"cannot write the sweep's states to {path} ({format_bytes(rows.nbytes)}, "
                      f"{format_bytes(free)} free there): {error.strerror or error}") from None
