"""Certificate files: one JSON shape for every kind, written whole or not at all, read back strictly.

A certificate file holds ``{"format": "kt-csp certificate", "version": 1, "kind": …, "question":
<tag>, "claim": …, "body": {…}}``. A kind that needs large companions (a CNF, a proof) writes them
beside the file, named by the file's own name and a suffix (`kt_csp.certificates.companion`), and
names them in its body by name alone, so that the files move together (`kt_csp.certificates.beside`
finds one again). Every write goes
through `kt_csp.files.writing` (a temporary file renamed once whole: a full disk or a Ctrl-C
never leaves a certificate that looks complete).

`KINDS` is every kind, in the order `certify` tries them: a kind is one line there.
"""

from __future__ import annotations

import json
from pathlib import Path

from kt_csp.certificates import Certificate, Checked, Kind
from kt_csp.certificates.drat import BOUND, DRAT
from kt_csp.certificates.witnesses import WITNESS
from kt_csp.core.limits import Limits
from kt_csp.core.result import Result
from kt_csp.errors import InternalError, KtError
from kt_csp.files.reading import read_input
from kt_csp.files.writing import write_output

__all__ = [
    "FORMAT",
    "KINDS",
    "VERSION",
    "certify",
    "check_certificate",
    "check_read",
    "read_certificate",
    "said",
    "summary",
    "write_certificate",
]

FORMAT = "kt-csp certificate"
VERSION = 1
MOST_BYTES = 1 << 30  # a certificate file larger than this is refused before it is read

KINDS: tuple[Kind, ...] = (WITNESS, DRAT, BOUND)
KIND = {kind.name: kind for kind in KINDS}  # (read_certificate refuses a kind not here)


def certify(result: Result, path: str | Path, limits: Limits | None = None) -> Certificate | None:
    """Write the certificate of ``result`` to ``path``: the first kind of `KINDS` that applies
    (``kt_csp.certify``), for a reader to check without trusting the engine or reasoning.

    Parameters
    ----------
    result : Result
        An answer (a ``none`` of theory's, …).
    path : str or Path
        The certificate's file; companions are written beside it.
    limits : Limits, optional
        The limits its making runs within (None: none).

    Returns
    -------
    Certificate or None
        The certificate written, or None where no kind certifies such an answer (nothing is
        written).

    Raises
    ------
    KtError
        Where the file cannot be written.

    Examples
    --------
    >>> import pathlib, tempfile, kt_csp
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     path = pathlib.Path(folder) / "proof.json"
    ...     made = certify(kt_csp.solve("8x8", closed=True, holes="e5"), path)
    ...     made.kind, made.body["argument"], check_certificate(path).valid
    ('witness', 'colours', True)
    """
    for kind in KINDS:
        if kind.applies(result):
            certificate = kind.make(result, Path(path), (limits or Limits()).begun())
            write_certificate(certificate, path)
            return certificate
    return None


def check_certificate(path: str | Path, limits: Limits | None = None) -> Checked:
    """Check the certificate in ``path`` alone, by its kind's independent checker, as ``kt-csp
    verify --proof`` does (``kt_csp.check_certificate``).

    Parameters
    ----------
    path : str or Path
        The certificate's file.
    limits : Limits, optional
        The limits its check runs within (None: none).

    Returns
    -------
    Checked
        Valid, or the first fault in words.

    Raises
    ------
    KtError
        Where the file cannot be read as a certificate (`read_certificate`), or a companion it
        names is missing.
    LimitReached
        Where the time limit, or Ctrl-C, ended the check first: neither valid nor refused.
    """
    return check_read(read_certificate(path), path, limits)


def check_read(certificate: Certificate, path: str | Path, limits: Limits | None = None) -> Checked:
    """Check a certificate already read from ``path`` (`read_certificate`), by its kind's checker.

    Parameters
    ----------
    certificate : Certificate
        The certificate.
    path : str or Path
        Its file: its companions are beside it.
    limits : Limits, optional
        The limits its check runs within (None: none).

    Returns
    -------
    Checked
        Valid, or the first fault in words.

    Raises
    ------
    KtError
        Where a companion it names is missing.
    LimitReached
        As for `check_certificate`.
    """
    return KIND[certificate.kind].check(certificate, Path(path), (limits or Limits()).begun())


def write_certificate(certificate: Certificate, path: str | Path) -> None:
    """Write ``certificate`` to ``path`` as JSON, whole or not at all.

    Parameters
    ----------
    certificate : Certificate
        The certificate.
    path : str or Path
        Its file (``-``: standard output).

    Raises
    ------
    KtError
        Where the file cannot be written.
    """
    shape = {
        "format": FORMAT,
        "version": VERSION,
        "kind": certificate.kind,
        "question": certificate.question,
        "claim": certificate.claim,
        "body": certificate.body,
    }
    write_output(path, (json.dumps(shape, indent=1) + "\n").encode(), "the certificate")


def read_certificate(path: str | Path) -> Certificate:
    """The certificate in ``path``.

    Parameters
    ----------
    path : str or Path
        Its file (``-``: standard input).

    Returns
    -------
    Certificate
        What it holds (not yet checked).

    Raises
    ------
    KtError
        In one line, for a file that cannot be read, is not JSON, is another format or version,
        or names a kind no one knows or fields of the wrong type.
    """
    name = str(path)[:60]
    data = read_input(path, "certificate file", MOST_BYTES)
    try:
        shape = json.loads(data.decode("utf-8"))
    except (ValueError, RecursionError):  # (a UnicodeDecodeError, a JSONDecodeError, a number past Python's digits)
        raise KtError(f"{name!r} is not a certificate: it is not JSON") from None
    if not isinstance(shape, dict) or shape.get("format") != FORMAT:
        raise KtError(f"{name!r} is not a certificate: its format is not {FORMAT!r}")
    version = shape.get("version")
    if type(version) is not int or version != VERSION:  # (not true, which equals 1)
        raise KtError(f"{name!r} is a certificate of version {json.dumps(version)[:20]}; kt-csp reads {VERSION}")
    if not isinstance(shape.get("kind"), str) or shape["kind"] not in KIND:
        raise KtError(f"{name!r} is a certificate of a kind kt-csp does not know: it knows {', '.join(KIND)}")
    question, claim, body = shape.get("question"), shape.get("claim"), shape.get("body")
    if not (isinstance(question, str) and isinstance(claim, str) and isinstance(body, dict)):
        raise KtError(f"{name!r} is not a certificate: its question and claim are not text, or its body no object")
    return Certificate(str(shape["kind"]), question, claim, body)


def summary(certificate: Certificate, path: str | Path, checked: Checked | None) -> dict[str, object]:
    """The ``certificate`` key of a JSON answer: its ``kind``, ``file``, ``checker`` and
    whether it ``checked``.

    Parameters
    ----------
    certificate : Certificate
        The certificate written.
    path : str or Path
        Its file.
    checked : Checked or None
        What its checker found; None where the time limit ended the check first.

    Returns
    -------
    dict
        The four keys (``checked`` null where the check did not end).
    """
    checker = KIND[certificate.kind].checker
    return {
        "kind": certificate.kind,
        "file": str(path),
        "checker": checker,
        "checked": None if checked is None else checked.valid,
    }


def said(certificate: Certificate, path: str | Path, checked: Checked) -> str:
    """The certificate in one line of text output, such as ``certificate: witness (colours) in
    proof.json, checked by kt-csp's witness checker``.

    Parameters
    ----------
    certificate, path, checked
        As `summary`.

    Returns
    -------
    str
        The line (without a leading ``#``).

    Raises
    ------
    InternalError
        Where the checker refused the certificate just made: a bug.
    """
    if not checked.valid:
        raise InternalError(
            f"the {certificate.kind} certificate just written to {str(path)!r} does not check: {checked.fault}"
        )
    argument = certificate.body.get("argument")
    kind = f"{certificate.kind} ({argument})" if isinstance(argument, str) else certificate.kind
    return f"certificate: {kind} in {path}, checked by {checked.checker}"
