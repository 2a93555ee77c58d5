"""Every published term of the closed-tour sequences of narrow boards, from one sweep a width.

The frontier counter's `lengths` counts every board of a width up to a length in one sweep (a
tour of the board cut after rank r is a state complete there); each count is held to the OEIS:
A070030 (3×2n), A175855 (5×2n, the 5-row terms of Knuth's A383661) and A175881 (6×n), all
published to length 40.
"""

from __future__ import annotations

import pytest
from published import CLOSED_TOURS_3XN, CLOSED_TOURS_5XN, CLOSED_TOURS_6XN

import kt_csp
from kt_csp.engines.frontier.sweep import lengths


@pytest.mark.slow  # 3x40 and 5x40: 4-6 s each (the fast tier holds 3x20 and 5x10: test_frontier.py)
@pytest.mark.parametrize(
    "width, published, longest",
    [
        (3, CLOSED_TOURS_3XN, 40),
        (5, CLOSED_TOURS_5XN, 40),
        (6, CLOSED_TOURS_6XN, 10),  # 6x40 takes minutes: bench/frontier.py
    ],
)
def test_every_published_term_of_a_width(width: int, published: dict[int, int], longest: int) -> None:
    counted = lengths(kt_csp.question(f"{width}x{longest}", closed=True))
    held = {n: total // 2 for n, total in counted.items() if n in published}  # undirected: each counted twice
    assert held == {n: count for n, count in published.items() if n <= longest}
    assert all(total == 0 for n, total in counted.items() if n not in published)
