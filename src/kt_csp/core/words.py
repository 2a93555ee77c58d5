"""Numbers with their nouns, as a reader says them: ``1 conflict``, ``2 conflicts``."""

from __future__ import annotations

__all__ = ["quantity", "scientific", "span"]

_IRREGULAR = {"branches": "branch", "classes": "class", "states swept": "state swept", "peak states": "peak state"}


def quantity(number: int | float, plural: str) -> str:
    """``number`` with ``plural`` (a plural noun), singular for exactly one; thousands grouped.

    Parameters
    ----------
    number : int or float
        How many.
    plural : str
        The noun's plural.

    Returns
    -------
    str
        Both, in words.

    Examples
    --------
    >>> quantity(1, "conflicts"), quantity(2_048, "branches"), quantity(1, "branches")
    ('1 conflict', '2,048 branches', '1 branch')
    """
    if number != 1:
        return f"{number:,} {plural}"
    return f"1 {_IRREGULAR.get(plural, plural[:-1] if plural.endswith('s') else plural)}"


def scientific(number: float) -> str:
    """A large number as an estimate is said: grouped below a million, else its order.

    Parameters
    ----------
    number : float
        The estimate.

    Returns
    -------
    str
        It, in words.

    Examples
    --------
    >>> scientific(3_375), scientific(9.6e6), scientific(7.2e11)
    ('3,375', '1e7', '7e11')
    """
    if number < 1e6:
        return f"{number:,.0f}"
    exponent = len(f"{number:.0f}") - 1
    if round(number / 10**exponent) == 10:  # (9.6e6 is about 1e7, not 10e6)
        exponent += 1
    return f"{number / 10**exponent:.0f}e{exponent}"


def span(seconds: float) -> str:
    """A duration in the unit a reader would use, from seconds to millennia.

    Parameters
    ----------
    seconds : float
        The duration.

    Returns
    -------
    str
        It, rounded, with its unit.
    """
    for unit, size in (("years", 365.25 * 86400), ("days", 86400), ("hours", 3600), ("minutes", 60)):
        if seconds >= 2 * size:
            return f"{seconds / size:,.0f} {unit}"
    if seconds >= 2:
        return f"{seconds:.0f} seconds"
    return f"{max(seconds, 0.01):.2f} seconds"
