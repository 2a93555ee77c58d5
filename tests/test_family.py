"""The benchmark family: written in every format that holds each member, read back, its manifest's
expectations true where the engines decide them quickly and equal to the published values, and
models/family/ exactly what ``export --family --small`` writes."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest
from published import (
    CLOSED_TOURS_3XN,
    CLOSED_TOURS_6XN,
    CLOSED_TOURS_UNDIRECTED,
    LONGEST_UNCROSSED,
    LONGEST_UNCROSSED_CLOSED,
    OPEN_TOURS_5X5,
)

import kt_csp
from kt_csp.core.result import Status
from kt_csp.core.status import PathStatus
from kt_csp.core.variants import PARTS
from kt_csp.engines.model_file import Model, ModelFormat
from kt_csp.engines.registry import ENGINES
from kt_csp.errors import KtError
from kt_csp.files.decoding import refuse_graph
from kt_csp.files.family import (
    COUNT,
    FAMILY,
    MANIFEST_FIELDS,
    OPTIMAL,
    PROOF,
    Member,
    family_files,
    family_members,
    write_family,
)
from kt_csp.files.formats import MODEL_FORMATS, read_model

FAMILY_FOLDER = Path(__file__).parent.parent / "models" / "family"

# Members no engine of kt-csp's decides in seconds: a theorem or a published search says their answer.
UNDECIDED = {
    "6x6-open-semi-magic": "CP-SAT does not prove it in minutes; Jelliss's theorem does",
    "8x8-open-semi-magic": "CP-SAT takes 15 s and more on the whole model",
    "8x8-open-uncrossed-longest": "the frontier's sweep of 8x8 needs 16 GB",
}
# The engine that decides a member quickly, where CP-SAT does not (a proof's own engine otherwise).
DECIDER = {"6x6-open-uncrossed-longest": "frontier", "6x6-closed-uncrossed-longest": "frontier"}
SLOW = {"5x5-open-uncrossed-longest", "6x6-open-uncrossed-longest"}

# Each count or optimum the manifest cites, as tests/published.py holds it.
PUBLISHED = {
    "5x5-open-a1": OPEN_TOURS_5X5[4][0],
    "5x6-closed": 2 * CLOSED_TOURS_6XN[5],
    "6x6-closed": 2 * CLOSED_TOURS_UNDIRECTED[6],
    "3x10-closed": 2 * CLOSED_TOURS_3XN[10],
    "5x5-open-uncrossed-longest": LONGEST_UNCROSSED[5],
    "6x6-open-uncrossed-longest": LONGEST_UNCROSSED[6],
    "6x6-closed-uncrossed-longest": LONGEST_UNCROSSED_CLOSED[6],
    "8x8-open-uncrossed-longest": LONGEST_UNCROSSED[8],
}


def _params(members: tuple[Member, ...]) -> list[object]:
    return [pytest.param(m, id=m.name, marks=[pytest.mark.slow] if m.name in SLOW else []) for m in members]


@pytest.fixture(scope="module")
def small(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The small family, written by the command line's own function."""
    directory = tmp_path_factory.mktemp("family")
    write_family(directory, small=True)
    return directory


def test_members_are_named_apart_and_every_variant_part_is_asked() -> None:
    names = [member.name for member in FAMILY]
    assert len(set(names)) == len(names)
    asked = set().union(*(member.instance.parts() for member in FAMILY))
    assert asked == {part.name for part in PARTS}
    assert {member.expected for member in FAMILY} == {"found", "none", "optimal"}
    assert {member.known for member in FAMILY} == {"theorem", "count", "proof"}


@pytest.mark.parametrize("member", _params(tuple(m for m in FAMILY if m.name not in UNDECIDED)))
def test_each_expectation_the_engines_decide_quickly_is_true(member: Member) -> None:
    engine = member.engine or DECIDER.get(member.name, "cpsat")
    result = kt_csp.solve(member.instance, engine, theory=False)
    if member.expected == OPTIMAL:
        assert (result.word, result.measure) == (PathStatus.OPTIMAL, member.value)
    else:
        assert result.status is Status(member.expected)
        assert result.verified == (result.status is Status.FOUND)


@pytest.mark.parametrize(
    "member", [m for m in FAMILY if m.value is not None and m.expected == "found"], ids=lambda m: m.name
)
def test_each_count_is_the_backtrackers_count(member: Member) -> None:
    assert kt_csp.count(member.instance, "backtrack", workers=1).total == member.value


def test_each_published_value_is_the_manifests() -> None:
    cited = {m.name: m.value for m in FAMILY if m.known == COUNT and m.value is not None}
    assert cited == PUBLISHED
    uncrossed = next(m for m in FAMILY if m.name == "5x5-open-uncrossed")
    assert uncrossed.expected == "none" and LONGEST_UNCROSSED[5] < 5 * 5 - 1  # a tour has 24 moves
    assert all(m.engine in ENGINES for m in FAMILY if m.known == PROOF)


def _reads_back(folder: Path, members: tuple[Member, ...]) -> list[dict[str, object]]:
    """The manifest's rows, once each member is found written in every format that holds it, and
    each file read back (`read_model`) as its member's question."""
    rows: list[dict[str, object]] = json.loads((folder / "manifest.json").read_text())
    assert [row["name"] for row in rows] == [m.name for m in members]
    written = {str(path.relative_to(folder)) for path in folder.rglob("*.*") if path.parent != folder}
    assert written == {file for row in rows for file in row["files"]}
    for row, member in zip(rows, members):
        holding = [form for form in MODEL_FORMATS.values() if form.encodes(member.instance)]
        assert row["files"] == [f"{form.name}/{member.name}{form.suffix}" for form in holding]
        for form in holding:
            path = folder / form.name / f"{member.name}{form.suffix}"
            if form.read is refuse_graph:  # (a move graph holds no question to decode an answer to)
                with pytest.raises(KtError, match="a move graph, not a model"):
                    read_model(path)
            elif form.read is not None:
                assert read_model(path).instance == member.instance
    return rows


def test_the_family_is_written_in_every_format_that_holds_each_member_and_reads_back(small: Path) -> None:
    rows = _reads_back(small, family_members(small=True))
    with open(small / "manifest.csv", newline="", encoding="utf-8") as table:
        lines = list(csv.DictReader(table))
    assert tuple(lines[0]) == MANIFEST_FIELDS
    assert [(line["name"], line["tag"], line["value"]) for line in lines] == [
        (row["name"], row["tag"], "" if row["value"] is None else str(row["value"])) for row in rows
    ]


def test_a_format_added_to_the_table_joins_the_family_where_it_holds_the_question() -> None:
    """The family writes whatever MODEL_FORMATS holds: the other formats of issue 48 join it so."""

    def write(posed: kt_csp.Instance, asked: kt_csp.Instance) -> Model:
        return Model(asked.tag().encode(), 0, 0, 0)

    only_closed = ModelFormat("closed-only", ".co", "a test's format", write, encodes=lambda i: i.closed)
    files = family_files(small=True, formats={"closed-only": only_closed})
    closed = [m.name for m in family_members(small=True) if m.instance.closed]
    assert sorted(files) == sorted([f"closed-only/{name}.co" for name in closed] + ["manifest.csv", "manifest.json"])


@pytest.mark.slow
def test_the_whole_family_is_written_and_reads_back(tmp_path: Path) -> None:
    write_family(tmp_path)
    assert len(_reads_back(tmp_path, FAMILY)) == len(FAMILY)


@pytest.mark.slow
def test_models_family_is_exactly_what_export_family_small_writes(run, tmp_path: Path) -> None:
    ran = run("export", "--family", str(tmp_path), "--small")
    assert ran.code == 0 and f"wrote {len(family_members(small=True))} instances" in ran.out
    written = {str(p.relative_to(tmp_path)) for p in tmp_path.rglob("*") if p.is_file()}
    assert written == {str(p.relative_to(FAMILY_FOLDER)) for p in FAMILY_FOLDER.rglob("*") if p.is_file()}, (
        "run make models"
    )
    for name in sorted(written):
        assert (FAMILY_FOLDER / name).read_bytes() == (tmp_path / name).read_bytes(), f"{name} differs: run make models"


@pytest.mark.parametrize(
    "args, message",
    [
        (["export", "--family", "x", "8x8"], "--family takes no board"),
        (["export", "--family", "x", "--all", "y"], "--family takes no board"),
        (["export", "--small"], "--small goes with --family DIR"),
        (["export", "--family", "x", "--holes", "d4"], "--family takes no board"),
        (["export", "--family", "x", "--leaper", "1,3", "--small"], "--family takes no board"),
    ],
)
def test_export_family_refuses_other_options_in_one_line(run, args: list[str], message: str) -> None:
    ran = run(*args)
    assert ran.code == 2 and message in ran.err and len(ran.err.strip().splitlines()) == 1


def test_a_family_folder_that_cannot_be_written_is_one_line(run, tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    ran = run("export", "--family", str(blocker), "--small")
    assert ran.code == 2 and "cannot write the family into" in ran.err and len(ran.err.strip().splitlines()) == 1
