"""Base blocks: small closed tours with fixed moves, from which huge closed tours are built.

`kt_csp.engines.construct.build` tiles a board with blocks of 5 to 10 rows and columns and joins their closed
tours into one. Two neighbouring blocks are joined by exchanging one move of each for two moves
between them, so every block's tour must hold the moves the joins will exchange:

- a block joined to the block on its left gives up (1,1)–(3,0), in (row, col) from its own
  corner a1; the left block gives up its corner move (0, w−1)–(2, w−2);
- a block joined to the block below it gives up (1,1)–(0,3); the lower block gives up its corner
  move (h−1, 0)–(h−2, 2).

Corner squares have only two moves, so every closed tour holds the corner moves; the two moves
at (1,1) are the *structure* every base tour is built to contain. The tours are found by our own
CP-SAT engine (its circuit model with the structural moves added as constraints), shipped as
package data (``data/blocks.json``) and regenerated and verified by the tests.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources

from kt_csp.core.board import Board
from kt_csp.core.instance import Instance
from kt_csp.engines.circuit import tour_from_arcs

__all__ = [
    "BLOCK_SHAPES",
    "EVEN_SIDES",
    "ODD_SIDES",
    "PATH_SHAPES",
    "STRUCTURE",
    "block_paths",
    "block_tours",
    "corner_moves",
    "find_block_tour",
    "generate_blocks",
]

EVEN_SIDES = (6, 8, 10)  # every even side ≥ 6 is a sum of these
ODD_SIDES = (5, 7, 9)  # with one of these, every odd side ≥ 5
BLOCK_SHAPES = tuple((h, w) for h in EVEN_SIDES + ODD_SIDES for w in EVEN_SIDES + ODD_SIDES if h % 2 == 0 or w % 2 == 0)
PATH_SHAPES = tuple((h, w) for h in ODD_SIDES for w in ODD_SIDES)
STRUCTURE = (((1, 1), (3, 0)), ((1, 1), (0, 3)))  # the moves the joins with the left and below take
DATA = "blocks.json"


def corner_moves(rows: int, cols: int) -> tuple[tuple[tuple[int, int], tuple[int, int]], ...]:
    """The corner moves a block gives up to the joins on its right and above.

    Parameters
    ----------
    rows, cols
        The block's size.

    Returns
    -------
    tuple of two moves
        Each move as its two squares' (rank, file).
    """
    return (((0, cols - 1), (2, cols - 2)), ((rows - 1, 0), (rows - 2, 2)))


def find_block_tour(rows: int, cols: int, closed: bool = True, seed: int = 0) -> list[int]:
    """A structured tour of rows×cols found by CP-SAT (deterministic: one worker, a fixed seed).

    Closed: holding the structural moves. Open (for the corner block of a board with both sides
    odd, which has no closed tour): from a1, holding the two corner moves its joins take, which
    an open tour need not hold by itself.

    Parameters
    ----------
    rows, cols
        The block's size.
    closed
        A closed tour holding the structural moves; else open from a1, holding the corner moves.
    seed
        CP-SAT's seed.

    Returns
    -------
    list of int
        The tour, as square indices of the block.

    Raises
    ------
    RuntimeError
        CP-SAT found no such tour.
    """

    from kt_csp.engines.cpsat.model import build_model
    from kt_csp.engines.cpsat.runner import solved_once

    board = Board(rows, cols)
    instance = Instance(board, start=0, closed=closed)
    built = build_model(instance)
    for (r1, c1), (r2, c2) in STRUCTURE if closed else corner_moves(rows, cols):
        u, v = r1 * cols + c1, r2 * cols + c2
        built.model.add_bool_or([built.arcs[u, v], built.arcs[v, u]])
    solver = solved_once(built.model, seed=seed)
    if solver is None:
        raise RuntimeError(f"no structured tour on {board}")
    return tour_from_arcs(instance, {arc for arc, lit in built.arcs.items() if solver.boolean_value(lit)})


def generate_blocks() -> dict[str, list[int]]:
    """Every base block's tour, by shape: ``"6x8"`` closed, ``"open 5x7"`` open from a1 — what
    ``data/blocks.json`` holds."""
    tours = {f"{h}x{w}": find_block_tour(h, w) for h, w in BLOCK_SHAPES}
    tours.update({f"open {h}x{w}": find_block_tour(h, w, closed=False) for h, w in PATH_SHAPES})
    return tours


@cache
def _shipped() -> dict[str, list[int]]:
    shipped: dict[str, list[int]] = json.loads(
        resources.files("kt_csp.engines.construct").joinpath(DATA).read_text(encoding="utf-8")
    )
    return shipped


def block_tours() -> dict[tuple[int, int], list[int]]:
    """The shipped closed base tours, by (rows, cols)."""
    return {_shape(key): tour for key, tour in _shipped().items() if not key.startswith("open ")}


def block_paths() -> dict[tuple[int, int], list[int]]:
    """The shipped open base tours (from a1, odd by odd), by (rows, cols)."""
    return {_shape(key[5:]): tour for key, tour in _shipped().items() if key.startswith("open ")}


def _shape(text: str) -> tuple[int, int]:
    rows, cols = text.split("x")
    return int(rows), int(cols)


if __name__ == "__main__":  # regenerate the package data: python -m kt_csp.engines.construct.blocks
    print(json.dumps(generate_blocks(), separators=(",", ":")))
