"""The examples of the README and of the manual in docs/, run: every ``console`` block's commands
and every ``python`` block (whose printed output an ``output`` block right after it shows).

The README is the front page and docs/ the user's manual (a site built by mkdocs: mkdocs.yml), and
their examples are real runs. `pages` lists them — the README, then docs/ in the order of
mkdocs.yml's nav —, `examples` reads a page's blocks, `replay` runs every page's in that order in
one folder (an example may use a file an earlier one wrote, on its page or an earlier one), and
`normalized` blurs what honestly differs from run to run — times, the memory a machine has free,
a table's column widths — so that tests/test_readme.py can hold every page to what the program
prints. ``make readme`` (``python tests/readme.py``) writes the real outputs back into the pages
after a change, and copies the pictures a page shows (``![…](name.svg)``) that its examples drew
into docs/; ``--check`` only compares, for a kt-csp installed elsewhere.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).parent.parent
README = ROOT / "README.md"
DOCS = ROOT / "docs"
NAV_PAGE_RE = re.compile(r"^\s*-\s*(?:[^:\n]+:\s*)?([\w/.-]+\.md)\s*$", re.M)
PICTURE_RE = re.compile(r"!\[[^\]]*\]\(([\w.-]+\.(?:svg|png))\)")
BLOCK_RE = re.compile(r"```(console|python|output)\n(.*?)```", re.S)
PROMPT = "$ "


@dataclass
class Command:
    """One command of a console block and the output the README shows for it."""

    line: str
    shown: str


@dataclass
class Block:
    """A ``console`` block (its commands) or a ``python`` block (its code, as one command whose
    output is its ``output`` block), and where its shown output stands: in ``page`` (README.md,
    docs/solving.md), from character ``start`` to ``end``."""

    kind: str
    start: int
    end: int
    commands: list[Command]
    code: str = ""
    page: Path = README


def pages() -> list[Path]:
    """The pages whose examples run: README.md, then docs/ in mkdocs.yml's nav order, then any page
    of docs/ the nav leaves out (so that none escapes its test)."""
    nav = [DOCS / name for name in NAV_PAGE_RE.findall((ROOT / "mkdocs.yml").read_text())]
    rest = sorted(set(DOCS.glob("*.md")) - set(nav))
    return [README, *(page for page in nav if page.exists()), *rest]


def page_name(page: Path) -> str:
    """A page as a reader names it: README.md, docs/solving.md."""
    return page.relative_to(ROOT).as_posix()


def all_examples() -> list[Block]:
    """Every page's blocks, the pages in `pages` order."""
    return [block for page in pages() for block in examples(page.read_text(), page)]


def examples(text: str, page: Path = README) -> list[Block]:
    """Every console and python block of a page's ``text``, in order."""
    blocks: list[Block] = []
    for match in BLOCK_RE.finditer(text):
        kind, body = match.group(1), match.group(2)
        if kind == "output":
            if blocks and blocks[-1].kind == "python" and not blocks[-1].commands:
                blocks[-1].commands = [Command("python", body)]
                blocks[-1].start, blocks[-1].end = match.start(2), match.end(2)
            continue
        commands: list[Command] = []
        for line in body.splitlines():
            if line.startswith(PROMPT):
                commands.append(Command(line[len(PROMPT) :], ""))
            elif commands:
                commands[-1].shown += line + "\n"
        blocks.append(Block(kind, match.start(2), match.end(2), commands, body if kind == "python" else "", page))
    return blocks


def missing_program(block: Block) -> str | None:
    """A program a block's commands need that this machine lacks (such as picosat, or the program
    of a foreign engine a kt-csp command names: ``--engine cadical``), or None."""
    for command in block.commands:
        words = command.line.split()
        if words[0] != "kt-csp" and shutil.which(words[0]) is None:
            return words[0]
        if words[0] == "kt-csp" and foreign_program_missing(words) is not None:
            return foreign_program_missing(words)
    return None


def foreign_program_missing(words: list[str]) -> str | None:
    """The program of a foreign engine that a kt-csp command line names (``--engine``,
    ``--engines``) and this machine lacks, or None (its package's ``PROGRAM``)."""
    import importlib
    import itertools

    from kt_csp.engines.registry import ENGINES

    named = [
        name
        for flag, value in itertools.pairwise(words)
        if flag in ("--engine", "--engines")
        for name in value.split(",")
    ]
    for name in named:
        if name in ENGINES and ENGINES[name].foreign:
            program = importlib.import_module(f"kt_csp.engines.{name}").PROGRAM
            if program.missing() is not None:
                return str(program.executable)
    return None


def run(command: str, folder: Path) -> str:
    """What a shell prints for ``command`` in ``folder``, stdout and stderr as they come."""
    bin_dir = str(Path(sys.executable).parent)
    env = {**os.environ, "PATH": bin_dir + os.pathsep + os.environ.get("PATH", ""), "COLUMNS": "100"}
    done = subprocess.run(
        ["bash", "-c", command + " 2>&1"], cwd=folder, env=env, capture_output=True, text=True, check=False
    )
    return done.stdout


def play(block: Block, folder: Path) -> list[str]:
    """Run one block in ``folder``: the output of each of its commands (none for a block skipped
    because a program is missing); a python block's is what it printed, and it must not fail."""
    if block.kind == "python":
        done = subprocess.run(
            [sys.executable, "-c", block.code], cwd=folder, capture_output=True, text=True, check=False
        )
        if done.returncode != 0:
            raise AssertionError(f"a python example fails:\n{block.code}\n{done.stderr[-2000:]}")
        return [done.stdout]
    if missing_program(block):
        return []
    return [run(command.line, folder) for command in block.commands]


def replay(blocks: list[Block], folder: Path) -> list[list[str]]:
    """Run every block in order in ``folder`` (`play`): for each block what its commands printed."""
    return [play(block, folder) for block in blocks]


FILE_RE = re.compile(r"[\w-]+(?:\.[\w-]+)*\.(?:txt|npy|db|cnf|answer|svg|png|json|pb)\b")
FOLDER_RE = re.compile(r"(?<![\w./-])([\w-]+)/[\w./-]+\.(?:txt|npy|db|cnf|answer|svg|png|json|pb)\b")


def files(block: Block) -> set[str]:
    """The file names a block mentions (``tour.txt``, ``8x8.pb.txt``): what it may read of an
    earlier block's, or write for a later one."""
    return set(FILE_RE.findall(_text(block)))


def folders(block: Block) -> set[str]:
    """The folders a block reads files in (``family`` of ``family/dimacs/a.cnf``): an earlier
    block that names one (``export --family family``) wrote it."""
    return set(FOLDER_RE.findall(_text(block)))


def words_of(block: Block) -> set[str]:
    """The words of a block's commands or code."""
    return set(re.findall(r"[\w-]+", _text(block)))


def _text(block: Block) -> str:
    return "\n".join([block.code, *(command.line for command in block.commands)])


_BLURS = [
    # a duration in seconds that a loaded machine stretches past a minute ("about 1 min 35 s") reads as one in
    # seconds ("about <t> s"), as the pages show it: first, before its seconds are blurred alone
    (re.compile(r"about (\d+ d )?(\d+ h )?(\d+ min )?\d+ s\b"), "about <t> s"),
    (re.compile(r"\d[\d,]*(\.\d+)? (s|seconds)\b"), r"<t> \2"),
    (re.compile(r"\d[\d,]*\.\d+ core-(seconds|hours)"), r"<t> core-\1"),
    (re.compile(r"about (\d+ d )?(\d+ h )?(\d+ min )?\d+ (s|min|h)\b"), "about <duration>"),
    (re.compile(r'"wall_time": [0-9.e-]+'), '"wall_time": <t>'),
    (re.compile(r"\d[\d.,]* [KMGTP]?i?B available"), "<memory> available"),
    (re.compile(r"\d[\d,]* steps/s"), "<rate> steps/s"),
    (re.compile(r"(http://127\.0\.0\.1:)\d+/"), r"\1<port>/"),  # serve --port 0: any free port
    (re.compile(r"\b\d+\.\d{2,}\b"), "<n>"),  # a table's times, seconds per task
    (re.compile(r"<n> \((open|closed) tour of \d+x\d+\)"), "<n> (<slowest>)"),  # ties of a few ms swap places
    (re.compile(r"-{2,}"), "-"),  # a table's rules
    (re.compile(r"[ \t]+"), " "),  # a table's widths
]


_SEARCH_COUNTS = re.compile(r"\d[\d,]* (nodes|backtracks|cuts|branches|conflicts|decisions|rounds)\b")


def normalized(text: str) -> str:
    """``text`` with what differs from run to run blurred (and a search's work, where a time
    limit cut it)."""
    if "time limit of" in text:
        text = _SEARCH_COUNTS.sub(r"<n> \1", text)
    for pattern, blur in _BLURS:
        text = pattern.sub(blur, text)
    return "\n".join(line.rstrip() for line in text.strip().splitlines())


def pictures(page: Path) -> list[str]:
    """The pictures a page shows that sit beside it (``![…](tour.svg)``), by file name."""
    return PICTURE_RE.findall(page.read_text())


def write(only: list[Path] | None = None) -> int:
    """Run every example and write what it printed into its page; the pictures a page of docs/
    shows that its examples drew are copied beside it. With ``only``, just those pages' examples
    (``python tests/readme.py docs/tutorial.md``: for a page whose examples use no other's files)."""
    chosen = [page.resolve() for page in only] if only else pages()
    blocks = [block for block in all_examples() if block.page.resolve() in chosen]
    with tempfile.TemporaryDirectory() as folder:
        outputs = replay(blocks, Path(folder))
        for page in chosen:
            for name in pictures(page):
                if page.parent.resolve() == DOCS.resolve() and (Path(folder) / name).exists():
                    shutil.copyfile(Path(folder) / name, DOCS / name)
    for page in chosen:
        text = page.read_text()
        for block, printed in reversed([(b, p) for b, p in zip(blocks, outputs) if b.page.resolve() == page]):
            if block.kind == "python" and block.commands:
                text = text[: block.start] + printed[0] + text[block.end :]
            elif block.kind == "console" and printed:
                body = "".join(
                    f"{PROMPT}{command.line}\n{out}" + ("\n" if command.shown.endswith("\n\n") else "")
                    for command, out in zip(block.commands, printed)
                )
                text = text[: block.start] + body + text[block.end :]
        page.write_text(text)
    return 0


def check() -> int:
    """Run every example and say which print other than its page shows (for a kt-csp
    installed elsewhere, such as a wheel in a fresh environment: ``make test-wheel``)."""
    blocks = all_examples()
    with tempfile.TemporaryDirectory() as folder:
        outputs = replay(blocks, Path(folder))
    differing = [
        command.line
        for block, printed in zip(blocks, outputs)
        for command, out in zip(block.commands, printed)
        if normalized(out) != normalized(command.shown)
    ]
    for line in differing:
        print(f"differs: {line.splitlines()[0][:100]}")
    ran = sum(len(printed) for printed in outputs)
    print(f"{ran - len(differing)} of {ran} examples print what the README and docs/ show")
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(check() if sys.argv[1:] == ["--check"] else write([Path(name) for name in sys.argv[1:]]))
