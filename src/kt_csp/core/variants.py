"""The variant parts of a question, named in one place: each part's name, words, option and forms.

A question (`kt_csp.core.instance.Instance`) is a board, a start and an end square, whether the
tour closes — and any of the *parts* below. Every place that writes or reads a question reads
this registry: the instance's tag, description, JSON (``as_dict``/``from_dict``) and command
line, the library's keywords, the command line's options,
the game's JSON, the study set's file names and the cross-check's reproducers. A part's name is
the `Instance` field or the `Board` field that holds it, its JSON key and its tag key. What a
part is, and the kinds of part that write and read each form, are `kt_csp.core.part` and
`kt_csp.core.part_kinds` (kept apart so that each module stays a size a reader can hold).

Adding a variant is: an entry here (and its field on `Instance`), its model builders (CP-SAT
and SAT) and its check in the verifier (the contributor's guide, docs/contributing.md, walks
through one).

>>> [part.name for part in PARTS]
['holes', 'wrap', 'clues', 'symmetry', 'magic', 'uncrossed', 'longest', 'minimize']
>>> PART["uncrossed"].option, PART["uncrossed"].words
('--uncrossed', 'uncrossed tours')
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping

from kt_csp.core.board import Board
from kt_csp.core.part import Part
from kt_csp.core.part_kinds import Choice, Clues, Goal, Holes, Switch, WrapPart, parse_clues

__all__ = [
    "PART",
    "PARTS",
    "Choice",
    "Clues",
    "Goal",
    "Holes",
    "Magic",
    "Measure",
    "Part",
    "Switch",
    "Symmetry",
    "WrapPart",
    "parse_clues",
    "said",
]


class Symmetry(str, enum.Enum):
    """A turn or reflection of the board that a tour's set of moves must be carried onto itself
    by (an open tour's ends may swap, a closed tour may run the other way round)."""

    ROT180 = "rot180"
    ROT90 = "rot90"
    MIRROR = "mirror"

    def image(self, board: Board, square: int) -> int:
        """Where the symmetry carries ``square``: half or quarter turn about the centre, or the
        left-right mirror.

        Parameters
        ----------
        board
            The board it carries onto itself (a square one, for a quarter turn).
        square
            A square's index.

        Returns
        -------
        int
            The index of the square it is carried to.
        """
        row, col = board.coords(square)
        if self is Symmetry.ROT180:
            return board.square(board.rows - 1 - row, board.cols - 1 - col)
        if self is Symmetry.ROT90:
            return board.square(col, board.rows - 1 - row)
        return board.square(row, board.cols - 1 - col)


class Magic(str, enum.Enum):
    """Move numbers (from 1) summing alike: every rank and every file (semi), and on a square
    board the two long diagonals too (full)."""

    SEMI = "semi"
    FULL = "full"


class Measure(str, enum.Enum):
    """What a tour with the fewest of it is asked for (``--minimize``): pairs of its moves that
    cross as segments between square centres, or squares where its jump changes direction (a
    closed tour's start too; an open tour's ends are no turns)."""

    CROSSINGS = "crossings"
    TURNS = "turns"


PARTS: tuple[Part, ...] = (
    Holes(
        "holes",
        "boards with holes",
        "--holes",
        "Squares taken away, which no tour visits: d4,e4,d5,e5.",
        on_board=True,
    ),
    WrapPart(
        "wrap",
        "wrapped boards",
        "--wrap",
        "Join the board's sides: cylinder (files wrap) or torus (ranks too).",
        on_board=True,
    ),
    Clues(
        "clues",
        "clues",
        "--clue",
        "A given move number, SQUARE=MOVE from 0: a1=0 (repeat the option for more).",
    ),
    Choice(
        "symmetry",
        "symmetric tours",
        "--symmetry",
        "A tour whose moves this turn or mirror carries onto themselves (cpsat, sat).",
        kind=Symmetry,
        adjective="symmetric",
    ),
    Choice(
        "magic",
        "magic tours",
        "--magic",
        "Move numbers from 1 summing alike: semi (ranks and files), full (and the long diagonals) (cpsat).",
        kind=Magic,
        adjective="magic",
        stem_suffix="-magic",
        kept=True,  # (a rank's sum onto a rank's or a file's, a long diagonal onto a long diagonal)
    ),
    Switch(
        "uncrossed",
        "uncrossed tours",
        "--uncrossed",
        "No two moves cross as segments between square centres (cpsat, sat; frontier for the longest path).",
        adjective="uncrossed",
        kept=True,  # (two moves that cross onto two that cross)
    ),
    Switch(
        "longest",
        "the longest path",
        "--longest",
        "The path (or, --closed, cycle) with the most moves, not every square visited (cpsat; optimal or "
        "feasible, with a bound; frontier, uncrossed, proved).",
        adjective="longest",
    ),
    Goal(
        "minimize",
        "tours with the fewest crossings or turns",
        "--minimize",
        "The tour with the fewest crossings (pairs of its moves that cross) or turns (squares where its "
        "jump changes direction) (cpsat; optimal or feasible, with a bound).",
        kind=Measure,
    ),
)
PART: Mapping[str, Part] = {part.name: part for part in PARTS}


def said(kinds: Iterable[str]) -> str:
    """Parts' words for an answer: ``magic tours and the longest path``.

    Parameters
    ----------
    kinds
        Parts' names (keys of `PART`).

    Returns
    -------
    str
        Their ``words``, joined by ``and``.

    Examples
    --------
    >>> said(["magic", "longest"])
    'magic tours and the longest path'
    """
    return " and ".join(PART[name].words for name in kinds)
