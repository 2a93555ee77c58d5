"""``kt-csp verify`` and ``kt-csp crosscheck``: a tour judged, and the engines held to agree."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

# Only what the options and --help need is imported here; each command imports its own work, so
# that --help loads no engine and a command loads only the engines it runs (kt_csp.core.choices).
from kt_csp.certificates.model_count import MOST_SQUARES
from kt_csp.cli.ending import finish
from kt_csp.cli.exits import Outcome
from kt_csp.core.board import parse_board_range, parse_leaper
from kt_csp.core.choices import (
    DEFAULT_WORKERS,
)
from kt_csp.core.instance import Instance
from kt_csp.core.limits import Limits
from kt_csp.core.status import CheckStatus
from kt_csp.core.variants import PART
from kt_csp.engines.registry import ENGINES, get_engine
from kt_csp.errors import KtError

if TYPE_CHECKING:
    from kt_csp.certificates import Certificate
    from kt_csp.cli.proofs import Certified
    from kt_csp.core.result import Result
    from kt_csp.core.tour import Squares
    from kt_csp.crosschecks.check import CrossCheck
    from kt_csp.crosschecks.survey import Survey
    from kt_csp.engines.frontier.sampling import Ranked
    from kt_csp.engines.registry import Engine

from kt_csp.cli.apps import app
from kt_csp.cli.asking import ASKED, Asked, asks, tour_and_question
from kt_csp.cli.engine_flags import Given, check_options, checked_given, flag_words
from kt_csp.cli.groups import Group
from kt_csp.cli.options import (
    CHECK_TIME_LIMIT,
    MOST_WORKERS,
    CertificateOpt,
    CheckFormat,
    CheckOpt,
    CheckTimeOpt,
    EncodingOpt,
    FileOriginOpt,
    HintOpt,
    NodeOpt,
    OrderOpt,
    ProofOpt,
    SatSolverOpt,
    SeedOpt,
    VerifyFormat,
    check_limits,
    foreign_said,
    limits_of,
    seconds_or_none,
)
from kt_csp.cli.show.checking import print_check, print_sweep, print_verdict

SWEPT_PARTS = ("holes", "wrap")  # a sweep wraps every board it checks; its holes are refused (one board's)


@dataclass(frozen=True)
class Compared(Group):
    """The engines a cross-check compares, whether they count too, and each engine's options."""

    engines: Annotated[
        str | None,
        typer.Option(
            "--engines",
            help="Engines to compare, comma-separated [default: those of backtrack, cpsat and sat that answer every part asked; with --count, frontier too; "
            + foreign_said()
            + "].",
            show_default=False,
        ),
    ] = None
    counting: Annotated[
        bool, typer.Option("--count", help="Also count with every engine; the counts must be equal.")
    ] = False
    confirming: Annotated[
        bool,
        typer.Option(
            "--confirm",
            help="With --count: ganak, an exact model counter, counts too, as one more witness (boards of at "
            f"most {MOST_SQUARES} squares; the others are passed over).",
        ),
    ] = False
    order: OrderOpt = None
    forward_check: CheckOpt = None
    workers: Annotated[
        int | None,
        typer.Option(
            "--workers",
            "-j",
            min=1,
            max=MOST_WORKERS,
            help=f"cpsat: search workers [default: {DEFAULT_WORKERS}]; with --count, backtrack: processes to count with, frontier: threads to sweep with [default: all cores].",
        ),
    ] = None
    seed: SeedOpt = None
    hint: HintOpt = None
    encoding: EncodingOpt = None
    sat_solver: SatSolverOpt = None
    checkpoint: Annotated[
        Path | None,
        typer.Option(
            "--checkpoint", help="frontier, with --count: save its sweep in this file as it goes and resume from it."
        ),
    ] = None
    spill: Annotated[
        Path | None, typer.Option("--spill", help="frontier, with --count: keep its states on disk in this folder.")
    ] = None

    def chosen(self) -> list[Engine[Any]] | None:
        """The engines ``--engines`` names, or None for each question's witnesses."""
        if self.engines is None:
            return None
        chosen = [get_engine(name.strip()) for name in self.engines.split(",") if name.strip()]
        if not chosen:
            raise KtError("--engines names no engine: choose among " + ", ".join(ENGINES))
        return chosen

    def given(self) -> Given:
        """Each engine option's value and the engines it belongs to (in a solve, and in a count
        too with ``--count``)."""
        return checked_given(
            self.counting,
            {
                "--order": self.order,
                "--forward-check": self.forward_check,
                "--workers": self.workers,
                "--seed": self.seed,
                "--hint": self.hint,
                "--encoding": self.encoding,
                "--sat-solver": self.sat_solver and self.sat_solver.value,
                "--checkpoint": self.checkpoint,
                "--spill": self.spill,
            },
        )


@dataclass(frozen=True)
class CheckLimits(Group):
    """Each engine's limits in a cross-check."""

    time_limit: Annotated[
        float | None,
        typer.Option(
            "--time-limit",
            callback=seconds_or_none,
            help=f"Seconds per engine and instance (unknown after; 0 stops at once, as in solve and count) [default: {CHECK_TIME_LIMIT:g}].",
        ),
    ] = None
    no_time_limit: Annotated[
        bool, typer.Option("--no-time-limit", help="Let every engine run until it answers.", show_default=False)
    ] = False
    node_limit: NodeOpt = None

    def limits(self) -> Limits:
        """The limits `check_limits` makes of these options."""
        return check_limits(self.time_limit, self.no_time_limit, self.node_limit)


@dataclass(frozen=True)
class Swept(Group):
    """A cross-check of every board in a range of sizes."""

    sweep_range: Annotated[
        str | None, typer.Option("--sweep", help="Check every board from one size to another, e.g. 1x1..8x8.")
    ] = None
    all_starts: Annotated[
        bool, typer.Option("--all-starts", help="Survey: every start square, not only a free start.")
    ] = False


@app.command("crosscheck")
@asks(closed_unset=True)
def crosscheck_command(
    board: Annotated[
        str | None, typer.Argument(help="Board size ROWSxCOLS (or use --sweep).", show_default=False)
    ] = None,
    asked: Asked = ASKED,
    both: Annotated[bool, typer.Option("--both", help="Survey: open and closed tours.")] = False,
    compared: Compared = Compared(),
    limited: CheckLimits = CheckLimits(),
    swept: Swept = Swept(),
    reproducers: Annotated[
        Path, typer.Option("--reproducer-dir", help="Where a disagreement's reproducer file is written.")
    ] = Path("."),
    output: Annotated[
        CheckFormat, typer.Option("--format", "-f", help="A table, or JSON for scripts.")
    ] = CheckFormat.TABLE,
    proof: ProofOpt = None,
) -> None:
    """Run every engine on the same instance, verify every tour, and compare (theory too).

    Each engine's options (--order, --workers, --encoding …) reach that engine alone, as in solve
    and count. Exit 0 when all agree, 1 on a disagreement (a reproducer file is written), 3 when
    every engine was stopped by a limit before it could decide.

    Example: kt-csp crosscheck 6x6 --closed
    """
    from kt_csp.cli.progress import Bars
    from kt_csp.crosschecks.check import crosscheck, write_reproducer
    from kt_csp.crosschecks.survey import Survey

    _check_asked(proof, swept, compared)
    chosen = compared.chosen()
    limits = limited.limits().reporting(Bars())  # the engines' bars
    given, counting = compared.given(), compared.counting
    if swept.sweep_range is None:
        instance = asked.question(_one_board(board, both, swept))
        options = check_options(chosen, [instance], counting, given)
        checks = Survey(
            [crosscheck(instance, chosen, limits, counting, options, compared.workers, compared.confirming)]
        )
    else:
        instances = _swept_instances(swept.sweep_range, board, asked, both, swept.all_starts, compared)
        options = check_options(chosen, instances, counting, given)
        checks = _sweep(instances, chosen, limits, compared, options)
    written = [write_reproducer(c, limits, reproducers, flag_words(given)) for c in checks.disagreements]
    made = None if proof is None else _certified(checks.checks[0], proof, limits)
    if output is CheckFormat.JSON:
        data = checks.as_dict() if swept.sweep_range else checks.checks[0].as_dict()
        proved = {} if made is None else {"certificate": made.key}
        typer.echo(json.dumps({**data, "reproducers": [str(p) for p in written], **proved}))
    elif swept.sweep_range:
        print_sweep(checks, [bool(asked.closed)] if not both else [False, True])
    else:
        print_check(checks.checks[0], described=frozenset(options))
        if made is not None:
            typer.echo(f"# {made.line}")
    for path in written:
        typer.echo(f"# reproducer written to {path}", err=output is CheckFormat.JSON)
    finish(_check_outcome(checks, swept.sweep_range is None, made))


def _check_asked(proof: Path | None, swept: Swept, compared: Compared) -> None:
    """Refuse, before the work, ``--confirm`` without ``--count`` (it confirms the counts), and a
    ``--proof`` with a sweep (it certifies one answer) or one that cannot be written."""
    from kt_csp.cli.proofs import check_proof_path

    if compared.confirming and not compared.counting:
        raise KtError("--confirm confirms the counts with a model counter: give --count")
    if proof is not None and swept.sweep_range is not None:
        raise KtError("--proof certifies the answer to one question: drop --sweep")
    check_proof_path(proof)


def _certified(check: CrossCheck, path: Path, limits: Limits) -> Certified:
    """The certificate of the answer a cross-check agrees on (`_agreed`), written to ``path``."""
    from kt_csp.cli.proofs import certified

    agreed, why_not = _agreed(check)
    return certified(agreed, path, limits, why_not)


def _agreed(check: CrossCheck) -> tuple[Result | None, str]:
    """The answer a cross-check's engines (and theory) agree on, to certify: theory's none where
    reasoning rules the question out, else the first engine's decided answer; or None, and why."""
    from kt_csp.core.result import Result, Status
    from kt_csp.reasoning.theorems import THEORY

    if check.status is not CheckStatus.AGREE:
        return None, f"the cross-check's answer is {check.status.value}, so there is nothing agreed to certify"
    if check.theory is not None and not check.theory.exists:
        return Result(THEORY, check.instance, Status.NONE, reason=check.theory.reason), ""
    decided = [a.result for a in check.answers if a.result is not None and a.claims()]
    return (decided[0], "") if decided else (None, "no engine answered the question itself")


def _one_board(board: str | None, both: bool, swept: Swept) -> str:
    """The board of one instance's check, which takes no sweep's options."""
    if board is None or both or swept.all_starts:
        raise KtError("give a BOARD to check one instance, or --sweep FROM..TO (with --both or --all-starts)")
    return board


def _swept_instances(
    sweep_range: str, board: str | None, asked: Asked, both: bool, all_starts: bool, compared: Compared
) -> list[Instance]:
    """The instances a sweep checks; the options that name one board are refused."""
    from kt_csp.crosschecks.survey import sweep_instances

    if board is not None or asked.start is not None or asked.end is not None:
        raise KtError("--sweep checks whole ranges of boards: drop the BOARD, --start and --end")
    if both and asked.closed is not None:
        raise KtError("--both already means open and closed: drop --closed/--open")
    if asked.parts["holes"] is not None:
        raise KtError("--holes names the squares of one board: drop it with --sweep")
    parts = [PART[name].option for name, value in asked.parts.items() if value and name not in SWEPT_PARTS]
    if parts:  # (they were dropped, and the plain tours checked)
        raise KtError(
            f"a sweep checks the tours of every board in its range, with no other part: drop {' and '.join(parts)}"
        )
    if compared.checkpoint is not None:
        raise KtError("--checkpoint saves the sweep of one count: drop it with --sweep")
    boards = [
        replace(b, wrap=asked.parts["wrap"])
        for b in parse_board_range(sweep_range, parse_leaper(asked.leaper or "1,2"))
    ]
    return sweep_instances(boards, [False, True] if both else [bool(asked.closed)], all_starts)


def _check_outcome(checks: Survey, one: bool, made: Certified | None) -> Outcome:
    """Interrupted (the engines, or the certificate ``made``), a disagreement, one instance no
    engine decided, or all agreed."""
    if any(c.interrupted for c in checks.checks) or (made is not None and made.interrupted):
        return Outcome.INTERRUPTED
    undecided = one and checks.checks[0].status is CheckStatus.UNKNOWN
    return Outcome.NO if checks.disagreements else Outcome.UNKNOWN if undecided else Outcome.YES


def _sweep(
    instances: list[Instance],
    engines: list[Engine[Any]] | None,
    limits: Limits,
    compared: Compared,
    options: dict[str, object],
) -> Survey:
    """Cross-check every instance in turn (counting, and confirming the counts, as ``compared``
    says), with a progress bar; stop early on Ctrl-C."""
    from kt_csp.cli.progress import tracked
    from kt_csp.crosschecks.check import crosscheck
    from kt_csp.crosschecks.survey import Survey

    done = Survey()
    started = time.perf_counter()
    for instance in tracked(instances, "cross-checking", Instance.describe):
        done.checks.append(
            crosscheck(instance, engines, limits, compared.counting, options, compared.workers, compared.confirming)
        )
        if done.checks[-1].interrupted:
            break
    done.wall_time = time.perf_counter() - started
    return done


@app.command("verify")
@asks(from_file=True)
def verify_command(
    path: Annotated[
        str | None,
        typer.Argument(
            help="Tour file: a grid of move numbers (0- or 1-based), a list of squares, solve's JSON, or an npy grid.",
            show_default=False,
        ),
    ] = None,
    board: Annotated[
        str | None, typer.Option("--board", "-b", help="Board size ROWSxCOLS (default: from the file).")
    ] = None,
    asked: Asked = ASKED,
    origin: FileOriginOpt = None,
    output: Annotated[
        VerifyFormat, typer.Option("--format", "-f", help="A line of text, or JSON for scripts.")
    ] = VerifyFormat.TEXT,
    rank: Annotated[
        bool,
        typer.Option(
            "--rank", help="Also say the tour's rank among all tours of its question (the frontier sweep's order)."
        ),
    ] = False,
    proof: CertificateOpt = None,
    time_limit: CheckTimeOpt = None,
) -> None:
    """Check that a file holds a valid tour; exit 0 if valid, 1 with the first fault if not.

    For solve's JSON, the question it records (closed, start, end, leaper, holes, wrap, clues,
    symmetry, magic, uncrossed, longest) is checked too, where the options do not ask their own.
    With --proof, a certificate is checked instead: it holds its own question.

    Example: kt-csp verify tour.txt --closed
    """
    from kt_csp.core.verifier import Verdict, verify

    if proof is not None:
        if path is not None or board is not None or rank or origin is not None or asked.given():
            raise KtError(
                "--proof checks a certificate alone, which holds its question: drop the tour file and options"
            )
        _verify_proof(proof, output is VerifyFormat.JSON, limits_of(time_limit))
    if time_limit is not None:
        raise KtError("--time-limit bounds a certificate's check: give it with --proof")
    if path is None:
        raise KtError("give a tour file to verify, or --proof FILE to check a certificate")
    text, instance = tour_and_question(path, board, asked, origin)
    if text.asked is None and (asked.parts["holes"] or asked.parts["longest"] or instance.longest):
        # A grid's -1s are its holes unless the options say which squares are: then they are
        # holes the options name, or squares a longest path leaves out.
        instance = replace(instance, board=replace(instance.board, holes=frozenset()))
    instance = asked.added_to(instance)
    verdict = Verdict(False, text.fault) if text.fault else verify(instance, text.tour)
    ranked = _ranked(text.tour, instance) if rank and verdict.valid else None
    print_verdict(text, instance, verdict, origin, output is VerifyFormat.JSON, ranked)
    finish(Outcome.YES if verdict.valid else Outcome.NO)


def _verify_proof(path: Path, as_json: bool, limits: Limits) -> None:
    """Check the certificate in ``path`` alone; say ``valid``, the first fault, or that the time
    limit came first, and end."""
    from kt_csp.certificates.files import check_read, read_certificate, summary
    from kt_csp.core.limits import LimitReached, Stop

    certificate = read_certificate(path)
    try:
        checked = check_read(certificate, path, limits)
    except LimitReached as stopped:
        if stopped.stop is Stop.INTERRUPTED:
            raise KeyboardInterrupt from None
        _say_unchecked(certificate, path, stopped.detail or limits.reason(stopped.stop), as_json)
        finish(Outcome.UNKNOWN)
    if as_json:
        status = "valid" if checked.valid else "invalid"
        said = {"status": status, "valid": checked.valid, "fault": checked.fault or None, "claim": certificate.claim}
        typer.echo(
            json.dumps({**said, "question": certificate.question, "certificate": summary(certificate, path, checked)})
        )
    elif checked.valid:
        question = Instance.from_tag(certificate.question).describe()
        typer.echo(f"valid: {certificate.claim} for the {question}")
        typer.echo(f"# {certificate.kind} certificate in {path}, checked by {checked.checker}")
    else:
        typer.echo(f"invalid: {checked.fault}")
        typer.echo(f"# {certificate.kind} certificate in {path}, refused by {checked.checker}")
    finish(Outcome.YES if checked.valid else Outcome.NO)


def _say_unchecked(certificate: Certificate, path: Path, why: str, as_json: bool) -> None:
    """Say that a certificate's check was cut short by the time limit: unknown, neither valid nor refused."""
    from kt_csp.certificates.files import summary

    if as_json:
        key = summary(certificate, path, None)
        said = {"status": "unknown", "valid": None, "fault": why, "claim": certificate.claim}
        typer.echo(json.dumps({**said, "question": certificate.question, "certificate": key}))
    else:
        typer.echo(f"unknown: {why}")
        typer.echo(
            f"# {certificate.kind} certificate in {path}, not checked in time by {summary(certificate, path, None)['checker']}"
        )


def _ranked(tour: Squares, instance: Instance) -> Ranked:
    """The tour's rank among all tours of its question (`kt_csp.api.rank`)."""
    from kt_csp.api import rank

    return rank(tour, instance)
