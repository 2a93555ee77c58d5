"""Witnesses of reasoning's none: each argument's witness is made and checked, the checker shares
no code with reasoning or the engines, and a witness tampered with (a square moved, a square
dropped, a count changed) is refused with its first fault."""

from __future__ import annotations

import ast
import copy
import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from test_obstacles import DECIDES, asked, variant_instances

from kt_csp.certificates import witness_check, witnesses
from kt_csp.certificates.files import certify, check_certificate
from kt_csp.certificates.witness_check import check_witness
from kt_csp.certificates.witnesses import _OFFERS, witness
from kt_csp.core.board import Board
from kt_csp.core.instance import Instance, Magic
from kt_csp.core.result import Result, Status
from kt_csp.errors import InternalError
from kt_csp.reasoning import obstacles
from kt_csp.reasoning.obstacles import ARGUMENTS, obstacle
from kt_csp.reasoning.theorems import THEORY


def checked(instance: Instance, body: dict[str, object]) -> witness_check.Checked:
    return check_witness(instance.tag(), body)


def cut_pair(size: int, row: int, col: int, closed: bool = False) -> Instance:
    """A board with two squares a jump apart cut off from the rest: every other square a jump
    from either is a hole."""
    board = Board(size, size)
    pair = {board.square(row, col), board.square(row + 1, col + 2)}
    holes = {t for s in pair for t in board.neighbours_of(s)} - pair
    return Instance(Board(size, size, holes=frozenset(holes)), closed=closed)


def test_the_checker_imports_nothing_from_reasoning_or_the_engines() -> None:
    """The checker is independent as the verifier is: its imports name neither package."""
    tree = ast.parse(Path(witness_check.__file__).read_text())
    named = [a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names]
    named += [n.module or "" for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    assert named and "kt_csp.core.board" in named
    assert [m for m in named if m.startswith(("kt_csp.reasoning", "kt_csp.engines"))] == []


def test_every_argument_of_reasoning_offers_witnesses() -> None:
    assert set(_OFFERS) == {name for name, _ in ARGUMENTS}


EXTRA = [
    ("theorems", asked("5x5", closed=True)),
    ("theorems", asked("1x1", closed=True)),
    ("theorems", asked("3x8", closed=True)),
    ("colours", asked("5x5", start="b1")),
    ("colours", asked("8x8", start="a1", end="h8")),
    ("magic", Instance(Board(6, 6), magic=Magic.SEMI)),
    ("magic", Instance(Board(7, 7), magic=Magic.SEMI)),
    ("magic", Instance(Board(4, 16), magic=Magic.SEMI)),
    ("magic", Instance(Board(3, 4), magic=Magic.SEMI)),
    ("parts", cut_pair(12, 4, 4)),
    ("parts", cut_pair(10_000, 5000, 5000)),
    ("dead ends", cut_pair(10_000, 5000, 5000, closed=True)),
    ("dead ends", asked("10000x10000", "b3,c2,e5,zz900")),
]


@pytest.mark.parametrize("argument, instance", [(a, i) for a, i, _ in DECIDES] + EXTRA, ids=str)
def test_each_argument_makes_a_witness_the_checker_accepts(argument: str, instance: Instance) -> None:
    made = witness(instance)
    assert made["argument"] == argument
    assert checked(instance, made).valid
    assert json.loads(json.dumps(made)) == made  # (the file holds it as it is)


def test_a_colour_witness_with_a_hole_moved_to_the_other_colour_is_refused() -> None:
    instance = asked("8x8", "e5,d4", closed=True)  # e5 and d4: both dark
    made = witness(instance)
    assert made["rule"] == "closed counts" and made["holes"] == {"dark": ["d4", "e5"], "light": []}
    moved = copy.deepcopy(made)
    moved["holes"] = {"dark": ["d4"], "light": ["e5"]}
    result = checked(instance, moved)
    assert not result.valid and result.fault == "the witness counts e5 among the light holes; it is dark"


def test_a_colour_witness_with_its_fixed_square_moved_is_refused() -> None:
    instance = asked("5x5", start="b1")
    made = witness(instance)
    assert made["rule"] == "fixed colour" and made["fixed"] == {"square": "b1", "move": 0}
    result = checked(instance, {**made, "fixed": {"square": "c1", "move": 0}})
    assert not result.valid and result.fault == "the witness puts move 0 on c1; the question fixes it on b1"


def test_a_colour_witness_whose_counts_do_not_add_up_is_refused() -> None:
    instance = asked("8x8", "e5", closed=True)
    result = checked(instance, {**witness(instance), "dark": 32})
    assert not result.valid and result.fault == "the witness counts 32 dark squares; the checker counts 31"


def test_a_part_witness_with_a_square_dropped_is_refused() -> None:
    instance = cut_pair(12, 4, 4)
    made = witness(instance)
    assert made["rule"] == "parts" and made["part"] == ["e5", "g6"]
    result = checked(instance, {**made, "part": ["e5"]})
    assert not result.valid and result.fault == "the part is not closed: e5 jumps to g6, outside it"
    emptied = checked(instance, {**made, "part": []})
    assert not emptied.valid and emptied.fault == "the witness's part has no square"


def test_a_dead_end_witness_that_hides_a_move_is_refused() -> None:
    instance = asked("8x8", "b3,g3,b6")
    made = witness(instance)
    assert made["rule"] == "single moves" and [e["square"] for e in made["squares"]] == ["a1", "h1", "a8"]
    hidden = copy.deepcopy(made)
    hidden["squares"][0] = {"square": "b1", "moves": ["d2"]}
    result = checked(instance, hidden)
    assert not result.valid and result.fault == "the witness gives b1 the moves d2; it has d2 a3 c3"


def test_a_reach_witness_that_claims_too_many_jumps_is_refused() -> None:
    instance = asked("8x8", clues="a1=0 h8=2")
    made = witness(instance)
    assert made["rule"] == "reach" and made["jumps"] == 3  # (the least that rules out 2 moves)
    result = checked(instance, {**made, "jumps": 7})
    assert not result.valid and result.fault == "h8 is 6 jumps from a1, not 7"
    fitted = checked(instance, {**made, "jumps": 2})
    assert not fitted.valid and fitted.fault == "2 jumps fit in the 2 moves from move 0 to move 2"


def test_a_reach_witness_on_a_board_too_large_to_search_is_bounded_by_arithmetic() -> None:
    instance = asked("10000x10000", clues="a1=10 zz9000=1000")
    made = witness(instance)
    assert checked(instance, made).valid
    result = checked(instance, {**made, "jumps": 10_000})  # (zz9000 is some 6,000 jumps from a1)
    assert not result.valid and "may be fewer than" in result.fault


def test_a_theorem_witness_for_another_board_is_refused() -> None:
    instance = asked("4x4")
    made = witness(instance)
    assert (made["rule"], made["clause"], made["m"], made["n"]) == ("theorem", "3x5, 3x6 or 4x4", 4, 4)
    wrong = checked(asked("5x5"), made)
    assert not wrong.valid and wrong.fault == "the witness counts 4 as the shorter side; the checker counts 5"
    other = checked(instance, {**made, "clause": "two wide"})
    assert not other.valid and other.fault == "4x4 is not the case 'two wide'"


def test_an_outer_rows_witness_whose_counts_do_not_add_up_is_refused() -> None:
    instance = asked("4x10", "e2,e3")
    made = witness(instance)
    assert made["rule"] == "outer rows short" and made["most"] == -1
    result = checked(instance, {**made, "middle": 20})
    assert not result.valid and result.fault == "the witness counts 20 middle squares; the checker counts 18"


def test_a_witness_of_a_question_with_a_tour_is_refused_whatever_it_says() -> None:
    """A rule's inequality is re-tested: the 8x8 (which has tours) is not ruled out by its counts."""
    instance = asked("8x8")
    counts = {"rule": "counts", "dark": 32, "light": 32, "holes": {"dark": [], "light": []}}
    result = checked(instance, counts)
    assert not result.valid and result.fault == "the colours' counts, 32 and 32, differ by at most one"
    unknown = checked(instance, {"rule": "because"})
    assert not unknown.valid and unknown.fault == "the witness's rule 'because' is none the checker knows"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(variant_instances())
def test_every_question_reasoning_rules_out_has_a_witness_that_checks(instance: Instance) -> None:
    """Random small questions (holes, ends, clues, closed, wraps): where reasoning says none, the
    witness is made and written, and its file checks again alone."""
    ruled = obstacle(instance)
    if ruled is None:
        with pytest.raises(InternalError, match="which reasoning does not rule out"):
            witness(instance)
        return
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "proof.json"
        made = certify(Result(THEORY, instance, Status.NONE, reason=ruled.reason), path)
        assert made is not None and made.body["argument"] == ruled.argument
        assert check_certificate(path).valid


def test_an_outer_rows_alternation_is_refused_for_a_leaper_that_keeps_its_colour() -> None:
    """The alternation rests on colours alternating too: the 1,1 leaper's do not (its moves from
    the outer rows of 4x4 all land in the middle ones, and the counts are even)."""
    instance = Instance(Board(4, 4, leaper=(1, 1)), closed=True)
    body = {
        "rule": "outer rows alternate",
        "outer": 8,
        "middle": 8,
        "outer holes": {"dark": [], "light": []},
        "middle ends": [],
        "most": 0,
    }
    result = checked(instance, body)
    assert not result.valid and result.fault == "the leaper keeps its colour, so a tour need not alternate colours"


def test_the_large_board_shortcuts_make_witnesses_that_check(monkeypatch: pytest.MonkeyPatch) -> None:
    """Above `WHOLE_UP_TO` squares reasoning looks only around the holes: on boards made to count
    as large, its parts (found in a box) and dead ends (next to holes) still make witnesses."""
    monkeypatch.setattr(obstacles, "WHOLE_UP_TO", 100)
    monkeypatch.setattr(witnesses, "WHOLE_UP_TO", 100)
    parts, dead = asked("30x30", "b3,a3,b4,d4,e3,e1,j9,i10,g10,e10"), asked("30x30", "b3,ac3,b28")
    made = [witness(parts), witness(dead)]
    assert [(w["argument"], w["rule"]) for w in made] == [("parts", "parts"), ("dead ends", "single moves")]
    assert (made[0]["part"], made[0]["outside"]) == (["a1", "c2"], "b1")
    assert [entry["square"] for entry in made[1]["squares"]] == ["a1", "ad1", "a30"]
    assert all(checked(instance, w).valid for instance, w in zip((parts, dead), made, strict=True))
