"""One status family (kt_csp.core.status) and an as_dict on every answer type."""

from __future__ import annotations

import json

import pytest

import kt_csp
from kt_csp.core import status as family
from kt_csp.core.board import parse_board
from kt_csp.core.instance import Instance
from kt_csp.core.status import (
    CheckStatus,
    CountStatus,
    EngineStatus,
    PathStatus,
    RulingAnswer,
    Status,
    Uniqueness,
    VerdictStatus,
    Word,
)

ENUMS = [Status, PathStatus, CountStatus, VerdictStatus, Uniqueness, RulingAnswer, CheckStatus, EngineStatus]


@pytest.mark.parametrize("kind", ENUMS)
def test_every_status_is_a_word_that_prints_and_serialises_as_its_value(kind: type[Word]) -> None:
    assert issubclass(kind, Word) and kind.__name__ in family.__all__
    for member in kind:
        assert str(member) == f"{member}" == member.value == member
        assert json.dumps({"status": member}) == json.dumps({"status": member.value})


def test_the_engines_status_is_the_one_the_library_exports() -> None:
    assert kt_csp.Status is Status and kt_csp.solve("4x4").status is Status.NONE


def _plain(data: dict[str, object]) -> dict[str, object]:
    """The dict, its status a plain str (as_dict writes values, not enum members)."""
    assert type(data["status"]) is str
    return data


def test_a_result_and_a_count_give_their_status_as_enums_and_plain_words_in_json() -> None:
    found = kt_csp.solve("5x5", start="a1")
    assert found.word is Status.FOUND and _plain(found.as_dict())["status"] == "found"
    answered = found.as_dict(with_verified=True)
    assert answered["verified"] is True and answered["tour_omitted"] is None
    assert list(answered)[-2:] == ["verified", "tour_omitted"] and "verified" not in found.as_dict()
    left_out = found.as_dict(with_tour=False, with_verified=True, omitted="too large")
    assert left_out["tour"] is None and left_out["tour_omitted"] == "too large"
    path = kt_csp.solve("3x3", "cpsat", longest=True)
    assert path.word is PathStatus.OPTIMAL and _plain(path.as_dict())["status"] == "optimal"
    counted = kt_csp.count("5x5", start="a1")
    assert counted.status is CountStatus.COMPLETE and _plain(counted.as_dict())["status"] == "complete"
    stopped = kt_csp.count("6x6", "backtrack", kt_csp.Limits(node_limit=10))
    assert stopped.status is CountStatus.UNKNOWN and stopped.as_dict()["status"] == "unknown"


def test_a_verdict_gives_its_status_and_the_verify_commands_keys() -> None:
    board = parse_board("3x4")
    tour = [board.parse_square(name) for name in ["a1", "c2", "a3", "d3"]]
    bad = kt_csp.verify(tour, "3x4")
    assert bad.status is VerdictStatus.INVALID and _plain(bad.as_dict()) == {
        "status": "invalid",
        "fault": bad.fault,
        "step": 3,
    }
    good = kt_csp.solve("5x5", start="a1")
    assert good.tour is not None
    verdict = kt_csp.verify(good.tour, good.instance)
    data = verdict.as_dict(good.instance, good.tour, {"read_as": "list"})
    assert verdict.status is VerdictStatus.VALID and data["status"] == "valid" and data["board"] == "5x5"
    assert list(data)[-3:] == ["read_as", "tour_start", "tour_end"] and data["tour_start"] == "a1"
    assert bad.as_dict(Instance(board), tour)["tour_end"] is None  # an invalid tour's ends are not given


def test_a_solved_puzzle_says_unique_as_an_enum() -> None:
    from kt_csp.game.puzzles import make, solve

    puzzle = make(Instance(parse_board("5x5")), seed=1)
    answer = solve(puzzle.instance)
    assert answer.status is Uniqueness.UNIQUE and answer.word is answer.status
    data = _plain(answer.as_dict())
    assert data["status"] == "unique" and data["unique"] is True and data["verified"] is True
    assert json.loads(json.dumps(data))["engine"] == answer.result.engine


def test_the_referees_ruling_gives_its_answer_and_a_search_status() -> None:
    from kt_csp.game.referee import rule

    instance = Instance(parse_board("4x4"))
    ruling = rule(instance, [0])
    assert ruling.answer is RulingAnswer.NO and ruling.status is Status.NONE
    data = ruling.as_dict(instance, [0], 0.5)
    assert (data["answer"], data["status"], data["path"], data["time_limit"]) == ("no", "none", ["a1"], 0.5)
    assert type(data["answer"]) is str and RulingAnswer.YES.status is Status.FOUND


def test_a_crosscheck_its_answers_and_a_sweep_give_enum_statuses() -> None:
    from kt_csp.crosschecks.check import crosscheck
    from kt_csp.crosschecks.survey import Survey
    from kt_csp.engines.registry import ENGINES

    engines = [ENGINES["backtrack"], ENGINES["frontier"]]
    check = crosscheck(Instance(parse_board("5x5"), start=0), engines, counting=True)  # (the counter: its count)
    assert check.status is CheckStatus.AGREE and _plain(check.as_dict())["status"] == "agree"
    statuses = [answer.status for answer in check.answers]
    assert statuses == [Status.FOUND, EngineStatus.COUNTED]
    assert [e["status"] for e in check.as_dict()["engines"]] == ["found", "counted"]  # type: ignore[attr-defined]
    sweep = Survey([check])
    assert sweep.status is CheckStatus.AGREE and _plain(sweep.as_dict())["status"] == "agree"
