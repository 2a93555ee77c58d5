"""Helpers shared by the benchmark scripts: the machine line, Markdown tables (the package's own)
and the median."""

from __future__ import annotations

import datetime
import os
import platform
import statistics
from collections.abc import Sequence

import numba
import numpy as np

import kt_csp
from kt_csp.core.verifier import verify
from kt_csp.files.markdown import table

__all__ = ["checked", "machine_line", "median", "table"]


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
    return (
        f"Machine: {arch}, {_cpu_model()}, {cores} cores ({usable} usable), "
        f"Python {platform.python_version()}, numba {numba.__version__}, "
        f"numpy {np.__version__}, {platform.system()} {platform.release()}, {today}"
    )


def median(values: Sequence[float]) -> float:
    return statistics.median(values)


def checked(result: kt_csp.Result) -> str:
    """'yes' when the result's tour verifies, '—' without a tour; a bad tour stops the bench."""
    if result.tour is None:
        return "—"
    verdict = verify(result.instance, result.tour)
    assert verdict.valid, f"{result.engine}: {verdict.fault}"
    return "yes"
