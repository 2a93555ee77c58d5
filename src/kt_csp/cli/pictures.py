"""``kt-csp render``: a tour file drawn as SVG or PNG."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated

import typer

from kt_csp.cli.ending import finish

# Only what the options and --help need is imported here; each command imports its own work, so
# that --help loads no engine and a command loads only the engines it runs (kt_csp.core.choices).
from kt_csp.cli.exits import Outcome
from kt_csp.errors import KtError

if TYPE_CHECKING:
    pass

from kt_csp.cli.apps import app
from kt_csp.cli.asking import Asked, FileLeaperOpt, tour_and_question
from kt_csp.cli.options import FileOriginOpt, PngOpt, SvgOpt, check_picture_paths
from kt_csp.cli.show import draw_pictures


@app.command("render")
def render_command(
    path: Annotated[str, typer.Argument(help="Tour file, in any format kt-csp verify reads.", show_default=False)],
    svg: SvgOpt = None,
    png: PngOpt = None,
    board: Annotated[
        str | None, typer.Option("--board", "-b", help="Board size ROWSxCOLS (default: from the file).")
    ] = None,
    closed: Annotated[bool, typer.Option("--closed", help="Draw the closing move (the tour must close).")] = False,
    leaper: FileLeaperOpt = None,
    origin: FileOriginOpt = None,
) -> None:
    """Draw a tour file as a picture: the board, the path, start and end, the closing move.

    Example: kt-csp render tour.txt --svg tour.svg
    """
    from kt_csp.core.verifier import verify

    if svg is None and png is None:
        raise KtError("say where to draw: --svg FILE and/or --png FILE")
    check_picture_paths(svg, png)
    text, instance = tour_and_question(path, board, Asked(closed=closed, leaper=leaper), origin)
    fault = text.fault or verify(instance, text.tour).fault
    if fault:
        typer.echo(f"invalid: {fault}")
        finish(Outcome.NO)
    draw_pictures(instance, text.tour, svg, png)
