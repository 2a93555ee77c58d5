"""A question as an XCSP3 instance, as the XCSP3 competitions read it, and a solver's
``<instantiation>`` answer to it read back.

The tour is a ``<circuit>`` over successor variables: ``next_b3`` is the node the tour jumps to
from b3, nodes numbered in the list's order (the live squares rank by rank from a1, then an open
tour's *path* node, whose successor ``first`` is the square the tour starts on and whose
predecessor the square it ends on: `kt_csp.engines.circuit`). XCSP3's circuit takes
``next_b3 = b3's own number`` to mean "b3 is not in the circuit": a tour's domains hold no such
self-loop, and the longest path's do on each square it may leave out, and it maximises the moves
it makes. Clues and magic sums number the moves (``pos_b3``), one more along every jump taken;
symmetry and uncrossed moves are sums of the tests ``eq(next_u, v)``, and the fewest crossings
or turns a variable (``crossings``, ``turns``) the sum of 0/1 variables makes, minimised. The first comment is the
question (`kt_csp.core.instance.Instance.tag`). ``kt-csp export --format xcsp3`` writes it
(`XCSP3`, a row of `kt_csp.files.formats.MODEL_FORMATS`), and the ace engine hands it to ACE.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from xml.etree import ElementTree

from kt_csp.core.board import Board
from kt_csp.core.instance import Instance, Magic, Measure
from kt_csp.core.result import Status
from kt_csp.engines.circuit import POSITION, Arc, arc_bound, candidate_arcs, forced_arcs, onward
from kt_csp.engines.model_file import Model, ModelFile, ModelFormat, instance_named
from kt_csp.errors import KtError
from kt_csp.runtime.memory import require_memory

__all__ = ["XCSP3", "Xcsp3ModelFile", "holds_xcsp3", "read_xcsp3", "write_xcsp3", "xcsp3_encodes"]

# Measured with tracemalloc on 60x60 closed (290 bytes an arc), 30x30 with a clue (580), 30x30
# uncrossed (1,600) and 20x20 with the fewest crossings (2,300): the XML tree and its text at the peak.
BYTES_PER_ARC = 3_000
EXPRESSED = frozenset({"holes", "wrap", "clues", "symmetry", "magic", "uncrossed", "longest", "minimize"})
FIRST = "first"  # the path node's successor: the open tour's first square


def xcsp3_encodes(instance: Instance) -> bool:
    """Whether the XCSP3 instance holds the whole question (every part kt-csp asks, today).

    Parameters
    ----------
    instance : Instance
        The question.

    Returns
    -------
    bool
        True when every part of it is one the XCSP3 instance expresses.
    """
    return instance.parts() <= EXPRESSED


def nodes_of(instance: Instance) -> list[int]:
    """The circuit's nodes in its list's order: the live squares, then an open tour's path node.

    Parameters
    ----------
    instance : Instance
        The question, posed as the engines pose it.

    Returns
    -------
    list of int
        Square numbers (the path node is ``board.size``).
    """
    board = instance.board
    squares: list[int] = board.live.tolist()
    return squares + ([] if instance.closed else [board.size])


def successor_name(board: Board, node: int) -> str:
    """A node's successor variable: ``next_b3``, or ``first`` for the path node.

    Parameters
    ----------
    board : Board
        The board.
    node : int
        A square, or the path node ``board.size``.

    Returns
    -------
    str
        The variable's name.
    """
    return FIRST if node == board.size else f"next_{board.name(node)}"


def write_xcsp3(posed: Instance, asked: Instance) -> Model:
    """The question as an XCSP3 instance: a circuit of successor variables and its parts.

    Parameters
    ----------
    posed, asked : Instance
        The question as the engines pose it, and as asked (its tag is the first comment).

    Returns
    -------
    Model
        The XML text and its size (variables, constraints, arcs).

    Raises
    ------
    KtError
        For a part the format does not express (none today: a part added later), or an instance
        too large for memory.
    """
    if not xcsp3_encodes(posed):
        unexpressed = " or ".join(sorted(posed.parts() - EXPRESSED))
        raise KtError(f"the XCSP3 instance does not express {unexpressed}: export --format cpsat-text or cpsat")
    require_memory(arc_bound(posed) * BYTES_PER_ARC, f"the XCSP3 instance of {posed.board}")
    writer = _Writer(posed)
    writer.build()
    text = writer.text(asked)
    return Model(text.encode(), writer.variables, writer.constraints, len(writer.arcs))


class _Writer:
    """The XCSP3 instance of a posed question, built element by element."""

    def __init__(self, posed: Instance) -> None:
        self.instance = posed
        self.board = posed.board
        self.nodes = nodes_of(posed)
        self.index = {node: i for i, node in enumerate(self.nodes)}
        self.arcs = candidate_arcs(posed)
        self.root = ElementTree.Element("instance", format="XCSP3", type="COP" if posed.optimized else "CSP")
        self.domains = ElementTree.SubElement(self.root, "variables")
        self.rules = ElementTree.SubElement(self.root, "constraints")
        self.variables = 0
        self.constraints = 0
        self.measured = ""  # (the fewest's measure, a variable)

    def name(self, node: int) -> str:
        return successor_name(self.board, node)

    def jumps(self, u: int, v: int) -> str:
        """The test that the tour jumps u → v."""
        return f"eq({self.name(u)},{self.index[v]})"

    def var(self, name: str, values: str) -> None:
        ElementTree.SubElement(self.domains, "var", id=name).text = values
        self.variables += 1

    def rule(self, tag: str, text: str = "", **parts: str) -> None:
        element = ElementTree.SubElement(self.rules, tag)
        element.text = text
        for part, value in parts.items():
            ElementTree.SubElement(element, part).text = value
        self.constraints += 1

    def build(self) -> None:
        """The successor variables and their circuit, then each part's constraints."""
        successors: dict[int, list[int]] = {node: [] for node in self.nodes}
        for u, v in self.arcs:
            successors[u].append(self.index[v])
        for u, v in forced_arcs(self.instance):
            successors[u] = [self.index[v]]
        if self.instance.longest:
            for s in self.nodes:
                if s not in (self.instance.start, self.instance.end, self.board.size):
                    successors[s].append(self.index[s])
        stuck = [node for node in self.nodes if not successors[node]]
        for node in self.nodes:  # (XCSP3 has no empty domain: a square with no way on is a loop, forbidden below)
            self.var(self.name(node), " ".join(map(str, sorted(successors[node] or [self.index[node]]))))
        self.rule("circuit", list=" ".join(self.name(node) for node in self.nodes))
        for node in stuck:
            self.rule("intension", f"ne({self.name(node)},{self.index[node]})")
        if self.instance.closed and (self.instance.longest or self.board.squares < 3):
            self._no_way_back()
        if self.instance.clues or self.instance.magic is not None:
            self._number_the_moves()
        if self.instance.symmetry is not None:
            self._symmetric()
        if self.instance.uncrossed:
            self._uncrossed()
        if self.instance.longest:
            self._longest()
        if self.instance.minimize is not None:
            self._fewest()

    def _moves(self) -> list[Arc]:
        return [(u, v) for u, v in self.arcs if self.board.size not in (u, v)]

    def _number_the_moves(self) -> None:
        """``pos_b3``, b3's move number: 0 where the tour starts, one more along every jump."""
        instance, last = self.instance, self.board.squares - 1
        given = dict(instance.clues) | ({} if instance.start is None else {instance.start: 0})
        for s in self.nodes:
            if s != self.board.size:
                self.var(self._position(s), str(given[s]) if s in given else f"0..{last}")
        self.rule("allDifferent", " ".join(self._position(s) for s in self.board.live.tolist()))
        for u, v in self.arcs:
            if u == self.board.size:
                self.rule("intension", f"imp({self.jumps(u, v)},eq({self._position(v)},0))")
            elif v != self.board.size and v != instance.start:
                onward = f"eq({self._position(v)},add({self._position(u)},1))"
                if instance.closed and instance.start is None:  # (a magic tour starts where it numbers 0)
                    onward = f"or(eq({self._position(v)},0),{onward})"
                self.rule("intension", f"imp({self.jumps(u, v)},{onward})")
        if instance.magic is not None:
            self._magic_sums()

    def _position(self, square: int) -> str:
        return f"{POSITION}{self.board.name(square)}"

    def _magic_sums(self) -> None:
        """Ranks and files (and, fully magic, the long diagonals) of move numbers from 1 summing alike."""
        from kt_csp.engines.cpsat.model import ranks_and_files

        board = self.board
        ranks, files = ranks_and_files(board)
        total = board.size * (board.size + 1) // 2
        lines = [(line, board.rows) for line in ranks] + [(line, board.cols) for line in files]
        if self.instance.magic is Magic.FULL:
            diagonals = [
                [board.square(i, i) for i in range(board.rows)],
                [board.square(board.rows - 1 - i, i) for i in range(board.rows)],
            ]
            lines += [(line, board.rows) for line in diagonals]
        for line, count in lines:  # (a sum that is no whole number cannot be met: -1)
            target = total // count - len(line) if total % count == 0 else -1
            self.rule(
                "sum",
                list=" ".join(self._position(s) for s in line),
                condition=f"(eq,{target})",
            )

    def _symmetric(self) -> None:
        """The tour's moves, taken either way, carried onto moves of the tour by the symmetry."""
        symmetry = self.instance.symmetry
        assert symmetry is not None
        done: set[frozenset[int]] = set()
        for u, v in self._moves():
            gu, gv = symmetry.image(self.board, u), symmetry.image(self.board, v)
            move, image = frozenset((u, v)), frozenset((gu, gv))
            if move in done or move == image:
                continue
            done.add(move)
            self.rule(
                "intension",
                f"eq(add({self.jumps(u, v)},{self.jumps(v, u)}),add({self.jumps(gu, gv)},{self.jumps(gv, gu)}))",
            )

    def _uncrossed(self) -> None:
        """Of two moves that cross, the tour makes at most one (either way round)."""
        from kt_csp.reasoning.crossings import crossing_pairs

        for a, b, c, d in crossing_pairs(self.board).tolist():
            made = ",".join(self.jumps(u, v) for u, v in ((a, b), (b, a), (c, d), (d, c)))
            self.rule("intension", f"le(add({made}),1)")

    def _no_way_back(self) -> None:
        """A closed tour or path is a cycle of at least 3 squares, so never a move there and
        straight back, which XCSP3's circuit takes for a cycle (a tour's circuit can make one only
        on a board of 2 squares)."""
        for u, v in self._moves():
            if u < v:
                self.rule("intension", f"or(ne({self.name(u)},{self.index[v]}),ne({self.name(v)},{self.index[u]}))")

    def _longest(self) -> None:
        """Most moves between squares: each square in the circuit makes one (an open path's but its last)."""
        path = len(self.nodes) - 1
        made = [
            f"ne({self.name(s)},{self.index[s]})"
            if self.instance.closed
            else f"and(ne({self.name(s)},{self.index[s]}),ne({self.name(s)},{path}))"
            for s in self.nodes
            if s != self.board.size
        ]
        self._objective("maximize", f"add({','.join(made)})" if len(made) > 1 else made[0])

    def _objective(self, sense: str, text: str) -> None:
        ElementTree.SubElement(ElementTree.SubElement(self.root, "objectives"), sense).text = text

    def _fewest(self) -> None:
        """The fewest crossings: ``cross_a1_b3_a2_c1`` is 1 exactly where the tour makes both moves
        (either way round), and ``crossings`` their sum; or the fewest turns: ``straight_a1_b3_c5``
        is 1 exactly where the tour comes in and goes out by the same jump, and ``turns`` are the
        squares where a turn can be that do not."""
        board, moves = self.board, set(self._moves())
        made = []
        if self.instance.minimize is Measure.CROSSINGS:
            from kt_csp.reasoning.crossings import crossing_pairs

            for a, b, c, d in crossing_pairs(board).tolist():
                name = "cross_" + "_".join(board.name(s) for s in (a, b, c, d))
                either = [f"or({self.jumps(u, v)},{self.jumps(v, u)})" for u, v in ((a, b), (c, d))]
                made.append(self._indicator(name, f"and({','.join(either)})"))
            self._count("crossings", made, 0, len(made), -1)
        else:
            for u, v in sorted(moves):
                ahead = onward(board, u, v)  # (the square one more same jump on, where the move is there)
                if ahead is not None and (v, ahead) in moves:
                    name = "straight_" + "_".join(board.name(s) for s in (u, v, ahead))
                    made.append(self._indicator(name, f"and({self.jumps(u, v)},{self.jumps(v, ahead)})"))
            inner = max(0, board.squares - (0 if self.instance.closed else 2))  # (where a turn can be)
            self._count("turns", made, inner, inner, 1)
        self._objective("minimize", self.measured)

    def _count(self, measured: str, made: list[str], total: int, most: int, sign: int) -> None:
        """The measure as a variable: ``made`` summed, plus ``sign`` times it, is ``total``."""
        self.measured = measured
        self.var(measured, f"0..{most}")
        coeffs = " ".join(["1"] * len(made) + [str(sign)])
        self.rule("sum", list=" ".join([*made, measured]), coeffs=coeffs, condition=f"(eq,{total})")

    def _indicator(self, name: str, test: str) -> str:
        """A 0/1 variable equal to a test."""
        self.var(name, "0 1")
        self.rule("intension", f"eq({name},{test})")
        return name

    def text(self, asked: Instance) -> str:
        """The XML, the question and how to read the nodes in comments at its head."""
        ElementTree.indent(self.root, "  ")
        body = ElementTree.tostring(self.root, encoding="unicode")
        head, rest = body.split("\n", 1)
        comments = [
            asked.tag(),
            "kt-csp circuit model: next_b3 = k when the tour jumps from b3 to node k, numbered so:",
            *self._numbering(),
        ]
        return "\n".join([head, *(f"  <!-- {line} -->" for line in comments), rest]) + "\n"

    def _numbering(self) -> list[str]:
        """The nodes' numbers, a rank a line; an open tour's path node and a longest path's loops."""
        board, lines = self.board, []
        for row in range(board.rows):
            named = [
                f"{board.name(s)}={self.index[s]}"
                for s in (board.square(row, col) for col in range(board.cols))
                if s in self.index
            ]
            if named:
                lines.append(" ".join(named))
        if not self.instance.closed:
            path = len(self.nodes) - 1
            lines.append(f"{path} = the open tour's ends: 'first' is its first square, next_b3 = {path} ends it on b3")
        if self.instance.longest:
            lines.append("next_b3 = b3's own number: the path leaves b3 out")
        return lines


@dataclass(frozen=True)
class Xcsp3ModelFile(ModelFile):
    """An XCSP3 instance read back; ``nodes`` are its circuit's nodes in its list's order
    (`nodes_of`), whose successor variables an answer assigns, and ``names`` all its variables."""

    nodes: tuple[int, ...] = ()
    names: frozenset[str] = frozenset()

    def _decoded(self, answer: str) -> tuple[Status, list[int] | None]:
        """An XCSP3 solver's ``s`` line and ``<instantiation>`` (its ``v`` lines), or an
        instantiation alone."""
        status = _xcsp3_status(answer)
        if status in (Status.NONE, Status.UNKNOWN):
            return status, None
        values = _instantiation(answer)[1]
        strange = sorted(set(values) - self.names)
        if strange:
            raise KtError(
                f"the instantiation sets {strange[0][:40]}, which the model does not have: it answers another model"
            )
        board = self.instance.board
        chosen = set()
        for node in self.nodes:
            name = successor_name(board, node)
            if name not in values:
                raise KtError(f"the instantiation gives no value to {name}: it is no answer to this model")
            value = values[name]
            if not 0 <= value < len(self.nodes):
                raise KtError(f"the instantiation sets {name} = {value}, no node of the model's circuit")
            if self.nodes[value] != node:  # (a loop leaves the square out of the longest path)
                chosen.add((node, self.nodes[value]))
        position = {f"{POSITION}{board.name(s)}": s for s in self.nodes if s != board.size}
        zero = next((position[name] for name, value in values.items() if name in position and value == 0), None)
        return Status.FOUND, self._tour(chosen, zero)

    def claims(self, answer: str) -> tuple[int | None, int | None]:
        """What an XCSP3 answer to an optimising model (the longest path) says of its path.

        Parameters
        ----------
        answer : str
            The solver's answer, as text.

        Returns
        -------
        tuple of (int or None, int or None)
            The moves it claims (the instantiation's ``cost``) and, where the solver says
            ``s OPTIMUM FOUND``, the same as the best possible; None for what it does not say.
        """
        if not self.instance.optimized or _xcsp3_status(answer) is not Status.FOUND:
            return None, None
        cost = _instantiation(answer)[0]
        optimal = re.search(r"^s\s+OPTIMUM\s+FOUND\s*$", _plain(answer), re.MULTILINE) is not None
        return cost, cost if optimal and cost is not None else None


_ANSI = re.compile(r"\x1b\[[0-9;]*m")


def _plain(answer: str) -> str:
    """The answer without a terminal's colours (ACE colours its lines unless told ``-npc``)."""
    return _ANSI.sub("", answer)


def _xcsp3_status(answer: str) -> Status | None:
    """What the ``s`` line says (XCSP3 competition output): ``found`` for SATISFIABLE or
    OPTIMUM FOUND, ``none`` for UNSATISFIABLE, ``unknown`` for UNKNOWN; None when there is none."""
    said = re.findall(r"^s\s+([A-Z ]+?)\s*$", _plain(answer), re.MULTILINE)
    if not said:
        return None
    verdicts = {
        "SATISFIABLE": Status.FOUND,
        "OPTIMUM FOUND": Status.FOUND,
        "UNSATISFIABLE": Status.NONE,
        "UNKNOWN": Status.UNKNOWN,
    }
    if said[-1] not in verdicts:
        raise KtError(f"the solver's answer says 's {said[-1][:40]}': not an XCSP3 verdict")
    return verdicts[said[-1]]


def _instantiation(answer: str) -> tuple[int | None, dict[str, int]]:
    """The last ``<instantiation>`` of an answer (each of its lines may begin with ``v``): its
    ``cost``, and each variable's value."""
    lines = [re.sub(r"^v(\s|$)", "", line.strip()) for line in _plain(answer).splitlines()]
    found = re.findall(r"<instantiation\b.*?</instantiation>", "\n".join(lines), re.DOTALL)
    if not found:
        if "<instantiation" in answer:
            raise KtError("the answer's <instantiation> is cut short: it has no </instantiation>")
        raise KtError("the answer holds no XCSP3 solution: expected an <instantiation> or an 's' line")
    try:
        element = ElementTree.fromstring(found[-1])
    except ElementTree.ParseError as error:
        raise KtError(f"the answer's <instantiation> is not XML: {error}") from None
    names = (element.findtext("list") or "").split()
    values = _values((element.findtext("values") or "").split())
    if len(names) != len(values):
        raise KtError(f"the instantiation lists {len(names):,} variables but {len(values):,} values")
    cost = element.get("cost")
    if cost is not None and not re.fullmatch(r"-?\d{1,15}", cost):
        raise KtError(f"the instantiation's cost {cost[:40]!r} is not a whole number")
    return (None if cost is None else int(cost)), dict(zip(names, values))


def _values(tokens: list[str]) -> list[int]:
    """An instantiation's values: whole numbers, or ``vxk`` for k times v (XCSP3's compact form)."""
    values = []
    for token in tokens:
        found = re.fullmatch(r"(-?\d{1,15})(?:x(\d{1,9}))?", token)
        if found is None:
            raise KtError(f"the instantiation's value {token[:40]!r} is not a whole number")
        values += [int(found.group(1))] * int(found.group(2) or 1)
    return values


def holds_xcsp3(data: bytes) -> bool:
    """Whether a file is an XCSP3 instance (its root element is ``<instance format="XCSP3"``).

    Parameters
    ----------
    data : bytes
        The file.

    Returns
    -------
    bool
        True for an XCSP3 instance.
    """
    return re.match(rb"\s*(<\?xml[^>]*>\s*)?<instance\s[^>]*format=[\"']XCSP3[\"']", data) is not None


def read_xcsp3(data: bytes, path: str) -> Xcsp3ModelFile:
    """An XCSP3 instance read back: the question in its first comment, its circuit's variables.

    Parameters
    ----------
    data : bytes
        The file.
    path : str
        Its name, for messages.

    Returns
    -------
    Xcsp3ModelFile
        The question and its circuit's nodes.

    Raises
    ------
    KtError
        For an instance kt-csp did not export, or one whose circuit is not the one it writes.
    """
    text = data.decode(errors="replace")
    tag = re.search(r"<!--\s*(.*?)\s*-->", text)
    instance = instance_named(tag.group(1) if tag else "", path)
    posed = instance.anchored()[0]
    nodes = nodes_of(posed)
    circuit = re.search(r"<circuit>\s*<list>([^<]*)</list>", text)
    written = [successor_name(posed.board, node) for node in nodes]
    if circuit is None or circuit.group(1).split() != written:
        raise KtError(f"{path!r} is not the XCSP3 model kt-csp writes of its question (its circuit differs)")
    names = frozenset(re.findall(r"<var\s+id=\"(\w+)\"", text))
    return Xcsp3ModelFile(instance, {}, len(names), tuple(nodes), names)


XCSP3 = ModelFormat(
    "xcsp3",
    ".xml",
    "the CSP as XCSP3 (successor variables in one circuit), for XCSP3 solvers such as ACE",
    write_xcsp3,
    read_xcsp3,
    holds_xcsp3,
    encodes=xcsp3_encodes,
)
