"""What ``solve`` and ``animate`` draw: the tour in the format asked for, the lines that say what
it is, and the file it goes into; the tour text that ``decode`` and ``puzzle solve`` print too."""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING

import typer

from kt_csp.cli.options import PRINT_LIMIT, TourFormat
from kt_csp.cli.show.words import Described, stats_line
from kt_csp.core.choices import Origin
from kt_csp.core.instance import Instance, Magic
from kt_csp.core.status import PathStatus
from kt_csp.engines.auto.engine import NAME as AUTO
from kt_csp.errors import InternalError
from kt_csp.files.writing import to_stdout
from kt_csp.reasoning.theorems import THEORY

if TYPE_CHECKING:
    from kt_csp.cli.proofs import Certified
    from kt_csp.core.board import Board
    from kt_csp.core.result import Result


def print_result(
    result: Result,
    output: TourFormat,
    options: Described,
    out: Path | None,
    origin: Origin | None,
    certificate: Certified | None = None,
) -> None:
    """The tour in the format asked for (to ``out`` if given) and the lines that say what it is.

    Parameters
    ----------
    result : Result
        The answer to draw.
    output : TourFormat
        The tour's format; JSON to standard output says everything in one object.
    options : Described
        The engine's options, said in the status lines.
    out : Path or None
        The file to write the tour into (``-``: standard output); the words then go to stderr.
    origin : Origin or None
        Where a grid's rank 1 goes; None is each format's own (`write_tour`).
    certificate : Certified or None
        What ``--proof`` wrote (None: not asked): the JSON's ``certificate`` key, a line of text.
    """
    board, tour = result.instance.board, result.tour
    shown = tour is not None and (out is not None or board.size <= PRINT_LIMIT)
    if out is not None and tour is not None:
        write_tour(out, result, output, origin)
    if output is TourFormat.JSON and out is None:
        proof = {} if certificate is None else {"certificate": certificate.key}
        typer.echo(json.dumps({**solve_json(result, shown), **proof}))
        return
    if shown and out is None:
        typer.echo(tour_text(result, output, origin))
    print_status(result, options, err=out is not None)  # with --out, stdout stays empty: the words go to stderr
    if certificate is not None:
        typer.echo(f"# {certificate.line}", err=out is not None)
    if out is not None and tour is not None and not to_stdout(out):
        typer.echo(f"# the tour is in {out} ({output.value})", err=True)
    elif tour is not None and not shown:
        typer.echo(f"# {_omitted(board)}")


def _omitted(board: Board) -> str:
    """Why a tour is not printed, and how to have it."""
    return (
        f"the tour ({board.squares:,} squares) is not printed above {PRINT_LIMIT:,} squares: "
        "give --out FILE (--format npy is the compact choice)"
    )


def solve_json(result: Result, with_tour: bool) -> dict[str, object]:
    """solve's JSON: the result, whether its tour was verified, and why the tour is left out.

    Parameters
    ----------
    result : Result
        The answer.
    with_tour : bool
        Whether the tour goes in (it is left out above `PRINT_LIMIT` squares without ``--out``).

    Returns
    -------
    dict of str to object
        `Result.as_dict` with ``verified`` and, when the tour is left out, why.
    """
    return result.as_dict(with_tour, with_verified=True, omitted=_omitted(result.instance.board))


def tour_text(result: Result, output: TourFormat, origin: Origin | None) -> str:
    """The tour as text, in a text form of the tour formats' table (`TOUR_OPTIONS`).

    Parameters
    ----------
    result : Result
        An answer with a tour.
    output : TourFormat
        A text form: a grid of move numbers, square names, or JSON.
    origin : Origin or None
        Where a grid's rank 1 goes (None: the form's own).

    Returns
    -------
    str
        The text, without a final newline.

    Raises
    ------
    InternalError
        For a binary form, or a result without a tour.
    """
    from kt_csp.files.tours import TOUR_OPTIONS

    text = TOUR_OPTIONS[output.value].text
    if text is None:
        raise InternalError(f"--format {output.value} is binary: it has no text to print")
    return text(result, origin)


def print_status(result: Result, options: Described, err: bool = False) -> None:
    """The comment lines under a tour: the answer, the engine's work, and its note.

    Parameters
    ----------
    result : Result
        The answer.
    options : Described
        The engine's options, said beside its statistics.
    err : bool
        Whether the lines go to standard error (stdout holding the tour itself).
    """
    typer.echo(f"# {result.word}: {_headline(result)}" + (f" ({result.reason})" if result.reason else ""), err=err)
    if result.engine == THEORY:
        typer.echo(f"# {THEORY}: answered without search (--no-theory makes the engine prove it)", err=err)
    elif result.engine == AUTO:
        typer.echo(f"# {AUTO}: no engine it chose answered (why: above)", err=err)
    else:
        typer.echo(
            f"# {result.engine}, {options.describe()}: {stats_line(result.engine, result.stats.as_dict())}", err=err
        )
    if result.instance.magic is not None and result.tour is not None:
        typer.echo(f"# {_magic_words(result.instance, result.instance.magic)}", err=err)
    if result.note:
        typer.echo(f"# {result.note}", err=err)


def _headline(result: Result) -> str:
    """The question, the tour's ends (verified), and what is known of an optimised answer."""
    board, tour = result.instance.board, result.tour
    head = result.instance.describe()
    if tour is not None:
        head += f" ({board.name(int(tour[0]))} … {board.name(int(tour[-1]))}), verified"
    if result.instance.optimized and (tour is not None or result.bound is not None):
        head += ": " + best_words(result)
    return head


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
    """Write the tour into a file, by its format's writer (`TOUR_OPTIONS`).

    Parameters
    ----------
    out : Path
        The file (``-``: standard output).
    result : Result
        An answer with a tour.
    output : TourFormat
        The file's format.
    origin : Origin or None
        Where a grid's rank 1 goes; None is the format's own: a text grid's at the bottom, an
        npy grid's in row 0 (`kt_csp.files.tours`).
    """
    from kt_csp.files.tours import TOUR_OPTIONS

    TOUR_OPTIONS[output.value].write(out, result, origin)


def best_words(result: Result) -> str:
    """What is known of an optimised answer.

    Parameters
    ----------
    result : Result
        An answer to a question that optimises (a longest path, the fewest crossings or turns).

    Returns
    -------
    str
        The tour's measure (``12 moves``, ``4 crossings``), and that it is proved the best, or
        the bound that no tour passes.
    """
    instance = result.instance
    unit, better = instance.measured.removesuffix("s"), "more" if instance.longest else "fewer"
    words = [] if result.measure is None else [_counted(result.measure, unit)]
    if result.word is PathStatus.OPTIMAL:
        words.append("proved the most" if instance.longest else "proved the fewest")
    elif result.bound is not None:
        words.append(f"none has {better} than {result.bound}")
    return ", ".join(words)


def _counted(number: int, unit: str) -> str:
    """``1 move``, ``12 moves``."""
    return f"{number:,} {unit}{'' if number == 1 else 's'}"
