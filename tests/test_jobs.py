"""Counting jobs: the split adds up, a killed job resumes to the exact total, Dask agrees."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from contextlib import closing
from pathlib import Path

import pytest
from published import OPEN_TOURS_5X5, OPEN_TOURS_6X6_CORNER, OPEN_TOURS_SQUARE
from watching import ended

from kt_csp import Instance, parse_board
from kt_csp.core.limits import Stop
from kt_csp.engines.backtrack.counter import Tally
from kt_csp.errors import InternalError
from kt_csp.jobs.job import open_job, read_job, run_dask, run_local


@pytest.mark.parametrize(
    "board, start, total", [("5x5", None, OPEN_TOURS_SQUARE[5]), ("6x6", "a1", OPEN_TOURS_6X6_CORNER)]
)
def test_the_split_adds_up_to_the_published_totals(tmp_path: Path, board: str, start: str | None, total: int) -> None:
    b = parse_board(board)
    job = open_job(tmp_path / "job.db", Instance(b, None if start is None else b.parse_square(start)), None)
    assert job.progress().total > 1
    run_local(job, 2)
    done = job.progress()
    assert done.complete and done.tours == total


@pytest.mark.slow
@pytest.mark.spawns
def test_a_killed_job_resumes_to_the_exact_total(spawn, tmp_path: Path) -> None:
    path = tmp_path / "6x6.db"
    command = [sys.executable, "-m", "kt_csp", "count", "6x6", "--job", str(path), "--workers", "1"]
    first = spawn(*command[3:])
    done = 0
    while done < 20 and first.poll() is None:
        time.sleep(0.05)
        if path.exists():
            try:
                with sqlite3.connect(path) as db:
                    done = db.execute("SELECT COUNT(*) FROM task WHERE state = 'done'").fetchone()[0]
            except sqlite3.OperationalError:
                pass  # the table is still being created
    first.send_signal(signal.SIGKILL)
    first.wait()
    interrupted = read_job(path).progress()
    assert 0 < interrupted.done < interrupted.total  # killed mid-run
    second = subprocess.run(command, capture_output=True, text=True, check=False)
    assert second.returncode == 0 and f": {OPEN_TOURS_SQUARE[6]:,}\n" in second.stdout
    finished = read_job(path)
    assert finished.progress().tours == OPEN_TOURS_SQUARE[6]
    (todo,) = finished.db.execute("SELECT COUNT(*) FROM task WHERE state != 'done'").fetchone()
    assert todo == 0


def _done_tasks(path: Path) -> int:
    try:  # read-only: connecting must not make the file that the job is about to make
        with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as db:
            return int(db.execute("SELECT COUNT(*) FROM task WHERE state = 'done'").fetchone()[0])
    except sqlite3.OperationalError:
        return 0  # no file or no table yet


@pytest.mark.slow
@pytest.mark.spawns
@pytest.mark.parametrize(
    ("executor", "signum"),
    [
        pytest.param(("--workers", "1"), signal.SIGINT, id="in-process-SIGINT"),
        pytest.param(("--workers", "1"), signal.SIGTERM, id="in-process-SIGTERM"),
        pytest.param(("--workers", "2"), signal.SIGINT, id="pool-SIGINT"),
        pytest.param(("--workers", "2"), signal.SIGTERM, id="pool-SIGTERM"),
        # (a cluster's start and the resume's take 11 s: SIGTERM alone, which reaches the run as its Ctrl-C)
        pytest.param(("--dask-local", "2"), signal.SIGTERM, id="dask-SIGTERM"),
    ],
)
def test_a_stopped_job_never_says_complete_and_resumes_to_the_published_total(
    spawn, tmp_path: Path, executor: tuple[str, str], signum: signal.Signals
) -> None:
    """Stopped at a random moment (after a random number of tasks, most likely inside one), a job
    answers "at least" with exit 130 — never a partial total as complete — and the same command
    then finishes it to the published count. The signal goes to the whole process group, as a
    terminal's Ctrl-C does, so Dask's workers get it too."""
    path = tmp_path / "job.db"
    command = ("count", "6x6", "--start", "a1", "--job", str(path), "--split-depth", "5", *executor)
    moment = random.Random(f"{executor}{signum}").randint(1, 300)  # of the split's 572 tasks
    process = spawn(*command, text=True, start_new_session=True)
    while process.poll() is None and _done_tasks(path) < moment:
        time.sleep(0.01)
    if process.poll() is None:
        os.killpg(process.pid, signum)
    out, err = ended(process)
    stopped = read_job(path).progress()
    assert "Traceback" not in err and "WARNING" not in err
    if process.returncode == 0:  # the job ended before the signal came
        assert stopped.complete and stopped.tours == OPEN_TOURS_6X6_CORNER
    else:
        assert process.returncode == 130 and "at least" in out and not stopped.complete
    resumed = subprocess.run([sys.executable, "-m", "kt_csp", *command], capture_output=True, text=True, check=False)
    assert resumed.returncode == 0 and f": {OPEN_TOURS_6X6_CORNER:,}\n" in resumed.stdout
    assert read_job(path).progress().tours == OPEN_TOURS_6X6_CORNER


def test_an_unfinished_task_is_never_recorded(tmp_path: Path) -> None:
    job = open_job(tmp_path / "job.db", Instance(parse_board("5x5")), None)
    task_id, _ = job.pending()[0]
    with pytest.raises(InternalError, match="unfinished"):
        job.record(task_id, Tally(0, 5, 10, 9, False, Stop.INTERRUPTED), 0.1)
    assert job.progress().done == 0


@pytest.mark.slow
def test_a_dask_local_cluster_agrees_with_local_processes(tmp_path: Path) -> None:
    instance = Instance(parse_board("5x5"))
    local, dask = open_job(tmp_path / "local.db", instance, None), open_job(tmp_path / "dask.db", instance, None)
    run_local(local, 2)
    run_dask(dask, None, 2)
    assert dask.progress().tours == local.progress().tours == OPEN_TOURS_SQUARE[5]
    assert dask.by_start() == local.by_start()
    board = instance.board
    assert local.by_start()[board.parse_square("a1")] == OPEN_TOURS_5X5[4][0]


@pytest.mark.slow  # (5 s)
def test_the_cli_counts_resumes_and_reports_status(run, tmp_path: Path) -> None:
    path = tmp_path / "5x5.db"
    sampled = run("count", "5x5", "--job", str(path), "--sample", "3")
    assert sampled.code == 3 and "a sample of 3 tasks" in sampled.out
    status = run("job", "status", str(path))
    assert status.code == 0 and "tasks: 3 of 18 done" in status.out and "on one core" in status.out
    finished = run("count", "5x5", "--job", str(path), "--format", "json")
    assert finished.code == 0 and '"total": 1728' in finished.out


@pytest.mark.parametrize("content", [b"not a database at all, just bytes" * 100, None])
def test_a_corrupt_or_foreign_job_file_gets_a_clear_error(run, tmp_path: Path, content: bytes | None) -> None:
    path = tmp_path / "job.db"
    if content is None:
        with sqlite3.connect(path) as db:
            db.execute("CREATE TABLE job (key TEXT, value TEXT)")
            db.execute("INSERT INTO job VALUES ('format', 'something else')")
    else:
        path.write_bytes(content)
    for args in (["count", "5x5", "--job", str(path)], ["job", "status", str(path)]):
        ran = run(*args)
        assert ran.code == 2 and "is not a kt-csp job file" in ran.err and "Traceback" not in ran.err


def test_a_job_file_of_another_count_is_refused(run, tmp_path: Path) -> None:
    path = tmp_path / "job.db"
    assert run("count", "5x5", "--job", str(path)).code == 0
    ran = run("count", "5x5", "--closed", "--job", str(path))
    assert ran.code == 2 and "is the job of another count" in ran.err


@pytest.mark.parametrize(
    "tamper",
    [
        "UPDATE job SET value = 'abc' WHERE key = 'depth'",
        "UPDATE job SET value = '99' WHERE key = 'depth'",
        "DELETE FROM job WHERE key = 'instance'",
        "UPDATE task SET prefix = '[' || prefix WHERE id = 1",
        "UPDATE task SET prefix = '[99999]' WHERE id = 1",
        "UPDATE task SET prefix = X'ff00' WHERE id = 2",
        "UPDATE task SET start = 99999 WHERE id = 1",
        "UPDATE task SET weight = -3 WHERE id = 1",
        "UPDATE task SET state = 'running' WHERE id = 1",
        "UPDATE task SET state = 'done', solutions = 9223372036854775807, nodes = 1, seconds = 1, finished = 1 WHERE id < 3",
        "UPDATE task SET state = 'done', solutions = 'abc', nodes = 1, seconds = 1, finished = 1 WHERE id = 1",
        "UPDATE task SET state = 'done', solutions = 1, nodes = 1, seconds = 'nan', finished = 1 WHERE id = 1",
        "DELETE FROM task WHERE id = 3",
    ],
)
def test_a_tampered_job_file_is_refused_in_one_line(run, tmp_path: Path, tamper: str) -> None:
    path = tmp_path / "job.db"
    open_job(path, Instance(parse_board("5x5")), None).db.close()
    with sqlite3.connect(path) as db:
        db.execute(tamper)
    for args in (["count", "5x5", "--job", str(path)], ["job", "status", str(path)]):
        ran = run(*args)
        assert ran.code == 2 and len(ran.err.strip().splitlines()) == 1 and "job file" in ran.err, (args, ran.err)


def test_a_job_finished_as_ctrl_c_came_does_not_say_it_resumes(run, monkeypatch, tmp_path: Path) -> None:
    """Every task done, then the press: the count is complete (exit 0), and nothing is left to
    resume; one stopped half way still says that the same command resumes it."""
    import kt_csp.jobs.job as jobs

    real = jobs.run_local

    def then_ctrl_c(*args: object, **keywords: object) -> None:
        real(*args, **keywords)  # type: ignore[arg-type]
        raise KeyboardInterrupt

    monkeypatch.setattr(jobs, "run_local", then_ctrl_c)
    done = run("count", "5x5", "--job", str(tmp_path / "done.db"), "--workers", "1")
    assert done.code == 0 and f": {OPEN_TOURS_SQUARE[5]:,}\n" in done.out
    assert "tasks done" in done.err and "resumes it" not in done.err

    def at_once(*args: object, **keywords: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(jobs, "run_local", at_once)
    stopped = run("count", "5x5", "--job", str(tmp_path / "stopped.db"), "--workers", "1")
    assert stopped.code == 130 and "; the same command resumes it" in stopped.err
