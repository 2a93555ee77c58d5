"""A frontier sweep saved between squares, so that an hour-long count resumes where it stopped.

A checkpoint is a NumPy ``.npz`` archive (read without pickles) of what a sweep carries from one
square to the next: the states with their counts' residues, the tours complete so far, the
moduli, the square reached, the most states held and states swept so far, and a *tag* naming the
sweep (board, leaper, tour kind, fixed ends, and a digest of the plan), so that a file saved by
another count is refused rather than resumed into a wrong answer. A digest of all of that (each
array's name, dtype, shape and bytes) is saved beside it and checked on loading, so that a file
changed since, by accident or by hand (arrays edited and saved again with NumPy), is refused as
damaged rather than resumed into a wrong count; a checkpoint of another format is refused saying
so. The digest is a check, not a secret: whoever reads this module can sign a forged file. It is
written to a temporary file and renamed over the old one, so that a run killed while saving
leaves the previous checkpoint whole; a write that fails leaves no temporary file behind.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import os
import zipfile
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from kt_csp.errors import KtError
from kt_csp.runtime.memory import require_memory

__all__ = ["Saved", "load", "save"]

FORMAT_NAME = "kt-csp frontier checkpoint"
VERSION = 3  # 3: states over the frontier, exact counts until they grow large (2: a window; 1: unsigned)
FORMAT = f"{FORMAT_NAME} {VERSION}"
SIGNED = ("format", "tag", "square", "rows", "done", "moduli", "tally")  # what the digest covers, in its order


@dataclass
class Saved:
    """Where a sweep stood: ``square`` squares swept, their states (``rows``), the tours complete
    after each square (``done``), the most states held and states swept so far, and what the
    counts are kept modulo (``[EXACT]``: nothing, they are exact). A spilled sweep's manifest has
    no rows: its ``threads`` files of states are ``mapped`` from disk (`kt_csp.engines.frontier.spill`)."""

    square: int
    rows: np.ndarray
    done: np.ndarray  # a row of counts for each square a tour may be complete after
    peak: int
    states: int
    moduli: list[int]
    threads: int = 1
    mapped: list[tuple[np.ndarray | None, np.ndarray]] | None = None


def save(path: Path, tag: str, saved: Saved) -> None:
    """Write ``saved`` to ``path``, signed, atomically (a temporary file renamed over it).

    Parameters
    ----------
    path
        The checkpoint file.
    tag
        The sweep's tag (`kt_csp.engines.frontier.sweep`), which `load` must find again.
    saved
        Where the sweep stands.

    Raises
    ------
    KtError
        The write failed (a full disk): neither the temporary file nor a changed ``path`` is left.
    """
    fields = {
        "format": np.array(FORMAT),
        "tag": np.array(tag),
        "square": np.array(saved.square, dtype=np.int64),
        "rows": saved.rows,
        "done": saved.done,
        "moduli": np.array(saved.moduli, dtype=np.int64),
        "tally": np.array([saved.peak, saved.states, saved.threads], dtype=np.int64),
    }
    temporary = path.with_name(path.name + ".partial")
    try:
        with open(temporary, "wb") as out:
            save: Callable[..., None] = np.savez  # arrays by name (numpy types its keywords as its own options)
            save(out, digest=np.array(_digest(fields)), **fields)
        os.replace(temporary, path)
    except OSError as error:
        _remove(temporary)
        raise KtError(f"cannot write the checkpoint {path}: {error.strerror or error}") from None
    except BaseException:  # (Ctrl-C while writing)
        _remove(temporary)
        raise


def _digest(fields: Mapping[str, np.ndarray]) -> str:
    """The digest of the `SIGNED` fields: each one's name, dtype, shape and bytes."""
    digest = hashlib.blake2b(digest_size=32)
    for name in SIGNED:
        array = fields[name]
        digest.update(f"{name} {array.dtype.str} {array.shape}\n".encode())
        digest.update(np.ascontiguousarray(array).data)
    return digest.hexdigest()


def _remove(temporary: Path) -> None:
    """Remove a temporary file if it is there (a failure to is no worse than the one being said)."""
    with contextlib.suppress(OSError):
        temporary.unlink(missing_ok=True)


def _writable(path: Path) -> None:
    """Refuse a checkpoint that could not be written (a folder missing, no permission)."""
    temporary = path.with_name(path.name + ".partial")
    try:
        temporary.touch()
        temporary.unlink()
    except OSError as error:
        raise KtError(f"cannot write the checkpoint {path}: {error.strerror or error}") from None


def load(
    path: Path,
    tag: str,
    squares: int,
    ends: int,
    words: int,
    moduli: list[list[int]],
    remedy: str = "give another --checkpoint file",
) -> Saved | None:
    """The sweep saved in ``path``, if it is this sweep's.

    Parameters
    ----------
    path
        The checkpoint file; where there is none yet, a file that can be written there.
    tag
        The sweep's tag (`kt_csp.engines.frontier.sweep`): the file must name the same sweep.
    squares
        The squares of the sweep.
    ends
        How many squares a tour may be complete after (a row of ``done`` each).
    words
        The 64-bit words of a state's key.
    moduli
        What the counts may be kept modulo (one of these lists).
    remedy
        What the error says to do about a file that cannot be resumed.

    Returns
    -------
    Saved or None
        The sweep as saved; None where there is no file yet.

    Raises
    ------
    KtError
        Anything else, in one line that ends with ``remedy``: another count's checkpoint, a
        damaged or foreign file, a path that is not a file or cannot be written.
    MemoryLimitError
        The file would not fit in memory to be read.
    """
    if not path.exists():
        _writable(path)  # before the sweep, not after an hour of it
        return None
    if not path.is_file():
        raise KtError(f"the checkpoint {path} is not a file")
    fields = _fields(path, remedy)
    if not hmac.compare_digest(str(fields["digest"]), _digest(fields)):
        raise KtError(f"{path} is a damaged frontier checkpoint (what it holds does not match its digest): {remedy}")
    if str(fields["tag"]) != tag:
        raise KtError(f"{path} is the checkpoint of another count ({str(fields['tag'])[:80]}): {remedy}")
    rows, done, square, tally = fields["rows"], fields["done"], fields["square"], fields["tally"]
    kept = fields["moduli"].tolist()
    width = words + len(kept)
    shaped = (
        kept in moduli
        and _table(rows, width)
        and _table(done, width)
        and done.shape[0] == ends
        and _fits_tally(square, squares, tally, len(rows))
    )
    if not shaped or not _residues(rows, done, kept):
        raise KtError(f"{path} is a damaged frontier checkpoint (its arrays do not fit this count): {remedy}")
    peak, states, threads = (int(v) for v in tally)
    return Saved(int(square), rows, done, peak, states, kept, threads)


def _fields(path: Path, remedy: str) -> dict[str, np.ndarray]:
    """The `SIGNED` fields of the checkpoint ``path`` and its digest, read without pickles; a
    file that is no checkpoint of this format is one clear error ending with ``remedy``."""
    try:
        require_memory(2 * path.stat().st_size, f"reading the checkpoint {path}")
        archive = np.load(path, allow_pickle=False)
        if not isinstance(archive, np.lib.npyio.NpzFile):  # a single array (.npy), not an archive
            raise KtError(f"{path} is one array, not a kt-csp frontier checkpoint: {remedy}")
        with archive:
            _same_format(path, str(archive["format"]), remedy)
            return {name: archive[name] for name in (*SIGNED, "digest")}
    except KtError:
        raise
    except (OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile) as error:
        raise KtError(f"{path} is not a kt-csp frontier checkpoint ({type(error).__name__}): {remedy}") from None


def _table(array: np.ndarray, width: int) -> bool:
    """Whether ``array`` is a table of 64-bit integers ``width`` wide."""
    return array.dtype == np.int64 and array.ndim == 2 and array.shape[1] == width


def _fits_tally(square: np.ndarray, squares: int, tally: np.ndarray, rows: int) -> bool:
    """Whether ``square`` is a square of the ``squares`` swept and ``tally`` a checkpoint's (the
    most states held, at least the ``rows`` saved; the states swept; the threads, 1 to 1024)."""
    return (
        square.dtype == np.int64
        and square.shape == ()
        and 0 <= int(square) <= squares
        and tally.dtype == np.int64
        and tally.shape == (3,)
        and rows <= tally[0]
        and tally[1] >= 0
        and 1 <= tally[2] <= 1024
    )


def _same_format(path: Path, stated: str, remedy: str) -> None:
    """Refuse a checkpoint of another format: one of another kt-csp version saying so, anything
    else as no checkpoint."""
    if stated == FORMAT:
        return
    if stated.startswith(FORMAT_NAME + " "):
        version = stated.removeprefix(FORMAT_NAME + " ")[:20]
        raise KtError(
            f"{path} is a frontier checkpoint of format {version}, which this kt-csp (format {VERSION}) "
            f"does not resume: {remedy}"
        )
    raise KtError(f"{path} is not a kt-csp frontier checkpoint: {remedy}")


def _residues(rows: np.ndarray, done: np.ndarray, moduli: list[int]) -> bool:
    """Whether every count in ``rows`` and ``done`` (the last ``len(moduli)`` words of a row) is a
    residue, in [0, modulus) — or, exact, not negative — and ``done`` holds counts only (its key
    words 0)."""
    words = rows.shape[1] - len(moduli)
    residues = np.array([m if m else 1 << 62 for m in moduli], dtype=np.int64)
    return (
        all(bool(((counts[:, words:] >= 0) & (counts[:, words:] < residues)).all()) for counts in (rows, done))
        and not done[:, :words].any()
    )
