"""The pictures ``solve --svg/--png`` and ``render`` draw of a tour."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import typer

from kt_csp.files.writing import to_stdout

if TYPE_CHECKING:
    from kt_csp.core.instance import Instance
    from kt_csp.core.tour import Squares


def draw_pictures(instance: Instance, tour: Squares, svg: Path | None, png: Path | None, quiet: bool = False) -> None:
    """Write the pictures asked for, and say where.

    Parameters
    ----------
    instance : Instance
        The question: its board and whether the tour closes (the closing move is drawn).
    tour : Squares
        The tour's squares in order.
    svg, png : Path or None
        Where to draw each picture (``-``: standard output), None for a picture not asked for.
    quiet : bool
        Whether standard output holds something else (JSON): the words then go to stderr, as
        they do when a picture goes to standard output.
    """
    from kt_csp.files.tour_pictures import picture, write_png, write_svg

    if svg is None and png is None:
        return
    pic = picture(instance.board, tour, instance.closed)
    quiet = quiet or to_stdout(svg) or to_stdout(png)  # a picture on stdout: the words go to stderr
    for path, write in ((svg, write_svg), (png, write_png)):
        if path is not None:
            write(pic, path)
            typer.echo(f"# drew the tour {'on standard output' if to_stdout(path) else f'in {path}'}", err=quiet)
