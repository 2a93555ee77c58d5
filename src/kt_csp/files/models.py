"""Models as files: the engines' models written for study and for other solvers (``kt-csp export``).

The exported model is the solved model: export calls the same builder the engine solves with.
Every file records its instance in one line (``kt-csp board=8x8 leaper=1,2 closed=0 start=a1
end=-``: the CP-SAT model's name, a DIMACS comment) and says what each variable means, so it can
be solved by any solver and its answer turned back into a tour by ``kt-csp decode``
(`kt_csp.files.decoding`). The writers of the formats no engine of kt-csp solves through a
file are here; a format an engine answers through (the SAT engine's DIMACS, a foreign solver's
language) is declared beside that engine. Their table, with suffixes and purposes, is
`kt_csp.files.formats.MODEL_FORMATS`.

Formats
-------
``cpsat``
    The CP-SAT circuit model as a CpModelProto in protobuf's binary encoding (``.pb``).
``cpsat-text``
    The same proto in protobuf's text format (``.pb.txt``), readable and diffable. Variables are
    named ``arc_a1_c2`` (the tour jumps a1 → c2), ``first_a1``, ``last_h8`` (an open tour starts on
    a1, ends on h8).
``graph``
    The leaper's move graph itself in DIMACS graph format (``p edge``, ``.col``): one vertex per
    square (``c vertex 1 a1``), one edge per pair of squares a jump apart. A tour is a Hamiltonian
    path of it (closed: a Hamiltonian cycle), so graph tools can study it; it holds no start,
    end or closing constraint, and there is nothing to decode.
"""

from __future__ import annotations

from dataclasses import replace

from kt_csp.core.instance import Instance
from kt_csp.engines.circuit import arc_bound
from kt_csp.engines.model_file import Model
from kt_csp.runtime.memory import require_memory

__all__ = ["write_cpsat", "write_cpsat_text", "write_graph"]


def write_cpsat_text(posed: Instance, asked: Instance) -> Model:
    """The CP-SAT engine's model as a text CpModelProto, named by the question asked.

    Parameters
    ----------
    posed : Instance
        The question as the engines pose it (`Instance.anchored`): the model built.
    asked : Instance
        The question asked: the model's name (`Instance.tag`), which ``decode`` reads back.

    Returns
    -------
    Model
        The text and the model's size.
    """
    from kt_csp.engines.cpsat import engine as cpsat

    built = cpsat.build_model(posed)
    built.model.name = asked.tag()
    proto = built.model.proto
    return Model((str(proto) + "\n").encode(), len(proto.variables), len(proto.constraints), len(built.arcs))


def write_cpsat(posed: Instance, asked: Instance) -> Model:
    """The same model as `write_cpsat_text`, in protobuf's binary encoding.

    Parameters
    ----------
    posed, asked : Instance
        As for `write_cpsat_text`.

    Returns
    -------
    Model
        The serialized proto (deterministic) and the model's size.
    """
    from google.protobuf import text_format
    from ortools.sat import cp_model_pb2

    text = write_cpsat_text(posed, asked)
    message = text_format.Parse(text.data.decode(), cp_model_pb2.CpModelProto())
    return replace(text, data=message.SerializeToString(deterministic=True))


GRAPH_BYTES_PER_ARC = 120  # an edge as a tuple, then as a line of text


def write_graph(posed: Instance, asked: Instance) -> Model:
    """The leaper's move graph in DIMACS graph format: a vertex per square, an edge per move.

    Parameters
    ----------
    posed, asked : Instance
        As for `write_cpsat_text`; only the board and the leaper are encoded (the comments say
        which parts asked are not).

    Returns
    -------
    Model
        The text, its vertices, edges and directed arcs.

    Raises
    ------
    KtError
        For a graph too large for memory.
    """
    require_memory(arc_bound(posed) * GRAPH_BYTES_PER_ARC, f"the move graph of {posed.board}")
    edges = _edges(posed)
    return Model(_graph(asked, edges).encode(), posed.board.squares, len(edges), 2 * len(edges))


def _edges(instance: Instance) -> list[tuple[int, int]]:
    """The moves, each once, between vertices numbered from 1 along the live squares."""
    board = instance.board
    vertex = {s: k + 1 for k, s in enumerate(board.live.tolist())}
    return [(vertex[u], vertex[v]) for u in vertex for v in sorted(board.neighbours_of(u)) if u < v]


def _graph(instance: Instance, edges: list[tuple[int, int]]) -> str:
    """The graph file's text: the question, what it leaves out, the vertices' squares, the edges."""
    board = instance.board
    asked = sorted(instance.parts() - {"holes", "wrap"})
    lines = [
        f"c {instance.tag()}",
        "c kt-csp move graph: one vertex per square (holes left out), one edge per pair of squares a jump apart;",
        "c a tour is a Hamiltonian path (closed: cycle). Start, end and closing are not encoded"
        + (f", nor the {', '.join(asked)} asked." if asked else "."),
        *(f"c vertex {k + 1} {board.name(s)}" for k, s in enumerate(board.live.tolist())),
        f"p edge {board.squares} {len(edges)}",
        *(f"e {u} {v}" for u, v in edges),
    ]
    return "\n".join(lines) + "\n"
