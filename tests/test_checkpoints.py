"""The frontier counter's checkpoints (issue 27): a file changed since it was saved is refused, never
resumed into a wrong count; a save that fails says so and leaves nothing half-written; a resumed
sweep's statistics are the whole sweep's."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from published import CLOSED_TOURS_5XN

import kt_csp
from kt_csp import KtError
from kt_csp import checkpoints
from kt_csp.choices import FrontierOptions
from kt_csp.frontier import plan, sweep

BOARD = "5x8"  # closed: 2 x 44,202 directed through a1, a sweep of well under a second
COUNT = 2 * CLOSED_TOURS_5XN[8]


def stopped_sweep(path: Path, at: int = 20) -> None:
    """Save a checkpoint of the 5x8 closed sweep stopped by Ctrl-C after ``at`` squares."""
    def ctrl_c(done: int, states: int, peak: int) -> None:
        if done == at:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        sweep(plan(kt_csp.question(BOARD, closed=True).as_counted()), report=ctrl_c, checkpoint=path)


def resaved(path: Path, change, sign: bool = False) -> None:
    """``path`` read with NumPy, ``change``d, and saved again (signed anew when ``sign``), as a
    hand that edits a checkpoint would."""
    with np.load(path) as archive:
        fields = {name: archive[name].copy() for name in archive.files}
    change(fields)
    if sign:
        fields["digest"] = np.array(checkpoints._digest(fields))
    np.savez(path, **fields)


def resume(path: Path) -> kt_csp.CountResult:
    return kt_csp.count(BOARD, "frontier", closed=True, options=FrontierOptions(checkpoint=path))


def bump(name: str, index: tuple[int, ...], by: int = 1):
    def change(fields: dict[str, np.ndarray]) -> None:
        fields[name][index] += by
    return change


TAMPERINGS = {
    "rows": bump("rows", (0, -1)),  # one state's count, still a residue of its prime
    "done": bump("done", (0, -1)),  # the tours complete so far
    "square": lambda fields: fields.update(square=fields["square"] - 1),
    "tally": bump("tally", (1,)),
    "moduli": bump("moduli", (0,), -2),
    "tag": lambda fields: fields.update(tag=np.array(str(fields["tag"]) + " ")),
    "digest": lambda fields: fields.update(digest=np.array("0" * 64)),
}


@pytest.mark.parametrize("field", TAMPERINGS)
def test_a_checkpoint_changed_and_saved_again_is_refused_as_damaged(tmp_path: Path, field: str, run) -> None:
    path = tmp_path / "sweep.npz"
    stopped_sweep(path)
    resaved(path, TAMPERINGS[field])
    with pytest.raises(KtError, match="is a damaged frontier checkpoint .what it holds does not match its digest."):
        resume(path)
    ran = run("count", BOARD, "--closed", "--engine", "frontier", "--checkpoint", str(path))
    assert ran.code == 2 and ran.out == "" and ran.err.count("\n") == 1 and "damaged frontier checkpoint" in ran.err


@pytest.mark.parametrize("counts", ["rows", "done"])
@pytest.mark.parametrize("residue", [-7, "modulus"])
def test_a_signed_checkpoint_whose_counts_are_no_residues_is_refused_as_damaged(tmp_path: Path, counts: str,
                                                                              residue: int | str, run) -> None:
    """Negative counts or counts past their prime (a bug, or a forger who signs anew) are refused in
    one line, exit 2, not left to fail the check prime (exit 70) or count wrong."""
    path = tmp_path / "sweep.npz"
    stopped_sweep(path)

    def change(fields: dict[str, np.ndarray]) -> None:
        fields[counts][0, -1] = fields["moduli"][-1] if residue == "modulus" else residue

    resaved(path, change, sign=True)
    ran = run("count", BOARD, "--closed", "--engine", "frontier", "--checkpoint", str(path))
    assert ran.code == 2 and ran.out == "" and ran.err.count("\n") == 1
    assert "damaged frontier checkpoint (its arrays do not fit this count)" in ran.err


def test_a_checkpoint_of_the_format_before_the_digest_is_refused_saying_so(tmp_path: Path) -> None:
    path = tmp_path / "sweep.npz"
    stopped_sweep(path)

    def unsigned(fields: dict[str, np.ndarray]) -> None:
        del fields["digest"]
        fields["format"] = np.array("kt-csp frontier checkpoint 1")

    resaved(path, unsigned)
    with pytest.raises(KtError, match=r"is a frontier checkpoint of format 1, which this kt-csp \(format 2\) does not resume"):
        resume(path)

