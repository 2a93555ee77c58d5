"""The file formats kt-csp writes and reads, one table each, and the doors that go through them.

`MODEL_FORMATS` holds every model ``kt-csp export`` writes: its name (``--format NAME``), its
file suffix, what it is for (``export --list`` and docs/models.md print it), its writer, whether
it holds a whole question, and how its files are recognised and read back (``kt-csp decode``,
`kt_csp.files.decoding`).
A format is a `ModelFormat` declared beside its writer and reader — in this package, or, where an
engine answers through the file, in that engine's package (the SAT engine's DIMACS, a foreign
solver's language: `kt_csp.engines.foreign`) — and one line here. A format that is only written
(a model for study) needs no reader.

The forms of a tour file have their table beside their readers and writers,
`kt_csp.files.tours.TOUR_FORMATS` (read by ``verify`` and ``render``, written by ``solve`` and
``decode``).

This module loads no solver: the command line reads its names for ``--help``, and each writer
and reader imports the solver it needs when called.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from kt_csp.core.instance import Instance
from kt_csp.engines.ace.xcsp3 import XCSP3
from kt_csp.engines.exact.opb import OPB
from kt_csp.engines.gecode.minizinc import MINIZINC
from kt_csp.engines.highs.languages import LP, MPS
from kt_csp.engines.model_file import ModelFile, ModelFormat
from kt_csp.engines.sat.dimacs import DIMACS, holds_graph
from kt_csp.errors import KtError
from kt_csp.files import decoding, maxsat, models
from kt_csp.files.reading import read_input
from kt_csp.runtime.memory import require_memory

__all__ = [
    "DEFAULT_MODEL",
    "MODEL_FORMATS",
    "ModelFormat",
    "ModelStats",
    "export_model",
    "model_stats",
    "read_model",
]


MODEL_FORMATS: dict[str, ModelFormat] = {
    form.name: form
    for form in (
        ModelFormat(
            "cpsat",
            ".pb",
            "the CP-SAT engine's circuit model as a binary CpModelProto, for CP-SAT in any language",
            models.write_cpsat,
            decoding.read_cpsat,
            decoding.holds_proto,
            binary=True,
        ),
        ModelFormat(
            "cpsat-text",
            ".pb.txt",
            "the same model as a text CpModelProto: readable, diffable, the default",
            models.write_cpsat_text,
            decoding.read_cpsat,
            decoding.holds_proto,
        ),
        MINIZINC,
        maxsat.WCNF,  # (before DIMACS, whose comments it shares: its 'h' clauses tell it apart)
        LP,  # (before DIMACS and OPB: each begins with a comment, and holds_lp and holds_mps look further)
        MPS,
        DIMACS,
        OPB,
        XCSP3,
        ModelFormat(
            "graph",
            ".col",
            "the move graph in DIMACS graph format (p edge), for graph tools: tours are its Hamiltonian paths",
            models.write_graph,
            decoding.refuse_graph,
            holds_graph,
        ),
    )
}
DEFAULT_MODEL = MODEL_FORMATS["cpsat-text"]


@dataclass(frozen=True)
class ModelStats:
    """A model's size: variables (graph: vertices), constraints (CNF: clauses; graph: edges),
    arcs (the move literals; graph: directed arcs) and the file's bytes."""

    form: ModelFormat
    variables: int
    constraints: int
    arcs: int
    size: int


def export_model(instance: Instance, form: ModelFormat) -> bytes:
    """The instance's model in a format.

    Parameters
    ----------
    instance : Instance
        The question.
    form : ModelFormat
        The format, a row of `MODEL_FORMATS`.

    Returns
    -------
    bytes
        The file (text formats in UTF-8).

    Raises
    ------
    KtError
        When the format cannot hold the question, or memory cannot hold the model.
    """
    return form.model(instance).data


def model_stats(instance: Instance, form: ModelFormat) -> ModelStats:
    """What `export_model` would write, measured instead of written.

    Parameters
    ----------
    instance : Instance
        The question.
    form : ModelFormat
        The format, a row of `MODEL_FORMATS`.

    Returns
    -------
    ModelStats
        The model's variables, constraints, arcs and bytes.

    Raises
    ------
    KtError
        As `export_model`.
    """
    model = form.model(instance)
    return ModelStats(form, model.variables, model.constraints, model.arcs, len(model.data))


MODEL_BYTES_PER_BYTE = 24  # reading a model: the file, its text, the parsed proto or comment lines


def read_model(path: str | Path) -> ModelFile:
    """Read a model that ``kt-csp export`` wrote, in any format it reads back.

    Parameters
    ----------
    path : str or Path
        The file (``-``: standard input); its format is recognised by its content.

    Returns
    -------
    ModelFile
        The question it encodes and what its variables mean.

    Raises
    ------
    KtError
        For a file that is not a model kt-csp exported, or one with no answer to decode.
    """
    data = read_input(path, "model file").removeprefix(b"\xef\xbb\xbf")
    require_memory(len(data) * MODEL_BYTES_PER_BYTE, f"reading the model file {str(path)!r}")
    for form in MODEL_FORMATS.values():
        if form.read is not None and form.holds(data):
            return form.read(data, str(path))
    readable = ", ".join(form.name for form in MODEL_FORMATS.values() if form.read is not None)
    raise KtError(f"{str(path)!r} is not a model kt-csp exports ({readable})")
