"""The child Python of the highs engine: HiGHS (``highspy``) solves an MPS model and writes its
solution file, which the parent reads back (`kt_csp.engines.highs.mip.read_mip_solution`).

``python -m kt_csp.engines.highs.run MODEL ANSWER [NODES]``: NODES is HiGHS's own branch-and-bound
node budget (``mip_max_nodes``). It prints the nodes and simplex iterations spent, one ``c`` line
each, for the engine's statistics. Only highspy is imported here: kt-csp's search has no part in
the answer.
"""

from __future__ import annotations

import sys


def main(argv: list[str]) -> int:
    """Solve the model ``argv[0]`` and write HiGHS's solution file to ``argv[1]``.

    Parameters
    ----------
    argv : list of str
        The model, the answer file, and perhaps a node budget.

    Returns
    -------
    int
        0 when HiGHS ran (its solution file says how it ended); 2, with one line, for arguments
        that are not a model, an answer file and perhaps a number, or a model it could not read.
    """
    import highspy

    if len(argv) not in (2, 3) or (len(argv) == 3 and not argv[2].isdigit()):
        print("usage: python -m kt_csp.engines.highs.run MODEL ANSWER [NODES]", file=sys.stderr)
        return 2
    model, answer, *budget = argv
    highs = highspy.Highs()  # type: ignore[no-untyped-call]  # (highspy types its methods, not its constructor)
    highs.setOptionValue("output_flag", False)
    if highs.readModel(model) != highspy.HighsStatus.kOk:
        print(f"HiGHS could not read the model {model}", file=sys.stderr)
        return 2
    if budget:
        highs.setOptionValue("mip_max_nodes", int(budget[0]))
    highs.run()
    highs.writeSolution(answer, 0)
    info = highs.getInfo()
    print(f"c nodes: {max(0, info.mip_node_count)}")
    print(f"c simplex iterations: {max(0, info.simplex_iteration_count)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
