"""What ``crosscheck`` and ``verify`` draw: every engine's answer to one question as a table, the
sweep's board maps, and a tour file's verdict."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import TYPE_CHECKING

import typer

from kt_csp.cli.show.words import stats_line
from kt_csp.core.choices import Origin
from kt_csp.core.result import Status
from kt_csp.core.status import EngineStatus
from kt_csp.core.words import quantity
from kt_csp.files.markdown import table
from kt_csp.reasoning.theorems import THEORY

if TYPE_CHECKING:
    from kt_csp.certificates.model_count import Confirmation
    from kt_csp.core.instance import Instance
    from kt_csp.core.verifier import Verdict
    from kt_csp.crosschecks.check import CrossCheck
    from kt_csp.crosschecks.survey import Survey
    from kt_csp.engines.frontier.sampling import Ranked
    from kt_csp.files.tours import TourText

SILENT = (
    "silent: no argument rules this question out, and the existence theorems do not speak of it "
    "(they tell only whether a whole, unwrapped rectangle has a knight's tour)"
)


def print_check(check: CrossCheck, described: frozenset[str] = frozenset()) -> None:
    """A cross-check: every engine's answer as a table, what theory says, and the summary.

    Parameters
    ----------
    check : CrossCheck
        Every engine's answer to one question.
    described : frozenset of str
        The engines whose options are said in words under the table.
    """
    typer.echo(table(["engine", "status", "verified", "search", "time (s)", "count"], _rows(check), align="llllrr"))
    typer.echo(f"# theory: {check.theory.reason}" if check.theory is not None else f"# theory: {SILENT}")
    for answer in check.answers:
        if answer.engine in described:
            typer.echo(f"# {answer.engine}: {answer.options}")
        if answer.passed_over:
            typer.echo(f"# passed over: {answer.passed_over}")
    if check.agree:
        stopped = "interrupted (Ctrl-C) before every engine had answered" if check.interrupted else ""
        counted = check.counts_said()
        words = (_searches_said(check, counted), check.optima_said(), counted, stopped)
        typer.echo(f"# {check.status}: {check.instance.describe()}: " + "; ".join(w for w in words if w))
    _print_disagreements([check])


def _rows(check: CrossCheck) -> list[list[str]]:
    """A row per engine (its status, verification, work, time and count), and theory's."""
    rows = []
    for answer in check.answers:
        result, count = answer.result, answer.count
        ran = result or count  # (a counter that finds no tour has only its count)
        rows.append(
            [
                answer.engine,
                answer.status,
                "yes" if answer.verified else ("NO" if answer.fault else "—"),
                "not run"
                if answer.passed_over
                else stats_line(answer.engine, ran.stats.as_dict(), timed=False)
                if ran
                else "",
                f"{answer.seconds:.3f}",
                "" if count is None else f"{count.total:,}" + ("" if count.complete else " (incomplete)"),
            ]
        )
    if check.theory is not None:
        rows.append([THEORY, (Status.FOUND if check.theory.exists else Status.NONE).value, "—", "reasoning", "", ""])
    if check.confirmation is not None:
        rows.append(_counter_row(check.confirmation))
    return rows


def _counter_row(confirmed: Confirmation) -> list[str]:
    """The model counter's row, where the counts were confirmed: its count, or why it has none."""
    from kt_csp.crosschecks.check import COUNTER_NAME

    if confirmed.count is None:
        return [COUNTER_NAME, Status.UNKNOWN.value, "—", confirmed.reason, f"{confirmed.seconds:.3f}", ""]
    return [
        COUNTER_NAME,
        EngineStatus.COUNTED.value,
        "—",
        "model counter",
        f"{confirmed.seconds:.3f}",
        f"{confirmed.count:,}",
    ]


def _searches_said(check: CrossCheck, counted: str) -> str:
    """What the engines that agree found: how many found a verified tour, or proved none, and
    whether theory concurs; or that none decided (``counted``: what the counts said)."""
    statuses = [a.result.status for a in check.answers if a.result is not None]
    found, none = statuses.count(Status.FOUND), statuses.count(Status.NONE)
    concurs = "" if check.theory is None else ", and theory concurs"
    if found:
        return f"{found} of {len(statuses)} engines found a {'path' if check.instance.longest else 'tour'}, each verified{concurs}"
    if none:
        return f"{none} of {len(statuses)} engines proved there is none{concurs}"
    if not counted:
        return "no engine could decide"
    return "no search decided" if statuses else ""


def print_sweep(checks: Survey, kinds: list[bool]) -> None:
    """A sweep over boards: a map of the answers per kind of tour, the engines' table, the summary.

    Parameters
    ----------
    checks : Survey
        Every cross-check of the sweep.
    kinds : list of bool
        The kinds of tour swept, closed (True) or open (False), a map each.
    """
    for closed in kinds:
        typer.echo(
            f"# {'closed' if closed else 'open'} tours: rows down, columns across "
            f"(T a tour, · none, ? unknown, ! disagreement; with --all-starts how many start squares have a tour)"
        )
        typer.echo(checks.board_map(closed))
    typer.echo(_engine_table(checks))
    _print_passed_over(checks)
    tours = sum(a.verified for c in checks.checks for a in c.answers)
    theory = sum(c.theory is not None for c in checks.checks)
    typer.echo(
        f"# {'agree' if not checks.disagreements else 'DISAGREE'}: {len(checks.checks):,} instances, "
        f"{len(checks.disagreements):,} disagreements, {len(checks.unknown):,} undecided; "
        f"{tours:,} tours verified; theory compared on {theory:,}; {checks.wall_time:.1f} s"
    )
    if any(c.interrupted for c in checks.checks):
        typer.echo("# interrupted (Ctrl-C): the summary covers the instances checked so far")
    _print_disagreements(checks.disagreements)


def _print_passed_over(checks: Survey) -> None:
    """A line for each engine that could not run on some instance: on how many, and why (the
    first reason: a program not installed is the same everywhere)."""
    passed: dict[str, list[str]] = {}
    for check in checks.checks:
        for answer in check.answers:
            if answer.passed_over:
                passed.setdefault(answer.engine, []).append(answer.passed_over)
    for engine, reasons in passed.items():
        typer.echo(f"# passed over: {engine} on {quantity(len(reasons), 'instances')}: {reasons[0]}")


def _engine_table(checks: Survey) -> str:
    """The sweep's rows per engine (`Survey.engine_rows`) as a Markdown table."""
    rows = checks.engine_rows()
    counting = any(row.counted is not None for row in rows)
    return table(
        ["engine", "found", "none", "unknown", *(["counted"] if counting else []), "time (s)", "slowest (s)"],
        [
            [
                row.engine,
                f"{row.found:,}",
                f"{row.none:,}",
                f"{row.unknown:,}",
                *([f"{row.counted or 0:,}"] if counting else []),
                f"{row.seconds:.2f}",
                f"{row.slowest_seconds:.2f} ({row.slowest.describe()})",
            ]
            for row in rows
        ],
        align="lrrr" + "r" * counting + "rl",
    )


def _print_disagreements(checks: list[CrossCheck]) -> None:
    """A line for each disagreement of each check."""
    for check in checks:
        for line in check.disagreements:
            typer.echo(f"# DISAGREE on the {check.instance.describe()}: {line}")


def origin_hint(text: TourText, instance: Instance, origin: Origin) -> str:
    """Where a grid's start or end is wrong but right when read the other way up, say so.

    Parameters
    ----------
    text : TourText
        The tour as read.
    instance : Instance
        The question it is checked against.
    origin : Origin
        Where rank 1 was read.

    Returns
    -------
    str
        The hint in parentheses, with a leading space; empty where the other way up is no better.
    """
    from kt_csp.core.verifier import verify
    from kt_csp.files.tours import other_way_up

    if not verify(instance, other_way_up(instance.board, text.tour)).valid:
        return ""
    other = Origin.TOP if origin is Origin.BOTTOM else Origin.BOTTOM
    return f" (the grid was read with rank 1 at the {origin.value}; read with --origin {other.value} it is valid" + (
        ": the classic GfG article prints row 0 on top)" if other is Origin.TOP and text.form == "grid" else ")"
    )


def print_verdict(
    text: TourText,
    instance: Instance,
    verdict: Verdict,
    origin: Origin | None,
    as_json: bool,
    ranked: Ranked | None = None,
) -> None:
    """A tour file's verdict: a line of text, or JSON; and its rank among all tours, when asked.

    Parameters
    ----------
    text : TourText
        The tour as read.
    instance : Instance
        The question it was checked against.
    verdict : Verdict
        The verifier's judgement.
    origin : Origin or None
        The origin given; None is the file's format's own (`kt_csp.files.tours.read_origin`).
    as_json : bool
        Whether to print one JSON object instead of words.
    ranked : Ranked or None
        The tour's rank in the frontier sweep's order, when asked for.
    """
    from kt_csp.files.tours import read_origin

    fault, read_with = verdict.fault, read_origin(text.form, origin)
    if fault.startswith(("wrong start", "wrong end")) and read_with is not None:
        fault += origin_hint(text, instance, read_with)
    if as_json:
        read: dict[str, object] = {"read_as": text.form, "origin": None if read_with is None else read_with.value}
        if ranked is not None:
            read |= {"rank": ranked.rank, "among": ranked.among}
        typer.echo(json.dumps(replace(verdict, fault=fault).as_dict(instance, text.tour, read)))
        return
    typer.echo(f"invalid: {fault}" if fault else _valid_words(text, instance, read_with))
    if ranked is not None:
        from kt_csp.engines.frontier.tours_read import reversal_shares_rank  # (loaded: it ranked the tour)

        both = " (a tour and its reversal one)" if reversal_shares_rank(instance) else ""
        typer.echo(
            f"# rank {ranked.rank:,} among {quantity(ranked.among, 'tours')}{both}, in the frontier sweep's order"
        )


def _valid_words(text: TourText, instance: Instance, read_with: Origin | None) -> str:
    """``valid: …``: the question, the tour's ends, and how the file was read."""
    board, tour = text.board, text.tour
    return (
        f"valid: {replace(instance, start=None, end=None).describe()} from {board.name(int(tour[0]))} to "
        f"{board.name(int(tour[-1]))} (read as a {text.form}"
        + (")" if read_with is None else f", rank 1 at the {read_with.value})")
    )
