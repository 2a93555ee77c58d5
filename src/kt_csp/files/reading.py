"""Reading the files a user names: once, within memory, and only what ends.

A pipe (``-`` for standard input, ``/dev/stdin``, a shell's ``<(…)``, a FIFO) can be read only
once, so every input is read whole, once, before it is understood. A regular file larger than
memory allows is refused before it is read, a pipe as soon as it runs past that, and a device
that never ends (``/dev/zero``, ``/dev/urandom``) at once.
"""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path
from typing import BinaryIO

from kt_csp.errors import KtError
from kt_csp.runtime.memory import available_memory, format_bytes, require_memory

__all__ = ["STDIN", "read_input"]

STDIN = "-"
CHUNK = 1 << 20


def read_input(path: str | Path, what: str, most: int | None = None) -> bytes:
    """The bytes of a file, read once and within memory.

    Parameters
    ----------
    path : str or Path
        The file (``-``: standard input), a pipe or a FIFO.
    what : str
        What the file is, for errors (``tour file``).
    most : int or None
        The most bytes such a file can hold: a longer one is refused as soon as it is seen.

    Returns
    -------
    bytes
        The whole file.

    Raises
    ------
    KtError
        For a file that cannot be read, a device that never ends, or one longer than ``most`` or
        than memory allows.
    """
    name = "standard input" if str(path) == STDIN else repr(str(path))
    try:
        if str(path) == STDIN and sys.stdin is None:
            raise KtError(f"cannot read {what} from standard input: it is closed")
        if str(path) == STDIN:
            return _read_stream(sys.stdin.buffer, what, name, most)
        with open(path, "rb") as handle:
            mode = os.fstat(handle.fileno()).st_mode
            if stat.S_ISREG(mode):
                size = os.fstat(handle.fileno()).st_size
                if most is not None and size > most:
                    raise KtError(_too_long(what, name, most))
                require_memory(size, f"reading the {size:,}-byte {what} {name}")
                return handle.read()
            if not (stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode) or os.isatty(handle.fileno())):
                raise KtError(f"cannot read {what} {name}: it is a device, not a file or a pipe")
            return _read_stream(handle, what, name, most)
    except OSError as error:
        raise KtError(f"cannot read {what} {name}: {error.strerror or error}") from None


def _read_stream(stream: BinaryIO, what: str, name: str, most: int | None) -> bytes:
    """A pipe read to its end, refused once it holds more than such a file can or memory can."""
    memory = available_memory()
    chunks, size = [], 0
    while chunk := stream.read(CHUNK):
        size += len(chunk)
        if most is not None and size > most:
            raise KtError(_too_long(what, name, most))
        if size > memory:
            raise KtError(f"the {what} {name} runs past {format_bytes(memory)}, the memory available")
        chunks.append(chunk)
    return b"".join(chunks)


def _too_long(what: str, name: str, most: int) -> str:
    return f"the {what} {name} runs past {format_bytes(most)}, more than any {what} holds"
