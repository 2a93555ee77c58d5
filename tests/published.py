"""Published values the tests check against, each beside its source (an OEIS sequence, a paper)."""

# OEIS A165134: directed open tours on n×n, summed over all start squares.
OPEN_TOURS_SQUARE = {
    1: 1,
    2: 0,
    3: 0,
    4: 0,
    5: 1_728,
    6: 6_637_920,
    7: 165_575_218_320,  # Stertenbrink's a(7), added to A165134 by Chernov (2013)
}

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
CLOSED_TOURS_UNDIRECTED = {
    4: 0,
    6: 9_862,
}

# OEIS A175881 (Johan de Ruiter, 2010): undirected closed tours on 6×n, every term to 6×40.
CLOSED_TOURS_6XN = {
    5: 8,
    6: 9862,
    7: 1067638,
    8: 55488142,
    9: 3374967940,
    10: 239187240144,
    11: 15360134570696,
    12: 964730606632516,
    13: 61989683445413228,
    14: 4005716717182224826,
    15: 255967892553030600920,
    16: 16378998506224697063588,
    17: 1050504687249683771795632,
    18: 67351449674771471216148786,
    19: 4314151246752166099728445868,
    20: 276453522147273309254029785276,
    21: 17717606001764726850971209939188,
    22: 1135386328785418512845166305951994,
    23: 72754625853111517738642395445641832,
    24: 4662311340698795306229004946849255108,
    25: 298772700964630993744576968415214630040,
    26: 19145888052227167790585189427230454709502,
    27: 1226902568798073025855948189578313739199398,
    28: 78622502118507651703659030426757524782646558,
    29: 5038287048556094010756276060713112469110084532,
    30: 322863244258188584511076820531771298243292346804,
    31: 20689713115693125810120458424283134088711708746418,
    32: 1325838052128808846982470604742513077251389064878480,
    33: 84962322582242436449028078490147227914653412498469176,
    34: 5444553480688572729507994773339404670293124094670063400,
    35: 348897761885575809340513599895637906535045836867112425442,
    36: 22358059291249098112956347313304579317330515128430578229580,
    37: 1432748662105938633370488721737295472216003424322051173765262,
    38: 91813368745075979865082473968848043302481279531417429418851766,
    39: 5883582334056740305836749071273843581025553554521365508472081512,
    40: 377031597006006571424070743308269493020186682009428464253448495336,
}

# OEIS A070030 (Knuth and Elkies, 1994): undirected closed tours on 3×2n, to 3×40; OEIS A175855
# (de Ruiter, 2010; the 5-row terms of Knuth's A383661): on 5×2n, to 5×40.
CLOSED_TOURS_3XN = {
    10: 16,
    12: 176,
    14: 1536,
    16: 15424,
    18: 147728,
    20: 1448416,
    22: 14060048,
    24: 136947616,
    26: 1332257856,
    28: 12965578752,
    30: 126169362176,
    32: 1227776129152,
    34: 11947846468608,
    36: 116266505653888,
    38: 1131418872918784,
    40: 11010065269439104,
}
CLOSED_TOURS_5XN = {
    6: 8,
    8: 44202,
    10: 13311268,
    12: 4557702762,
    14: 1495135512514,
    16: 491857035772330,
    18: 161514101568508400,
    20: 53034853662012222798,
    22: 17414154188157170439208,
    24: 5717847862749642677204182,
    26: 1877435447920358266870897874,
    28: 616447390029326136628439042672,
    30: 202407848349722353779265745190616,
    32: 66459727085467788423206394162537418,
    34: 21821760546806761707309514948565417796,
    36: 7165079447164571822068029945303172129766,
    38: 2352622444655438705806553391345493395131580,
    40: 772473271844923268504474277422663237674924998,
}

# Directed open tours on 5×7: twice the 622,868 undirected ones of OEIS A083386 (Hamiltonian paths
# of the 5×n knight graph), which Knuth's A389755 (2025) repeats as its a(35).
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
LONGEST_UNCROSSED = {
    1: 0,
    2: 0,
    3: 2,
    4: 5,
    5: 10,
    6: 17,
    7: 24,
    8: 35,
    9: 47,
}
# OEIS A003192's example: the longest uncrossed path on m×n for 3 <= m <= n <= 9, in moves.
LONGEST_UNCROSSED_RECTANGLES = {
    (m, n): moves
    for m, row in {
        3: [2, 4, 5, 6, 8, 9, 10],
        4: [5, 7, 9, 11, 13, 15],
        5: [10, 14, 16, 19, 22],
        6: [17, 21, 25, 29],
        7: [24, 30, 35],
        8: [35, 42],
        9: [47],
    }.items()
    for n, moves in zip(range(m, 10), row)
}
# OEIS A157416: the longest uncrossed closed knight's path on n×n, in moves (0: none has a cycle).
LONGEST_UNCROSSED_CLOSED = {1: 0, 2: 0, 3: 0, 4: 4, 5: 8, 6: 12, 7: 24, 8: 32, 9: 42, 10: 54}

# Geometrically distinct tours (each counted once for its turns, reflections and reversal).
# Jelliss, "Closed knight's tours of the 6 by 6 board": 1,245 closed 6×6 tours (5 with quaternary
# symmetry, 17 with binary, 1,223 asymmetric).
DISTINCT_CLOSED_6X6 = 1_245
# OEIS A328341 (Howroyd, 2019): open tours on 4×n.
DISTINCT_OPEN_4XN = {3: 3, 4: 0, 5: 22, 6: 186, 7: 1_603, 8: 7_772}
# OEIS A169769 (Knuth, 2010): closed tours on 3×n.
DISTINCT_CLOSED_3XN = {8: 0, 10: 6, 12: 44, 14: 396, 16: 3_868}
