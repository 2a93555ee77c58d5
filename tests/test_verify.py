"""The verifier, on hand-made good and bad tours."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kt_csp import Board, Instance, parse_board
from kt_csp.core.verifier import verify


def names(board: Board, tour: str) -> list[int]:
    return [board.parse_square(name) for name in tour.split()]


# Fixed tours, found once by tests/reference.py's plain search and checked by eye.
BOARD_3X4 = parse_board("3x4")
OPEN_3X4 = "a1 c2 a3 b1 d2 b3 c1 a2 c3 d1 b2 d3"
BOARD_5X6 = parse_board("5x6")
CLOSED_5X6 = "a1 c2 e1 f3 e5 d3 c1 a2 b4 d5 f4 e2 d4 f5 e3 f1 d2 b1 a3 b5 c3 d1 f2 e4 c5 a4 b2 c4 a5 b3"


def test_a_hand_made_open_tour_is_valid() -> None:
    verdict = verify(Instance(BOARD_3X4), names(BOARD_3X4, OPEN_3X4))
    assert verdict.valid, verdict.fault


@pytest.mark.parametrize(
    "tour, fault",
    [
        ("a1 c2 a3 b1 d2 b3 c1 a2 c3 d1 b2", "1 square never visited, first d3"),
        ("a1 c2 a3 b1 d2 b3 c1 a2 c3 d1 b2 d3 b2", "move 12 returns to b2"),
        ("a1 c2 a3 b1 d2 b3 c1 a2 c3 d1 d3 b2", "move 10 (d1 → d3) is not a knight move"),
        ("a1 c2 a1 c2", "move 2 returns to a1"),
        ("a1 c2 a3 c2 d2", "move 3 returns to c2"),
        ("a1 c2 a3 d3 a1", "move 3 (a3 → d3) is not a knight move"),
        ("", "the tour is empty"),
    ],
)
def test_the_first_fault_is_named(tour: str, fault: str) -> None:
    verdict = verify(Instance(BOARD_3X4), names(BOARD_3X4, tour))
    assert not verdict.valid
    assert verdict.fault.startswith(fault)


def test_a_move_off_the_board_is_named() -> None:
    verdict = verify(Instance(BOARD_3X4), [0, BOARD_3X4.size + 5])
    assert not verdict.valid and "leaves the 3x4 board" in verdict.fault


def test_start_and_end_are_checked() -> None:
    tour = names(BOARD_3X4, OPEN_3X4)
    assert verify(Instance(BOARD_3X4, start=tour[0], end=tour[-1]), tour).valid
    wrong_start = verify(Instance(BOARD_3X4, start=BOARD_3X4.parse_square("b1")), tour)
    assert wrong_start.fault == "wrong start: the tour starts on a1, not b1"
    wrong_end = verify(Instance(BOARD_3X4, end=BOARD_3X4.parse_square("b1")), tour)
    assert wrong_end.fault == "wrong end: the tour ends on d3, not b1"


def test_an_open_tour_is_not_closed() -> None:
    verdict = verify(Instance(BOARD_3X4, closed=True), names(BOARD_3X4, OPEN_3X4))
    assert verdict.fault.startswith("not closed: the last square d3 is not a knight move from the first a1")


def test_a_closed_tour_is_closed_and_rotations_too() -> None:
    cycle = names(BOARD_5X6, CLOSED_5X6)
    for shift in range(0, len(cycle), 7):
        rotated = cycle[shift:] + cycle[:shift]
        assert verify(Instance(BOARD_5X6, closed=True), rotated).valid
        assert verify(Instance(BOARD_5X6, closed=True), rotated[::-1]).valid
    broken = cycle[:]
    broken[3], broken[4] = broken[4], broken[3]
    assert not verify(Instance(BOARD_5X6, closed=True), broken).valid


def test_other_leapers_are_judged_by_their_own_jump() -> None:
    board = Board(1, 4, (0, 1))  # the wazir walks one square sideways
    assert verify(Instance(board), [0, 1, 2, 3]).valid
    verdict = verify(Instance(board), [0, 2, 1, 3])
    assert verdict.fault == "move 1 (a1 → c1) is not a 0,1-leaper move"


def test_a_closed_tour_needs_three_squares() -> None:
    board = Board(1, 2, (0, 1))
    assert verify(Instance(board), [0, 1]).valid
    assert not verify(Instance(board, closed=True), [0, 1]).valid


@settings(max_examples=40, deadline=None)
@given(
    rows=st.integers(1, 7),
    cols=st.integers(1, 7),
    leaper=st.sampled_from([(1, 2), (0, 1), (1, 3), (2, 2)]),
    wrap=st.sampled_from([(False, False), (False, True), (True, True)]),
    data=st.data(),
)
def test_the_compiled_loops_read_every_sequence_as_the_uncompiled_ones_do(
    rows: int, cols: int, leaper: tuple[int, int], wrap: tuple[bool, bool], data: st.DataObject
) -> None:
    """A small board is read by the verifier's loops as written, a large one by the same loops
    compiled: on any sequence of squares (off the board, onto holes, repeated, any jump) both
    name the same first fault, and leave the same squares seen."""
    from kt_csp.core.verifier import HOLE, _first_unseen, _scan

    size = rows * cols
    squares = np.array(data.draw(st.lists(st.integers(-2, size + 1), max_size=2 * size + 2)), dtype=np.int64)
    holes = data.draw(st.lists(st.integers(0, size - 1), max_size=3))
    scan, first_unseen = _scan.compiled, _first_unseen.compiled
    seen = {name: np.zeros(size, dtype=np.uint8) for name in ("written", "compiled")}
    for marks in seen.values():
        marks[holes] = HOLE
    arguments = (rows, cols, *leaper, *wrap)
    assert _scan.py_func(squares, *arguments, seen["written"]) == scan(squares, *arguments, seen["compiled"])
    assert np.array_equal(seen["written"], seen["compiled"])
    assert _first_unseen.py_func(seen["written"]) == first_unseen(seen["compiled"])
