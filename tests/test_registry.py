"""The registry of variant parts: every part walked through every form a question takes.

A part is named once, in `kt_csp.core.variants`; these tests hold every reader and writer of a
question to it, so that a new part that one of them forgets fails here by name.
"""

from __future__ import annotations

import ast
import io
import json
import re
import shlex
import tokenize
from dataclasses import replace
from pathlib import Path

import pytest

import kt_csp
from kt_csp.core.board import Wrap, parse_board
from kt_csp.core.instance import Instance, Magic, Measure, Symmetry
from kt_csp.core.variants import PART, PARTS, answered_by, lacking
from kt_csp.engines.registry import ENGINES
from kt_csp.errors import KtError

B6 = parse_board("6x6")
SAMPLES: dict[str, tuple[Instance, dict[str, object]]] = {  # a question with the part, and its library keywords
    "holes": (Instance(B6.with_holes("c3,d4")), {"holes": "c3,d4"}),
    "wrap": (Instance(replace(B6, wrap=Wrap.TORUS)), {"wrap": "torus"}),
    "clues": (Instance(B6, clues=((B6.parse_square("c3"), 10), (B6.parse_square("d5"), 21))), {"clues": "c3=10,d5=21"}),
    "symmetry": (Instance(B6, closed=True, symmetry=Symmetry.ROT90), {"closed": True, "symmetry": "rot90"}),
    "magic": (Instance(parse_board("8x8"), magic=Magic.SEMI), {"magic": "semi"}),
    "uncrossed": (Instance(B6, uncrossed=True), {"uncrossed": True}),
    "longest": (Instance(B6, closed=True, longest=True), {"closed": True, "longest": True}),
    "minimize": (Instance(B6, closed=True, minimize=Measure.TURNS), {"closed": True, "minimize": "turns"}),
}


def test_every_registered_part_has_a_sample_here() -> None:
    assert list(SAMPLES) == [part.name for part in PARTS]
    assert all(SAMPLES[name][0].parts() == {name} for name in SAMPLES)


@pytest.mark.parametrize("name", list(SAMPLES))
def test_the_tag_and_the_json_give_the_question_back(name: str) -> None:
    instance = SAMPLES[name][0]
    assert Instance.from_tag(instance.tag()) == instance
    assert Instance.from_dict(json.loads(json.dumps(instance.as_dict()))) == instance
    assert Instance.from_dict(instance.as_dict(), instance.board) == instance


@pytest.mark.parametrize("name", list(SAMPLES))
def test_the_library_keywords_ask_the_same_question(name: str) -> None:
    instance, keywords = SAMPLES[name]
    assert kt_csp.question(str(instance.board), **keywords) == instance


@pytest.mark.parametrize("name", list(SAMPLES))
def test_the_command_line_asks_the_same_question(run, name: str) -> None:
    """``command_line`` is parsed back by the command line into the same question (a time limit
    of 0: the answer is unknown at once, and the JSON says what was asked)."""
    instance = SAMPLES[name][0]
    ran = run("solve", *shlex.split(instance.command_line()), "--format", "json", "--time-limit", "0", "--no-theory")
    assert ran.code in (0, 1, 3), ran.err
    assert Instance.from_dict(json.loads(ran.out)) == instance


@pytest.mark.parametrize("name", list(SAMPLES))
def test_the_description_the_file_stem_and_the_game_read_the_registry(name: str) -> None:
    from kt_csp.files.study_set import file_stem
    from kt_csp.game import play

    instance, part = SAMPLES[name][0], PART[name]
    described = instance.describe()
    assert (
        getattr(part, "adjective", "") in described and part.phrase(instance.board, part.value(instance)) in described
    )
    assert file_stem(instance).endswith(part.stem(instance.board, part.value(instance)))
    body = {key: value for key, value in instance.as_dict().items() if value not in (None, False, [], {}, "none")}
    if name in play.PLAYED_PARTS:
        assert Instance.from_dict(play.board({**body, "path": []})) == instance
    else:
        with pytest.raises(KtError, match=f"the game plays tours without .*{name}"):
            play.board({**body, "path": []})


@pytest.mark.parametrize("name", list(SAMPLES))
def test_the_engines_that_answer_a_part_are_the_registrys(name: str) -> None:
    instance = SAMPLES[name][0]
    for engine in ENGINES.values():
        alone = not lacking(engine.name, instance.parts())  # (the frontier answers uncrossed beside longest)
        assert engine.answers(instance, counting=engine.counts) == (name in answered_by(engine.name) and alone)


def test_a_tag_with_an_unknown_or_repeated_part_is_refused() -> None:
    tag = Instance(B6, uncrossed=True).tag()
    for bad in (tag + " sideways", tag + " uncrossed", tag.replace("uncrossed", "holes=zz9")):
        with pytest.raises(KtError):
            Instance.from_tag(bad)


def test_json_of_the_wrong_kind_is_refused_saying_which_key() -> None:
    base = Instance(B6).as_dict()
    for key, bad in (("holes", "c3"), ("wrap", "sphere"), ("clues", ["c3"]), ("symmetry", "rot45"), ("uncrossed", 1)):
        with pytest.raises(KtError, match=key):
            Instance.from_dict({**base, key: bad})


def _named_in_code(path: Path, word: str) -> bool:
    """Whether ``word`` is a name, or a word of a string, in a module's code (its docstrings and
    comments are prose, not wiring)."""
    source = path.read_text()
    docstrings = {
        node.body[0].lineno
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.NAME and token.string == word:
            return True
        if token.type == tokenize.STRING and token.start[0] not in docstrings:
            if word in re.split(r"[^a-z]+", token.string):
                return True
    return False


def test_the_contributors_worked_example_names_uncrossed_only_in_the_modules_it_lists() -> None:
    """docs/contributing.md's worked example: the registry, the question, the typed keyword, the
    two model builders and the frontier's own method, the verifier — and the study set, which asks
    one such question. (Its name said five modules, and it held eight.)"""
    package = Path(kt_csp.__file__).parent
    naming = {str(path.relative_to(package)) for path in package.rglob("*.py") if _named_in_code(path, "uncrossed")}
    assert naming == {
        "core/variants.py",
        "core/instance.py",
        "api.py",
        "engines/cpsat/model.py",
        "engines/sat/encoding.py",
        "engines/frontier/longest.py",
        "core/verifier.py",
        "files/study_set.py",
    }


def test_a_count_by_an_engine_that_cannot_count_names_every_engine_that_can() -> None:
    """The construct engine's refusal named backtrack, cpsat and sat by hand, leaving out the
    frontier counter and auto (issue 47's review): the registry names them."""
    counters = [engine.name for engine in ENGINES.values() if engine.counts]
    with pytest.raises(KtError, match="the construct engine finds one tour and cannot count") as refused:
        kt_csp.count("5x5", "construct")
    assert str(refused.value).endswith(f"count with the {', '.join(counters)} engines") and "frontier" in counters
