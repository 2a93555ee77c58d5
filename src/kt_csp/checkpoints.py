"""A frontier sweep saved between squares, so that an hour-long count resumes where it stopped.

A checkpoint is a NumPy ``.npz`` archive (read without pickles) of what a sweep carries from one
square to the next: the states with their counts' residues, the tours complete so far, the
moduli, the square reached, and a *tag* naming the sweep (board, leaper, tour kind, fixed ends,
and a digest of the plan), so that a file saved by another count is refused rather than
resumed into a wrong answer. It is written to a temporary file and renamed over the old one, so
that a run killed while saving leaves the previous checkpoint whole.
"""

from __future__ import annotations

import os
import zipfile
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from kt_csp.errors import KtError
from kt_csp.memory import require_memory

__all__ = ["Saved", "save", "load"]

FORMAT = "kt-csp frontier checkpoint 1"


@dataclass
class Saved:
    """Where a sweep stood: ``square`` squares swept, their states (``rows``), the tours complete
    after each square (``done``), and the most states held and states swept so far."""

    square: int
    rows: np.ndarray
    done: np.ndarray  # a row of residues for each square a tour may be complete after
    peak: int
    states: int


def save(path: Path, tag: str, saved: Saved, moduli: list[int]) -> None:
    """Write ``saved`` to ``path`` (atomically: a temporary file renamed over it)."""
    temporary = path.with_name(path.name + ".partial")
    try:
        with open(temporary, "wb") as out:
            np.savez(out, format=np.array(FORMAT), tag=np.array(tag), square=np.int64(saved.square),
                     rows=saved.rows, done=saved.done, moduli=np.array(moduli, dtype=np.int64),
                     tally=np.array([saved.peak, saved.states], dtype=np.int64))
        os.replace(temporary, path)
    except OSError as error:
        raise KtError(f"cannot write the checkpoint {path}: {error.strerror or error}") from None


def _writable(path: Path) -> None:
    """Refuse a checkpoint that could not be written (a folder missing, no permission)."""
    temporary = path.with_name(path.name + ".partial")
    try:
        temporary.touch()
        temporary.unlink()
    except OSError as error:
        raise KtError(f"cannot write the checkpoint {path}: {error.strerror or error}") from None


def load(path: Path, tag: str, squares: int, ends: int, width: int, moduli: list[int]) -> Saved | None:
    """The sweep saved in ``path`` if it is this sweep's (``tag``: of ``squares`` squares, ``ends``
    of which a tour may be complete after), None if there is no file yet;
    anything else — another count's checkpoint, a damaged or foreign file — is one clear error."""
    if not path.exists():
        _writable(path)  # before the sweep, not after an hour of it
        return None
    if not path.is_file():
        raise KtError(f"the checkpoint {path} is not a file")
    try:
        require_memory(2 * path.stat().st_size, f"reading the checkpoint {path}")
        archive = np.load(path, allow_pickle=False)
        if not isinstance(archive, np.lib.npyio.NpzFile):  # a single array (.npy), not an archive
            raise KtError(f"{path} is one array, not a kt-csp frontier checkpoint: give another --checkpoint file")
        with archive:
            fields = {name: archive[name] for name in ("format", "tag", "square", "rows", "done", "moduli", "tally")}
    except KtError:
        raise
    except (OSError, ValueError, KeyError, EOFError, zipfile.BadZipFile) as error:
        raise KtError(f"{path} is not a kt-csp frontier checkpoint ({type(error).__name__}): give another --checkpoint file") from None
    if str(fields["format"]) != FORMAT:
        raise KtError(f"{path} is not a kt-csp frontier checkpoint: give another --checkpoint file")
    if str(fields["tag"]) != tag:
        raise KtError(f"{path} is the checkpoint of another count ({str(fields['tag'])[:80]}): give another --checkpoint file")
    rows, done, square = fields["rows"], fields["done"], fields["square"]
    shaped = (rows.dtype == np.int64 and rows.ndim == 2 and rows.shape[1] == width and done.dtype == np.int64
              and done.shape == (ends, width) and square.shape == () and 0 <= int(square) <= squares
              and fields["moduli"].tolist() == moduli and fields["tally"].shape == (2,))
    if not shaped:
        raise KtError(f"{path} is a damaged frontier checkpoint (its arrays do not fit this count): give another --checkpoint file")
    peak, states = (int(v) for v in fields["tally"])
    return Saved(int(square), rows, done, peak, states)
