"""What ``count`` draws: the count of a question (and the board of per-square counts), and the
geometrically distinct tours of ``count --distinct``."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

import typer

from kt_csp.cli.show.words import stats_line
from kt_csp.core.words import quantity
from kt_csp.reasoning.theorems import THEORY

if TYPE_CHECKING:
    from kt_csp.certificates.model_count import Confirmation
    from kt_csp.core.board import Board
    from kt_csp.core.instance import Instance
    from kt_csp.core.result import CountResult
    from kt_csp.engines.distinct import Distinct


def print_count(result: CountResult) -> None:
    """A count: each start square's count as a board (when several were counted), the total, and
    the engine's work.

    Parameters
    ----------
    result : CountResult
        The count, complete or not.
    """
    instance = result.instance
    if len(result.by_start) > 1:
        typer.echo(_by_start(instance.board, result.by_start))
    what = instance.describe().replace(" tour ", " tours ", 1)
    total = (
        (f"{result.total:,}" + (f" ({result.reason})" if result.reason else ""))
        if result.complete
        else f"at least {result.total:,} (incomplete: {result.reason})"
    )
    typer.echo(f"# {what}, {_counted_how(instance.as_counted())}: {total}")
    if result.engine == THEORY:
        typer.echo(f"# {THEORY}: counted without search (--no-theory makes the engine count)")
    else:
        typer.echo(f"# {result.engine}: {stats_line(result.engine, result.stats.as_dict())}")
    if result.note:
        typer.echo(f"# {result.note}")


def confirmation_line(result: CountResult, confirmation: Confirmation | None) -> str:
    """``count --confirm``'s line: the model counter's count beside the engine's, in one line.

    Parameters
    ----------
    result : CountResult
        The count.
    confirmation : Confirmation or None
        Ganak's count (None: not asked, the count being incomplete).

    Returns
    -------
    str
        ``# confirmed by ganak (an exact model counter): N in T s``, or why not.
    """
    counter = "ganak (an exact model counter)"
    if confirmation is None:
        return f"# not confirmed by {counter}: the count is incomplete"
    if confirmation.count is None:
        return f"# not confirmed: {counter} did not finish ({confirmation.reason})"
    took = f" in {confirmation.seconds:.1f} s"
    if confirmation.count != result.total:
        return f"# NOT confirmed: {counter} counted {confirmation.count:,}{took}, {result.engine} {result.total:,}"
    return f"# confirmed by {counter}: {confirmation.count:,}{took}"


def _by_start(board: Board, by_start: Mapping[int, int | None]) -> str:
    """Each start square's count where it stands on the board, top rank first (``?``: a square
    whose count was not finished)."""
    numbers = ["?" if n is None else str(n) for n in (by_start.get(s, 0) for s in range(board.size))]
    width = max(len(n) for n in numbers)
    return "\n".join(
        " ".join(f"{numbers[row * board.cols + col]:>{width}}" for col in range(board.cols))
        for row in reversed(range(board.rows))
    )


def print_distinct(counted: Distinct) -> None:
    """``count --distinct``: the geometrically distinct tours, then each symmetry's kept tours.

    Parameters
    ----------
    counted : Distinct
        The count by Burnside's lemma, and the classes CP-SAT found where it enumerated them.
    """
    what = counted.instance.describe().replace(" tour ", " tours ", 1)
    total = f"{counted.distinct:,}" if counted.distinct is not None else f"unknown ({counted.reason})"
    if counted.found is not None and counted.distinct is None:
        total = f"at least {len(counted.found.tours):,} (unknown: {counted.reason})"
    typer.echo(f"# geometrically distinct {what}, up to the board's {counted.group} symmetries and reversal: {total}")
    if counted.found is not None:
        _print_classes(counted.instance, len(counted.found.tours), counted.found.complete)
    for row in counted.kept:
        kept = "? undirected tours" if row.tours is None else quantity(row.tours, "undirected tours")
        each = "" if row.copies == 1 else " each"
        typer.echo(f"# {row.symmetry} ({row.copies}): {kept} kept{each} ({row.by})")


def _print_classes(instance: Instance, found: int, complete: bool) -> None:
    """How many classes CP-SAT ``found`` (a tour of each), all of them or not, and what is
    published of them."""
    from kt_csp.reasoning.magic import known

    if not found:
        typer.echo("# CP-SAT proved there is none" if complete else "# CP-SAT found none in its time")
    else:
        typer.echo(
            f"# {quantity(found, 'classes')} found by CP-SAT, a verified tour of each, "
            "every class forbidden after its tour (--format json lists them)"
        )
    said = known(instance)
    if said is not None:
        typer.echo(f"# {said}")


def _counted_how(instance: Instance) -> str:
    """What one counted tour is, for the question as it was counted (`Instance.as_counted`)."""
    if instance.clues:
        return "each tour counted as its clues number it (so in one direction)"
    if instance.start is not None and instance.end is not None:
        return "each tour from its start to its end counted once"
    if instance.closed:
        return f"counted through {instance.board.name(instance.start or 0)} in both directions (2 × undirected)"
    if instance.end is not None:
        return "each tour that ends there counted once"
    if instance.start is not None:
        return "each tour from its start counted once"
    return "counted directed (each undirected tour once from each end)"
