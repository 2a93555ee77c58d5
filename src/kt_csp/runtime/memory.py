"""Knowing before starting whether a board fits in this machine's memory.

Every engine, the verifier and the exporters ask `require_memory` before they allocate, so that
a problem too large for the machine is refused in one line that says how much it needs, instead
of failing half-way (or being killed by the system).
"""

from __future__ import annotations

from pathlib import Path

from kt_csp.errors import MemoryLimitError

UNLIMITED = 1 << 62  # bytes: no limit of that kind here
KEPT_BACK = 1 / 16  # of the memory available: left to the system (its page cache, other processes)

__all__ = ["KEPT_BACK", "MAPPED_FROM", "available_memory", "format_bytes", "hand_back_freed_memory", "require_memory"]

MAPPED_FROM = 64 << 10  # bytes: blocks this large are mapped alone, and given back once freed
_M_MMAP_THRESHOLD = -3  # glibc's mallopt option


def available_memory() -> int:
    """Bytes this process can still allocate: what the system has available (psutil: Linux,
    macOS, Windows), within the process's control group (a container's limit) and its
    address-space limit (``ulimit -v``), less `KEPT_BACK` of it for the system. (The longest
    path's sweep sizes its tables to what is available: on 9x9 it filled 24.08 GB of a 24.1 GB
    machine, 200 MB from the system's killing it, which no answer survives.)"""
    import psutil  # here: only work that allocates much asks

    have = min(int(psutil.virtual_memory().available), _cgroup_headroom(), _rlimit_headroom())
    return have - int(have * KEPT_BACK)


def hand_back_freed_memory() -> None:
    """Have the C library map every block of `MAPPED_FROM` bytes or more alone, so that freeing it
    gives its memory back to the system at once. glibc raises that threshold as large blocks
    are freed, and then serves them from its heap, which keeps freed memory: a frontier sweep,
    which frees the states of one square as it makes the next, then holds both. Elsewhere than
    glibc this does nothing."""
    import ctypes
    import ctypes.util

    name = ctypes.util.find_library("c")
    try:
        library = ctypes.CDLL(name) if name else None
        if library is not None and hasattr(library, "mallopt"):
            library.mallopt(_M_MMAP_THRESHOLD, MAPPED_FROM)
    except OSError:  # (no C library to load: nothing to tune)
        return


def _cgroup_headroom() -> int:
    """A cgroup v2 memory limit less what the group uses (unlimited outside a container)."""
    try:
        base = Path("/sys/fs/cgroup")
        limit = (base / "memory.max").read_text().strip()
        if limit == "max":
            return UNLIMITED
        return max(0, int(limit) - int((base / "memory.current").read_text()))
    except (OSError, ValueError):
        return UNLIMITED


def _rlimit_headroom() -> int:
    """The address-space limit less the process's size now (unlimited without ``ulimit -v``)."""
    try:
        import resource  # Unix only
    except ImportError:
        return UNLIMITED
    soft, _ = resource.getrlimit(resource.RLIMIT_AS)
    if soft == resource.RLIM_INFINITY:
        return UNLIMITED
    import psutil

    return max(0, soft - int(psutil.Process().memory_info().vms))


def format_bytes(count: float) -> str:
    """An amount of memory in words: ``123456789`` → ``117.7 MiB``.

    Parameters
    ----------
    count
        Bytes.

    Returns
    -------
    str
        The amount in the largest binary unit below it, to one decimal.
    """
    count = float(min(count, 10**30))  # beyond that, the exact amount does not matter
    for unit in ("B", "KiB", "MiB", "GiB", "TiB", "PiB"):
        if count < 1024 or unit == "PiB":
            return f"{count:.0f} {unit}" if unit == "B" else f"{count:.1f} {unit}"
        count /= 1024
    raise AssertionError("unreachable")


def require_memory(needed: int, what: str, have: int | None = None) -> None:
    """Refuse, in one line that says how much is needed, work that would not fit in memory.

    Parameters
    ----------
    needed
        The bytes the work needs.
    what
        The work, in words (the message's subject).
    have
        The bytes to fit in (what was available when a long job that holds more and more
        began); None: what is available now.

    Raises
    ------
    MemoryLimitError
        ``needed`` is more than there is.
    """
    have = available_memory() if have is None else have
    if needed > have:
        raise MemoryLimitError(
            f"{what} needs about {format_bytes(needed)} of memory; this machine has {format_bytes(have)} available"
        )
