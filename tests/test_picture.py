"""Pictures: SVG that parses with one segment per move, PNG, large boards drawn path-only."""

from __future__ import annotations

import itertools
import math
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from kt_csp import Board, KtError
from kt_csp.engines.construct.build import closed_tour
from kt_csp.files.tour_pictures import picture

SVG = "{http://www.w3.org/2000/svg}"


def _svg(path: Path) -> ET.Element:
    return ET.parse(path).getroot()


@pytest.mark.parametrize("closed", [False, True])
def test_solve_draws_an_svg_with_a_segment_per_move(run, tmp_path: Path, closed: bool) -> None:
    svg, png = tmp_path / "tour.svg", tmp_path / "tour.png"
    ran = run("solve", "6x6", *(["--closed"] if closed else ["--start", "a1"]), "--svg", str(svg), "--png", str(png))
    assert ran.code == 0 and f"# drew the tour in {svg}" in ran.out
    root = _svg(svg)
    points = root.find(f"{SVG}polyline").get("points").split()  # type: ignore[union-attr]
    assert len(points) - 1 == 35  # 36 squares, 35 moves
    assert (root.find(f"{SVG}line[@class='closing']") is not None) == closed
    assert len(root.findall(f"{SVG}text[@class='move']")) == 36  # move numbers on a small board
    labels = [text.text for text in root.findall(f"{SVG}text[@class='label']")]
    assert labels == ["a", "b", "c", "d", "e", "f", "1", "2", "3", "4", "5", "6"]  # files under, ranks beside
    assert root.find(f"{SVG}circle[@class='start']") is not None and root.find(f"{SVG}rect[@class='end']") is not None
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_render_draws_a_tour_file_and_refuses_one_that_is_not_a_tour(run, tmp_path: Path) -> None:
    tour_file, svg = tmp_path / "tour.txt", tmp_path / "big.svg"
    tour_file.write_text(" ".join(Board(40, 40).name(int(s)) for s in closed_tour(Board(40, 40))))
    ran = run("render", str(tour_file), "--closed", "--svg", str(svg))
    assert ran.code == 0
    root = _svg(svg)
    assert len(root.find(f"{SVG}polyline").get("points").split()) == 1600  # type: ignore[union-attr]
    assert root.findall(f"{SVG}text[@class='move']") == []  # the path only on a large board
    labels = [text.text for text in root.findall(f"{SVG}text[@class='label']")]
    assert len(labels) == 80 and labels[:2] == ["a", "b"] and labels[-1] == "40"  # 50 pixels a square: each one
    tour_file.write_text("a1 c2 e3")
    refused = run("render", str(tour_file), "--svg", str(svg), "--board", "5x5")
    assert refused.code == 1 and refused.out.startswith("invalid: ")
    assert run("render", str(tour_file)).code == 2


def test_tours_too_large_to_draw_are_refused() -> None:
    with pytest.raises(KtError, match="pictures are drawn up to"):
        picture(Board(2000, 2000), [0], closed=False)


def _segments(root: ET.Element) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """Every segment the path is drawn with: its polylines' and its stubs'."""
    drawn = []
    for line in root.findall(f"{SVG}polyline[@class='path']"):
        points = [tuple(map(float, pair.split(","))) for pair in line.get("points", "").split()]
        drawn += list(itertools.pairwise(points))
    for stub in root.findall(f"{SVG}line[@class='wrap']"):
        x1, y1, x2, y2 = (float(stub.get(key, "")) for key in ("x1", "y1", "x2", "y2"))
        drawn.append(((x1, y1), (x2, y2)))
    return drawn  # type: ignore[return-value]


def test_a_torus_tour_is_drawn_with_stubs_across_the_joined_sides(run, tmp_path: Path) -> None:
    """A move across the joined sides was a long line across the board, and render had no --wrap."""
    tour, svg, png = tmp_path / "torus.txt", tmp_path / "torus.svg", tmp_path / "torus.png"
    tour.write_text(run("solve", "5x5", "--wrap", "torus", "--closed", "--format", "squares").out.split("#")[0])
    assert run("render", str(tour), "--closed", "--svg", str(svg)).code == 1  # on the plain board: no tour
    ran = run("render", str(tour), "--closed", "--wrap", "torus", "--svg", str(svg), "--png", str(png))
    assert ran.code == 0 and png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    root = _svg(svg)
    cell = 48.0
    stubs = root.findall(f"{SVG}line[@class='wrap']")
    assert stubs and len(stubs) % 2 == 0  # each wrapping move: out, and back in
    assert all(math.dist(a, b) <= math.sqrt(5) * cell + 1e-9 for a, b in _segments(root))  # no long line across
    board = root.find(f"{SVG}rect[@class='board']")
    left, width, height = (float(board.get(key, "")) for key in ("x", "width", "height"))  # type: ignore[union-attr]

    def on_edge(x: str | None, y: str | None) -> bool:
        return any(math.isclose(float(x or "nan"), edge) for edge in (left, left + width)) or any(
            math.isclose(float(y or "nan"), edge, abs_tol=1e-9) for edge in (0, height)
        )

    assert all(on_edge(stub.get("x1"), stub.get("y1")) or on_edge(stub.get("x2"), stub.get("y2")) for stub in stubs)


def test_render_takes_the_holes_of_a_tour_saved_as_squares(run, tmp_path: Path) -> None:
    tour, svg = tmp_path / "holes.txt", tmp_path / "holes.svg"
    tour.write_text(run("solve", "8x8", "--holes", "d4,e4,d5,e5", "--format", "squares").out.split("#")[0])
    refused = run("render", str(tour), "--svg", str(svg))
    assert refused.code == 1 and refused.out.startswith("invalid: 4 squares never visited")
    ran = run("render", str(tour), "--holes", "d4,e4,d5,e5", "--svg", str(svg))
    assert ran.code == 0 and len(_svg(svg).findall(f"{SVG}rect[@class='hole']")) == 4
