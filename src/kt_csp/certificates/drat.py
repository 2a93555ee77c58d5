"""DRAT proofs: a ``none`` that an engine proves, and an ``optimal``, made checkable by a reader
who trusts neither the engine nor kt-csp's SAT solver.

``drat`` (`DRAT`)
    For a ``none`` that an engine answered (theory's has a witness of its own): the question as
    the SAT engine's complete CNF (`kt_csp.engines.sat.encoding.complete_formula`, whose models
    are exactly the tours of the anchored question), written as ``kt-csp export --format dimacs``
    writes it, and a DRAT proof that it is unsatisfiable, written by a SAT solver that logs each
    clause it learns and deletes (`PROOF_SOLVER`).
``bound`` (`BOUND`)
    For an ``optimal`` (``--longest``, ``--minimize crossings|turns``): the tour found, and a DRAT
    proof that no tour does better: the CNF of the optimisation's hard clauses
    (`kt_csp.files.maxsat.maxsat_formula`, the WCNF's), each soft clause ``C`` relaxed to
    ``C or broken_i``, and at most one less broken than the tour found breaks (`at_most`).

Each certificate's companions lie beside its file: ``FILE.cnf`` and ``FILE.drat``, named in its
body by name only, so the three can be moved together. Checking (`check`, `check_bound`) rebuilds
the CNF from the question alone and compares it byte for byte with ``FILE.cnf`` (a CNF that is
not the question's encoding is refused, with its first clause that differs), then replays the
proof with dratify's Rust checker (`CHECKER`), a DRAT checker kt-csp did not write: every step must be RUP or
RAT and the empty clause derived. What it proves: the CNF has no model. That the CNF's models are
the tours is the encoding's own claim, tested apart (tests/test_certificates_drat.py checks
every model decodes to a tour and every tour encodes to one model on small boards).

A proof cut short by a limit or Ctrl-C is no certificate: `prove` raises `LimitReached` and
leaves no companion that looks whole (each is written to a temporary name and renamed).
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable
from importlib.metadata import version
from pathlib import Path

from kt_csp.certificates import Certificate, Checked, Kind, beside, companion
from kt_csp.core.instance import Instance
from kt_csp.core.limits import LimitReached, Limits, Stop
from kt_csp.core.result import Result, Status
from kt_csp.core.status import PathStatus
from kt_csp.engines.model_file import instance_named
from kt_csp.engines.sat.dimacs import COMPLETE_ABOUT, dimacs_text, sat_encodes, write_dimacs
from kt_csp.errors import InternalError, KtError
from kt_csp.files.maxsat import maxsat_encodes, maxsat_formula
from kt_csp.files.writing import output

__all__ = [
    "BOUND",
    "CHECKER",
    "DRAT",
    "PROOF_SOLVER",
    "at_most",
    "bounded_cnf",
    "check",
    "check_bound",
    "prove",
    "prove_bound",
]

# CaDiCaL 1.9.5's proofs were checked by dratify 5 to 9 times faster than Glucose's, though longer
# (they delete more clauses, so that the checker propagates through fewer): on open 7x8 less
# d1 f2 a4 a6 f6, 72,081 lines checked in 25 s against Glucose 4's 52,258 in 126 s and Glucose 3's
# 48,123 in 234 s (bench/proofs.py; a loaded 2-core machine). PySAT's CaDiCaL writes a whole proof
# from python-sat 1.9.dev16 (pyproject.toml's lower bound). It cannot be interrupted, so the time
# limit is looked at between slices of conflicts (`kt_csp.engines.sat.engine.LimitedRun`).
PROOF_SOLVER = "cadical195"
# dratify's Rust checker (the `dratify` crate, which cdclkit-native carries and hands to dratify's
# `register_native`) gives the pure-Python checker's verdicts about 15 times sooner: open 8x8 less
# a6 c1 e5 e6 f6 f8 g6's 318,983 lines in 7.4 s against 465 s (bench/proofs.py).
CHECKER = f"dratify {version('dratify')} (Rust checker)"


def _from_engine(result: Result) -> bool:
    """Whether a result is a ``none`` that an engine proved, of a question the CNF holds."""
    from kt_csp.reasoning.theorems import THEORY

    return result.status is Status.NONE and result.engine != THEORY and sat_encodes(result.instance)


def _optimal(result: Result) -> bool:
    """Whether a result is an ``optimal`` tour of a question the WCNF holds."""
    return result.word is PathStatus.OPTIMAL and maxsat_encodes(result.instance)


def prove(result: Result, path: Path, limits: Limits = Limits()) -> Certificate:
    """The DRAT certificate of a ``none`` that an engine proved: ``FILE.cnf`` and ``FILE.drat``
    written beside ``path``.

    Parameters
    ----------
    result : Result
        The ``none`` (`DRAT` applies to it).
    path : Path
        The certificate's own file (written by its caller; the companions take its name).
    limits : Limits
        The time limit, covering the CNF's building and the proof; the node limit bounds the
        solver's conflicts, so that a proof is the same from run to run.

    Returns
    -------
    Certificate
        Kind ``drat``, claim ``none``; its body names the CNF and the proof.

    Raises
    ------
    LimitReached
        A limit or Ctrl-C stopped the proof: no certificate (nothing that looks whole is written).
    InternalError
        The CNF has a model: the engine's ``none`` is wrong, a bug.
    KtError
        A companion cannot be written, or the CNF would not fit in memory.
    """
    asked, limits = result.instance, limits.begun()
    cnf = write_dimacs(asked.anchored()[0], asked, limits).data
    return _certified("drat", asked, "none", cnf, path, limits, {})


def check(certificate: Certificate, path: Path, limits: Limits = Limits()) -> Checked:
    """Check a ``drat`` certificate alone: its CNF rebuilt from the question and compared, then its
    proof replayed by dratify.

    Parameters
    ----------
    certificate : Certificate
        The certificate, as read from ``path``.
    path : Path
        Its file; the companions lie beside it.
    limits : Limits
        The time limit for rebuilding the CNF and replaying the proof; Ctrl-C ends the replay too.

    Returns
    -------
    Checked
        Valid, or the first fault: another claim, a CNF that is not the question's encoding, a
        proof that does not read, a step that does not follow, no empty clause.

    Raises
    ------
    KtError
        A question that does not read, or a companion that is missing or named by a path.
    LimitReached
        The time limit passed, or Ctrl-C was pressed, before the check ended: not checked.
    InternalError
        dratify ended without a verdict (it crashed).
    """
    started = time.perf_counter()
    if certificate.claim != "none":
        return Checked(False, CHECKER, f"a DRAT certificate proves none, not {certificate.claim!r}")
    asked = instance_named(certificate.question, str(path))
    return _checked(certificate, path, write_dimacs(asked.anchored()[0], asked, limits).data, started, limits)


def prove_bound(result: Result, path: Path, limits: Limits = Limits()) -> Certificate:
    """The certificate of an ``optimal``: the tour found, and the DRAT proof that no tour does
    better (`bounded_cnf`), ``FILE.cnf`` and ``FILE.drat`` written beside ``path``.

    Parameters
    ----------
    result : Result
        The optimal tour (`BOUND` applies to it).
    path : Path
        The certificate's own file.
    limits : Limits
        As for `prove`.

    Returns
    -------
    Certificate
        Kind ``bound``, claim ``optimal N``; its body holds the tour (square names) and names
        the CNF and the proof.

    Raises
    ------
    LimitReached, InternalError, KtError
        As for `prove` (InternalError: a tour does better than the optimum claimed).
    """
    asked, measure, limits = result.instance, result.measure, limits.begun()
    assert result.tour is not None and measure is not None  # (an optimal result has both)
    cnf = bounded_cnf(asked, _cost(asked, measure) - 1, limits)
    tour = result.tour.names(asked.board)
    return _certified("bound", asked, f"optimal {measure}", cnf, path, limits, {"tour": tour})


def check_bound(certificate: Certificate, path: Path, limits: Limits = Limits()) -> Checked:
    """Check a ``bound`` certificate alone: its tour verified and measured, its CNF rebuilt from
    the question and the optimum claimed and compared, then its proof replayed by dratify.

    Parameters
    ----------
    certificate, path, limits
        As for `check`.

    Returns
    -------
    Checked
        Valid, or the first fault (as `check`'s, and a tour that is not one, or measures other
        than the optimum claimed).

    Raises
    ------
    KtError
        As for `check`.
    """
    from kt_csp.core.verifier import measure, verify

    started = time.perf_counter()
    asked = instance_named(certificate.question, str(path))
    words = certificate.claim.split()
    if len(words) != 2 or words[0] != "optimal" or not words[1].isdigit() or not asked.optimized:
        return Checked(
            False, CHECKER, f"a bound certificate proves an optimum of an optimisation, not {certificate.claim!r}"
        )
    claimed, names = int(words[1]), certificate.body.get("tour")
    if not isinstance(names, list) or not all(isinstance(name, str) for name in names):
        raise KtError(f"{str(path)!r} holds no tour: its body's 'tour' is not a list of square names")
    tour = [asked.board.parse_square(name) for name in names]
    verdict = verify(asked, tour)
    if not verdict.valid:
        return Checked(False, CHECKER, f"its tour is not one: {verdict.fault}")
    found = measure(asked, tour)
    if found != claimed:
        return Checked(False, CHECKER, f"its tour has {found} {asked.measured}, not the {claimed} claimed")
    return _checked(certificate, path, bounded_cnf(asked, _cost(asked, claimed) - 1, limits), started, limits)


def bounded_cnf(asked: Instance, most: int, limits: Limits = Limits()) -> bytes:
    """The CNF "a tour of the question breaks at most ``most`` soft clauses", as DIMACS text: the
    WCNF's hard clauses, each soft clause ``C`` as ``C or broken_i``, and at most ``most`` of the
    ``broken_i`` true (`at_most`). Unsatisfiable with ``most`` one less than an optimum's cost:
    no tour does better.

    Parameters
    ----------
    asked : Instance
        The optimisation question as asked (its first comment).
    most : int
        How many soft clauses may be broken (below 0: none can be, the CNF is unsatisfiable).
    limits : Limits
        The time limit, looked at while building.

    Returns
    -------
    bytes
        The DIMACS text.

    Raises
    ------
    KtError, LimitReached
        As `kt_csp.files.maxsat.maxsat_formula`.
    """
    formula, soft = maxsat_formula(asked.anchored()[0], limits)
    broken = [formula.var("broken", index) for index in range(len(soft))]
    formula.add([*clause, relaxed] for clause, relaxed in zip(soft, broken))
    formula.add(at_most(broken, most, lambda index: formula.var("at most", index)))
    about = (
        *COMPLETE_ABOUT,
        f"A tour that breaks at most {most} of the {len(soft)} soft clauses of the WCNF",
        f"(kt-csp export --format wcnf), each relaxed by its own variable: {asked.measured} fewer",
        "than an optimum's (more moves, for the longest path). Unsatisfiable: none does better.",
    )
    return dimacs_text(formula, asked, about).encode()


def at_most(literals: list[int], most: int, fresh: Callable[[int], int]) -> list[list[int]]:
    """Clauses that hold when at most ``most`` of ``literals`` are true: Sinz's sequential counter,
    ``s(i, j)`` = "at least j of the first i+1 are true", n·k auxiliaries and about 2n·k clauses.

    Written here rather than taken from PySAT's CardEnc or ITotalizer (which put in a Ctrl-C
    handler of their own while they encode, as `kt_csp.engines.sat.encoding.Formula.exactly_one`
    says). The sequential counter rather than the totalizer: unit propagation is complete on both
    (with ``most`` true, the rest are forced false at once), and the counter's clauses are the
    simpler to read in the CNF and to rebuild; the two were not compared on the proofs' sizes.

    Parameters
    ----------
    literals : list of int
        The literals counted.
    most : int
        How many may be true (below 0: the empty clause).
    fresh : callable
        A new auxiliary variable for each index ``0, 1, …`` asked.

    Returns
    -------
    list of list of int
        The clauses.

    References
    ----------
    .. [1] C. Sinz, "Towards an Optimal CNF Encoding of Boolean Cardinality Constraints", CP 2005,
       LNCS 3709, pp. 827-831.

    Examples
    --------
    >>> at_most([1, 2, 3], 0, lambda index: 4 + index)
    [[-1], [-2], [-3]]
    >>> at_most([1, 2], 2, lambda index: 3 + index)
    []
    """
    if most < 0:
        return [[]]
    if most == 0:
        return [[-literal] for literal in literals]
    if most >= len(literals):
        return []
    n = len(literals)
    s = [[fresh(i * most + j) for j in range(most)] for i in range(n - 1)]
    clauses = [[-literals[0], s[0][0]], *([-s[0][j]] for j in range(1, most))]
    for i in range(1, n - 1):
        x = literals[i]
        clauses += [[-x, s[i][0]], [-s[i - 1][0], s[i][0]], [-x, -s[i - 1][most - 1]]]
        for j in range(1, most):
            clauses += [[-x, -s[i - 1][j - 1], s[i][j]], [-s[i - 1][j], s[i][j]]]
    clauses.append([-literals[-1], -s[n - 2][most - 1]])
    return clauses


def _cost(asked: Instance, measure: int) -> int:
    """The soft clauses a tour of ``measure`` breaks: its crossings or turns, or the longest
    path's squares left out (`kt_csp.files.maxsat`)."""
    if not asked.longest:
        return measure
    return asked.board.squares - measure - (0 if asked.closed else 1)


def _certified(
    kind: str, asked: Instance, claim: str, cnf: bytes, path: Path, limits: Limits, body: dict[str, object]
) -> Certificate:
    """Refute ``cnf`` with a proof, write it and the CNF beside ``path``, and say so."""
    proof, conflicts = _refutation(cnf, limits)
    names = {"cnf": companion(path, ".cnf").name, "proof": companion(path, ".drat").name}
    for role, data in (("cnf", cnf), ("proof", proof)):
        with output(path.with_name(names[role]), f"the {role} of the certificate", binary=True) as stream:
            stream.write(data)
    solver = f"{PROOF_SOLVER} (python-sat {version('python-sat')})"
    return Certificate(kind, asked.tag(), claim, {**body, **names, "solver": solver, "conflicts": conflicts})


def _refutation(cnf: bytes, limits: Limits) -> tuple[bytes, int]:
    """A DRAT proof that the DIMACS ``cnf`` is unsatisfiable, and the solver's conflicts."""
    from pysat.solvers import Solver

    from kt_csp.engines.sat.engine import limited

    clauses = [
        [int(token) for token in line.split()[:-1]] for line in cnf.decode().splitlines() if line[:1] not in "cp"
    ]
    limits.check()
    with Solver(name=PROOF_SOLVER, bootstrap_with=clauses, with_proof=True) as solver, limited(solver, limits) as run:
        answer = run.solve()
        if answer is None:
            raise LimitReached(run.stop or Stop.TIME, f"the DRAT proof was cut short ({run.reason}): no certificate")
        if answer:
            raise InternalError("the question's CNF has a model, so the answer it should certify is wrong")
        return ("\n".join(solver.get_proof()) + "\n").encode(), run.counts.get("conflicts", 0)


def _checked(certificate: Certificate, path: Path, rebuilt: bytes, started: float, limits: Limits) -> Checked:
    """The certificate's CNF compared with the one rebuilt from the question, then its proof replayed."""
    cnf, proof = _companion(certificate, path, "cnf"), _companion(certificate, path, "proof")
    fault = _difference(_read(cnf, path, "cnf"), rebuilt) or _refuted(cnf, proof, limits)
    return Checked(not fault, CHECKER, fault, time.perf_counter() - started)


def _companion(certificate: Certificate, path: Path, role: str) -> Path:
    """A companion file: named in the body by name only, beside the certificate's file, readable."""
    found = beside(path, certificate.body.get(role))
    _read(found, path, role, 0)
    return found


def _read(found: Path, path: Path, role: str, most: int = -1) -> bytes:
    """The first ``most`` bytes of a companion file (all by default); a one-line error if unreadable."""
    try:
        with found.open("rb") as file:
            return file.read(most)
    except OSError as error:
        raise KtError(
            f"cannot read the {role} file {found.name!r} beside {str(path)!r}: {error.strerror or error}"
        ) from None


def _difference(cnf: bytes, rebuilt: bytes) -> str:
    """ "" when the CNF is the one rebuilt from the question, else its first difference in words."""
    if cnf == rebuilt:
        return ""
    given, wanted = _clauses(cnf), _clauses(rebuilt)
    lacking, extra = (
        list((Counter(wanted) - Counter(given)).elements()),
        list((Counter(given) - Counter(wanted)).elements()),
    )
    prefix = "the CNF is not the question's encoding: "
    if lacking:
        return prefix + f"it lacks the clause '{lacking[0]}' (of {len(lacking):,} the encoding has and it does not)"
    if extra:
        return prefix + f"it has the clause '{extra[0]}', which the encoding does not"
    lines = zip([*cnf.splitlines(), b""], [*rebuilt.splitlines(), b""])
    line = next((n for n, (a, b) in enumerate(lines, 1) if a != b), None)
    if line is None:  # (the same lines, read as lines: their ends differ)
        return prefix + "its line ends are not the encoding's (a carriage return, or another last newline)"
    return prefix + f"its line {line:,} is not the encoding's (same clauses, other comments or order)"


def _clauses(cnf: bytes) -> list[str]:
    """A DIMACS text's clauses, each as its literals in order of their variables, then 0."""
    lines = cnf.decode(errors="replace").splitlines()
    return [
        " ".join([*sorted(set(line.split()) - {"0"}, key=_by_variable), "0"]) for line in lines if line[:1] not in "cp"
    ]


def _by_variable(literal: str) -> tuple[int, str]:
    """A literal's place in a clause as `_clauses` writes it: by its variable's digits, as text."""
    variable = literal.lstrip("-")
    return len(variable), variable


def _refuted(cnf: Path, proof: Path, limits: Limits) -> str:
    """ "" when dratify, in a child process (`kt_csp.certificates.drat_run`) that the time limit
    and Ctrl-C end, finds the proof refutes the CNF; else why not."""
    from kt_csp.certificates.drat_run import INVALID, VALID
    from kt_csp.engines.foreign.child import run_module

    ran, said = run_module("kt_csp.certificates.drat_run", [cnf, proof], limits)
    if ran.stop is not None:
        raise LimitReached(ran.stop, f"the proof's check was cut short: {limits.reason(ran.stop)}")
    verdict, _, fault = said.rstrip("\n").partition(" ")
    if ran.code != 0 or verdict not in (VALID, INVALID):
        raise InternalError(f"dratify did not finish checking the proof: {ran.last_words}")
    return fault


DRAT = Kind("drat", CHECKER, _from_engine, prove, check)
BOUND = Kind("bound", CHECKER, _optimal, prove_bound, check_bound)
