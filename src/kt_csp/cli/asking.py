"""The question's options, given once: a command takes ``asked: Asked`` and `asks` puts in its
place the options every question has — the ends, whether it closes, the leaper — and one option
for each variant part in the registry (`kt_csp.core.variants`), read back as one `Asked`."""

from __future__ import annotations

import inspect
import os
import typing
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Annotated, Any, TypeVar, cast

import typer

from kt_csp.cli.groups import grouped
from kt_csp.core.board import KNIGHT, Board, Wrap, parse_board, parse_leaper
from kt_csp.core.choices import Origin
from kt_csp.core.instance import Instance
from kt_csp.core.variants import PART, PARTS, Choice, Clues, Part, Switch, WrapPart

if typing.TYPE_CHECKING:
    from kt_csp.files.tours import TourText

__all__ = [
    "ASKED",
    "Asked",
    "ClosedOpt",
    "EndOpt",
    "FileLeaperOpt",
    "HolesOpt",
    "LeaperOpt",
    "StartOpt",
    "asks",
    "tour_and_question",
]

CommandT = TypeVar("CommandT", bound=Callable[..., None])

FROM_FILE = "as solve's JSON records, else"  # how a tour file's own question fills what an option leaves out


StartOpt = Annotated[str | None, typer.Option("--start", "-s", help="Start square: a1, or row,col from 0.")]

EndOpt = Annotated[str | None, typer.Option("--end", "-e", help="End square: h8, or row,col from 0.")]

ClosedOpt = Annotated[
    bool,
    typer.Option(
        "--closed/--open", help="Closed: the last square one jump from the first [default: open].", show_default=False
    ),
]

LeaperOpt = Annotated[str, typer.Option("--leaper", help="The piece's jump p,q: 1,2 knight, 1,3 camel, 2,3 zebra.")]

FileLeaperOpt = Annotated[
    str | None,
    typer.Option(
        "--leaper", help="The piece's jump p,q [default: the one solve's JSON records, else 1,2, the knight]."
    ),
]

HolesOpt = Annotated[str | None, typer.Option(PART["holes"].option, help=PART["holes"].help)]  # puzzle make's one part


@dataclass(frozen=True)
class Asked:
    """The question's options as one command line gave them: ``start``, ``end``, ``closed``, the
    ``leaper`` (None: the file's, or the knight) and each part's option by its registered name."""

    start: str | None = None
    end: str | None = None
    closed: bool | None = False  # None: neither --closed nor --open (`asks`'s ``closed_unset``)
    leaper: str | None = None
    parts: Mapping[str, Any] = field(default_factory=dict)

    def question(self, board_text: str) -> Instance:
        """The instance asked of a board.

        Parameters
        ----------
        board_text : str
            A size such as ``8x8``, or a board picture's file (`kt_csp.files.board_text`), whose
            clues come first.

        Returns
        -------
        Instance
            The question these options ask of it.

        Raises
        ------
        KtError
            For a board, square or part the library refuses, or a picture that cannot be read.
        """
        from kt_csp.api import question
        from kt_csp.files.board_text import looks_like_size, read_picture
        from kt_csp.files.reading import STDIN

        leaper = self.leaper or f"{KNIGHT[0]},{KNIGHT[1]}"
        drawn: str | Board = board_text  # a size, or else (when there is such a file) a board picture
        given: tuple[tuple[int, int], ...] = ()
        if not looks_like_size(board_text) and (board_text == STDIN or os.path.exists(board_text)):
            drawn, given = read_picture(board_text, parse_leaper(leaper))
        keywords = {name: _keyword(value) for name, value in self.parts.items()}
        instance = question(drawn, start=self.start, end=self.end, closed=bool(self.closed), leaper=leaper, **keywords)
        return replace(instance, clues=given + instance.clues).with_clued_ends() if given else instance

    def given(self) -> bool:
        """Whether any of the question's options was given (``--open`` aside: it is the default).

        Returns
        -------
        bool
            The answer.
        """
        ends = (self.start, self.end, self.leaper, self.closed or None)
        return any(value is not None for value in ends) or any(
            _keyword(value) not in (None, False, "") for value in self.parts.values()
        )

    def added_to(self, instance: Instance) -> Instance:
        """A question a tour file records, with the parts these options add.

        Parameters
        ----------
        instance : Instance
            The question the file records.

        Returns
        -------
        Instance
            Clues and holes added to its own, the other parts given in place of its own.
        """
        for part in PARTS:
            value = _keyword(self.parts.get(part.name))
            if value not in (None, False):
                instance = part.with_value(instance, part.from_keyword(instance.board, value))
        return instance


ASKED = Asked()  # the default of a command's ``asked`` parameter: `asks` puts the options in its place


def _keyword(value: object) -> Any:
    """An option's value as the library's keyword takes it (repeated clues joined)."""
    return ",".join(value) if isinstance(value, list) else value


def asks(from_file: bool = False, closed_unset: bool = False) -> Callable[[CommandT], CommandT]:
    """Give a command the question's options in place of its parameter annotated `Asked`, and
    each option group's in place of its parameter annotated with a `Group` (`grouped`).

    Parameters
    ----------
    from_file : bool
        Whether the options add to the question a tour file records: the leaper and the wrap
        then default to the file's.
    closed_unset : bool
        Whether ``closed`` is None unless ``--closed`` or ``--open`` is given (a cross-check's
        sweep may take both).

    Returns
    -------
    callable
        The decorator, which gives the command its options' signature.
    """

    def build(given: dict[str, Any]) -> Asked:
        ends = {key: given.pop(key) for key in ("start", "end", "closed", "leaper")}
        return Asked(**ends, parts={part.name: given.pop(part.name) for part in PARTS})

    def decorate(command: CommandT) -> CommandT:
        return grouped(command, {Asked: (_parameters(from_file, closed_unset), build)})

    return decorate


def _parameters(from_file: bool, closed_unset: bool) -> list[inspect.Parameter]:
    """The question's options, as typer reads them from a signature."""
    either = Annotated[bool | None, typer.Option("--closed/--open", help="Closed or open tours [default: open].")]
    basics: list[tuple[str, Any, Any]] = [
        ("start", StartOpt, None),
        ("end", EndOpt, None),
        ("closed", either if closed_unset else ClosedOpt, None if closed_unset else False),
        ("leaper", FileLeaperOpt if from_file else LeaperOpt, None if from_file else "1,2"),
    ]
    made = [
        inspect.Parameter(name, inspect.Parameter.POSITIONAL_OR_KEYWORD, default=default, annotation=annotation)
        for name, annotation, default in basics
    ]
    return made + [_part_parameter(part, from_file) for part in PARTS]


def _part_parameter(part: Part, from_file: bool) -> inspect.Parameter:
    """A part's option: a switch, a choice of its enum, clues repeated, or a word."""
    kind: Any = str | None
    default: Any = None
    if isinstance(part, Switch):
        kind, default = bool, False
    elif isinstance(part, Choice):
        kind = cast(Any, part.kind) | None
    elif isinstance(part, Clues):
        kind = list[str] | None
    elif isinstance(part, WrapPart):
        kind, default = (Wrap | None, None) if from_file else (Wrap, Wrap.NONE)
    help_text = part.help
    if from_file and isinstance(part, WrapPart):
        help_text = f"{part.help.split(':')[0]}: cylinder or torus [default: {FROM_FILE} none]."
    info = typer.Option(part.option, help=help_text, show_default=not isinstance(part, (Switch, Clues)))
    return inspect.Parameter(
        part.name, inspect.Parameter.POSITIONAL_OR_KEYWORD, default=default, annotation=Annotated[kind, info]
    )


def tour_and_question(path: str, board: str | None, asked: Asked, origin: Origin | None) -> tuple[TourText, Instance]:
    """Read a tour file, and the question to judge it by.

    Parameters
    ----------
    path : str
        The tour file (``-``: standard input).
    board : str or None
        The board size the file must have (None: the file's own).
    asked : Asked
        The question's options.
    origin : Origin or None
        Where a grid's rank 1 is (None: the format's own).

    Returns
    -------
    tuple of (TourText, Instance)
        The tour as read, and the question: what the options ask, and where they are silent,
        what the file itself records (solve's JSON).

    Raises
    ------
    TourFileError
        For a file that holds no tour.
    """
    from kt_csp.files.tours import read_tour

    jump = None if asked.leaper is None else parse_leaper(asked.leaper)
    text = read_tour(path, None if board is None else parse_board(board, jump or KNIGHT), jump, origin)
    recorded, square = text.asked or Instance(text.board), text.board.parse_square
    return text, replace(
        recorded,
        board=text.board,
        start=recorded.start if asked.start is None else square(asked.start),
        end=recorded.end if asked.end is None else square(asked.end),
        closed=bool(asked.closed) or recorded.closed,
    )
