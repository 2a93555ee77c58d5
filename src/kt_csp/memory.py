"""Knowing before starting whether a board fits in this machine's memory."""

from __future__ import annotations

import os

from kt_csp.errors import MemoryLimitError

__all__ = ["available_memory", "require_memory", "format_bytes"]


def available_memory() -> int:
    """Bytes the operating system can give this process now (MemAvailable, else physical RAM)."""
    try:
        with open("/proc/meminfo", encoding="ascii") as meminfo:
            for line in meminfo:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")


def format_bytes(count: float) -> str:
    """``123456789`` → ``118 MiB``."""
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
