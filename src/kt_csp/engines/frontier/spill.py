"""A frontier sweep past memory: its states kept on disk, in parts by their keys' hashes.

In memory, a sweep holds every state after a square in hash tables. Spilled, the states after
each square are files, one per part of the keys' hash, each with every state of its part once,
read back mapped from disk. The next square's children are made in *passes*: as many as it takes
for a group of parts' children to fit the threads' memory (`Spill.budget` each), every pass
sweeping all the states but keeping only the children of its group, in a table per part; each
thread writes its tables out as *runs* at the end of the pass (or sooner, if they outgrow its
budget after all), and each part's runs are merged into the part's file. Memory then bounds a
group, not the square; the disk holds two squares' states and one group's runs; the time is the
passes' (the children are made once per pass). A group of parts is also what one machine would
take of a sweep shared among several: each reads every state and keeps its own parts' children.
"""

from __future__ import annotations

import itertools
import math
import shutil
import threading
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

from kt_csp.errors import KtError
from kt_csp.runtime.memory import available_memory, format_bytes

__all__ = ["DISK_PER_MEMORY", "GROWTH", "Spill", "free_disk", "open_spill"]

GROWTH = 2.5  # the most states after a square per state before it, measured on 7x7 open (2.4 at square 29)
BUDGET_SHARE = 4  # the threads' tables may take this fraction (1 / it) of the memory available at the start
DISK_PER_MEMORY = 0.75  # a spilled sweep's disk per byte of the sweep in memory: two squares' states as
# rows, without the tables' free space (2 / (1 + 2 / LOAD) = 0.52), and one group's runs


@dataclass
class Spill:
    """Where a spilled sweep keeps its states (``folder``), and the bytes of tables its threads
    may hold together (``budget``, an equal share each): a pass's group of parts is sized to fit
    it, and a thread's tables that pass their share all the same are written out as runs at once."""

    folder: Path
    budget: int
    _runs: itertools.count[int] = field(default_factory=itertools.count)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def passes(self, tables: float) -> int:
        """How many times the states of a square whose tables would take ``tables`` bytes are
        swept: once for each group of parts whose children fit the budget (with room for
        `GROWTH` times as many states after the square as before it)."""
        return max(1, math.ceil(GROWTH * tables / self.budget))

    def layer(self, square: int) -> Path:
        """The folder of the states after ``square`` squares: a file per part."""
        return self.folder / f"after-{square}"

    def write_runs(self, square: int, lowest: int, states: Iterable[np.ndarray]) -> None:
        """Write each part's ``states`` (rows; the parts ``lowest`` on, in order) as a run of it."""
        with self._lock:
            run = next(self._runs)
        runs = self.folder / f"runs-{square}"
        for part, rows in enumerate(states, start=lowest):
            if len(rows):
                _save(runs / f"{part}-{run}.npy", rows)

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


def open_spill(folder: Path, budget: int | None = None) -> Spill:
    """A spill in ``folder`` (made if missing; it must hold no other sweep's states) whose
    threads' tables take at most ``budget`` bytes together (default: a `BUDGET_SHARE`-th of the
    memory available)."""
    if budget is None:
        budget = available_memory() // BUDGET_SHARE
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
        raise KtError(
            f"cannot write the sweep's states to {path} ({format_bytes(rows.nbytes)}, "
            f"{format_bytes(free)} free there): {error.strerror or error}"
        ) from None
