"""The XCSP3 format and the ace engine: exported instances that ACE (the jar PyCSP3 ships) and
PyCSP3's own parser read, ACE's answers decoded to verified tours matching CP-SAT's, hostile
answers refused in one line, the part XCSP3 does not express refused, and ACE's process ended by
Ctrl-C or the time limit."""

from __future__ import annotations

import shutil
import signal
import subprocess
import sys
from dataclasses import replace
from importlib.util import find_spec
from pathlib import Path

import pytest
from watching import AVAILABLE, children, cpu_seconds, wait_for

from kt_csp import solve
from kt_csp.core.result import Status
from kt_csp.engines import ace
from kt_csp.engines.ace import xcsp3
from kt_csp.engines.ace.xcsp3 import XCSP3, holds_xcsp3
from kt_csp.engines.sat.dimacs import DIMACS
from kt_csp.files.formats import read_model

JAR = ace.ace_jar()
needs_ace = pytest.mark.skipif(
    JAR is None or shutil.which("java") is None, reason="ACE needs Java and PyCSP3's jar (make foreign-solvers)"
)


def _ace(model: Path, answer: Path, *options: str) -> None:
    """ACE's own command on an exported instance, as a user runs it (colours, compact values)."""
    assert JAR is not None
    said = subprocess.run(["java", "-jar", str(JAR), str(model), *options], capture_output=True, text=True, check=True)
    answer.write_text(said.stdout)


@needs_ace
@pytest.mark.spawns
@pytest.mark.parametrize(
    "args",
    [
        ["6x6", "--closed"],
        pytest.param(["5x5", "--start", "c3", "--holes", "a1"], marks=pytest.mark.slow),
        pytest.param(["5x5", "--closed", "--wrap", "torus"], marks=pytest.mark.slow),
        pytest.param(["6x6", "--closed", "--clue", "c3=10", "--clue", "d4=20"], marks=pytest.mark.slow),
        pytest.param(["6x6", "--closed", "--symmetry", "rot180"], marks=pytest.mark.slow),
    ],
)
def test_ace_s_own_answer_to_an_export_decodes_to_a_verified_tour(run, tmp_path: Path, args: list[str]) -> None:
    model, answer = tmp_path / "model.xml", tmp_path / "answer.txt"
    assert run("export", *args, "--format", "xcsp3", "-o", str(model)).code == 0
    _ace(model, answer)
    decoded = run("decode", str(model), str(answer))
    assert decoded.code == 0 and "# valid: " in decoded.out


@needs_ace
@pytest.mark.parametrize(
    "question",
    [
        {"asked": "5x5", "start": "a1"},
        pytest.param(
            {"asked": "5x5", "start": "b1"}, marks=pytest.mark.slow
        ),  # none: a tour of 5x5 starts on the majority colour
        pytest.param({"asked": "5x5", "closed": True}, marks=pytest.mark.slow),  # none
        pytest.param({"asked": "4x5", "clues": "a1=0,e4=19"}, marks=pytest.mark.slow),
        pytest.param({"asked": "6x6", "closed": True, "holes": "c3,d4"}, marks=pytest.mark.slow),
        pytest.param({"asked": "4x4", "uncrossed": True, "longest": True}, marks=pytest.mark.slow),
        pytest.param({"asked": "5x5", "closed": True, "longest": True}, marks=pytest.mark.slow),
        pytest.param({"asked": "3x4", "minimize": "turns"}, marks=pytest.mark.slow),
        pytest.param({"asked": "3x4", "minimize": "crossings"}, marks=pytest.mark.slow),
    ],
    ids=lambda question: " ".join(f"{k}={v}" for k, v in question.items()),
)
def test_the_ace_engine_agrees_with_cpsat(question: dict[str, object]) -> None:
    """ACE proves what it answers itself (``theory=False``), and its tours pass the verifier."""
    theirs = solve(engine="ace", theory=False, **question)  # type: ignore[arg-type]
    ours = solve(engine="cpsat", theory=False, **question)  # type: ignore[arg-type]
    assert theirs.status == ours.status and theirs.status in (Status.FOUND, Status.NONE)
    assert theirs.verified == (theirs.status is Status.FOUND)
    assert theirs.measure == ours.measure and theirs.bound == ours.bound


# PyCSP3's parser, in a Python of its own: importing pycsp3 reads the command line's arguments
# as a model's data and prints a warning at exit.
PARSE = """
import sys
from pycsp3.parser.xparser import ParserXCSP3
read = ParserXCSP3(sys.argv[1])
print(" ".join(sorted(entry.id for entry in read.vEntries)))
print(" ".join(str(entry.type) for entry in read.cEntries))
"""


@pytest.mark.spawns
def test_pycsp3_s_parser_reads_the_export(tmp_path: Path) -> None:
    if find_spec("pycsp3") is None:
        pytest.skip("PyCSP3 is not installed (the foreign extra)")
    from kt_csp import Instance, parse_board

    board = parse_board("6x6")
    model = tmp_path / "model.xml"
    model.write_bytes(XCSP3.model(Instance(board, start=0, clues=((board.parse_square("f6"), 20),))).data)
    read = subprocess.run(
        [sys.executable, "-c", PARSE, str(model)], capture_output=True, text=True, check=True, cwd=tmp_path
    )
    names, constraints = read.stdout.splitlines()[:2]
    assert {"next_a1", "next_f6", "first", "pos_f6"} <= set(names.split()) and len(names.split()) == 2 * 36 + 1
    assert constraints.split()[:2] == ["circuit", "allDifferent"]


def test_every_part_is_expressed_and_one_it_could_not_would_be_refused_in_one_line(
    run, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Closed longest paths forbid 2-cycles; magic sums are sums of move numbers; the fewest turns
    a variable to minimise. A part the format does not say (one added to kt-csp later) is refused,
    never exported as another question."""
    for args, said in [
        (["6x6", "--closed", "--longest"], 'type="COP"'),
        (["8x8", "--magic", "semi", "--start", "a1"], "<condition>(eq,252)</condition>"),
        (["6x6", "--uncrossed"], "le(add(eq(next_"),
        (["5x5", "--minimize", "turns"], "<minimize>turns</minimize>"),
    ]:
        assert run("export", *args, "--format", "xcsp3", "-o", str(tmp_path / "m.xml")).code == 0
        assert said in (tmp_path / "m.xml").read_text()
    monkeypatch.setattr(xcsp3, "EXPRESSED", xcsp3.EXPRESSED - {"minimize"})
    ran = run("export", "6x6", "--closed", "--minimize", "turns", "--format", "xcsp3")
    assert ran.code == 2 and len(ran.err.strip().splitlines()) == 1
    assert "does not express minimize: export --format cpsat-text or cpsat" in ran.err


def test_an_xcsp3_file_is_told_apart_from_the_other_formats() -> None:
    from kt_csp import Instance, parse_board

    question = Instance(parse_board("5x5"), start=0)
    assert holds_xcsp3(XCSP3.model(question).data) and not holds_xcsp3(DIMACS.model(question).data)
    assert not DIMACS.holds(XCSP3.model(question).data)
    assert not holds_xcsp3(b'<instance format="XCSP2">')


def _answer(values: str, verdict: str = "s SATISFIABLE") -> str:
    names = " ".join(f"next_{square}" for square in ("a1", "b1", "c1", "a2", "c2", "a3", "b3", "c3"))
    return f"{verdict}\nv <instantiation type='solution'> <list> {names} first </list> <values> {values} </values>"


@pytest.mark.parametrize(
    "answer, code, said",
    [
        # a3x3 board less b2 (8 squares in a ring); nodes a1=0 b1=1 c1=2 a2=3 (b2 a hole) c2=4 a3=5 b3=6 c3=7, path=8
        (_answer("4 5 3 7 0 1 2 6 8") + " </instantiation>", 1, "# invalid: "),
        (_answer("4 5 3 7 0 1 2 6") + " </instantiation>", 2, "lists 9 variables but 8 values"),
        (_answer("4 5 3 7 0 1 2 6 99") + " </instantiation>", 2, "sets first = 99, no node of the model's circuit"),
        (_answer("4 5 3 7 0 1 2 6 8"), 2, "is cut short"),
        (_answer("4 5 3 7 0 1 2 6 8").replace("first", "next_e5") + "</instantiation>", 2, "answers another model"),
        ("s SATISFIABLE\n", 2, "holds no XCSP3 solution"),
        ("s UNSATISFIABLE\n", 1, "# none: "),
        ("s UNKNOWN\n", 3, "# unknown: "),
        ("s PERHAPS\n", 2, "not an XCSP3 verdict"),
    ],
)
def test_hostile_answers_are_judged_or_refused_in_one_line(
    run, tmp_path: Path, answer: str, code: int, said: str
) -> None:
    """A wrong tour is the verifier's fault; an answer of another model, or cut short, a one-line
    refusal; an unsatisfiable claim decode cannot check (a cross-check disagrees: below)."""
    model = tmp_path / "model.xml"
    assert run("export", "3x3", "--holes", "b2", "--format", "xcsp3", "-o", str(model)).code == 0
    (tmp_path / "answer.txt").write_text(answer)
    ran = run("decode", str(model), str(tmp_path / "answer.txt"))
    assert ran.code == code and said in (ran.out if code != 2 else ran.err)
    assert code != 2 or len(ran.err.strip().splitlines()) == 1


def test_a_model_whose_circuit_was_edited_is_refused(tmp_path: Path) -> None:
    from kt_csp import Instance, parse_board
    from kt_csp.errors import KtError

    model = tmp_path / "model.xml"
    model.write_bytes(
        XCSP3.model(Instance(parse_board("5x5"), start=0)).data.replace(b"next_a1 next_b1", b"next_b1 next_a1")
    )
    with pytest.raises(KtError, match="its circuit differs"):
        read_model(model)


@needs_ace
def test_a_false_unsatisfiable_answer_makes_a_cross_check_disagree(
    run, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # (the reproducer of a disagreement is written here)
    lying = replace(ace.PROGRAM, command=lambda model, answer, limits: ["sh", "-c", "echo s UNSATISFIABLE"])
    monkeypatch.setattr(ace, "PROGRAM", lying)
    ran = run("crosscheck", "6x6", "--closed", "--engines", "cpsat,ace")
    assert ran.code == 1 and "but ace says there is none" in ran.out
    assert (tmp_path / "crosscheck-6x6-closed.json").exists()


@needs_ace
@pytest.mark.slow
def test_the_node_limit_is_ace_s_own_budget(run) -> None:
    """ACE needs 97 failed assignments for this one (its own statistics): 5 stop it."""
    ran = run("solve", "6x6", "--closed", "--clue", "c3=10", "--clue", "d4=20", "--engine", "ace", "--node-limit", "5")
    assert ran.code == 3 and ran.out.startswith("# unknown: ")


def test_without_ace_s_jar_the_engine_is_refused_and_passed_over(run, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ace, "ace_jar", lambda: None)
    ran = run("solve", "6x6", "--closed", "--engine", "ace")
    assert ran.code == 2 and "the ace engine needs ACE's jar" in ran.err and len(ran.err.strip().splitlines()) == 1
    checked = run("crosscheck", "6x6", "--closed", "--engines", "cpsat,ace")
    assert checked.code == 0 and "ace" in checked.out


def _java(pid: int) -> list[int]:
    """The Java processes (ACE) a process has started that still run."""
    found = []
    for child in children(pid):
        try:
            if Path(f"/proc/{child}/comm").read_text().strip() == "java":
                found.append(child)
        except OSError:
            pass
    return found


@needs_ace
@pytest.mark.slow
@pytest.mark.spawns
@pytest.mark.skipif(not AVAILABLE, reason="watches processes through /proc")
def test_ctrl_c_ends_ace_s_process_and_answers_unknown(spawn) -> None:
    """A semi-magic 8x8 tour from a1 keeps ACE searching; Ctrl-C once ACE has searched a second."""
    process = spawn("solve", "8x8", "--magic", "semi", "--start", "a1", "--engine", "ace", text=True)
    java: list[int] = []
    wait_for(lambda: bool(java or java.extend(_java(process.pid))) and cpu_seconds(java[0]) >= 1.5, process)
    process.send_signal(signal.SIGINT)
    out, _ = process.communicate(timeout=60)
    assert process.returncode == 130 and out.startswith("# unknown: ")
    assert not Path(f"/proc/{java[0]}").exists()


# A semi-magic open tour of 8x8 (CP-SAT's, verified below), and a plain one that is not.
SEMI_MAGIC = (
    "a3 b1 d2 c4 e5 f3 e1 g2 h4 g6 h8 f7 g5 h7 f8 d7 b8 a6 c5 e6 c7 a8 b6 d5 c3 a4 b2 d1 e3 f1 h2 g4 "
    "h6 g8 e7 f5 d4 c6 d8 b7 a5 b3 a1 c2 b4 a2 c1 e2 g1 h3 f4 d3 f2 h1 g3 e4 f6 h5 g7 e8 d6 c8 a7 b5"
)


@needs_ace
@pytest.mark.slow
@pytest.mark.parametrize("magic", [True, False])
def test_ace_holds_a_magic_tour_to_the_model_s_sums(tmp_path: Path, magic: bool) -> None:
    """Every variable fixed to a tour (ACE's ``-ins``): the semi-magic tour satisfies the magic
    model, and a plain tour (the backtracker's from a1) does not."""
    from kt_csp import Instance, parse_board
    from kt_csp.core.instance import Magic
    from kt_csp.core.verifier import verify

    board = parse_board("8x8")
    question = Instance(board, magic=Magic.SEMI)
    plain = solve("8x8", engine="backtrack", start="a1").tour
    assert plain is not None
    names = SEMI_MAGIC.split() if magic else [board.name(square) for square in plain]
    tour = [board.parse_square(name) for name in names]
    assert verify(question, tour).valid == magic
    model = tmp_path / "model.xml"
    model.write_bytes(XCSP3.model(question).data)
    index = {square: i for i, square in enumerate(xcsp3.nodes_of(question))}
    path = board.size
    given = {"first": index[tour[0]], f"next_{names[-1]}": index[path]}
    given |= {f"next_{names[i]}": index[tour[i + 1]] for i in range(len(tour) - 1)}
    given |= {f"pos_{name}": i for i, name in enumerate(names)}
    fixed = f"-ins={','.join(given)}:{','.join(map(str, given.values()))}"
    _ace(model, tmp_path / "answer.txt", "-npc", fixed)
    said = (tmp_path / "answer.txt").read_text()
    assert ("s SATISFIABLE" if magic else "s UNSATISFIABLE") in said


def test_an_instance_too_large_for_memory_is_refused_before_it_is_built(run) -> None:
    ran = run("export", "100000x100000", "--format", "xcsp3")
    assert ran.code == 2 and len(ran.err.strip().splitlines()) == 1
    assert "the XCSP3 instance of 100000x100000 needs about" in ran.err


@needs_ace
@pytest.mark.slow
@pytest.mark.spawns
@pytest.mark.skipif(not AVAILABLE, reason="watches processes through /proc")
def test_the_time_limit_ends_ace_s_process_and_answers_unknown(spawn) -> None:
    """10 s: kt-csp's start-up and the model's writing take a few of them on a loaded machine,
    and ACE searches the rest (4 s were all spent before ACE began, once in a run)."""
    process = spawn(
        "solve", "8x8", "--magic", "semi", "--start", "a1", "--engine", "ace", "--time-limit", "10", text=True
    )
    java: list[int] = []
    wait_for(lambda: bool(java or java.extend(_java(process.pid)) or java), process)
    out, _ = process.communicate(timeout=60)
    assert process.returncode == 3 and out.startswith("# unknown: ") and "time limit" in out
    assert not Path(f"/proc/{java[0]}").exists()


@needs_ace
@pytest.mark.parametrize(
    "args, said",
    [
        # XCSP3's circuit takes a move there and back for a cycle: the 2 squares' tour was found,
        # and the verifier's refusal was an internal error (exit 70)
        (["2x3", "--holes", "b1,c1,a2,b2", "--closed"], "a closed tour needs at least 3 squares"),
        # b2, no knight's move from it, had no value to take (an empty domain: ACE failed, unknown)
        (["3x3", "--closed", "--clue", "a1=0"], "the solver found the closed tour of 3x3 from a1 model unsatisfiable"),
    ],
)
def test_degenerate_closed_questions_are_answered_none(run, args: list[str], said: str) -> None:
    ran = run("solve", *args, "--engine", "ace", "--no-theory")
    assert ran.code == 1 and said in ran.out


def test_a_square_with_no_way_on_is_a_forbidden_loop_and_a_closed_path_never_goes_straight_back() -> None:
    from kt_csp import Instance, parse_board

    board = parse_board("3x3")
    stuck = XCSP3.model(Instance(board, closed=True, start=0)).data.decode()
    assert '<var id="next_b2">4</var>' in stuck and "<intension>ne(next_b2,4)</intension>" in stuck
    two = XCSP3.model(Instance(board.with_holes("b1,c1,a2,b2,a3,b3,c3"), closed=True)).data.decode()
    assert "<intension>or(ne(next_a1,1),ne(next_c2,0))</intension>" in two
