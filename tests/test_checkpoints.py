"""The frontier counter's checkpoints (issue 27): a file changed since it was saved is refused, never
resumed into a wrong count; a save that fails says so and leaves nothing half-written; a resumed
sweep's statistics are the whole sweep's."""

from __future__ import annotations

import errno
import os
import resource
from pathlib import Path

import numpy as np
import pytest
from published import CLOSED_TOURS_5XN

import kt_csp
from kt_csp import KtError
from kt_csp.core.choices import FrontierOptions
from kt_csp.core.limits import Limits
from kt_csp.engines.frontier import checkpoints, sweeping
from kt_csp.engines.frontier.residues import primes
from kt_csp.engines.frontier.sweep import plan, sweep

BOARD = "5x8"  # closed: 2 x 44,202 directed through a1, a sweep of well under a second
COUNT = 2 * CLOSED_TOURS_5XN[8]


def stopped_sweep(path: Path, at: int = 20) -> None:
    """Save a checkpoint of the 5x8 closed sweep stopped by Ctrl-C after ``at`` squares."""

    def ctrl_c(done: int, states: int, peak: int) -> None:
        if done == at:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        sweep(plan(kt_csp.question(BOARD, closed=True).as_counted()), report=ctrl_c, checkpoint=path)


def resaved(path: Path, change, sign: bool = False) -> None:
    """``path`` read with NumPy, ``change``d, and saved again (signed anew when ``sign``), as a
    hand that edits a checkpoint would."""
    with np.load(path) as archive:
        fields = {name: archive[name].copy() for name in archive.files}
    change(fields)
    if sign:
        fields["digest"] = np.array(checkpoints._digest(fields))
    np.savez(path, **fields)


def resume(path: Path) -> kt_csp.CountResult:
    return kt_csp.count(BOARD, "frontier", closed=True, options=FrontierOptions(checkpoint=path))


def bump(name: str, index: tuple[int, ...], by: int = 1):
    def change(fields: dict[str, np.ndarray]) -> None:
        fields[name][index] += by

    return change


TAMPERINGS = {
    "rows": bump("rows", (0, -1)),  # one state's count, still a residue of its prime
    "done": bump("done", (0, -1)),  # the tours complete so far
    "square": lambda fields: fields.update(square=fields["square"] - 1),
    "tally": bump("tally", (1,)),
    "moduli": bump("moduli", (0,), -2),
    "tag": lambda fields: fields.update(tag=np.array(str(fields["tag"]) + " ")),
    "digest": lambda fields: fields.update(digest=np.array("0" * 64)),
}


@pytest.mark.parametrize("field", TAMPERINGS)
def test_a_checkpoint_changed_and_saved_again_is_refused_as_damaged(tmp_path: Path, field: str, run) -> None:
    path = tmp_path / "sweep.npz"
    stopped_sweep(path)
    resaved(path, TAMPERINGS[field])
    with pytest.raises(KtError, match="is a damaged frontier checkpoint .what it holds does not match its digest."):
        resume(path)
    ran = run("count", BOARD, "--closed", "--engine", "frontier", "--checkpoint", str(path))
    assert ran.code == 2 and ran.out == "" and ran.err.count("\n") == 1 and "damaged frontier checkpoint" in ran.err


@pytest.mark.parametrize("counts", ["rows", "done"])
@pytest.mark.parametrize("residue", [-7, "modulus"])
def test_a_signed_checkpoint_whose_counts_are_no_residues_is_refused_as_damaged(
    tmp_path: Path, counts: str, residue: int | str, run
) -> None:
    """Negative counts, or counts past their prime in a sweep kept modulo primes (a bug, or a
    forger who signs anew) are refused in one line, exit 2, not left to fail the check prime
    (exit 70) or count wrong."""
    path = tmp_path / "sweep.npz"
    stopped_sweep(path)

    def change(fields: dict[str, np.ndarray]) -> None:
        if residue == "modulus":  # (the sweep's counts are exact: made residues of two primes)
            fields["moduli"] = np.array(primes(2), dtype=np.int64)
            for name in ("rows", "done"):
                fields[name] = np.concatenate([fields[name], fields[name][:, -1:]], axis=1)
        fields[counts][0, -1] = fields["moduli"][-1] if residue == "modulus" else residue

    resaved(path, change, sign=True)
    ran = run("count", BOARD, "--closed", "--engine", "frontier", "--checkpoint", str(path))
    assert ran.code == 2 and ran.out == "" and ran.err.count("\n") == 1
    assert "damaged frontier checkpoint (its arrays do not fit this count)" in ran.err


def test_a_checkpoint_of_the_format_before_the_digest_is_refused_saying_so(tmp_path: Path) -> None:
    path = tmp_path / "sweep.npz"
    stopped_sweep(path)

    def unsigned(fields: dict[str, np.ndarray]) -> None:
        del fields["digest"]
        fields["format"] = np.array("kt-csp frontier checkpoint 1")

    resaved(path, unsigned)
    with pytest.raises(
        KtError, match=r"is a frontier checkpoint of format 1, which this kt-csp \(format 3\) does not resume"
    ):
        resume(path)


def test_an_untouched_checkpoint_resumes_to_the_published_count_with_the_whole_sweeps_stats(tmp_path: Path) -> None:
    path = tmp_path / "sweep.npz"
    whole = kt_csp.count(BOARD, "frontier", closed=True)
    stopped_sweep(path)
    resumed = resume(path)
    assert resumed.complete and resumed.total == whole.total == COUNT
    assert resumed.stats.nodes == whole.stats.nodes > 0  # the peak: before the stop, or after it
    assert resumed.stats.backtracks == whole.stats.backtracks  # the states swept: before and after
    again = resume(path)  # a finished sweep, answered from its checkpoint without sweeping
    assert again.complete and again.total == COUNT
    assert (again.stats.nodes, again.stats.backtracks) == (whole.stats.nodes, whole.stats.backtracks)


def disk_full(file, *args: object, **kwargs: object) -> None:
    """np.savez on a full disk: the archive's first bytes written, then ENOSPC."""
    file.write(b"PK\x03\x04" + bytes(100))
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


def ctrl_c_at(square: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Ctrl-C as the sweep comes to ``square``."""
    whole = sweeping._sweep_square

    def sweep_square(plan, k, *args, **kwargs):
        if k == square:
            raise KeyboardInterrupt
        return whole(plan, k, *args, **kwargs)

    monkeypatch.setattr(sweeping, "_sweep_square", sweep_square)


@pytest.mark.parametrize("earlier", [False, True], ids=["first save", "a save before"])
def test_ctrl_c_on_a_full_disk_ends_interrupted_saying_the_checkpoint_was_not_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, earlier: bool, run
) -> None:
    path = tmp_path / "sweep.npz"
    if earlier:
        stopped_sweep(path)  # saved after square 20
    before = path.read_bytes() if earlier else None
    ctrl_c_at(30, monkeypatch)
    monkeypatch.setattr(checkpoints.np, "savez", disk_full)
    ran = run("count", BOARD, "--closed", "--engine", "frontier", "--checkpoint", str(path))
    assert ran.code == 130  # interrupted, not a usage error: the answer is unknown
    lost = "it holds the sweep as saved before" if earlier else "the sweep so far is lost"
    said = f"cannot write the checkpoint {path}: No space left on device ({lost})"
    assert ran.err.splitlines() == [f"kt-csp: {said}"]
    assert f"at least 0 (incomplete: interrupted (Ctrl-C); {said})" in ran.out
    assert sorted(p.name for p in tmp_path.iterdir()) == (["sweep.npz"] if earlier else [])  # no .partial
    assert (path.read_bytes() if earlier else None) == before  # the earlier save, whole


class Told:
    """A reporter that keeps the lines it is told to say, and draws no work."""

    def __init__(self) -> None:
        self.lines: list[str] = []

    def start(self, total: int, description: str) -> None:
        pass

    def advance(self, steps: int, note: str = "") -> None:
        pass

    def finish(self) -> None:
        pass

    def say(self, line: str) -> None:
        self.lines.append(line)


def test_a_library_count_whose_checkpoint_is_not_written_tells_its_reporter_and_prints_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capfd: pytest.CaptureFixture[str]
) -> None:
    """The frontier wrote the lost checkpoint's line on stderr itself (issue 47): a library call
    prints nothing, its reporter hears the line (the command line's writes it, as above)."""
    path = tmp_path / "sweep.npz"
    ctrl_c_at(30, monkeypatch)
    monkeypatch.setattr(checkpoints.np, "savez", disk_full)
    told = Told()
    counted = kt_csp.count(
        BOARD, "frontier", closed=True, options=FrontierOptions(checkpoint=path), limits=Limits(progress=told)
    )
    said = f"cannot write the checkpoint {path}: No space left on device (the sweep so far is lost)"
    assert not counted.complete and counted.reason.endswith(said)
    assert told.lines == [said]
    assert capfd.readouterr() == ("", "")


def test_a_full_disk_while_sweeping_is_one_clear_error_and_leaves_no_partial_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, run
) -> None:
    path = tmp_path / "sweep.npz"
    monkeypatch.setattr(checkpoints.np, "savez", disk_full)  # the save at the end of the sweep fails
    ran = run("count", BOARD, "--closed", "--engine", "frontier", "--checkpoint", str(path))
    assert ran.code == 2 and ran.out == ""
    assert ran.err.splitlines() == [f"kt-csp: error: cannot write the checkpoint {path}: No space left on device"]
    assert list(tmp_path.iterdir()) == []


def test_a_process_that_may_not_write_its_checkpoint_ends_stopped_and_leaves_no_partial_file(
    tmp_path: Path, spawn
) -> None:
    """A real write refused by the system (a file size limit: EFBIG, as a full disk's ENOSPC) in
    a process of its own, at a time limit of 0 (the sweep stops in its first square and saves)."""

    def small_files() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (512, 512))  # (Python ignores SIGXFSZ: the write fails)

    path = tmp_path / "sweep.npz"
    process = spawn(
        "count",
        "5x12",
        "--closed",
        "--engine",
        "frontier",
        "--checkpoint",
        str(path),
        "--time-limit",
        "0",
        preexec_fn=small_files,
    )
    out, err = process.communicate(timeout=300)
    assert process.returncode == 3, err
    said = f"cannot write the checkpoint {path}: File too large (the sweep so far is lost)"
    assert err.decode().splitlines() == [f"kt-csp: {said}"]
    assert f"(incomplete: time limit of 0 s reached; {said})" in out.decode()
    assert list(tmp_path.iterdir()) == []


def test_a_sweep_stopped_half_way_through_a_square_saves_the_square_before_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ctrl-C between two rounds of one square, when some of its buckets have been swept and let go
    (rounds of 64 children and buckets of about 16 states, so that every square takes several):
    the checkpoint holds the states before the square, all of them, and resumes to the published
    count (it once saved what was left: 58,442 of 88,404)."""
    from kt_csp.engines.frontier import parallel

    path = tmp_path / "sweep.npz"
    monkeypatch.setattr(parallel, "ROUND", 64)
    monkeypatch.setattr(parallel, "BUCKET_STATES", 16)
    rounds = [0]
    whole = parallel._Crew.run

    def run(crew, tasks, limits):
        done = whole(crew, tasks, limits)
        rounds[0] += tasks[0].func.__name__ == "_absorb"
        if rounds[0] == 150:
            raise KeyboardInterrupt
        return done

    monkeypatch.setattr(parallel._Crew, "run", run)
    with pytest.raises(KeyboardInterrupt):
        sweep(plan(kt_csp.question(BOARD, closed=True).as_counted()), checkpoint=path)
    monkeypatch.undo()
    with np.load(path) as archive:
        stopped_at = int(archive["square"])
    assert 0 < stopped_at < 40
    assert resume(path).total == COUNT


def test_a_sweep_stopped_in_the_square_its_counts_turn_to_residues_saves_the_square_before_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ctrl-C in the square where the counts outgrow 64 bits and turn to residues (here as soon as
    they pass 1,000): the checkpoint holds the square before with its exact counts, and resumes
    to the published count. The states were turned to residues in place, under the square before's
    name too, so the save was refused on resuming as damaged (its rows wider than its counts)."""
    path = tmp_path / "sweep.npz"
    monkeypatch.setattr(sweeping, "EXACT_BELOW", 1_000.0)
    turned = sweeping._to_residues

    def to_residues(*args, **kwargs):
        monkeypatch.setattr(sweeping, "_sweep_square", ctrl_c)  # the square being turned is stopped
        return turned(*args, **kwargs)

    def ctrl_c(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(sweeping, "_to_residues", to_residues)
    with pytest.raises(KeyboardInterrupt):
        sweep(plan(kt_csp.question(BOARD, closed=True).as_counted()), checkpoint=path)
    assert sweeping._sweep_square is ctrl_c  # (it stopped in that square)
    monkeypatch.undo()
    with np.load(path) as archive:
        assert archive["moduli"].tolist() == [0] and archive["rows"].shape[1] == archive["done"].shape[1]
    assert resume(path).total == COUNT


@pytest.mark.parametrize("calls", [3, 10, 25])
def test_a_sweep_stopped_after_a_square_but_before_its_number_moves_on_saves_the_square_before(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, calls: int
) -> None:
    """Ctrl-C (or SIGTERM) between a square's sweep and its bookkeeping — its states made, the
    tours it finished added, its number not yet moved on — saves the square before with its own
    states: it once saved the new states under the old square's number (refused on resume as
    damaged, or counted a square twice)."""
    path = tmp_path / "sweep.npz"
    seen = [0]
    total = sweeping._total

    def stopping(*args: object) -> int:
        seen[0] += 1
        if seen[0] == calls:
            raise KeyboardInterrupt
        return total(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(sweeping, "_total", stopping)
    with pytest.raises(KeyboardInterrupt):
        sweep(plan(kt_csp.question(BOARD, closed=True).as_counted()), checkpoint=path)
    monkeypatch.undo()
    with np.load(path) as archive:
        assert int(archive["square"]) == calls - 2  # (the first call counts the start's states)
    assert resume(path).total == COUNT
