"""The game behind ``kt-csp serve``: the referee, clue puzzles, the JSON answers and the HTTP server."""
