"""The kt-csp command: outputs that parse and verify, exit codes, one-line errors, help."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from commandline import command_words
from published import CLOSED_TOURS_3XN, OPEN_TOURS_5X5
from watching import AVAILABLE, ended, wait_for, working

from kt_csp import Instance, KtError, parse_board
from kt_csp.core.instance import Magic
from kt_csp.core.verifier import verify
from kt_csp.files.tours import parse_tour, read_tour

README = Path(__file__).parent.parent / "README.md"


def test_solve_prints_a_grid_that_verifies(run) -> None:
    ran = run("solve", "8x8", "--start", "a1")
    assert ran.code == 0 and ran.err == ""
    text = parse_tour(ran.out)
    assert str(text.board) == "8x8" and text.tour[0] == 0
    assert verify(Instance(text.board, start=0), text.tour).valid
    assert "# found: open tour of 8x8 from a1" in ran.out


@pytest.mark.parametrize(
    "extra",
    [
        [],
        ["--order", "warnsdorff"],
        ["--no-forward-check"],
        ["--closed"],
        ["--leaper", "2,3"],
        ["--end", "a2"],
        ["--start", "0,0"],
        ["--engine", "cpsat"],
        ["--engine", "cpsat", "--closed", "--hint"],
        ["--engine", "cpsat", "--end", "a2", "--workers", "2", "--seed", "7"],
    ],
)
def test_solve_json_has_the_public_keys(run, extra: list[str]) -> None:
    board_size = "10x10" if "2,3" in extra else "6x6"
    ran = run("solve", board_size, "--format", "json", *extra)
    data = json.loads(ran.out)
    assert ran.code == 0 and data["status"] == "found"
    auto_closed = extra == ["--closed"]  # auto gives small closed tours to CP-SAT
    assert data["engine"] == ("cpsat" if "cpsat" in extra or auto_closed else "backtrack")
    assert data["board"] == board_size and set(data["stats"]) >= {"nodes", "backtracks", "wall_time"}
    assert ("auto chose" in data["note"]) == (
        "--engine" not in extra and "--order" not in extra and "--no-forward-check" not in extra
    )
    assert [step["engine"] for step in data["route"]] == ([data["engine"]] if "auto chose" in data["note"] else [])
    board = parse_board(board_size, tuple(data["leaper"]))
    instance = Instance(
        board, closed=data["closed"], end=None if data["end"] is None else board.parse_square(data["end"])
    )
    assert verify(instance, [board.parse_square(name) for name in data["tour"]]).valid


def test_solve_squares_format_verifies(run) -> None:
    ran = run("solve", "5x6", "--format", "squares", "--closed")
    text = parse_tour(ran.out, parse_board("5x6"))
    assert verify(Instance(text.board, closed=True), text.tour).valid


def test_solve_answers_none_with_exit_1_and_unknown_with_exit_3(run) -> None:
    none = run("solve", "5x5", "--closed")
    assert none.code == 1 and none.out.startswith("# none: closed tour of 5x5")
    unknown = run("solve", "8x8", "--closed", "--no-forward-check", "--node-limit", "500", "--format", "json")
    assert unknown.code == 3 and json.loads(unknown.out)["status"] == "unknown"


def test_count_prints_the_grid_and_the_total(run) -> None:
    ran = run("count", "5x5")
    assert ran.code == 0
    rows = [[int(n) for n in line.split()] for line in ran.out.splitlines() if not line.startswith("#")]
    assert rows == OPEN_TOURS_5X5
    assert f": {sum(map(sum, OPEN_TOURS_5X5)):,}" in ran.out


@pytest.mark.parametrize("engine", ["cpsat", "sat"])
def test_count_limit_stops_after_that_many_tours_with_exit_3(run, engine: str) -> None:
    ran = run("count", "5x5", "--start", "a1", "--engine", engine, "--tour-limit", "7", "--format", "json")
    data = json.loads(ran.out)
    assert ran.code == 3 and data["status"] == "unknown" and data["total"] == 7
    assert "tour limit of 7" in data["reason"]


@pytest.mark.slow
def test_count_picks_its_engine_by_the_options_given_and_says_why_in_json(run) -> None:
    limited = json.loads(run("count", "5x5", "--start", "a1", "--tour-limit", "7", "--format", "json").out)
    assert limited["engine"] == "cpsat" and limited["total"] == 7 and limited["note"] == ""
    assert limited["route"] == []  # (asked by its options, not routed by auto)
    swept = json.loads(
        run("count", "3x40", "--closed", "--format", "json").out
    )  # (120 squares: the walk is never estimated)
    assert swept["engine"] == "frontier" and swept["note"].startswith("auto chose the frontier counter")
    assert swept["route"] == [{"engine": "frontier", "budget": None, "units": "", "outcome": "complete", "reason": ""}]
    assert swept["total"] == 2 * CLOSED_TOURS_3XN[40]


def test_sat_node_limit_bounds_the_solvers_conflicts(run) -> None:
    ran = run("solve", "20x20", "--closed", "--engine", "sat", "--node-limit", "1", "--format", "json")
    data = json.loads(ran.out)
    assert ran.code == 3 and data["status"] == "unknown" and "node limit of 1 conflicts" in data["reason"]


def test_count_json_has_total_and_by_start(run) -> None:
    data = json.loads(run("count", "5x5", "--format", "json").out)
    assert data["total"] == sum(map(sum, OPEN_TOURS_5X5))
    assert data["by_start"]["a1"] == OPEN_TOURS_5X5[-1][0] and data["by_start"]["c3"] == OPEN_TOURS_5X5[2][2]
    corner = json.loads(run("count", "5x5", "--start", "a1", "--format", "json").out)
    assert corner["by_start"] == {"a1": OPEN_TOURS_5X5[-1][0]} == {"a1": corner["total"]}


def test_verify_accepts_solves_output_and_names_the_first_fault(run, tmp_path: Path) -> None:
    tour_file = tmp_path / "tour.txt"
    tour_file.write_text(run("solve", "6x6", "--closed").out)
    assert run("verify", str(tour_file), "--closed").code == 0
    json_file = tmp_path / "tour.json"
    json_file.write_text(run("solve", "6x6", "--format", "json").out)
    assert run("verify", str(json_file)).out.startswith("valid: open tour of 6x6")
    lines = tour_file.read_text().splitlines()
    lines[0], lines[1] = lines[1], lines[0]  # swap two ranks: the tour breaks
    tour_file.write_text("\n".join(lines))
    broken = run("verify", str(tour_file))
    assert broken.code == 1 and broken.out.startswith("invalid: move ")


@pytest.mark.parametrize(
    "args, message",
    [
        (["solve", "0x5"], "has no squares"),
        (["solve", "8y8"], "malformed board size"),
        (["solve", "-3x3"], "No such option"),
        (["solve", "--", "-3x3"], "malformed board size"),
        (["solve", "x"], "malformed board size"),
        (["solve", "8x8", "--start", "i1"], "off the 8x8 board"),
        (["solve", "8x8", "--end", "a1", "--start", "a1"], "start and end are both a1"),
        (["solve", "8x8", "--closed", "--start", "a1", "--end", "h8"], "could never close"),
        # (a clue on move 0 is the start: the reproducer of a cross-check says it so, and was refused)
        (["solve", "1x2", "--closed", "--end", "b1", "--clue", "a1=0"], "could never close"),
        (["solve", "8x8", "--closed", "--end", "h8", "--clue", "a1=0"], "could never close"),
        (["solve", "8x8", "--order", "random"], "--order"),
        (["solve", "8x8", "--leaper", "0,0"], "never leaves"),
        (["solve", "8x8", "--time-limit", "-1"], "--time-limit"),
        (["solve", "200000x200000"], "needs about"),
        (["count", "200000x200000"], "needs about"),
        (["verify", "/no/such/file"], "cannot read tour file"),
        (["verify", "pyproject.toml"], "is neither a square name such as a1 nor a move number"),
        (["frobnicate"], "No such command"),
        (["solve", "8x8", "--engine", "cpsat", "--order", "plain"], "--order is an option of the backtrack engine"),
        (["solve", "8x8", "--engine", "backtrack", "--workers", "2"], "--workers is an option of the cpsat engine"),
        (
            ["solve", "8x8", "--order", "plain", "--workers", "2"],
            "--order (backtrack) and --workers (cpsat) are options of different engines",
        ),
        (["solve", "8x8", "--format", "npy"], "give --out FILE"),
        (
            ["count", "5x5", "--engine", "cpsat", "--workers", "2"],
            "--workers is an option of the backtrack or frontier engine",
        ),
        (["solve", "8x8", "--engine", "minizinc"], "--engine"),
        (["solve", "8x8", "--engine", "sat", "--hint"], "--hint is an option of the cpsat engine"),
        (
            ["count", "5x5", "--engine", "backtrack", "--tour-limit", "10"],
            "--tour-limit is an option of the cpsat or sat engine",
        ),
        (["count", "5x5", "--engine", "sat", "--tour-limit", "10", "--limit", "3"], "--limit is the old spelling"),
        (
            ["count", "5x5", "--workers", "2", "--tour-limit", "3"],
            "--workers (backtrack or frontier) and --tour-limit (cpsat or sat) are options of different engines",
        ),
        (
            ["count", "5x5", "--job", "j.db", "--checkpoint", "c.npz"],
            "--job (backtrack) and --checkpoint (frontier) are options of different engines",
        ),
    ],
)
def test_bad_input_gives_one_line_and_exit_2(run, args: list[str], message: str) -> None:
    ran = run(*args)
    assert ran.code == 2
    assert len(ran.err.strip().splitlines()) == 1 and message in ran.err and "Traceback" not in ran.err


@pytest.mark.slow
def test_options_that_two_engines_share_pick_the_engine_the_others_name(run, tmp_path: Path) -> None:
    """--workers is the backtracker's and the frontier counter's: alone it means the backtracker,
    with --spill the frontier counter, with --job the backtracker."""
    alone, spilled = (
        run("count", "5x5", "--workers", "1"),
        run("count", "5x5", "--workers", "1", "--spill", str(tmp_path / "s")),
    )
    assert "# backtrack:" in alone.out and "# frontier:" in spilled.out
    assert alone.out.splitlines()[:5] == spilled.out.splitlines()[:5]  # the same grid of counts
    job = run("count", "4x4", "--workers", "1", "--job", str(tmp_path / "j.db"))
    assert job.code == 0 and ": 0" in job.out


def test_verify_refuses_a_garbled_grid_with_exit_2(run, tmp_path: Path) -> None:
    garbled = tmp_path / "garbled.txt"
    garbled.write_text("0 1 2\n3 4\n")
    ran = run("verify", str(garbled))
    assert ran.code == 2 and "different lengths" in ran.err


@pytest.mark.parametrize("words", command_words(groups=True), ids=lambda words: " ".join(("kt-csp", *words)))
def test_every_command_has_help_with_an_example_and_a_readme_section(run, words: tuple[str, ...]) -> None:
    ran = run(*words, "--help")
    assert ran.code == 0 and "Example: kt-csp " in ran.out
    assert f"kt-csp {' '.join(words)}".strip() in README.read_text()


@pytest.mark.spawns
def test_python_dash_m_runs_the_cli() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "kt_csp", "solve", "5x5", "--format", "json"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0 and json.loads(done.stdout)["status"] == "found"


@pytest.mark.slow
@pytest.mark.spawns
@pytest.mark.skipif(not AVAILABLE, reason="watches the process through /proc")
def test_ctrl_c_stops_a_long_search_cleanly_with_what_it_has(spawn) -> None:
    search = spawn("solve", "12x12", "--closed", "--engine", "backtrack", text=True)
    # past start-up (numba, which the backtracker loads as it begins, and its kernel) and into the
    # search, which does not end: 2 s of CPU time after numba's library is loaded
    wait_for(working(search.pid, "libllvmlite", 2.0), search)
    search.send_signal(signal.SIGINT)
    out, err = ended(search)
    assert search.returncode == 130 and "Traceback" not in err
    assert out.startswith("# unknown: closed tour of 12x12 (interrupted (Ctrl-C))")


@pytest.mark.slow
@pytest.mark.spawns
def test_progress_bars_stay_out_of_piped_output() -> None:
    for args in (["count", "6x6", "--start", "a1"], ["solve", "1000x1000", "--closed"]):
        done = subprocess.run([sys.executable, "-m", "kt_csp", *args], capture_output=True, text=True, check=False)
        assert done.returncode == 0 and done.stderr == "" and "\x1b[" not in done.stdout


def _broken(message: str):
    def solver(instance, limits, options):
        raise RuntimeError(message)

    return solver


def test_a_bug_exits_70_with_one_line_and_the_traceback_only_with_debug(run, monkeypatch) -> None:
    from kt_csp.engines import registry as engines

    broken = engines.Engine(
        "backtrack",
        _broken("the kernel\nfell over"),
        engines.ENGINES["backtrack"].counter,
        engines.ENGINES["backtrack"].options,
    )
    monkeypatch.setitem(engines.ENGINES, "backtrack", broken)
    plain = run("solve", "5x5", "--engine", "backtrack")
    assert plain.code == 70 and plain.out == "" and "Traceback" not in plain.err
    assert plain.err.strip().splitlines() == [
        "kt-csp: internal error (a bug in kt-csp, please report it): "
        "RuntimeError: the kernel fell over (rerun with --debug or "
        "KT_CSP_DEBUG=1 for the traceback)"
    ]
    debug = run("--debug", "solve", "5x5", "--engine", "backtrack")
    assert debug.code == 70 and "Traceback" in debug.err and "fell over" in debug.err
    monkeypatch.setenv("KT_CSP_DEBUG", "1")
    assert "Traceback" in run("solve", "5x5", "--engine", "backtrack").err


def test_an_engine_tour_that_does_not_verify_is_a_bug_not_a_usage_error(run, monkeypatch) -> None:
    from kt_csp.core.result import Result, Status
    from kt_csp.engines import registry as engines

    def cheat(instance, limits, options):
        return Result("backtrack", instance, Status.FOUND, list(range(instance.board.size)))

    real = engines.ENGINES["backtrack"]
    monkeypatch.setitem(engines.ENGINES, "backtrack", engines.Engine("backtrack", cheat, real.counter, real.options))
    ran = run("solve", "5x5", "--engine", "backtrack")
    assert ran.code == 70 and "returned an invalid tour: move 1 (a1 → b1) is not a knight move" in ran.err


def test_json_says_where_the_tour_went(run, tmp_path: Path) -> None:
    big = json.loads(run("solve", "200x200", "--format", "json").out)
    assert big["tour"] is None and "not printed above 10,000 squares" in big["tour_omitted"]
    assert big["verified"] is True and big["stopped_by"] is None
    small = json.loads(run("solve", "5x5", "--format", "json").out)
    assert len(small["tour"]) == 25 and small["tour_omitted"] is None
    out = tmp_path / "tour.json"
    ran = run("solve", "200x200", "--format", "json", "--out", str(out), "--svg", str(tmp_path / "t.svg"))
    assert ran.out == "" and "# the tour is in" in ran.err and len(json.loads(out.read_text())["tour"]) == 40_000
    assert "# drew the tour in" in ran.err  # with --out, stdout holds no data and no words


@pytest.mark.parametrize("answer", [["--holes", "a1", "--closed"], ["--closed", "--time-limit", "0"]])
def test_with_out_stdout_stays_empty_when_no_tour_is_found(run, tmp_path: Path, answer: list[str]) -> None:
    ran = run("solve", "8x8", "--out", str(tmp_path / "t.txt"), *answer)
    assert ran.code in (1, 3) and ran.out == "" and ran.err.startswith(("# none: closed tour", "# unknown: closed"))
    assert not (tmp_path / "t.txt").exists()


def test_json_output_stays_pure_with_pictures_and_traces(run, tmp_path: Path) -> None:
    ran = run(
        "solve",
        "5x5",
        "--start",
        "a1",
        "--format",
        "json",
        "--svg",
        str(tmp_path / "t.svg"),
        "--trace",
        "--trace-limit",
        "5",
    )
    assert json.loads(ran.out)["status"] == "found"
    assert "# drew the tour in" in ran.err and "jump a1" in ran.err


def test_verify_speaks_json(run, tmp_path: Path) -> None:
    tour = tmp_path / "tour.txt"
    tour.write_text(run("solve", "6x6", "--closed", "--start", "a1").out)
    valid = json.loads(run("verify", str(tour), "--closed", "--format", "json").out)
    assert valid["status"] == "valid" and valid["read_as"] == "grid" and valid["tour_start"] == "a1"
    ran = run("verify", str(tour), "--start", "b1", "--format", "json")
    invalid = json.loads(ran.out)
    assert (
        ran.code == 1
        and invalid["status"] == "invalid"
        and invalid["fault"].startswith("wrong start")
        and invalid["step"] == 0
    )


@pytest.mark.slow
@pytest.mark.spawns
def test_verify_reads_standard_input_once(tmp_path: Path) -> None:
    tour = subprocess.run(
        [sys.executable, "-m", "kt_csp", "solve", "6x6", "--format", "squares"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    for path in ("-", "/dev/stdin"):
        done = subprocess.run(
            [sys.executable, "-m", "kt_csp", "verify", path], input=tour, capture_output=True, text=True, check=False
        )
        assert done.returncode == 0 and done.stdout.startswith("valid: open tour of 6x6"), done.stderr


def test_devices_that_never_end_are_refused(run) -> None:
    for command in (["verify", "/dev/zero"], ["decode", "models/5x5-open-a1.cnf", "/dev/urandom"]):
        ran = run(*command)
        assert ran.code == 2 and "it is a device, not a file or a pipe" in ran.err


@pytest.mark.spawns
def test_a_file_or_pipe_longer_than_its_kind_can_be_is_refused_as_soon_as_seen(tmp_path: Path) -> None:
    """A board picture that never ends (``yes |``) is refused at the largest picture, not at memory."""
    from kt_csp.files.reading import read_input

    (tmp_path / "long.txt").write_bytes(b"." * 100)
    with pytest.raises(
        KtError, match="the board picture '.*long.txt' runs past 99 B, more than any board picture holds"
    ):
        read_input(tmp_path / "long.txt", "board picture", 99)
    endless = subprocess.Popen(["sh", "-c", "yes ."], stdout=subprocess.PIPE)
    try:
        with pytest.raises(KtError, match="runs past 1.0 MiB, more than any board picture holds"):
            read_input(f"/dev/fd/{endless.stdout.fileno()}", "board picture", 1 << 20)  # type: ignore[union-attr]
    finally:
        endless.kill()
        endless.wait()


def test_verify_holds_solves_json_to_the_question_it_records(run, tmp_path: Path) -> None:
    answer = tmp_path / "answer.json"
    answer.write_text(run("solve", "6x6", "--closed", "--start", "b1", "--format", "json").out)
    assert run("verify", str(answer)).out.startswith("valid: closed tour of 6x6 from b1")
    data = json.loads(answer.read_text())
    data["start"] = "a1"
    answer.write_text(json.dumps(data))
    assert run("verify", str(answer)).out.startswith("invalid: wrong start")
    wrong = run("verify", str(answer), "--leaper", "1,3")
    assert wrong.code == 2 and "the JSON tour is for the 1,2 leaper, not the 1,3 leaper" in wrong.err


def test_a_crosscheck_where_no_engine_decided_is_unknown(run) -> None:
    ran = run("crosscheck", "6x6", "--closed", "--time-limit", "1e-9", "--format", "json")
    assert ran.code == 3 and json.loads(ran.out)["status"] == "unknown"


@pytest.mark.slow
def test_a_paced_trace_stops_at_the_time_limit(run) -> None:
    """The limit is long enough for the trace to begin on a busy machine (the clock starts with the
    process: under load a 0.5 s limit ran out while the package loaded), and short against the
    paced trace's 100 s."""
    ran = run("solve", "8x8", "--trace", "--delay", "1", "--time-limit", "4", "--trace-limit", "100")
    assert "# trace stopped: the time limit is up" in ran.out


def test_a_leaper_with_no_move_on_the_board_is_none_at_once(run) -> None:
    ran = run("solve", "500x500", "--leaper", "0,501", "--no-theory", "--engine", "backtrack")
    assert ran.code == 1 and "no 0,501-leaper move reaches a1 or leaves it" in ran.out


def test_old_spellings_still_work_for_one_release(run, tmp_path: Path) -> None:
    counted = json.loads(
        run("count", "5x5", "--start", "a1", "--engine", "cpsat", "--limit", "7", "--format", "json").out
    )
    assert counted["total"] == 7 and counted["stopped_by"] == "tour_limit"
    assert run("export", "5x5", "--output", str(tmp_path / "m.pb.txt")).code == 0 and (tmp_path / "m.pb.txt").exists()


@pytest.mark.slow
@pytest.mark.spawns
def test_dash_is_standard_output_and_binary_never_goes_to_a_terminal(tmp_path: Path) -> None:
    kt = [sys.executable, "-m", "kt_csp"]
    grid = subprocess.run([*kt, "solve", "6x6", "--closed", "-o", "-"], capture_output=True, check=True)
    assert grid.stdout.count(b"\n") == 6 and b"# found" in grid.stderr  # the data on stdout, the words on stderr
    npy = subprocess.run([*kt, "solve", "100x100", "--format", "npy", "-o", "-"], capture_output=True, check=True)
    checked = subprocess.run([*kt, "verify", "-"], input=npy.stdout, capture_output=True, check=False)
    assert checked.returncode == 0 and checked.stdout.startswith(b"valid: open tour of 100x100")
    svg = subprocess.run(
        [*kt, "solve", "6x6", "--svg", "-", "-o", str(tmp_path / "t.txt")], capture_output=True, check=True
    )
    assert svg.stdout.startswith(b"<svg") and b"# drew the tour on standard output" in svg.stderr
    both = subprocess.run([*kt, "solve", "6x6", "--svg", "-"], capture_output=True, text=True, check=False)
    assert both.returncode == 2 and "would both go to standard output" in both.stderr


@pytest.mark.spawns
@pytest.mark.parametrize(
    "args",
    [
        ["export", "5x5", "--format", "cpsat"],
        ["solve", "6x6", "--format", "npy", "-o", "-"],
        ["solve", "6x6", "--png", "-", "-o", "t.txt"],
    ],
)
def test_binary_output_never_goes_to_a_terminal(tmp_path: Path, args: list[str]) -> None:
    import os
    import pty

    terminal, reader = pty.openpty()  # stdout a terminal, as in an interactive shell
    try:
        done = subprocess.run(
            [sys.executable, "-m", "kt_csp", *args],
            stdout=reader,
            stderr=subprocess.PIPE,
            text=True,
            cwd=tmp_path,
            check=False,
        )
    finally:
        os.close(reader)
        os.close(terminal)
    assert done.returncode == 2 and "is binary and stdout is a terminal" in done.stderr


@pytest.mark.spawns
@pytest.mark.parametrize(
    "command, closes, code, said",
    [
        ("puzzle solve -", "<&-", 2, "cannot read puzzle file from standard input: it is closed"),
        ("puzzle make 5x5", ">&-", 2, "standard output is closed"),
        ("solve 5x5", ">&-", 2, "standard output is closed"),
        ("solve 5x5 --out -", ">&-", 2, "standard output is closed"),
        ("solve 5x5 --out t.npy --format npy", ">&-", 0, None),
        ("solve 5x5", "2>&-", 0, None),
        ("solve 4x4", "2>&-", 1, None),
        ("solve 5x5 --bogus", "2>&-", 2, None),
    ],
)
def test_a_closed_standard_stream_is_not_a_bug(
    command: str, closes: str, code: int, said: str | None, tmp_path: Path
) -> None:
    """A stream the process was started without is the world, not kt-csp: one line (where
    standard error is open to take it), exit 2 when the command needs the stream, and never
    the answer written into a file that took the stream's descriptor."""
    ran = subprocess.run(
        f"{sys.executable} -m kt_csp {command} {closes}",
        shell=True,
        capture_output=True,
        text=True,
        check=False,
        cwd=tmp_path,
    )
    assert ran.returncode == code
    if said is not None:
        assert len(ran.stderr.strip().splitlines()) == 1 and f"kt-csp: error: {said}" in ran.stderr
    elif closes == ">&-":  # standard output closed, and not needed: the tour in its file, the words on stderr
        text = read_tour(tmp_path / "t.npy")
        assert "# the tour is in t.npy" in ran.stderr and verify(Instance(text.board), text.tour).valid
    else:  # standard error closed: nothing said anywhere, the answer (if any) on stdout alone
        assert ran.stderr == "" and "error" not in ran.stdout


def test_an_unfinished_count_marks_the_squares_it_did_not_finish(run) -> None:
    """A count stopped by a limit: '?' (JSON null) where a start's count was not finished, 0 only
    where a square is proved to start none (colour parity)."""
    text = run("count", "7x7", "--node-limit", "200000")
    assert text.code == 3 and "at least" in text.out
    grid = [line.split() for line in text.out.splitlines() if not line.startswith("#")]
    assert len(grid) == 7 and grid[0][0] == "?" and grid[0][1] == "0"  # a7 not finished; b7 starts none
    data = json.loads(run("count", "7x7", "--node-limit", "200000", "--format", "json").out)
    assert data["by_start"]["a7"] is None and data["by_start"]["b7"] == 0 and data["status"] == "unknown"


def test_a_closed_count_through_its_fixed_end_does_not_call_the_end_its_start(run) -> None:
    ran = run("count", "6x5", "--closed", "--end", "a3")  # A175881: 8 closed tours of 6x5
    assert (
        ran.code == 0
        and "# closed tours of 6x5 to a3, counted through a3 in both directions (2 × undirected): 16\n" in ran.out
    )
    assert "from a3" not in ran.out
    data = json.loads(run("count", "6x5", "--closed", "--end", "a3", "--format", "json").out)
    assert (data["start"], data["end"], data["total"]) == (None, "a3", 16)  # the question asked (it said start a3)


def test_count_asks_the_theorems_first_and_says_why_a_count_is_zero(run) -> None:
    ruled = run("count", "7x7", "--closed", "--format", "json")
    data = json.loads(ruled.out)
    assert ruled.code == 0 and data["engine"] == "theory" and data["total"] == 0 and "colours" in data["reason"]
    proved = run("count", "7x7", "--closed", "--no-theory")
    assert proved.code == 0 and ": 0 (a closed tour alternates colours" in proved.out and "# backtrack:" in proved.out


@pytest.mark.parametrize(
    "args, counted",
    [
        (["5x5", "--start", "a1", "--end", "e5"], "each tour from its start to its end counted once"),
        (["5x5", "--end", "e5"], "each tour that ends there counted once"),
        (["5x5", "--start", "a1"], "each tour from its start counted once"),
        (["5x5"], "counted directed (each undirected tour once from each end)"),
    ],
)
def test_count_says_what_one_counted_tour_is(run, args: list[str], counted: str) -> None:
    ran = run("count", *args)
    assert ran.code == 0 and f", {counted}: " in ran.out


@pytest.mark.slow  # the search takes 1-10 s (a minute before the half-turn cut)
def test_a_semi_magic_8x8_tour_is_found_among_half_turn_tours_and_printed_from_1_with_its_sums(run) -> None:
    """The magic moonshot (issue 16): CP-SAT's first try, tours numbered alike under the half
    turn, finds one in seconds, each line half in the tour's first half (the whole model found
    none in 600 s). The literature numbers magic tours from 1 (ranks of 8x8 sum to 260): the grid
    printed, and the line under it, say so."""
    ran = run("solve", "8x8", "--magic", "semi", "--time-limit", "600")
    assert ran.code == 0 and "# semi-magic, moves numbered from 1: every rank and file sums to 260" in ran.out
    assert "half turn" in ran.out
    grid = [[int(n) for n in line.split()] for line in ran.out.splitlines() if not line.startswith("#")]
    assert sorted(n for row in grid for n in row) == list(range(1, 65))
    assert {sum(row) for row in grid} == {sum(column) for column in zip(*grid)} == {260}
    board = parse_board("8x8")
    tour = [0] * 64
    for line, numbers in enumerate(grid):  # the top line is rank 8
        for col, number in enumerate(numbers):
            tour[number - 1] = board.square(7 - line, col)
    assert verify(Instance(board, magic=Magic.SEMI), tour).valid
    for move in range(32):  # the second half is the first turned round
        row, col = board.coords(tour[move])
        assert tour[move + 32] == board.square(7 - row, 7 - col)
    assert all(sum(n <= 32 for n in line) == 4 for line in grid + [list(c) for c in zip(*grid)])


def test_the_engine_and_solver_choices_are_the_registrys() -> None:
    """--engine's choices, made from the registry, and --sat-solver's, written out as an enum, name what the registries hold, in their order."""
    from kt_csp.cli.options import CounterName, FinderName, SatSolverName
    from kt_csp.core.choices import SOLVERS
    from kt_csp.engines.registry import ENGINES

    assert [name.value for name in FinderName] == list(ENGINES)
    assert [name.value for name in CounterName] == [name for name, engine in ENGINES.items() if engine.counts]
    assert [name.value for name in SatSolverName] == list(SOLVERS)


def test_a_board_too_large_for_the_frontier_s_move_table_is_one_line_and_exit_2(run, tmp_path) -> None:
    """The fuzz test's case: a count of 4741636x60787115703 with a checkpoint (the frontier's
    flag) built the board's move table before any plan, and numpy's 'array is too big' ended in
    an internal error (exit 70): the table is refused in one line, as any work past memory."""
    ran = run("count", "4741636x60787115703", "--checkpoint", str(tmp_path / "sweep.npz"), "--time-limit", "2")
    assert ran.code == 2 and ran.out == ""
    assert ran.err.startswith("kt-csp: error: the move table of 4741636x60787115703 needs about ")
    assert len(ran.err.splitlines()) == 1 and list(tmp_path.iterdir()) == []
