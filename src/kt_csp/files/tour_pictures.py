"""Pictures of tours: the board and the path between square centres, as SVG or PNG.

One geometry, two writers: SVG is written as text (a ``polyline`` for the path, so a tour of n
squares is n − 1 segments; the closing move a separate dashed ``line``), PNG is drawn with
Pillow. The start is marked with a green disc and the end with a red square; boards up to
`NUMBERED` squares a side show the move numbers and a chequered board; larger ones the path only,
scaled to fit `LARGEST_PIXELS`. Holes are grey squares; the files' letters run under the board
and the ranks' numbers beside it (every one up to `NUMBERED` a side, evenly spaced ones beyond).
On a wrapped board a move across the joined sides is not drawn across the board: it is two
stubs, one leaving the board's edge where the jump goes off it and one coming back in on the
other side (the path's polyline breaks there).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO, cast

import numpy as np

from kt_csp.core.board import Board, Wrap, file_name
from kt_csp.core.tour import Squares
from kt_csp.errors import KtError
from kt_csp.files.writing import output, write_output

__all__ = ["MOST_SQUARES", "Picture", "picture", "svg_text", "write_png", "write_svg"]

NUMBERED = 16  # sides up to this get move numbers and a chequered board
LARGEST_PIXELS = 2_000
MOST_SQUARES = 1_000_000  # larger tours are not drawn: the files would be huge and unreadable
LIGHT, DARK, PATH, CLOSING, START, END = "#f0d9b5", "#b58863", "#1f4e9c", "#c0392b", "#2e8b57", "#c0392b"
PAPER, HOLE, INK = "#ffffff", "#7f7f7f", "#333333"
LABEL_PIXELS = 12.0  # the labels' font size
LABEL_GAP = 36.0  # pixels at least between two labels along a side
Point = tuple[float, float]
Stub = tuple[Point, Point]  # a segment from a square's centre to the board's edge, or back


@dataclass(frozen=True)
class Picture:
    """What is drawn, in pixels: the board's cells, the margin of labels left of and under it,
    the path's points, the moves that wrap, the closing move."""

    board: Board
    cell: float
    margin: float  # the labels' width left of the board and height under it
    points: np.ndarray  # (n, 2) square centres in tour order, x right, y down
    closing: bool
    numbered: bool
    jumps: dict[
        int, Point
    ]  # move k (k → k + 1; the last, n − 1 → 0, is the closing move) that wraps: its jump in pixels

    @property
    def size(self) -> tuple[int, int]:
        return round(self.margin + self.board.cols * self.cell), round(self.board.rows * self.cell + self.margin)

    def runs(self) -> list[np.ndarray]:
        """The path as unbroken runs of points: it breaks at each move across joined sides."""
        breaks = sorted(k + 1 for k in self.jumps if k + 1 < len(self.points))
        return np.split(self.points, breaks) if breaks else [self.points]

    def stubs(self, closing: bool = False) -> list[Stub]:
        """The two stubs of each wrapping move: out to the edge the jump leaves by, and in from the
        edge it comes back by.

        Parameters
        ----------
        closing : bool
            Whether to give the closing move's stubs instead of the path's.

        Returns
        -------
        list of Stub
            Pairs of points, two per wrapping move.
        """
        last = len(self.points) - 1
        moves = [last] if closing else [k for k in sorted(self.jumps) if k < last]
        drawn: list[Stub] = []
        for k in (k for k in moves if k in self.jumps):
            (x0, y0), (x1, y1) = self.points[k].tolist(), self.points[(k + 1) % len(self.points)].tolist()
            dx, dy = self.jumps[k]
            drawn += [
                ((x0, y0), self._edge((x0, y0), (x0 + dx, y0 + dy))),
                (self._edge((x1, y1), (x1 - dx, y1 - dy)), (x1, y1)),
            ]
        return drawn

    def _edge(self, inside: Point, outside: Point) -> Point:
        """Where the segment from ``inside`` the board to ``outside`` it crosses the board's edge."""
        low = (self.margin, 0.0)
        high = (self.margin + self.board.cols * self.cell, self.board.rows * self.cell)
        t = 1.0
        for axis in (0, 1):
            step = outside[axis] - inside[axis]
            if outside[axis] > high[axis]:
                t = min(t, (high[axis] - inside[axis]) / step)
            elif outside[axis] < low[axis]:
                t = min(t, (low[axis] - inside[axis]) / step)
        return inside[0] + t * (outside[0] - inside[0]), inside[1] + t * (outside[1] - inside[1])

    def labels(self) -> list[tuple[str, Point]]:
        """The files' letters under the board and the ranks' numbers left of it, with the
        centre of each; on a large board every few, `LABEL_GAP` pixels apart at least."""
        board, c, m = self.board, self.cell, self.margin
        every = 1 if self.numbered else max(1, math.ceil(LABEL_GAP / c))
        files = [(file_name(col), (m + (col + 0.5) * c, board.rows * c + m / 2)) for col in range(0, board.cols, every)]
        ranks = [(str(row + 1), (m / 2, (board.rows - 1 - row + 0.5) * c)) for row in range(0, board.rows, every)]
        return files + ranks

    def holes(self) -> list[Point]:
        """Top-left corners of the holes, in pixels."""
        board, c = self.board, self.cell
        return [
            (self.margin + col * c, (board.rows - 1 - row) * c)
            for row, col in (board.coords(h) for h in sorted(board.holes))
        ]


def picture(board: Board, tour: Squares, closed: bool) -> Picture:
    """Lay out a tour on its board.

    Parameters
    ----------
    board : Board
        The board.
    tour : Squares
        The tour's squares in order.
    closed : bool
        Whether the closing move is drawn.

    Returns
    -------
    Picture
        Where each square, label, hole and move goes, in pixels.

    Raises
    ------
    KtError
        For a board too large to draw (`MOST_SQUARES`).
    """
    if board.size > MOST_SQUARES:
        raise KtError(f"pictures are drawn up to {MOST_SQUARES:,} squares; {board} has {board.size:,}")
    numbered = max(board.rows, board.cols) <= NUMBERED
    cell = 48.0 if numbered else max(1.0, LARGEST_PIXELS / max(board.rows, board.cols))
    margin = max(2 * LABEL_PIXELS, LABEL_PIXELS * (0.7 * len(str(board.rows)) + 1))  # room for the widest rank
    squares = np.asarray(tour, dtype=np.int64)
    rows, cols = np.divmod(squares, board.cols)
    points = np.stack([margin + (cols + 0.5) * cell, (board.rows - 1 - rows + 0.5) * cell], axis=1)
    return Picture(board, cell, margin, points, closed, numbered, _wrapping(board, rows, cols, closed, cell))


def _wrapping(board: Board, rows: np.ndarray, cols: np.ndarray, closed: bool, cell: float) -> dict[int, Point]:
    """The moves across a wrapped board's joined sides (move k from square k to k + 1, the closing
    move the last), each with the jump it makes, in pixels (x right, y down)."""
    if board.wrap is Wrap.NONE or len(rows) < 2:
        return {}
    ends = (np.append(rows, rows[0]), np.append(cols, cols[0])) if closed else (rows, cols)
    drow, dcol = np.diff(ends[0]), np.diff(ends[1])
    plain = {(abs(dr), abs(dc)) for dr, dc in board.offsets}
    far = np.flatnonzero([(abs(r), abs(c)) not in plain for r, c in zip(drow.tolist(), dcol.tolist(), strict=True)])
    jumps = {}
    for k in far.tolist():
        r, c = int(drow[k]), int(dcol[k])
        around_rows = [r, r - board.rows, r + board.rows] if board.wrap is Wrap.TORUS else [r]
        jump = next(
            (
                (dr, dc)
                for dr in around_rows
                for dc in (c, c - board.cols, c + board.cols)
                if (abs(dr), abs(dc)) in plain
            ),
            None,
        )
        if jump is not None:  # (a verified tour's every move is some jump)
            jumps[k] = (jump[1] * cell, -jump[0] * cell)
    return jumps


def write_svg(pic: Picture, path: Path) -> None:
    """The picture as SVG text, in a file.

    Parameters
    ----------
    pic : Picture
        The laid-out tour.
    path : Path
        The file (``-``: standard output).

    Raises
    ------
    KtError
        For a file that cannot be written.
    """
    write_output(path, (svg_text(pic) + "\n").encode(), "an SVG picture")


def svg_text(pic: Picture) -> str:
    """The picture as an SVG document (what a notebook shows for a `Result`).

    Parameters
    ----------
    pic : Picture
        The laid-out tour.

    Returns
    -------
    str
        The document, without a final newline.
    """
    width, height = pic.size
    c = pic.cell
    board_width, board_height = pic.board.cols * c, pic.board.rows * c
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" viewBox="0 0 {width} {height}">',
        f'<rect width="{width}" height="{height}" fill="{PAPER}"/>',
        f'<rect class="board" x="{pic.margin:g}" width="{board_width:g}" height="{board_height:g}" fill="{LIGHT}"/>',
    ]
    if pic.numbered:
        parts += [f'<rect x="{x:g}" y="{y:g}" width="{c:g}" height="{c:g}" fill="{DARK}"/>' for x, y in _dark(pic)]
    parts += [
        f'<rect class="hole" x="{x:g}" y="{y:g}" width="{c:g}" height="{c:g}" fill="{HOLE}"/>' for x, y in pic.holes()
    ]
    parts += [
        f'<text class="label" x="{x:g}" y="{y + LABEL_PIXELS / 3:g}" font-size="{LABEL_PIXELS:g}" '
        f'text-anchor="middle" font-family="sans-serif" fill="{INK}">{text}</text>'
        for text, (x, y) in pic.labels()
    ]
    stroke = max(1.0, c / 16)
    for run in pic.runs():
        coords = " ".join(f"{x:g},{y:g}" for x, y in run.tolist())
        parts.append(
            f'<polyline class="path" points="{coords}" fill="none" stroke="{PATH}" '
            f'stroke-width="{stroke:g}" stroke-linejoin="round"/>'
        )
    parts += [
        f'<line class="wrap" x1="{a:g}" y1="{b:g}" x2="{x:g}" y2="{y:g}" stroke="{PATH}" stroke-width="{stroke:g}"/>'
        for (a, b), (x, y) in pic.stubs()
    ]
    (x0, y0), (x1, y1) = pic.points[0].tolist(), pic.points[-1].tolist()
    if pic.closing:
        closing = pic.stubs(closing=True) or [((x1, y1), (x0, y0))]
        parts += [
            f'<line class="closing" x1="{a:g}" y1="{b:g}" x2="{x:g}" y2="{y:g}" stroke="{CLOSING}" '
            f'stroke-width="{stroke:g}" stroke-dasharray="{2 * stroke:g}"/>'
            for (a, b), (x, y) in closing
        ]
    mark = max(2.0, c / 5)
    parts.append(f'<circle class="start" cx="{x0:g}" cy="{y0:g}" r="{mark:g}" fill="{START}"/>')
    parts.append(
        f'<rect class="end" x="{x1 - mark:g}" y="{y1 - mark:g}" width="{2 * mark:g}" height="{2 * mark:g}" fill="{END}"/>'
    )
    if pic.numbered:
        parts += [
            f'<text class="move" x="{x:g}" y="{y + c / 3:g}" font-size="{c / 3.2:g}" text-anchor="middle" '
            f'font-family="sans-serif">{move}</text>'
            for move, (x, y) in enumerate(pic.points.tolist())
        ]
    parts.append("</svg>")
    return "\n".join(parts)


def write_png(pic: Picture, path: Path) -> None:
    """The picture as PNG, drawn with Pillow, in a file.

    Parameters
    ----------
    pic : Picture
        The laid-out tour.
    path : Path
        The file (``-``: standard output, never a terminal).

    Raises
    ------
    KtError
        For a file that cannot be written, or standard output that is a terminal.
    """
    from PIL import Image, ImageDraw  # here: only pictures need Pillow

    width, height = pic.size
    c = pic.cell
    image = Image.new("RGB", (width, height), PAPER)
    draw = ImageDraw.Draw(image)
    draw.rectangle([pic.margin, 0, pic.margin + pic.board.cols * c - 1, pic.board.rows * c - 1], fill=LIGHT)
    if pic.numbered:
        for x, y in _dark(pic):
            draw.rectangle([x, y, x + c - 1, y + c - 1], fill=DARK)
    for x, y in pic.holes():
        draw.rectangle([x, y, x + c - 1, y + c - 1], fill=HOLE)
    for text, (x, y) in pic.labels():
        draw.text((x, y), text, fill=INK, anchor="mm", font_size=LABEL_PIXELS)
    stroke = max(1, round(c / 16))
    for run in pic.runs():
        draw.line([(x, y) for x, y in run.tolist()], fill=PATH, width=stroke, joint="curve")
    for stub in pic.stubs():
        draw.line(list(stub), fill=PATH, width=stroke)
    points = [tuple(p) for p in pic.points.tolist()]
    if pic.closing:
        for stub in pic.stubs(closing=True) or [(points[-1], points[0])]:
            draw.line(list(stub), fill=CLOSING, width=stroke)
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
        (pic.margin + col * c, row * c)
        for row in range(board.rows)
        for col in range(board.cols)
        if (board.rows - 1 - row + col) % 2 == 0
    ]
