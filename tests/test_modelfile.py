"""Exported models: deterministic, and solved elsewhere they decode to verified tours."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from google.protobuf import text_format
from ortools.sat import cp_model_pb2
from ortools.sat.python import cp_model

import kt_csp
from kt_csp import Instance, parse_board
from kt_csp.files.formats import MODEL_FORMATS, ModelFormat, export_model

# The README's recipe: load an exported model in a fresh process, solve it, save the response.
RECIPE = """
import sys
from google.protobuf import text_format
from ortools.sat import cp_model_pb2
from ortools.sat.python import cp_model
data = open(sys.argv[1], "rb").read()
message = cp_model_pb2.CpModelProto()
if sys.argv[1].endswith(".txt"):
    text_format.Parse(data.decode(), message)
else:
    message.ParseFromString(data)
model = cp_model.CpModel(); model.proto.parse_text_format(text_format.MessageToString(message))
solver = cp_model.CpSolver(); solver.solve(model)
open(sys.argv[2], "w").write(str(solver.response_proto))
"""


@pytest.mark.spawns
@pytest.mark.parametrize("form, suffix", [(MODEL_FORMATS["cpsat-text"], ".pb.txt"), (MODEL_FORMATS["cpsat"], ".pb")])
@pytest.mark.parametrize(
    "args",
    [["6x6", "--start", "a1"], ["6x6", "--closed"], ["5x6", "--end", "e5"], ["10x10", "--leaper", "2,3", "--closed"]],
)
def test_exported_models_solve_elsewhere_and_decode_to_verified_tours(
    run, tmp_path: Path, form: ModelFormat, suffix: str, args: list[str]
) -> None:
    model, response = tmp_path / f"model{suffix}", tmp_path / "response.txt"
    assert run("export", *args, "--format", form.name, "-o", str(model)).code == 0
    subprocess.run([sys.executable, "-c", RECIPE, str(model), str(response)], check=True)
    decoded = run("decode", str(model), str(response))
    assert decoded.code == 0 and "# valid: " in decoded.out


def _solved_elsewhere(run, tmp_path: Path, *question: str) -> tuple[Path, Path, str, int]:
    """An optimising model exported and solved by the recipe: the model, the response file, its
    text and the objective it claims."""
    model, response = tmp_path / "model.pb.txt", tmp_path / "response.txt"
    assert run("export", *question, "-o", str(model)).code == 0
    subprocess.run([sys.executable, "-c", RECIPE, str(model), str(response)], check=True)
    answer = response.read_text()
    return model, response, answer, int(answer.split("objective_value: ")[1].split()[0])


@pytest.mark.spawns
def test_a_longest_path_decodes_with_its_claims_held_to_the_path(run, tmp_path: Path) -> None:
    """An answer's status and bound reach the result; a claimed length that is not the path's is
    a fault; an UNKNOWN response (whose text leaves its status out, the default) is unknown."""
    model, response, answer, moves = _solved_elsewhere(run, tmp_path, "4x4", "--uncrossed", "--longest")
    decoded = run("decode", str(model), str(response))
    assert decoded.code == 0 and decoded.out.endswith(f"4x4, {moves} moves, proved the most\n")
    response.write_text(answer.replace(f"best_objective_bound: {moves}", f"best_objective_bound: {moves + 1}"))
    decoded = run("decode", str(model), str(response), "--format", "json")
    assert decoded.code == 3 and '"status": "feasible"' in decoded.out and f'"bound": {moves + 1}' in decoded.out
    response.write_text(answer.replace(f"objective_value: {moves}", f"objective_value: {moves + 2}"))
    decoded = run("decode", str(model), str(response))
    assert decoded.code == 1 and f"the answer claims {moves + 2} moves, but its tour has {moves}" in decoded.out
    response.write_text("objective_value: -0\nbest_objective_bound: 7\nnum_booleans: 96\nwall_time: 0.001\n")
    assert run("decode", str(model), str(response)).code == 3


@pytest.mark.spawns
def test_the_fewest_turns_decode_with_the_count_held_to_the_tour(run, tmp_path: Path) -> None:
    """The objective a response claims must be the tour's turns as the verifier counts them."""
    model, response, answer, turns = _solved_elsewhere(run, tmp_path, "6x6", "--closed", "--minimize", "turns")
    decoded = run("decode", str(model), str(response))
    assert decoded.code == 0 and decoded.out.endswith(f"fewest turns, {turns} turns, proved the fewest\n")
    response.write_text(answer.replace(f"objective_value: {turns}", f"objective_value: {turns - 1}"))
    decoded = run("decode", str(model), str(response))
    assert decoded.code == 1 and f"the answer claims {turns - 1} turns, but its tour has {turns}" in decoded.out


@pytest.mark.slow  # (CP-SAT finds the tour in about 2 s)
def test_a_closed_magic_tour_decodes_from_the_square_its_model_numbers_0(run, tmp_path: Path) -> None:
    """The model numbers a closed magic tour from a square of its choosing: the decoded tour
    starts there (read from a1 its numbers do not sum, and decode called it invalid)."""
    found = kt_csp.solve(kt_csp.question("8x8", closed=True, magic="semi"), "cpsat")
    assert found.tour is not None and found.tour[0] != 0  # (not from a1: the case that failed)
    model_path = tmp_path / "model.pb.txt"
    assert run("export", "8x8", "--closed", "--magic", "semi", "-o", str(model_path)).code == 0
    message = cp_model_pb2.CpModelProto()
    text_format.Parse(model_path.read_text(), message)
    model = cp_model.CpModel()
    model.proto.parse_text_format(model_path.read_text())
    board = parse_board("8x8")
    number = {board.name(int(s)): k for k, s in enumerate(found.tour)}
    for index, variable in enumerate(message.variables):  # the found tour's numbers, from its own start
        if variable.name.startswith("pos_"):
            model.add(model.get_int_var_from_proto_index(index) == number[variable.name[4:]])
    solver = cp_model.CpSolver()
    assert solver.solve(model) == cp_model.OPTIMAL
    (tmp_path / "values.txt").write_text(" ".join(map(str, solver.response_proto.solution)))
    decoded = run("decode", str(model_path), str(tmp_path / "values.txt"))
    assert decoded.code == 0 and "# valid: closed tour of 8x8 semi-magic" in decoded.out, decoded.out


def test_exports_are_deterministic() -> None:
    instance = Instance(parse_board("8x8"), start=0)
    for form in MODEL_FORMATS.values():
        assert not form.encodes(instance) or export_model(instance, form) == export_model(instance, form)


def test_a_solution_with_subtours_decodes_to_an_invalid_tour(run, tmp_path: Path) -> None:
    model = tmp_path / "model.pb.txt"
    run("export", "6x6", "--closed", "-o", str(model))
    variables = model.read_text().count("variables {")
    (tmp_path / "zeros.txt").write_text(" ".join(["0"] * variables))
    decoded = run("decode", str(model), str(tmp_path / "zeros.txt"))
    assert decoded.code == 1 and decoded.out.startswith("# invalid: closed tour of 6x6")


@pytest.mark.parametrize(
    "model_text, solution_text, message",
    [
        ("garbage", "1", "is not a model kt-csp exports"),
        ('name: "someone else\'s"', "1", "is not a model kt-csp exported"),
        (None, "1 0 1", "the solution has 3 values"),
    ],
)
def test_bad_model_or_solution_files_are_refused(
    run, tmp_path: Path, model_text: str | None, solution_text: str, message: str
) -> None:
    model = tmp_path / "model.pb.txt"
    if model_text is None:
        run("export", "5x5", "-o", str(model))
    else:
        model.write_text(model_text)
    (tmp_path / "solution.txt").write_text(solution_text)
    ran = run("decode", str(model), str(tmp_path / "solution.txt"))
    assert ran.code == 2 and message in ran.err and len(ran.err.strip().splitlines()) == 1


def test_an_answer_to_another_cnf_is_refused_in_one_line(run, tmp_path: Path) -> None:
    """As CP-SAT's "N values but the model has M variables": an answer to the 6x6 CNF given with
    the 5x5 one named variables past its last (it was judged a tour with squares never visited)."""
    small, large = tmp_path / "5x5.cnf", tmp_path / "6x6.cnf"
    assert run("export", "5x5", "--format", "dimacs", "-o", str(small)).code == 0
    assert run("export", "6x6", "--format", "dimacs", "-o", str(large)).code == 0
    declared = int(large.read_text().split("\np cnf ")[1].split()[0])
    (tmp_path / "answer.txt").write_text(
        "s SATISFIABLE\nv " + " ".join(f"-{v}" for v in range(1, declared + 1)) + " 0\n"
    )
    ran = run("decode", str(small), str(tmp_path / "answer.txt"))
    assert ran.code == 2 and len(ran.err.strip().splitlines()) == 1
    assert f"the solution sets variable {declared:,} but the model has " in ran.err
    judged = run("decode", str(large), str(tmp_path / "answer.txt"))  # its own model: a judged answer
    assert judged.code == 1 and judged.out.startswith("# invalid: open tour of 6x6")


@pytest.mark.spawns
def test_a_decoded_tour_written_as_json_says_it_was_verified(run, tmp_path: Path) -> None:
    import json

    model, response, out = tmp_path / "model.pb.txt", tmp_path / "response.txt", tmp_path / "tour.json"
    assert run("export", "5x5", "--start", "a1", "--format", "cpsat-text", "-o", str(model)).code == 0
    subprocess.run([sys.executable, "-c", RECIPE, str(model), str(response)], check=True)
    decoded = run("decode", str(model), str(response), "--format", "json", "--out", str(out))
    written = json.loads(out.read_text())
    assert decoded.code == 0 and written["verified"] is True and written["engine"] == "decode"
    printed = json.loads(run("decode", str(model), str(response), "--format", "json").out)
    assert printed["verified"] is True and printed["fault"] == ""
