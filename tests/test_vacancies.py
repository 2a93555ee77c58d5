"""Walking vacancies: a window of the tour re-solved by depth-first search or by CP-SAT keeps the
tour one cycle through exactly the squares it should visit, or changes nothing; pairs are
matched at the least total distance."""

from __future__ import annotations

import itertools
import random

import hypothesis.strategies as st
import numpy as np
import pytest
from hypothesis import given, settings

from kt_csp import Instance, Limits
from kt_csp.core.board import Board
from kt_csp.engines.construct.build import closed_tour
from kt_csp.engines.construct.vacancies import NO_MOVE, STEP, Change, Tour, pairs_of


def base(board: Board, closed: bool = True) -> Tour:
    """The block construction's closed tour of ``board`` as successors and predecessors (an
    open tour's: broken after its last square)."""
    cycle = closed_tour(board, 0)
    succ = np.roll(cycle, -1)[np.argsort(cycle)].astype(np.int32)
    pred = np.roll(cycle, 1)[np.argsort(cycle)].astype(np.int32)
    if not closed:
        succ[cycle[-1]] = pred[cycle[0]] = -1
    return Tour(Instance(board, closed=closed), succ, pred, Limits())


def on_tour(tour: Tour) -> tuple[set[int], bool]:
    """The squares the tour visits, walked from its start (or any square, closed), and whether
    it is one path (or cycle) with predecessors that agree."""
    squares = [s for s in range(tour.board.size) if tour.on(s)]
    start = next((s for s in squares if tour.pred[s] == -1), squares[0])
    seen, here = [start], int(tour.succ[start])
    while here not in (-1, start) and len(seen) <= len(squares):
        assert tour.pred[here] == seen[-1]
        seen.append(here)
        here = int(tour.succ[here])
    return set(seen), len(seen) == len(squares) == len(set(seen))


@settings(max_examples=25, deadline=None)
@given(
    rows=st.integers(6, 24),
    cols=st.integers(6, 24),
    seed=st.integers(0, 10**6),
    nearest=st.sampled_from([2, 4, 8, 0]),
    closed=st.booleans(),
)
def test_a_window_re_solved_keeps_one_tour_through_the_squares_asked_or_changes_nothing(
    rows: int, cols: int, seed: int, nearest: int, closed: bool
) -> None:
    if rows % 2 and cols % 2:
        cols += 1
    board = Board(rows, cols)
    tour = base(board, closed)
    rng = random.Random(seed)
    here = rng.randrange(board.size)
    wanted = set(range(board.size))
    for change in (Change.LEAVE, Change.HOP, Change.HOP, Change.END):
        if change is Change.END:
            here = next(s for s in range(board.size) if tour.succ[s] == -1) if not closed else -1
            if here < 0:
                break
        row, col = board.coords(here)
        colour = board.colour(here) ^ (change is Change.LEAVE)
        places = [
            board.square(r, c)
            for r in range(max(0, row - STEP), min(rows, row + STEP + 1))
            for c in range(max(0, col - STEP), min(cols, col + STEP + 1))
            if (r + c) % 2 == colour and board.square(r, c) != here and tour.on(board.square(r, c))
        ]
        if not places:
            break
        place = rng.choice(places)
        put, take, moved = change.made(here, place)
        before = tour.succ.copy(), tour.pred.copy()
        if tour.resolve(tour.box(here, place, 3), put, take, nearest, moved):
            wanted = (wanted | set(put)) - set(take)
            visited, whole = on_tour(tour)
            assert whole and visited == wanted
            if moved != NO_MOVE:
                assert tour.succ[place] == -1
            here = place
        else:
            assert np.array_equal(tour.succ, before[0]) and np.array_equal(tour.pred, before[1])
            break


@pytest.mark.parametrize("seed", range(6))
def test_pairs_are_matched_at_the_least_total_distance(seed: int) -> None:
    board = Board(40, 40)
    rng = random.Random(seed)
    light = rng.sample([s for s in range(board.size) if board.colour(s)], 6)
    dark = rng.sample([s for s in range(board.size) if not board.colour(s)], 6)

    def gap(a: int, b: int) -> int:
        (r1, c1), (r2, c2) = board.coords(a), board.coords(b)
        return max(abs(r1 - r2), abs(c1 - c2))

    pairs = pairs_of(board, light, dark)
    assert sorted(a for a, _ in pairs) == sorted(light) and sorted(b for _, b in pairs) == sorted(dark)
    least = min(sum(gap(a, b) for a, b in zip(light, order, strict=True)) for order in itertools.permutations(dark))
    assert sum(gap(a, b) for a, b in pairs) == least


def test_many_pieces_are_paired_greedily_each_once(monkeypatch: pytest.MonkeyPatch) -> None:
    from kt_csp.engines.construct import vacancies

    monkeypatch.setattr(vacancies, "MATCHED_MOST", 0)
    board = Board(30, 30)
    light = [s for s in range(board.size) if board.colour(s)][::50]
    dark = [s for s in range(board.size) if not board.colour(s)][::50][: len(light)]
    pairs = pairs_of(board, light, dark)
    assert sorted(a for a, _ in pairs) == sorted(light) and sorted(b for _, b in pairs) == sorted(dark)
