"""Fuzz: random command lines and random files for every command end cleanly.

Clean means: an exit code from the documented set (0, 1, 2, 3 here; 70 would be a bug), no
traceback, and exactly one line on stderr for exit 2. The seed corpus below keeps the inputs
that once ended badly (issue 14), each with the answer it must give now.
"""

from __future__ import annotations

import io
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from importlib import import_module
from pathlib import Path

import numpy as np
import pytest
from fuzzing import MODELS, Case, api_requests, command_lines, file_cases, proof_cases, run_case
from hypothesis import HealthCheck, given, settings
from published import CLOSED_TOURS_6XN, OPEN_TOURS_SQUARE
from starlette.testclient import TestClient
from watching import cpu_seconds, ended, wait_for

from kt_csp import parse_board
from kt_csp.cli import main
from kt_csp.engines.construct.build import closed_tour
from kt_csp.files.tours import format_grid
from kt_csp.game.http import app

FUZZ = settings(
    max_examples=300,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


def assert_ends_cleanly(case: Case) -> None:
    with tempfile.TemporaryDirectory() as folder:
        outcome = run_case(main, case, Path(folder))
    assert not outcome.problem(), (
        f"{outcome.problem()}\n{case}\nstdout: {outcome.out[:400]}\nstderr: {outcome.err[:400]}"
    )


@pytest.mark.slow
@FUZZ
@given(command_lines())
def test_random_command_lines_end_cleanly(case: Case) -> None:
    assert_ends_cleanly(case)


@pytest.mark.slow
@FUZZ
@given(file_cases())
def test_random_files_end_cleanly(case: Case) -> None:
    assert_ends_cleanly(case)


@pytest.mark.slow
@FUZZ
@given(proof_cases())
def test_random_certificates_are_checked_or_refused_in_one_line(case: Case) -> None:
    """verify --proof on a genuine witness with a field changed, or on junk: valid, invalid with
    its first fault, or exit 2 in one line; never a traceback."""
    assert_ends_cleanly(case)


@pytest.fixture(scope="module")
def game() -> Iterator[TestClient]:
    with TestClient(app()) as client:
        yield client


@pytest.mark.slow
@settings(max_examples=200, deadline=None, database=None, suppress_health_check=list(HealthCheck))
@given(api_requests())
def test_random_requests_to_the_game_get_an_answer_or_one_line(game: TestClient, request: tuple[str, bytes]) -> None:
    """Every body sent to the game's API gets JSON back: an answer (200), or a 400 or 413 whose
    error is one line — or a 503, where the request's own time limit ran out before its puzzle was
    made (on a busy machine a short one does; the page asks again) — never a 500 (a bug)."""
    endpoint, body = request
    answer = game.post(f"/api/{endpoint}", content=body, headers={"Content-Type": "application/json"})
    assert answer.status_code in (200, 400, 413, 503), (answer.status_code, answer.text[:400], body[:200])
    data = answer.json()
    if answer.status_code != 200:
        assert isinstance(data["error"], str) and data["error"] and "\n" not in data["error"]


def _npy(array: np.ndarray) -> bytes:
    buffer = io.BytesIO()
    np.save(buffer, array, allow_pickle=False)
    return buffer.getvalue()


BOARD_6X6 = parse_board("6x6")
TOUR_6X6 = closed_tour(BOARD_6X6)
GRID_6X6 = np.empty(36, dtype=np.int64)
GRID_6X6[TOUR_6X6] = np.arange(36)
# A tour printed as the classic GfG article prints it: row 0 (rank 1) on top, starting top left.
GFG_6X6 = format_grid(BOARD_6X6, TOUR_6X6, origin="top").encode()  # type: ignore[arg-type]
CNF_5X5 = (MODELS / "5x5-open-a1.cnf").read_bytes()
HUGE_NPY_HEADER = (
    b"\x93NUMPY\x01\x00v\x00"
    + b"{'descr': '<i4', 'fortran_order': False, 'shape': (100000, 100000), }".ljust(117)
    + b"\n"
)

# (case, exit code, words the output must hold): the findings of issue 14 and their answers now.
SEED_CORPUS = [
    (Case(["count", "3x4", "--job", "b.db", "--split-depth", "12"]), 0, ": 16"),  # (split as deep as the squares)
    (Case(["count", "1x1", "--job", "c.db"]), 0, ": 1\n"),
    (Case(["count", "1x1"]), 0, ": 1\n"),
    (
        Case(
            ["decode", "m.cnf", "a.txt", "--format", "json"], {"m.cnf": CNF_5X5, "a.txt": b"s SATISFIABLE\nv 1 2 3 0\n"}
        ),
        1,
        '"verified": false, "fault": "',
    ),
    (Case(["decode", "m.cnf", "a.txt"], {"m.cnf": CNF_5X5, "a.txt": b"s UNKNOWN\n"}), 3, "the solver gave no model"),
    (Case(["decode", "m.cnf", "a.txt"], {"m.cnf": CNF_5X5, "a.txt": b""}), 2, "empty"),
    (Case(["decode", "m.cnf", "a.txt", "--format", "npy"], {"m.cnf": CNF_5X5, "a.txt": b"UNSAT\n"}), 2, "give --out"),
    (Case(["solve", "3000x3000", "--format", "npy", "--out", "/dev/full"]), 2, "No space left on device"),
    (Case(["solve", "120x120", "--format", "squares", "--out", "/dev/full"]), 2, "No space left on device"),
    (Case(["verify", "t.txt"], {"t.txt": b"1000000000000000000000000000000 1\n2 3\n"}), 1, "past the last square"),
    (Case(["verify", "t.npy", "--closed"], {"t.npy": _npy(GRID_6X6.reshape(6, 6).astype(">i4"))}), 0, "valid"),
    (Case(["verify", "t.npy", "--closed"], {"t.npy": _npy(GRID_6X6.reshape(6, 6).astype(">u8"))}), 0, "valid"),
    (Case(["verify", "t.npy"], {"t.npy": HUGE_NPY_HEADER}), 2, "needs about"),
    (Case(["verify", "t.txt", "--board", "1000000x1000000"], {"t.txt": b"a1 c2\n"}), 2, "needs about"),
    (Case(["count", "5x5", "--job", "j.db", "--scheduler", "nonsense"]), 2, "cannot reach the Dask scheduler"),
    (Case(["count", "5x5", "--job", "j.db", "--scheduler", "http://localhost"]), 2, "cannot reach the Dask scheduler"),
    (Case(["solve", "8x8", "--time-limit", "nan"]), 2, "nan is not a number of seconds"),
    (Case(["solve", "8x8", "--time-limit", "inf"]), 2, "inf is not a number of seconds"),
    (Case(["solve", "8x8", "--delay", "1e400"]), 2, "is not a number of seconds"),
    (Case(["solve", "8x8", "--order", "plain", "--workers", "2"]), 2, "options of different engines"),
    (Case(["solve", "8x8", "--engine", "cpsat", "--seed", "99999999999"]), 2, "--seed"),
    (Case(["verify", "t.txt"], {"t.txt": b"0 6l 2\n3 4 5\n"}), 2, "'6l' is neither"),
    (Case(["verify", "t.txt"], {"t.txt": b"\xef\xbb\xbf" + GFG_6X6}), 0, "valid"),
    (Case(["verify", "t.json"], {"t.json": b'{"board": "5x5", "tour": null}'}), 2, "has no 'tour'"),
    (Case(["verify", "t.json"], {"t.json": b'{"board": "5x5", "tour": [1, 2]}'}), 2, "list of square names"),
    (Case(["verify", "t.json"], {"t.json": b'{"board": ' + b"[" * 50_000 + b"]" * 50_000 + b"}"}), 2, "does not parse"),
    (Case(["verify", "t.txt"], {"t.txt": b"0 1 2\n3 4 5\n6 7 7\n"}), 1, "the number 7 is written on 2 squares"),
    (
        Case(["verify", "t.txt"], {"t.txt": b"1 2 3\n4 5 6\n7 8 10\n"}),
        1,
        "the number 9 is missing from the grid (numbered from 1)",
    ),
    (Case(["solve", "6x6", "--png", "o.jpg"]), 2, "names a JPEG file"),
    (Case(["solve", "8x8", "--holes", "a1,a1"]), 2, "a1 is named twice in the holes"),
    (Case(["solve", "5x5", "--clue", "c3=0,c3=0"]), 2, "the clue c3=0 is given twice"),
    (
        Case(["decode", "m.cnf", "a.txt"], {"m.cnf": CNF_5X5, "a.txt": b"s SATISFIABLE\nv 1 -99999 0\n"}),
        2,
        "the solution sets variable 99,999 but the model has",
    ),
    (
        Case(["solve", "5x5", "--clue", "a1=99999999999999999999999999"]),
        2,
        "is out of range: moves are numbered 0 to 24",
    ),
    (Case(["solve", "8x8", "--holes", "a1,,b2"]), 2, "'a1,,b2' have an empty name between commas"),
    (Case(["verify", "g.txt", "--start", "a1"], {"g.txt": GFG_6X6}), 1, "--origin top"),
    (Case(["verify", "g.txt", "--start", "a1", "--origin", "top"], {"g.txt": GFG_6X6}), 0, "rank 1 at the top"),
    (Case(["count", "8x8", "--time-limit", "1"]), 3, "time limit of 1 s reached"),
    (Case(["animate", "1000x1000", "--speed", "fast"]), 2, "animate draws boards up to"),
    (Case(["crosscheck", "--sweep", "1x1..1000x1000"]), 2, "at most 10,000"),
    (Case(["export", "60x60", "--closed", "--format", "dimacs", "--out", "m.cnf"]), 2, "needs about"),
    (Case(["solve", "60x60", "--closed", "--engine", "sat", "--encoding", "complete"]), 2, "needs about"),
    (Case([]), 2, "Usage: kt-csp"),
    (Case(["count", "6x6", "--closed", "--spill", "/dev/null"]), 2, "cannot keep the sweep's states in /dev/null"),
    (Case(["count", "6x6", "--closed", "--spill", "s", "--checkpoint", "c.npz"]), 2, "choose one"),
    (
        Case(["count", "6x6", "--closed", "--spill", "s"], {"s/after-9/0.npy": b"junk"}),
        2,
        "holds files that are no spilled sweep",
    ),
    (
        Case(["count", "6x6", "--closed", "--spill", "s"], {"s/sweep.npz": b"junk"}),
        2,
        "s/sweep.npz is not a kt-csp frontier checkpoint (ValueError): give an empty folder to --spill",
    ),
    (Case(["count", "6x6", "--closed", "--spill", "s"]), 0, ": 19,724"),
    (Case(["solve", "6x6", "--closed", "--rank", "9862"]), 2, "no tour has rank 9,862: there are 9,862 tours"),
    (Case(["solve", "5x6", "--closed", "--random", "--spill", "s"]), 2, "No such option: --spill"),
    (Case(["solve", "5x6", "--closed", "--random", "--order", "plain"]), 2, "options of different engines"),
    (Case(["solve", "8x8", "--closed", "--random"]), 2, "keeps its states every"),
    (Case(["solve", "5x6", "--closed", "--random", "--seed", "5"]), 0, "among 8 (a tour and its reversal one)"),
    (
        Case(["solve", "--out", "out.txt", "--svg", "sub/dir/f.txt"]),
        2,
        "there is no folder 'sub/dir'",
    ),  # before the search
    *(
        [(Case(["solve", "6x6", "--closed", "--engine", "cadical", "--node-limit", "3"]), 3, "3 conflicts reached")]
        if shutil.which("cadical")
        else []
    ),
]


@pytest.mark.parametrize(
    "case, code, words", SEED_CORPUS, ids=lambda v: " ".join(v.argv) if isinstance(v, Case) else None
)
def test_the_seed_corpus_gives_the_right_answers(case: Case, code: int, words: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        outcome = run_case(main, case, Path(folder))
    assert not outcome.problem(), outcome.problem()
    assert outcome.code == code, (outcome.code, outcome.out[-400:], outcome.err)
    assert words in outcome.out + outcome.err, (outcome.out[-400:], outcome.err)


def test_a_split_deeper_than_a_tour_counts_whole_tours(tmp_path: Path) -> None:
    outcome = run_case(
        main, Case(["count", "3x4", "--job", "a.db", "--split-depth", "12", "--format", "json"]), tmp_path
    )
    data = json.loads(outcome.out)
    assert data["status"] == "complete" and data["total"] == 16
    assert len(data["by_start"]) == 12 and data["by_start"]["b1"] == 0  # every square, zeros included
    shallow = json.loads(run_case(main, Case(["count", "5x5", "--job", "c.db", "--format", "json"]), tmp_path).out)
    assert shallow["total"] == 1_728 and shallow["stats"]["backtracks"] > 0  # a job keeps its backtracks


def test_a_split_with_too_many_tasks_is_refused_and_leaves_no_file(tmp_path: Path, monkeypatch) -> None:
    from kt_csp.jobs import job as jobs

    monkeypatch.setattr(jobs, "MOST_TASKS", 100)  # 5x5 at depth 4 has 1,104
    refused = run_case(main, Case(["count", "5x5", "--job", "b.db", "--split-depth", "4"]), tmp_path)
    assert refused.code == 2 and "more than 100 tasks" in refused.err and not (tmp_path / "b.db").exists()


def test_every_command_is_fuzzed() -> None:
    from fuzzing import OPTIONS

    from kt_csp.cli.commands import app

    commands = {c.name for c in app.registered_commands}
    commands |= {
        f"{group.name} {c.name}" for group in app.registered_groups for c in group.typer_instance.registered_commands
    }
    assert commands <= set(OPTIONS), f"add these commands to tests/fuzzing.py: {sorted(commands - set(OPTIONS))}"


# A foreign engine of each kind: a program (cadical), a program that starts another (MiniZinc its
# Gecode), a library in a child Python (highs); exact and ace, a library and a Java program, have
# their own tests of the time limit and Ctrl-C (tests/test_pseudo_boolean.py, tests/test_xcsp3.py).
FOREIGN_LONG = {
    "cadical": ("9x9", "--closed", "--no-theory"),
    "gecode": ("8x8", "--minimize", "crossings"),
    "highs": ("16x16", "--closed"),
}
# Commands that run long enough to be stopped, each with what a finished run must print: every
# long-running command, each engine's search and count, a checkpointed sweep, a counting job, a
# model being built, a server.
LONG_RUNNING = [
    ("solve", "12x12", "--closed", "--engine", "backtrack", "--order", "plain"),
    ("solve", "30x30", "--closed", "--engine", "sat", "--encoding", "complete"),
    ("solve", "10x10", "--magic", "full"),
    ("solve", "8x8", "--longest", "--uncrossed", "--engine", "frontier"),
    ("count", "7x7"),
    ("count", "7x7", "--workers", "1"),
    ("count", "6x6", "--engine", "cpsat"),
    ("count", "8x8", "--magic", "semi", "--distinct"),
    ("solve", "6x6", "--random"),
    ("count", "6x8", "--closed", "--engine", "frontier", "--checkpoint", "{folder}/sweep.npz"),
    ("count", "6x8", "--closed", "--dask-local", "2"),
    ("count", "6x6", "--job", "{folder}/job.db"),
    ("crosscheck", "8x8", "--closed", "--count", "--time-limit", "600"),
    ("puzzle", "make", "10x10", "--count", "20"),
    ("animate", "10x10", "--closed"),
    ("export", "30x30", "--closed", "--format", "dimacs", "-o", "{folder}/model.cnf"),
    ("serve", "--port", "0"),
    *(  # each foreign engine whose program is here, on a question that keeps it busy
        ("solve", *question, "--engine", name)
        for name, question in FOREIGN_LONG.items()
        if import_module(f"kt_csp.engines.{name}").PROGRAM.missing() is None
    ),
]
RESUMED = {"sweep.npz": 2 * CLOSED_TOURS_6XN[8], "job.db": OPEN_TOURS_SQUARE[6]}  # what a resumed run must reach


@pytest.mark.slow  # about 90 s: 40 processes stopped and, where they leave one, resumed
@pytest.mark.spawns
@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
@pytest.mark.parametrize(
    "command", LONG_RUNNING, ids=lambda c: " ".join(c[:2] + c[c.index("--engine") :][:2] if "--engine" in c else c[:2])
)
def test_a_command_stopped_at_a_random_moment_never_answers_as_if_complete(
    spawn, tmp_path: Path, command: tuple[str, ...], signum: signal.Signals
) -> None:
    """Stopped anywhere — in the imports, building a model, searching, writing — a command ends
    as interrupted (130) or with the answer it had finished (never 0 with a partial count, never
    a traceback or a bug's 70); a checkpoint or job it leaves resumes to the published total."""
    argv = [word.format(folder=tmp_path) for word in command]
    moment = random.Random(f"{command}{signum}").uniform(0.1, 3.0)
    process = spawn(*argv, text=True, start_new_session=True)
    # (kt-csp handles SIGTERM after 0.04-0.06 s of CPU: before, it ends the process as any program's would)
    wait_for(lambda: process.poll() is not None or cpu_seconds(process.pid) >= 0.12, process)
    time.sleep(moment)  # a random moment: the run is stopped wherever it is, no outcome depends on it
    if process.poll() is None:
        os.killpg(process.pid, signum)
    out, err = ended(process)
    assert process.returncode in (0, 1, 3, 130), f"exit {process.returncode} after {moment:.2f} s\n{err[-600:]}"
    assert "Traceback" not in err and "internal error" not in err
    if process.returncode == 0:
        assert "at least" not in out and "# unknown" not in out and "(incomplete" not in out
    if process.returncode == 130 and argv[0] == "count":
        assert out == "" or "at least" in out or "stopped_by" in out
    if process.returncode == 130 and "--longest" in argv:  # the longest path so far, never proved
        assert "# optimal" not in out + err and "proved the most" not in out + err
    if argv[0] == "export":  # a model is written whole or not at all
        assert (tmp_path / "model.cnf").exists() == (process.returncode == 0)
    for left, total in RESUMED.items():
        if any(left in word for word in argv):
            resumed = subprocess.run(
                [sys.executable, "-m", "kt_csp", *argv], capture_output=True, text=True, check=False
            )
            assert resumed.returncode == 0 and f": {total:,}\n" in resumed.stdout, (
                resumed.stdout[-300:] + resumed.stderr
            )
