"""Certificates: answers other than a tour, made checkable by someone who does not trust kt-csp.

A tour checks itself (`kt_csp.core.verifier`). A ``none``, an ``optimal`` and a count do not: they
rest on the engines agreeing. A certificate is what such an answer leaves beside it so that a
reader can check it alone:

- a **witness** for a ``none`` that reasoning answers (colours, parts, dead ends, outer rows,
  reach…): the numbers the argument counts, checked by a checker that shares no code with
  `kt_csp.reasoning`;
- a **DRAT proof** for a ``none`` that an engine proves, and for an ``optimal`` (no tour does
  better than the one found): the question as the complete CNF and a proof of its
  unsatisfiability, checked by an independent DRAT checker, the CNF rebuilt from the question
  and compared;
- a **model count** for a count: the complete CNF's models, projected onto its arcs, counted by
  an exact model counter that shares no code with kt-csp.

Each kind is a `Kind`: what it applies to, how it is made, and how it is checked. This package
sits above the engines and the files (a certificate runs a solver on a model) and below the
cross-checks, which certify their answers.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from kt_csp.errors import KtError

if TYPE_CHECKING:  # (the child checkers, `drat_run` and `ganak_run`, start under this package: kept light)
    from kt_csp.core.limits import Limits
    from kt_csp.core.result import Result

__all__ = ["Certificate", "Checked", "Kind", "beside", "companion"]


@dataclass(frozen=True)
class Certificate:
    """A certificate as its file holds it.

    ``kind`` names its `Kind`; ``question`` is the question's tag (the first line every model
    file carries, read back by `kt_csp.engines.model_file.instance_named`); ``body`` is what the
    kind keeps (a witness's numbers, the names of a CNF and its proof beside the file);
    ``claim`` is the answer it certifies, in the JSON's words (``none``, ``optimal 34``, ``count
    1728``)."""

    kind: str
    question: str
    claim: str
    body: dict[str, object] = field(default_factory=dict)


@dataclass(frozen=True)
class Checked:
    """What a checker found: ``valid``, else the first ``fault`` in words; ``checker`` names the
    program that checked (with its version), ``seconds`` how long it took."""

    valid: bool
    checker: str
    fault: str = ""
    seconds: float = 0.0


@dataclass(frozen=True)
class Kind:
    """One kind of certificate: ``checker`` names the program that checks it (with its version);
    ``applies`` says whether it certifies a result; ``make`` writes the certificate for it (beside
    ``path``, which names the certificate's own file) within the limits; ``check`` checks a
    certificate read from ``path``, alone."""

    name: str
    checker: str
    applies: Callable[[Result], bool]
    make: Callable[[Result, Path, Limits], Certificate]
    check: Callable[[Certificate, Path, Limits], Checked]


def companion(path: str | Path, suffix: str) -> Path:
    """The companion file of the certificate ``path`` with ``suffix`` (``.cnf``, ``.drat``):
    the certificate's own name and the suffix, in its folder.

    Parameters
    ----------
    path : str or Path
        The certificate's file.
    suffix : str
        The companion's suffix.

    Returns
    -------
    Path
        The companion's path.
    """
    path = Path(path)
    return path.with_name(path.name + suffix)


def beside(path: str | Path, name: object) -> Path:
    """A companion that the certificate ``path`` names in its body, found in its folder.

    Parameters
    ----------
    path : str or Path
        The certificate's file.
    name : object
        The companion's name as the body gives it: a bare file name.

    Returns
    -------
    Path
        The companion's path.

    Raises
    ------
    KtError
        Where the name is not a bare file name, or no such file is beside the certificate.
    """
    if not isinstance(name, str) or not name or Path(name).name != name or name in (".", ".."):
        raise KtError(f"the certificate names a companion {str(name)[:40]!r} that is not a file name beside it")
    found = Path(path).with_name(name)
    if not found.is_file():
        raise KtError(f"the certificate's companion {name!r} is missing: it belongs beside {str(path)[:60]!r}")
    return found
