"""The benchmark family: a curated set of instances for solver developers, each in every model
format that holds it, with a manifest of what each one's answer is and how that is known.

The family runs from easy to hard, satisfiable and not, plain and with each variant part
(closed, holes, clues, wraps, symmetry, magic, uncrossed, the longest path, the fewest turns).
``kt-csp export --family DIR`` writes it in the layout of the XCSP3 and MiniZinc competitions:
a folder per format, a file per instance named by it (``DIR/dimacs/6x6-closed.cnf``), and
``manifest.csv`` and ``manifest.json`` beside them. Every format of
`kt_csp.files.formats.MODEL_FORMATS` whose ``encodes`` holds the instance writes it, so a format
added to that table joins the family by itself; ``models/family/`` ships the small members.

What the manifest expects is never a guess. Each member is known one of three ways:

- ``theorem``: reasoning proves it before any search (`kt_csp.reasoning.obstacles.verdict`:
  Schwenk's and Cull & De Curtins' theorems, the colour arguments, Jelliss's magic one); the
  source is the argument in the reasoning's own words;
- ``count``: a published count or optimum (an OEIS sequence, a paper), cited in the source;
- ``proof``: an engine of kt-csp's decided it, every tour verified, within the budget the
  source names (a test repeats each such proof that is quick).

The files are generated, never edited: `family_files` gives them byte for byte the same on every
run.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from kt_csp.core.instance import Instance
from kt_csp.engines.backtrack import ENGINE as BACKTRACK
from kt_csp.engines.cpsat import ENGINE as CPSAT
from kt_csp.engines.descriptor import Descriptor
from kt_csp.engines.model_file import ModelFormat
from kt_csp.errors import KtError
from kt_csp.files.formats import MODEL_FORMATS, export_model
from kt_csp.files.study_set import file_stem
from kt_csp.reasoning.obstacles import verdict

__all__ = ["FAMILY", "MANIFEST_FIELDS", "Member", "family_files", "family_members", "write_family"]

THEOREM, COUNT, PROOF = "theorem", "count", "proof"  # how a member's answer is known
FOUND, NONE, OPTIMAL = "found", "none", "optimal"  # what a member's answer is
SMALL = 36  # squares: the members models/family/ ships
BUDGET = "in under 10 seconds on one core"  # what a proof by an engine took at most


@dataclass(frozen=True)
class Member:
    """One instance of the family and what is known of its answer.

    Attributes
    ----------
    tag : str
        The instance (`kt_csp.core.instance.Instance.tag`).
    expected : str
        ``found`` (a tour exists), ``none`` (none does) or ``optimal`` (the optimum is ``value``).
    known : str
        How: ``theorem``, ``count`` or ``proof``.
    source : str
        The citation, the argument, or the engine and its budget.
    value : int or None
        The count of tours, as ``kt-csp count`` counts them, or the optimum (the longest
        path's moves, the fewest turns); None where neither is known.
    engine : str or None
        The engine that proved it (``known`` is ``proof``), else None.
    """

    tag: str
    expected: str
    known: str
    source: str
    value: int | None = None
    engine: str | None = None

    @property
    def instance(self) -> Instance:
        """The question."""
        return Instance.from_tag(self.tag)

    @property
    def name(self) -> str:
        """Its files' name (`kt_csp.files.study_set.file_stem`): ``8x8-closed-holes4``."""
        return file_stem(self.instance)

    @property
    def variant(self) -> str:
        """Its variant parts, ``+``-joined, or ``closed`` / ``open`` for a plain tour."""
        instance = self.instance
        return "+".join(sorted(instance.parts())) or ("closed" if instance.closed else "open")

    @property
    def small(self) -> bool:
        """Whether ``models/family/`` ships it (a board of at most `SMALL` squares)."""
        return self.instance.board.size <= SMALL


def _theorem(tag: str) -> Member:
    """A member whose answer reasoning proves (`kt_csp.reasoning.obstacles.verdict`), its
    source the argument in the reasoning's words."""
    said = verdict(Instance.from_tag(tag))
    if said is None:
        raise AssertionError(f"reasoning does not decide {tag!r}")  # (a mistake in FAMILY itself)
    return Member(tag, FOUND if said.exists else NONE, THEOREM, said.reason)


def _proof(tag: str, expected: str, engine: Descriptor[Any], value: int | None = None) -> Member:
    """A member an engine of kt-csp's decided within `BUDGET` (its tour verified): a tour found,
    none proved (``value``: the tours it counted), or the optimum ``value`` proved."""
    did = {FOUND: "found a tour" if value is None else f"counted {value:,}", NONE: "proved none"}
    said = did.get(expected, f"proved {value} the optimum")
    return Member(tag, expected, PROOF, f"the {engine.name} engine {said}, {BUDGET}", value, engine.name)


def _tag(board: str, closed: bool = False, start: str = "-", end: str = "-", parts: str = "") -> str:
    """A tag (`Instance.tag`) for the knight, written short."""
    return f"kt-csp board={board} leaper=1,2 closed={int(closed)} start={start} end={end}" + (
        f" {parts}" if parts else ""
    )


# The family, easy to hard within each group: plain tours that exist, plain questions with none,
# then each variant part.
FAMILY: tuple[Member, ...] = (
    Member(
        _tag("5x5", start="a1"),
        FOUND,
        COUNT,
        "304 directed open tours from a corner: the 5x5 row of the table by start square that sums "
        "to OEIS A165134's 1,728",
        304,
    ),
    Member(
        _tag("5x6", closed=True),
        FOUND,
        COUNT,
        "OEIS A175881 (de Ruiter 2010): 8 undirected closed tours of 5x6, each counted in both directions",
        16,
    ),
    Member(
        _tag("6x6", closed=True),
        FOUND,
        COUNT,
        "OEIS A001230: 9,862 undirected closed tours of 6x6, each counted in both directions",
        19_724,
    ),
    Member(
        _tag("3x10", closed=True),
        FOUND,
        COUNT,
        "OEIS A070030 (Knuth and Elkies 1994): 16 undirected closed tours of 3x10, each counted in both directions",
        32,
    ),
    _proof(_tag("8x8", start="a1"), FOUND, BACKTRACK),
    _theorem(_tag("8x8", closed=True)),
    _theorem(_tag("10x10", closed=True)),
    _theorem(_tag("12x12", closed=True)),
    _theorem(_tag("4x4")),
    _theorem(_tag("5x5", closed=True)),
    _theorem(_tag("4x6", closed=True)),
    _theorem(_tag("3x8", closed=True)),
    _proof(_tag("8x8", closed=True, parts="holes=d4,e4,d5,e5"), FOUND, BACKTRACK),
    _theorem(_tag("8x8", closed=True, parts="holes=a1,h8")),
    _proof(_tag("5x5", start="a1", parts="wrap=torus"), FOUND, BACKTRACK),
    _proof(_tag("6x6", closed=True, parts="symmetry=rot90"), FOUND, CPSAT),
    _proof(_tag("6x6", closed=True, parts="symmetry=mirror"), NONE, CPSAT),
    # kt-csp puzzle make 6x6 --seed 5: one solution
    _proof(_tag("6x6", parts="clues=e1=1,a4=16,e2=22,b5=24,b6=29"), FOUND, BACKTRACK, 1),
    _theorem(_tag("6x6", parts="magic=semi")),
    Member(
        _tag("8x8", parts="magic=semi"),
        FOUND,
        COUNT,
        "Stertenbrink et al. 2003: an exhaustive search found 140 semi-magic 8x8 tours up to symmetry",
    ),
    Member(
        _tag("5x5", parts="uncrossed"),
        NONE,
        COUNT,
        "OEIS A003192: the longest uncrossed path on 5x5 has 10 moves, and a tour needs 24",
    ),
    Member(_tag("5x5", parts="uncrossed longest"), OPTIMAL, COUNT, "OEIS A003192 (Yarbrough 1969): 10 moves", 10),
    Member(_tag("6x6", parts="uncrossed longest"), OPTIMAL, COUNT, "OEIS A003192 (Yarbrough 1969): 17 moves", 17),
    Member(_tag("6x6", closed=True, parts="uncrossed longest"), OPTIMAL, COUNT, "OEIS A157416: 12 moves", 12),
    Member(_tag("8x8", parts="uncrossed longest"), OPTIMAL, COUNT, "OEIS A003192 (Yarbrough 1969): 35 moves", 35),
    _proof(_tag("5x6", closed=True, parts="minimize=crossings"), OPTIMAL, CPSAT, 49),
    _proof(_tag("6x6", closed=True, parts="minimize=turns"), OPTIMAL, CPSAT, 32),
)
MANIFEST_FIELDS = ("name", "tag", "variant", "expected", "value", "known", "source", "files")


def family_members(small: bool = False) -> tuple[Member, ...]:
    """The family, or its small members (``models/family/``).

    Parameters
    ----------
    small : bool
        Only the members of boards of at most 36 squares.

    Returns
    -------
    tuple of Member
        In the family's order.
    """
    return tuple(member for member in FAMILY if member.small or not small)


def family_files(small: bool = False, formats: Mapping[str, ModelFormat] = MODEL_FORMATS) -> dict[str, bytes]:
    """Every file of the family, by its path in the family's folder.

    Parameters
    ----------
    small : bool
        Only the small members (`family_members`).
    formats : Mapping of str to ModelFormat
        The formats to write each member in, where ``encodes`` holds it.

    Returns
    -------
    dict of str to bytes
        ``FORMAT/NAME.SUFFIX`` for each member in each format, and ``manifest.csv`` and
        ``manifest.json``.
    """
    files: dict[str, bytes] = {}
    rows = []
    for member in family_members(small):
        instance = member.instance
        written = []
        for form in formats.values():
            if form.encodes(instance):
                path = f"{form.name}/{member.name}{form.suffix}"
                files[path] = export_model(instance, form)
                written.append(path)
        rows.append(_row(member, written))
    files["manifest.csv"] = _csv(rows).encode()
    files["manifest.json"] = (json.dumps(rows, indent=2) + "\n").encode()
    return files


def _row(member: Member, written: list[str]) -> dict[str, object]:
    """A member's line of the manifest."""
    return {
        "name": member.name,
        "tag": member.tag,
        "variant": member.variant,
        "expected": member.expected,
        "value": member.value,
        "known": member.known,
        "source": member.source,
        "files": written,
    }


def _csv(rows: Iterable[dict[str, object]]) -> str:
    """The manifest as CSV, its files ``;``-joined and an unknown value empty."""
    text = io.StringIO()
    writer = csv.DictWriter(text, MANIFEST_FIELDS, lineterminator="\n")
    writer.writeheader()
    for row in rows:
        files = row["files"]
        assert isinstance(files, list)
        writer.writerow({**row, "files": ";".join(files)})
    return text.getvalue()


def write_family(directory: Path, small: bool = False) -> list[Path]:
    """Write the family into a folder.

    Parameters
    ----------
    directory : Path
        The folder (created if need be, with a folder per format).
    small : bool
        Only the small members (`family_members`).

    Returns
    -------
    list of Path
        The files written.

    Raises
    ------
    KtError
        For a folder that cannot be written.
    """
    written = []
    try:
        for name, data in family_files(small).items():
            path = directory / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
            written.append(path)
    except OSError as error:
        raise KtError(f"cannot write the family into {str(directory)!r}: {error.strerror}") from None
    return written
