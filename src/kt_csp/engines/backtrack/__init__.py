"""The backtrack engine: a compiled search with forward checking, its counter, trace and estimate."""
