"""The models for study: a chosen set of instances exported in every format into ``models/``.

The set is small and chosen to teach: 5×5 open from a1 (304 tours), 5×5 closed (no tour: an odd
board — the unsatisfiable models are worth studying), 6×6 closed (the smallest square board with
a closed tour), and 8×8 open from a1 and closed (the chessboard); then one of each variant: the
chessboard less its centre, a torus, a symmetric tour, a clue puzzle with one solution, the
longest uncrossed path and the semi-magic tour. Every instance is written as a CP-SAT text proto
and, where the SAT engine encodes it, as DIMACS CNF (the complete encoding), every plain board as
its move graph, and ``sizes.md`` tabulates how the models grow with the board. The files are
generated, never edited: `write_study_set` writes them byte for byte the same on every run.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from kt_csp.core.board import parse_board
from kt_csp.core.instance import Instance
from kt_csp.core.variants import PARTS
from kt_csp.errors import KtError
from kt_csp.files.formats import MODEL_FORMATS, export_model, model_stats
from kt_csp.files.markdown import table

__all__ = [
    "SIZES",
    "STUDY_SET",
    "file_stem",
    "sizes_table",
    "study_files",
    "study_instances",
    "write_study_set",
]

# The instances of models/, each as its tag (`Instance.tag`): the one line every exported model
# begins with, so that a model file names the entry it came from.
STUDY_SET: tuple[str, ...] = (
    "kt-csp board=5x5 leaper=1,2 closed=0 start=a1 end=-",
    "kt-csp board=5x5 leaper=1,2 closed=1 start=- end=-",
    "kt-csp board=6x6 leaper=1,2 closed=1 start=- end=-",
    "kt-csp board=8x8 leaper=1,2 closed=0 start=a1 end=-",
    "kt-csp board=8x8 leaper=1,2 closed=1 start=- end=-",
    "kt-csp board=8x8 leaper=1,2 closed=1 start=- end=- holes=d4,e4,d5,e5",
    "kt-csp board=5x5 leaper=1,2 closed=0 start=a1 end=- wrap=torus",
    "kt-csp board=6x6 leaper=1,2 closed=1 start=- end=- symmetry=rot90",
    # kt-csp puzzle make 6x6 --seed 5: one solution
    "kt-csp board=6x6 leaper=1,2 closed=0 start=- end=- clues=e1=1,a4=16,e2=22,b5=24,b6=29",
    "kt-csp board=5x5 leaper=1,2 closed=0 start=- end=- uncrossed longest",
    "kt-csp board=8x8 leaper=1,2 closed=0 start=- end=- magic=semi",
)
SIZES = range(5, 21)  # n of the n×n boards in sizes.md
CPSAT_TEXT, DIMACS = MODEL_FORMATS["cpsat-text"], MODEL_FORMATS["dimacs"]  # the models of each instance
GRAPH = MODEL_FORMATS["graph"]  # the move graph of each plain board


def study_instances() -> list[Instance]:
    """The study set as instances."""
    return [Instance.from_tag(tag) for tag in STUDY_SET]


def file_stem(instance: Instance) -> str:
    """The instance in a file name: ``8x8-open-a1``, ``6x6-closed``, ``8x8-closed-holes4``.

    Parameters
    ----------
    instance : Instance
        The question.

    Returns
    -------
    str
        Its board, closed or open, its fixed ends and each part given (`Part.stem`).
    """
    board = instance.board
    stem = f"{board}-{'closed' if instance.closed else 'open'}"
    for square in (instance.start, instance.end):
        if square is not None:
            stem += f"-{board.name(square)}"
    parts = [part.stem(board, part.value(instance)) for part in PARTS if part.given(instance)]
    return "-".join([stem, *parts])


def study_files(sizes: Iterable[int] = SIZES) -> dict[str, bytes]:
    """Every generated file of ``models/``, by name.

    Parameters
    ----------
    sizes : iterable of int
        The n of the n×n boards in ``sizes.md``.

    Returns
    -------
    dict of str to bytes
        Each instance's CP-SAT text model and (where the SAT engine encodes it) its CNF, each
        plain board's move graph, and ``sizes.md``.
    """
    files = {}
    instances = study_instances()
    for instance in instances:
        for form in (CPSAT_TEXT, DIMACS):
            if form.encodes(instance):
                files[file_stem(instance) + form.suffix] = export_model(instance, form)
    for instance in {str(i.board): Instance(i.board) for i in instances if i.board.plain}.values():
        files[f"{instance.board}-graph{GRAPH.suffix}"] = export_model(instance, GRAPH)
    files["sizes.md"] = (sizes_table(sizes) + "\n").encode()
    return files


def write_study_set(directory: Path, sizes: Iterable[int] = SIZES) -> list[Path]:
    """Write the study set into a folder.

    Parameters
    ----------
    directory : Path
        The folder (created if need be).
    sizes : iterable of int
        The n of the n×n boards in ``sizes.md``.

    Returns
    -------
    list of Path
        The files written.

    Raises
    ------
    KtError
        For a folder that cannot be written.
    """
    written = []
    try:
        directory.mkdir(parents=True, exist_ok=True)
        for name, data in study_files(sizes).items():
            path = directory / name
            path.write_bytes(data)
            written.append(path)
    except OSError as error:
        raise KtError(f"cannot write the models into {str(directory)!r}: {error.strerror}") from None
    return written


def sizes_table(sizes: Iterable[int]) -> str:
    """How the models grow, as a Markdown page.

    Parameters
    ----------
    sizes : iterable of int
        The n of the n×n boards.

    Returns
    -------
    str
        Per board, closed and open from a1: the CP-SAT model's variables and constraints and the
        CNF's variables, clauses and bytes, beside the move graph's edges.
    """
    rows = []
    for n in sizes:
        board = parse_board(f"{n}x{n}")
        edges = model_stats(Instance(board), GRAPH).constraints
        for instance in (Instance(board, closed=True), Instance(board, start=0)):
            cp = model_stats(instance, CPSAT_TEXT)
            cnf = model_stats(instance, DIMACS)
            rows.append(
                [
                    str(board),
                    "closed" if instance.closed else "open from a1",
                    f"{edges:,}",
                    f"{cp.variables:,}",
                    f"{cp.constraints:,}",
                    f"{cnf.variables:,}",
                    f"{cnf.constraints:,}",
                    f"{cnf.size:,}",
                ]
            )
    head = (
        "# Model sizes\n\nGenerated by `kt-csp export --all models/` (do not edit). CP-SAT: one "
        "Boolean per arc and one circuit constraint (an open tour adds the path node's arcs). "
        "CNF: the complete encoding (arcs + unary positions + sequential-counter auxiliaries).\n\n"
    )
    return head + table(
        [
            "board",
            "tour",
            "graph edges",
            "CP-SAT variables",
            "CP-SAT constraints",
            "CNF variables",
            "CNF clauses",
            "CNF bytes",
        ],
        rows,
        align="llrrrrrr",
    )
