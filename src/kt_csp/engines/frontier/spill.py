"""A frontier sweep whose states live on disk between squares, and that resumes from there.

After each square, each thread's buckets are written into one file (``states-S-T.npy``, with the
buckets' bounds in ``bounds-S-T.npy``) and read back mapped from disk, so that the states to be
swept take page cache, not memory, and each state is written once and read once per square.
Then a *manifest* (`kt_csp.engines.frontier.checkpoints`' format, without states: the square
reached, the tours complete so far, the count's moduli, a tag naming the sweep) is written
atomically, and the files of the square before are deleted: a sweep stopped in any way — Ctrl-C,
a time limit, a crash, the machine's power — resumes from the last square whose manifest was
written, when the same count is run again with the same folder. A square whose children do not
fit in memory at once is swept in passes, each keeping the children of one group of buckets and
writing them here before the next (`kt_csp.engines.frontier.sweep`); each pass's files are more
shares of the square.
"""

from __future__ import annotations

import shutil
from dataclasses import dataclass, replace
from pathlib import Path

import numpy as np
from numba.typed import List as TypedList

from kt_csp.engines.frontier.buckets import buckets
from kt_csp.engines.frontier.checkpoints import Saved, load, save
from kt_csp.engines.frontier.parallel import Layer
from kt_csp.errors import KtError
from kt_csp.runtime.memory import format_bytes

__all__ = ["DISK_PER_MEMORY", "MANIFEST", "Spill", "free_disk", "open_spill", "unwritable"]

MANIFEST = "sweep.npz"
DISK_PER_MEMORY = 1.2  # a spilled sweep's disk per byte of its states in memory: two squares' records


@dataclass
class Spill:
    """The folder a spilled sweep keeps its states in."""

    folder: Path

    def resume(self, tag: str, squares: int, ends: int, words: int, moduli: list[list[int]]) -> Saved | None:
        """The sweep kept here if it is this sweep, its states mapped from disk.

        Parameters
        ----------
        tag
            The sweep's tag: the manifest must name the same sweep.
        squares, ends, words, moduli
            The sweep's squares, squares a tour may be complete after, words of a key and what its
            counts may be kept modulo (`kt_csp.engines.frontier.checkpoints.load`).

        Returns
        -------
        Saved or None
            The sweep as kept, its states ``mapped``; None if the folder holds none.

        Raises
        ------
        KtError
            Anything else: another sweep, or damaged files.
        """
        saved = load(self.folder / MANIFEST, tag, squares, ends, words, moduli, "give an empty folder to --spill")
        if saved is None:
            return None
        width = words + len(saved.moduli)
        shares = []
        for t in range(int(saved.threads)):
            states, bounds = self._files(saved.square, t)
            try:
                rows = np.load(states, mmap_mode="c") if states.stat().st_size else None
                edges = np.load(bounds, allow_pickle=False)
            except (OSError, ValueError) as error:
                raise KtError(f"{self.folder} holds a damaged spilled sweep ({error}): give an empty folder") from None
            shares.append((rows, edges))
        if any(rows is not None and (rows.ndim != 2 or rows.shape[1] != width) for rows, _ in shares):
            raise KtError(f"{self.folder} holds a damaged spilled sweep (its states' width): give an empty folder")
        return replace(saved, rows=np.empty((0, width), dtype=np.int64), mapped=shares)

    def keep(self, tag: str, layer: Layer, saved: Saved) -> Layer:
        """Write ``layer`` to disk, then the manifest, then delete the square before's files.

        Parameters
        ----------
        tag
            The sweep's tag.
        layer
            The states of ``saved``.
        saved
            Where the sweep stands (its rows are left out).

        Returns
        -------
        Layer
            The layer read back mapped from disk.

        Raises
        ------
        KtError
            The disk would not take them.
        """
        kept = self.write(saved.square, 0, layer, saved.done.shape[1])
        self.commit(tag, saved, len(kept))
        return kept

    def write(self, square: int, first: int, layer: Layer, width: int) -> Layer:
        """Write the shares of ``layer`` to disk as shares ``first`` on.

        They count once the manifest that names them is written (`commit`).

        Parameters
        ----------
        square
            The squares swept: ``layer`` is the states after them (or a pass's part of them).
        first
            The number of the first share written.
        layer
            The states, in shares of buckets.
        width
            A record's words.

        Returns
        -------
        Layer
            The shares read back mapped.

        Raises
        ------
        KtError
            The disk would not take them (`unwritable`).
        """
        kept: Layer = []
        for t, share in enumerate(layer):
            sizes = np.array([len(bucket) for bucket in share], dtype=np.int64)
            edges = np.concatenate([[0], np.cumsum(sizes)])
            states, bounds = self._files(square, first + t)
            rows = self._write(states, bounds, share, edges, width)
            mapped = buckets([], width)
            for j in range(len(share)):
                mapped.append(
                    rows[edges[j] : edges[j + 1]] if rows is not None else np.empty((0, width), dtype=np.int64)
                )
            kept.append(mapped)
        return kept

    def commit(self, tag: str, saved: Saved, shares: int) -> None:
        """Write the manifest of ``saved``, then delete every other square's files.

        Parameters
        ----------
        tag
            The sweep's tag.
        saved
            Where the sweep stands (its rows are left out).
        shares
            The files of states written for its square.

        Raises
        ------
        KtError
            The manifest could not be written.
        """
        width = saved.done.shape[1]
        save(self.folder / MANIFEST, tag, replace(saved, rows=np.empty((0, width), dtype=np.int64), threads=shares))
        for old in self.folder.glob("*-*-*.npy"):
            if old.name.split("-")[1] != str(saved.square):
                old.unlink(missing_ok=True)

    def drop(self, square: int) -> None:
        """Delete the files written for ``square`` (a pass given up, to be swept again).

        Parameters
        ----------
        square
            The squares swept that the files hold the states after.
        """
        for old in self.folder.glob(f"*-{square}-*.npy"):
            old.unlink(missing_ok=True)

    def _files(self, square: int, thread: int) -> tuple[Path, Path]:
        return self.folder / f"states-{square}-{thread}.npy", self.folder / f"bounds-{square}-{thread}.npy"

    def _write(
        self, states: Path, bounds: Path, share: TypedList[np.ndarray], edges: np.ndarray, width: int
    ) -> np.ndarray | None:
        """Write a thread's buckets one after another into ``states`` (mapped), their bounds into
        ``bounds``; the states mapped back (None when there are none)."""
        total = int(edges[-1])
        try:
            np.save(bounds, edges)
            if total == 0:
                states.write_bytes(b"")
                return None
            rows = np.lib.format.open_memmap(states, mode="w+", dtype=np.int64, shape=(total, width))
            for j, bucket in enumerate(share):
                rows[edges[j] : edges[j + 1]] = bucket
            rows.flush()
        except OSError as error:
            raise unwritable("states", self.folder, format_bytes(total * width * 8), error) from None
        mapped: np.ndarray = np.load(states, mmap_mode="c")
        return mapped

    def clear(self) -> None:
        """Delete every file of this sweep (once it has its count)."""
        for left in [*self.folder.glob("*-*-*.npy"), self.folder / MANIFEST]:
            left.unlink(missing_ok=True)


def open_spill(folder: Path) -> Spill:
    """A spill in ``folder`` (made if missing): empty, or holding a sweep to resume.

    Parameters
    ----------
    folder
        Where the states are to be kept.

    Returns
    -------
    Spill
        The spill.

    Raises
    ------
    KtError
        The folder cannot be made or written, or holds files that are no spilled sweep.
    """
    try:
        folder.mkdir(parents=True, exist_ok=True)
        probe = folder / ".kt-csp-probe"
        probe.touch()
        probe.unlink()
    except OSError as error:
        raise KtError(f"cannot keep the sweep's states in {folder}: {error.strerror or error}") from None
    if any(folder.iterdir()) and not (folder / MANIFEST).is_file():
        raise KtError(f"{folder} holds files that are no spilled sweep: give an empty folder to --spill")
    return Spill(folder)


def unwritable(what: str, folder: Path, size: str, error: OSError) -> KtError:
    """The one line for a sweep's ``what`` that cannot be written to ``folder``.

    Parameters
    ----------
    what
        What was written, in words (states, trail).
    folder
        Where.
    size
        How much it was, in words.
    error
        The system's reason.

    Returns
    -------
    KtError
        The error to raise: the size, the disk's free space and the reason.
    """
    free = format_bytes(free_disk(folder))
    return KtError(
        f"cannot write the sweep's {what} to {folder} ({size}, {free} free there): {error.strerror or error}"
    )


def free_disk(folder: Path) -> int:
    """Bytes free on the disk of ``folder`` (or of its nearest existing parent).

    Parameters
    ----------
    folder
        A folder, made or to be made.

    Returns
    -------
    int
        The bytes free.
    """
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent
    return shutil.disk_usage(folder).free
