"""The architecture as a test: the import graph of src/kt_csp has no circle and no arrow from a
lower layer to a higher one (docs/layers.py reads the graph and says the rules), no module
outgrows 600 lines, only the command line draws with rich, and the picture of the layers in
docs/architecture.md is the one the code makes today."""

from __future__ import annotations

import ast
import dataclasses
import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("docs_layers", ROOT / "docs" / "layers.py")
assert _spec is not None and _spec.loader is not None
layers = importlib.util.module_from_spec(_spec)
sys.modules["docs_layers"] = layers  # (its dataclasses look their module up there)
_spec.loader.exec_module(layers)

MOST_LINES = 600
# Modules allowed past MOST_LINES for now. Each must go: the list only shrinks.
LONG_MODULES: dict[str, str] = {}
# Arrows that break the layers, allowed for now. Each must go.
KNOWN_BREAKS: dict[str, str] = {}


@pytest.fixture(scope="module")
def arrows() -> list:
    return layers.arrows()


def test_the_graph_is_read_from_every_kind_of_import(arrows) -> None:
    """The reader sees top-level, function-level and TYPE_CHECKING imports (the graph the rules hold)."""
    seen = {(a.source, a.target) for a in arrows}
    assert ("kt_csp.cli.process", "kt_csp.cli.commands") in seen  # inside a function
    assert ("kt_csp.engines.frontier.sweep", "kt_csp.engines.frontier.spill") in seen  # under TYPE_CHECKING too
    assert ("kt_csp.engines.frontier.sweep", "kt_csp.engines.frontier.plan") in seen  # at the top
    assert len(arrows) > 300


def test_no_module_imports_itself_back_through_a_circle(arrows) -> None:
    circles = layers.circles(arrows)
    said = [
        " ↔ ".join(circle) + "\n    " + "\n    ".join(str(a) for a in arrows if {a.source, a.target} <= set(circle))
        for circle in circles
    ]
    assert not circles, "modules that import each other in a circle:\n" + "\n".join(said)


def test_no_package_imports_one_on_its_own_layer_or_above(arrows) -> None:
    broken = [line for line in layers.upward(arrows) if line.split(": ", 1)[1].split(" (")[0] not in KNOWN_BREAKS]
    assert not broken, (
        f"imports against the layers ({' → '.join('/'.join(units) for units in layers.LAYERS)}):\n" + "\n".join(broken)
    )


def test_each_known_break_is_still_there_until_it_goes(arrows) -> None:
    """An exception that no longer breaks anything is struck from the list, so it cannot come back."""
    breaks = {line.split(": ", 1)[1].split(" (")[0] for line in layers.upward(arrows)}
    assert set(KNOWN_BREAKS) <= breaks, f"fixed, so strike from KNOWN_BREAKS: {sorted(set(KNOWN_BREAKS) - breaks)}"


def test_every_package_has_a_layer() -> None:
    units = {layers.unit(name) for name in layers.modules()}
    assert units == set(layers.LAYER_OF), f"packages without a layer: {sorted(units - set(layers.LAYER_OF))}"


def test_the_rules_catch_an_import_upward_and_a_circle() -> None:
    """The checks themselves, on made-up arrows: core importing files, and two modules in a circle."""
    up = layers.Arrow("kt_csp.core.result", "kt_csp.files.tour_pictures", "src/kt_csp/core/result.py", 9)
    side = layers.Arrow("kt_csp.jobs.job", "kt_csp.crosschecks.check", "src/kt_csp/jobs/job.py", 5)
    down = layers.Arrow("kt_csp.files.tours", "kt_csp.core.board", "src/kt_csp/files/tours.py", 3)
    assert layers.upward([up, side, down]) == [
        "src/kt_csp/core/result.py:9: kt_csp.core.result → kt_csp.files.tour_pictures "
        "(core, layer 2, imports files, layer 5, above it)",
        "src/kt_csp/jobs/job.py:5: kt_csp.jobs.job → kt_csp.crosschecks.check "
        "(jobs and crosschecks share layer 7: neither imports the other)",
    ]
    back = layers.Arrow("kt_csp.core.board", "kt_csp.files.tours", "src/kt_csp/core/board.py", 4)
    assert layers.circles([down, back]) == [["kt_csp.core.board", "kt_csp.files.tours"]]


def test_an_engine_package_loading_its_module_when_asked_closes_no_circle() -> None:
    """The registry names the cpsat package, whose ``solve`` loads cpsat.engine at its first call,
    which may judge at the registry's door: that load is the dispatch, not a circle; the same import
    at the package's top would be one."""
    names = layers.Arrow("kt_csp.engines.registry", "kt_csp.engines.cpsat", "src/kt_csp/engines/registry.py", 3)
    judges = layers.Arrow(
        "kt_csp.engines.cpsat.engine", "kt_csp.engines.registry", "src/kt_csp/engines/cpsat/engine.py", 9
    )
    loads = layers.Arrow(
        "kt_csp.engines.cpsat", "kt_csp.engines.cpsat.engine", "src/kt_csp/engines/cpsat/__init__.py", 30
    )
    assert layers.circles([names, judges, dataclasses.replace(loads, entry=True)]) == []
    assert layers.circles([names, judges, loads]) == [
        ["kt_csp.engines.cpsat", "kt_csp.engines.cpsat.engine", "kt_csp.engines.registry"]
    ]
    found = {(arrow.source, arrow.target): arrow.entry for arrow in layers.arrows()}
    assert found[("kt_csp.engines.cpsat", "kt_csp.engines.cpsat.engine")] is True


def test_no_module_is_over_600_lines() -> None:
    sizes = {
        str(path.relative_to(ROOT)): len(path.read_text(encoding="utf-8").splitlines())
        for path in layers.modules().values()
    }
    long = {path: lines for path, lines in sizes.items() if lines > MOST_LINES and path not in LONG_MODULES}
    assert not long, f"modules over {MOST_LINES} lines (split them by concern): {long}"
    assert all(sizes[path] > MOST_LINES for path in LONG_MODULES), "an exception now short enough: strike it"


MOST_COMMAND_LINES = 60


def command_lengths() -> dict[str, int]:
    """Each command function's lines in src/kt_csp/cli, its decorators, signature and docstring
    counted."""
    lengths = {}
    for path in sorted((ROOT / "src" / "kt_csp" / "cli").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name.endswith("_command"):
                assert node.end_lineno is not None
                lengths[f"{path.name}:{node.name}"] = node.end_lineno - node.lineno + 1 + len(node.decorator_list)
    return lengths


def test_no_command_function_is_over_60_lines() -> None:
    lengths = command_lengths()
    assert len(lengths) >= 12, f"the command functions were not found: {sorted(lengths)}"
    long = {name: lines for name, lines in lengths.items() if lines > MOST_COMMAND_LINES}
    assert not long, (
        f"command functions over {MOST_COMMAND_LINES} lines (give option groups once, move the work "
        f"into the library, the checks into named helpers, the drawing into cli/show/): {long}"
    )


def test_only_the_command_line_draws_with_rich() -> None:
    """Engines report progress through a callback (kt_csp.core.progress); the command line draws."""
    drawing = []
    for name, path in layers.modules().items():
        if layers.unit(name) == "cli":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = (
                [a.name for a in node.names]
                if isinstance(node, ast.Import)
                else [node.module or ""]
                if isinstance(node, ast.ImportFrom)
                else []
            )
            drawing += [
                f"{path.relative_to(ROOT)}:{node.lineno}: {name} → {n}" for n in names if n.split(".")[0] == "rich"
            ]
    assert not drawing, "rich imported outside kt_csp.cli:\n" + "\n".join(drawing)


def test_the_architecture_page_shows_the_layers_the_code_has() -> None:
    page = layers.PAGE.read_text(encoding="utf-8")
    assert page.startswith("# Architecture")
    assert layers.page_section(page) == layers.section(), (
        f"docs/architecture.md's picture of the layers is out of date: run {layers.REGENERATE}"
    )
