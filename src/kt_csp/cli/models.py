"""``kt-csp export`` and ``kt-csp decode``: the engines' models as files, and their solutions read back."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Annotated

import typer

from kt_csp.cli.apps import app
from kt_csp.cli.asking import ASKED, Asked, asks

# Only what the options and --help need is imported here; each command imports its own work, so
# that --help loads no engine and a command loads only the engines it runs (kt_csp.core.choices).
from kt_csp.cli.ending import finish
from kt_csp.cli.exits import Outcome
from kt_csp.cli.options import (
    FileOriginOpt,
    TourFormat,
    check_npy,
    renamed,
)
from kt_csp.cli.show.models import print_decoded, print_formats, print_model_stats
from kt_csp.cli.show.solving import write_tour
from kt_csp.core.board import Wrap
from kt_csp.core.choices import Origin
from kt_csp.core.instance import Instance
from kt_csp.core.result import Status
from kt_csp.core.status import PathStatus
from kt_csp.errors import KtError
from kt_csp.files.formats import DEFAULT_MODEL, MODEL_FORMATS, ModelFormat
from kt_csp.files.writing import STDOUT, to_stdout, write_output


def _model_names(incomplete: str) -> list[str]:
    """The format names that complete what was typed (the shell's completion of ``--format``)."""
    return [name for name in MODEL_FORMATS if name.startswith(incomplete)]


def _model_format(name: str) -> ModelFormat:
    """``--format``'s value: a row of the format table (`MODEL_FORMATS`)."""
    if name not in MODEL_FORMATS:
        raise typer.BadParameter(f"{name!r} is not one of {', '.join(map(repr, MODEL_FORMATS))}.")
    return MODEL_FORMATS[name]


FamilyOpt = Annotated[
    Path | None,
    typer.Option(
        "--family",
        help="Write the benchmark family into this folder: every format, a folder each, and a manifest.",
        show_default=False,
    ),
]
SmallOpt = Annotated[
    bool, typer.Option("--small", help="With --family: only its boards of at most 36 squares (models/family/).")
]


@app.command("export")
@asks()
def export_command(
    board: Annotated[str | None, typer.Argument(help="Board size ROWSxCOLS.", show_default=False)] = None,
    asked: Asked = ASKED,
    form: Annotated[
        ModelFormat | None,
        typer.Option(
            "--format",
            "-f",
            parser=_model_format,
            autocompletion=_model_names,
            metavar=f"<{'|'.join(MODEL_FORMATS)}>",
            help=f"Model format [default: {DEFAULT_MODEL.name}]; see --list.",
        ),
    ] = None,
    out: Annotated[Path | None, typer.Option("--out", "-o", help="File to write (default: stdout, also -).")] = None,
    old_out: Annotated[Path | None, typer.Option("--output", hidden=True)] = None,
    stats: Annotated[bool, typer.Option("--stats", help="Print each format's size instead of writing it.")] = False,
    all_into: Annotated[
        Path | None,
        typer.Option("--all", help="Write the models for study (models/) into this folder.", show_default=False),
    ] = None,
    listing: Annotated[bool, typer.Option("--list", help="Say what each format is for.")] = False,
    family: FamilyOpt = None,
    small: SmallOpt = False,
) -> None:
    """Write the model an engine solves, for study or for another solver.

    Example: kt-csp export 8x8 --start a1 -o 8x8.pb.txt
    """
    out = renamed(out, old_out, "--output")
    if family is not None or small:
        others = [board, asked.start, asked.end, form, out, all_into] + (
            [True] if asked.closed or stats or listing or _asks_a_part(asked) else []
        )
        _write_family(family, small, any(value is not None for value in others))
        return
    if listing or all_into is not None:
        given = [board, asked.start, asked.end, form, out] + ([True] if asked.closed or stats else [])
        if any(value is not None for value in given) or (listing and all_into is not None):
            raise KtError("--list and --all take no board or other options")
        _list_or_study(listing, all_into)
        return
    if board is None:
        raise KtError("give a BOARD to export (or --all DIR for the study set, --list for the formats)")
    instance = asked.question(board)
    if stats:
        if out is not None:
            raise KtError("--stats writes no file: drop -o")
        print_model_stats(instance, form)
        return
    _export(instance, form or DEFAULT_MODEL, out)


def _export(instance: Instance, form: ModelFormat, out: Path | None) -> None:
    """Write the model into ``out`` (None: standard output), and say so."""
    from kt_csp.files.formats import export_model

    target = STDOUT if out is None else out
    if form.binary and to_stdout(target) and sys.stdout.isatty():  # before the model is built
        raise KtError(f"--format {form.name} is binary and stdout is a terminal: give -o FILE (or pipe it)")
    data = export_model(instance, form)
    write_output(target, data, f"the {form.name} model", form.binary)
    if not to_stdout(target):
        typer.echo(f"wrote the {form.name} model of the {instance.describe()} to {out} ({len(data):,} bytes)")


def _list_or_study(listing: bool, into: Path | None) -> None:
    """Say what each format is for (``--list``), or write the study set into a folder (``--all``)."""
    from kt_csp.files.study_set import write_study_set

    if listing:
        print_formats()
    if into is not None:
        written = write_study_set(into)
        typer.echo(f"wrote {len(written)} files into {into}: " + ", ".join(p.name for p in written))


def _asks_a_part(asked: Asked) -> bool:
    """Whether the options give a leaper other than the knight, or any variant part."""
    return asked.leaper not in (None, "1,2") or any(v not in (None, False, Wrap.NONE) for v in asked.parts.values())


def _write_family(into: Path | None, small: bool, others: bool) -> None:
    """Write the benchmark family (`kt_csp.files.family`) into a folder, and say what it holds;
    refuse ``--small`` without a folder, and ``others``: options given beside them."""
    from kt_csp.files.family import family_members, write_family

    if into is None:
        raise KtError("--small goes with --family DIR")
    if others:
        raise KtError("--family takes no board or other options (but --small)")
    written = write_family(into, small)
    folders = sorted({path.parent.name for path in written if path.parent != into})
    typer.echo(
        f"wrote {len(family_members(small))} instances in {len(folders)} formats ({', '.join(folders)}) "
        f"and their manifest into {into}: {len(written)} files"
    )


@app.command("decode")
def decode_command(
    model: Annotated[
        Path, typer.Argument(help="A model written by kt-csp export (.pb, .pb.txt or .cnf).", show_default=False)
    ],
    answer: Annotated[
        Path,
        typer.Argument(
            help="The solver's answer: for CP-SAT a CpSolverResponse in text format "
            "or the values in order; for DIMACS the solver's 's' and 'v' lines.",
            show_default=False,
        ),
    ],
    output: Annotated[
        TourFormat, typer.Option("--format", "-f", help="How to write the tour (npy: a NumPy grid, with --out).")
    ] = TourFormat.GRID,
    out: Annotated[Path | None, typer.Option("--out", "-o", help="Write the tour to this file.")] = None,
    origin: FileOriginOpt = None,
) -> None:
    """Turn a solver's answer to an exported model back into a tour, and verify it.

    Reads CP-SAT's answer (a CpSolverResponse in text, or the values in order) and a SAT solver's
    ('s' and 'v' lines, or MiniSat's result file). Exit 0 for a valid tour, 1 for none or an
    invalid tour, 3 when the solver gave up (or a longest path is not proved the longest), 2 for
    a file that holds no answer.

    Example: kt-csp decode 8x8.cnf picosat-output.txt
    """
    from kt_csp.files.decoding import read_answer
    from kt_csp.files.formats import read_model

    check_npy(output, out)
    decoded = read_model(model).judge(read_answer(answer))
    result, valid = decoded.result, decoded.valid
    if valid and out is not None:
        write_tour(out, result, output, origin)
    if output is TourFormat.JSON and out is None:
        typer.echo(json.dumps({**result.as_dict(), "verified": valid, "fault": decoded.fault}))
    else:
        print_decoded(decoded, output, out, origin or Origin.BOTTOM)
    finish(
        Outcome.UNKNOWN
        if result.status is Status.UNKNOWN or (valid and result.word is PathStatus.FEASIBLE)
        else Outcome.YES
        if valid
        else Outcome.NO
    )
