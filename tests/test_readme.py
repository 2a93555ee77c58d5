"""The README's examples are real: every console and python example prints what the README shows.

Times, the machine's free memory and table widths are blurred (tests/readme.py); everything else
— tours, counts, node counts, messages, exit paths — must match. After a change that alters an
output, ``make readme`` writes the new outputs into the README.
"""

from __future__ import annotations

import tempfile
from pathlib import Path

import pytest

from readme import README, examples, missing_program, normalized, replay

BLOCKS = examples(README.read_text())


@pytest.fixture(scope="module")
def outputs() -> list[list[str]]:
    with tempfile.TemporaryDirectory() as folder:
        return replay(BLOCKS, Path(folder))


def test_the_readme_has_examples_for_every_command() -> None:
    lines = " ".join(c.line for block in BLOCKS for c in block.commands)
    for command in ("solve", "count", "animate", "crosscheck", "verify", "render", "export", "decode", "job status"):
        assert f"kt-csp {command}" in lines


def _name(index: int) -> str:
    block = BLOCKS[index]
    return block.code.splitlines()[0][:60] if block.kind == "python" else block.commands[0].line[:60]


@pytest.mark.parametrize("index", [i for i, block in enumerate(BLOCKS) if block.commands], ids=_name)
def test_every_example_prints_what_the_readme_shows(outputs: list[list[str]], index: int) -> None:
    block = BLOCKS[index]
    if missing_program(block):
        pytest.skip(f"{missing_program(block)} is not installed here")
    for command, printed in zip(block.commands, outputs[index]):
        assert normalized(printed) == normalized(command.shown), f"$ {command.line}"
