"""The variant parts of a question, named in one place: each part's name, words, option and forms.

A question (`kt_csp.core.instance.Instance`) is a board, a start and an end square, whether the
tour closes — and any of the *parts* below. Every place that writes or reads a question reads
this registry: the instance's tag, description, JSON (``as_dict``/``from_dict``) and command
line, the library's keywords, the command line's options,
the game's JSON, the study set's file names and the cross-check's reproducers. A part's name is
the `Instance` field or the `Board` field that holds it, its JSON key and its tag key.

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
import re
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from typing import Any, ClassVar, Protocol, TypeVar

from kt_csp.core.board import MOST_DIGITS, Board, Wrap
from kt_csp.errors import InstanceError


class Question(Protocol):
    """What a part is read from and set on: an `Instance` (`kt_csp.core.instance`, which builds
    on this registry), a dataclass with a board and a field for each part not on the board."""

    __dataclass_fields__: ClassVar[dict[str, Any]]

    @property
    def board(self) -> Board: ...


QuestionT = TypeVar("QuestionT", bound=Question)

__all__ = ["PART", "PARTS", "Magic", "Measure", "Part", "Symmetry", "parse_clues", "said"]


class Symmetry(str, enum.Enum):
    """A turn or reflection of the board that a tour's set of moves must be carried onto itself
    by (an open tour's ends may swap, a closed tour may run the other way round)."""

    ROT180 = "rot180"
    ROT90 = "rot90"
    MIRROR = "mirror"

    def image(self, board: Board, square: int) -> int:
        """Where the symmetry carries ``square``: half or quarter turn about the centre, or the
        left-right mirror."""
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


def parse_clues(board: Board, text: str) -> tuple[tuple[int, int], ...]:
    """Clues written ``a1=0,h8=63`` (or separated by spaces) as (square, move) pairs."""
    clues = []
    for word in re.split(r"[\s,]+", text.strip()):
        name, equals, move = word.partition("=")
        if not word:
            continue
        if not equals or not move.isdigit():
            raise InstanceError(f"malformed clue {word[:40]!r}: expected SQUARE=MOVE such as a1=0")
        square = board.parse_square(name)
        if len(move.lstrip("0")) > MOST_DIGITS:  # a number this long is past any board's last move
            said = f"{board.name(square)}={move}"
            raise InstanceError(
                f"the clue {said[:40]}{'…' * (len(said) > 40)} is out of range: "
                f"moves are numbered 0 to {board.squares - 1}"
            )
        if (square, int(move)) in clues:
            raise InstanceError(f"the clue {board.name(square)}={int(move)} is given twice: give each clue once")
        clues.append((square, int(move)))
    if not clues:
        raise InstanceError("the clues name no square: give them as SQUARE=MOVE such as a1=0")
    return tuple(clues)


@dataclass(frozen=True)
class Part(ABC):
    """One variant part: how a question holds it and how each form writes and reads it.

    ``name`` is the field that holds it (on the instance, or on the board where ``on_board``),
    the JSON key and the tag key; ``words`` names questions with it in an answer ("uncrossed
    tours"); ``option`` and ``help`` are the command line's (the engines that answer it are
    theirs to say: `kt_csp.engines.descriptor.Descriptor.parts`); ``kept`` when every turn and mirror of the board carries a question with it onto itself (so
    its tours fall into classes, which ``count --distinct`` finds one tour each). Subclasses say
    how a value is written as text (the tag and the command line), as JSON and as a phrase, and
    read back.
    """

    name: str
    words: str
    option: str
    help: str
    on_board: bool = False
    kept: bool = False

    def value(self, instance: Question) -> Any:
        """The part's value in ``instance``."""
        return getattr(instance.board if self.on_board else instance, self.name)

    def given(self, instance: Question) -> bool:
        """Whether ``instance`` has this part at all."""
        return bool(self.value(instance))

    def text(self, board: Board, value: Any) -> str:
        """The value as the tag and the command line write it."""
        return str(value.value if isinstance(value, enum.Enum) else value)

    @abstractmethod
    def parse(self, board: Board, text: str) -> Any:
        """Inverse of `text`."""

    def to_json(self, board: Board, value: Any) -> object:
        """The value under its key in every JSON answer."""
        return value

    @abstractmethod
    def from_json(self, board: Board, data: object) -> Any:
        """Inverse of `to_json`; anything else raises InstanceError saying what the key holds."""

    def from_keyword(self, board: Board, given: Any) -> Any:
        """The value from the library's keyword (`kt_csp.api.Keywords`): text, or Python values."""
        return self.absent if given is None else self.parse(board, given) if isinstance(given, str) else given

    def words_on_command_line(self, board: Board, value: Any) -> list[str]:
        """The option and its value, as ``kt-csp solve`` takes them."""
        return [self.option, self.text(board, value)]

    def phrase(self, board: Board, value: Any) -> str:
        """What `Instance.describe` adds after the board ("" where the board says it)."""
        return ""

    def stem(self, board: Board, value: Any) -> str:
        """The part in a file name (`kt_csp.files.study_set`): short, and only letters, digits
        and hyphens."""
        return self.name

    @property
    def absent(self) -> Any:
        """The value of a question without the part."""
        return None

    def with_value(self, instance: QuestionT, value: Any) -> QuestionT:
        """``instance`` with the part set to ``value`` (added to what it has, for clues)."""
        if self.on_board:
            return replace(instance, board=replace(instance.board, **{self.name: value}))
        return replace(instance, **{self.name: value})


@dataclass(frozen=True)
class Holes(Part):
    """Squares taken away, which no tour visits (a field of the board)."""

    def text(self, board: Board, value: Any) -> str:
        return ",".join(board.name(h) for h in sorted(value))

    def parse(self, board: Board, text: str) -> frozenset[int]:
        return board.with_holes(text).holes

    def to_json(self, board: Board, value: Any) -> object:
        return [board.name(h) for h in sorted(value)]

    def from_json(self, board: Board, data: object) -> frozenset[int]:
        if not (isinstance(data, list) and all(isinstance(h, str) for h in data)):
            raise InstanceError('\'holes\' is a list of square names such as ["d4", "e4"]')
        return self.parse(board, ",".join(data)) if data else frozenset()

    def from_keyword(self, board: Board, given: Any) -> frozenset[int]:
        if given is None or isinstance(given, str):
            return frozenset() if not given else self.parse(board, given)
        return board.once([_square(board, hole) for hole in given], "holes")

    def stem(self, board: Board, value: Any) -> str:
        return f"holes{len(value)}"

    @property
    def absent(self) -> frozenset[int]:
        return frozenset()

    def with_value(self, instance: QuestionT, value: Any) -> QuestionT:
        board = instance.board
        return replace(instance, board=replace(board, holes=board.holes | frozenset(value)))


@dataclass(frozen=True)
class WrapPart(Part):
    """Joined sides: a cylinder or a torus (a field of the board)."""

    def given(self, instance: Question) -> bool:
        return instance.board.wrap is not Wrap.NONE

    def parse(self, board: Board, text: str) -> Wrap:
        return _choice(Wrap, text, "wrap")

    def to_json(self, board: Board, value: Any) -> object:
        return str(value.value)

    def from_json(self, board: Board, data: object) -> Wrap:
        return _choice(Wrap, data, "wrap")

    def from_keyword(self, board: Board, given: Any) -> Wrap:
        return Wrap.NONE if given is None else _choice(Wrap, given, "wrap")

    def stem(self, board: Board, value: Any) -> str:
        return str(value.value)

    @property
    def absent(self) -> Wrap:
        return Wrap.NONE


@dataclass(frozen=True)
class Clues(Part):
    """Given move numbers, (square, move) pairs counted from 0: the knight's Hidato."""

    def text(self, board: Board, value: Any) -> str:
        return ",".join(f"{board.name(s)}={m}" for s, m in value)

    def parse(self, board: Board, text: str) -> tuple[tuple[int, int], ...]:
        return parse_clues(board, text)

    def to_json(self, board: Board, value: Any) -> object:
        return {board.name(square): move for square, move in value}

    def from_json(self, board: Board, data: object) -> tuple[tuple[int, int], ...]:
        if not (
            isinstance(data, dict)
            and all(isinstance(s, str) and isinstance(m, int) and not isinstance(m, bool) for s, m in data.items())
        ):
            raise InstanceError("'clues' maps square names to move numbers, such as {\"a1\": 0}")
        return self.from_keyword(board, data)

    def from_keyword(self, board: Board, given: Any) -> tuple[tuple[int, int], ...]:
        if given is None or isinstance(given, str):
            return () if not given else parse_clues(board, given)
        clues = []
        for square, move in dict(given).items():
            if isinstance(move, bool) or not isinstance(move, int):
                raise InstanceError(f"a clue is a square and a move number, not {square!r}: {move!r}")
            clues.append((_square(board, square), move))
        return tuple(clues)

    def words_on_command_line(self, board: Board, value: Any) -> list[str]:
        return [word for square, move in value for word in (self.option, f"{board.name(square)}={move}")]

    def phrase(self, board: Board, value: Any) -> str:
        return f"with {len(value)} clue{'s' if len(value) > 1 else ''}"

    def stem(self, board: Board, value: Any) -> str:
        return f"clues{len(value)}"

    @property
    def absent(self) -> tuple[tuple[int, int], ...]:
        return ()

    def with_value(self, instance: QuestionT, value: Any) -> QuestionT:
        return replace(instance, clues=self.value(instance) + tuple(value))


@dataclass(frozen=True)
class Choice(Part):
    """One of an enum's values, or none (``kind`` the enum; ``adjective`` follows the value in a
    description: ``rot90-symmetric``)."""

    kind: type[enum.Enum] = enum.Enum
    adjective: str = ""
    stem_suffix: str = ""  # after the value in a file name: semi-magic

    def parse(self, board: Board, text: str) -> enum.Enum:
        return _choice(self.kind, text, self.name)

    def to_json(self, board: Board, value: Any) -> object:
        return None if value is None else value.value

    def from_json(self, board: Board, data: object) -> enum.Enum | None:
        return None if data is None else _choice(self.kind, data, self.name)

    def phrase(self, board: Board, value: Any) -> str:
        return f"{value.value}-{self.adjective}"

    def stem(self, board: Board, value: Any) -> str:
        return f"{value.value}{self.stem_suffix}"


@dataclass(frozen=True)
class Goal(Choice):
    """A measure to make least: ``with the fewest crossings``."""

    def phrase(self, board: Board, value: Any) -> str:
        return f"with the fewest {value.value}"

    def stem(self, board: Board, value: Any) -> str:
        return f"fewest-{value.value}"


@dataclass(frozen=True)
class Switch(Part):
    """A yes-or-no part, written as its bare name in a tag and its option alone on the command
    line; ``adjective`` comes before the tour's kind in a description (``uncrossed closed tour``)."""

    adjective: str = ""

    def text(self, board: Board, value: Any) -> str:
        return ""

    def parse(self, board: Board, text: str) -> bool:
        return True

    def from_json(self, board: Board, data: object) -> bool:
        if not isinstance(data, bool):
            raise InstanceError(f"'{self.name}' is true or false")
        return data

    def from_keyword(self, board: Board, given: Any) -> bool:
        return bool(given)

    def words_on_command_line(self, board: Board, value: Any) -> list[str]:
        return [self.option]

    @property
    def absent(self) -> bool:
        return False


ChoiceT = TypeVar("ChoiceT", bound=enum.Enum)


def _choice(kind: type[ChoiceT], value: object, name: str) -> ChoiceT:
    try:
        return kind(value)
    except ValueError:
        raise InstanceError(
            f"unknown {name} {str(value)[:40]!r}: choose {_either([str(k.value) for k in kind])}"
        ) from None


def _either(choices: list[str]) -> str:
    """``a, b or c``."""
    return " or ".join([", ".join(choices[:-1]), choices[-1]] if len(choices) > 1 else choices)


def _square(board: Board, square: object) -> int:
    """A square given as an index or a name."""
    if isinstance(square, str):
        return board.parse_square(square)
    if isinstance(square, bool) or not isinstance(square, int) or not 0 <= square < board.size:
        raise InstanceError(f"{square!r} is not a square of the {board} board")
    return square


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

    >>> said(["magic", "longest"])
    'magic tours and the longest path'
    """
    return " and ".join(PART[name].words for name in kinds)
