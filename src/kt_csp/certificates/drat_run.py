"""dratify on a CNF and its DRAT proof, in a child Python: ``python -m kt_csp.certificates.drat_run
CNF PROOF ANSWER``.

dratify's Rust checker (which the ``cdclkit-native`` package carries and hands to dratify's
``register_native``) replays a proof in one long call that nothing can stop, so it runs in a child
process that the time limit or Ctrl-C ends (`kt_csp.engines.foreign.child`), as the model counter
does. This module reads the two files alone and writes its verdict to ANSWER: ``valid``, or
``invalid`` and the first fault on the same line. It imports nothing of kt-csp: the verdict is
the files' and dratify's alone.
"""

from __future__ import annotations

import sys
from pathlib import Path

VALID = "valid"
INVALID = "invalid"


def refuted(cnf: bytes, proof: bytes) -> str:
    """Whether dratify finds that the proof refutes the CNF.

    Parameters
    ----------
    cnf : bytes
        The DIMACS CNF.
    proof : bytes
        The DRAT proof, as text.

    Returns
    -------
    str
        "" when every step is RUP or RAT and the empty clause is derived; else the first fault:
        a proof that does not read, the step that does not follow (numbered from 1, with its
        clause in DIMACS), or no empty clause.
    """
    import cdclkit_native
    from dratify import check_proof, parse_dimacs, register_native, to_dimacs

    register_native(cdclkit_native)
    try:
        checked = check_proof(parse_dimacs(cnf.decode()), proof.decode(), engine="native")
    except ValueError as error:  # (a UnicodeDecodeError is one)
        return f"the proof does not read: {error}"
    if checked.ok:
        return ""
    if checked.failed_step:
        clause = " ".join(map(str, [*map(to_dimacs, checked.failed_clause or ()), 0]))
        return f"step {checked.failed_step:,} of the proof ('{clause}') does not follow: {checked.reason}"
    return f"the proof does not refute the CNF: {checked.reason}"


def main(arguments: list[str]) -> int:
    """Check the proof against the CNF, write the verdict.

    Parameters
    ----------
    arguments : list of str
        The CNF file, the proof file and the answer file.

    Returns
    -------
    int
        0 when checked (valid or not); 2, with one line, for arguments that are not two readable
        files and an answer file.
    """
    if len(arguments) != 3:
        print("usage: python -m kt_csp.certificates.drat_run CNF PROOF ANSWER", file=sys.stderr)
        return 2
    cnf, proof, answer = map(Path, arguments)
    try:
        fault = refuted(cnf.read_bytes(), proof.read_bytes())
    except OSError as error:
        print(f"cannot read {error.filename}: {error.strerror or error}", file=sys.stderr)
        return 2
    answer.write_text(f"{INVALID} {fault}\n" if fault else f"{VALID}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
