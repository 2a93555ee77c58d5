"""Writing what a user asks for: to a file, or with ``-`` to standard output, and all of it.

The counterpart of `kt_csp.files.reading`. Every write goes through one door, so that ``-`` means
standard output everywhere, binary data (npy, PNG, a binary model) is never sent to a terminal,
a short write to a pipe whose reader left is finished or fails (it would otherwise report
success with the output cut), a file is replaced only once its new content is whole (a Ctrl-C
or a full disk while writing leaves what was there), and a full disk or an unwritable path is
one line, not a traceback.
"""

from __future__ import annotations

import contextlib
import os
import stat
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import BinaryIO

from kt_csp.errors import KtError

__all__ = ["STDOUT", "check_folder", "output", "to_stdout", "write_output"]

STDOUT = "-"


def to_stdout(path: str | Path | None) -> bool:
    """Whether a path names standard output.

    Parameters
    ----------
    path : str or Path or None
        The path given.

    Returns
    -------
    bool
        True for ``-``.
    """
    return path is not None and str(path) == STDOUT


class _Whole:
    """A binary stream whose every write is finished: a pipe may take part of one."""

    def __init__(self, stream: BinaryIO) -> None:
        self.stream = stream

    def write(self, data: bytes) -> int:
        rest = memoryview(data)
        while rest:
            rest = rest[self.stream.write(rest) :]
        return len(data)

    def flush(self) -> None:
        self.stream.flush()


@contextmanager
def output(path: str | Path, what: str, binary: bool) -> Iterator[_Whole]:
    """A stream to write into, whole or not at all.

    Parameters
    ----------
    path : str or Path
        The file, or ``-`` for standard output.
    what : str
        What is written, for errors (``the tour``).
    binary : bool
        Whether the data is binary (refused on a terminal).

    Yields
    ------
    _Whole
        A stream whose every write is finished; a file is replaced only once the block ends.

    Raises
    ------
    KtError
        For binary data on a terminal, or a file that cannot be written.
    """
    if to_stdout(path):
        if binary and sys.stdout.isatty():
            raise KtError(f"{what} is binary and stdout is a terminal: give a file, or pipe it")
        sys.stdout.flush()  # what was printed before comes first
        stream = _Whole(sys.stdout.buffer)
        yield stream
        stream.flush()
        return
    target = Path(os.path.realpath(path))  # a link's file is replaced, not the link
    temporary = None
    try:
        temporary = _temporary(target)
        with open(target if temporary is None else temporary, "wb") as handle:
            yield _Whole(handle)
        if temporary is not None:
            os.replace(temporary, target)
    except OSError as error:
        _remove(temporary)
        raise KtError(f"cannot write {str(path)!r}: {error.strerror or error}") from None
    except BaseException:  # a Ctrl-C or SIGTERM while writing: the file asked for is left as it was
        _remove(temporary)
        raise


def _temporary(target: Path) -> Path | None:
    """A new file beside ``target`` to write into and rename over it once whole, with the mode
    ``target`` has (or a new file's); None where the file is written in place: a device or a
    pipe (``/dev/null``, ``/dev/full``, a FIFO), or a folder that takes no new file."""
    try:
        mode = target.stat().st_mode
    except OSError:
        mode = None
    if mode is not None and not stat.S_ISREG(mode):
        return None
    temporary = target.with_name(f".{target.name}.{os.getpid()}.partial")
    try:
        os.close(os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666))
        if mode is not None:
            os.chmod(temporary, stat.S_IMODE(mode))
    except OSError:
        _remove(temporary)
        return None
    except BaseException:  # a Ctrl-C just after the file was made (a test's came there, on a busy machine)
        _remove(temporary)
        raise
    return temporary


def _remove(path: Path | None) -> None:
    if path is not None:
        with contextlib.suppress(OSError):
            path.unlink()


def check_folder(path: str | Path | None) -> None:
    """Refuse a file whose folder does not exist, before the work, so that a search's answer is not
    lost to a mistyped path after it is found.

    Parameters
    ----------
    path : str or Path or None
        The file to be written (None or ``-``: nothing to check).

    Raises
    ------
    KtError
        For a folder that does not exist.
    """
    if path is None or to_stdout(path):
        return
    folder = Path(path).parent
    if not folder.is_dir():
        raise KtError(f"cannot write {str(path)!r}: there is no folder {str(folder)!r}")


def write_output(path: str | Path, data: bytes, what: str, binary: bool = False) -> None:
    """Write data to a file, or with ``-`` to standard output.

    Parameters
    ----------
    path : str or Path
        The file (``-``: standard output).
    data : bytes
        What to write.
    what : str
        What it is, for errors.
    binary : bool
        Whether it is binary (refused on a terminal).

    Raises
    ------
    KtError
        As `output`.
    """
    with output(path, what, binary) as stream:
        stream.write(data)
