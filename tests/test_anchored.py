"""Closed tours with clues and no fixed start: every path answers the question asked.

Such a tour may start anywhere, and its clues number the moves from wherever it starts; every
engine poses it anchored at its first clue (`Instance.anchored`). Each path that reaches an
engine or a model — the engines' solve and count, counting jobs, the game's replay and referee,
exported models solved elsewhere and decoded — is asked the same random clued questions on
3x10 and compared with an independent enumeration of every closed tour.
"""

from __future__ import annotations

import random
from functools import cache
from pathlib import Path

import pytest
from ortools.sat.python import cp_model
from pysat.formula import CNF
from pysat.solvers import Solver
from reference import jumps

from kt_csp import Instance, parse_board
from kt_csp.core.result import Status
from kt_csp.core.verifier import verify
from kt_csp.engines.registry import ENGINES
from kt_csp.errors import InternalError
from kt_csp.files.formats import MODEL_FORMATS, ModelFormat, export_model, read_model
from kt_csp.jobs.job import open_job, run_local

BOARD = "3x10"  # 16 closed tours: enumerated in about a second by plain recursion


@cache
def directed_cycles() -> tuple[tuple[int, ...], ...]:
    """Every closed tour of the board read from its first square, both ways round."""
    board = parse_board(BOARD)
    moves = [jumps(board, s) for s in range(board.size)]
    seen, path, found = [False] * board.size, [0], []
    seen[0] = True

    def extend(square: int) -> None:
        if len(path) == board.size:
            if 0 in moves[square]:
                found.append(tuple(path))
            return
        for following in moves[square]:
            if not seen[following]:
                seen[following] = True
                path.append(following)
                extend(following)
                path.pop()
                seen[following] = False

    extend(0)
    return tuple(found)


def expected(instance: Instance) -> int:
    """Directed tours with their start anywhere whose squares stand at the clues' moves (and end
    on the fixed end): each cycle read from each of its squares."""
    total = 0
    for cycle in directed_cycles():
        for shift in range(len(cycle)):
            tour = cycle[shift:] + cycle[:shift]
            total += all(tour[move] == square for square, move in instance.clues) and (
                instance.end is None or tour[-1] == instance.end
            )
    return total


def questions() -> list[Instance]:
    """Clues read off random tours (so that tours exist), clues at random (most have none), and
    some with a fixed end."""
    board, rng = parse_board(BOARD), random.Random(27)
    asked = []
    for number in range(24):
        cycle = rng.choice(directed_cycles())
        shift = rng.randrange(board.size)
        tour = cycle[shift:] + cycle[:shift]
        moves = rng.sample(range(board.size), rng.randint(1, 3))
        clues = (
            tuple((tour[m], m) for m in moves) if number % 3 else tuple((rng.randrange(board.size), m) for m in moves)
        )
        if len({s for s, _ in clues}) < len(clues):
            continue
        end = tour[-1] if number % 4 == 1 else None
        asked.append(Instance(board, end=end, closed=True, clues=clues))
    return asked


QUESTIONS = questions()


def test_the_questions_hold_both_answers() -> None:
    answers = [expected(q) for q in QUESTIONS]
    assert any(answers) and not all(answers) and len(QUESTIONS) >= 16


@pytest.mark.parametrize("question", QUESTIONS, ids=lambda q: q.tag().split(" start")[1])
def test_every_path_answers_the_question_asked(question: Instance, tmp_path: Path) -> None:
    total = expected(question)
    for name in ("backtrack", "cpsat", "sat", "auto"):
        counted = ENGINES[name].count(question)
        assert counted.complete and counted.total == total, name
        found = ENGINES[name].solve(question)
        assert found.status is (Status.FOUND if total else Status.NONE), name
        assert found.tour is None or verify(question, found.tour).valid, name
    job = open_job(tmp_path / "job.db", question, 2)
    run_local(job, 1)
    assert job.progress().complete and job.progress().tours == total
    for form in (MODEL_FORMATS["cpsat-text"], MODEL_FORMATS["dimacs"]):
        status, tour = _solved_elsewhere(question, form, tmp_path)
        assert status is (Status.FOUND if total else Status.NONE), form
        assert tour is None or verify(question, tour).valid, form


@pytest.mark.parametrize("question", QUESTIONS[:8], ids=lambda q: q.tag().split(" start")[1])
def test_the_game_answers_the_question_asked(question: Instance) -> None:
    from kt_csp.game import play

    board = question.board
    body = {
        "board": BOARD,
        "closed": True,
        "clues": {board.name(s): m for s, m in question.clues},
        "end": None if question.end is None else board.name(question.end),
        "path": [],
        "time_limit": 10,
    }
    replayed = play.replay(body)
    ruled = play.referee(body)
    assert replayed["status"] == ruled["status"] == ("found" if expected(question) else "none")
    for answer in (replayed, ruled):
        if answer["tour"] is not None:
            assert verify(question, [board.parse_square(s) for s in answer["tour"]]).valid


def test_the_cli_counts_a_clued_job_as_the_plain_count(run, tmp_path: Path) -> None:
    """The tester's case: the job counted 197 for the question the README's example counts."""
    asked = ("count", "6x6", "--closed", "--clue", "c3=10", "--clue", "d5=21", "--format", "json")
    plain = run(*asked)
    job = run(*asked, "--job", str(tmp_path / "job.db"))
    assert plain.code == job.code == 0 and '"total": 1035' in plain.out and '"total": 1035' in job.out


def test_an_unanchored_question_never_reaches_a_model() -> None:
    board = parse_board("6x6")
    question = Instance(board, closed=True, clues=((board.parse_square("c3"), 5),))
    from kt_csp.engines.backtrack.search import BacktrackOptions, Search
    from kt_csp.engines.cpsat.engine import build_model
    from kt_csp.engines.sat.encoding import lazy_formula

    for build in (lambda q: Search(q, BacktrackOptions()), build_model, lazy_formula):
        with pytest.raises(InternalError, match="anchored"):
            build(question)


def _solved_elsewhere(question: Instance, form: ModelFormat, folder: Path) -> tuple[Status, list[int] | None]:
    """Export the model, solve it with a solver of its own (not kt-csp's engines), decode."""
    path = folder / ("model" + form.suffix)
    path.write_bytes(export_model(question, form))
    model = read_model(path)
    assert model.instance == question  # the file names the question asked
    if form.name == "cpsat-text":
        proto = cp_model.CpModel()
        proto.proto.parse_text_format(path.read_text())
        solver = cp_model.CpSolver()
        solver.solve(proto)
        answer = str(solver.response_proto)
    else:
        with Solver(name="g4", bootstrap_with=CNF(from_string=path.read_text()).clauses) as sat:
            answer = f"v {' '.join(map(str, sat.get_model()))} 0" if sat.solve() else "UNSAT"
    status, tour = model.decode(answer)
    return status, tour


def test_a_closed_single_square_with_its_clue_and_end_is_asked_again_as_itself() -> None:
    """1x1 closed, ending on a1 with a1 numbered 0 (hypothesis found it in the cross-check's
    reproducer): its clued ends make start and end a1, which is no jump, but on one square that
    is theory's ``none``, not a question refused — the instance and its reproducer both stand."""
    board = parse_board("1x1")
    asked = Instance(board, end=0, closed=True, clues=((0, 0),))
    posed = asked.with_clued_ends()
    assert (posed.start, posed.end, posed.closed) == (0, 0, True)
    assert ENGINES["backtrack"].solve(posed).status is Status.NONE
