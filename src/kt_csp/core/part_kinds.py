"""The kinds of variant part (`kt_csp.core.part.Part`): holes and a wrap (fields of the board),
clues, a choice of an enum's values, a goal to make least, and a yes-or-no switch. Each says how
its value is written as text, as JSON, as a phrase and in a file name, and read back; the parts
themselves are named in `kt_csp.core.variants`.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass, replace
from typing import Any, TypeVar

from kt_csp.core.board import MOST_DIGITS, Board, Wrap
from kt_csp.core.part import Part, Question, QuestionT
from kt_csp.errors import InstanceError

__all__ = ["Choice", "Clues", "Goal", "Holes", "Switch", "WrapPart", "parse_clues"]


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
class Holes(Part):
    """Squares taken away, which no tour visits (a field of the board)."""

    def text(self, board: Board, value: Any) -> str:
        """The holes' names, by square and joined by commas: ``d4,e4``.

        Parameters
        ----------
        board, value
            As in `Part.text`.
        """
        return ",".join(board.name(h) for h in sorted(value))

    def parse(self, board: Board, text: str) -> frozenset[int]:
        """The holes that ``text`` names (``d4,e4``), as `Board.with_holes` reads them.

        Parameters
        ----------
        board, text
            As in `Part.parse`.

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
        board, value
            As in `Part.to_json`.
        """
        return [board.name(h) for h in sorted(value)]

    def from_json(self, board: Board, data: object) -> frozenset[int]:
        """The holes from a JSON list of square names (empty: none).

        Parameters
        ----------
        board, data
            As in `Part.from_json`.

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
        board, given
            As in `Part.from_keyword`.

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
        board, value
            As in `Part.stem`.
        """
        return f"holes{len(value)}"

    @property
    def absent(self) -> frozenset[int]:
        return frozenset()

    def with_value(self, instance: QuestionT, value: Any) -> QuestionT:
        """``instance`` with the holes ``value`` added to its board's.

        Parameters
        ----------
        instance, value
            As in `Part.with_value`.
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
            As in `Part.given`.
        """
        return instance.board.wrap is not Wrap.NONE

    def parse(self, board: Board, text: str) -> Wrap:
        """The wrap named by ``text``: ``none``, ``cylinder`` or ``torus``.

        Parameters
        ----------
        board, text
            As in `Part.parse`.

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
        board, value
            As in `Part.to_json`.
        """
        return str(value.value)

    def from_json(self, board: Board, data: object) -> Wrap:
        """The wrap from its name in JSON.

        Parameters
        ----------
        board, data
            As in `Part.from_json`.

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
        board, given
            As in `Part.from_keyword`.

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
        board, value
            As in `Part.stem`.
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
        board, value
            As in `Part.text`.
        """
        return ",".join(f"{board.name(s)}={m}" for s, m in value)

    def parse(self, board: Board, text: str) -> tuple[tuple[int, int], ...]:
        """The clues written in ``text``, as `parse_clues` reads them.

        Parameters
        ----------
        board, text
            As in `Part.parse`.

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
        board, value
            As in `Part.to_json`.
        """
        return {board.name(square): move for square, move in value}

    def from_json(self, board: Board, data: object) -> tuple[tuple[int, int], ...]:
        """The clues from a JSON object of square names to move numbers.

        Parameters
        ----------
        board, data
            As in `Part.from_json`.

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
        board, given
            As in `Part.from_keyword`.

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
        board, value
            As in `Part.words_on_command_line`.
        """
        return [word for square, move in value for word in (self.option, f"{board.name(square)}={move}")]

    def phrase(self, board: Board, value: Any) -> str:
        """How many clues, for a description: ``with 2 clues``.

        Parameters
        ----------
        board, value
            As in `Part.phrase`.
        """
        return f"with {len(value)} clue{'s' if len(value) > 1 else ''}"

    def stem(self, board: Board, value: Any) -> str:
        """``clues`` and how many: ``clues2``.

        Parameters
        ----------
        board, value
            As in `Part.stem`.
        """
        return f"clues{len(value)}"

    @property
    def absent(self) -> tuple[tuple[int, int], ...]:
        return ()

    def with_value(self, instance: QuestionT, value: Any) -> QuestionT:
        """``instance`` with the clues ``value`` after its own.

        Parameters
        ----------
        instance, value
            As in `Part.with_value`.
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
        board, text
            As in `Part.parse`.

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
        board, value
            As in `Part.to_json`.
        """
        return None if value is None else value.value

    def from_json(self, board: Board, data: object) -> enum.Enum | None:
        """The value from its name in JSON, or None for null.

        Parameters
        ----------
        board, data
            As in `Part.from_json`.

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
        board, value
            As in `Part.phrase`.
        """
        return f"{value.value}-{self.adjective}"

    def stem(self, board: Board, value: Any) -> str:
        """The value and ``stem_suffix``: ``rot90``, ``semi-magic``.

        Parameters
        ----------
        board, value
            As in `Part.stem`.
        """
        return f"{value.value}{self.stem_suffix}"


@dataclass(frozen=True)
class Goal(Choice):
    """A measure to make least: ``with the fewest crossings``."""

    def phrase(self, board: Board, value: Any) -> str:
        """The measure made least, for a description: ``with the fewest crossings``.

        Parameters
        ----------
        board, value
            As in `Part.phrase`.
        """
        return f"with the fewest {value.value}"

    def stem(self, board: Board, value: Any) -> str:
        """``fewest-`` and the measure: ``fewest-turns``.

        Parameters
        ----------
        board, value
            As in `Part.stem`.
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
        board, value
            As in `Part.text`.
        """
        return ""

    def parse(self, board: Board, text: str) -> bool:
        """On: a switch written at all is on.

        Parameters
        ----------
        board, text
            As in `Part.parse`.
        """
        return True

    def from_json(self, board: Board, data: object) -> bool:
        """The switch from JSON's true or false.

        Parameters
        ----------
        board, data
            As in `Part.from_json`.

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
        board, given
            As in `Part.from_keyword`.
        """
        return bool(given)

    def words_on_command_line(self, board: Board, value: Any) -> list[str]:
        """The option alone: ``--uncrossed``.

        Parameters
        ----------
        board, value
            As in `Part.words_on_command_line`.
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
