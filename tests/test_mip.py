"""The mixed-integer model (LP and MPS), a MIP solution read back, and the highs engine."""

from __future__ import annotations

import contextlib
from importlib.util import find_spec
from pathlib import Path

import pytest

import kt_csp
from kt_csp import Instance, parse_board
from kt_csp.core.limits import Limits
from kt_csp.engines.highs import PROGRAM
from kt_csp.engines.highs.languages import LP, MPS, holds_mps
from kt_csp.engines.highs.mip import mip_model
from kt_csp.engines.highs.run import main as highs_run
from kt_csp.files.formats import read_model

HIGHS = find_spec("highspy") is not None
needs_highs = pytest.mark.skipif(
    not HIGHS, reason="highspy is not installed (pip install highspy; make test installs it)"
)


def _solved(run, tmp_path: Path, form: str, *question: str) -> tuple[Path, Path]:
    """A question exported in a format and solved by HiGHS (the highs engine's child, in this
    process): the model and HiGHS's solution file."""
    model, answer = tmp_path / f"model.{form}", tmp_path / "answer.sol"
    assert run("export", *question, "--format", form, "-o", str(model)).code == 0
    assert highs_run([str(model), str(answer)]) == 0
    return model, answer


@needs_highs
@pytest.mark.parametrize("form", ["lp", "mps"])
@pytest.mark.parametrize(
    "question",
    [
        ["6x6", "--closed"],
        ["5x5", "--start", "a1"],
        ["6x6", "--holes", "c3,d3", "--end", "f6"],
        ["5x6", "--wrap", "cylinder", "--closed"],
        ["6x6", "--clue", "a1=0", "--clue", "f6=20"],
        ["6x6", "--closed", "--clue", "c3=7"],
        ["6x6", "--closed", "--symmetry", "rot180"],
        ["5x5", "--symmetry", "rot180"],
    ],
)
def test_every_part_round_trips_through_highs_to_a_verified_tour(
    run, tmp_path: Path, form: str, question: list[str]
) -> None:
    model, answer = _solved(run, tmp_path, form, *question)
    decoded = run("decode", str(model), str(answer))
    assert decoded.code == 0 and "# valid: " in decoded.out


@needs_highs
@pytest.mark.parametrize(
    "question, measure",
    [
        pytest.param(["5x5", "--longest", "--closed"], "24 moves, proved the most", marks=pytest.mark.slow),
        (["4x4", "--longest", "--uncrossed"], "moves, proved the most"),
        (["5x5", "--minimize", "turns"], "turns, proved the fewest"),
        pytest.param(["4x5", "--minimize", "crossings"], "crossings, proved the fewest", marks=pytest.mark.slow),
    ],
)
def test_an_optimum_decodes_as_the_one_cpsat_proves(run, tmp_path: Path, question: list[str], measure: str) -> None:
    """HiGHS's objective is the tour's measure (the indicators are exact) and its bound proves it."""
    model, answer = _solved(run, tmp_path, "mps", *question)
    decoded = run("decode", str(model), str(answer))
    expected = run("solve", *question, "--engine", "cpsat").out.splitlines()[-2].split("verified: ")[1]
    assert decoded.code == 0 and measure in decoded.out and decoded.out.endswith(f"{expected}\n")


@needs_highs
@pytest.mark.spawns
@pytest.mark.parametrize(
    "question",
    [
        ["5x5", "--closed", "--no-theory"],
        pytest.param(["4x4", "--magic", "semi", "--no-theory"], marks=pytest.mark.slow),
        ["6x6", "--uncrossed"],
        pytest.param(["6x6", "--symmetry", "mirror"], marks=pytest.mark.slow),
    ],
)
def test_the_engine_proves_none_where_cpsat_does(run, question: list[str]) -> None:
    ours, theirs = run("solve", *question, "--engine", "highs"), run("solve", *question, "--engine", "cpsat")
    assert ours.code == theirs.code == 1 and ours.out.startswith("# none")


@needs_highs
@pytest.mark.spawns
def test_the_engine_finds_a_verified_closed_8x8_tour(run) -> None:
    found = run("solve", "8x8", "--closed", "--engine", "highs", "--format", "json")
    assert found.code == 0 and '"status": "found"' in found.out and '"verified": true' in found.out


def test_lp_and_mps_are_one_model() -> None:
    """Both languages are written from the same model: the same columns, rows and arcs."""
    asked = Instance(parse_board("6x6"), closed=True, clues=((14, 9),))
    lp, mps = LP.model(asked), MPS.model(asked)
    posed = asked.anchored()[0]
    built = mip_model(posed, asked)
    assert (lp.variables, lp.constraints, lp.arcs) == (mps.variables, mps.constraints, mps.arcs)
    assert (lp.variables, lp.constraints) == (len(built.columns), len(built.rows))
    assert b"arc_a1_b3" in lp.data and b"pos_c3" in lp.data and b" pos_c3 = 0" in lp.data


@needs_highs
@pytest.mark.parametrize("form", [LP, MPS])
def test_highs_reads_the_model_at_its_stated_size(tmp_path: Path, form) -> None:
    import highspy

    written = form.model(Instance(parse_board("5x6"), minimize=None, longest=True))
    path = tmp_path / f"model{form.suffix}"
    path.write_bytes(written.data)
    highs = highspy.Highs()  # type: ignore[no-untyped-call]
    highs.setOptionValue("output_flag", False)
    assert highs.readModel(str(path)) == highspy.HighsStatus.kOk
    assert (highs.getNumCol(), highs.getNumRow()) == (written.variables, written.constraints)
    assert read_model(path).variables == written.variables


def test_an_opb_like_comment_is_not_taken_for_mps() -> None:
    """OPB files also begin with a ``* kt-csp`` comment: only a file with MPS's sections is MPS."""
    asked = Instance(parse_board("5x5"))
    assert holds_mps(MPS.model(asked).data)
    assert not holds_mps(b"* " + asked.tag().encode() + b"\n+1 x1 +1 x2 >= 1 ;\n")


@needs_highs
def test_hostile_solutions_are_refused_in_one_line(run, tmp_path: Path) -> None:
    model, answer = _solved(run, tmp_path, "lp", "6x6", "--start", "a1")
    text = answer.read_text()
    columns = text.split("# Columns ")[1]
    chosen = [line.split()[0] for line in columns.splitlines()[1:] if line.startswith("arc_") and line.endswith(" 1")]

    answer.write_text(text.replace(f"{chosen[0]} 1\n", f"{chosen[0]} 0\n"))  # a move taken out: a wrong tour
    wrong = run("decode", str(model), str(answer))
    assert wrong.code == 1 and "# invalid" in wrong.out

    answer.write_text(text.split("# Rows")[0][: len(text.split("# Rows")[0]) // 2])  # cut short
    cut = run("decode", str(model), str(answer))
    assert cut.code == 2 and "cut short" in cut.err and len(cut.err.splitlines()) == 1

    answer.write_text(text.replace("arc_a1_b3 ", "arc_z9_b3 ", 1))  # another model's column
    other = run("decode", str(model), str(answer))
    assert other.code == 2 and "another model" in other.err and len(other.err.splitlines()) == 1

    answer.write_text("Model status\nInfeasible\n\n# Primal solution values\nNone\n")  # decode cannot know
    claimed = run("decode", str(model), str(answer))
    assert claimed.code == 1 and "unsatisfiable" in claimed.out

    answer.write_text("Model status\nTime limit reached\n\n# Primal solution values\nNone\n")
    assert run("decode", str(model), str(answer)).code == 3

    answer.write_text("arc_a1_b3 one\n")
    garbage = run("decode", str(model), str(answer))
    assert garbage.code == 2 and "no number" in garbage.err


@needs_highs
def test_gurobi_and_cbc_solution_files_decode(run, tmp_path: Path) -> None:
    model, answer = _solved(run, tmp_path, "mps", "5x5", "--longest")
    values = answer.read_text().split("# Rows")[0].split("# Columns ")[1].splitlines()[1:]
    moves = sum(int(line.split()[1]) for line in values if line.startswith("arc_"))
    answer.write_text(f"# Objective value = {moves}\n" + "\n".join(values) + "\n")
    gurobi = run("decode", str(model), str(answer))
    assert gurobi.code == 3 and f"{moves} moves" in gurobi.out  # (Gurobi's file proves no bound)
    cbc = [f"{i:7d} {line.split()[0]} {line.split()[1]} 0" for i, line in enumerate(values)]
    answer.write_text(f"Optimal - objective value {moves}.00000000\n" + "\n".join(cbc) + "\n")
    decoded = run("decode", str(model), str(answer))
    assert decoded.code == 0 and f"{moves} moves, proved the most" in decoded.out
    answer.write_text("Infeasible - objective value 0.00000000\n")
    assert run("decode", str(model), str(answer)).code == 1
    answer.write_text("Stopped on time - objective value 1e+50\n")
    assert run("decode", str(model), str(answer)).code == 3


def test_a_node_limit_is_highs_own_budget(tmp_path: Path) -> None:
    argv = PROGRAM.command(tmp_path / "model.mps", tmp_path / "answer.sol", Limits(node_limit=7))
    assert argv[-3:] == [str(tmp_path / "model.mps"), str(tmp_path / "answer.sol"), "7"]
    assert PROGRAM.command(tmp_path / "m", tmp_path / "a", Limits())[-1] == str(tmp_path / "a")


@needs_highs
@pytest.mark.spawns
@pytest.mark.slow
def test_a_spent_node_limit_is_unknown(run) -> None:
    spent = run("solve", "8x8", "--engine", "highs", "--node-limit", "1")
    assert spent.code == 3 and "node limit" in spent.out


@needs_highs
@pytest.mark.slow  # (CP-SAT finds the tour in about 2 s)
def test_a_closed_magic_tour_is_a_solution_read_from_the_square_the_model_numbers_0(tmp_path: Path) -> None:
    """The model admits a known closed semi-magic tour (its arcs fixed, HiGHS finds the rest: the
    move numbers from a square of the model's choosing, ``zero_``), and the solution decodes to
    that tour numbered from there."""
    import highspy

    found = kt_csp.solve(kt_csp.question("8x8", closed=True, magic="semi"), "cpsat")
    assert found.tour is not None
    board, tour = found.instance.board, [int(s) for s in found.tour]
    taken = {f"arc_{board.name(u)}_{board.name(v)}" for u, v in zip(tour, tour[1:] + tour[:1])}
    model, answer = tmp_path / "model.mps", tmp_path / "answer.sol"
    model.write_bytes(MPS.model(found.instance).data)
    highs = highspy.Highs()  # type: ignore[no-untyped-call]
    highs.setOptionValue("output_flag", False)
    highs.readModel(str(model))
    for index, name in enumerate(highs.getLp().col_names_):
        if name.startswith("arc_"):
            highs.changeColBounds(index, float(name in taken), float(name in taken))
    highs.run()
    highs.writeSolution(str(answer), 0)
    judged = read_model(model).judge(answer.read_text())
    assert judged.valid and judged.result.tour is not None
    decoded = [int(s) for s in judged.result.tour]
    assert {frozenset(move) for move in zip(decoded, decoded[1:] + decoded[:1])} == {
        frozenset(move) for move in zip(tour, tour[1:] + tour[:1])
    }


@needs_highs
@pytest.mark.spawns
@pytest.mark.slow
def test_a_time_limit_ends_highs_and_leaves_no_child(run) -> None:
    import psutil

    stopped = run("solve", "16x16", "--closed", "--engine", "highs", "--time-limit", "3")
    assert stopped.code == 3 and "time limit" in stopped.out
    left = []  # (the engine's child Python: the test's worker may have other children, of other tests)
    for child in psutil.Process().children(recursive=True):
        with contextlib.suppress(psutil.NoSuchProcess):  # (one that ends as it is looked at is gone)
            if child.status() != psutil.STATUS_ZOMBIE:
                left.append(child.cmdline())
    assert not any("kt_csp.engines.highs.run" in line for line in left), left


@pytest.mark.parametrize("form", ["lp", "mps"])
def test_a_model_too_large_for_memory_is_refused_before_it_is_built(run, form: str) -> None:
    refused = run("export", "2000x2000", "--format", form, "--stats")
    assert refused.code == 2 and "the MIP model of 2000x2000 needs about" in refused.err
    assert len(refused.err.splitlines()) == 1
