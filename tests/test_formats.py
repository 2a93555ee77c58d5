"""The format tables (`kt_csp.files.formats.MODEL_FORMATS`, `kt_csp.files.tours.TOUR_FORMATS`):
each row's files are recognised as its own, and the manual names every row."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest

from kt_csp import Instance, KtError, parse_board, solve
from kt_csp.core.variants import Measure
from kt_csp.files.formats import MODEL_FORMATS, ModelFormat, export_model, read_model
from kt_csp.files.tours import TOUR_FORMATS, TourFileFormat, read_tour

DOCS = Path(__file__).resolve().parent.parent / "docs"


@pytest.mark.parametrize("form", MODEL_FORMATS.values(), ids=lambda form: form.name)
def test_every_model_format_reads_back_its_own_files(tmp_path: Path, form: ModelFormat) -> None:
    plain = Instance(parse_board("5x5"), start=0)
    question = plain if form.encodes(plain) else replace(plain, minimize=Measure.TURNS)  # (wcnf: optimisation only)
    path = tmp_path / f"model{form.suffix}"
    path.write_bytes(export_model(question, form))
    if form.name == "graph":  # a move graph holds no model to decode
        with pytest.raises(KtError, match="is a move graph, not a model"):
            read_model(path)
    else:
        assert read_model(path).instance == question


@pytest.mark.parametrize("form", TOUR_FORMATS.values(), ids=lambda form: form.name)
def test_every_tour_format_reads_back_what_it_writes(tmp_path: Path, form: TourFileFormat) -> None:
    answer = solve("5x5", start="a1", engine="backtrack")
    path = tmp_path / f"tour{form.suffix}"
    form.write(path, answer, None)
    text = read_tour(path)
    assert (text.form, text.board, text.fault) == (form.name, answer.instance.board, "")
    assert list(text.tour) == list(answer.tour or [])


def test_the_manual_names_every_format_of_the_tables() -> None:
    synopsis = re.search(r"--format ([\w|-]+)\]", (DOCS / "models.md").read_text(encoding="utf-8"))
    assert synopsis is not None and set(synopsis.group(1).split("|")) == set(MODEL_FORMATS)
    read_as = re.search(
        r"`read_as` \| how the file was read: ([^|]*)\|", (DOCS / "formats.md").read_text(encoding="utf-8")
    )
    assert read_as is not None and set(re.findall(r"`(\w+)`", read_as.group(1))) == set(TOUR_FORMATS)


@pytest.mark.spawns
def test_the_shell_completes_export_format_from_the_table() -> None:
    """``--format`` reads its names from the table, not from an enum: the shell still completes them."""
    asked = {"_KT_CSP_COMPLETE": "complete_bash", "COMP_WORDS": "kt-csp export 8x8 --format cp", "COMP_CWORD": "4"}
    done = subprocess.run(
        [sys.executable, "-m", "kt_csp"], env={**os.environ, **asked}, capture_output=True, text=True, check=True
    )
    assert done.stdout.split() == [name for name in MODEL_FORMATS if name.startswith("cp")]
