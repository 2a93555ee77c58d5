"""``--proof FILE``: the certificate of an answer written beside it, checked at once, and said
in one line of text and one JSON key (``certificate``: its kind, file, checker and whether it
checked)."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from kt_csp.core.limits import LimitReached, Limits, Stop
from kt_csp.core.result import Result, Status
from kt_csp.errors import KtError
from kt_csp.files.writing import check_folder, to_stdout

__all__ = ["Certified", "certified", "check_proof_path"]


@dataclass(frozen=True)
class Certified:
    """What ``--proof`` made of an answer: the JSON key's value (None where no certificate was
    written), the line of text that says it, and whether Ctrl-C (or SIGTERM) stopped the making or
    the check (the answer is whole and said; the command then ends as interrupted)."""

    key: dict[str, object] | None
    line: str
    interrupted: bool = False


def check_proof_path(path: Path | None) -> None:
    """Refuse, before the work, a ``--proof`` file that cannot be written: standard output (a
    certificate's companions go beside its file) or a folder that does not exist.

    Parameters
    ----------
    path : Path or None
        The ``--proof`` file (None: not asked).

    Raises
    ------
    KtError
        For ``-`` or a missing folder.
    """
    if path is not None and to_stdout(path):
        raise KtError("--proof needs a file, not standard output: a certificate's companions are written beside it")
    check_folder(path)


def certified(result: Result | None, path: Path, limits: Limits, why_not: str = "") -> Certified:
    """Certify ``result`` into ``path`` (`kt_csp.certificates.files.certify`), then check the file alone.

    Parameters
    ----------
    result : Result or None
        The answer to certify; None where there is none to certify (``why_not`` says why).
    path : Path
        The certificate's file.
    limits : Limits
        The limits its making and checking run within.
    why_not : str
        Why there is no answer to certify, where ``result`` is None.

    Returns
    -------
    Certified
        The JSON key's value and the line of text (``certificate: witness (colours) in FILE,
        checked by kt-csp's witness checker``, or why no certificate was written, or that the
        time limit came before its check ended: ``checked`` null).

    Raises
    ------
    InternalError
        Where the certificate just written does not check: a bug.
    """
    from kt_csp.certificates.files import certify, check_certificate, said, summary

    if result is None:
        return Certified(None, f"no certificate: {why_not}")
    try:
        certificate = certify(result, path, limits)
    except (LimitReached, KeyboardInterrupt) as stopped:  # a proof cut short is no certificate: nothing was written
        return Certified(None, f"no certificate: {_why(stopped, limits)}", _interrupted(stopped))
    if certificate is None:
        return Certified(None, f"no certificate: {_uncertified(result)}")
    try:
        checked = check_certificate(path, limits)
    except (LimitReached, KeyboardInterrupt) as stopped:  # written whole, and left for verify --proof to check
        why = _why(stopped, limits)
        line = f"certificate: {certificate.kind} in {path}, not checked ({why}): kt-csp verify --proof checks it"
        return Certified(summary(certificate, path, None), line, _interrupted(stopped))
    return Certified(summary(certificate, path, checked), said(certificate, path, checked))


def _why(stopped: LimitReached | KeyboardInterrupt, limits: Limits) -> str:
    """Why the certificate's making or check stopped, in words."""
    if isinstance(stopped, KeyboardInterrupt) or stopped.stop is Stop.INTERRUPTED:
        return limits.reason(Stop.INTERRUPTED)
    return stopped.detail or limits.reason(stopped.stop)


def _interrupted(stopped: BaseException) -> bool:
    """Whether Ctrl-C (or SIGTERM, which kt-csp turns into one) stopped the certificate."""
    return isinstance(stopped, KeyboardInterrupt) or getattr(stopped, "stop", None) is Stop.INTERRUPTED


def _uncertified(result: Result) -> str:
    """Why no kind certifies ``result``, in words."""
    if result.tour is not None:
        return "a tour is its own certificate (kt-csp verify checks it)"
    if result.status is Status.UNKNOWN:
        return "an unknown answer has nothing to certify"
    return f"kt-csp has no certificate yet for the {result.engine} engine's {result.word.value}"
