"""The MiniZinc model (``export --format minizinc``) and the gecode engine (issue 48): the model a
person reads, solved by the real ``minizinc --solver gecode`` for the plain tour and every part,
its answers read back and verified, hostile answers refused in one line, and a time limit or
Ctrl-C that leaves no MiniZinc or Gecode process behind."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

import psutil
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import kt_csp
from kt_csp import Instance, KtError, Limits, parse_board
from kt_csp.core.result import Status
from kt_csp.engines.gecode import PROGRAM
from kt_csp.engines.gecode.minizinc import MINIZINC, read_minizinc
from kt_csp.engines.sat.dimacs import DIMACS
from kt_csp.files.formats import MODEL_FORMATS, export_model, read_model

needs_minizinc = pytest.mark.skipif(
    shutil.which("minizinc") is None or shutil.which("fzn-gecode") is None,
    reason="minizinc with Gecode is not installed (apt-get install minizinc flatzinc)",
)


def _minizinc(model: Path, *flags: str) -> str:
    """What ``minizinc --solver gecode`` prints for a model, as a user runs it."""
    done = subprocess.run(
        ["minizinc", "--solver", "gecode", *flags, str(model)], capture_output=True, text=True, check=False, timeout=240
    )
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


def test_the_closed_8x8_model_is_a_page_a_person_reads() -> None:
    text = export_model(kt_csp.question("8x8", closed=True), MINIZINC).decode()
    lines = text.splitlines()
    assert len(lines) <= 30
    assert lines[0] == "% kt-csp board=8x8 leaper=1,2 closed=1 start=- end=-"
    assert "constraint circuit(next);" in lines and "  a1, b1, c1, d1, e1, f1, g1, h1," in lines
    assert "  {b3, c2}, {c3, d2, a3}" in text  # a1's and b1's jumps, by name


def test_the_format_is_a_row_of_the_table_and_its_files_are_told_apart() -> None:
    assert MODEL_FORMATS["minizinc"] is MINIZINC
    model = export_model(kt_csp.question("5x5", start="a1"), MINIZINC)
    cnf = export_model(kt_csp.question("5x5", start="a1"), DIMACS)
    assert MINIZINC.holds(model) and not DIMACS.holds(model)
    assert not MINIZINC.holds(cnf) and not MINIZINC.holds(b"% a MiniZinc model of someone else's\n")


QUESTIONS = [
    kt_csp.question("5x5", start="a1"),
    kt_csp.question("6x6", closed=True),
    kt_csp.question("5x5", start="a1", end="e5"),
    kt_csp.question("6x6", closed=True, start="a1", end="b3"),
    kt_csp.question("5x5", closed=True),  # none: colours (the engine made to prove it)
    kt_csp.question("6x6", holes="c3,d4", start="a1"),
    kt_csp.question("5x5", wrap="torus", closed=True),
    kt_csp.question("5x5", start="a1", clues={"c3": 12}),
    kt_csp.question("6x6", closed=True, clues={"c3": 10, "d5": 21}),  # posed from c3, numbered as asked
    kt_csp.question("6x6", closed=True, symmetry="rot180"),
    pytest.param(kt_csp.question("6x6", symmetry="mirror"), marks=pytest.mark.slow),  # none
    kt_csp.question("6x6", uncrossed=True),  # none
    pytest.param(kt_csp.question("5x5", uncrossed=True, longest=True, closed=True), marks=pytest.mark.slow),
    kt_csp.question("5x5", closed=True, longest=True),
    kt_csp.question("4x4", longest=True),
    kt_csp.question("5x5", minimize="turns"),
    kt_csp.question("5x5", minimize="crossings"),
    kt_csp.question("3x3", holes="b2", closed=True, minimize="turns"),  # no jump goes on in a line: an empty table
    kt_csp.question("3x4", magic="semi"),  # none: a file's sum is not a whole number
    kt_csp.question("5x5", leaper="1,3", wrap="torus", closed=True),
]


@needs_minizinc
@pytest.mark.parametrize("asked", QUESTIONS, ids=lambda asked: asked.tag()[len("kt-csp ") :])
def test_gecode_answers_each_part_as_cpsat_does_through_the_exported_model(asked: Instance, tmp_path: Path) -> None:
    """Export → minizinc → decode, and the engine on the same question: each tour verified, the
    status (and an optimum) cpsat's."""
    expected = kt_csp.solve(asked, engine="cpsat", theory=False)
    model = tmp_path / "model.mzn"
    model.write_bytes(export_model(asked, MINIZINC))
    decoded = read_model(model).judge(_minizinc(model))
    engine = kt_csp.solve(asked, engine="gecode", theory=False)
    for result in (decoded.result, engine):
        assert result.status is expected.status, result.reason
        assert result.tour is None or kt_csp.verify(result.tour, asked).valid
        assert (result.measure, result.bound) == (expected.measure, expected.bound)
    assert engine.verified or engine.tour is None


@needs_minizinc
def test_gecode_finds_an_open_8x8_tour_from_a1(tmp_path: Path) -> None:
    """The issue's target, through the file as a user runs it (its search annotation is Warnsdorff's rule)."""
    asked = kt_csp.question("8x8", start="a1")
    model = tmp_path / "8x8.mzn"
    model.write_bytes(export_model(asked, MINIZINC))
    decoded = read_model(model).judge(_minizinc(model))
    assert decoded.valid and decoded.result.tour is not None and decoded.result.tour[0] == 0


BEVERLEY = """\
 1 30 47 52  5 28 43 54
48 51  2 29 44 53  6 27
31 46 49  4 25  8 55 42
50  3 32 45 56 41 26  7
33 62 15 20  9 24 39 58
16 19 34 61 40 57 10 23
63 14 17 36 21 12 59 38
18 35 64 13 60 37 22 11"""  # William Beverley's semi-magic tour (1848), rank 8 first


@needs_minizinc
def test_gecode_completes_beverleys_semi_magic_tour_from_its_clues() -> None:
    """The magic sums hold a real magic tour: Beverley's, with its first ten moves left to find."""
    board = parse_board("8x8")
    number = {
        board.square(7 - rank, file): int(word) - 1
        for rank, line in enumerate(BEVERLEY.splitlines())
        for file, word in enumerate(line.split())
    }
    clues = {board.name(square): move for square, move in number.items() if move >= 10}
    asked = kt_csp.question("8x8", magic="semi", clues=clues)
    assert kt_csp.verify(sorted(number, key=number.__getitem__), asked).valid
    found = kt_csp.solve(asked, engine="gecode", theory=False, limits=Limits(time_limit=240))
    assert found.status is Status.FOUND and found.verified


def _decode(run, tmp_path: Path, asked: Instance, answer: str):  # type: ignore[no-untyped-def]
    model, said = tmp_path / "model.mzn", tmp_path / "answer.txt"
    model.write_bytes(export_model(asked, MINIZINC))
    said.write_text(answer)
    return run("decode", str(model), str(said))


CLOSED_5X6 = kt_csp.question("5x6", closed=True)


def _next_line(asked: Instance) -> str:
    """A real tour's ``next`` line, as the model's output item prints it (from cpsat's tour)."""
    tour = kt_csp.solve(asked, engine="cpsat").tour
    assert tour is not None
    board = asked.board
    successor = {int(u): int(v) for u, v in zip(tour, [*tour[1:], tour[0]])}
    return "next = [" + ", ".join(board.name(successor[s]) for s in range(board.size)) + "];\n"


def test_a_solution_decodes_to_its_tour_and_the_dzn_form_too(run, tmp_path: Path) -> None:
    line = _next_line(CLOSED_5X6)
    for said in (line, line.replace("next = [", "next = array1d(SQUARE, [").replace("];", "]);")):
        decoded = _decode(run, tmp_path, CLOSED_5X6, "% a comment\n" + said + "----------\n")
        assert decoded.code == 0 and "# valid: closed tour of 5x6" in decoded.out, decoded.out + decoded.err


@pytest.mark.parametrize(
    "answer, code, said",
    [
        (
            "=====UNSATISFIABLE=====\n",
            1,
            "# none: closed tour of 5x6: the solver found the closed tour of 5x6 model unsat",
        ),
        ("=====UNKNOWN=====\n", 3, "# unknown: closed tour of 5x6"),
        ("next = [b3, c2];\n----------\n", 2, "the solution's next has 2 values but the model's SQUARE has 30"),
        (
            "next = [zz9" + ", a1" * 29 + "];\n----------\n",
            2,
            "the solution names 'zz9', which is no square of the model",
        ),
        ("=====ERROR=====\n", 2, "MiniZinc reported =====ERROR=====: it gave no answer to the model"),
        ("x = 3;\n----------\n", 2, "the MiniZinc solution has no 'next = [...];' line"),
        ("garbage\n", 2, "the answer holds no MiniZinc solution"),
        ("", 2, "the answer file is empty"),
    ],
)
def test_hostile_answers_are_refused_in_one_line(run, tmp_path: Path, answer: str, code: int, said: str) -> None:
    decoded = _decode(run, tmp_path, CLOSED_5X6, answer)
    assert decoded.code == code
    shown = decoded.out + decoded.err
    assert said in shown and "Traceback" not in shown
    if code == 2:
        assert len(decoded.err.strip().splitlines()) == 1


MODEL = read_minizinc(export_model(CLOSED_5X6, MINIZINC), "model.mzn")


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            ["next = [", "a1", "b3", "path", ", ", "];", "----------", "==========", "=====UNKNOWN=====", "\n"]
        )
        | st.text(max_size=8),
        max_size=40,
    )
)
def test_any_answer_is_read_or_refused_in_one_error(pieces: list[str]) -> None:
    """Whatever a file holds, reading it as an answer gives a judged result or a KtError."""
    try:
        decoded = MODEL.judge("".join(pieces))
    except KtError as error:
        assert "\n" not in str(error)
        return
    if decoded.valid:
        assert decoded.result.tour is not None and kt_csp.verify(decoded.result.tour, CLOSED_5X6).valid
    else:
        assert decoded.result.status is not Status.FOUND or decoded.fault


def test_an_answer_cut_short_is_refused_not_taken_for_the_tour(run, tmp_path: Path) -> None:
    line = _next_line(CLOSED_5X6)
    decoded = _decode(run, tmp_path, CLOSED_5X6, line)  # no '----------' after it: the output was cut
    assert decoded.code == 2 and "cut short" in decoded.err and len(decoded.err.strip().splitlines()) == 1


def test_a_wrong_tour_is_the_verifiers_fault(run, tmp_path: Path) -> None:
    """Each square sent to itself: a successor map, but no tour (exit 1, the verifier's fault)."""
    board = CLOSED_5X6.board
    answer = "next = [" + ", ".join(board.name(s) for s in range(board.size)) + "];\n----------\n"
    decoded = _decode(run, tmp_path, CLOSED_5X6, answer)
    assert decoded.code == 1 and decoded.out.startswith("# invalid: closed tour of 5x6"), decoded.out


def test_an_optimum_claimed_beyond_the_tour_is_refused(run, tmp_path: Path) -> None:
    """An answer claiming fewer turns than its tour makes is not taken at its word."""
    asked = kt_csp.question("5x6", closed=True, minimize="turns")
    decoded = _decode(run, tmp_path, asked, _next_line(asked) + "turns = 1;\n----------\n==========\n")
    assert decoded.code == 1 and "the answer claims 1 turns, but its tour has" in decoded.out, decoded.out


def test_a_model_not_kt_csps_is_refused(tmp_path: Path) -> None:
    model = tmp_path / "model.mzn"
    model.write_text("% kt-csp board=5x5 leaper=1,2 closed=0 start=- end=-\narray[SQUARE] of var SQUARE: next;\n")
    with pytest.raises(KtError, match="has no 'enum SQUARE'"):
        read_model(model)


def test_a_node_limit_is_gecodes_node_cutoff(tmp_path: Path) -> None:
    command = PROGRAM.command(tmp_path / "model.mzn", tmp_path / "answer.txt", Limits(node_limit=7))
    assert command[command.index("--fzn-flags") + 1] == "-node 7"


@needs_minizinc
def test_a_node_limit_spent_is_unknown() -> None:
    asked = kt_csp.question("6x6", start="a1", symmetry="rot180")
    result = kt_csp.solve(asked, engine="gecode", theory=False, limits=Limits(node_limit=3))
    assert result.status is Status.UNKNOWN and "node limit of 3" in result.reason


SLOW = ("solve", "8x8", "--magic", "semi", "--closed", "--engine", "gecode")  # Gecode searches it for minutes


def _left(mark: str) -> list[str]:
    """The processes still running that a kt-csp run marked ``mark`` started (its environment)."""
    left = []
    for process in psutil.process_iter(["name"]):
        try:
            if process.environ().get("KT_CSP_TEST_MARK") == mark:
                left.append(f"{process.pid} {process.info['name']}")
        except (psutil.NoSuchProcess, psutil.AccessDenied, psutil.ZombieProcess):
            continue
    return left


def _gecode_running(process: psutil.Process) -> bool:
    try:
        return any(child.name() == "fzn-gecode" for child in process.children(recursive=True))
    except psutil.NoSuchProcess:
        return False


@needs_minizinc
@pytest.mark.spawns
@pytest.mark.slow
@pytest.mark.parametrize("how", ["ctrl-c", "time limit"])
def test_a_search_ended_leaves_no_minizinc_or_gecode_behind(spawn, how: str) -> None:  # type: ignore[no-untyped-def]
    mark = uuid.uuid4().hex
    flags = ("--time-limit", "2") if how == "time limit" else ()
    process = spawn(*SLOW, *flags, env={**os.environ, "KT_CSP_TEST_MARK": mark}, text=True)
    if how == "ctrl-c":
        watched = psutil.Process(process.pid)
        while not _gecode_running(watched) and process.poll() is None:
            time.sleep(0.05)  # (ready when Gecode searches)
        process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=120)
    assert process.returncode == (130 if how == "ctrl-c" else 3), err
    assert "# unknown" in out or how == "ctrl-c"
    assert _left(mark) == []


def test_an_optimising_answer_is_its_last_solution_proved_by_the_search_s_end(run, tmp_path: Path) -> None:
    """MiniZinc prints each better tour as it finds it: the last is the answer, optimal once
    ``==========`` says the search is done (a worse one before it is passed over)."""
    asked = kt_csp.question("5x6", closed=True, minimize="turns")
    best = kt_csp.solve(asked, engine="cpsat")
    assert best.measure is not None
    board = asked.board
    worse = "next = [" + ", ".join(board.name(s) for s in range(board.size)) + "];\nturns = 99;\n----------\n"
    last = _next_line(asked) + f"turns = {best.measure};\n----------\n"
    said = f"# valid: closed tour of 5x6 with the fewest turns, {best.measure} turns"
    found = _decode(run, tmp_path, asked, worse + last)  # feasible: not proved the fewest (exit 3)
    assert found.code == 3 and said + "\n" in found.out, found.out
    proved = _decode(run, tmp_path, asked, worse + last + "==========\n")
    assert proved.code == 0 and said + ", proved the fewest" in proved.out, proved.out


def test_an_unsatisfiable_claim_on_a_satisfiable_model_is_a_crosscheck_disagreement(
    run, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """decode cannot know that a solver's "none" is wrong; a cross-check beside kt-csp's engines does."""
    from dataclasses import replace

    from kt_csp.engines import gecode

    lying = [sys.executable, "-c", "print('=====UNSATISFIABLE=====')"]
    monkeypatch.setattr(gecode, "PROGRAM", replace(gecode.PROGRAM, executable=sys.executable, command=lambda *_: lying))
    monkeypatch.chdir(tmp_path)  # (the reproducer is written here)
    checked = run("crosscheck", "5x5", "--start", "a1", "--engines", "cpsat,gecode")
    assert checked.code == 1 and "cpsat found a tour, but gecode says there is none" in checked.out, checked.out
