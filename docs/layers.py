"""The layers of kt_csp, read from its code: the import graph, its rules, and its picture.

Every ``import`` and ``from … import`` of a kt_csp module anywhere in a module is an arrow: at the
top, inside a function (imported late to keep start-up light, still a dependency), and under
``TYPE_CHECKING`` (a type a module names is a concept it depends on). The parent packages that
Python imports on the way to a module (``kt_csp/__init__.py`` before ``kt_csp.core.board``) are
not arrows: no module chooses them. The rules, which tests/test_layers.py holds the code to:

- no circle between modules;
- a package imports only packages on lower layers (`LAYERS`, lowest first), never one on its own
  layer: crosschecks and jobs are two uses of the engines that know nothing of each other;
- within a package, modules import each other freely (but in no circle).

Run ``python docs/layers.py`` to write the picture into docs/architecture.md (between its
markers); ``--check`` only says whether the page is up to date.
"""

from __future__ import annotations

import ast
import sys
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "src" / "kt_csp"
PAGE = ROOT / "docs" / "architecture.md"
BEGIN, END = "<!-- layers:begin -->", "<!-- layers:end -->"
REGENERATE = "python docs/layers.py"

# Lowest first: each layer may import the ones below it. errors is the base every layer raises
# from (and version says which release this is); runtime is the machine (Ctrl-C, numba's cache, memory, worker processes); core the
# question and the answer; reasoning the theorems about boards; engines answer questions; files
# are the formats (a model file is exported by the engines' own builders, so files sit above the
# engines); certificates make answers other than tours checkable (a solver's proof on a model file, a
# witness from reasoning); crosschecks and jobs run engines and write tables and files; api is the library's
# door; game and cli are its two faces; the package's own __init__ and __main__ are the top.
LAYERS: tuple[tuple[str, ...], ...] = (
    ("errors", "version"),
    ("runtime",),
    ("core",),
    ("reasoning",),
    ("engines",),
    ("files",),
    ("certificates",),
    ("crosschecks", "jobs"),
    ("api",),
    ("game",),
    ("cli",),
    ("kt_csp", "__main__"),
)
LAYER_OF = {unit: level for level, units in enumerate(LAYERS) for unit in units}


@dataclass(frozen=True)
class Arrow:
    """One import: the importing module, the imported one, and where (path from the repository,
    line); ``entry`` when it is a package's entry point loading one of the package's own modules
    at its first call (an engine's ``solve`` and ``count``: the registry's dispatch, not a
    dependency of the package on what the module imports)."""

    source: str
    target: str
    path: str
    line: int
    entry: bool = False

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.source} → {self.target}"


def modules() -> dict[str, Path]:
    """Every module of the package by dotted name (a package by its own name)."""
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def arrows() -> list[Arrow]:
    """Every import of a kt_csp module by a kt_csp module, in file and line order."""
    known = modules()
    found = []
    for name, path in known.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        where = str(path.relative_to(ROOT))
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        called = _in_functions(tree) if path.name == "__init__.py" else set()
        for node in ast.walk(tree):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parts = package.split(".")
                    base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
                # ``from kt_csp.engines.frontier import sweep`` imports the module sweep
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in known else base for a in node.names]
            for target in targets:
                while target not in known and "." in target:  # ``import kt_csp.core.board.x``: its module
                    target = target.rpartition(".")[0]
                if target in known and target != name:
                    entry = node.lineno in called and target.startswith(f"{name}.")
                    found.append(Arrow(name, target, where, node.lineno, entry))
    return sorted(set(found), key=lambda a: (a.path, a.line, a.target))


def _in_functions(tree: ast.Module) -> set[int]:
    """The lines of the imports made inside a function of ``tree``, at its call."""
    return {
        inner.lineno
        for node in ast.walk(tree)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
        for inner in ast.walk(node)
        if isinstance(inner, (ast.Import, ast.ImportFrom))
    }


def unit(module: str) -> str:
    """The package a module belongs to for the layers: kt_csp.engines.frontier.sweep → engines."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else parts[0]


def upward(found: list[Arrow]) -> list[str]:
    """Each arrow that breaks a layer rule, as ``path:line: from → to (why)``."""
    broken = []
    for arrow in found:
        source, target = unit(arrow.source), unit(arrow.target)
        if source == target:
            continue
        if source not in LAYER_OF or target not in LAYER_OF:
            broken.append(f"{arrow} (a package the layers do not name: add it to LAYERS in docs/layers.py)")
        elif LAYER_OF[target] == LAYER_OF[source]:
            broken.append(f"{arrow} ({source} and {target} share layer {LAYER_OF[source]}: neither imports the other)")
        elif LAYER_OF[target] > LAYER_OF[source]:
            broken.append(
                f"{arrow} ({source}, layer {LAYER_OF[source]}, imports {target}, layer {LAYER_OF[target]}, above it)"
            )
    return broken


def circles(found: list[Arrow]) -> list[list[str]]:
    """The circles between modules: each strongly connected set of more than one module, sorted.
    A package's entry point loading its own module (``Arrow.entry``) is no arrow here: the registry
    names each engine's package, whose module may ask the registry for another engine (auto) or
    judge a tour at its door, and the package loads the module only when first asked."""
    graph: dict[str, set[str]] = defaultdict(set)
    for arrow in found:
        if not arrow.entry:
            graph[arrow.source].add(arrow.target)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    sets = []

    def visit(node: str) -> None:  # Tarjan's algorithm
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for follower in sorted(graph[node]):
            if follower not in index:
                visit(follower)
                low[node] = min(low[node], low[follower])
            elif follower in on_stack:
                low[node] = min(low[node], index[follower])
        if low[node] == index[node]:
            members = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                members.append(member)
                if member == node:
                    break
            if len(members) > 1:
                sets.append(sorted(members))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(sets)


def mermaid(found: list[Arrow]) -> str:
    """The layers as a Mermaid flowchart, top layer first: a box per package (with its number of
    modules, its ``__init__`` counted), an arrow from each package to each one it imports."""
    counts: dict[str, int] = defaultdict(int)
    for name in modules():
        counts[unit(name)] += 1
    lines = ["```mermaid", "flowchart TD"]
    for level in reversed(range(len(LAYERS))):
        lines.append(f'    subgraph layer{level}["layer {level}"]')
        lines.append("        direction LR")
        for name in LAYERS[level]:
            label = name if name in ("kt_csp", "__main__") else f"kt_csp.{name}"
            many = f"{counts[name]} modules" if counts[name] > 1 else "1 module"
            lines.append(f'        {_node(name)}["{label}<br/>{many}"]')
        lines.append("    end")
    pairs = sorted({(unit(a.source), unit(a.target)) for a in found if unit(a.source) != unit(a.target)})
    by_level = sorted(pairs, key=lambda p: (-LAYER_OF.get(p[0], 0), -LAYER_OF.get(p[1], 0), p))
    for source, target in by_level:  # an arrow that breaks the layers (a known exception) is dashed
        down = LAYER_OF.get(target, 0) < LAYER_OF.get(source, 0)
        lines.append(f"    {_node(source)} {'-->' if down else '-. breaks the layers .->'} {_node(target)}")
    lines.append("```")
    return "\n".join(lines)


def _node(name: str) -> str:
    return "main" if name == "__main__" else name


def section() -> str:
    """What the page holds between its markers."""
    return (
        f"{BEGIN}\n<!-- generated by `{REGENERATE}` from the imports in src/kt_csp: do not edit -->\n\n"
        f"{mermaid(arrows())}\n\n{END}"
    )


def page_section(text: str) -> str | None:
    """The part of the page between (and with) the markers, or None when they are missing."""
    start, stop = text.find(BEGIN), text.find(END)
    return None if start < 0 or stop < start else text[start : stop + len(END)]


def write_page() -> bool:
    """Write the picture into the page (made, with a title and the markers, if absent); whether it changed."""
    text = PAGE.read_text(encoding="utf-8") if PAGE.exists() else f"# Architecture\n\n{BEGIN}\n{END}\n"
    old = page_section(text)
    if old is None:
        text = text.rstrip("\n") + f"\n\n{BEGIN}\n{END}\n"
        old = page_section(text)
    assert old is not None
    new = text.replace(old, section())
    if new != text or not PAGE.exists():
        PAGE.write_text(new, encoding="utf-8")
        return True
    return False


def main(argv: list[str]) -> int:
    if "--check" in argv:
        current = page_section(PAGE.read_text(encoding="utf-8")) if PAGE.exists() else None
        if current != section():
            print(f"{PAGE.relative_to(ROOT)} is out of date: run {REGENERATE}", file=sys.stderr)
            return 1
        return 0
    changed = write_page()
    print(f"{PAGE.relative_to(ROOT)}: {'written' if changed else 'up to date'}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
