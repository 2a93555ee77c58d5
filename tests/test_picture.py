"""Pictures: SVG that parses with one segment per move, PNG, large boards drawn path-only."""

from __future__ import annotations

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
    assert len(root.findall(f"{SVG}text")) == 36  # move numbers on a small board
    assert root.find(f"{SVG}circle[@class='start']") is not None and root.find(f"{SVG}rect[@class='end']") is not None
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_render_draws_a_tour_file_and_refuses_one_that_is_not_a_tour(run, tmp_path: Path) -> None:
    tour_file, svg = tmp_path / "tour.txt", tmp_path / "big.svg"
    tour_file.write_text(" ".join(Board(40, 40).name(int(s)) for s in closed_tour(Board(40, 40))))
    ran = run("render", str(tour_file), "--closed", "--svg", str(svg))
    assert ran.code == 0
    root = _svg(svg)
    assert len(root.find(f"{SVG}polyline").get("points").split()) == 1600  # type: ignore[union-attr]
    assert root.findall(f"{SVG}text") == []  # the path only on a large board
    tour_file.write_text("a1 c2 e3")
    refused = run("render", str(tour_file), "--svg", str(svg), "--board", "5x5")
    assert refused.code == 1 and refused.out.startswith("invalid: ")
    assert run("render", str(tour_file)).code == 2


def test_tours_too_large_to_draw_are_refused() -> None:
    with pytest.raises(KtError, match="pictures are drawn up to"):
        picture(Board(2000, 2000), [0], closed=False)
