"""The SAT engine: both encodings agree with the backtracker, and DIMACS leaves kt-csp and comes back."""

from __future__ import annotations

import shutil
import signal
import subprocess
from pathlib import Path

import pytest
from hypothesis import given, settings
from published import OPEN_TOURS_5X5
from reference import count_tours
from test_backtrack import small_instances
from watching import AVAILABLE, ended, solver_running, wait_for

from kt_csp import Board, Instance, Limits, Status, Stop, count, parse_board, solve
from kt_csp.core.verifier import verify
from kt_csp.engines.sat.encoding import complete_formula, lazy_formula
from kt_csp.engines.sat.engine import SOLVERS, Encoding, SatOptions

ENCODINGS = [SatOptions(encoding) for encoding in Encoding]
FOREIGN = next((name for name in ("picosat", "minisat") if shutil.which(name)), None)


def sat(instance: Instance, options: SatOptions, limits: Limits = Limits()):
    result = solve(instance, "sat", limits, options, theory=False)
    if result.status is Status.FOUND:
        verdict = verify(instance, result.tour)
        assert verdict.valid, verdict.fault
    return result


@pytest.mark.parametrize("options", ENCODINGS, ids=lambda o: o.encoding.value)
@pytest.mark.parametrize("rows, cols", [(m, n) for m in range(1, 7) for n in range(m, 7)])
def test_found_or_none_agrees_with_the_backtracker_on_every_board_up_to_6x6(
    rows: int, cols: int, options: SatOptions
) -> None:
    board = Board(rows, cols)
    for closed in (False, True):
        instance = Instance(board, closed=closed)
        assert sat(instance, options).status == solve(instance, "backtrack", theory=False).status


@settings(max_examples=40, deadline=None)
@given(small_instances(max_squares=16))
def test_both_encodings_agree_with_exhaustive_search(instance: Instance) -> None:
    tours = count_tours(instance.board, instance.start, instance.end, instance.closed)
    for options in ENCODINGS:
        assert (sat(instance, options).status is Status.FOUND) == (tours > 0)


@pytest.mark.parametrize("size, start", [("5x5", "a1"), ("5x5", "c3"), ("5x5", "b1"), ("4x5", "a1"), ("3x4", "b1")])
def test_counts_by_blocking_equal_the_backtrackers(size: str, start: str) -> None:
    board = parse_board(size)
    instance = Instance(board, start=board.parse_square(start))
    by_sat, by_backtrack = count(instance, "sat"), count(instance, "backtrack")
    assert by_sat.complete and by_sat.total == by_backtrack.total
    if size == "5x5":
        row, col = board.coords(board.parse_square(start))
        assert by_sat.total == OPEN_TOURS_5X5[4 - row][col]


@pytest.mark.parametrize("options", ENCODINGS, ids=lambda o: o.encoding.value)
def test_closed_6x6_through_a_square_with_a_fixed_end(options: SatOptions) -> None:
    board = parse_board("6x6")
    instance = Instance(board, start=0, end=board.parse_square("b3"), closed=True)
    assert sat(instance, options).tour[-1] == board.parse_square("b3")


def test_other_leapers_and_large_boards() -> None:
    assert sat(Instance(parse_board("10x10", (2, 3)), closed=True), SatOptions()).status is Status.FOUND
    assert sat(Instance(parse_board("30x30"), closed=True), SatOptions()).status is Status.FOUND
    lazy = solve(Instance(parse_board("20x20"), closed=True), "sat")
    assert lazy.stats.extra["rounds"] >= 1


@pytest.mark.parametrize("solver", SOLVERS)
def test_every_offered_solver_solves(solver: str) -> None:
    assert sat(Instance(parse_board("8x8"), closed=True), SatOptions(solver=solver)).status is Status.FOUND


@pytest.mark.parametrize("solver", ["glucose4", "cadical195"])  # interrupted, and solved in slices
def test_a_time_limit_stops_the_solver(solver: str) -> None:
    result = sat(
        Instance(parse_board("12x12"), closed=True), SatOptions(Encoding.COMPLETE, solver), Limits(time_limit=0.3)
    )
    assert result.status is Status.UNKNOWN and "time limit" in result.reason and result.stop is Stop.TIME


def test_formula_sizes() -> None:
    instance = Instance(parse_board("6x6"), closed=True)
    lazy = lazy_formula(instance)
    arcs = int(instance.board.degrees.sum())
    assert lazy.pool.top >= arcs
    complete = complete_formula(instance)
    assert complete.pool.top >= 36 * 36


@pytest.mark.spawns
@pytest.mark.skipif(FOREIGN is None, reason="no picosat or minisat installed (make test installs one where it can)")
@pytest.mark.parametrize(
    "args, satisfiable",
    [(["6x6", "--closed"], True), (["5x5", "--start", "a1"], True), (["5x5", "--closed"], False), (["4x4"], False)],
)
def test_dimacs_round_trip_through_a_foreign_solver(run, tmp_path: Path, args: list[str], satisfiable: bool) -> None:
    cnf, answer = tmp_path / "model.cnf", tmp_path / "answer.txt"
    assert run("export", *args, "--format", "dimacs", "-o", str(cnf)).code == 0
    if FOREIGN == "picosat":
        answer.write_text(subprocess.run(["picosat", str(cnf)], capture_output=True, text=True).stdout)
    else:
        subprocess.run(["minisat", str(cnf), str(answer)], capture_output=True)
    decoded = run("decode", str(cnf), str(answer))
    assert decoded.code == (0 if satisfiable else 1)
    assert ("# valid: " if satisfiable else "# none: ") in decoded.out


def test_decoding_rejects_an_answer_that_is_not_a_tour(run, tmp_path: Path) -> None:
    cnf = tmp_path / "model.cnf"
    run("export", "5x5", "--format", "dimacs", "-o", str(cnf))
    (tmp_path / "answer.txt").write_text("s SATISFIABLE\nv 1 2 3 0\n")  # the first three arcs: not one path
    decoded = run("decode", str(cnf), str(tmp_path / "answer.txt"))
    assert decoded.code == 1 and decoded.out.startswith("# invalid: open tour of 5x5")


@pytest.mark.spawns
@pytest.mark.skipif(not AVAILABLE, reason="watches the process through /proc")
@pytest.mark.parametrize("solver", ["glucose4", "cadical195"])
def test_ctrl_c_stops_the_solver_cleanly(spawn, solver: str) -> None:
    # No closed tour of 11x11 exists (odd size), and without theory neither solver proves it in
    # minutes: the Ctrl-C lands in the solve, once the solver's thread has searched for 0.5 s of CPU time.
    run = spawn(
        "solve",
        "11x11",
        "--closed",
        "--no-theory",
        "--engine",
        "sat",
        "--encoding",
        "complete",
        "--sat-solver",
        solver,
        text=True,
    )
    wait_for(solver_running(run.pid), run)
    run.send_signal(signal.SIGINT)
    out, err = ended(run)
    assert run.returncode == 130 and "Traceback" not in err
    assert out.startswith("# unknown: closed tour of 11x11 (interrupted (Ctrl-C))")


def test_two_exactly_ones_that_begin_with_one_arc_keep_their_own_counters() -> None:
    """On an open 8x8 tour c3's moves out and e5's moves in both begin with c3 → e5, and both lists
    have nine arcs (the path node's too), so both get a sequential counter: these once shared
    their auxiliaries, and the CNF lost every tour with these four clues (issue 16)."""
    tour = [
        39,
        54,
        44,
        29,
        14,
        4,
        21,
        15,
        30,
        36,
        19,
        13,
        7,
        22,
        28,
        45,
        35,
        25,
        40,
        34,
        24,
        9,
        3,
        20,
        5,
        11,
        17,
        0,
        10,
        27,
        37,
        31,
        46,
        63,
        53,
        47,
        62,
        52,
        58,
        48,
        42,
        57,
        51,
        61,
        55,
        38,
        23,
        6,
        12,
        2,
        8,
        18,
        1,
        16,
        33,
        43,
        60,
        50,
        56,
        41,
        26,
        32,
        49,
        59,
    ]
    board = parse_board("8x8")
    instance = Instance(board, clues=tuple((tour[move], move) for move in (54, 56, 59, 61)))
    assert verify(instance, tour).valid
    result = solve(instance, "sat", theory=False)
    assert result.status is Status.FOUND and verify(instance, result.tour).valid
