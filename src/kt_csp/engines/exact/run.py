"""Exact on an OPB file, in a child Python: ``python -m kt_csp.engines.exact.run MODEL ANSWER``.

Exact is a library with no program of its own on the PATH, and its Python interface reads no
file: this module reads the OPB file kt-csp exported (`kt_csp.engines.exact.opb.opb_constraints`),
hands Exact its variables and constraints, and writes Exact's answer to ANSWER as a PB solver
writes it (``s SATISFIABLE`` and ``v x1 -x2 …``, ``s UNSATISFIABLE``, ``s UNKNOWN``), with
Exact's decisions and conflicts as ``c`` lines on the standard output. The engine that runs it
ends it at the time limit or on Ctrl-C (`kt_csp.engines.foreign.child`).
"""

from __future__ import annotations

import sys
from pathlib import Path

from kt_csp.engines.exact.opb import opb_constraints

_VERDICTS = {"SAT": "SATISFIABLE", "UNSAT": "UNSATISFIABLE"}


def main(arguments: list[str]) -> int:
    """Solve the OPB file, write the answer.

    Parameters
    ----------
    arguments : list of str
        The model file and the answer file.

    Returns
    -------
    int
        0 (whatever Exact answered: the answer file says it); 2, with one line, for arguments
        that are not a model file and an answer file, or a model that cannot be read.
    """
    import exact

    if len(arguments) != 2:
        print("usage: python -m kt_csp.engines.exact.run MODEL ANSWER", file=sys.stderr)
        return 2
    model, answer = arguments
    try:
        text = Path(model).read_text()
    except (OSError, UnicodeDecodeError) as error:
        print(f"cannot read the model {model}: {getattr(error, 'strerror', None) or error}", file=sys.stderr)
        return 2
    solver = exact.Exact([("verbosity", "0")])
    variables, constraints = opb_constraints(text)
    for name in variables:
        solver.addVariable(name)
    for terms, relation, degree in constraints:
        solver.addConstraint(terms, True, degree, relation == "=", degree)
    state = solver.runFull(False, 0)
    verdict = _VERDICTS.get(state, "UNKNOWN")
    lines = [f"s {verdict}"]
    if verdict == "SATISFIABLE":
        values = solver.getLastSolutionFor(variables)
        lines.append("v " + " ".join(name if value else f"-{name}" for name, value in zip(variables, values)))
    Path(answer).write_text("\n".join(lines) + "\n")
    stats = dict(solver.getStats())
    print(f"c decisions: {int(stats['decisions'])}\nc conflicts: {int(stats['conflicts'])}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
