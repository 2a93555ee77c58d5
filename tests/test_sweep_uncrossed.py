"""The longest uncrossed path proved by the frontier sweep (issue 31): OEIS A003192 on squares
and on the rectangles of its example, A157416 for closed paths, and agreement with CP-SAT's
proved optima on random boards with holes; every path verified by the engine door."""

from __future__ import annotations

import errno
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from published import LONGEST_UNCROSSED, LONGEST_UNCROSSED_CLOSED, LONGEST_UNCROSSED_RECTANGLES

import kt_csp
from kt_csp import KtError, Limits, Status
from kt_csp.core.limits import LimitReached, Stop
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
    cycleless = kt_csp.solve("1x1", uncrossed=True, longest=True, closed=True)  # (the sweep has nothing to add)
    assert (
        cycleless.status is Status.NONE
        and cycleless.note == "auto chose the frontier sweep, which proves it in minutes up to 8 wide"
    )


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


def test_the_sweep_stopped_by_its_time_limit_is_never_optimal() -> None:
    result = kt_csp.solve("7x7", "frontier", Limits(time_limit=0.5), uncrossed=True, longest=True)
    assert result.stop is Stop.TIME and result.bound is None
    assert result.word in (Status.UNKNOWN, "feasible") and (result.tour is None or result.verified)


@pytest.mark.parametrize(
    "square, stopped",
    [(3, LimitReached(Stop.TIME)), (17, LimitReached(Stop.TIME)), (3, KeyboardInterrupt()), (17, KeyboardInterrupt())],
)
def test_the_sweep_stopped_answers_the_longest_path_so_far_unproved_or_unknown(
    monkeypatch: pytest.MonkeyPatch, square: int, stopped: BaseException
) -> None:
    """Stopped as it begins square 4 of 5x5, no path is finished yet; at square 18, some are."""
    from kt_csp.engines.frontier import longest as sweep

    swept = sweep._square

    def stopping(*args: Any) -> Any:
        if args[2] == square:
            raise stopped
        return swept(*args)

    monkeypatch.setattr(sweep, "_square", stopping)
    result = kt_csp.solve("5x5", "frontier", Limits(time_limit=600), uncrossed=True, longest=True)
    assert result.stop is (Stop.TIME if isinstance(stopped, LimitReached) else Stop.INTERRUPTED)
    assert result.bound is None
    if square == 3:
        assert result.status is Status.UNKNOWN and result.tour is None
    else:
        assert result.verified and verify(result.instance, result.tour).valid  # type: ignore[arg-type]
        assert result.word == "feasible" and 0 < result.moves < 10


@pytest.mark.slow  # (5 s: two 7x7 sweeps to their 29th square)
def test_a_sweep_past_memory_answers_its_longest_path_so_far_or_is_refused_saying_where(
    monkeypatch: pytest.MonkeyPatch, run
) -> None:
    """Memory, like the time limit: once a path is finished the sweep answers the longest so far
    (feasible, stopped by ``memory``, the reason saying where); before, it is refused."""
    from kt_csp.engines.frontier import longest as sweep

    monkeypatch.setattr(sweep, "available_memory", lambda: 1000)  # (1,024 states a thread at least)
    with pytest.raises(MemoryLimitError, match=r"the frontier sweep of 8x8 outgrew memory at square \d+ of 64"):
        sweep.longest(kt_csp.question("8x8", uncrossed=True, longest=True), Limits(), threads=1)
    monkeypatch.setattr(sweep, "available_memory", lambda: 40_000_000)
    result = kt_csp.solve("7x7", "frontier", uncrossed=True, longest=True)
    assert result.stop is Stop.MEMORY and result.bound is None and result.word == "feasible"
    assert result.verified and verify(result.instance, result.tour).valid  # type: ignore[arg-type]
    assert 0 < result.moves < LONGEST_UNCROSSED[7]
    assert result.reason.startswith("out of memory: the frontier sweep of 7x7 outgrew memory at square")
    ran = run("solve", "7x7", "--uncrossed", "--longest", "--engine", "frontier", "-f", "json")
    assert ran.code == 3 and json.loads(ran.out)["stopped_by"] == "memory"


@pytest.mark.slow  # (6 s)
@pytest.mark.parametrize("closed", [False, True])
def test_the_sweep_proves_the_same_on_any_number_of_threads(closed: bool) -> None:
    """Each thread makes the states of its part; the parts' trails give the path back."""
    from kt_csp.engines.frontier.longest import longest

    instance = kt_csp.question("6x6", uncrossed=True, longest=True, closed=closed)
    found = [longest(instance, threads=threads) for threads in (1, 2, 3)]
    for result in found:
        assert verify(instance, result.tour).valid  # type: ignore[arg-type]
    most = (LONGEST_UNCROSSED_CLOSED if closed else LONGEST_UNCROSSED)[6]
    assert [(r.moves, r.bound) for r in found] == [(most, most)] * 3
    assert len({(r.stats.nodes, r.stats.backtracks) for r in found}) == 1  # (the same states, peak and total)


def test_the_trail_is_a_temporary_folder_left_empty_and_a_full_disk_is_one_clear_error(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import tempfile

    import numpy as np

    from kt_csp.engines.frontier import longest as sweep

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    assert _swept("5x5").moves == 10 and not list(tmp_path.iterdir())

    def full(path: object, array: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(np, "save", full)
    with pytest.raises(KtError, match=r"cannot write the sweep's trail to .* free there\): No space left on device$"):
        sweep.longest(kt_csp.question("5x5", uncrossed=True, longest=True), Limits())
    assert not list(tmp_path.iterdir())


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
