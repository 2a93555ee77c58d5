"""The same answer on any machine at any load (docs/limits.md): every budget inside auto and the
engines is a count of work — nodes, CP-SAT's deterministic seconds — and only ``--time-limit``,
the outer limit, is counted in seconds.

The tests slow the clock's side down (a kernel that loads slowly, as on a busy machine) or make the
machine busy, and hold the answers to those of an idle machine."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator

import pytest
from readme import all_examples, normalized, run

import kt_csp
from kt_csp.core.result import Status


def test_auto_gives_the_backtracker_nodes_not_seconds_where_an_end_is_fixed(monkeypatch: pytest.MonkeyPatch) -> None:
    """docs/solving.md's ``solve 8x8 --start a1 --end h7``: a second of the clock went, on a busy
    machine, to loading the compiled kernel, and CP-SAT answered with another tour. A kernel
    slow to load changes nothing now."""
    from kt_csp.engines.backtrack import search

    idle = kt_csp.solve("8x8", start="a1", end="h7")
    loaded = search.warm_up

    def slowly(limits: kt_csp.Limits = kt_csp.Limits()) -> bool:  # a busy machine's load of the kernel
        time.sleep(1.2)
        return loaded(limits)

    monkeypatch.setattr(search, "warm_up", slowly)
    busy = kt_csp.solve("8x8", start="a1", end="h7")
    assert (
        (busy.engine, busy.note)
        == (idle.engine, idle.note)
        == (
            "backtrack",
            "auto chose search for a board of 64 squares (construct above 1,000); the backtracker with Warnsdorff's order",
        )
    )
    assert busy.tour is not None and idle.tour is not None and list(busy.tour) == list(idle.tour)


def test_the_half_turn_try_at_a_magic_tour_ends_when_its_deterministic_seconds_are_spent(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The half-turn model's budget is CP-SAT's work, not a share of the time limit: spent, the
    whole model answers (here: none, a wazir's semi-magic tours of 4x4)."""
    from kt_csp.engines.cpsat import engine as cpsat

    monkeypatch.setattr(cpsat, "HALVES_WORK", 1e-6)
    answer = kt_csp.solve("4x4", leaper=(0, 1), magic="semi", engine="cpsat")
    assert answer.status is Status.NONE
    assert answer.note == (
        "no tour numbered alike under the half turn was found in 1e-06 deterministic seconds; then the whole model"
    )


def test_the_classes_of_magic_tours_go_on_to_the_whole_model_when_the_tries_budgets_are_spent(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from kt_csp.engines.cpsat import magic_tries

    monkeypatch.setattr(magic_tries, "HALVES_CLASSES_WORK", 1e-6)
    monkeypatch.setattr(magic_tries, "QUADS_CLASSES_WORK", 1e-6)
    assert [tried.work for tried in magic_tries.class_tries(kt_csp.question("4x4", magic="semi"), kt_csp.Limits())] == [
        1e-6,
        1e-6,
    ]
    counted = kt_csp.distinct("4x4", leaper=(0, 1), magic="semi")
    assert counted.complete and counted.distinct == 0


# Examples of the pages whose answers once depended on the machine's speed: auto's second for the
# backtracker, the half-turn model's 90 % of the time, CP-SAT's hint, the construct engine's
# regions re-solved with seconds each.
TIMED = (
    "kt-csp solve 8x8 --start a1 --end h7 --format json",
    "kt-csp solve 8x8 --magic full --time-limit 3",
    "kt-csp solve 8x8 --holes d4,e4,d5,e5 --closed --engine cpsat --format squares",
    "kt-csp solve 1000x1000 --start d3 --end a501",
    "kt-csp solve 4x100000 --holes e1,f1 --end abc1",
)


@pytest.fixture
def busy() -> Iterator[None]:
    """A busy loop on every core beside the test, for its duration."""
    loops = [subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(os.cpu_count() or 1)]
    try:
        yield
    finally:
        for loop in loops:
            loop.kill()
            loop.wait()


@pytest.mark.slow
@pytest.mark.spawns
def test_the_pages_examples_print_on_a_busy_machine_what_they_print_idle(busy: None, tmp_path) -> None:
    shown = {command.line: command.shown for block in all_examples() for command in block.commands}
    assert set(TIMED) <= shown.keys(), "an example this test runs is no longer on its page"
    for line in TIMED:
        assert normalized(run(line, tmp_path)) == normalized(shown[line]), f"$ {line}"
