"""The sat engine: the tour as CNF for a SAT solver of PySAT, subtours cut lazily or encoded completely."""
