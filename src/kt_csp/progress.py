"""Progress bars for long operations: on stderr, and only when it is a terminal, so that piped
or captured output stays exactly the results."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from typing import TypeVar

from rich.console import Console
from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn,
                           TimeRemainingColumn)

__all__ = ["tracked"]

T = TypeVar("T")


def tracked(items: Sequence[T], description: str, label: Callable[[T], str]) -> Iterator[T]:
    """Yield ``items`` while a bar shows how many are done, the time left and ``label(item)`` of
    the one in hand."""
    console = Console(stderr=True)
    columns = (TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
               TimeElapsedColumn(), TextColumn("left"), TimeRemainingColumn())
    with Progress(*columns, console=console, disable=not console.is_terminal, transient=True) as bar:
        task = bar.add_task(description, total=len(items))
        for item in items:
            bar.update(task, description=f"{description}: {label(item)}")
            yield item
            bar.advance(task)
