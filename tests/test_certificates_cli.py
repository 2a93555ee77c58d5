"""``--proof`` on the command line: solve and crosscheck write a certificate beside the answer and
say it in one line and one JSON key; ``verify --proof`` checks it alone (exit 0 valid, 1 refused,
2 unreadable)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import kt_csp


def test_solve_proof_writes_a_witness_and_says_it(run, tmp_path: Path) -> None:
    path = tmp_path / "proof.json"
    ran = run("solve", "8x8", "--closed", "--holes", "e5", "--proof", str(path))
    assert ran.code == 1
    assert f"# certificate: witness (colours) in {path}, checked by kt-csp's witness checker" in ran.out
    assert json.loads(path.read_text())["kind"] == "witness"


def test_solve_proof_json_has_the_certificate_key(run, tmp_path: Path) -> None:
    path = tmp_path / "proof.json"
    ran = run("solve", "4x4", "--proof", str(path), "--format", "json")
    assert ran.code == 1
    assert json.loads(ran.out)["certificate"] == {
        "kind": "witness",
        "file": str(path),
        "checker": "kt-csp's witness checker",
        "checked": True,
    }


def test_an_answer_without_a_certificate_says_so_in_one_line_and_exits_as_the_answer(run, tmp_path: Path) -> None:
    path = tmp_path / "proof.json"
    found = run("solve", "5x5", "--start", "a1", "--proof", str(path))
    assert found.code == 0 and "# no certificate: a tour is its own certificate (kt-csp verify checks it)" in found.out
    stopped = run("solve", "8x8", "--closed", "--engine", "backtrack", "--node-limit", "1", "--proof", str(path))
    assert stopped.code == 3 and "# no certificate: an unknown answer has nothing to certify" in stopped.out
    searched = run(
        "solve",
        "8x8",
        "--closed",
        "--engine",
        "backtrack",
        "--node-limit",
        "1",
        "--proof",
        str(path),
        "--format",
        "json",
    )
    assert searched.code == 3 and json.loads(searched.out)["certificate"] is None
    assert not path.exists()


def test_verify_proof_says_valid_or_the_first_fault(run, tmp_path: Path) -> None:
    path = tmp_path / "proof.json"
    run("solve", "8x8", "--closed", "--holes", "e5", "--proof", str(path))
    valid = run("verify", "--proof", str(path))
    assert valid.code == 0 and valid.out.startswith("valid: none for the closed tour of 8x8 less 1 hole (e5)\n")
    shape = json.loads(path.read_text())
    shape["body"]["holes"] = {"dark": [], "light": ["e5"]}
    path.write_text(json.dumps(shape))
    refused = run("verify", "--proof", str(path), "--format", "json")
    data = json.loads(refused.out)
    assert refused.code == 1 and (data["status"], data["valid"]) == ("invalid", False)
    assert data["fault"] == "the witness counts e5 among the light holes; it is dark"
    assert data["certificate"]["checked"] is False


def test_verify_proof_cut_short_by_its_time_limit_is_unknown_neither_valid_nor_refused(run, tmp_path: Path) -> None:
    """A check the time limit ends (a millisecond: no check is done by then) exits 3, as any
    answer a limit cuts short."""
    path = tmp_path / "none.json"
    assert run("solve", "4x4", "--no-theory", "--engine", "sat", "--proof", str(path)).code == 1
    text = run("verify", "--proof", str(path), "--time-limit", "0.001")
    assert text.code == 3 and text.out.startswith("unknown: ") and "time limit of 0.001 s reached" in text.out
    data = json.loads(run("verify", "--proof", str(path), "--time-limit", "0.001", "--format", "json").out)
    assert (data["status"], data["valid"], data["certificate"]["checked"]) == ("unknown", None, None)
    assert run("verify", "--proof", str(path), "--time-limit", "600").code == 0


def test_a_certificate_whose_check_the_time_limit_ends_is_kept_and_said_not_checked(
    tmp_path: Path, monkeypatch
) -> None:
    """solve --proof whose time limit passes during the check: the certificate is whole, so it stays,
    and says it was not checked (JSON ``checked`` null); verify --proof checks it later."""
    from kt_csp.certificates import files
    from kt_csp.certificates.drat import CHECKER
    from kt_csp.cli.proofs import certified
    from kt_csp.core.limits import LimitReached, Limits, Stop

    def cut_short(path: Path, limits: Limits) -> None:
        raise LimitReached(Stop.TIME, "the proof's check was cut short: time limit of 1 s reached")

    monkeypatch.setattr(files, "check_certificate", cut_short)
    path = tmp_path / "none.json"
    made = certified(kt_csp.solve("4x4", theory=False), path, Limits())
    assert made.key == {"kind": "drat", "file": str(path), "checker": CHECKER, "checked": None}
    assert made.line.startswith(f"certificate: drat in {path}, not checked (the proof's check was cut short")
    monkeypatch.undo()
    assert files.check_certificate(path).valid


@pytest.mark.parametrize(
    "args, words",
    [
        (["verify", "--proof", "{dir}/absent.json"], "cannot read"),
        (["verify", "--proof", "{dir}/garbage.json"], "it is not JSON"),
        (["verify", "tour.txt", "--proof", "{dir}/garbage.json"], "--proof checks a certificate alone"),
        (["verify", "--proof", "{dir}/garbage.json", "--closed"], "--proof checks a certificate alone"),
        (["verify"], "give a tour file to verify, or --proof FILE"),
        (["verify", "tour.txt", "--time-limit", "5"], "--time-limit bounds a certificate's check"),
        (["solve", "4x4", "--proof", "-"], "--proof needs a file, not standard output"),
        (["solve", "4x4", "--proof", "{dir}/no/such/folder.json"], "there is no folder"),
        (["crosscheck", "--sweep", "3x3..3x4", "--proof", "{dir}/p.json"], "--proof certifies the answer to one"),
    ],
)
def test_a_proof_that_cannot_be_read_or_written_is_one_line_and_exit_2(
    run, tmp_path: Path, args: list[str], words: str
) -> None:
    (tmp_path / "garbage.json").write_text("garbage")
    ran = run(*(arg.format(dir=tmp_path) for arg in args))
    assert ran.code == 2 and words in ran.err and ran.err.count("\n") == 1


def test_crosscheck_proof_certifies_the_agreed_none_of_theory(run, tmp_path: Path) -> None:
    path = tmp_path / "proof.json"
    ran = run("crosscheck", "4x4", "--engines", "backtrack", "--proof", str(path))
    assert ran.code == 0
    assert f"# certificate: witness (theorems) in {path}, checked by kt-csp's witness checker" in ran.out
    assert run("verify", "--proof", str(path)).code == 0


def test_crosscheck_proof_of_a_found_tour_writes_none(run, tmp_path: Path) -> None:
    path = tmp_path / "proof.json"
    ran = run("crosscheck", "3x4", "--engines", "backtrack", "--proof", str(path), "--format", "json")
    assert ran.code == 0 and json.loads(ran.out)["certificate"] is None and not path.exists()


def test_a_certificate_interrupted_while_made_leaves_no_file(tmp_path: Path, monkeypatch) -> None:
    """A Ctrl-C before the certificate is whole leaves nothing that looks like one."""
    from kt_csp.certificates import files, witnesses

    def interrupted(instance: object) -> dict[str, object]:
        raise KeyboardInterrupt

    monkeypatch.setattr(witnesses, "witness", interrupted)
    path = tmp_path / "proof.json"
    with pytest.raises(KeyboardInterrupt):
        files.certify(kt_csp.solve("4x4"), path)
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("stage", ["made", "checked"])
def test_ctrl_c_while_the_certificate_is_made_or_checked_keeps_the_answer_and_exits_130(
    run, tmp_path: Path, monkeypatch, stage: str
) -> None:
    """The answer is whole before its certificate is begun: Ctrl-C then says it, says the
    certificate was not made (nothing written) or not checked (kept whole), and exits 130."""
    from kt_csp.certificates import files, witnesses

    def interrupted(*args: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(
        witnesses if stage == "made" else files, "witness" if stage == "made" else "check_certificate", interrupted
    )
    path = tmp_path / "proof.json"
    ran = run("solve", "8x8", "--closed", "--holes", "e5", "--proof", str(path))
    assert ran.code == 130 and ran.out.startswith("# none: closed tour of 8x8 less 1 hole (e5)")
    if stage == "made":
        assert "# no certificate: interrupted (Ctrl-C)" in ran.out and list(tmp_path.iterdir()) == []
    else:
        assert f"# certificate: witness in {path}, not checked (interrupted (Ctrl-C)): kt-csp verify" in ran.out
        monkeypatch.undo()
        assert run("verify", "--proof", str(path)).code == 0


def test_a_certificate_on_a_full_disk_is_one_line(run) -> None:
    ran = run("solve", "4x4", "--proof", "/dev/full")
    assert ran.code == 2 and "cannot write '/dev/full'" in ran.err and ran.err.count("\n") == 1
