"""Plain-text tables in Markdown, for the command line and the benchmarks alike: they read in a
terminal and paste into a README or an issue unchanged."""

from __future__ import annotations

from collections.abc import Sequence

__all__ = ["table"]


def table(headers: Sequence[str], rows: Sequence[Sequence[object]], align: str | None = None) -> str:
    """A Markdown table.

    Parameters
    ----------
    headers : sequence of str
        The columns' names.
    rows : sequence of sequence of object
        The cells, each written with ``str``.
    align : str or None
        One letter per column, ``l`` or ``r`` (default: ``l`` then ``r``).

    Returns
    -------
    str
        The table, its columns padded to their widest cell, without a final newline.
    """
    align = align or "l" + "r" * (len(headers) - 1)
    cells = [[str(c) for c in row] for row in rows]
    widths = [max(len(h), *(len(row[i]) for row in cells)) for i, h in enumerate(headers)]

    def line(values: Sequence[str]) -> str:
        return (
            "| " + " | ".join(v.ljust(w) if a == "l" else v.rjust(w) for v, w, a in zip(values, widths, align)) + " |"
        )

    rule = "|" + "|".join("-" * (w + 1) + ":" if a == "r" else ":" + "-" * (w + 1) for w, a in zip(widths, align)) + "|"
    return "\n".join([line(headers), rule, *(line(row) for row in cells)])
