"""The longest uncrossed path proved by the frontier sweep (issue 31): OEIS A003192 on squares
and on the rectangles of its example, A157416 for closed paths, and agreement with CP-SAT's
proved optima on random boards with holes; every path verified by the engine door."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from published import LONGEST_UNCROSSED, LONGEST_UNCROSSED_CLOSED, LONGEST_UNCROSSED_RECTANGLES

import kt_csp
from kt_csp import KtError, Limits, Status
from kt_csp.core.limits import Stop
from kt_csp.core.verifier import verify
from kt_csp.errors import MemoryLimitError


def _swept(size: str, closed: bool = False, holes: list[str] | None = None) -> kt_csp.Result:
    result = kt_csp.solve(size, "frontier", uncrossed=True, longest=True, closed=closed, holes=holes or [])
    if result.tour is not None:
        assert result.verified and verify(result.instance, result.tour).valid
        assert result.word == "optimal" and result.bound == result.moves
    return result


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5, 6])
def test_the_sweep_proves_oeis_a003192(n: int) -> None:
    assert _swept(f"{n}x{n}").moves == LONGEST_UNCROSSED[n]


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5, 6, pytest.param(7, marks=pytest.mark.slow)])  # (7x7: 4 s)
def test_the_sweep_proves_oeis_a157416(n: int) -> None:
    result = _swept(f"{n}x{n}", closed=True)
    if LONGEST_UNCROSSED_CLOSED[n] == 0:
        assert result.status is Status.NONE and result.tour is None
    else:
        assert result.moves == LONGEST_UNCROSSED_CLOSED[n]


FAST_RECTANGLES = [(m, n) for m, n in LONGEST_UNCROSSED_RECTANGLES if m <= 5 and m < n]


@pytest.mark.parametrize(
    "rows, cols", [*FAST_RECTANGLES, pytest.param(6, 7, marks=pytest.mark.slow)]
)  # (6x7: 3 s each way; 6x8 and 6x9, 8 and 14 s, are in bench/records.py --only swept)
def test_the_sweep_proves_the_rectangles_of_a003192s_example_either_way_round(rows: int, cols: int) -> None:
    assert _swept(f"{rows}x{cols}").moves == LONGEST_UNCROSSED_RECTANGLES[(rows, cols)]
    assert _swept(f"{cols}x{rows}").moves == LONGEST_UNCROSSED_RECTANGLES[(rows, cols)]


@settings(max_examples=30, deadline=None)
@given(
    rows=st.integers(1, 4),
    cols=st.integers(1, 6),
    closed=st.booleans(),
    holes=st.sets(st.integers(0, 23), max_size=3),
)
def test_the_sweep_and_cpsat_prove_the_same_longest_path(rows: int, cols: int, closed: bool, holes: set[int]) -> None:
    """Two methods that share no code but the question: their proved optima agree."""
    board = kt_csp.question(f"{rows}x{cols}").board
    named = [board.name(h) for h in sorted(holes) if h < rows * cols - 1]
    swept = _swept(f"{rows}x{cols}", closed, named)
    solved = kt_csp.solve(f"{rows}x{cols}", "cpsat", uncrossed=True, longest=True, closed=closed, holes=named)
    assert solved.status is swept.status
    if solved.tour is not None:
        assert solved.word == "optimal" and solved.moves == swept.moves


@pytest.mark.slow  # (2 s: 8x8 by CP-SAT for a second)
def test_auto_proves_the_longest_uncrossed_path_by_the_sweep_where_it_is_narrow() -> None:
    result = kt_csp.solve("6x6", uncrossed=True, longest=True)
    assert result.engine == "frontier" and result.word == "optimal" and result.moves == LONGEST_UNCROSSED[6]
    assert result.note.startswith("auto chose the frontier sweep, which proves it in minutes up to 7 wide")
    wide = kt_csp.solve("8x8", limits=Limits(time_limit=1), uncrossed=True, longest=True)
    assert wide.engine == "cpsat"


@pytest.mark.parametrize(
    "asked, words",
    [
        ({"uncrossed": True}, "the frontier engine does not answer uncrossed tours without the longest path"),
        ({"longest": True}, "the frontier engine does not answer the longest path without uncrossed tours"),
        ({"uncrossed": True, "longest": True, "start": "a1"}, "no start, end or clues"),
    ],
)
def test_what_the_sweep_does_not_answer_is_one_clear_error(asked: dict[str, object], words: str) -> None:
    with pytest.raises(KtError, match=words):
        kt_csp.solve("5x5", "frontier", **asked)


def test_a_board_too_wide_for_the_sweeps_keys_is_refused(run) -> None:
    ran = run("solve", "10x10", "--longest", "--uncrossed", "--engine", "frontier")
    assert ran.code == 2 and "the sweep keeps 19 squares of frontier: 10x10 needs 21" in ran.err


def test_the_sweep_stopped_by_its_time_limit_is_unknown() -> None:
    result = kt_csp.solve("7x7", "frontier", Limits(time_limit=0.5), uncrossed=True, longest=True)
    assert result.status is Status.UNKNOWN and result.tour is None and result.stop is Stop.TIME


def test_a_sweep_past_memory_is_refused_saying_where(monkeypatch: pytest.MonkeyPatch) -> None:
    from kt_csp.engines.frontier import longest as sweep

    monkeypatch.setattr(sweep, "available_memory", lambda: 40_000_000)
    with pytest.raises(MemoryLimitError, match=r"the frontier sweep of 7x7 outgrew memory at square \d+ of 49"):
        sweep.longest(kt_csp.question("7x7", uncrossed=True, longest=True), Limits())


@pytest.mark.slow  # (4 s: CP-SAT proves 5x5)
def test_a_crosscheck_holds_the_sweeps_optimum_to_cpsats() -> None:
    from dataclasses import replace

    from kt_csp.crosschecks.check import _disagreements, crosscheck
    from kt_csp.engines.registry import ENGINES

    instance = kt_csp.question("5x5", uncrossed=True, longest=True)
    check = crosscheck(instance, [ENGINES["cpsat"], ENGINES["frontier"]])
    assert check.agree and [a.status.value for a in check.answers] == ["optimal", "optimal"]
    assert check.optima_said() == "the optima agree: 10 moves, proved by cpsat and frontier"
    assert [a.as_dict()["measure"] for a in check.answers] == [10, 10]
    swept = check.answers[1]
    swept.result = replace(swept.result, tour=None, status=Status.UNKNOWN, bound=9)  # a planted false proof
    assert _disagreements(check) == ["cpsat found one of 10 moves, but frontier proved none has more than 9"]
