"""Pictures of tours: the board and the path between square centres, as SVG or PNG.

One geometry, two writers: SVG is written as text (one ``polyline`` for the path, so a tour of n
squares is n − 1 segments; the closing move a separate dashed ``line``), PNG is drawn with
Pillow. The start is marked with a green disc and the end with a red square; boards up to
`NUMBERED` squares a side show the move numbers and a chequered board; larger ones the path only,
scaled to fit `LARGEST_PIXELS`.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO, cast

import numpy as np

from kt_csp.core.board import Board
from kt_csp.core.tour import Squares
from kt_csp.errors import KtError
from kt_csp.files.writing import output, write_output

__all__ = ["MOST_SQUARES", "Picture", "picture", "svg_text", "write_png", "write_svg"]

NUMBERED = 16  # sides up to this get move numbers and a chequered board
LARGEST_PIXELS = 2_000
MOST_SQUARES = 1_000_000  # larger tours are not drawn: the files would be huge and unreadable
LIGHT, DARK, PATH, CLOSING, START, END = "#f0d9b5", "#b58863", "#1f4e9c", "#c0392b", "#2e8b57", "#c0392b"


@dataclass(frozen=True)
class Picture:
    """What is drawn, in pixels: the canvas, the cell size, the path's points, the closing move."""

    board: Board
    cell: float
    points: np.ndarray  # (n, 2) square centres in tour order, x right, y down
    closing: bool
    numbered: bool

    @property
    def size(self) -> tuple[int, int]:
        return round(self.board.cols * self.cell), round(self.board.rows * self.cell)


def picture(board: Board, tour: Squares, closed: bool) -> Picture:
    """Lay out ``tour`` on ``board``; refuse tours too large to draw."""
    if board.size > MOST_SQUARES:
        raise KtError(f"pictures are drawn up to {MOST_SQUARES:,} squares; {board} has {board.size:,}")
    numbered = max(board.rows, board.cols) <= NUMBERED
    cell = 48.0 if numbered else max(1.0, LARGEST_PIXELS / max(board.rows, board.cols))
    squares = np.asarray(tour, dtype=np.int64)
    rows, cols = np.divmod(squares, board.cols)
    points = np.stack([(cols + 0.5) * cell, (board.rows - 1 - rows + 0.5) * cell], axis=1)
    return Picture(board, cell, points, closed, numbered)


def write_svg(pic: Picture, path: Path) -> None:
    """The picture as SVG text, in the file at ``path`` (``-``: standard output)."""
    write_output(path, (svg_text(pic) + "\n").encode(), "an SVG picture")


def svg_text(pic: Picture) -> str:
    """The picture as an SVG document (what a notebook shows for a `Result`)."""
    width, height = pic.size
    c = pic.cell
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}">',
        f'<rect width="{width}" height="{height}" fill="{LIGHT}"/>',
    ]
    if pic.numbered:
        parts += [f'<rect x="{x:g}" y="{y:g}" width="{c:g}" height="{c:g}" fill="{DARK}"/>' for x, y in _dark(pic)]
    stroke = max(1.0, c / 16)
    coords = " ".join(f"{x:g},{y:g}" for x, y in pic.points.tolist())
    parts.append(
        f'<polyline class="path" points="{coords}" fill="none" stroke="{PATH}" '
        f'stroke-width="{stroke:g}" stroke-linejoin="round"/>'
    )
    (x0, y0), (x1, y1) = pic.points[0].tolist(), pic.points[-1].tolist()
    if pic.closing:
        parts.append(
            f'<line class="closing" x1="{x1:g}" y1="{y1:g}" x2="{x0:g}" y2="{y0:g}" stroke="{CLOSING}" '
            f'stroke-width="{stroke:g}" stroke-dasharray="{2 * stroke:g}"/>'
        )
    mark = max(2.0, c / 5)
    parts.append(f'<circle class="start" cx="{x0:g}" cy="{y0:g}" r="{mark:g}" fill="{START}"/>')
    parts.append(
        f'<rect class="end" x="{x1 - mark:g}" y="{y1 - mark:g}" width="{2 * mark:g}" height="{2 * mark:g}" fill="{END}"/>'
    )
    if pic.numbered:
        parts += [
            f'<text x="{x:g}" y="{y + c / 3:g}" font-size="{c / 3.2:g}" text-anchor="middle" '
            f'font-family="sans-serif">{move}</text>'
            for move, (x, y) in enumerate(pic.points.tolist())
        ]
    parts.append("</svg>")
    return "\n".join(parts)


def write_png(pic: Picture, path: Path) -> None:
    """The picture as PNG, drawn with Pillow, in the file at ``path`` (``-``: standard output,
    never a terminal)."""
    from PIL import Image, ImageDraw  # here: only pictures need Pillow

    width, height = pic.size
    c = pic.cell
    image = Image.new("RGB", (width, height), LIGHT)
    draw = ImageDraw.Draw(image)
    if pic.numbered:
        for x, y in _dark(pic):
            draw.rectangle([x, y, x + c - 1, y + c - 1], fill=DARK)
    stroke = max(1, round(c / 16))
    points = [tuple(p) for p in pic.points.tolist()]
    draw.line(points, fill=PATH, width=stroke, joint="curve")
    if pic.closing:
        draw.line([points[-1], points[0]], fill=CLOSING, width=stroke)
    mark = max(2.0, c / 5)
    (x0, y0), (x1, y1) = points[0], points[-1]
    draw.ellipse([x0 - mark, y0 - mark, x0 + mark, y0 + mark], fill=START)
    draw.rectangle([x1 - mark, y1 - mark, x1 + mark, y1 + mark], fill=END)
    if pic.numbered:
        for move, (x, y) in enumerate(points):
            draw.text((x, y), str(move), fill="black", anchor="mm", font_size=c / 3.2)
    with output(path, "a PNG picture", binary=True) as stream:
        image.save(cast(BinaryIO, stream), format="PNG")  # a stream of whole writes, as PIL needs


def _dark(pic: Picture) -> list[tuple[float, float]]:
    """Top-left corners of the dark squares (a1 is dark), in pixels."""
    board, c = pic.board, pic.cell
    return [
        (col * c, row * c)
        for row in range(board.rows)
        for col in range(board.cols)
        if (board.rows - 1 - row + col) % 2 == 0
    ]
