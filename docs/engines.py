"""The engines page's tables, made from the engines' descriptors (`kt_csp.engines.descriptor`).

Run ``python docs/engines.py`` to write them into docs/engines.md (between its markers);
``--check`` only says whether the page is up to date (tests/test_registry.py holds it to that).
"""

from __future__ import annotations

import sys
from pathlib import Path

from kt_csp.core.variants import PARTS
from kt_csp.engines.descriptor import Witness
from kt_csp.engines.registry import ENGINES

PAGE = Path(__file__).resolve().parent / "engines.md"
BEGIN, END = "<!-- engines:begin (python docs/engines.py) -->", "<!-- engines:end -->"
WITNESS = {Witness.SEARCH: "yes", Witness.COUNT: "when counting", None: "no"}


def section() -> str:
    """The two tables: each engine, and the parts each answers."""
    rows = [
        "| engine | what it is | counts | cross-check witness | needs |",
        "|---|---|---|---|---|",
        *(
            f"| `{name}` | {engine.summary} | {'yes' if engine.counts else 'no'} | {WITNESS[engine.witness]} | "
            f"{', '.join(engine.needs) or 'Python'} |"
            for name, engine in ENGINES.items()
        ),
        "",
        "What each engine answers beyond a plain tour of a whole rectangle (asking one for a part it does",
        "not answer is a one-line error that names the engines that do; `auto` routes to one that does):",
        "",
        "| part | " + " | ".join(ENGINES) + " |",
        "|---|" + "---|" * len(ENGINES),
    ]
    for part in PARTS:
        cells = [_answers(engine.parts, dict(engine.beside), part.name) for engine in ENGINES.values()]
        rows.append(f"| {part.name} (`{part.option}`) | " + " | ".join(cells) + " |")
    return "\n".join([BEGIN, *rows, END])


def _answers(parts: frozenset[str], beside: dict[str, str], name: str) -> str:
    if name not in parts:
        return "no"
    return f"beside {beside[name]}" if name in beside else "yes"


def main(argv: list[str]) -> int:
    """Write the tables into the page, or (``--check``) say whether it holds them."""
    text = PAGE.read_text()
    start, end = text.index(BEGIN), text.index(END) + len(END)
    written = text[:start] + section() + text[end:]
    if "--check" in argv:
        print(
            "docs/engines.md is up to date" if written == text else "docs/engines.md is stale: python docs/engines.py"
        )
        return 0 if written == text else 1
    PAGE.write_text(written)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
