"""What a variant part is (`Part`): how a question holds it, and how each form — the tag, the
command line, JSON, a description and a file name — writes and reads it.

The parts themselves, and their registry, are in `kt_csp.core.variants`; the kinds of part that
they are (holes, wrap, clues, a choice, a goal, a switch) in `kt_csp.core.part_kinds`.
"""

from __future__ import annotations

import enum
from abc import ABC, abstractmethod
from dataclasses import dataclass, replace
from typing import Any, ClassVar, Protocol, TypeVar

from kt_csp.core.board import Board

__all__ = ["Part", "Question", "QuestionT"]


class Question(Protocol):
    """What a part is read from and set on: an `Instance` (`kt_csp.core.instance`, which builds
    on this registry), a dataclass with a board and a field for each part not on the board."""

    __dataclass_fields__: ClassVar[dict[str, Any]]

    @property
    def board(self) -> Board: ...


QuestionT = TypeVar("QuestionT", bound=Question)


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
