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


def parse_clues(board: Board, text: str) -> tuple[tuple[int, int], ...]:
    """Clues written ``a1=0,h8=63`` (or separated by spaces) as (square, move) pairs.

    Parameters
    ----------
    board
        The board whose squares they name.
    text
        The clues, each ``SQUARE=MOVE`` with the move counted from 0.

    Returns
    -------
    tuple of (int, int)
        (square index, move) pairs, in the order written.

    Raises
    ------
    InstanceError
        A malformed clue, a move number longer than any board's last, a clue given twice, or
        none at all.
    SquareError
        A square name that is malformed or off the board.
    """
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
        """The part's value in ``instance``.

        Parameters
        ----------
        instance
            The question (an `Instance`).

        Returns
        -------
        Any
            What its field holds (the board's, where ``on_board``): `absent` where it has no part.
        """
        return getattr(instance.board if self.on_board else instance, self.name)

    def given(self, instance: Question) -> bool:
        """Whether ``instance`` has this part at all.

        Parameters
        ----------
        instance
            The question.

        Returns
        -------
        bool
            True when its value is set: not empty, None or False, as `absent` is.
        """
        return bool(self.value(instance))

    def text(self, board: Board, value: Any) -> str:
        """The value as the tag and the command line write it.

        Parameters
        ----------
        board
            The question's board.
        value
            The part's value (as `value` gives it).

        Returns
        -------
        str
            The text `parse` reads back: an enum's value, else ``str(value)``.
        """
        return str(value.value if isinstance(value, enum.Enum) else value)

    @abstractmethod
    def parse(self, board: Board, text: str) -> Any:
        """Inverse of `text`.

        Parameters
        ----------
        board
            The question's board.
        text
            The value as the tag or the command line writes it.

        Returns
        -------
        Any
            The part's value.

        Raises
        ------
        KtError
            Text that is no value of the part (the message says what it takes).
        """

    def to_json(self, board: Board, value: Any) -> object:
        """The value under its key in every JSON answer.

        Parameters
        ----------
        board
            The question's board.
        value
            The part's value (as `value` gives it).

        Returns
        -------
        object
            A JSON value that `from_json` reads back.
        """
        return value

    @abstractmethod
    def from_json(self, board: Board, data: object) -> Any:
        """Inverse of `to_json`; anything else raises InstanceError saying what the key holds.

        Parameters
        ----------
        board
            The question's board.
        data
            What the part's key holds in a JSON question.

        Returns
        -------
        Any
            The part's value.

        Raises
        ------
        KtError
            ``data`` of another shape (`InstanceError`), or naming a square the board lacks.
        """

    def from_keyword(self, board: Board, given: Any) -> Any:
        """The value from the library's keyword (`kt_csp.api.Keywords`): text, or Python values.

        Parameters
        ----------
        board
            The question's board.
        given
            None (the part absent), text as the command line writes it, or the value itself.

        Returns
        -------
        Any
            The part's value: `absent` for None, `parse` of text, else ``given`` as it is.

        Raises
        ------
        KtError
            Text that `parse` refuses.
        """
        return self.absent if given is None else self.parse(board, given) if isinstance(given, str) else given

    def words_on_command_line(self, board: Board, value: Any) -> list[str]:
        """The option and its value, as ``kt-csp solve`` takes them.

        Parameters
        ----------
        board
            The question's board.
        value
            The part's value (as `value` gives it).

        Returns
        -------
        list of str
            ``[option, text]``.
        """
        return [self.option, self.text(board, value)]

    def phrase(self, board: Board, value: Any) -> str:
        """What `Instance.describe` adds after the board ("" where the board says it).

        Parameters
        ----------
        board
            The question's board.
        value
            The part's value (as `value` gives it).

        Returns
        -------
        str
            The words, or "".
        """
        return ""

    def stem(self, board: Board, value: Any) -> str:
        """The part in a file name (`kt_csp.files.study_set`): short, and only letters, digits
        and hyphens.

        Parameters
        ----------
        board
            The question's board.
        value
            The part's value (as `value` gives it).

        Returns
        -------
        str
            The part's name, where a subclass says no more.
        """
        return self.name

    @property
    def absent(self) -> Any:
        """The value of a question without the part."""
        return None

    def with_value(self, instance: QuestionT, value: Any) -> QuestionT:
        """``instance`` with the part set to ``value`` (added to what it has, for clues).

        Parameters
        ----------
        instance
            The question.
        value
            The part's value.

        Returns
        -------
        Question
            A copy of ``instance`` (of its type) with the part set, on its board where ``on_board``.
        """
        if self.on_board:
            return replace(instance, board=replace(instance.board, **{self.name: value}))
        return replace(instance, **{self.name: value})


@dataclass(frozen=True)
class Holes(Part):
    """Squares taken away, which no tour visits (a field of the board)."""

    def text(self, board: Board, value: Any) -> str:
        """The holes' names, by square and joined by commas: ``d4,e4``.

        Parameters
        ----------
        board
            The question's board.
        value
            The holes' square indices.

        Returns
        -------
        str
            The names.
        """
        return ",".join(board.name(h) for h in sorted(value))

    def parse(self, board: Board, text: str) -> frozenset[int]:
        """The holes that ``text`` names (``d4,e4``), as `Board.with_holes` reads them.

        Parameters
        ----------
        board
            The question's board.
        text
            Square names separated by commas or spaces.

        Returns
        -------
        frozenset of int
            The holes' square indices (the board's own holes among them).

        Raises
        ------
        KtError
            A name `Board.with_holes` refuses (`SquareError`), or every square a hole (`BoardError`).
        """
        return board.with_holes(text).holes

    def to_json(self, board: Board, value: Any) -> object:
        """The holes as a JSON list of names, by square: ``["d4", "e4"]``.

        Parameters
        ----------
        board
            The question's board.
        value
            The holes' square indices.

        Returns
        -------
        object
            A list of square names.
        """
        return [board.name(h) for h in sorted(value)]

    def from_json(self, board: Board, data: object) -> frozenset[int]:
        """The holes from a JSON list of square names (empty: none).

        Parameters
        ----------
        board
            The question's board.
        data
            What the ``holes`` key holds.

        Returns
        -------
        frozenset of int
            The holes' square indices.

        Raises
        ------
        InstanceError
            ``data`` is not a list of strings.
        KtError
            Names that `parse` refuses.
        """
        if not (isinstance(data, list) and all(isinstance(h, str) for h in data)):
            raise InstanceError('\'holes\' is a list of square names such as ["d4", "e4"]')
        return self.parse(board, ",".join(data)) if data else frozenset()

    def from_keyword(self, board: Board, given: Any) -> frozenset[int]:
        """The holes from the library's keyword: text (``"d4,e4"``), or square names and indices.

        Parameters
        ----------
        board
            The question's board.
        given
            None or "" (no holes), text, or an iterable of square names and indices.

        Returns
        -------
        frozenset of int
            The holes' square indices.

        Raises
        ------
        KtError
            A square that is not the board's, or one named twice.
        """
        if given is None or isinstance(given, str):
            return frozenset() if not given else self.parse(board, given)
        return board.once([_square(board, hole) for hole in given], "holes")

    def stem(self, board: Board, value: Any) -> str:
        """``holes`` and how many: ``holes4``.

        Parameters
        ----------
        board
            The question's board.
        value
            The holes' square indices.

        Returns
        -------
        str
            The stem.
        """
        return f"holes{len(value)}"

    @property
    def absent(self) -> frozenset[int]:
        return frozenset()

    def with_value(self, instance: QuestionT, value: Any) -> QuestionT:
        """``instance`` with the holes ``value`` added to its board's.

        Parameters
        ----------
        instance
            The question.
        value
            Square indices.

        Returns
        -------
        Question
            A copy of ``instance`` on a board with those holes too.
        """
        board = instance.board
        return replace(instance, board=replace(board, holes=board.holes | frozenset(value)))


@dataclass(frozen=True)
class WrapPart(Part):
    """Joined sides: a cylinder or a torus (a field of the board)."""

    def given(self, instance: Question) -> bool:
        """Whether ``instance``'s board wraps (a cylinder or a torus).

        Parameters
        ----------
        instance
            The question.

        Returns
        -------
        bool
            True unless its wrap is `Wrap.NONE`.
        """
        return instance.board.wrap is not Wrap.NONE

    def parse(self, board: Board, text: str) -> Wrap:
        """The wrap named by ``text``: ``none``, ``cylinder`` or ``torus``.

        Parameters
        ----------
        board
            The question's board.
        text
            The wrap's name.

        Returns
        -------
        Wrap
            The wrap.

        Raises
        ------
        InstanceError
            An unknown name (the message lists the known ones).
        """
        return _choice(Wrap, text, "wrap")

    def to_json(self, board: Board, value: Any) -> object:
        """The wrap's name, as JSON gives it.

        Parameters
        ----------
        board
            The question's board.
        value
            A `Wrap`.

        Returns
        -------
        object
            Its name, such as ``"torus"``.
        """
        return str(value.value)

    def from_json(self, board: Board, data: object) -> Wrap:
        """The wrap from its name in JSON.

        Parameters
        ----------
        board
            The question's board.
        data
            What the ``wrap`` key holds.

        Returns
        -------
        Wrap
            The wrap.

        Raises
        ------
        InstanceError
            Anything but a wrap's name.
        """
        return _choice(Wrap, data, "wrap")

    def from_keyword(self, board: Board, given: Any) -> Wrap:
        """The wrap from the library's keyword: a `Wrap`, or its name.

        Parameters
        ----------
        board
            The question's board.
        given
            None (no wrap), a `Wrap` or its name.

        Returns
        -------
        Wrap
            The wrap (`Wrap.NONE` for None).

        Raises
        ------
        InstanceError
            Anything but a wrap or its name.
        """
        return Wrap.NONE if given is None else _choice(Wrap, given, "wrap")

    def stem(self, board: Board, value: Any) -> str:
        """The wrap's name: ``cylinder`` or ``torus``.

        Parameters
        ----------
        board
            The question's board.
        value
            A `Wrap`.

        Returns
        -------
        str
            The stem.
        """
        return str(value.value)

    @property
    def absent(self) -> Wrap:
        return Wrap.NONE


@dataclass(frozen=True)
class Clues(Part):
    """Given move numbers, (square, move) pairs counted from 0: the knight's Hidato."""

    def text(self, board: Board, value: Any) -> str:
        """The clues as ``a1=0,h8=63``, in the order held.

        Parameters
        ----------
        board
            The question's board.
        value
            (square index, move) pairs.

        Returns
        -------
        str
            The text `parse_clues` reads.
        """
        return ",".join(f"{board.name(s)}={m}" for s, m in value)

    def parse(self, board: Board, text: str) -> tuple[tuple[int, int], ...]:
        """The clues written in ``text``, as `parse_clues` reads them.

        Parameters
        ----------
        board
            The question's board.
        text
            ``SQUARE=MOVE`` words, separated by commas or spaces.

        Returns
        -------
        tuple of (int, int)
            (square index, move) pairs.

        Raises
        ------
        KtError
            As `parse_clues`.
        """
        return parse_clues(board, text)

    def to_json(self, board: Board, value: Any) -> object:
        """The clues as a JSON object of square names to move numbers: ``{"a1": 0}``.

        Parameters
        ----------
        board
            The question's board.
        value
            (square index, move) pairs.

        Returns
        -------
        object
            A dict of names to moves.
        """
        return {board.name(square): move for square, move in value}

    def from_json(self, board: Board, data: object) -> tuple[tuple[int, int], ...]:
        """The clues from a JSON object of square names to move numbers.

        Parameters
        ----------
        board
            The question's board.
        data
            What the ``clues`` key holds.

        Returns
        -------
        tuple of (int, int)
            (square index, move) pairs, in the object's order.

        Raises
        ------
        InstanceError
            ``data`` is not an object of names to integers.
        SquareError
            A name that is malformed or off the board.
        """
        if not (
            isinstance(data, dict)
            and all(isinstance(s, str) and isinstance(m, int) and not isinstance(m, bool) for s, m in data.items())
        ):
            raise InstanceError("'clues' maps square names to move numbers, such as {\"a1\": 0}")
        return self.from_keyword(board, data)

    def from_keyword(self, board: Board, given: Any) -> tuple[tuple[int, int], ...]:
        """The clues from the library's keyword: text (``"a1=0,h8=63"``), or a mapping of squares
        (names or indices) to move numbers.

        Parameters
        ----------
        board
            The question's board.
        given
            None or "" (no clues), text, or the mapping.

        Returns
        -------
        tuple of (int, int)
            (square index, move) pairs.

        Raises
        ------
        KtError
            A malformed clue, a move that is not an integer, or a square that is not the board's.
        """
        if given is None or isinstance(given, str):
            return () if not given else parse_clues(board, given)
        clues = []
        for square, move in dict(given).items():
            if isinstance(move, bool) or not isinstance(move, int):
                raise InstanceError(f"a clue is a square and a move number, not {square!r}: {move!r}")
            clues.append((_square(board, square), move))
        return tuple(clues)

    def words_on_command_line(self, board: Board, value: Any) -> list[str]:
        """The option once for each clue: ``--clue a1=0 --clue h8=63``.

        Parameters
        ----------
        board
            The question's board.
        value
            (square index, move) pairs.

        Returns
        -------
        list of str
            The words.
        """
        return [word for square, move in value for word in (self.option, f"{board.name(square)}={move}")]

    def phrase(self, board: Board, value: Any) -> str:
        """How many clues, for a description: ``with 2 clues``.

        Parameters
        ----------
        board
            The question's board.
        value
            (square index, move) pairs.

        Returns
        -------
        str
            The phrase.
        """
        return f"with {len(value)} clue{'s' if len(value) > 1 else ''}"

    def stem(self, board: Board, value: Any) -> str:
        """``clues`` and how many: ``clues2``.

        Parameters
        ----------
        board
            The question's board.
        value
            (square index, move) pairs.

        Returns
        -------
        str
            The stem.
        """
        return f"clues{len(value)}"

    @property
    def absent(self) -> tuple[tuple[int, int], ...]:
        return ()

    def with_value(self, instance: QuestionT, value: Any) -> QuestionT:
        """``instance`` with the clues ``value`` after its own.

        Parameters
        ----------
        instance
            The question.
        value
            (square index, move) pairs.

        Returns
        -------
        Question
            A copy of ``instance`` with the clues added.
        """
        return replace(instance, clues=self.value(instance) + tuple(value))


@dataclass(frozen=True)
class Choice(Part):
    """One of an enum's values, or none (``kind`` the enum; ``adjective`` follows the value in a
    description: ``rot90-symmetric``)."""

    kind: type[enum.Enum] = enum.Enum
    adjective: str = ""
    stem_suffix: str = ""  # after the value in a file name: semi-magic

    def parse(self, board: Board, text: str) -> enum.Enum:
        """The value of ``kind`` that ``text`` names.

        Parameters
        ----------
        board
            The question's board.
        text
            A value's name, such as ``rot90``.

        Returns
        -------
        enum.Enum
            The value.

        Raises
        ------
        InstanceError
            An unknown name (the message lists the known ones).
        """
        return _choice(self.kind, text, self.name)

    def to_json(self, board: Board, value: Any) -> object:
        """The value's name as JSON gives it, or null for none.

        Parameters
        ----------
        board
            The question's board.
        value
            A value of ``kind``, or None.

        Returns
        -------
        object
            Its name, or None.
        """
        return None if value is None else value.value

    def from_json(self, board: Board, data: object) -> enum.Enum | None:
        """The value from its name in JSON, or None for null.

        Parameters
        ----------
        board
            The question's board.
        data
            What the part's key holds.

        Returns
        -------
        enum.Enum or None
            The value.

        Raises
        ------
        InstanceError
            Anything but a value's name or null.
        """
        return None if data is None else _choice(self.kind, data, self.name)

    def phrase(self, board: Board, value: Any) -> str:
        """The value and ``adjective``, for a description: ``rot90-symmetric``.

        Parameters
        ----------
        board
            The question's board.
        value
            A value of ``kind``.

        Returns
        -------
        str
            The phrase.
        """
        return f"{value.value}-{self.adjective}"

    def stem(self, board: Board, value: Any) -> str:
        """The value and ``stem_suffix``: ``rot90``, ``semi-magic``.

        Parameters
        ----------
        board
            The question's board.
        value
            A value of ``kind``.

        Returns
        -------
        str
            The stem.
        """
        return f"{value.value}{self.stem_suffix}"


@dataclass(frozen=True)
class Goal(Choice):
    """A measure to make least: ``with the fewest crossings``."""

    def phrase(self, board: Board, value: Any) -> str:
        """The measure made least, for a description: ``with the fewest crossings``.

        Parameters
        ----------
        board
            The question's board.
        value
            A `Measure`.

        Returns
        -------
        str
            The phrase.
        """
        return f"with the fewest {value.value}"

    def stem(self, board: Board, value: Any) -> str:
        """``fewest-`` and the measure: ``fewest-turns``.

        Parameters
        ----------
        board
            The question's board.
        value
            A `Measure`.

        Returns
        -------
        str
            The stem.
        """
        return f"fewest-{value.value}"


@dataclass(frozen=True)
class Switch(Part):
    """A yes-or-no part, written as its bare name in a tag and its option alone on the command
    line; ``adjective`` comes before the tour's kind in a description (``uncrossed closed tour``)."""

    adjective: str = ""

    def text(self, board: Board, value: Any) -> str:
        """Nothing: a tag writes a switch as its bare name.

        Parameters
        ----------
        board
            The question's board.
        value
            True.

        Returns
        -------
        str
            "".
        """
        return ""

    def parse(self, board: Board, text: str) -> bool:
        """On: a switch written at all is on.

        Parameters
        ----------
        board
            The question's board.
        text
            What follows its name (nothing).

        Returns
        -------
        bool
            True.
        """
        return True

    def from_json(self, board: Board, data: object) -> bool:
        """The switch from JSON's true or false.

        Parameters
        ----------
        board
            The question's board.
        data
            What the part's key holds.

        Returns
        -------
        bool
            ``data``.

        Raises
        ------
        InstanceError
            Anything but a bool.
        """
        if not isinstance(data, bool):
            raise InstanceError(f"'{self.name}' is true or false")
        return data

    def from_keyword(self, board: Board, given: Any) -> bool:
        """The switch from the library's keyword: on when ``given`` is true.

        Parameters
        ----------
        board
            The question's board.
        given
            None (off), or a truth value.

        Returns
        -------
        bool
            ``bool(given)``.
        """
        return bool(given)

    def words_on_command_line(self, board: Board, value: Any) -> list[str]:
        """The option alone: ``--uncrossed``.

        Parameters
        ----------
        board
            The question's board.
        value
            True.

        Returns
        -------
        list of str
            ``[option]``.
        """
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
