"""What each command family draws for a person, one module per family as in ``kt_csp.cli``.

``solving``
    A found tour in the format asked for, its status lines, and the file it is written to
    (``solve``, ``animate``; the tour text ``decode`` and ``puzzle solve`` print too).
``counting``
    A count and its board of per-square counts, geometrically distinct tours (``count``).
``checking``
    Cross-check tables, sweep maps and a tour file's verdict (``crosscheck``, ``verify``).
``models``
    The model formats, their sizes, and a decoded answer (``export``, ``decode``).
``puzzles``
    A clue puzzle's head, its deduction and its answer (``puzzle``).
``pictures``
    SVG and PNG pictures of a tour (``solve --svg``, ``render``).
``words``
    What several families say alike: an engine's search statistics, a duration.
"""
