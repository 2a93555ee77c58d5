"""The examples of the README and of every page of the manual (docs/) are real: every console and
python example prints what its page shows.

Times, the machine's free memory and table widths are blurred (tests/readme.py); everything else
— tours, counts, node counts, messages, exit paths — must match. After a change that alters an
output, ``make readme`` writes the new outputs into the pages.

Each example is a test of its own, named by its page, its line there and its first command
(``docs/solving.md:52 kt-csp solve 8x8 --start a1 --engine backtrack``), so a failing one names
itself. They run in one folder, the README first and then docs/ in mkdocs.yml's nav order, each
when its test comes: an example that reads a file an earlier one wrote (``8x8.pb.txt``) has that
one run first if it has not run yet (when it is picked out alone, with ``-k``, or the other is
deselected). The pictures a page of docs/ shows that its examples draw are the ones they draw.
"""

from __future__ import annotations

import re
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from commandline import command_words
from readme import (
    DOCS,
    README,
    ROOT,
    Block,
    all_examples,
    files,
    folders,
    missing_program,
    normalized,
    page_name,
    pages,
    pictures,
    play,
    words_of,
)

TEXT = README.read_text()
BLOCKS = all_examples()

# The examples quick enough for make check (each took under 3 s in a run of this file with
# --durations=0 on a loaded 2-core machine), by their first line; every other is slow (the
# 35 take about 3 minutes between them), and so is an example added later until it is measured.
QUICK = {
    "kt-csp solve 8x8 --start a1",
    "kt-csp solve 8x8 --start a1 --engine backtrack",
    "kt-csp solve 5x5 --start a1 --trace --trace-limit 12",
    "kt-csp solve 4x6 --closed",
    "kt-csp solve 6x6 --closed --format squares",
    "kt-csp solve 8x8 --start a1 --end h7 --format json",
    r"printf '........\n........\n........\n...##...\n...##...\n........\n........\n0.......\n' > ring.txt",
    "kt-csp animate 5x5 --start a1 --speed fast | tail -8",
    "kt-csp serve --port 0 --time-limit 1",
    "import json",
    "kt-csp export 8x8 --start a1 -o 8x8.pb.txt",
    "from ortools.sat.python import cp_model",
    "kt-csp decode 8x8.pb.txt 8x8.response.txt",
    "import kt_csp",
}
# ...but for the examples that hold one of these (each took 3-4.6 s in make check's runs of
# 2026-11-29: a certificate checked, and 38 uncrossed tours' classes)
SLOW_PARTS = ("kt_csp.certify(", 'kt_csp.distinct("4x4", leaper=(0, 1)')
# Pages whose every example is quick: the tutorial's steps are chosen to take seconds (each under
# 3 s in a run of this file with --durations=0), so a student's path is checked by make check.
QUICK_PAGES = {"docs/tutorial.md"}


class Replay:
    """The README's blocks, each run once, when first asked for, in one folder."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.outputs: dict[int, list[str] | AssertionError] = {}

    def outputs_of(self, index: int) -> list[str]:
        """What block ``index`` printed, each command's output; the earlier blocks whose files it
        names run first, if they have not yet."""
        needed = self._run(index)
        failed = [_line(BLOCKS[earlier]) for earlier in needed if isinstance(self.outputs[earlier], AssertionError)]
        if failed:
            pytest.fail(f"the example at {failed[0]}, which writes a file this one reads, failed")
        printed = self.outputs[index]
        if isinstance(printed, AssertionError):
            raise printed
        return printed

    def _run(self, index: int) -> set[int]:
        """Run block ``index``, after the earlier blocks whose files (or folders) it names, those
        not run yet; returns those blocks, and those they needed."""
        needed: set[int] = set()
        for earlier in range(index):
            if files(BLOCKS[earlier]) & files(BLOCKS[index]) or folders(BLOCKS[index]) & words_of(BLOCKS[earlier]):
                needed |= {earlier} | self._run(earlier)
        if index not in self.outputs:
            try:
                self.outputs[index] = play(BLOCKS[index], self.folder)
            except AssertionError as failed:  # a python example that fails: its own test says so
                self.outputs[index] = failed
        return needed


@pytest.fixture(scope="module")
def replay() -> Iterator[Replay]:
    with tempfile.TemporaryDirectory() as folder:
        yield Replay(Path(folder))


def _line(block: Block) -> str:
    """Where a block stands: its page and line (docs/solving.md:52)."""
    return f"{page_name(block.page)}:{block.page.read_text().count(chr(10), 0, block.start) + 1}"


def _first(block: Block) -> str:
    return block.code.splitlines()[0] if block.kind == "python" else block.commands[0].line


def _example(index: int) -> object:
    """Block ``index`` as a test named by its page, its line there and its first line; every
    example runs a process of its own."""
    block = BLOCKS[index]
    quick = _first(block) in QUICK or page_name(block.page) in QUICK_PAGES
    quick = quick and not any(part in block.code for part in SLOW_PARTS)
    marks = [pytest.mark.spawns] + ([] if quick else [pytest.mark.slow])
    return pytest.param(index, id=f"{_line(block)} {_first(block)[:60]}", marks=marks)


def test_the_pages_have_examples_for_every_command() -> None:
    lines = "\n".join(c.line for block in BLOCKS for c in block.commands) + "\n"
    for words in command_words():
        assert f"kt-csp {' '.join(words)} " in lines or f"kt-csp {' '.join(words)}\n" in lines, words


def test_the_readme_opens_with_its_commands_and_ci_runs_its_test_command() -> None:
    opening = re.match(r"# kt-csp\n\n```sh\n(.*?)```", TEXT, re.S)
    assert opening, "the README starts with its make commands"
    commands = [line.split("#")[0].strip() for line in opening.group(1).splitlines()]
    assert commands == ["make demo", "make test", "make check"]
    ci = [
        line.strip()
        for line in (README.parent / ".ci" / "run").read_text().splitlines()
        if line.strip() and not line.lstrip().startswith("#")
    ]
    assert ci[-1] == "make test" and "make test" not in ci[:-1]  # exactly the README's, once, at the end


def test_every_page_of_docs_is_in_the_site_s_nav_and_the_readme_is_a_front_page() -> None:
    nav = (ROOT / "mkdocs.yml").read_text()
    for page in DOCS.glob("*.md"):
        assert f" {page.name}\n" in nav, f"{page_name(page)} is not in mkdocs.yml's nav"
    assert len(TEXT.splitlines()) <= 300, "the README is a front page; the manual is docs/"
    assert len(pages()) > 2 and any(block.page != README for block in BLOCKS)


@pytest.mark.parametrize("index", [_example(i) for i, block in enumerate(BLOCKS) if block.commands or block.code])
def test_every_example_prints_what_its_page_shows(replay: Replay, index: int) -> None:
    block = BLOCKS[index]
    if missing_program(block):
        pytest.skip(f"{missing_program(block)} is not installed here")
    printed = replay.outputs_of(index)
    for command, out in zip(block.commands, printed):
        assert normalized(out) == normalized(command.shown), f"$ {command.line}"


_PICTURES = [(page, name) for page in pages() if page.parent == DOCS for name in pictures(page)]
_DRAWN = {name for block in BLOCKS for name in files(block)}


@pytest.mark.parametrize(
    ("page", "name"),
    [
        pytest.param(page, name, id=f"{page_name(page)} {name}", marks=[pytest.mark.spawns])
        for page, name in _PICTURES
        if name in _DRAWN
    ],
)
def test_every_picture_an_example_draws_is_the_one_its_page_shows(replay: Replay, page: Path, name: str) -> None:
    drawers = [i for i, block in enumerate(BLOCKS) if name in files(block) and block.page == page]
    assert drawers, f"no example on {page_name(page)} draws {name}"
    for index in drawers:
        replay.outputs_of(index)
    drawn = replay.folder / name
    assert drawn.exists(), f"the examples of {page_name(page)} did not draw {name}"
    assert drawn.read_bytes() == (DOCS / name).read_bytes(), f"docs/{name} is not what its example draws: make readme"
