"""Counts too large for 64 bits, kept exactly as residues modulo primes below 2^61.

A frontier sweep only ever adds counts, so each can be kept modulo a few primes and rebuilt at
the end by the Chinese remainder theorem: enough primes for a bound on the count (`count_bound`,
Brégman's bound on the permanent), and one more whose residue checks the rebuilt number, so
that a slip anywhere is an error rather than a wrong count printed.
"""

from __future__ import annotations

import math

import numpy as np

from kt_csp.core.board import Board
from kt_csp.engines.frontier.states import EXACT
from kt_csp.errors import InternalError, KtError

__all__ = [
    "EXACT_BELOW",
    "MOST_MODULI",
    "checked_crt",
    "count_bound",
    "count_of",
    "crt",
    "moduli_for",
    "primes",
    "residues_of",
]

MOST_MODULI = 1024  # primes a count is kept modulo, at most: 61,380 bits
# exact counts while the states' total stays below: a square's choices (16 at most) keep it below 2^61
EXACT_BELOW = 2.0**57


def count_bound(board: Board) -> float:
    """Bits enough for any count of paths or cycles of ``board``'s move graph.

    A Hamiltonian path is a cycle cover of the graph with one more square joined to all, and
    Brégman's bound on the permanent caps those by the product over squares of
    (degree!)^(1/degree).

    Parameters
    ----------
    board
        The board (its live squares and their moves).

    Returns
    -------
    float
        The bound in bits, with two to spare.

    References
    ----------
    .. [1] L. M. Brégman, "Some properties of nonnegative matrices and their permanents", Soviet
       Math. Dokl. 14, 1973.
    """
    squares = np.bincount(board.degrees[board.live] + 1)  # squares[d]: how many have d (degree + 1)
    per_square = sum(int(many) * math.lgamma(d + 1) / d for d, many in enumerate(squares) if many) / math.log(2)
    return per_square + math.log2(board.squares + 1) + 2


def moduli_for(board: Board, extra: int = 0) -> list[int]:
    """The primes a count on ``board`` is kept modulo.

    Parameters
    ----------
    board
        The board counted (`count_bound` says how large its count may be).
    extra
        More primes than the bound needs (to test that they change nothing).

    Returns
    -------
    list of int
        Enough primes for the bound, ``extra`` more, and last the check prime.

    Raises
    ------
    KtError
        The bound needs more than `MOST_MODULI` primes (every state would carry kilobytes).
    """
    bits = count_bound(board)
    needed = math.ceil(bits / 60) + 1
    if needed > MOST_MODULI:
        raise KtError(
            f"the frontier counter keeps counts of up to {60 * (MOST_MODULI - 1):,} bits exactly; {board} may "
            f"have up to 2^{bits:,.0f} tours: count a shorter board"
        )
    return primes(needed + extra)


def primes(count: int) -> list[int]:
    """The ``count`` largest primes below 2^61 (Miller–Rabin with bases that are exact there).

    Parameters
    ----------
    count
        How many primes.

    Returns
    -------
    list of int
        The primes, largest first.
    """
    found: list[int] = []
    candidate = (1 << 61) - 1
    while len(found) < count:
        if _is_prime(candidate):
            found.append(candidate)
        candidate -= 2
    return found


def _is_prime(n: int) -> bool:
    if n < 2:
        return False
    small = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37)
    if n in small:
        return True
    if any(n % p == 0 for p in small):
        return False
    d, r = n - 1, 0
    while d % 2 == 0:
        d, r = d // 2, r + 1
    for a in small:
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(r - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True


def crt(residues: list[int], moduli: list[int]) -> int:
    """The number below the product of ``moduli`` with these residues (Chinese remainder theorem).

    Parameters
    ----------
    residues
        The number's residue modulo each of ``moduli``.
    moduli
        Pairwise coprime moduli.

    Returns
    -------
    int
        The number, in [0, product of the moduli).
    """
    value, product = 0, 1
    for residue, modulus in zip(residues, moduli):
        step = (residue - value) * pow(product, -1, modulus) % modulus
        value += product * step
        product *= modulus
    return value


def checked_crt(found: list[int], moduli: list[int]) -> int:
    """The count whose residues are ``found``: the last modulus only checks the others' answer.

    Parameters
    ----------
    found
        The count's residue modulo each of ``moduli``.
    moduli
        The primes of `moduli_for`, the check prime last.

    Returns
    -------
    int
        The count rebuilt from all residues but the last.

    Raises
    ------
    InternalError
        The rebuilt count does not have the check prime's residue (a slip in the sweep).
    """
    total = crt(found[:-1], moduli[:-1])
    if total % moduli[-1] != found[-1]:
        raise InternalError(f"the frontier count failed its check prime: {total} is not {found[-1]} mod {moduli[-1]}")
    return total


def count_of(found: np.ndarray, moduli: list[int]) -> int:
    """The count whose exact value or residues are ``found``.

    Parameters
    ----------
    found
        A record's counts: one exact count, or a residue per modulus.
    moduli
        ``[EXACT]`` for an exact count, else the primes of `moduli_for`.

    Returns
    -------
    int
        The count (`checked_crt` for residues).

    Raises
    ------
    InternalError
        Residues that fail the check prime.
    """
    return int(found[0]) if moduli == [EXACT] else checked_crt([int(r) for r in found], moduli)


def residues_of(rows: np.ndarray, words: int, moduli: list[int]) -> np.ndarray:
    """Records ``rows`` with their exact counts as residues modulo ``moduli``.

    Parameters
    ----------
    rows
        Records: ``words`` of key, then an exact count below 2^62.
    words
        The 64-bit words of a key.
    moduli
        The primes to keep the counts modulo.

    Returns
    -------
    numpy.ndarray
        New records: the same keys, then a residue per modulus.
    """
    wider = np.empty((len(rows), words + len(moduli)), dtype=np.int64)
    wider[:, :words] = rows[:, :words]
    for c, modulus in enumerate(moduli):
        wider[:, words + c] = rows[:, words] % modulus
    return wider
