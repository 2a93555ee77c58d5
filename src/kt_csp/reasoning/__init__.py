"""Answers without search: theorems, colour parity, move-number windows, crossings, symmetry."""
