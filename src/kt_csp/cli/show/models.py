"""What ``export`` and ``decode`` draw: the model formats, their sizes, and a decoded answer."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import typer

from kt_csp.cli.options import TourFormat
from kt_csp.cli.show.solving import best_words, tour_text
from kt_csp.core.result import Status
from kt_csp.files.formats import MODEL_FORMATS, ModelFormat
from kt_csp.files.markdown import table
from kt_csp.files.writing import to_stdout

if TYPE_CHECKING:
    from kt_csp.core.choices import Origin
    from kt_csp.core.instance import Instance
    from kt_csp.engines.model_file import Decoded


def print_formats() -> None:
    """``export --list``: each model format, its file name and what it is for, as a table."""
    typer.echo(
        table(
            ["format", "file", "what it is for"],
            [[f.name, f"*{f.suffix}", f.purpose] for f in MODEL_FORMATS.values()],
            align="lll",
        )
    )


def print_model_stats(instance: Instance, form: ModelFormat | None) -> None:
    """The size of the model in one format, or in every format that encodes the question.

    Parameters
    ----------
    instance : Instance
        The question.
    form : ModelFormat or None
        The format to measure; None for every format that holds the whole question.
    """
    from kt_csp.files.formats import model_stats

    forms = [form] if form else [f for f in MODEL_FORMATS.values() if f.encodes(instance)]
    rows = [
        [s.form.name, f"{s.variables:,}", f"{s.constraints:,}", f"{s.arcs:,}", f"{s.size:,}"]
        for s in (model_stats(instance, f) for f in forms)
    ]
    typer.echo(table(["format", "variables", "constraints", "arcs", "bytes"], rows))
    typer.echo(
        f"# {instance.describe()}: constraints are clauses for dimacs and edges for graph "
        "(whose variables are its vertices)"
    )


def print_decoded(decoded: Decoded, output: TourFormat, out: Path | None, origin: Origin) -> None:
    """A decoded answer for a person: the tour (unless written to ``out``), then what it is.

    Parameters
    ----------
    decoded : Decoded
        The solver's answer, judged.
    output : TourFormat
        The tour's format.
    out : Path or None
        The file the tour was written to (the words then go to stderr), or None.
    origin : Origin
        Where a grid's rank 1 goes.
    """
    result, valid = decoded.result, decoded.valid
    instance, status = result.instance, result.status
    if valid and out is None:
        typer.echo(tour_text(result, output, origin))
    word = ("valid" if valid else "invalid") if status is Status.FOUND else status.value
    longest = "" if not (valid and instance.optimized) else ", " + best_words(result)
    reason = result.reason
    typer.echo(f"# {word}: {instance.describe()}{longest}" + (f": {reason}" if reason else ""), err=out is not None)
    if valid and out is not None and not to_stdout(out):
        typer.echo(f"# the tour is in {out} ({output.value})", err=True)
