"""Magic tours answered where they cannot exist (issue 31): the boards reasoning rules out —
a side odd and the other even, both sides odd, (4m+2)x(4n+2), 4x16 — confirmed by every tour of
the small ones, none of which the independent verifier finds magic; no engine finds a tour there
when made to search; the literature said beside an `unknown` fully magic 8x8 (none found) or
12x12 (tours published); and the restrictions CP-SAT looks for magic tours under first."""

from __future__ import annotations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

import kt_csp
from kt_csp import Limits
from kt_csp.core.board import Board, parse_board
from kt_csp.core.instance import Instance, Magic, Symmetry
from kt_csp.core.status import Status
from kt_csp.engines.cpsat.magic_tries import QUAD, class_tries, halves, halves_fit, quads
from kt_csp.engines.cpsat.model import build_model, ranks_and_files
from kt_csp.reasoning.magic import JELLISS, KUMAR, PUBLISHED, STERTENBRINK, known, magic_obstruction


@pytest.mark.parametrize(
    "size", ["3x4", "4x5", "3x7", "5x5", "3x8", pytest.param("5x6", marks=pytest.mark.slow), "3x9"]
)
def test_no_tour_of_a_board_ruled_out_is_magic_among_all_its_tours(size: str) -> None:
    """Every open tour of the board (each rank of the frontier's order: a tour and its reversal
    once; a reversed tour sums alike where the tour does) is a tour, and none sums alike along
    its ranks and files: the argument's claim, checked exhaustively."""
    asked = kt_csp.question(size, magic="semi")
    reason = magic_obstruction(asked)
    assert reason is not None
    plain = kt_csp.question(size)
    among = kt_csp.draw(plain).among
    tours = kt_csp.draw(plain, ranks=range(among)).tours
    assert len(tours) == among > 0
    for tour in tours:
        assert kt_csp.verify(tour, plain).valid
        fault = kt_csp.verify(tour, asked).fault
        assert fault is not None and fault.startswith("not semi-magic")
    assert kt_csp.solve(asked).status is Status.NONE and kt_csp.solve(asked).reason == reason


@settings(max_examples=25, deadline=None)
@given(
    rows=st.integers(2, 7),
    cols=st.integers(2, 7),
    leaper=st.sampled_from([(1, 2), (1, 4), (2, 3)]),
    magic=st.sampled_from(list(Magic)),
    closed=st.booleans(),
)
def test_where_reasoning_rules_a_magic_tour_out_cpsat_made_to_search_finds_none(
    rows: int, cols: int, leaper: tuple[int, int], magic: Magic, closed: bool
) -> None:
    assume(magic is Magic.SEMI or rows == cols)  # (a fully magic tour needs a square board)
    asked = kt_csp.question(f"{rows}x{cols}", leaper=leaper, magic=magic.value, closed=closed)
    assume(magic_obstruction(asked) is not None)
    searched = kt_csp.solve(asked, "cpsat", theory=False, limits=Limits(time_limit=5))
    assert searched.status is not Status.FOUND, searched.tour


@pytest.mark.parametrize(
    "size, source",
    [("6x6", JELLISS), ("6x10", JELLISS), ("10x14", JELLISS), ("4x16", KUMAR), ("16x4", KUMAR)],
)
def test_the_boards_the_literature_rules_out_are_answered_none_citing_it(size: str, source: str) -> None:
    result = kt_csp.solve(size, magic="semi")
    assert result.status is Status.NONE and result.engine == "theory" and source in result.reason
    assert kt_csp.count(size, magic="semi").total == 0


def test_boards_where_magic_tours_exist_are_left_to_search() -> None:
    for size in ("8x8", "12x12", "4x8", "8x12", "4x20"):
        assert magic_obstruction(Instance(parse_board(size), magic=Magic.SEMI)) is None
    assert magic_obstruction(Instance(parse_board("6x6"))) is None  # (no magic asked)


def test_an_unknown_magic_answer_says_what_the_literature_found(run) -> None:
    asked = kt_csp.question("8x8", magic="full")
    said = known(asked)
    assert said is not None and STERTENBRINK in said and "140 semi-magic" in said
    semi = known(kt_csp.question("8x8", magic="semi"))
    assert semi is not None and STERTENBRINK in semi and "140 semi-magic" in semi
    assert known(kt_csp.question("8x8", magic="semi", closed=True)) is None  # (how many of the 140 close: not said)
    assert known(kt_csp.question("8x8", magic="semi", leaper=(2, 3))) is None
    for side, published in PUBLISHED.items():
        said = known(kt_csp.question(f"{side}x{side}", magic="full"))
        assert said is not None and said.endswith(published) and "exist" in said
        assert known(kt_csp.question(f"{side}x{side}", magic="semi")) is None  # (only the fully magic ones said)
        assert known(kt_csp.question(f"{side}x{side}", magic="full", start="a1")) is None
        assert known(kt_csp.question(f"{side}x{side}", magic="full", closed=True)) is None
    assert known(kt_csp.question("20x20", magic="full")) is None
    ran = run("solve", "8x8", "--magic", "full", "--time-limit", "2")
    assert ran.code == 3 and ran.out.startswith("# unknown") and STERTENBRINK in ran.out


@pytest.mark.slow
def test_a_closed_semi_magic_tour_is_read_as_numbered_where_it_sums() -> None:
    """A closed tour may be numbered from any square: the tour CP-SAT numbered to sum is answered
    from its move 0, not from a1 (read from a1 it was refused by the verifier: exit 70)."""
    asked = kt_csp.question("8x8", magic="semi", closed=True)
    result = kt_csp.solve(asked, engine="cpsat", limits=Limits(time_limit=120))
    assert result.status is Status.FOUND and result.tour is not None
    assert kt_csp.verify(result.tour, asked).valid


def _half_turn_numbering(board: Board, data: st.DataObject, odd_on_white: bool | None = None) -> list[int]:
    """A numbering drawn at random whose half turn's image of each square stands half the numbers
    on: which square of each pair comes first, and the first half's numbers (with
    ``odd_on_white``, each square's parity its colour's, as a tour's is)."""
    half = board.size // 2
    turned = [Symmetry.ROT180.image(board, s) for s in range(board.size)]
    pairs = [s for s in range(board.size) if s < turned[s]]
    if odd_on_white is None:
        placed = list(zip(pairs, data.draw(st.permutations(range(half))), strict=True))
    else:
        placed = [
            (s, move)
            for colour in (0, 1)
            for s, move in zip(
                [s for s in pairs if board.colour(s) == colour],
                data.draw(st.permutations(range(colour ^ odd_on_white, half, 2))),
                strict=True,
            )
        ]
    number = [0] * board.size
    for s, move in placed:
        first = data.draw(st.booleans())
        number[s if first else turned[s]], number[turned[s] if first else s] = move, move + half
    return number


@settings(max_examples=60, deadline=None)
@given(st.integers(1, 4), st.integers(1, 4), st.data())
def test_a_half_turn_numbering_sums_a_line_and_its_image_alike_only_with_half_its_squares_first(
    half_rows: int, half_cols: int, data: st.DataObject
) -> None:
    """The cut CP-SAT adds to magic tours numbered alike under the half turn
    (`kt_csp.engines.cpsat.magic_tries.halves`): whatever the numbering, a rank and the rank the half turn
    carries it onto sum alike exactly when half the rank's squares come in the numbering's first
    half (files alike). Numberings drawn at random: which square of each pair comes first, and
    the first half's order."""
    board = parse_board(f"{2 * half_rows}x{2 * half_cols}")
    half = board.size // 2
    turned = [Symmetry.ROT180.image(board, s) for s in range(board.size)]
    number = _half_turn_numbering(board, data)
    ranks, files = ranks_and_files(board)
    assert (
        sorted(s for line in ranks for s in line)
        == sorted(s for line in files for s in line)
        == list(range(board.size))
    )
    for line in ranks + files:
        image = [turned[s] for s in line]
        firsts = sum(number[s] < half for s in line)
        assert (sum(number[s] for s in line) == sum(number[s] for s in image)) == (2 * firsts == len(line))


@settings(max_examples=40, deadline=None)
@given(st.sampled_from([4, 8, 12, 16]), st.booleans(), st.data())
def test_a_half_turn_numbering_misses_a_diagonal_magic_sum_by_two_mod_four_on_12x12(
    side: int, odd_on_white: bool, data: st.DataObject
) -> None:
    """Why the half turn's tours are not tried for fully magic 12x12 (`halves_fit`): in any
    numbering a tour could have (each square's parity its colour's) whose half turn's image of
    a square stands half the numbers on, each long diagonal sums to the magic constant plus 2,
    modulo 4, on sides 8k+4 — never to the constant — and to the constant modulo 4 on sides 8k,
    where the restriction is kept. Numberings drawn at random: which square of each pair comes
    first, and the first half's numbers among those of the pair's parity."""
    board = parse_board(f"{side}x{side}")
    number = _half_turn_numbering(board, data, odd_on_white)
    assert sorted(number) == list(range(board.size))
    assert all(number[s] % 2 == board.colour(s) ^ odd_on_white for s in range(board.size))
    magic = side * (board.size + 1) // 2
    for diagonal in ([i * (side + 1) for i in range(side)], [(i + 1) * (side - 1) for i in range(side)]):
        missed = (magic - sum(number[s] + 1 for s in diagonal)) % 4
        assert missed == (0 if halves_fit(Instance(board, magic=Magic.FULL)) else 2)
    assert halves_fit(Instance(board, magic=Magic.SEMI))


@pytest.mark.slow
def test_fully_magic_12x12_is_searched_without_the_half_turn_and_says_why() -> None:
    """The restriction the parity argument rules out is not tried: not in the class search's
    places, and `solve` gives the whole model all its time and says so."""
    asked = kt_csp.question("12x12", magic="full")
    assert halves not in [tried.restrict for tried in class_tries(asked, Limits())]
    assert halves in [tried.restrict for tried in class_tries(kt_csp.question("8x8", magic="full"), Limits())]
    answer = kt_csp.solve(asked, engine="cpsat", limits=Limits(time_limit=3))
    assert answer.status is Status.UNKNOWN
    assert "no tour numbered alike under the half turn can be fully magic on 12x12" in answer.note
    assert "fully magic 12x12 knight's tours exist: Awani Kumar published four (2003)" in answer.note


def _solved(instance: Instance) -> list[int] | None:
    """The tour CP-SAT finds for a model already restricted (squares in move order), or None."""
    from ortools.sat.python import cp_model

    built = build_model(instance)
    quads(built)
    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    if solver.solve(built.model) not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None
    return sorted(built.position, key=lambda s: solver.value(built.position[s]))


def _in_quads(board_size: str, tour: list[int]) -> bool:
    """Whether each four moves 4k … 4k+3 stand in one 4x4 block, one on each of its ranks and files."""
    board = parse_board(board_size)
    for k in range(0, len(tour), QUAD):
        places = [board.coords(s) for s in tour[k : k + QUAD]]
        if len({(r // QUAD, c // QUAD) for r, c in places}) != 1 or len({r for r, _ in places}) != QUAD:
            return False
        if len({c for _, c in places}) != QUAD:
            return False
    return True


@pytest.mark.parametrize("size", ["4x8", "8x4", "8x8"])
def test_the_quads_restriction_finds_only_tours_made_of_beverleys_quads(size: str) -> None:
    """`quads` (the second restriction magic classes are looked for under): a tour it lets
    through is made of quads, and a tour that is not is refused (its every move given as a clue)."""
    start = Instance(parse_board(size), clues=((0, 0),))
    tour = _solved(start)
    assert tour is not None and kt_csp.verify(tour, size).valid and _in_quads(size, tour)
    plain = kt_csp.solve(size, start="a1", engine="cpsat")
    assert plain.tour is not None and kt_csp.verify(plain.tour, size).valid
    other = [int(s) for s in plain.tour]
    assert not _in_quads(size, other)  # (CP-SAT's plain tour from a1, as the test found it)
    assert _solved(Instance(parse_board(size), clues=tuple((s, move) for move, s in enumerate(other)))) is None
