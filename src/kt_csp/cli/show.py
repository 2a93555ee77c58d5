"""Answers drawn for a person: the tour, its status line, counts and cross-check tables."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

import typer

# Only what the options and --help need is imported here; each command imports its own work, so
# that --help loads no engine and a command loads only the engines it runs (kt_csp.core.choices).
from kt_csp.core.board import KNIGHT
from kt_csp.core.choices import ExportFormat, Origin
from kt_csp.core.instance import Instance, Magic
from kt_csp.core.result import Result, Status
from kt_csp.core.status import PathStatus
from kt_csp.core.words import quantity
from kt_csp.engines.auto.engine import NAME as AUTO
from kt_csp.engines.registry import ENGINES
from kt_csp.errors import InternalError
from kt_csp.files.board_text import SOLVE_LINE
from kt_csp.files.markdown import table
from kt_csp.files.writing import to_stdout, write_output
from kt_csp.reasoning.theorems import THEORY

if TYPE_CHECKING:
    from kt_csp.core.board import Board
    from kt_csp.core.result import CountResult
    from kt_csp.core.tour import Squares
    from kt_csp.core.verifier import Verdict
    from kt_csp.crosschecks.check import CrossCheck
    from kt_csp.crosschecks.survey import Survey
    from kt_csp.engines.distinct import Distinct
    from kt_csp.engines.frontier.sampling import Ranked
    from kt_csp.files.models import Decoded
    from kt_csp.files.tours import TourText

from kt_csp.cli.options import PRINT_LIMIT, TourFormat


def _described(options: object) -> str:
    """The options in words, as each options type says them (``describe``)."""
    describe = getattr(options, "describe", None)
    return str(describe()) if callable(describe) else "default options"


def _stats_line(engine: str, stats: dict[str, float | int], timed: bool = True) -> str:
    """The search statistics in the engine's own words: ``952 nodes, 888 backtracks, 0.000 s``."""
    (nodes, backtracks), (first, second) = (
        (ENGINES[engine].units, ENGINES[engine].keys) if engine in ENGINES else (("nodes", "backtracks"),) * 2
    )
    extra = "".join(
        f", {quantity(value, key)}" for key, value in stats.items() if key not in (first, second, "wall_time")
    )
    seconds = f", {stats['wall_time']:.3f} s" if timed else ""
    return f"{quantity(stats[first], nodes)}, {quantity(stats[second], backtracks)}{seconds}{extra}"


def draw_pictures(instance: Instance, tour: Squares, svg: Path | None, png: Path | None, quiet: bool = False) -> None:
    """Write the pictures asked for, and say where (on stderr when stdout holds JSON)."""
    from kt_csp.files.tour_pictures import picture, write_png, write_svg

    if svg is None and png is None:
        return
    pic = picture(instance.board, tour, instance.closed)
    quiet = quiet or to_stdout(svg) or to_stdout(png)  # a picture on stdout: the words go to stderr
    for path, write in ((svg, write_svg), (png, write_png)):
        if path is not None:
            write(pic, path)
            typer.echo(f"# drew the tour {'on standard output' if to_stdout(path) else f'in {path}'}", err=quiet)


def print_result(result: Result, output: TourFormat, options: object, out: Path | None, origin: Origin | None) -> None:
    """The tour in the format asked for (to ``out`` if given) and the lines that say what it is;
    ``origin`` None is each format's own (`write_tour`)."""
    board, tour = result.instance.board, result.tour
    written = out is not None and tour is not None
    shown = tour is not None and (written or board.size <= PRINT_LIMIT)
    if out is not None and tour is not None:
        write_tour(out, result, output, origin)
    if output is TourFormat.JSON and out is None:
        typer.echo(json.dumps(solve_json(result, shown)))
        return
    if shown and out is None:
        typer.echo(tour_text(result, output, origin or Origin.BOTTOM))
    print_status(result, options, err=out is not None)  # with --out, stdout stays empty: the words go to stderr
    if written and not to_stdout(out):
        typer.echo(f"# the tour is in {out} ({output.value})", err=True)
    elif tour is not None and not shown:
        typer.echo(f"# {_omitted(board)}")


def _omitted(board: Board) -> str:
    return (
        f"the tour ({board.squares:,} squares) is not printed above {PRINT_LIMIT:,} squares: "
        "give --out FILE (--format npy is the compact choice)"
    )


def solve_json(result: Result, with_tour: bool) -> dict[str, object]:
    """solve's JSON: the result, whether its tour was verified, and why the tour is left out
    when it is."""
    return result.as_dict(with_tour, with_verified=True, omitted=_omitted(result.instance.board))


def tour_text(result: Result, output: TourFormat, origin: Origin) -> str:
    from kt_csp.files.tours import format_grid, format_squares

    board, tour = result.instance.board, result.tour
    if tour is None:
        raise InternalError("a result without a tour has no text")
    base = 1 if result.instance.magic is not None else 0  # a magic tour's sums are of moves from 1
    return format_grid(board, tour, base, origin) if output is TourFormat.GRID else format_squares(board, tour)


def print_status(result: Result, options: object, err: bool = False) -> None:
    """The comment lines under a tour: the answer, the engine's work, and its note."""
    board, tour = result.instance.board, result.tour
    head = result.instance.describe()
    if tour is not None:
        head += f" ({board.name(int(tour[0]))} … {board.name(int(tour[-1]))}), verified"
    if result.instance.optimized and (tour is not None or result.bound is not None):
        head += ": " + best_words(result)
    typer.echo(f"# {result.word}: {head}" + (f" ({result.reason})" if result.reason else ""), err=err)
    if result.engine == THEORY:
        typer.echo(f"# {THEORY}: answered without search (--no-theory makes the engine prove it)", err=err)
    elif result.engine == AUTO:
        typer.echo(f"# {AUTO}: no engine it chose answered (why: above)", err=err)
    else:
        typer.echo(
            f"# {result.engine}, {_described(options)}: {_stats_line(result.engine, result.stats.as_dict())}",
            err=err,
        )
    if result.instance.magic is not None and tour is not None:
        typer.echo(f"# {_magic_words(result.instance, result.instance.magic)}", err=err)
    if result.note:
        typer.echo(f"# {result.note}", err=err)


def _magic_words(instance: Instance, magic: Magic) -> str:
    """What a ``magic`` tour's numbers sum to, and how they are numbered."""
    from kt_csp.core.verifier import magic_sums

    rank, file = magic_sums(instance.board)
    lines = (
        f"every rank and file sums to {rank:g}"
        if rank == file
        else f"every rank sums to {rank:g} and every file to {file:g}"
    )
    diagonals = " and so do both long diagonals" if magic is Magic.FULL else ""
    return f"{magic.value}-magic, moves numbered from 1: {lines}{diagonals}"


def write_tour(out: Path, result: Result, output: TourFormat, origin: Origin | None) -> None:
    """Write the tour into ``out``; ``origin`` None is the format's own: a text grid's rank 1 at
    the bottom, an npy grid's in row 0 (`kt_csp.files.tours`)."""
    from kt_csp.files.tours import write_npy

    if output is TourFormat.NPY and result.tour is not None:
        write_npy(out, result.instance.board, result.tour, origin)
        return
    text = (
        json.dumps(solve_json(result, True))
        if output is TourFormat.JSON
        else tour_text(result, output, origin or Origin.BOTTOM)
    )
    write_output(out, (text + "\n").encode(), "the tour")


def duration(seconds: float) -> str:
    """``3 h 25 min``, ``4 min 10 s``, ``12 s``."""
    minutes, secs = divmod(round(seconds), 60)
    hours, minutes = divmod(minutes, 60)
    days, hours = divmod(hours, 24)
    if days:
        return f"{days} d {hours} h"
    if hours:
        return f"{hours} h {minutes} min"
    return f"{minutes} min {secs} s" if minutes else f"{secs} s"


def print_count(result: CountResult) -> None:
    instance, board = result.instance, result.instance.board
    if len(result.by_start) > 1:
        known = [result.by_start.get(s, 0) for s in range(board.size)]
        numbers = ["?" if n is None else str(n) for n in known]  # ?: a square whose count was not finished
        width = max(len(n) for n in numbers)
        for row in reversed(range(board.rows)):
            typer.echo(" ".join(f"{numbers[row * board.cols + col]:>{width}}" for col in range(board.cols)))
    what = instance.describe().replace(" tour ", " tours ", 1)
    total = (
        (f"{result.total:,}" + (f" ({result.reason})" if result.reason else ""))
        if result.complete
        else f"at least {result.total:,} (incomplete: {result.reason})"
    )
    typer.echo(f"# {what}, {_counted_how(instance.as_counted())}: {total}")
    if result.engine == THEORY:
        typer.echo(f"# {THEORY}: counted without search (--no-theory makes the engine count)")
    else:
        typer.echo(f"# {result.engine}: {_stats_line(result.engine, result.stats.as_dict())}")
    if result.note:
        typer.echo(f"# {result.note}")


def print_distinct(counted: Distinct) -> None:
    """``count --distinct``: the geometrically distinct tours, then each symmetry's kept tours."""
    from kt_csp.reasoning.magic import known

    what = counted.instance.describe().replace(" tour ", " tours ", 1)
    total = f"{counted.distinct:,}" if counted.distinct is not None else f"unknown ({counted.reason})"
    if counted.found is not None and counted.distinct is None:
        total = f"at least {len(counted.found.tours):,} (unknown: {counted.reason})"
    typer.echo(f"# geometrically distinct {what}, up to the board's {counted.group} symmetries and reversal: {total}")
    if counted.found is not None:
        if not counted.found.tours:
            typer.echo("# CP-SAT proved there is none" if counted.found.complete else "# CP-SAT found none in its time")
        else:
            typer.echo(
                f"# {quantity(len(counted.found.tours), 'classes')} found by CP-SAT, a verified tour of each, "
                "every class forbidden after its tour (--format json lists them)"
            )
        said = known(counted.instance)
        if said is not None:
            typer.echo(f"# {said}")
    for row in counted.kept:
        kept = "? undirected tours" if row.tours is None else quantity(row.tours, "undirected tours")
        each = "" if row.copies == 1 else " each"
        typer.echo(f"# {row.symmetry} ({row.copies}): {kept} kept{each} ({row.by})")


def _counted_how(instance: Instance) -> str:
    """What one counted tour is, for the question as it was counted (`Instance.as_counted`)."""
    if instance.clues:
        return "each tour counted as its clues number it (so in one direction)"
    if instance.start is not None and instance.end is not None:
        return "each tour from its start to its end counted once"
    if instance.closed:
        return f"counted through {instance.board.name(instance.start or 0)} in both directions (2 × undirected)"
    if instance.end is not None:
        return "each tour that ends there counted once"
    if instance.start is not None:
        return "each tour from its start counted once"
    return "counted directed (each undirected tour once from each end)"


def better_puzzle(graded: bool) -> str:
    """What a puzzle whose making stopped early might have had."""
    return "fewer clues, or a harder grade" if graded else "fewer clues"


def puzzle_head(puzzle: object, index: int, number: int) -> str:
    """The comment lines above a puzzle: what it is, and how to solve it."""
    from kt_csp.game.puzzles import Puzzle

    assert isinstance(puzzle, Puzzle)
    instance = puzzle.instance
    short = (
        f" (stopped early: it might have had {better_puzzle(puzzle.grade is not None)})"
        if puzzle.stop is not None
        else f" ({puzzle.asked} asked: no clue more can go)"
        if puzzle.asked is not None and puzzle.clues > puzzle.asked
        else ""
    )
    flags = (" --closed" if instance.closed else "") + (
        "" if instance.board.leaper == KNIGHT else f" --leaper {instance.board.leaper[0]},{instance.board.leaper[1]}"
    )
    return (
        f"; kt-csp puzzle {index} of {number}, seed {puzzle.seed}: {replace(instance, clues=()).describe()}, "
        f"{puzzle.clues} clues{short}, exactly one solution"
        + ("" if puzzle.grade is None else f", {puzzle.grade}: solved by reasoning alone")
        + "\n"
        f"; number the squares 0, 1, 2 … in a tour of knight's jumps; {SOLVE_LINE}{flags}\n"
    )


def print_deduction(reasoned: object) -> None:
    """A puzzle solved by reasoning: each move placed and the rule that placed it, then its grade
    (or where reasoning alone stopped)."""
    from kt_csp.reasoning.deduction import Deduction

    assert isinstance(reasoned, Deduction)
    for number, line in enumerate(reasoned.lines(), start=1):
        typer.echo(f"# {number}. {line}")
    placed = quantity(len(reasoned.steps), "steps")
    if reasoned.grade is not None:
        typer.echo(f"# {reasoned.grade}: solved by reasoning alone in {placed}")
    elif reasoned.contradiction:
        typer.echo(f"# the clues contradict each other (found after {placed})")
    else:
        typer.echo(f"# reasoning alone stops after {placed}: the rest needs search")


def print_answer(answer: object, origin: Origin) -> None:
    """A solved puzzle's grid, and a line that says whether its solution is the only one."""
    from kt_csp.game.puzzles import PuzzleAnswer

    assert isinstance(answer, PuzzleAnswer)
    result = answer.result
    if result.tour is not None:
        typer.echo(tour_text(result, TourFormat.GRID, origin))
    unique = {
        True: "the only solution (CP-SAT counted the tours up to 2)",
        False: "not the only solution: CP-SAT found a second",
        None: "whether it is the only one is unknown (the count stopped)",
    }[answer.unique]
    typer.echo(
        f"# {answer.word}: {result.instance.describe()}"
        + (f", verified: {unique}" if result.tour is not None else f" ({result.reason})")
    )


SILENT = (
    "silent: no argument rules this question out, and the existence theorems do not speak of it "
    "(they tell only whether a whole, unwrapped rectangle has a knight's tour)"
)


def print_check(check: CrossCheck, described: frozenset[str] = frozenset()) -> None:
    """The check's table and summary; the options of the engines ``described`` in words."""
    rows = []
    for answer in check.answers:
        result, count = answer.result, answer.count
        ran = result or count  # (a counter that finds no tour has only its count)
        rows.append(
            [
                answer.engine,
                answer.status,
                "yes" if answer.verified else ("NO" if answer.fault else "—"),
                _stats_line(answer.engine, ran.stats.as_dict(), timed=False) if ran else "",
                f"{answer.seconds:.3f}",
                "" if count is None else f"{count.total:,}" + ("" if count.complete else " (incomplete)"),
            ]
        )
    if check.theory is not None:
        rows.append([THEORY, (Status.FOUND if check.theory.exists else Status.NONE).value, "—", "reasoning", "", ""])
    typer.echo(table(["engine", "status", "verified", "search", "time (s)", "count"], rows, align="llllrr"))
    typer.echo(f"# theory: {check.theory.reason}" if check.theory is not None else f"# theory: {SILENT}")
    for answer in check.answers:
        if answer.engine in described:
            typer.echo(f"# {answer.engine}: {answer.options}")
    if check.agree:
        statuses = [a.result.status for a in check.answers if a.result is not None]
        found, none = statuses.count(Status.FOUND), statuses.count(Status.NONE)
        counted = check.counts_said()
        said = (
            f"{found} of {len(statuses)} engines found a {'path' if check.instance.longest else 'tour'}, each verified"
            if found
            else f"{none} of {len(statuses)} engines proved there is none"
            if none
            else "no engine could decide"
            if not counted
            else "no search decided"
            if statuses
            else ""
        )
        said += "" if check.theory is None or not (found or none) else ", and theory concurs"
        stopped = "interrupted (Ctrl-C) before every engine had answered" if check.interrupted else ""
        words = (said, check.optima_said(), counted, stopped)
        typer.echo(f"# {check.status}: {check.instance.describe()}: " + "; ".join(w for w in words if w))
    _print_disagreements([check])


def print_sweep(checks: Survey, kinds: list[bool]) -> None:
    for closed in kinds:
        typer.echo(
            f"# {'closed' if closed else 'open'} tours: rows down, columns across "
            f"(T a tour, · none, ? unknown, ! disagreement; with --all-starts how many start squares have a tour)"
        )
        typer.echo(checks.board_map(closed))
    typer.echo(_engine_table(checks))
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
    for check in checks:
        for line in check.disagreements:
            typer.echo(f"# DISAGREE on the {check.instance.describe()}: {line}")


def origin_hint(text: TourText, instance: Instance, origin: Origin) -> str:
    """Where a grid's start or end is wrong but right when read the other way up, say so."""
    from kt_csp.core.verifier import verify
    from kt_csp.files.tours import other_way_up

    if not verify(instance, other_way_up(instance.board, text.tour)).valid:
        return ""
    other = Origin.TOP if origin is Origin.BOTTOM else Origin.BOTTOM
    return f" (the grid was read with rank 1 at the {origin.value}; read with --origin {other.value} it is valid" + (
        ": the classic GfG article prints row 0 on top)" if other is Origin.TOP and text.form == "grid" else ")"
    )


def best_words(result: Result) -> str:
    """What is known of an optimised answer: the tour's measure (``12 moves``, ``4 crossings``),
    and that it is proved the best, or the bound that no tour passes."""
    instance = result.instance
    unit, better = instance.measured.removesuffix("s"), "more" if instance.longest else "fewer"
    words = [] if result.measure is None else [_counted(result.measure, unit)]
    if result.word is PathStatus.OPTIMAL:
        words.append("proved the most" if instance.longest else "proved the fewest")
    elif result.bound is not None:
        words.append(f"none has {better} than {result.bound}")
    return ", ".join(words)


def _counted(number: int, unit: str) -> str:
    return f"{number:,} {unit}{'' if number == 1 else 's'}"


def print_decoded(decoded: Decoded, output: TourFormat, out: Path | None, origin: Origin) -> None:
    """A decoded answer for a person: the tour (unless written to ``out``), then what it is."""
    result, valid = decoded.result, decoded.valid
    instance, status = result.instance, result.status
    if valid and out is None:
        typer.echo(tour_text(result, output, origin))
    word = ("valid" if valid else "invalid") if status is Status.FOUND else status.value
    written = valid and out is not None
    longest = "" if not (valid and instance.optimized) else ", " + best_words(result)
    reason = result.reason
    typer.echo(f"# {word}: {instance.describe()}{longest}" + (f": {reason}" if reason else ""), err=out is not None)
    if written and not to_stdout(out):
        typer.echo(f"# the tour is in {out} ({output.value})", err=True)


def print_model_stats(instance: Instance, form: ExportFormat | None) -> None:
    """The size of the model in one format, or in every format that encodes the question."""
    from kt_csp.files.models import encodes, model_stats

    forms = [form] if form else [f for f in ExportFormat if encodes(instance, f)]
    rows = [
        [s.form.value, f"{s.variables:,}", f"{s.constraints:,}", f"{s.arcs:,}", f"{s.size:,}"]
        for s in (model_stats(instance, f) for f in forms)
    ]
    typer.echo(table(["format", "variables", "constraints", "arcs", "bytes"], rows))
    typer.echo(
        f"# {instance.describe()}: constraints are clauses for dimacs and edges for graph "
        "(whose variables are its vertices)"
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
    ``origin`` is the one given (None: the file's format's own, `kt_csp.files.tours.read_origin`)."""
    from kt_csp.files.tours import read_origin

    fault, read_with = verdict.fault, read_origin(text.form, origin)
    if fault.startswith(("wrong start", "wrong end")) and read_with is not None:
        fault += origin_hint(text, instance, read_with)
    if as_json:
        read: dict[str, object] = {"read_as": text.form, "origin": None if read_with is None else read_with.value}
        if ranked is not None:
            read |= {"rank": ranked.rank, "among": ranked.among}
        typer.echo(json.dumps(replace(verdict, fault=fault).as_dict(instance, text.tour, read)))
    elif fault:
        typer.echo(f"invalid: {fault}")
    else:
        typer.echo(
            f"valid: {replace(instance, start=None, end=None).describe()} from {text.board.name(int(text.tour[0]))} to "
            f"{text.board.name(int(text.tour[-1]))} (read as a {text.form}"
            + (")" if read_with is None else f", rank 1 at the {read_with.value})")
        )
    if ranked is not None and not as_json:
        from kt_csp.engines.frontier.tours_read import reversal_shares_rank  # (loaded: it ranked the tour)

        both = " (a tour and its reversal one)" if reversal_shares_rank(instance) else ""
        typer.echo(
            f"# rank {ranked.rank:,} among {quantity(ranked.among, 'tours')}{both}, in the frontier sweep's order"
        )
