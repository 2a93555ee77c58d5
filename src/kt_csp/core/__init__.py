"""The question and its answer: boards, instances, tours, results, limits, and the verifier."""
