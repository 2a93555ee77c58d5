"""Certificate files: one JSON shape, written whole, read back strictly, a file that is not a
certificate refused in one line, and every kind dispatched by its name."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kt_csp import solve
from kt_csp.certificates import Certificate, beside, companion
from kt_csp.certificates.files import (
    KINDS,
    certify,
    check_certificate,
    read_certificate,
    said,
    summary,
    write_certificate,
)
from kt_csp.errors import KtError


def test_a_theorys_none_is_certified_by_a_witness_in_the_one_shape(tmp_path: Path) -> None:
    path = tmp_path / "proof.json"
    certificate = certify(solve("8x8", closed=True, holes="e5"), path)
    assert certificate is not None and certificate.kind == "witness"
    shape = json.loads(path.read_text())
    assert list(shape) == ["format", "version", "kind", "question", "claim", "body"]
    assert (shape["format"], shape["version"], shape["kind"], shape["claim"]) == (
        "kt-csp certificate",
        1,
        "witness",
        "none",
    )
    assert shape["question"] == "kt-csp board=8x8 leaper=1,2 closed=1 start=- end=- holes=e5"
    assert read_certificate(path) == certificate
    checked = check_certificate(path)
    assert checked.valid and checked.checker == "kt-csp's witness checker"
    assert summary(certificate, path, checked) == {
        "kind": "witness",
        "file": str(path),
        "checker": "kt-csp's witness checker",
        "checked": True,
    }
    assert said(certificate, "proof.json", checked) == (
        "certificate: witness (colours) in proof.json, checked by kt-csp's witness checker"
    )


def test_an_answer_no_kind_certifies_writes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "proof.json"
    assert certify(solve("5x5", start="a1", engine="backtrack"), path) is None
    assert not path.exists()


def test_every_kind_has_its_own_name() -> None:
    names = [kind.name for kind in KINDS]
    assert "witness" in names and len(set(names)) == len(names)


def test_a_tampered_certificate_reads_but_does_not_check(tmp_path: Path) -> None:
    path = tmp_path / "proof.json"
    certify(solve("8x8", closed=True, holes="e5"), path)
    shape = json.loads(path.read_text())
    shape["body"]["light"] = 31
    path.write_text(json.dumps(shape))
    checked = check_certificate(path)
    assert not checked.valid and checked.fault == "the witness counts 31 light squares; the checker counts 32"


@pytest.mark.parametrize(
    "text, words",
    [
        ("not json {", "it is not JSON"),
        ("\xff\xfe", "it is not JSON"),
        ("[1, 2]", "its format is not 'kt-csp certificate'"),
        ('{"format": "kt-csp tour"}', "its format is not 'kt-csp certificate'"),
        ('{"format": "kt-csp certificate", "version": 2}', "a certificate of version 2; kt-csp reads 1"),
        ('{"format": "kt-csp certificate", "version": 1, "kind": "hunch"}', "a kind kt-csp does not know"),
        ('{"format": "kt-csp certificate", "version": 1, "kind": ["drat"]}', "a kind kt-csp does not know"),
        ('{"format": "kt-csp certificate", "version": true}', "a certificate of version true; kt-csp reads 1"),
        ('{"format": "kt-csp certificate", "version": "1"}', 'a certificate of version "1"; kt-csp reads 1'),
        ('{"format": "kt-csp certificate", "version": ' + "9" * 5000 + "}", "it is not JSON"),
        (
            '{"format": "kt-csp certificate", "version": 1, "kind": "witness", "question": 3, "claim": "none"}',
            "its question and claim are not text",
        ),
    ],
)
def test_a_file_that_is_not_a_certificate_is_refused_in_one_line(tmp_path: Path, text: str, words: str) -> None:
    path = tmp_path / "proof.json"
    path.write_bytes(text.encode("latin-1"))
    with pytest.raises(KtError, match=words) as raised:
        check_certificate(path)
    assert "\n" not in str(raised.value)


def test_a_certificate_that_is_not_there_is_refused_in_one_line(tmp_path: Path) -> None:
    with pytest.raises(KtError, match="cannot read"):
        read_certificate(tmp_path / "absent.json")


def test_a_question_that_does_not_read_is_a_fault_not_a_crash(tmp_path: Path) -> None:
    path = tmp_path / "proof.json"
    write_certificate(Certificate("witness", "kt-csp board=0x0", "none", {"rule": "counts"}), path)
    checked = check_certificate(path)
    assert not checked.valid and checked.fault.startswith("the witness does not read: ")


def test_companions_are_named_beside_the_file_and_a_missing_one_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "proof.json"
    assert companion(path, ".cnf") == tmp_path / "proof.json.cnf"
    companion(path, ".cnf").write_text("p cnf 0 0\n")
    assert beside(path, "proof.json.cnf") == tmp_path / "proof.json.cnf"
    with pytest.raises(KtError, match="companion 'proof.json.drat' is missing"):
        beside(path, "proof.json.drat")
    with pytest.raises(KtError, match="not a file name beside it"):
        beside(path, "../elsewhere.cnf")
