"""What is asked: a board, an optional start and end square, and whether the tour must close."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, replace

import numpy as np

from kt_csp.core.board import KNIGHT, Board, Wrap, parse_board, parse_leaper
from kt_csp.core.variants import PART, PARTS, Magic, Measure, Switch, Symmetry, parse_clues
from kt_csp.errors import InstanceError, InternalError

__all__ = ["Instance", "Magic", "Measure", "Symmetry", "parse_clues"]

_TAG_RE = re.compile(r"^kt-csp board=(\S+) leaper=(\S+) closed=([01]) start=(\S+) end=(\S+)((?: \S+)*)$")


@dataclass(frozen=True)
class Instance:
    """A knight's-tour question that every engine answers the same way.

    A tour visits every square of ``board`` once by the leaper's jumps; it is *closed* when its
    last square is one jump from its first. ``start`` and ``end`` are square indices or None.
    ``clues`` are given move numbers, (square, move) pairs with moves counted from 0 — the
    knight's Hidato: the tour must stand on each clue's square at its move. ``symmetry`` asks
    for a tour whose moves a board symmetry carries onto themselves, ``magic`` for move numbers
    whose ranks and files (and diagonals) sum alike. ``uncrossed`` asks that no two moves cross
    as segments between square centres (`kt_csp.reasoning.crossings`); ``longest`` turns the question into
    an optimisation: the path (or, closed, the cycle) with the most moves, not every square
    visited; ``minimize`` into another: the tour with the fewest crossings or turns (`Measure`).
    """

    board: Board
    start: int | None = None
    end: int | None = None
    closed: bool = False
    clues: tuple[tuple[int, int], ...] = ()
    symmetry: Symmetry | None = None
    magic: Magic | None = None
    uncrossed: bool = False
    longest: bool = False
    minimize: Measure | None = None

    def __post_init__(self) -> None:
        self._check_ends()
        self._check_clues()
        self._check_symmetry()
        self._check_magic()
        if self.uncrossed and self.board.wrap is not Wrap.NONE:
            raise InstanceError("a wrapped board's moves are not straight segments, so none can cross: drop the wrap")
        if self.longest and (self.clues or self.symmetry or self.magic):
            raise InstanceError("the longest path asks only how long a path can be: drop the clues, symmetry and magic")
        self._check_minimize()

    def _check_ends(self) -> None:
        """The start and end on live squares of the board, apart, and one jump apart when closed."""
        board, start, end = self.board, self.start, self.end
        for role, square in (("start", start), ("end", end)):
            if square is not None and not 0 <= square < board.size:
                raise InstanceError(f"{role} square {square} is off the {board} board")
            if square is not None and square in board.holes:
                raise InstanceError(f"the {role} square {board.name(square)} is a hole: a tour cannot stand on it")
        if start is None or end is None:
            return
        if start == end and board.squares > 1:
            raise InstanceError(f"start and end are both {board.name(start)}: a tour ends where it has not been")
        self._check_closing(start, end)

    def _check_closing(self, start: int | None, end: int | None) -> None:
        """A closed tour's start (fixed, or a clue's move 0) one jump from its fixed end."""
        board = self.board
        if start is None or end is None or not self.closed or board.squares == 1:  # (1 square: theory's none)
            return
        if not board.is_move(start, end):
            raise InstanceError(
                f"a closed tour ending on {board.name(end)}: it is not one jump from the start "
                f"{board.name(start)}, so the tour could never close"
            )

    def _check_magic(self) -> None:
        if self.magic is not None and (self.board.holes or self.board.wrap is not Wrap.NONE):
            raise InstanceError(
                "a magic tour numbers every square of a whole, unwrapped board: drop the holes and wrap"
            )
        if self.magic is Magic.FULL and self.board.rows != self.board.cols:
            raise InstanceError(f"a fully magic tour sums the long diagonals too: {self.board} is not square")

    def _check_minimize(self) -> None:
        if self.minimize is None:
            return
        if self.longest:
            raise InstanceError("one thing at a time: the longest path, or the fewest crossings or turns")
        if self.board.wrap is not Wrap.NONE:
            raise InstanceError(
                "a wrapped board's moves are not straight segments with one direction: drop the wrap to minimize"
            )
        if self.minimize is Measure.CROSSINGS and self.uncrossed:
            raise InstanceError("an uncrossed tour has no crossings to minimize: drop --uncrossed or minimize turns")

    @property
    def optimized(self) -> bool:
        """Whether the question asks for the best of something (the most moves, the fewest
        crossings or turns), so that an answer is ``optimal`` or ``feasible`` with a bound."""
        return self.longest or self.minimize is not None

    @property
    def measured(self) -> str:
        """What an optimised question counts, as a plural noun: ``moves`` (the longest path),
        ``crossings`` or ``turns``."""
        return "moves" if self.minimize is None else self.minimize.value

    def _check_symmetry(self) -> None:
        board, symmetry = self.board, self.symmetry
        if symmetry is None:
            return
        if symmetry is Symmetry.ROT90 and board.rows != board.cols:
            raise InstanceError(f"a quarter turn carries {board} onto itself only when it is square")
        if symmetry is Symmetry.ROT90 and board.wrap is Wrap.CYLINDER:
            raise InstanceError("a quarter turn would wrap a cylinder's ranks: choose rot180 or mirror")
        if any(symmetry.image(board, hole) not in board.holes for hole in board.holes):
            raise InstanceError(f"the holes are not {symmetry.value}-symmetric, so no tour of the board can be")

    def _check_clues(self) -> None:
        """Clues on live squares, numbers within the tour, one number per square and one square
        per number, and none that contradicts the fixed start or end."""
        board, last = self.board, self.board.squares - 1
        squares: dict[int, int] = {}
        moves: dict[int, int] = {}
        for square, move in self.clues:
            if not 0 <= square < board.size:
                raise InstanceError(f"a clue's square {square} is off the {board} board")
            name = board.name(square)
            if square in board.holes:
                raise InstanceError(f"the clue on {name} stands on a hole")
            if not 0 <= move <= last:
                raise InstanceError(f"the clue {name}={move} is out of range: moves are numbered 0 to {last}")
            if square in squares and squares[square] != move:
                raise InstanceError(f"{name} has two clues, {squares[square]} and {move}")
            if move in moves and moves[move] != square:
                raise InstanceError(f"move {move} is given on two squares, {board.name(moves[move])} and {name}")
            squares[square], moves[move] = move, square
        for role, fixed, number in (("start", self.start, 0), ("end", self.end, last)):
            if fixed is not None and number in moves and moves[number] != fixed:
                raise InstanceError(
                    f"the clue {board.name(moves[number])}={number} contradicts the {role} {board.name(fixed)}"
                )
            if fixed is not None and fixed in squares and squares[fixed] != number:
                raise InstanceError(
                    f"the clue {board.name(fixed)}={squares[fixed]} contradicts the {role} {board.name(fixed)}"
                )
        if self.start is None and self.magic is None:  # (the clue is the start, `with_clued_ends`)
            self._check_closing(moves.get(0), self.end)
        if list(self.clues) != sorted(set(self.clues), key=lambda clue: clue[1]):
            object.__setattr__(self, "clues", tuple(sorted(set(self.clues), key=lambda clue: clue[1])))

    def with_clued_ends(self) -> Instance:
        """The same question with its ends said as ends: a clue on move 0 is the start, and a
        clue on an open tour's last move its end (a fixed end, which more engines take than
        clues), the clue dropped. A start or end also given and not the clue's square has
        already been refused as a contradiction.

        >>> from kt_csp.core.board import parse_board
        >>> board = parse_board("5x5")
        >>> fixed = Instance(board, clues=((0, 0), (12, 5), (24, 24))).with_clued_ends()
        >>> board.name(fixed.start), board.name(fixed.end), fixed.clues
        ('a1', 'e5', ((12, 5),))
        """
        last = self.board.squares - 1
        ends = {move: square for square, move in self.clues if move == 0 or (move == last and not self.closed)}
        if not ends or self.magic is not None:  # (a magic tour numbers its own squares: its clues stay)
            return self
        return replace(
            self,
            start=ends.get(0, self.start),
            end=ends.get(last, self.end) if not self.closed else self.end,
            clues=tuple(clue for clue in self.clues if clue[1] not in ends),
        )

    def parts(self) -> frozenset[str]:
        """The variant parts this question has beyond a plain tour of a whole rectangle
        (`kt_csp.core.variants`): each engine says which it answers (`kt_csp.engines.registry`)."""
        return frozenset(part.name for part in PARTS if part.given(self))

    def clued_starts(self) -> list[int]:
        """The squares a tour with no fixed start may start on: the square of move 0 if a clue
        gives one, else every live square that holds no clue and is not the fixed end (unless
        the board is that one square)."""
        given = [square for square, move in self.clues if move == 0]
        if given or self.board.squares == 1:
            return given or self.board.live.tolist()
        clued = {square for square, _ in self.clues} | ({self.end} if self.end is not None else set())
        return [s for s in self.board.live.tolist() if s not in clued]

    def anchored(self) -> tuple[Instance, int]:
        """The question as every engine, model, job and game poses it, and the shift of its move
        numbers.

        A closed tour with clues but no fixed start may start on any square, and its clues number
        the moves from wherever it starts. Posed as it is asked, an engine would take a square of
        its own as the start and read the clues from there — another question. So it is posed
        anchored: its first clue's square is the start, every clue moved down by that clue's
        number (a fixed end becomes a clue). A tour of the anchored question is read back as a
        tour of this one by `renumbered`. Any other question is its own, shifted by 0 (a magic
        tour's numbers are its own: the CP-SAT model finds its start). The engines, the models
        and counting jobs refuse a question that is not anchored (`require_anchored`), so that no
        path can skip this.

        Returns
        -------
        tuple of (Instance, int)
            The anchored question and the move number of its start in this one.

        Examples
        --------
        >>> from kt_csp.core.board import parse_board
        >>> board = parse_board("6x6")
        >>> posed, shift = Instance(board, closed=True, clues=((board.parse_square("c3"), 10),)).anchored()
        >>> board.name(posed.start), posed.clues, shift
        ('c3', ((14, 0),), 10)
        """
        if self.is_anchored:
            return self, 0
        square, shift = self.clues[0]
        last = self.board.squares - 1
        clues = [(s, m - shift) for s, m in self.clues] + ([] if self.end is None else [(self.end, last - shift)])
        return replace(self, start=square, end=None, clues=tuple(clues)), shift

    @property
    def is_anchored(self) -> bool:
        """Whether this question is posed as engines take it (`anchored`)."""
        return not (self.closed and self.clues and self.start is None) or self.magic is not None

    def require_anchored(self, taker: str) -> None:
        """Refuse, as a bug, a question that reached ``taker`` without being anchored: it would be
        answered as another question.

        Parameters
        ----------
        taker : str
            Who was handed the question (an engine or a model builder), for the message.

        Raises
        ------
        InternalError
            When the question is not anchored (`anchored`).
        """
        if not self.is_anchored:
            raise InternalError(
                f"{taker} was handed a closed tour with clues and no start that was not anchored "
                "(Instance.anchored): it would answer another question"
            )

    def renumbered(self, tour: np.ndarray, shift: int) -> np.ndarray:
        """A tour of the anchored question numbered as this question asks: its start moved
        ``shift`` moves on.

        Parameters
        ----------
        tour : numpy.ndarray
            A tour of the anchored question (`anchored`).
        shift : int
            The shift `anchored` gave.

        Returns
        -------
        numpy.ndarray
            The tour, rolled (``tour`` itself when the shift is 0).
        """
        return tour if not shift else np.roll(np.asarray(tour), shift)

    def as_counted(self) -> Instance:
        """The instance as every engine counts it: anchored (`anchored`), and closed tours with
        a free start through the board's first square (a1, unless it is a hole).

        Every closed tour passes through every square, so counting them through one fixed
        square loses nothing: the first, or the fixed end (a closed tour read to end there is the
        same cycle as one read from there).
        """
        posed = self.anchored()[0]
        if posed.closed and posed.start is None:
            return replace(posed, start=posed.board.first if posed.end is None else posed.end, end=None)
        return posed

    def tag(self) -> str:
        """One line that names the instance exactly, written into exported models: its board,
        leaper, closedness and ends, then each part it has (`kt_csp.core.variants`) as
        ``name=text``, or its bare name for a switch.

        >>> from kt_csp.core.board import parse_board
        >>> board = parse_board("8x8")
        >>> Instance(board, start=board.parse_square("a1")).tag()
        'kt-csp board=8x8 leaper=1,2 closed=0 start=a1 end=-'
        >>> Instance.from_tag("kt-csp board=6x6 leaper=1,2 closed=1 start=- end=- holes=c3 uncrossed").describe()
        'uncrossed closed tour of 6x6 less 1 hole (c3)'
        """
        board = self.board
        words = [
            f"kt-csp board={board} leaper={board.leaper[0]},{board.leaper[1]} closed={int(self.closed)}",
            f"start={self._name(self.start)} end={self._name(self.end)}",
        ]
        for part in PARTS:
            if part.given(self):
                text = part.text(board, part.value(self))
                words.append(f"{part.name}={text}" if text else part.name)
        return " ".join(words)

    def _name(self, square: int | None) -> str:
        return "-" if square is None else self.board.name(square)

    @classmethod
    def from_tag(cls, tag: str) -> Instance:
        """Inverse of `tag`.

        Parameters
        ----------
        tag : str
            One line as `tag` writes it.

        Returns
        -------
        Instance
            The question it names.

        Raises
        ------
        InstanceError
            When the line is not a tag, or names a part twice or a part unknown.
        KtError
            When its board, leaper, squares or parts do not read (`BoardError`, `SquareError`, …).
        """
        match = _TAG_RE.match(tag.strip())
        if not match:
            raise InstanceError(f"{tag.strip()[:60]!r} is not a kt-csp instance tag")
        board = parse_board(match.group(1), parse_leaper(match.group(2)))
        instance = cls(board)
        for word in match.group(6).split():
            name, _, text = word.partition("=")
            if name not in PART or instance.parts() & {name}:
                raise InstanceError(f"{tag.strip()[:60]!r} is not a kt-csp instance tag: {word[:30]!r}")
            part = PART[name]
            instance = part.with_value(instance, part.parse(instance.board, text))
        square = instance.board.parse_square

        def end(text: str) -> int | None:
            return None if text == "-" else square(text)

        return replace(instance, start=end(match.group(4)), end=end(match.group(5)), closed=match.group(3) == "1")

    def as_dict(self) -> dict[str, object]:
        """The instance's keys in every JSON answer (an interface scripts depend on): the board,
        leaper, closedness and ends, then every part (`kt_csp.core.variants`) by its name.

        >>> from kt_csp.core.board import parse_board
        >>> asked = Instance(parse_board("5x5").with_holes("c3"), start=0, symmetry=Symmetry.ROT180)
        >>> Instance.from_dict(asked.as_dict()) == asked
        True
        """
        board = self.board
        return {
            "board": str(board),
            "leaper": list(board.leaper),
            "closed": self.closed,
            "start": None if self.start is None else board.name(self.start),
            "end": None if self.end is None else board.name(self.end),
            **{part.name: part.to_json(board, part.value(self)) for part in PARTS},
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, object], board: Board | None = None) -> Instance:
        """Inverse of `as_dict`: the question a JSON answer records.

        Parameters
        ----------
        data : Mapping of str to object
            The answer's keys; keys left out are the question's defaults.
        board : Board, optional
            The board to read it on (its size and leaper, as a tour file's own); None: the one
            ``data`` names.

        Returns
        -------
        Instance
            The question.

        Raises
        ------
        InstanceError
            When a key holds what it may not.
        KtError
            When a board, leaper, square or part written in it does not read.
        """
        if board is None:
            size, leaper = data.get("board"), data.get("leaper", list(KNIGHT))
            if not isinstance(size, str):
                raise InstanceError("'board' is a size such as \"8x8\"")
            if not (isinstance(leaper, list) and len(leaper) == 2 and all(type(n) is int for n in leaper)):
                raise InstanceError("'leaper' is a pair of numbers such as [1, 2]")
            board = parse_board(size, parse_leaper(f"{leaper[0]},{leaper[1]}"))
        instance = cls(board)
        for part in PARTS:
            if data.get(part.name) is not None:
                instance = part.with_value(instance, part.from_json(instance.board, data[part.name]))
        closed, ends = data.get("closed", False), [data.get("start"), data.get("end")]
        if not isinstance(closed, bool) or not all(end is None or isinstance(end, str) for end in ends):
            raise InstanceError("'closed' is true or false, and 'start' and 'end' square names or null")
        start, end = (None if end is None else instance.board.parse_square(str(end)) for end in ends)
        return replace(instance, start=start, end=end, closed=closed)

    def describe(self) -> str:
        """A short phrase such as ``closed tour of 6x6 from a1``.

        The switches (`kt_csp.core.variants`) come first, the last registered nearest the noun
        (``longest uncrossed closed path``); the other parts follow the board, which names its
        own holes and wrap.
        """
        board = self.board
        switches = [part.adjective for part in reversed(PARTS) if isinstance(part, Switch) and part.given(self)]
        kind = " ".join([*switches, "closed" if self.closed else "open", "path" if self.longest else "tour"])
        words = [f"{kind} of {board.describe()}"]
        if board.leaper != KNIGHT:
            words.append(f"by the {board.leaper[0]},{board.leaper[1]} leaper")
        words += [
            f"{role} {board.name(square)}"
            for role, square in (("from", self.start), ("to", self.end))
            if square is not None
        ]
        words += [part.phrase(board, part.value(self)) for part in PARTS if part.given(self)]
        return " ".join(word for word in words if word)

    def command_line(self) -> str:
        """The board and options that ask this question of ``kt-csp solve``, ``count``,
        ``crosscheck``, ``export`` or ``animate``: every part of it, each as the command line
        spells it (`kt_csp.core.variants`), so that the command line parses them back into this
        instance.

        >>> from kt_csp.core.board import parse_board
        >>> board = parse_board("6x6").with_holes("c3")
        >>> Instance(board, start=0, closed=True, clues=((board.parse_square("b3"), 1),)).command_line()
        '6x6 --holes c3 --start a1 --closed --clue b3=1'
        """
        board = self.board
        words = [str(board)]
        if board.leaper != KNIGHT:
            words += ["--leaper", f"{board.leaper[0]},{board.leaper[1]}"]
        board_parts = [part for part in PARTS if part.on_board]
        for part in board_parts:
            if part.given(self):
                words += part.words_on_command_line(board, part.value(self))
        for flag, square in (("--start", self.start), ("--end", self.end)):
            if square is not None:
                words += [flag, board.name(square)]
        if self.closed:
            words.append("--closed")
        for part in PARTS:
            if part.given(self) and not part.on_board:
                words += part.words_on_command_line(board, part.value(self))
        return " ".join(words)
