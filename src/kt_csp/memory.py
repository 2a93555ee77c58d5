"""Knowing before starting whether a board fits in this machine's memory.

Every engine, the verifier and the exporters ask `require_memory` before they allocate, so that
a problem too large for the machine is refused in one line that says how much it needs, instead
of failing half-way (or being killed by the system).
"""

from __future__ import annotations

import os
from pathlib import Path

from kt_csp.errors import MemoryLimitError

__all__ = ["available_memory", "require_memory", "format_bytes"]


def available_memory() -> int:
    """Bytes this process can still allocate: what the system has available, within the
    process's control group (a container's limit) and its address-space limit (``ulimit -v``)."""
    return min(_system_available(), _cgroup_headroom(), _rlimit_headroom())


def _system_available() -> int:
    try:
        with open("/proc/meminfo", encoding="ascii") as meminfo:
            for line in meminfo:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    try:
        return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")
    except (OSError, ValueError, AttributeError):
        return 1 << 62  # no way to tell: do not refuse


def _cgroup_headroom() -> int:
    """A cgroup v2 memory limit less what the group uses (unlimited outside a container)."""
    try:
        base = Path("/sys/fs/cgroup")
        limit = (base / "memory.max").read_text().strip()
        if limit == "max":
            return 1 << 62
        return max(0, int(limit) - int((base / "memory.current").read_text()))
    except (OSError, ValueError):
        return 1 << 62


def _rlimit_headroom() -> int:
    """The address-space limit less the process's size now (unlimited without ``ulimit -v``)."""
    try:
        import resource

        soft, _ = resource.getrlimit(resource.RLIMIT_AS)
        if soft == resource.RLIM_INFINITY:
            return 1 << 62
        with open("/proc/self/statm", encoding="ascii") as statm:
            size = int(statm.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")
        return max(0, soft - size)
    except (ImportError, OSError, ValueError, IndexError):
        return 1 << 62


def format_bytes(count: float) -> str:
    """``123456789`` → ``117.7 MiB``."""
    count = float(min(count, 10 ** 30))  # beyond that, the exact amount does not matter
    for unit in ("B", "KiB", "MiB", "GiB", "TiB", "PiB"):
        if count < 1024 or unit == "PiB":
            return f"{count:.0f} {unit}" if unit == "B" else f"{count:.1f} {unit}"
        count /= 1024
    raise AssertionError("unreachable")


def require_memory(needed: int, what: str) -> None:
    """Refuse, in one line that says how much is needed, work that would not fit in memory."""
    have = available_memory()
    if needed > have:
        raise MemoryLimitError(
            f"{what} needs about {format_bytes(needed)} of memory; this machine has "
            f"{format_bytes(have)} available")
