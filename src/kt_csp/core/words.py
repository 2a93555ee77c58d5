"""Numbers with their nouns, as a reader says them: ``1 conflict``, ``2 conflicts``."""

from __future__ import annotations

__all__ = ["quantity"]

_IRREGULAR = {"branches": "branch", "classes": "class", "states swept": "state swept", "peak states": "peak state"}


def quantity(number: int | float, plural: str) -> str:
    """``number`` with ``plural`` (a plural noun), singular for exactly one; thousands grouped.

    >>> quantity(1, "conflicts"), quantity(2_048, "branches"), quantity(1, "branches")
    ('1 conflict', '2,048 branches', '1 branch')
    """
    if number != 1:
        return f"{number:,} {plural}"
    return f"1 {_IRREGULAR.get(plural, plural[:-1] if plural.endswith('s') else plural)}"
