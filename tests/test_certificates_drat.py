"""DRAT certificates (kt_csp.certificates.drat): a none an engine proves, and an optimum, certified
by a proof that dratify replays, the CNF rebuilt from the question and compared; and the complete
encoding's bijection with the tours, which is what makes a proof about the CNF one about tours."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from reference import count_tours

from kt_csp import Board, Instance, Limits, Status, Stop, solve
from kt_csp.certificates import Certificate
from kt_csp.certificates.drat import BOUND, DRAT, at_most, bounded_cnf
from kt_csp.core.instance import Measure
from kt_csp.core.limits import LimitReached
from kt_csp.core.result import Result
from kt_csp.core.verifier import verify
from kt_csp.engines.sat import dimacs
from kt_csp.engines.sat.encoding import arc_variables, complete_formula, tour_from_model
from kt_csp.errors import KtError


def certified(result: Result, folder: Path) -> tuple[Certificate, Path]:
    path = folder / "proof.json"
    return DRAT.make(result, path, Limits()), path


def engine_none(size: str, **parts: object) -> Result:
    result = solve(size, "sat", theory=False, **parts)  # type: ignore[arg-type]
    assert result.status is Status.NONE
    return result


@pytest.mark.parametrize(("size", "closed"), [("4x4", False), ("3x8", True), ("4x4", True)])
def test_an_engines_none_is_certified_and_the_certificate_checks(tmp_path: Path, size: str, closed: bool) -> None:
    result = engine_none(size, closed=closed)
    assert DRAT.applies(result)
    certificate, path = certified(result, tmp_path)
    assert (certificate.kind, certificate.claim, certificate.question) == ("drat", "none", result.instance.tag())
    assert sorted(p.name for p in tmp_path.iterdir()) == ["proof.json.cnf", "proof.json.drat"]
    assert (tmp_path / "proof.json.cnf").read_bytes() == dimacs.write_dimacs(result.instance, result.instance).data
    checked = DRAT.check(certificate, path, Limits())
    assert checked.valid, checked.fault
    assert checked.checker.startswith("dratify ")


def test_theorys_none_and_a_found_tour_are_not_drats_to_certify() -> None:
    assert not DRAT.applies(solve("4x4"))  # theory's: a witness certifies it
    assert not DRAT.applies(solve("5x5", "sat", start="a1"))


def test_a_planted_wrong_encoding_with_its_own_valid_proof_is_caught_by_the_cnf_comparison(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    result = engine_none("4x4")
    right = dimacs.write_dimacs(result.instance, result.instance).data
    arc = next(line.split()[2] for line in right.decode().splitlines() if line.startswith("c var ") and "arc_" in line)

    def without_an_arc(posed: Instance, asked: Instance, limits: Limits = Limits()) -> dimacs.Model:
        """The encoding less one arc: the arc's literal taken out of every clause."""
        model = dimacs.write_dimacs(posed, asked, limits)
        lines = [" ".join(t for t in line.split() if t.lstrip("-") != arc) for line in model.data.decode().splitlines()]
        return replace(model, data=("\n".join(lines) + "\n").encode())

    monkeypatch.setattr("kt_csp.certificates.drat.write_dimacs", without_an_arc)
    certificate, path = certified(result, tmp_path)  # a proof of the wrong CNF, valid for it
    assert (tmp_path / "proof.json.cnf").read_bytes() != right
    checked_as_made = DRAT.check(certificate, path, Limits())
    assert checked_as_made.valid  # (the wrong CNF and its proof agree with each other)
    monkeypatch.undo()
    checked = DRAT.check(certificate, path, Limits())
    assert not checked.valid
    assert checked.fault.startswith("the CNF is not the question's encoding: it lacks the clause")


def test_a_cnf_with_a_clause_more_or_other_comments_is_not_the_questions(tmp_path: Path) -> None:
    certificate, path = certified(engine_none("4x4"), tmp_path)
    cnf = tmp_path / "proof.json.cnf"
    right = cnf.read_bytes()
    cnf.write_bytes(right + b"1 2 0\n")
    assert "it has the clause '1 2 0', which the encoding does not" in DRAT.check(certificate, path, Limits()).fault
    cnf.write_bytes(right.replace(b"c kt-csp complete", b"c kt-csp  complete"))
    assert "its line 2 is not the encoding's" in DRAT.check(certificate, path, Limits()).fault
    for ends in (right.replace(b"\n", b"\r\n"), right + b"\n", right[:-1]):  # (the same lines, other line ends)
        cnf.write_bytes(ends)
        assert "its line ends are not the encoding's" in DRAT.check(certificate, path, Limits()).fault


@pytest.mark.slow  # (3x8 took 1.8 s alone, 7 s in make check on a loaded machine)
@pytest.mark.parametrize("size", ["4x4", "3x8"])
def test_a_proof_with_a_lemma_it_needs_removed_is_refused(tmp_path: Path, size: str) -> None:
    """The last lemma the proof needs: CaDiCaL's last lemmas are often spare (units it derives
    after the conflict that matters), so they are removed one at a time from the end, each proof
    left valid, until one whose removal dratify refuses (a later step no longer follows). The
    search asks dratify in this process (`drat_run.refuted`, what the child runs); the proof found
    is then checked as a certificate."""
    from kt_csp.certificates.drat_run import refuted

    certificate, path = certified(engine_none(size, closed=size == "3x8"), tmp_path)
    proof, cnf = tmp_path / "proof.json.drat", (tmp_path / "proof.json.cnf").read_bytes()
    lines = proof.read_text().splitlines()
    lemmas = [i for i, line in enumerate(lines) if not line.startswith("d") and line != "0"]
    for removed in reversed(lemmas):
        shorter = "\n".join(lines[:removed] + lines[removed + 1 :]) + "\n"
        if refuted(cnf, shorter.encode()):
            break
    else:
        raise AssertionError("no lemma is needed")
    proof.write_text(shorter)
    checked = DRAT.check(certificate, path, Limits())
    assert not checked.valid
    step = int(checked.fault.split()[1].replace(",", ""))
    assert checked.fault.startswith(f"step {step} of the proof (") and step > removed
    assert "does not follow" in checked.fault


def test_a_proof_without_the_empty_clause_or_unreadable_is_refused(tmp_path: Path) -> None:
    certificate, path = certified(engine_none("4x4"), tmp_path)
    proof = tmp_path / "proof.json.drat"
    lines = proof.read_text().splitlines()
    assert lines[-1] == "0"
    proof.write_text("\n".join(lines[:-1]) + "\n")
    assert "never derives the empty clause" in DRAT.check(certificate, path, Limits()).fault
    proof.write_text("1 2 x 0\n")
    assert DRAT.check(certificate, path, Limits()).fault.startswith("the proof does not read: proof line 1")
    proof.write_bytes(b"\xff\xfe")
    assert DRAT.check(certificate, path, Limits()).fault.startswith("the proof does not read")


def test_another_claim_is_refused_and_a_missing_or_foldered_companion_is_a_one_line_error(tmp_path: Path) -> None:
    certificate, path = certified(engine_none("4x4"), tmp_path)
    assert "proves none, not 'count 3'" in DRAT.check(replace(certificate, claim="count 3"), path, Limits()).fault
    with pytest.raises(KtError, match=r"names a companion .* that is not a file name beside it"):
        DRAT.check(replace(certificate, body={**certificate.body, "proof": "../proof.json.drat"}), path, Limits())
    (tmp_path / "proof.json.cnf").unlink()
    with pytest.raises(KtError, match=r"companion 'proof.json.cnf' is missing"):
        DRAT.check(certificate, path, Limits())
    with pytest.raises(KtError, match=r"is not a model kt-csp exported"):
        DRAT.check(replace(certificate, question="not a question"), path, Limits())


HARD_NONE = Instance(Board(7, 7).with_holes("a3,c4,d4,e7,f2,f5"))  # no argument of reasoning's; 38,175 conflicts


@pytest.mark.parametrize(("limits", "stop"), [(Limits(node_limit=100), Stop.NODES), (Limits(time_limit=0), Stop.TIME)])
def test_a_proof_cut_short_by_a_limit_is_no_certificate_and_leaves_no_file(
    tmp_path: Path, limits: Limits, stop: Stop
) -> None:
    result = solve(HARD_NONE, "sat", theory=False)
    assert result.status is Status.NONE
    with pytest.raises(LimitReached) as stopped:
        DRAT.make(result, tmp_path / "proof.json", limits)
    assert stopped.value.stop is stop
    assert list(tmp_path.iterdir()) == []


def test_a_replay_the_time_limit_ends_is_no_verdict(tmp_path: Path) -> None:
    """dratify replays in a child process that the time limit ends: cut short, the check raises
    rather than saying valid or refused."""
    from kt_csp.certificates.drat import _refuted

    path = tmp_path / "none.json"
    certificate = DRAT.make(solve("4x4", theory=False), path, Limits())
    cnf, proof = (path.with_name(f"{path.name}.{suffix}") for suffix in ("cnf", "drat"))
    assert (certificate.body["cnf"], certificate.body["proof"]) == (cnf.name, proof.name)
    assert _refuted(cnf, proof, Limits()) == ""
    with pytest.raises(LimitReached) as stopped:
        _refuted(cnf, proof, Limits(time_limit=1e-9).begun())
    assert (stopped.value.stop, stopped.value.detail) == (
        Stop.TIME,
        "the proof's check was cut short: time limit of 1e-09 s reached",
    )


def test_the_proof_is_the_same_from_run_to_run(tmp_path: Path) -> None:
    result = engine_none("3x8", closed=True)
    for name in ("a.json", "b.json"):
        DRAT.make(result, tmp_path / name, Limits(node_limit=10_000))
    assert (tmp_path / "a.json.drat").read_bytes() == (tmp_path / "b.json.drat").read_bytes()


def test_a_closed_tour_of_one_square_has_a_cnf_and_its_none_a_certificate(tmp_path: Path) -> None:
    """The complete encoding of closed 1x1 was a KeyError (exit 70 from export --format dimacs)."""
    result = engine_none("1x1", closed=True)
    certificate, path = certified(result, tmp_path)
    assert DRAT.check(certificate, path, Limits()).valid


@st.composite
def small_questions(draw: st.DrawFn) -> Instance:
    """Knight's questions of at most 20 squares: holes, ends, closed."""
    rows = draw(st.integers(1, 5))
    board = Board(rows, draw(st.integers(1, min(7, 20 // rows))))
    holes = draw(st.sets(st.integers(0, board.size - 1), max_size=min(3, board.size - 1)))
    if holes:
        board = board.with_holes(",".join(board.name(s) for s in sorted(holes)))
    live = board.live.tolist()
    closed = draw(st.booleans())
    start = draw(st.one_of(st.none(), st.sampled_from(live)))
    end = draw(st.one_of(st.none(), st.sampled_from(live)))
    if end == start or (closed and (start is None or end is None or not board.is_move(start, end))):
        end = None
    return Instance(board, start, end, closed)


@pytest.mark.slow  # (4 s)
@settings(max_examples=40)
@given(small_questions())
def test_every_engines_none_on_small_questions_is_certified_and_checked(
    tmp_path_factory: pytest.TempPathFactory, instance: Instance
) -> None:
    result = solve(instance, "sat", theory=False)
    assert DRAT.applies(result) == (result.status is Status.NONE)
    if result.status is Status.NONE:
        folder = tmp_path_factory.mktemp("proof")
        certificate, path = certified(result, folder)
        assert Instance.from_tag(certificate.question) == instance  # the question alone rebuilds the CNF
        checked = DRAT.check(certificate, path, Limits())
        assert checked.valid, checked.fault


# -- the complete encoding's bijection with the tours ---------------------------------------------


@pytest.mark.parametrize(
    "instance",
    [
        Instance(Board(3, 4)),
        Instance(Board(3, 4), start=0),
        Instance(Board(3, 8), closed=True, start=0),
        Instance(Board(4, 5), start=0),
        Instance(Board(5, 5), start=0),
    ],
    ids=str,
)
def test_every_model_of_the_complete_cnf_is_one_tour_and_every_tour_one_model(instance: Instance) -> None:
    """Every model decodes to a tour the verifier passes; blocking each model on all its variables
    (not only its arcs) finds no second model with the same arcs, so the models are exactly as
    many as the tours, which the reference enumeration counts."""
    from pysat.solvers import Solver

    formula = complete_formula(instance)
    arcs = list(arc_variables(formula))
    tours: set[tuple[int, ...]] = set()
    with Solver(name="minisat22", bootstrap_with=formula.cnf.clauses) as solver:
        while solver.solve():
            model = solver.get_model()
            tour = tour_from_model(formula, model)
            assert verify(instance, tour).valid
            tours.add(tuple(tour))
            chosen = [var if model[var - 1] > 0 else -var for var in arcs]
            solver.add_clause([-literal for literal in model])  # this model, whole, never again
            assert not solver.solve(assumptions=chosen), "two models make one tour"
            solver.add_clause([-literal for literal in chosen])
    starts = range(instance.board.size) if instance.start is None else [instance.start]
    assert len(tours) == sum(count_tours(instance.board, start, instance.end, instance.closed) for start in starts)


# -- optimal: the bound ----------------------------------------------------------------------------


def test_at_most_allows_exactly_the_assignments_with_at_most_that_many_true() -> None:
    from itertools import product

    from pysat.solvers import Solver

    for n in range(1, 6):
        for most in range(-1, n + 1):
            clauses = at_most(list(range(1, n + 1)), most, lambda index, n=n: n + 1 + index)
            with Solver(name="minisat22", bootstrap_with=clauses) as solver:
                for values in product((False, True), repeat=n):
                    assumed = [v if value else -v for v, value in enumerate(values, 1)]
                    assert solver.solve(assumptions=assumed) == (sum(values) <= most), (n, most, values)


@pytest.mark.parametrize(
    ("size", "parts"),
    [
        ("3x4", {"minimize": Measure.CROSSINGS}),
        ("3x4", {"minimize": Measure.TURNS}),
        ("4x4", {"longest": True}),
        ("5x5", {"longest": True, "start": "a1"}),
    ],
)
def test_an_optimum_is_certified_and_checked(tmp_path: Path, size: str, parts: dict[str, object]) -> None:
    result = solve(size, "cpsat", **parts)  # type: ignore[arg-type]
    assert BOUND.applies(result)
    path = tmp_path / "optimal.json"
    certificate = BOUND.make(result, path, Limits())
    assert certificate.claim == f"optimal {result.measure}"
    checked = BOUND.check(certificate, path, Limits())
    assert checked.valid, checked.fault


def test_a_bound_claiming_one_better_than_its_tour_or_a_moved_square_is_refused(tmp_path: Path) -> None:
    result = solve("3x4", "cpsat", minimize=Measure.CROSSINGS)
    path = tmp_path / "optimal.json"
    certificate = BOUND.make(result, path, Limits())
    assert result.measure is not None
    better = replace(certificate, claim=f"optimal {result.measure - 1}")
    assert BOUND.check(better, path, Limits()).fault.startswith(f"its tour has {result.measure} crossings, not the")
    tour = list(certificate.body["tour"])  # type: ignore[call-overload]
    tour[0], tour[1] = tour[1], tour[0]
    moved = replace(certificate, body={**certificate.body, "tour": tour})
    assert BOUND.check(moved, path, Limits()).fault.startswith("its tour is not one: ")


def test_the_bound_cnf_one_below_the_optimum_is_what_the_certificate_holds(tmp_path: Path) -> None:
    result = solve("3x4", "cpsat", minimize=Measure.TURNS)
    path = tmp_path / "optimal.json"
    BOUND.make(result, path, Limits())
    assert result.measure is not None
    assert (tmp_path / "optimal.json.cnf").read_bytes() == bounded_cnf(result.instance, result.measure - 1)


def test_the_child_checker_reads_two_files_and_imports_nothing_of_kt_csp(tmp_path: Path, capsys) -> None:
    """``python -m kt_csp.certificates.drat_run CNF PROOF ANSWER``: the verdict is dratify's on the
    files alone (the module imports no kt-csp code); arguments that are not files, one line and 2."""
    import ast
    import inspect

    from kt_csp.certificates import drat_run

    tree = ast.parse(inspect.getsource(drat_run))
    imported = [alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names]
    imported += [node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)]
    assert imported and not [name for name in imported if name.startswith("kt_csp")]
    path = tmp_path / "none.json"
    DRAT.make(solve("4x4", theory=False), path, Limits())
    cnf, proof, answer = (tmp_path / name for name in ("none.json.cnf", "none.json.drat", "verdict"))
    assert drat_run.main([str(cnf), str(proof), str(answer)]) == 0 and answer.read_text() == "valid\n"
    proof.write_text("".join(proof.read_text().splitlines(keepends=True)[:-1]))  # (the empty clause dropped)
    assert drat_run.main([str(cnf), str(proof), str(answer)]) == 0 and answer.read_text().startswith("invalid ")
    assert drat_run.main([]) == 2
    assert drat_run.main([str(tmp_path / "missing.cnf"), str(proof), str(answer)]) == 2
    assert capsys.readouterr().err.count("\n") == 2
