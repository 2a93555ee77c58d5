"""Variants of the question (issue 16): boards with holes and wrapped boards, answered by every
search engine, every tour judged by the verifier, and the engines held to each other."""

from __future__ import annotations

import itertools
import json

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from published import LONGEST_UNCROSSED

import kt_csp
from kt_csp import Instance, KtError, Limits, Status
from kt_csp.core.board import Board, Wrap, parse_board
from kt_csp.core.instance import Magic, Symmetry
from kt_csp.core.verifier import verify
from kt_csp.files.board_text import draw, parse_picture
from kt_csp.reasoning.symmetry import square_classes

SEARCH = ["backtrack", "cpsat", "sat"]


@st.composite
def shaped_boards(draw: st.DrawFn, most: int = 5) -> Board:
    """A small board with a few holes (never all squares) and any wrap."""
    rows, cols = draw(st.integers(1, most)), draw(st.integers(1, most))
    holes = draw(st.sets(st.integers(0, rows * cols - 1), max_size=min(3, rows * cols - 1)))
    return Board(rows, cols, holes=frozenset(holes), wrap=draw(st.sampled_from(list(Wrap))))


@settings(max_examples=60, deadline=None)
@given(board=shaped_boards(7))
def test_the_neighbour_table_is_the_move_relation(board: Board) -> None:
    table = board.neighbours
    for square in range(board.size):
        listed = [int(s) for s in table[square] if s >= 0]
        assert len(listed) == len(set(listed)) == board.degrees[square]
        assert sorted(listed) == [s for s in range(board.size) if board.is_move(square, s)]
        assert all(board.is_move(s, square) for s in listed)  # moves go both ways


@settings(max_examples=30, deadline=None)
@given(rows=st.integers(1, 12), cols=st.integers(1, 12), leaper=st.sampled_from([(1, 2), (1, 3), (2, 3), (0, 1)]))
def test_a_whole_rectangle_has_the_same_table_either_way_it_is_built(
    rows: int, cols: int, leaper: tuple[int, int]
) -> None:
    board = Board(rows, cols, leaper)
    assert np.array_equal(board.neighbours, board._shaped_neighbours())


def _answers(instance: Instance) -> dict[str, Status]:
    statuses = {}
    for engine in SEARCH:
        result = kt_csp.solve(instance, engine, Limits(time_limit=30), theory=False)
        if result.tour is not None:
            assert verify(instance, result.tour).valid, f"{engine}: {verify(instance, result.tour).fault}"
        statuses[engine] = result.status
    return statuses


def test_every_engine_agrees_on_every_single_hole_of_the_small_boards() -> None:
    disagreements = []
    for rows, cols in itertools.product(range(1, 5), repeat=2):
        for hole, closed in itertools.product(range(rows * cols), (False, True)):
            if rows * cols == 1:
                continue
            instance = Instance(Board(rows, cols, holes=frozenset({hole})), closed=closed)
            statuses = _answers(instance)
            if len(set(statuses.values())) != 1 or Status.UNKNOWN in statuses.values():
                disagreements.append((instance.describe(), statuses))
    assert not disagreements


@pytest.mark.parametrize("closed", [False, True])
def test_the_8x8_less_its_centre_is_toured_by_every_engine(closed: bool) -> None:
    board = parse_board("8x8").with_holes("d4,e4,d5,e5")
    assert set(_answers(Instance(board, closed=closed)).values()) == {Status.FOUND}


@settings(max_examples=15, deadline=None)
@given(board=shaped_boards(4), closed=st.booleans())
def test_engines_agree_on_wrapped_and_holed_boards(board: Board, closed: bool) -> None:
    statuses = _answers(Instance(board, closed=closed))
    assert len(set(statuses.values())) == 1 and Status.UNKNOWN not in statuses.values(), statuses


@pytest.mark.parametrize(
    "board, closed",
    [
        (parse_board("5x5").with_holes("c3"), False),
        (parse_board("4x5").with_holes("a1"), False),
        (Board(3, 4, wrap=Wrap.CYLINDER), True),
        pytest.param(Board(4, 4, wrap=Wrap.TORUS), True, marks=pytest.mark.slow),
    ],
)
def test_counts_agree_between_the_engines_and_over_symmetry_classes(board: Board, closed: bool) -> None:
    counts = {engine: kt_csp.count(Instance(board, closed=closed), engine) for engine in SEARCH}
    assert len({c.total for c in counts.values()}) == 1 and all(c.complete for c in counts.values())
    if not closed:  # the free-start count, split over symmetry classes, is the sum over every start
        each = sum(kt_csp.count(Instance(board, start=s), "cpsat").total for s in board.live.tolist())
        assert counts["backtrack"].total == each
        assert sum(len(squares) for squares in square_classes(board).values()) == board.squares


def test_the_verifier_names_a_hole_and_counts_only_live_squares() -> None:
    board = parse_board("3x4").with_holes("b2")
    path = [board.parse_square(s) for s in ("a1", "c2", "a3")]
    assert verify(Instance(board), [*path, board.parse_square("d3")]).fault == "move 3 (a3 → d3) is not a knight move"
    holed = parse_board("3x4").with_holes("c2")
    assert verify(Instance(holed), path).fault == "move 1 lands on c2, a hole"
    assert verify(Instance(board), path).fault.startswith("8 squares never visited")


def test_a_wrapped_jump_is_a_move_on_a_torus_and_not_on_a_rectangle() -> None:
    plain, torus = Board(5, 5), Board(5, 5, wrap=Wrap.TORUS)
    a1, e3 = plain.parse_square("a1"), plain.parse_square("e3")  # two up, one left around the side
    tour = [a1, e3]
    assert torus.is_move(a1, e3) and not torus.is_move(a1, plain.parse_square("e2"))
    assert verify(Instance(plain), tour).fault == "move 1 (a1 → e3) is not a knight move"
    assert verify(Instance(torus), tour).fault.startswith("23 squares never visited")


def test_theory_and_construct_stay_silent_where_the_theorems_do_not_reach() -> None:
    board = parse_board("7x7").with_holes("d4")  # no closed tour of 7x7; with d4 gone, 48 squares
    assert kt_csp.solve(Instance(board, closed=True)).engine != "theory"
    built = kt_csp.solve(Instance(board), "construct")  # 7x7: an open base from a1 keeps a1's colour at its ends
    assert built.status is Status.UNKNOWN and "needs as many light holes as dark" in built.reason
    result = kt_csp.solve(Instance(parse_board("30x30").with_holes("a1")))
    assert result.status is Status.FOUND and "auto chose search for a board of 899 squares" in result.note


def test_the_instance_tag_and_json_carry_holes_and_wrap() -> None:
    board = Board(6, 6, holes=frozenset({0, 35}), wrap=Wrap.CYLINDER)
    instance = Instance(board, start=1, closed=True)
    assert instance.tag() == "kt-csp board=6x6 leaper=1,2 closed=1 start=b1 end=- holes=a1,f6 wrap=cylinder"
    assert Instance.from_tag(instance.tag()) == instance
    assert instance.as_dict()["holes"] == ["a1", "f6"] and instance.as_dict()["wrap"] == "cylinder"


@pytest.mark.parametrize(
    "make, words",
    [
        (lambda: Instance(parse_board("5x5").with_holes("a1"), start=0), "the start square a1 is a hole"),
        (lambda: parse_board("5x5").with_holes("z9"), "off the 5x5 board"),
        (lambda: parse_board("1x1").with_holes("a1"), "every square of 1x1 is a hole"),
        (lambda: parse_board("5x5").with_holes(" , "), "the holes name no square"),
        (lambda: parse_board("5x5").with_holes("2,2"), "name squares by number: name them as d4,e4"),
        (lambda: parse_board("5x5").with_holes("a1,a1"), "a1 is named twice in the holes"),
        (lambda: parse_board("5x5").with_holes("a1 b2 a1"), "a1 is named twice in the holes"),
        (lambda: parse_board("5x5").with_holes("a1,,b2"), "'a1,,b2' have an empty name between commas"),
        (lambda: parse_board("5x5").with_holes("a1,"), "'a1,' have an empty name between commas"),
        (lambda: kt_csp.question("5x5", holes=["c3", "c3"]), "c3 is named twice in the holes"),
        (lambda: Instance.from_dict({"board": "5x5", "holes": ["a1", "a1"]}), "a1 is named twice in the holes"),
    ],
)
def test_bad_holes_are_one_clear_error(make, words: str) -> None:
    with pytest.raises(KtError, match=words):
        make()


@settings(max_examples=20, deadline=None)
@given(board=shaped_boards(5), closed=st.booleans(), data=st.data())
def test_clues_taken_from_a_tour_are_met_by_every_engine(board: Board, closed: bool, data: st.DataObject) -> None:
    found = kt_csp.solve(Instance(board, closed=closed), "cpsat", Limits(time_limit=30), theory=False)
    if found.tour is None:
        return
    moves = data.draw(st.sets(st.integers(0, len(found.tour) - 1), min_size=1, max_size=4))
    clued = Instance(board, closed=closed, clues=tuple((found.tour[m], m) for m in moves))
    assert set(_answers(clued).values()) == {Status.FOUND}


@settings(max_examples=30, deadline=None)
@given(board=shaped_boards(6), closed=st.booleans(), data=st.data())
def test_every_tour_meeting_the_clues_stands_within_their_windows(
    board: Board, closed: bool, data: st.DataObject
) -> None:
    """The windows (and the backtracker's deadlines, built from the same distances) only ever
    cut numbers no tour can have: a tour's own numbers are always inside the windows its clues,
    start and end give."""
    from kt_csp.reasoning.windows import windows

    found = kt_csp.solve(Instance(board, closed=closed), "cpsat", Limits(time_limit=30), theory=False)
    if found.tour is None:
        return
    tour = [int(s) for s in found.tour]
    moves = data.draw(st.sets(st.integers(0, len(tour) - 1), max_size=5))
    ends = data.draw(st.sampled_from([(None, None), (tour[0], None), (None, tour[-1]), (tour[0], tour[-1])]))
    clued = Instance(board, *ends, closed=closed, clues=tuple((tour[m], m) for m in moves))
    turned, shift = clued.anchored()
    tour = tour[shift:] + tour[:shift] if shift else tour
    allowed = windows(turned)
    for move, square in enumerate(tour):
        assert any(low <= move <= high for low, high in allowed[square]), (board.name(square), move, allowed[square])


@pytest.mark.parametrize(
    "size, clues, closed",
    [
        pytest.param("6x6", "c3=10,d5=21", True, marks=pytest.mark.slow),  # (1,035 tours; b1=5's 19,724 took 35 s)
        ("5x5", "a1=0,c2=1", False),
        ("5x5", "e5=24", False),
        ("5x6", "b1=5", True),
    ],
)
def test_clue_counts_agree_between_the_engines(size: str, clues: str, closed: bool) -> None:
    instance = kt_csp.question(parse_board(size), clues=clues, closed=closed)
    totals = {engine: kt_csp.count(instance, engine).total for engine in SEARCH}
    assert len(set(totals.values())) == 1, totals


@settings(max_examples=40, deadline=None)
@given(board=shaped_boards(4), closed=st.booleans(), data=st.data())
def test_clue_counts_agree_start_by_start_on_shaped_boards(board: Board, closed: bool, data: st.DataObject) -> None:
    """Early clue numbers cut most starts at once (and a start so cut once reported the previous
    start's count)."""
    live = board.live.tolist()
    squares = data.draw(st.lists(st.sampled_from(live), min_size=1, max_size=2, unique=True))
    clues = tuple((s, data.draw(st.integers(1, min(3, len(live) - 1)))) for s in squares if len(live) > 1)
    if len({move for _, move in clues}) < len(clues):
        return
    instance = Instance(board, closed=closed, clues=clues)
    counted = {
        engine: kt_csp.count(instance, engine, Limits(time_limit=60), theory=False) for engine in ("backtrack", "cpsat")
    }
    assert counted["backtrack"].total == counted["cpsat"].total
    assert {s: n for s, n in counted["backtrack"].by_start.items() if n} == {
        s: n for s, n in counted["cpsat"].by_start.items() if n
    }


def test_a_broken_clue_is_named_by_the_verifier() -> None:
    result = kt_csp.solve("5x5", start="a1")
    assert result.tour is not None
    wrong = (result.tour[7], 8)  # the square of move 7, claimed for move 8
    verdict = verify(Instance(result.instance.board, clues=(wrong,)), result.tour)
    assert verdict.fault.startswith("clue broken: move 8 must be on ") and verdict.step == 8


def test_colour_parity_answers_clues_that_cannot_alternate() -> None:
    result = kt_csp.solve("8x8", "backtrack", clues="a1=2,h8=63", theory=False)
    assert result.status is Status.NONE and result.stats.nodes == 0 and "moves 2 and 63" in result.reason


@pytest.mark.parametrize(
    "clues, words",
    [
        ("z9=3", "off the 5x5 board"),
        ("a1=3,b3=3", "move 3 is given on two squares"),
        ("a1=3,a1=4", "a1 has two clues"),
        ("a1=25", "out of range: moves are numbered 0 to 24"),
        ("a1", "malformed clue"),
        ("a1=-1", "malformed clue"),
        (
            "a1=99999999999999999999999999",
            "the clue a1=99999999999999999999999999 is out of range: moves are numbered 0 to 24",
        ),
    ],
)
def test_bad_clues_are_one_clear_error(clues: str, words: str) -> None:
    with pytest.raises(KtError, match=words):
        kt_csp.question("5x5", clues=clues)


def test_a_clue_on_an_end_is_that_end() -> None:
    open_tour = kt_csp.question("5x5", clues="a1=0,c3=12,e5=24")
    assert (open_tour.start, open_tour.end, open_tour.clues) == (0, 24, ((12, 12),))
    assert kt_csp.question("5x5", start="a1", clues="a1=0") == kt_csp.question("5x5", start="a1")
    closed = kt_csp.question("6x6", closed=True, clues="a1=0,c2=35")  # a closed tour's last move is a clue
    assert (closed.start, closed.end, closed.clues) == (0, None, ((8, 35),))
    with pytest.raises(KtError, match="the clue a1=0 contradicts the start b1"):
        kt_csp.question("5x5", start="b1", clues="a1=0")


def test_a_clue_on_move_0_of_a_huge_board_is_built_as_a_start(run) -> None:
    ran = run("solve", "400x400", "--clue", "a1=0")  # (unknown, exit 3: CP-SAT refuses 160,000 squares)
    assert ran.code == 0 and ran.out.startswith("# found: open tour of 400x400 from a1 (a1 … ")
    assert "# construct, chosen by auto" in ran.out


def test_a_clue_contradicting_the_start_is_refused() -> None:
    with pytest.raises(KtError, match="contradicts the start a1"):
        kt_csp.question("5x5", start="a1", clues="c2=0")


@settings(max_examples=40, deadline=None)
@given(board=shaped_boards(6), data=st.data())
def test_a_board_picture_draws_and_reads_back(board: Board, data: st.DataObject) -> None:
    live = board.live.tolist()
    moves = data.draw(st.lists(st.integers(0, len(live) - 1), unique=True, max_size=len(live), min_size=len(live)))
    chosen = data.draw(st.sets(st.sampled_from(live), max_size=3))
    clues = {(s, moves[live.index(s)]) for s in chosen}
    plain = Board(board.rows, board.cols, holes=board.holes)
    read, read_clues = parse_picture(draw(plain, tuple(clues)))
    assert read == plain and set(read_clues) == clues


@pytest.mark.parametrize(
    "text, words",
    [
        ("..\n...\n", "rank 1 of the board picture has 3 squares, the top rank 2"),
        ("..x\n", "'x' in the board picture is not"),
        ("\n; only a comment\n", "draws no square"),
        ("##\n", "every square of 1x2 is a hole"),
    ],
)
def test_a_bad_picture_is_one_clear_error(text: str, words: str) -> None:
    with pytest.raises(KtError, match=words):
        parse_picture(text)


def test_the_command_line_solves_a_picture_with_clues_and_holes(run, tmp_path) -> None:
    (tmp_path / "ring.txt").write_text(
        "; the 8x8 less its centre, a1 first\n" + "........\n" * 3 + "...##...\n" * 2 + "........\n" * 2 + "0.......\n"
    )
    answer = run("solve", str(tmp_path / "ring.txt"), "--closed", "--clue", "h8=30", "--format", "json")
    data = json.loads(answer.out)
    assert answer.code == 0 and data["holes"] == ["d4", "e4", "d5", "e5"] and data["clues"] == {"h8": 30}
    assert data["start"] == "a1"  # the picture's 0 is where the tour starts
    assert data["tour"][0] == "a1" and data["tour"][30] == "h8" and data["verified"]


@pytest.mark.parametrize("symmetry", list(Symmetry))
@pytest.mark.parametrize("closed", [False, True])
@pytest.mark.parametrize("size", ["5x6", "6x6"])
def test_cpsat_and_sat_agree_on_symmetric_tours(symmetry: Symmetry, closed: bool, size: str) -> None:
    if symmetry is Symmetry.ROT90 and size == "5x6":
        return
    instance = kt_csp.question(size, closed=closed, symmetry=symmetry)
    answers = {}
    for engine in ("cpsat", "sat"):
        result = kt_csp.solve(instance, engine, Limits(time_limit=30), theory=False)
        if result.tour is not None:
            assert verify(instance, result.tour).valid
        answers[engine] = result.status
    assert answers["cpsat"] == answers["sat"] != Status.UNKNOWN


def test_the_verifier_finds_the_move_a_symmetry_breaks_and_the_line_a_magic_square_misses() -> None:
    board = parse_board("6x6")
    tour = kt_csp.solve(Instance(board, closed=True), "backtrack").tour
    assert tour is not None
    mirrored = verify(Instance(board, closed=True, symmetry=Symmetry.MIRROR), tour)
    assert mirrored.fault.startswith("not mirror-symmetric: the move ")
    eight = kt_csp.solve("8x8", "backtrack", start="a1").tour
    assert eight is not None
    numbers = {int(s): i + 1 for i, s in enumerate(eight)}
    rank = sum(numbers[s] for s in range(8))
    assert (
        verify(Instance(parse_board("8x8"), magic=Magic.SEMI), eight).fault
        == f"not semi-magic: rank 1 sums to {rank}, not 260"
    )


@pytest.mark.parametrize(
    "call, words",
    [
        (
            lambda: kt_csp.solve("6x6", "backtrack", closed=True, symmetry="rot180"),
            "the backtrack engine does not answer symmetric tours: the cpsat, sat, auto engines can",
        ),
        (
            lambda: kt_csp.solve("8x8", "sat", magic="semi"),
            "the sat engine does not answer magic tours: the cpsat, auto",
        ),
        (lambda: kt_csp.question("8x8", magic="semi", holes="a1"), "a magic tour numbers every square of a whole"),
        (
            lambda: kt_csp.question("6x8", magic="full"),
            "a fully magic tour sums the long diagonals too: 6x8 is not square",
        ),
        (
            lambda: kt_csp.question("5x6", symmetry="rot90"),
            "a quarter turn carries 5x6 onto itself only when it is square",
        ),
        (lambda: kt_csp.question("6x6", symmetry="rot180", holes="a1"), "the holes are not rot180-symmetric"),
        (lambda: kt_csp.question("6x6", symmetry="spin"), "unknown symmetry 'spin'"),
    ],
)
def test_symmetry_and_magic_refusals_are_one_clear_error(call, words: str) -> None:
    with pytest.raises(KtError, match=words):
        call()


def test_auto_sends_symmetric_and_magic_questions_to_cpsat() -> None:
    result = kt_csp.solve("6x6", closed=True, symmetry="rot90")
    assert (
        result.engine == "cpsat"
        and result.status is Status.FOUND
        and "the engine that answers every part asked (symmetry)" in result.note
    )


def test_auto_counts_symmetric_tours_as_cpsat_does() -> None:
    """The backtracker counts plain tours only: auto must not answer a symmetric count with it."""
    asked = kt_csp.question("5x5", symmetry="rot180")
    assert kt_csp.count(asked, "auto").total == kt_csp.count(asked, "cpsat").total < kt_csp.count("5x5").total


@pytest.mark.slow
def test_auto_never_builds_a_large_board_with_clues() -> None:
    """Construct ignores clues: a 40x40 board with two clues goes to search, and its tour keeps them."""
    asked = kt_csp.question("40x40", clues="a1=0,c2=1")
    result = kt_csp.solve(asked, limits=Limits(time_limit=120))
    assert result.tour is not None and verify(asked, result.tour).valid and "construct ignores clues" in result.note


@pytest.mark.parametrize("keywords", [{"symmetry": "mirror"}, {"magic": "semi"}, {"clues": "c3=10"}])
def test_theory_makes_no_positive_claim_about_a_constrained_tour(keywords: dict[str, str]) -> None:
    from kt_csp.reasoning.theorems import verdict

    assert verdict(kt_csp.question("8x8", closed=True)) is not None
    assert verdict(kt_csp.question("8x8", closed=True, **keywords)) is None  # type: ignore[arg-type]


def test_a_grid_with_holes_reads_back_with_its_holes(run, tmp_path) -> None:
    solved = run("solve", "6x6", "--holes", "c3,c4", "--closed", "--engine", "cpsat")
    grid = "\n".join(solved.out.splitlines()[:6]) + "\n"
    (tmp_path / "t.txt").write_text(grid)
    assert run("verify", str(tmp_path / "t.txt"), "--closed").out.startswith(
        "valid: closed tour of 6x6 less 2 holes (c3 c4)"
    )
    (tmp_path / "u.txt").write_text(grid.replace("-1", " 0", 1))
    assert "the number 0 is written on 2 squares" in run("verify", str(tmp_path / "u.txt")).out


@pytest.mark.parametrize("form", ["grid", "npy"])
def test_a_grid_names_only_the_holes_asked_and_the_squares_a_longest_path_leaves_out(run, tmp_path, form: str) -> None:
    """-1 marks a hole in a grid or an npy file; --holes says which squares are holes (any other
    -1 is a square the tour missed) and --longest makes them squares the path leaves out."""
    holed, path = tmp_path / f"h.{form}", tmp_path / f"p.{form}"
    assert run("solve", "6x6", "--holes", "c3,c4", "--format", form, "--out", str(holed)).code == 0
    assert run("verify", str(holed)).out.startswith("valid: open tour of 6x6 less 2 holes (c3 c4)")
    assert run("verify", str(holed), "--holes", "c3").out == "invalid: 1 square never visited, first c4\n"
    assert run("solve", "5x5", "--longest", "--uncrossed", "--format", form, "--out", str(path)).code == 0
    assert run("verify", str(path), "--longest", "--uncrossed").out.startswith(
        "valid: longest uncrossed open path of 5x5 from"
    )
    if form == "npy":
        assert (np.load(holed) == -1).sum() == 2 and (np.load(path) == -1).sum() == 25 - 1 - LONGEST_UNCROSSED[5]


@pytest.mark.slow
def test_every_board_up_to_6x6_less_one_square_gets_one_answer_from_the_three_engines() -> None:
    """The sweep of issue 16: m×n, m ≤ n ≤ 6, each single hole, open and closed — backtrack,
    CP-SAT and SAT agree on all 530 and every tour verifies (bench/variants.py times it)."""
    from kt_csp.crosschecks.check import crosscheck
    from kt_csp.engines.registry import ENGINES

    engines = [ENGINES[name] for name in SEARCH]
    checked = 0
    for rows in range(1, 7):
        for cols in range(rows, 7):
            board = parse_board(f"{rows}x{cols}")
            for hole in range(board.size if board.size > 1 else 0):
                for closed in (False, True):
                    check = crosscheck(
                        Instance(board.with_holes(board.name(hole)), closed=closed), engines, Limits(time_limit=60)
                    )
                    assert check.agree and check.decided, check.disagreements
                    assert all(a.verified for a in check.answers if a.result is not None and a.result.tour is not None)
                    checked += 1
    assert checked == 530
