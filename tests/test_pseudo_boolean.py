"""The OPB export solved by Exact (the exact engine) and decoded, and the WCNF export of the
optimisation questions solved by PySAT's RC2 and decoded, each against kt-csp's own engines."""

from __future__ import annotations

import contextlib
import json
import subprocess
import sys
import tempfile
from importlib.util import find_spec
from pathlib import Path

import pytest

import kt_csp
from kt_csp import Instance, parse_board
from kt_csp.engines.exact.opb import OPB, opb_constraints

needs_exact = pytest.mark.skipif(find_spec("exact") is None, reason="Exact is not installed (pip install exact)")


def _exact(model: Path, answer: Path) -> str:
    """Exact's answer to an OPB file, as the exact engine's child Python writes it."""
    subprocess.run([sys.executable, "-m", "kt_csp.engines.exact.run", str(model), str(answer)], check=True)
    return answer.read_text()


def test_the_opb_file_writes_each_exactly_one_as_one_constraint_and_names_its_variables() -> None:
    """No sequential counters: a closed 6x6 tour's file has one '= 1' out of and one into each
    square, every other constraint a clause, and its only variables the arcs and positions."""
    model = OPB.model(Instance(parse_board("6x6"), closed=True))
    text = model.data.decode()
    lines = text.splitlines()
    assert lines[0] == f"* #variable= {model.variables} #constraint= {model.constraints}"
    assert lines[1] == "* kt-csp board=6x6 leaper=1,2 closed=1 start=- end=-"
    named = [line for line in lines if line.startswith("* var x")]
    assert len(named) == model.variables == model.arcs + 36 * 35  # arcs, then 'b3_ge_5' for 35 steps each
    assert "* var x1 arc_a1_b3" in lines and "* var x2 arc_a1_c2" in lines
    variables, constraints = opb_constraints(text)
    assert len(variables) == model.variables and len(constraints) == model.constraints
    assert sum(relation == "=" for _, relation, _ in constraints) == 2 * 36
    assert all(degree == 1 for _, relation, degree in constraints if relation == "=")
    a1 = next(terms for terms, relation, _ in constraints if relation == "=")
    assert a1 == [(1, "x1"), (1, "x2")]  # a1's two moves out
    # a clause's negations move into its right-hand side: ~x + ~y >= 1 is -x - y >= -1
    assert all(all(c in (1, -1) for c, _ in terms) for terms, relation, _ in constraints if relation == ">=")


def test_a_part_the_encoding_cannot_hold_is_refused_in_one_line(run, tmp_path: Path) -> None:
    ran = run("export", "8x8", "--closed", "--magic", "semi", "--format", "opb", "-o", str(tmp_path / "m.opb"))
    assert ran.code == 2 and len(ran.err.strip().splitlines()) == 1
    assert "does not encode magic: export --format cpsat-text or cpsat" in ran.err
    assert not (tmp_path / "m.opb").exists()


@needs_exact
@pytest.mark.spawns
@pytest.mark.parametrize(
    "question",
    [
        ["6x6", "--closed"],
        ["5x5", "--start", "a1"],
        ["6x6", "--holes", "d3", "--start", "a1"],
        ["6x6", "--clue", "c3=7"],
    ],
)
def test_exact_solves_the_exported_opb_and_decode_verifies_its_tour(run, tmp_path: Path, question: list[str]) -> None:
    model = tmp_path / "model.opb"
    assert run("export", *question, "--format", "opb", "-o", str(model)).code == 0
    answer = _exact(model, tmp_path / "answer.txt")
    assert answer.startswith("s SATISFIABLE\nv x1 ") or answer.startswith("s SATISFIABLE\nv -x1 ")
    decoded = run("decode", str(model), str(tmp_path / "answer.txt"))
    assert decoded.code == 0 and "\n# valid: " in decoded.out, decoded.out + decoded.err


@needs_exact
@pytest.mark.spawns
def test_the_exact_engine_agrees_with_cpsat_on_found_and_none() -> None:
    """A tour where there is one, verified at the registry's door; none for the closed 5x5 with
    theory off (the colour count is then the solver's to prove)."""
    found = kt_csp.solve(kt_csp.question("6x6", closed=True, holes="c3,d3"), "exact")
    assert found.status.value == "found" and found.verified
    none = kt_csp.solve(kt_csp.question("5x5", closed=True), "exact", theory=False)
    assert none.status.value == "none" and none.status == kt_csp.solve(none.instance, "cpsat", theory=False).status


@needs_exact
@pytest.mark.spawns
def test_crosscheck_with_the_exact_engine_agrees(run) -> None:
    ran = run("crosscheck", "6x6", "--closed", "--engines", "backtrack,cpsat,sat,exact")
    assert ran.code == 0 and "exact" in ran.out, ran.out + ran.err


@needs_exact
@pytest.mark.spawns
def test_hostile_answers_to_an_opb_file(run, tmp_path: Path) -> None:
    """A wrong tour is the verifier's (exit 1); an answer cut short, one that is no answer, and
    one to a larger model are refused in one line (exit 2); an unsatisfiable claim is taken as the
    solver's word (exit 1: decode cannot know better, a cross-check would disagree)."""
    model, answer = tmp_path / "model.opb", tmp_path / "answer.txt"
    assert run("export", "6x6", "--closed", "--format", "opb", "-o", str(model)).code == 0
    values = _exact(model, answer).splitlines()[1].split()[1:]
    first = next(i for i, value in enumerate(values) if not value.startswith("-"))
    wrong = [f"-{value}" if i == first else value for i, value in enumerate(values)]
    cases = {
        "s SATISFIABLE\nv " + " ".join(wrong) + "\n": (1, "# invalid: closed tour of 6x6"),
        "s SATISFIABLE\nv " + " ".join(values[: len(values) // 2]) + "\n": (2, "it is cut short"),
        "s SATISFIABLE\nv " + " ".join(values) + " x99999\n": (2, "the solution sets variable 99,999"),
        "s SATISFIABLE\nv x1 -x\n": (2, "the solver's answer is not a model"),
        "s UNSATISFIABLE\n": (1, "# none: closed tour of 6x6"),
    }
    for text, (code, said) in cases.items():
        answer.write_text(text)
        ran = run("decode", str(model), str(answer))
        assert ran.code == code and said in ran.out + ran.err, (text[:30], ran.out, ran.err)
        assert code != 2 or len(ran.err.strip().splitlines()) == 1


def _rc2(model: Path, vnew: bool = False) -> str:
    """RC2's answer to a WCNF file, as its program prints it (``o``, ``s OPTIMUM FOUND``, ``v``):
    the model as literals, or (``vnew``) as the 2022 evaluations' one 0/1 character per variable."""
    from pysat.examples.rc2 import RC2
    from pysat.formula import WCNF

    with RC2(WCNF(from_file=str(model))) as solver:
        found = solver.compute()
        assert found is not None
        values = "".join("1" if literal > 0 else "0" for literal in found) if vnew else " ".join(map(str, found))
        return f"c RC2\no {solver.cost}\ns OPTIMUM FOUND\nv {values}\n"


@pytest.mark.parametrize(
    "question",
    [
        ["5x5", "--start", "a1", "--minimize", "turns"],
        pytest.param(["5x5", "--start", "a1", "--minimize", "crossings"], marks=pytest.mark.slow),
        ["4x4", "--longest"],
        ["4x4", "--uncrossed", "--longest"],
        ["5x5", "--closed", "--holes", "c3", "--longest"],
        ["6x6", "--closed", "--holes", "a1,b1", "--longest"],  # (the cycle counts from c1)
        ["5x5", "--closed", "--start", "b1", "--longest"],
    ],
)
@pytest.mark.parametrize("vnew", [False, True])
def test_rc2_solves_the_exported_wcnf_to_cpsats_optimum(run, tmp_path: Path, question: list[str], vnew: bool) -> None:
    model, answer = tmp_path / "model.wcnf", tmp_path / "answer.txt"
    assert run("export", *question, "--format", "wcnf", "-o", str(model)).code == 0
    answer.write_text(_rc2(model, vnew))
    decoded = run("decode", str(model), str(answer), "--format", "json")
    best = run("solve", *question, "--engine", "cpsat", "--format", "json")
    assert decoded.code == best.code == 0, decoded.out + decoded.err
    found, optimum = (json.loads(ran.out) for ran in (decoded, best))
    assert found["status"] == optimum["status"] == "optimal" and found["verified"]
    assert found["measure"] == found["bound"] == optimum["measure"], (found, optimum)


def test_the_wcnf_writes_hard_and_soft_clauses_and_reads_back_as_itself() -> None:
    """Hard clauses 'h … 0', soft ones of weight 1, the question first; the file is read back as a
    WCNF though it begins with comments like a DIMACS CNF."""
    from kt_csp.files.formats import MODEL_FORMATS, export_model, read_model

    instance = kt_csp.question("5x5", start="a1", minimize="turns")
    data = export_model(instance, MODEL_FORMATS["wcnf"])
    assert data == export_model(instance, MODEL_FORMATS["wcnf"])  # (deterministic)
    lines = data.decode().splitlines()
    assert lines[0] == f"c {instance.tag()}" and "c var 1 arc_a1_b3" in lines
    hard = [line for line in lines if line.startswith("h ")]
    soft = [line for line in lines if line.startswith("1 ")]
    assert hard and soft and all(line.endswith(" 0") for line in hard + soft)
    assert len(hard) + len(soft) + sum(line.startswith("c ") for line in lines) == len(lines)
    assert all(len(line.split()) == 4 for line in soft)  # "1 -arc -arc 0": not both jumps of a turn
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "model.wcnf"
        path.write_bytes(data)
        assert type(read_model(path)).__name__ == "WcnfModelFile"
        path.write_bytes(export_model(Instance(parse_board("5x5"), start=0), MODEL_FORMATS["dimacs"]))
        assert type(read_model(path)).__name__ == "DimacsModelFile"


@pytest.mark.parametrize(
    "question, said",
    [
        (
            ["6x6", "--closed"],
            "a WCNF holds the optimisation questions (--longest, --minimize): export --format dimacs",
        ),
        (["8x8", "--magic", "semi", "--minimize", "turns"], "the WCNF does not encode magic: export --format cpsat"),
    ],
)
def test_a_question_the_wcnf_cannot_hold_is_refused_in_one_line(
    run, tmp_path: Path, question: list[str], said: str
) -> None:
    ran = run("export", *question, "--format", "wcnf", "-o", str(tmp_path / "m.wcnf"))
    assert ran.code == 2 and said in ran.err and len(ran.err.strip().splitlines()) == 1


def test_hostile_answers_to_a_wcnf(run, tmp_path: Path) -> None:
    """A cost that is not the tour's is a fault (exit 1); without 'OPTIMUM FOUND' the tour is only
    feasible (exit 3); a model cut short is refused in one line (exit 2)."""
    model, answer = tmp_path / "model.wcnf", tmp_path / "answer.txt"
    assert run("export", "5x5", "--start", "a1", "--minimize", "turns", "-o", str(model), "--format", "wcnf").code == 0
    solved = _rc2(model)
    cost = int(solved.split("\no ")[1].split()[0])
    values = solved.split("\nv ")[1].split()
    cases = {
        solved.replace(f"o {cost}", f"o {cost - 1}"): (
            1,
            f"the answer claims {cost - 1} turns, but its tour has {cost}",
        ),
        solved.replace("s OPTIMUM FOUND", "s SATISFIABLE"): (3, '"status": "feasible"'),
        "o 3\ns SATISFIABLE\nv " + " ".join(values[:100]) + "\n": (2, "it is cut short"),
        "s UNSATISFIABLE\n": (1, '"status": "none"'),
    }
    for text, (code, said) in cases.items():
        answer.write_text(text)
        ran = run("decode", str(model), str(answer), "--format", "json")
        assert ran.code == code and said in ran.out + ran.err, (text[:30], ran.out, ran.err)
        assert code != 2 or len(ran.err.strip().splitlines()) == 1


@needs_exact
@pytest.mark.spawns
@pytest.mark.slow
def test_the_time_limit_ends_exacts_child_python(run) -> None:
    """An uncrossed closed 12x12 tour, which Exact does not answer within a second: unknown,
    exit 3, and no child Python of the engine left running."""
    import psutil

    ran = run("solve", "12x12", "--closed", "--uncrossed", "--no-theory", "--engine", "exact", "--time-limit", "1")
    assert ran.code == 3 and "(time limit of 1 s reached)" in ran.out, ran.out + ran.err
    left = []
    for child in psutil.Process().children(recursive=True):
        with contextlib.suppress(psutil.NoSuchProcess):  # (one that ends as it is looked at is gone)
            if child.status() != psutil.STATUS_ZOMBIE:
                left.append(child.cmdline())
    assert not any("kt_csp.engines.exact.run" in line for line in left), left


@pytest.mark.parametrize(
    ("module", "argv"),
    [("exact", ["no-such.opb", "answer"]), ("exact", []), ("highs", ["model"]), ("highs", ["m", "a", "many"])],
)
def test_the_child_solvers_refuse_bad_arguments_in_one_line(tmp_path: Path, module: str, argv: list[str]) -> None:
    """The manual runs ``python -m kt_csp.engines.exact.run MODEL ANSWER`` by hand: a model that is
    not there, or arguments that are not a model and an answer, are one line and exit 2, never a
    traceback."""
    if find_spec("exact" if module == "exact" else "highspy") is None:
        pytest.skip(f"{module}'s solver is not installed")
    done = subprocess.run(
        [sys.executable, "-m", f"kt_csp.engines.{module}.run", *argv],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1, done.stderr
