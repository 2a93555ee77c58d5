"""``kt-csp render``: a tour file drawn as SVG or PNG."""

from __future__ import annotations

from dataclasses import replace
from typing import Annotated

import typer

from kt_csp.cli.apps import app
from kt_csp.cli.asking import FROM_FILE, Asked, FileLeaperOpt, HolesOpt, tour_and_question
from kt_csp.cli.ending import finish

# Only what the options and --help need is imported here; each command imports its own work, so
# that --help loads no engine and a command loads only the engines it runs (kt_csp.core.choices).
from kt_csp.cli.exits import Outcome
from kt_csp.cli.options import FileOriginOpt, PngOpt, SvgOpt, check_picture_paths
from kt_csp.cli.show.pictures import draw_pictures
from kt_csp.core.board import Wrap
from kt_csp.core.variants import PART
from kt_csp.errors import KtError


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
    holes: HolesOpt = None,
    wrap: Annotated[
        Wrap | None,
        typer.Option(
            PART["wrap"].option,
            help=f"Join the board's sides: cylinder or torus [default: {FROM_FILE} none]; a move across them is drawn "
            "as two stubs, off one edge and back in on the other.",
        ),
    ] = None,
    origin: FileOriginOpt = None,
) -> None:
    """Draw a tour file as a picture: the board, the path, start and end, the closing move.

    Example: kt-csp render tour.txt --svg tour.svg
    """
    from kt_csp.core.verifier import verify

    if svg is None and png is None:
        raise KtError("say where to draw: --svg FILE and/or --png FILE")
    check_picture_paths(svg, png)
    asked = Asked(closed=closed, leaper=leaper, parts={"holes": holes, "wrap": wrap})
    text, instance = tour_and_question(path, board, asked, origin)
    if text.asked is None and holes:  # a grid's -1s are its holes unless --holes says which squares are
        instance = replace(instance, board=replace(instance.board, holes=frozenset()))
    instance = asked.added_to(instance)
    fault = text.fault or verify(instance, text.tour).fault
    if fault:
        typer.echo(f"invalid: {fault}")
        finish(Outcome.NO)
    draw_pictures(instance, text.tour, svg, png)
