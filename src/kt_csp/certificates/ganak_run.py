"""Ganak on a DIMACS CNF, in a child Python: ``python -m kt_csp.certificates.ganak_run CNF ANSWER``.

Ganak (`pyganak`) counts in one long C call that nothing can stop, so it runs in a child process
that the time limit or Ctrl-C ends (`kt_csp.engines.foreign.child`), as the foreign engines run.
This module reads the CNF file alone — its ``p cnf`` line, its clauses, and the projection
``c p show 1 2 … 0`` that model counters read (the variables counted; the others are
existentially quantified) — and writes the count to ANSWER as ``s mc N``, the model counting
competition's line. It imports nothing of kt-csp: the count is the file's and ganak's alone.
"""

from __future__ import annotations

import sys
from pathlib import Path

SHOW = "c p show "


def read_cnf(text: str) -> tuple[int, list[list[int]], list[int] | None]:
    """A DIMACS CNF's variables, clauses and projection.

    Parameters
    ----------
    text : str
        The file.

    Returns
    -------
    tuple of (int, list of list of int, list of int or None)
        The variables its ``p cnf`` line declares, its clauses, and the variables of its
        ``c p show`` lines (None without one: every variable counts).

    Raises
    ------
    ValueError
        A file with no ``p cnf`` line, a literal that is not a number, or a clause not closed by 0.
    """
    declared, shown = None, None
    literals: list[int] = []
    for line in text.splitlines():
        if line.startswith(SHOW):
            shown = (shown or []) + [int(word) for word in line[len(SHOW) :].split() if word != "0"]
        elif line.startswith("p cnf "):
            declared = int(line.split()[2])
        elif line.strip() and not line.startswith("c"):
            literals += map(int, line.split())
    if declared is None:
        raise ValueError("no 'p cnf' line")
    if literals and literals[-1] != 0:
        raise ValueError("the last clause is not closed by 0")
    clauses, clause = [], []
    for literal in literals:
        if literal:
            clause.append(literal)
        else:
            clauses.append(clause)
            clause = []
    return declared, clauses, shown


def main(arguments: list[str]) -> int:
    """Count the CNF's models (projected where it says), write ``s mc N``.

    Parameters
    ----------
    arguments : list of str
        The CNF file and the answer file.

    Returns
    -------
    int
        0 when counted; 2, with one line, for arguments that are not a CNF and an answer file.
    """
    from pyganak import Counter

    if len(arguments) != 2:
        print("usage: python -m kt_csp.certificates.ganak_run CNF ANSWER", file=sys.stderr)
        return 2
    cnf, answer = arguments
    try:
        variables, clauses, shown = read_cnf(Path(cnf).read_text())
    except (OSError, UnicodeDecodeError, ValueError) as error:
        print(f"cannot read the CNF {cnf}: {getattr(error, 'strerror', None) or error}", file=sys.stderr)
        return 2
    counter = Counter()
    counter.new_vars(variables)
    counter.add_clauses(clauses)
    if shown is not None:
        counter.set_sampling_set(shown)
    Path(answer).write_text(f"s mc {counter.count()}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
