"""The frontier counter (issue 17): every count it gives held to the backtracker's enumeration and
to the published values, and its exact arithmetic held to itself past 2^64."""

from __future__ import annotations

import dataclasses
import json
import random
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from published import (
    CLOSED_TOURS_3XN,
    CLOSED_TOURS_5XN,
    CLOSED_TOURS_6XN,
    CLOSED_TOURS_UNDIRECTED,
    OPEN_TOURS_5X5,
    OPEN_TOURS_5X7,
    OPEN_TOURS_SQUARE,
)

import kt_csp
from kt_csp import Instance, KtError, Limits
from kt_csp.core.board import Board
from kt_csp.core.choices import FrontierOptions
from kt_csp.core.limits import LimitReached
from kt_csp.engines.frontier import spill as spill_module
from kt_csp.engines.frontier import sweep as frontier
from kt_csp.engines.frontier import sweeping
from kt_csp.engines.frontier.plan import Sweep
from kt_csp.engines.frontier.residues import crt, primes
from kt_csp.engines.frontier.spill import open_spill
from kt_csp.engines.frontier.sweep import lengths, plan, sweep
from kt_csp.errors import MemoryLimitError
from kt_csp.reasoning.theorems import rules_out

LEAPERS = [(1, 2), (2, 3), (0, 1)]  # the knight, the zebra, and the wazir (a rook's one step: many paths)


def assert_same_counts(instance: Instance) -> None:
    frontier = kt_csp.count(instance, "frontier", theory=False)  # (each engine counts: theory is no shortcut here)
    backtrack = kt_csp.count(instance, "backtrack", theory=False)
    assert frontier.complete and backtrack.complete
    assert frontier.total == backtrack.total
    if frontier.by_start:
        assert frontier.by_start == dict(backtrack.by_start.items())


@pytest.mark.parametrize("leaper", LEAPERS, ids=lambda p: f"{p[0]},{p[1]}")
@pytest.mark.parametrize("closed", [False, True], ids=["open", "closed"])
def test_every_board_up_to_5x6_counts_as_the_backtracker_enumerates(leaper: tuple[int, int], closed: bool) -> None:
    for rows in range(1, 6):
        for cols in range(1, 7):
            if leaper == (0, 1) and rows * cols > 20 and not closed:
                continue  # the wazir's open paths on 5x5 and up: too many for the enumeration here
            board = Board(rows, cols, leaper)
            assert_same_counts(Instance(board, closed=closed))
            assert_same_counts(Instance(board, start=board.size - 1, closed=closed))


@settings(max_examples=25, deadline=None)
@given(rows=st.integers(2, 5), cols=st.integers(2, 6), closed=st.booleans(), data=st.data())
def test_fixed_ends_and_holes_count_as_the_backtracker_enumerates(
    rows: int, cols: int, closed: bool, data: st.DataObject
) -> None:
    squares = list(range(rows * cols))
    holes = frozenset(data.draw(st.sets(st.sampled_from(squares), max_size=2)))
    board = Board(rows, cols, holes=holes if len(holes) < len(squares) - 1 else frozenset())
    live = board.live.tolist()
    start = data.draw(st.sampled_from([None, *live]))
    end = data.draw(st.sampled_from([None, *(s for s in live if s != start)]))
    if closed and start is not None and end is not None and not board.is_move(start, end):
        end = None
    assert_same_counts(Instance(board, start, end, closed=closed))


@settings(max_examples=25, deadline=None)
@given(
    rows=st.integers(3, 7),
    cols=st.integers(3, 6),
    closed=st.booleans(),
    leaper=st.sampled_from(LEAPERS),
    data=st.data(),
)
def test_states_merged_with_their_mirror_images_count_what_states_as_swept_count(
    rows: int, cols: int, closed: bool, leaper: tuple[int, int], data: st.DataObject
) -> None:
    """Boards whose holes are their own mirror image (or not: then nothing is merged), a closed
    tour's start fixed or not: merging each state with its mirror image at rank ends changes the
    count of no board, and merges where the question is its own mirror image."""
    board = Board(rows, cols, leaper)
    chosen = data.draw(st.sets(st.integers(0, board.size - 1), max_size=3))
    mirror = data.draw(st.booleans())
    holes = chosen | ({(s // cols) * cols + cols - 1 - s % cols for s in chosen} if mirror else set())
    if len(holes) >= board.size - 1:
        return
    asked = Instance(Board(rows, cols, leaper, frozenset(holes)), closed=closed).as_counted()
    swept = plan(asked)
    merged = sweep(swept)
    assert merged.total == sweep(unmerged(swept)).total
    if rows >= cols and mirror:  # (swept as asked: the mirror across its ranks is the asked board's)
        assert swept.mirrors


def test_the_5x5_grid_is_the_published_grid() -> None:
    counted = kt_csp.count("5x5", "frontier")
    board = counted.instance.board
    grid = [[counted.by_start[board.square(row, col)] for col in range(5)] for row in reversed(range(5))]
    assert grid == OPEN_TOURS_5X5 and counted.total == sum(map(sum, OPEN_TOURS_5X5))


@pytest.mark.parametrize(
    "rows, cols, published",
    [
        *((3, n, count) for n, count in CLOSED_TOURS_3XN.items() if n <= 20),  # every term: test_sequences.py
        *((5, n, count) for n, count in CLOSED_TOURS_5XN.items() if n <= 10),
        *((6, n, count) for n, count in CLOSED_TOURS_6XN.items() if n <= 7),
        (6, 6, CLOSED_TOURS_UNDIRECTED[6]),
    ],
)
def test_closed_counts_are_the_published_ones(rows: int, cols: int, published: int) -> None:
    counted = kt_csp.count(f"{rows}x{cols}", "frontier", closed=True)
    assert counted.complete and counted.total == 2 * published  # through a1, both directions


@pytest.mark.slow
def test_open_6x6_is_the_published_count() -> None:
    """OEIS A165134's 6,637,920 (15 million states at once: about a minute and 1.7 GB today)."""
    assert kt_csp.count("6x6", "frontier").total == OPEN_TOURS_SQUARE[6]


@pytest.mark.slow
def test_open_5x7_is_the_published_count() -> None:
    counted = kt_csp.count("5x7", "frontier")
    assert counted.total == OPEN_TOURS_5X7 and counted.by_start == {}  # more than a grid's squares: the total


@pytest.mark.parametrize("size, closed", [("6x6", True), ("5x5", False)])
def test_states_packed_in_base_11_count_what_states_packed_bitwise_count(size: str, closed: bool) -> None:
    """Base 11 is for frontiers of 17 cells (the knight on a board 8 wide; no smaller board with a
    tour has one): the same sweeps packed either way, open tours' DANGLE cells too."""
    swept = plan(kt_csp.question(size, closed=closed).as_counted())
    assert swept.bits == 4 and plan(kt_csp.question("8x8").as_counted()).bits == 0
    bitwise, base_11 = sweep(swept), sweep(dataclasses.replace(swept, bits=0, words=1))
    assert (base_11.total, base_11.peak, base_11.states) == (bitwise.total, bitwise.peak, bitwise.states)
    assert bitwise.total == (CLOSED_TOURS_UNDIRECTED[6] if closed else OPEN_TOURS_SQUARE[5] // 2)


def test_the_chinese_remainders_give_back_numbers_far_past_64_bits() -> None:
    moduli = primes(5)
    assert len(set(moduli)) == 5 and all(m < 1 << 61 for m in moduli)
    generator = random.Random(17)
    for _ in range(200):
        value = generator.randrange(1 << 300)
        assert crt([value % m for m in moduli], moduli) == value


@pytest.mark.slow
def test_a_count_past_2_to_the_64_is_the_same_whatever_primes_carry_it() -> None:
    """5x22 closed has about 10^22 cycles: more primes than needed change nothing."""
    swept = plan(kt_csp.question("5x22", closed=True).as_counted())
    counted = sweep(swept)
    assert counted.total > 1 << 64
    assert sweep(swept, extra_primes=3).total == counted.total


@pytest.mark.parametrize(
    "call, words",
    [
        (lambda: kt_csp.count("30x30", "frontier"), "the frontier counter takes a frontier of at most"),
        (
            lambda: kt_csp.count("3x1000000", "frontier", closed=True),
            "keeps counts of up to 61,380 bits exactly; 3x1000000",
        ),
        (lambda: lengths(kt_csp.question("3x1000000", closed=True)), "keeps counts of up to 61,380 bits exactly"),
        (lambda: kt_csp.count("6x6", "frontier", clues="c3=5"), "the frontier engine does not answer clues"),
        (lambda: kt_csp.count("6x6", "frontier", wrap="torus"), "the frontier engine does not answer wrapped boards"),
        (
            lambda: kt_csp.solve("5x6", "frontier", options=FrontierOptions(rank=18_784)),
            "no tour has rank 18,784: there are 18,784 tours",
        ),
        (
            lambda: kt_csp.solve("5x6", "frontier", options=FrontierOptions(spill=Path("states"))),
            "--checkpoint and --spill are for counting",
        ),
    ],
)
def test_bad_frontier_questions_are_one_clear_error(call, words: str) -> None:
    with pytest.raises(KtError, match=words):
        call()


def test_a_time_limit_stops_a_sweep_with_an_unknown_count(monkeypatch) -> None:
    monkeypatch.setattr(frontier, "available_memory", lambda: 1 << 50)  # (the sweep starts, whatever this machine has)
    counted = kt_csp.count("7x7", "frontier", Limits(time_limit=0.5))
    assert not counted.complete and counted.stop is not None and counted.stop.value == "time_limit"


def test_a_crosscheck_holds_the_frontier_count_to_the_others() -> None:
    """A counter answers a counting cross-check with its count alone, compared with theirs."""
    from kt_csp.crosschecks.check import crosscheck
    from kt_csp.engines.registry import ENGINES

    check = crosscheck(kt_csp.question("5x6", closed=True), [ENGINES["backtrack"], ENGINES["frontier"]], counting=True)
    counts = {a.engine: a.count.total for a in check.answers}  # type: ignore[union-attr]
    assert check.agree and counts["frontier"] == counts["backtrack"] == 2 * CLOSED_TOURS_6XN[5]
    assert check.answers[1].result is None
    assert [a["status"] for a in check.as_dict()["engines"]] == ["found", "counted"]  # type: ignore[index, union-attr]


def test_auto_counts_with_the_frontier_where_it_is_the_faster() -> None:
    swept = kt_csp.count("5x10", "auto", closed=True)
    assert swept.engine == "frontier" and swept.total == 2 * CLOSED_TOURS_5XN[10]
    assert swept.note.startswith("auto chose the frontier counter: the faster by the estimates, about ")
    walked = kt_csp.count("5x5", "auto")
    assert walked.engine == "backtrack" and walked.total == sum(map(sum, OPEN_TOURS_5X5))
    assert (
        walked.note == "auto chose the backtracker: a board of fewer than 30 squares is walked in well under a second"
    )


def test_a_board_whose_moves_fall_apart_counts_none_without_a_sweep() -> None:
    camel = kt_csp.count("6x6", "frontier", leaper=(1, 3), theory=False)  # its moves keep their colour
    assert camel.complete and camel.total == 0 and camel.stats.backtracks == 0
    walled = kt_csp.count("5x5", "frontier", holes="b3,c2,d3,c4", theory=False)  # a1 has no move left
    assert walled.total == 0 == kt_csp.count("5x5", "backtrack", holes="b3,c2,d3,c4").total
    assert set(walled.by_start.values()) == {0} and len(walled.by_start) == 21
    odd = kt_csp.count("7x7", "frontier", closed=True, theory=False)  # colour parity: 24 light squares, 25 dark
    assert odd.complete and odd.total == 0 and odd.stats.backtracks == 0


@pytest.mark.parametrize("board, closed", [("1x1000000", False), ("2x1000000", False), ("999x999", True)])
def test_a_board_without_a_tour_in_sight_counts_none_before_any_plan(board: str, closed: bool, monkeypatch) -> None:
    """Moves that fall into parts (1xn, 2xn) or colours that cannot alternate (an odd board closed)
    are seen before the plan (1x1000000's took 5 s, past a time limit of 5 s) and before the
    bound on the count (999x999 was refused as too long to count)."""

    def no_plan(*args: object, **kwargs: object) -> None:
        raise AssertionError("planned")

    monkeypatch.setattr(frontier, "plan", no_plan)
    counted = frontier.count(kt_csp.question(board, closed=closed), Limits(time_limit=5))
    assert (
        counted.complete and counted.total == 0 and not any(counted.by_start.values()) and counted.stats.backtracks == 0
    )


@pytest.mark.parametrize(
    "asked, closed, engine",
    [
        ("1x1000000", False, "frontier"),
        ("1x1000000", False, "backtrack"),
        ("2x1000000", False, "auto"),
        ("4x1000", True, "frontier"),
    ],
)
def test_a_board_the_theorems_rule_out_is_counted_none_at_once(asked: str, closed: bool, engine: str, run) -> None:
    """Before any engine prepares (1x1000000 and 2x1000000 took 6-12 s and ended 'at least 0'
    past a limit of 5 s, or answered past it): 0, complete, the theorem in the reason."""
    ruled_out = rules_out(kt_csp.question(asked, closed=closed))
    assert ruled_out is not None
    ran = run(
        "count", asked, *(["--closed"] if closed else []), "--engine", engine, "--time-limit", "5", "--format", "json"
    )
    answer = json.loads(ran.out)
    assert ran.code == 0 and (answer["status"], answer["total"], answer["engine"]) == ("complete", 0, "theory")
    assert answer["reason"] == ruled_out and answer["by_start"] == {}
    if closed:
        assert ruled_out.endswith("(Schwenk 1991)")
    said = run("count", asked, *(["--closed"] if closed else []), "--engine", engine)
    assert (
        said.code == 0
        and f": 0 ({ruled_out})\n# theory: counted without search (--no-theory makes the engine count)\n" in said.out
    )
    counted = kt_csp.count(asked, engine, Limits(time_limit=5), closed=closed)
    assert counted.complete and counted.total == 0 and counted.engine == "theory" and counted.reason == ruled_out


def test_with_no_theory_the_frontier_counts_a_board_ruled_out_itself(run) -> None:
    ran = run("count", "2x1000000", "--engine", "frontier", "--no-theory", "--time-limit", "5", "--format", "json")
    answer = json.loads(ran.out)
    assert ran.code == 0 and (answer["status"], answer["total"], answer["engine"]) == ("complete", 0, "frontier")


def test_a_plan_is_built_under_the_time_limit() -> None:
    path = kt_csp.question("1x40000", leaper=(0, 1))  # the wazir's one path: 40,000 squares to plan
    with pytest.raises(LimitReached):
        plan(path, limits=Limits(time_limit=0).begun())
    assert plan(path).board.size == 40_000  # (without a limit, the same plan is built)


@pytest.mark.slow
def test_one_sweep_counts_every_shorter_board_of_the_width() -> None:
    three = lengths(kt_csp.question("3x20", closed=True))
    assert {n: three[n] // 2 for n in CLOSED_TOURS_3XN if n <= 20} == {
        n: c for n, c in CLOSED_TOURS_3XN.items() if n <= 20
    } and three[8] == 0
    six = lengths(kt_csp.question("6x7", closed=True))
    assert [six[n] // 2 for n in (5, 6, 7)] == [CLOSED_TOURS_6XN[5], CLOSED_TOURS_UNDIRECTED[6], CLOSED_TOURS_6XN[7]]
    five = lengths(kt_csp.question("7x5"))  # open, and the board turned: 5 wide
    walked = {n: kt_csp.count(f"5x{n}", "backtrack").total for n in range(1, 7)}
    assert five == {**walked, 7: OPEN_TOURS_5X7}
    with pytest.raises(KtError, match="every length is counted for a whole rectangle"):
        lengths(kt_csp.question("5x5", start="a1"))


def test_a_stopped_sweep_resumes_from_its_checkpoint_to_the_same_count(tmp_path: Path) -> None:
    saved = FrontierOptions(checkpoint=tmp_path / "sweep.npz")
    question = kt_csp.question("5x12", closed=True)

    def ctrl_c_at_square_23(done: int, states: int, peak: int) -> None:
        if done == 23:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        sweep(plan(question.as_counted()), report=ctrl_c_at_square_23, checkpoint=saved.checkpoint)
    assert int(np.load(saved.checkpoint)["square"]) == 23
    resumed = kt_csp.count(question, "frontier", options=saved)
    assert resumed.complete and resumed.total == kt_csp.count(question, "frontier").total == 2 * 4_557_702_762
    assert kt_csp.count(question, "frontier", options=saved).total == resumed.total  # a finished sweep stays saved
    stopped = kt_csp.count(
        "5x14",
        "frontier",
        Limits(time_limit=0.01),
        closed=True,
        options=FrontierOptions(checkpoint=tmp_path / "other.npz"),
    )
    assert not stopped.complete and "the sweep so far is saved in" in stopped.reason
    with pytest.raises(KtError, match="is the checkpoint of another count"):
        kt_csp.count("5x10", "frontier", closed=True, options=saved)
    with pytest.raises(KtError, match="cannot write the checkpoint"):  # said before the sweep, not after it
        kt_csp.count(question, "frontier", options=FrontierOptions(checkpoint=tmp_path / "no" / "such.npz"))
    with pytest.raises(KtError, match="saves one sweep, and this count takes 6"):
        kt_csp.count("5x5", "frontier", options=saved)


def test_the_cost_is_estimated_before_the_start_and_a_sweep_far_beyond_memory_refused(monkeypatch) -> None:
    counted = kt_csp.count("6x6", "frontier", closed=True)
    assert counted.stats.extra["estimated peak states"] == 34_937  # measured at width 6, as a draw's sweep holds
    assert kt_csp.draw("6x6", 0, closed=True).peak == 34_937
    assert counted.stats.nodes < 34_937  # (a count merges mirror images: fewer)
    monkeypatch.setattr(frontier, "available_memory", lambda: 1 << 30)
    with pytest.raises(
        KtError,
        match=r"needs about .* for 8x8 \(about [\d,]+ states at its widest, extrapolated\); "
        r"this machine has 1\.0 GiB available \(count --spill DIR keeps the states on disk\)",
    ):
        kt_csp.count("8x8", "frontier", closed=True)
    monkeypatch.setattr(frontier, "available_memory", lambda: 1 << 19)
    with pytest.raises(KtError, match=r"for 6x6 \(about 34,937 states at its widest, measured\)"):
        kt_csp.count("6x6", "frontier", closed=True)
    assert frontier.estimate(plan(kt_csp.question("6x6", leaper=(1, 3)))) is None  # measured for the knight only


@pytest.mark.slow
def test_two_threads_count_what_one_counts() -> None:
    """6x7 closed holds 564,657 states at its widest, in buckets shared between the threads."""
    swept = plan(kt_csp.question("6x7", closed=True).as_counted())
    one, two = sweep(swept, threads=1), sweep(swept, threads=2)
    assert (two.total, two.peak, two.states) == (one.total, one.peak, one.states)
    assert two.total == CLOSED_TOURS_6XN[7]


@pytest.mark.slow
def test_a_table_that_outgrows_memory_mid_sweep_is_one_clear_error(monkeypatch) -> None:
    """The estimate lets the sweep start; its tables growing past the memory there was at its start
    stop it in one line."""
    import kt_csp.runtime.memory

    monkeypatch.setattr(kt_csp.runtime.memory, "available_memory", lambda: 64 << 20)
    monkeypatch.setattr(sweeping, "available_memory", lambda: 64 << 20)  # (what the sweep may take)
    with pytest.raises(
        KtError,
        match=r"the frontier counter's states on 6x6 needs about .* of memory; "
        r"this machine has 64\.0 MiB available",
    ):
        sweep(plan(kt_csp.question("6x6").as_counted()), threads=2)


def test_a_spilled_sweep_on_a_full_disk_is_one_clear_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The states' file refused by the disk (ENOSPC, as the system says it): one line naming the
    folder, the size and the free space, never a traceback."""
    import errno

    def full(*args: object, **kwargs: object) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(np.lib.format, "open_memmap", full)
    with pytest.raises(KtError, match=r"cannot write the sweep's states to .*states \(.* free there\): No space left"):
        sweep(plan(kt_csp.question("4x5", closed=True).as_counted()), spill=open_spill(tmp_path / "states"))


@pytest.mark.slow
def unmerged(swept: Sweep) -> Sweep:
    """The plan with no state merged with its mirror image, as a spilled sweep sweeps it."""
    return dataclasses.replace(swept, mirrors={})


def test_a_sweep_spilled_to_disk_counts_what_one_in_memory_counts(tmp_path: Path) -> None:
    """6x6 closed with its states on disk between squares, on one thread and two: the same count,
    peak and states swept as in memory (where states are not merged with their mirror images, as
    a spilled sweep's are not), and nothing left behind."""
    swept = plan(kt_csp.question("6x6", closed=True).as_counted())
    whole = sweep(unmerged(swept))
    assert sweep(swept).total == whole.total
    for threads in (1, 2):
        spill = open_spill(tmp_path / f"states-{threads}")
        spilled = sweep(swept, threads=threads, spill=spill)
        assert (spilled.total, spilled.peak, spilled.states) == (whole.total, whole.peak, whole.states)
        assert spilled.total == CLOSED_TOURS_UNDIRECTED[6]
        assert not any(spill.folder.iterdir())  # nothing left behind
    counted = kt_csp.count("5x6", "frontier", options=FrontierOptions(spill=tmp_path / "grid"))
    assert counted.by_start == kt_csp.count("5x6", "backtrack").by_start  # one spilled sweep per start class


@pytest.mark.parametrize("stop", [KeyboardInterrupt, MemoryError], ids=["Ctrl-C", "a crash"])
def test_a_spilled_sweep_stopped_anywhere_resumes_from_its_files_to_the_same_count(tmp_path: Path, stop) -> None:
    """5x8 closed stopped at square 25, then 31 (on another number of threads), then let finish:
    each run goes on from the last square whose states and manifest were written whole."""
    swept = unmerged(plan(kt_csp.question("5x8", closed=True).as_counted()))
    whole = sweep(swept)
    folder = tmp_path / "states"
    reached: list[int] = []

    def stop_at(square: int):
        def report(done: int, states: int, peak: int) -> None:
            reached.append(done)
            if done == square:
                raise stop

        return report

    for square, threads in ((25, 1), (31, 2)):
        with pytest.raises(stop):
            sweep(swept, report=stop_at(square), threads=threads, spill=open_spill(folder))
        assert (folder / spill_module.MANIFEST).is_file()
    reached.clear()
    resumed = sweep(swept, report=stop_at(-1), spill=open_spill(folder))
    assert reached[0] == 32  # (square 31's states were kept before its report)
    assert (resumed.total, resumed.peak, resumed.states) == (whole.total, whole.peak, whole.states)
    assert resumed.total == CLOSED_TOURS_5XN[8]
    assert not any(folder.iterdir())


@pytest.mark.slow  # (15 s: the fast tier's longest)
def test_a_spilled_square_whose_children_do_not_fit_is_swept_in_passes(tmp_path: Path, monkeypatch) -> None:
    """6x8 closed with the memory of a sweep held to 16 MiB: the squares near the peak are swept
    in passes (each keeping one group of buckets' children, written to disk before the next), to
    the same count, peak and states swept; stopped after such a square, it resumes to them too.
    In memory alone the same sweep is refused."""
    swept = unmerged(plan(kt_csp.question("6x8", closed=True).as_counted()))
    whole = sweep(swept)
    monkeypatch.setattr(sweeping, "available_memory", lambda: 16 << 20)
    with pytest.raises(MemoryLimitError):
        sweep(swept)
    spilled = sweep(swept, spill=open_spill(tmp_path / "all"))
    assert (spilled.total, spilled.peak, spilled.states) == (whole.total, whole.peak, whole.states)
    assert spilled.total == CLOSED_TOURS_6XN[8] and spilled.passes > 1

    def stop_late(done: int, states: int, peak: int) -> None:
        if done == 40:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        sweep(swept, report=stop_late, spill=open_spill(tmp_path / "stopped"))
    resumed = sweep(swept, spill=open_spill(tmp_path / "stopped"))
    assert resumed.total == whole.total and not any((tmp_path / "stopped").iterdir())


def test_a_spill_is_refused_in_one_line_where_it_cannot_go(tmp_path: Path, monkeypatch) -> None:
    (tmp_path / "used").mkdir()
    (tmp_path / "used" / "notes.txt").write_text("mine")
    with pytest.raises(KtError, match="holds files that are no spilled sweep: give an empty folder to --spill"):
        kt_csp.count("6x6", "frontier", closed=True, options=FrontierOptions(spill=tmp_path / "used"))
    (tmp_path / "file").write_text("")
    with pytest.raises(KtError, match="cannot keep the sweep's states in"):
        kt_csp.count("6x6", "frontier", closed=True, options=FrontierOptions(spill=tmp_path / "file"))
    with pytest.raises(KtError, match="--spill keeps the states on disk and --checkpoint saves them in one file"):
        kt_csp.count(
            "6x6", "frontier", closed=True, options=FrontierOptions(spill=tmp_path / "s", checkpoint=tmp_path / "c.npz")
        )
    monkeypatch.setattr(spill_module, "free_disk", lambda folder: 1 << 30)
    with pytest.raises(
        KtError,
        match=r"needs about .* of disk in .* for 8x8 \(about [\d,]+ states at its widest, "
        r"extrapolated\); this machine has 1\.0 GiB available",
    ):
        kt_csp.count("8x8", "frontier", closed=True, options=FrontierOptions(spill=tmp_path / "s"))
