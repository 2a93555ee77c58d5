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
from kt_csp.core.limits import Limits, Stop
from kt_csp.core.variants import PART, PARTS
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
        alone = not engine.lacking(instance.parts())  # (the frontier answers uncrossed beside longest)
        assert engine.answers(instance, counting=engine.counts) == (name in engine.parts and alone)


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
    one such question —, and the descriptors of the engines that answer it. (Its name said five
    modules, and it held eight.)"""
    package = Path(kt_csp.__file__).parent
    naming = {str(path.relative_to(package)) for path in package.rglob("*.py") if _named_in_code(path, "uncrossed")}
    assert naming == {
        "core/variants.py",
        "core/instance.py",
        "api.py",
        "engines/cpsat/model.py",
        "engines/sat/encoding.py",
        "engines/ace/xcsp3.py",
        "engines/frontier/longest.py",
        "engines/gecode/minizinc.py",
        "core/verifier.py",
        "files/study_set.py",
        "files/family.py",
        "engines/cpsat/__init__.py",
        "engines/sat/__init__.py",
        "engines/frontier/__init__.py",
        "engines/auto/__init__.py",
        "engines/highs/mip.py",
        "engines/highs/__init__.py",
    }


def test_a_count_by_an_engine_that_cannot_count_names_every_engine_that_can() -> None:
    """The construct engine's refusal named backtrack, cpsat and sat by hand, leaving out the
    frontier counter and auto (issue 47's review): the registry names them."""
    counters = [engine.name for engine in ENGINES.values() if engine.counts]
    with pytest.raises(KtError, match="the construct engine finds one tour and cannot count") as refused:
        kt_csp.count("5x5", "construct")
    assert str(refused.value).endswith(f"count with the {', '.join(counters)} engines") and "frontier" in counters


@pytest.mark.parametrize(("board", "closed"), [("3x4", False), ("4x5", False), ("3x4", True), ("4x4", False)])
def test_the_textbook_engine_counts_what_the_compiled_backtracker_counts(board: str, closed: bool) -> None:
    """The template engine (docs/contributing.md's worked example) is reached through the door,
    like every engine: its counts are the backtracker's (3x4: 16 directed open tours, none on 4x4)."""
    instance = Instance(parse_board(board), closed=closed)
    textbook, backtrack = (ENGINES[name].count(instance, workers=1) for name in ("textbook", "backtrack"))
    assert textbook.complete and (textbook.total, textbook.by_start) == (backtrack.total, backtrack.by_start)


def test_a_stopped_textbook_run_keeps_its_nodes_and_its_partial_count() -> None:
    """The template engine raised its limit to the door, which answered with no statistics: a
    node limit of 100 said 0 nodes (and ran 4,096), a stopped count said at least 0 (a newcomer's
    check). It stops at the node limit itself and says what it searched and counted."""
    textbook = ENGINES["textbook"]
    counted = ENGINES["backtrack"].count(Instance(parse_board("3x4")), workers=1).total  # (the compiled witness's)
    stopped = textbook.solve(Instance(parse_board("5x5"), start=0), Limits(node_limit=100))
    assert (stopped.status.value, stopped.stats.nodes, stopped.stop) == ("unknown", 100, Stop.NODES)
    whole = textbook.count(Instance(parse_board("3x4")))
    assert whole.complete and whole.total == counted
    partial = textbook.count(Instance(parse_board("3x4")), Limits(node_limit=whole.stats.nodes // 2))
    assert not partial.complete and partial.stats.nodes == whole.stats.nodes // 2
    assert 0 < partial.total < counted and sum(partial.by_start.values()) == partial.total


def test_the_textbook_engine_s_tour_is_judged_at_the_door_and_it_refuses_any_part() -> None:
    result = ENGINES["textbook"].solve(Instance(parse_board("5x5"), start=0))
    assert result.status.value == "found" and result.verified and result.engine == "textbook"
    with pytest.raises(KtError, match="the textbook engine does not answer boards with holes: the backtrack, "):
        ENGINES["textbook"].solve(Instance(parse_board("5x5").with_holes("c3")))


ENGINE_NAMES = frozenset(ENGINES)
# Where an engine may be named by its name: the registry's packages name themselves (their own
# descriptor and results), auto's route rules name the engines it routes to.
MAY_NAME_ENGINES = {"engines/auto/engine.py"}


def _strings_naming_engines(path: Path) -> set[str]:
    """The engine names that string constants of a module's code are (not its docstrings, not
    words of prose or of an f-string: a constant that is an engine's name is wiring)."""
    tree = ast.parse(path.read_text())
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body
        and isinstance(node.body[0], ast.Expr)
        and isinstance(node.body[0].value, ast.Constant)
    }
    in_fstrings = {id(part) for node in ast.walk(tree) if isinstance(node, ast.JoinedStr) for part in node.values}
    return {
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and node.value in ENGINE_NAMES and id(node) not in docstrings | in_fstrings
    }


def _own_package(relative: str) -> str | None:
    """The engine whose package ``relative`` (a path under kt_csp/) is in, if any."""
    parts = relative.split("/")
    return parts[1] if parts[0] == "engines" and len(parts) > 2 and parts[1] in ENGINE_NAMES else None


# Strings that are an engine's name and mean something else: a model format called after the
# engine whose model it is (a public name on the command line, which must not follow a rename).
NAMING_NOW = {
    "files/formats.py": {"cpsat"},  # the model format called cpsat (a format's name, public on the command line)
}


def test_no_module_but_the_registry_and_auto_s_route_names_an_engine() -> None:
    """An engine is its package and its line in the registry (issue 47): no other module names
    it as a string — a table of engine names kept by hand elsewhere is what this test refuses. An
    engine's own package may name itself; a name in prose (docstrings, messages) is not wiring."""
    package = Path(kt_csp.__file__).parent
    naming = {}
    for path in package.rglob("*.py"):
        relative = str(path.relative_to(package))
        named = _strings_naming_engines(path) - {_own_package(relative)}
        if named and relative not in MAY_NAME_ENGINES:
            naming[relative] = named
    assert naming == NAMING_NOW


def test_no_engine_package_imports_another_s_private_names() -> None:
    """Engines meet at the door (issue 47): an engine package takes from another only its public
    names (``from kt_csp.engines.cpsat.engine import _x`` outside cpsat is refused)."""
    package = Path(kt_csp.__file__).parent
    private = []
    for path in (package / "engines").rglob("*.py"):
        own = _own_package(str(path.relative_to(package)))
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("kt_csp.engines."):
                other = node.module.split(".")[2]
                if other in ENGINE_NAMES and other != own:
                    private += [f"{path.name}: {node.module}.{a.name}" for a in node.names if a.name.startswith("_")]
    assert private == []


def test_a_frontier_answer_s_json_stats_name_its_peak_and_swept_states() -> None:
    """The frontier's JSON called its peak and swept states nodes and backtracks (issue 47): the
    door names them by the descriptor's keys, also when auto hands the frontier's count on."""
    from kt_csp.core.result import CountResult, Stats

    counted = CountResult("frontier", Instance(B6), 0, {}, True, Stats(7, 40))
    assert ENGINES["auto"].named(counted).as_dict()["stats"] == {"peak_states": 7, "states_swept": 40, "wall_time": 0.0}
    assert ENGINES["auto"].named(replace(counted, engine="backtrack")).as_dict()["stats"]["nodes"] == 7


def test_each_flag_belongs_to_the_engines_whose_options_take_it_in_that_command() -> None:
    """The flag → engine tables were written by hand in solve, count and crosscheck, and could
    disagree; they are made from the options' fields and the descriptors' count flags."""
    from kt_csp.engines.registry import owners

    assert owners("--seed", ["solve"]) == ("cpsat", "frontier")  # the frontier draws by it
    assert owners("--seed", ["count"]) == ("cpsat",)  # a sweep draws nothing
    assert owners("--workers", ["solve"]) == ("cpsat",) and owners("--workers", ["count"]) == ("backtrack", "frontier")
    assert owners("--tour-limit", ["count"]) == ("cpsat", "sat") and owners("--spill", ["solve"]) == ()


def test_the_engines_page_lists_the_descriptors() -> None:
    """docs/engines.md's tables are made from the descriptors (``python docs/engines.py``)."""
    import subprocess
    import sys

    page = Path(__file__).parent.parent / "docs" / "engines.py"
    checked = subprocess.run([sys.executable, str(page), "--check"], capture_output=True, text=True)
    assert checked.returncode == 0, checked.stdout


@pytest.mark.parametrize("counting", [False, True])
def test_an_answer_stopped_at_the_door_names_its_stats_by_the_engine_s_keys(counting: bool) -> None:
    """A frontier answer stopped as it began kept the search's keys (nodes, backtracks) while the
    stats line looked up the frontier's (peak_states): a Ctrl-C in the first second of
    ``solve 6x6`` ended in an internal error (issue 47's merge)."""
    from kt_csp.cli.show.words import stats_line

    frontier, limits = ENGINES["frontier"], Limits(time_limit=1e-9)
    asked = Instance(B6)
    stopped = frontier.count(asked, limits) if counting else frontier.solve(asked, limits)
    assert stopped.stop is not None
    stats = stopped.as_dict()["stats"]
    assert list(stats)[:2] == ["peak_states", "states_swept"]
    assert stats_line("frontier", stats).startswith("0 peak states, 0 states swept")
