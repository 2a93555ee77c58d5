"""The backtrack engine: every tour verified, none proved where theory and exhaustion say so."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from published import closed_tour_exists, open_tour_exists
from reference import count_tours

from kt_csp import BacktrackOptions, Board, Instance, Limits, Order, Status, Stop, parse_board, solve
from kt_csp.core.verifier import verify
from kt_csp.engines.backtrack import layout
from kt_csp.engines.backtrack.search import KERNEL, Search
from kt_csp.runtime.compiled import as_written

ORDERS = [BacktrackOptions(order, check) for order in Order for check in (True, False)]
LEAPERS = [(1, 2), (1, 3), (2, 3), (1, 4)]
SMALL = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def solved(instance: Instance, options: BacktrackOptions = BacktrackOptions(), limits: Limits = Limits()):
    result = solve(instance, "backtrack", limits, options, theory=False)
    if result.status is Status.FOUND:
        verdict = verify(instance, result.tour)
        assert verdict.valid, verdict.fault
    else:
        assert result.tour is None
    return result


@pytest.mark.parametrize("options", ORDERS, ids=lambda o: f"{o.order.value}-{'fc' if o.forward_check else 'nofc'}")
@pytest.mark.parametrize("size", ["5x5", "6x6", "8x8", "3x4", "3x7", "4x5"])
def test_tours_from_a1_verify(size: str, options: BacktrackOptions) -> None:
    instance = Instance(parse_board(size), start=0)
    assert solved(instance, options).status is Status.FOUND


def test_plain_order_follows_the_textbook_tree() -> None:
    # The textbook recursion (the GfG article's program in pure Python, bench/naive.py) needs 8,840
    # calls on 5x5: measured on a 2-core x86-64 Linux machine, 28 November 2026 (a count of calls,
    # the same on every machine). Without forward checking the kernel explores exactly that tree.
    result = solved(Instance(parse_board("5x5"), start=0), BacktrackOptions(forward_check=False))
    assert result.stats.nodes == 8_840


@pytest.mark.parametrize("rows, cols", [(6, n) for n in range(6, 9)])
def test_existence_on_six_row_boards_matches_the_theorems(rows: int, cols: int) -> None:
    board = Board(rows, cols)
    assert (solved(Instance(board)).status is Status.FOUND) == open_tour_exists(rows, cols)
    assert (solved(Instance(board, closed=True)).status is Status.FOUND) == closed_tour_exists(rows, cols)


@st.composite
def small_instances(draw: st.DrawFn, max_squares: int = 20) -> Instance:
    rows = draw(st.integers(1, 5))
    cols = draw(st.integers(1, max(1, min(7, max_squares // rows))))
    board = Board(rows, cols, draw(st.sampled_from(LEAPERS)))
    start = draw(st.integers(0, board.size - 1))
    end = draw(st.one_of(st.none(), st.integers(0, board.size - 1).filter(lambda e: e != start)))
    closed = draw(st.booleans())
    if closed and end is not None and not board.is_move(start, end):
        end = None
    return Instance(board, start, end, closed)


@SMALL
@given(small_instances(), st.sampled_from(ORDERS))
def test_found_or_none_agrees_with_exhaustive_search(instance: Instance, options: BacktrackOptions) -> None:
    tours = count_tours(instance.board, instance.start, instance.end, instance.closed)
    assert (solved(instance, options).status is Status.FOUND) == (tours > 0)


@SMALL
@given(st.integers(1, 6), st.integers(1, 6), st.sampled_from(LEAPERS), st.data())
def test_free_start_or_free_start_with_fixed_end_finds_a_tour_when_one_exists(
    rows: int, cols: int, leaper: tuple[int, int], data: st.DataObject
) -> None:
    board = Board(rows, cols, leaper)
    end = data.draw(st.one_of(st.none(), st.integers(0, board.size - 1)))
    instance = Instance(board, end=end)
    exists = (
        any(count_tours(board, s, end) for s in range(board.size) if s != end or board.size == 1)
        if board.size <= 20
        else None
    )
    result = solved(instance)
    if exists is not None:
        assert (result.status is Status.FOUND) == exists


def test_limits_stop_with_unknown() -> None:
    hard = Instance(parse_board("8x8"), closed=True)
    by_nodes = solved(hard, BacktrackOptions(forward_check=False), Limits(node_limit=1_000))
    assert by_nodes.status is Status.UNKNOWN and "node limit" in by_nodes.reason
    assert 1_000 <= by_nodes.stats.nodes < 1_000 + 100
    by_time = solved(
        Instance(parse_board("10x10"), closed=True), BacktrackOptions(forward_check=False), Limits(time_limit=0.2)
    )
    assert by_time.status is Status.UNKNOWN and "time limit" in by_time.reason
    assert by_time.stop is Stop.TIME  # (the search itself would not end in this test run: the limit ended it)


def test_depth_is_not_bounded_by_the_recursion_limit() -> None:
    # 300x300 is 90,000 moves deep, far past Python's recursion limit of about 1,000.
    result = solved(Instance(parse_board("300x300"), start=0), BacktrackOptions(Order.WARNSDORFF))
    assert result.status is Status.FOUND


@pytest.mark.parametrize("size", ["6x6", "8x8", "10x10", "6x7"])
def test_closed_tours_close(size: str) -> None:
    result = solved(Instance(parse_board(size), start=0, closed=True))
    assert result.status is Status.FOUND


@st.composite
def searches(draw: st.DrawFn) -> tuple[Instance, BacktrackOptions, bool]:
    """A small question (holes, a clue, a fixed end or a closed tour among them), the options,
    and whether the search counts."""
    instance = draw(small_instances(max_squares=30))
    board, live = instance.board, instance.board.size
    holes = frozenset(draw(st.sets(st.integers(0, live - 1), max_size=2)) - {instance.start, instance.end})
    board = Board(board.rows, board.cols, board.leaper, holes) if len(holes) < live - 1 else board
    moves = board.squares - 1
    clues: tuple[tuple[int, int], ...] = ()
    if moves >= 3 and draw(st.booleans()):
        square = draw(st.sampled_from(sorted(set(board.live.tolist()) - {instance.start, instance.end})))
        clues = ((square, draw(st.integers(1, moves - 1))),)
    end = None if instance.end in holes else instance.end
    question = Instance(board, instance.start, end, instance.closed and end is None, clues)
    return question, draw(st.sampled_from(ORDERS)), draw(st.booleans())


@SMALL
@given(searches(), st.integers(1, 400))
def test_the_kernel_as_written_searches_as_the_compiled_one_and_hands_over_at_any_node(
    asked: tuple[Instance, BacktrackOptions, bool], share: int
) -> None:
    """A small search runs its first nodes in the kernel as written (no numba loaded), then the
    compiled kernel goes on from the same arrays: a search begun in one and handed to the other
    at any node ends as the compiled one alone does — the same status, tour, nodes, backtracks,
    cuts and tours counted, and the same arrays left behind."""
    instance, options, counting = asked
    alone, handed = Search(instance, options, counting), Search(instance, options, counting)
    alone.compile()
    handed.kernel, handed.compiled = as_written(KERNEL), False  # (a warm process would start compiled)
    for search in (alone, handed):
        search.reset(instance.start)
    begun = handed.run(share)
    handed.compile()
    ended = [_to_the_end(alone, layout.PAUSED), _to_the_end(handed, begun)]
    assert ended[0] == ended[1]
    assert all(np.array_equal(a, b) for a, b in zip(alone.state, handed.state, strict=True))


def _to_the_end(search: Search, status: int) -> tuple[int, list[int], int, int, int, int]:
    while status == layout.PAUSED:
        status = search.run(1 << 20)
    path = list(search.tour()) if status == layout.FOUND else []
    return status, path, search.nodes, search.backtracks, search.cuts, search.solutions


def test_a_ctrl_c_inside_a_slice_as_written_waits_for_its_end(monkeypatch: pytest.MonkeyPatch) -> None:
    """The kernel as written keeps its counts in local variables until a slice ends, as the
    compiled one does: a Ctrl-C in the middle of a slice left the search saying 1 node after
    thousands (a user's trial). The press now waits for the slice's end: the counts are whole."""
    import signal

    from kt_csp.core.limits import Budget, Stop
    from kt_csp.engines.backtrack import search as search_module
    from kt_csp.engines.backtrack.search import AS_WRITTEN_NODES, drive

    written = as_written(KERNEL)
    leave, calls = written._leave, [0]

    def leave_and_press(*arguments: object) -> object:
        calls[0] += 1
        if calls[0] == AS_WRITTEN_NODES // 2:
            signal.raise_signal(signal.SIGINT)
        return leave(*arguments)

    monkeypatch.setattr(written, "_leave", leave_and_press)
    spent = [0]  # (the process's nodes as written: none yet)
    monkeypatch.setattr(search_module, "_AS_WRITTEN", spent)
    search = Search(Instance(parse_board("12x12"), start=0, closed=True), BacktrackOptions())
    search.kernel, search.compiled = written, False  # (a warm process would start compiled)
    search.reset(0)
    budget = Budget(Limits())
    assert drive(search, budget) == layout.PAUSED and budget.stop is Stop.INTERRUPTED
    assert (search.nodes, spent[0]) == (1 + AS_WRITTEN_NODES, AS_WRITTEN_NODES)  # (the start, and the slice)
