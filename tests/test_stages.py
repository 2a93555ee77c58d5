"""The frontier sweep on a Dask cluster, one stage per square (issue 30, item 7): on a
LocalCluster of two workers it counts what the threaded sweep counts — the same total, the same
most states held and states swept, residues past 2^64 included — and from the command line it
gives the published counts, stops at its time limit without a count, and refuses what it cannot
take in one line."""

from __future__ import annotations

import asyncio
import dataclasses
import gc
import logging
from collections.abc import Iterator
from typing import Any

import pytest
from published import CLOSED_TOURS_6XN, OPEN_TOURS_SQUARE

import kt_csp
from kt_csp.core.limits import LimitReached, Limits
from kt_csp.engines.frontier.stages import sweep_on
from kt_csp.engines.frontier.sweep import plan, sweep
from kt_csp.runtime.cluster import dask_client

pytestmark = pytest.mark.slow  # a LocalCluster starts in a few seconds


@pytest.fixture(scope="module")
def client() -> Iterator[Any]:
    with dask_client(None, 2) as running:
        yield running


@pytest.mark.parametrize(
    "asked, keywords",
    [
        ("3x4", {}),
        ("5x6", {"closed": True}),
        ("5x5", {"start": "a1"}),
        ("5x6", {"holes": ["c3"], "end": "a1"}),
        ("4x5", {"leaper": (1, 3)}),
        ("6x6", {"closed": True}),
        ("5x22", {"closed": True}),  # past 2^64: the stages switch to residues
    ],
)
def test_a_sweep_on_two_workers_counts_what_the_threaded_sweep_counts(client, asked: str, keywords) -> None:
    planned = plan(kt_csp.question(asked, **keywords).as_counted())
    # (the stages keep their states as swept, merging no state with its mirror image)
    staged, threaded = sweep_on(planned, client), sweep(dataclasses.replace(planned, mirrors={}))
    assert (staged.total, staged.peak, staged.states) == (threaded.total, threaded.peak, threaded.states)
    assert staged.finished == threaded.finished


def test_a_sweep_on_a_cluster_stops_at_its_time_limit(client) -> None:
    planned = plan(kt_csp.question("7x7").as_counted())
    with pytest.raises(LimitReached):
        sweep_on(planned, client, Limits(time_limit=2.0).begun())


def test_count_on_a_local_cluster_gives_the_published_counts(run) -> None:
    closed = run("count", "6x5", "--closed", "--dask-local", "2")
    assert closed.code == 0 and f": {2 * CLOSED_TOURS_6XN[5]:,}" in closed.out
    opened = run("count", "5x5", "--engine", "frontier", "--dask-local", "2")
    assert opened.code == 0 and f": {OPEN_TOURS_SQUARE[5]:,}" in opened.out


@pytest.mark.parametrize(
    "args, words",
    [
        (["--dask-local", "2", "--scheduler", "tcp://x:1"], "two clusters: choose one"),
        (["--dask-local", "2", "--spill", "s"], "drop --checkpoint and --spill"),
        (["--dask-local", "2", "--engine", "backtrack"], "--dask-local is an option of the frontier engine"),
        (["--scheduler", "not an address"], "cannot reach the Dask scheduler"),
    ],
)
def test_a_cluster_the_sweep_cannot_take_is_one_line(run, args: list[str], words: str) -> None:
    refused = run("count", "6x6", "--closed", *args)
    assert refused.code == 2 and words in refused.err and len(refused.err.strip().splitlines()) == 1


def test_a_wait_a_stop_orphans_in_dask_says_nothing_when_it_is_collected(caplog) -> None:
    """A Ctrl-C while a result is awaited cancels Dask's gather and orphans its waits, which fail
    as the client closes; asyncio logs "Task exception was never retrieved" with a traceback when
    such a task is collected (a CI run's stopped job printed one). One of them, left in a cycle,
    is collected while the client closes, and says nothing; the logs' levels are given back."""
    level = logging.getLogger("asyncio").level

    async def fails() -> None:
        raise RuntimeError("orphaned")

    with dask_client(None, 1):
        loop = asyncio.new_event_loop()
        orphan = loop.create_task(fails())
        loop.run_until_complete(asyncio.wait([orphan]))
        loop.close()
        cycle: list[Any] = [orphan]
        cycle.append(cycle)
        del orphan, cycle
    gc.collect()
    assert not [record for record in caplog.records if "never retrieved" in record.getMessage()]
    assert logging.getLogger("asyncio").level == level
