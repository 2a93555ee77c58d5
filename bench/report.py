"""Helpers shared by the benchmark scripts: the machine line and Markdown tables."""

from __future__ import annotations

import datetime
import os
import platform
import statistics
from collections.abc import Sequence

import numba
import numpy as np

__all__ = ["machine_line", "table", "median"]


def _cpu_model() -> str:
    """The CPU model name from /proc/cpuinfo, or ``unknown CPU``."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as cpuinfo:
            for line in cpuinfo:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return "unknown CPU"


def machine_line() -> str:
    """One line saying where and when the numbers were measured."""
    arch = platform.machine()
    processor = platform.processor()
    if processor and processor != arch:
        arch = f"{arch} ({processor})"
    cores = os.cpu_count()
    usable = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else cores
    today = datetime.datetime.now().astimezone().strftime("%Y-%m-%d %H:%M %Z")
    return (f"Machine: {arch}, {_cpu_model()}, {cores} cores ({usable} usable), "
            f"Python {platform.python_version()}, numba {numba.__version__}, "
            f"numpy {np.__version__}, {platform.system()} {platform.release()}, {today}")


def table(headers: Sequence[str], rows: Sequence[Sequence[object]], align: str | None = None) -> str:
    """A Markdown table; ``align`` has one letter per column, ``l`` or ``r`` (default: l then r)."""
    align = align or "l" + "r" * (len(headers) - 1)
    cells = [[str(c) for c in row] for row in rows]
    widths = [max(len(h), *(len(row[i]) for row in cells)) for i, h in enumerate(headers)]

    def line(values: Sequence[str]) -> str:
        return "| " + " | ".join(v.ljust(w) if a == "l" else v.rjust(w)
                                 for v, w, a in zip(values, widths, align)) + " |"

    rule = "|" + "|".join("-" * (w + 1) + ":" if a == "r" else ":" + "-" * (w + 1)
                          for w, a in zip(widths, align)) + "|"
    return "\n".join([line(headers), rule, *(line(row) for row in cells)])


def median(values: Sequence[float]) -> float:
    return statistics.median(values)
