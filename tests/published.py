"""Published values the tests check against, as listed in ../shared/REFERENCE.md."""

# OEIS A165134: directed open tours on n×n, summed over all start squares.
OPEN_TOURS_SQUARE = {1: 1, 2: 0, 3: 0, 4: 0, 5: 1_728, 6: 6_637_920}

# Directed open tours on 5×5 by start square (rank 5 first, as printed).
OPEN_TOURS_5X5 = [
    [304, 0, 56, 0, 304],
    [0, 56, 0, 56, 0],
    [56, 0, 64, 0, 56],
    [0, 56, 0, 56, 0],
    [304, 0, 56, 0, 304],
]

# Directed open tours on 6×6 from one corner (the split totals in issue 9).
OPEN_TOURS_6X6_CORNER = 524_486

# OEIS A001230: undirected closed tours on 2n×2n; directed through a fixed square = 2×.
CLOSED_TOURS_UNDIRECTED = {4: 0, 6: 9_862}

# OEIS A175881: undirected closed tours on 6×n.
CLOSED_TOURS_6XN = {5: 8, 6: 9_862, 7: 1_067_638, 8: 55_488_142}

# OEIS A070030: undirected closed tours on 3×n; and on 5×n (REFERENCE.md, for the frontier counter).
CLOSED_TOURS_3XN = {10: 16, 12: 176, 14: 1_536, 16: 15_424, 18: 147_728, 20: 1_448_416}
CLOSED_TOURS_5XN = {6: 8, 8: 44_202, 10: 13_311_268}

# Directed open tours on 5×7 (REFERENCE.md).
OPEN_TOURS_5X7 = 1_245_736


def closed_tour_exists(m: int, n: int) -> bool:
    """Schwenk 1991: an m×n board has a closed knight's tour unless (a), (b) or (c)."""
    m, n = sorted((m, n))
    return not ((m % 2 == 1 and n % 2 == 1) or m in (1, 2, 4) or (m == 3 and n in (4, 6, 8)))


def open_tour_exists(m: int, n: int) -> bool:
    """Cull & De Curtins 1978; Conrad et al. 1994: when an m×n board has an open knight's tour."""
    m, n = sorted((m, n))
    return (m, n) == (1, 1) or (m == 3 and (n == 4 or n >= 7)) or (m >= 4 and n >= 5)

# OEIS A003192: the longest uncrossed knight's path on n×n, in moves (Yarbrough 1969; Knuth 2010).
LONGEST_UNCROSSED = {1: 0, 2: 0, 3: 2, 4: 5, 5: 10, 6: 17, 7: 24, 8: 35, 9: 47}
