"""A frontier sweep on a Dask cluster: one bulk-synchronous stage per square.

The states are dealt out among the cluster's workers by their buckets, as among a machine's
threads (`kt_csp.engines.frontier.parallel`): bucket ``b`` is partition ``b mod W``'s, and each
partition lives on one worker. A stage sweeps one square in two steps:

1. each partition expands only its own states (`kt_csp.engines.frontier.states._expand`) and
   files the children by the partition that owns each, adding up alike children on the spot
   (`kt_csp.engines.frontier.buckets._absorb`, one table set per owner);
2. each partition adds up what every partition filed for it, and keeps the result: its states
   for the next square.

Each state is expanded once, on one worker, and each child crosses the network once, to its
owner. The client steers — it chooses the buckets, looks at the time limit and Ctrl-C while a
stage runs, and adds up the tours complete — and never holds a state.
"""

from __future__ import annotations

import math
import operator
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import numpy as np
from numba.typed import List as TypedList

from kt_csp.core.limits import Limits
from kt_csp.engines.frontier.buckets import BUCKET_STATES, RECORDS, _absorb, _column_sum, _compact, buckets, spread_all
from kt_csp.engines.frontier.parallel import ROUND
from kt_csp.engines.frontier.plan import Sweep
from kt_csp.engines.frontier.residues import EXACT_BELOW, count_of, moduli_for, residues_of
from kt_csp.engines.frontier.states import EXACT, _add, _expand, _hash
from kt_csp.engines.frontier.tally import SweepTally
from kt_csp.runtime.compiled import njit

if TYPE_CHECKING:
    from kt_csp.runtime.compiled import Array  # the compiled kernels' arrays


__all__ = ["sweep_on"]

WAIT = 0.5  # seconds between two looks at the time limit and Ctrl-C while a stage runs

Share = list[np.ndarray]  # a partition's states: its buckets of records


def sweep_on(
    plan: Sweep,
    client: Any,
    limits: Limits = Limits(),
    report: Callable[[int, int, int], None] | None = None,
) -> SweepTally:
    """Count the plan's paths (or cycles) as `kt_csp.engines.frontier.sweep.sweep` does, on the
    workers of ``client``'s cluster, one stage per square (the module's docstring).

    Parameters
    ----------
    plan
        The sweep's plan (`kt_csp.engines.frontier.plan.plan`).
    client
        A client of the cluster (``distributed.Client``, which carries no types): each of its
        workers holds one partition of the states.
    limits
        The time limit and Ctrl-C, looked at every `WAIT` seconds while a stage runs.
    report
        Told (squares swept, states now, most states) after each square.

    Returns
    -------
    SweepTally
        The count, the most states held at once (all workers), and the states swept.

    Raises
    ------
    LimitReached
        The time limit or Ctrl-C, between two looks (the stage under way is let go).
    """
    workers = sorted(client.scheduler_info()["workers"])
    parts, words = len(workers), plan.words
    primed, residues = moduli_for(plan.board), [EXACT]
    ends = np.flatnonzero(plan.finish)
    done = np.zeros((len(ends), words + 1), dtype=np.int64)
    first = np.zeros((1, words + 1), dtype=np.int64)  # no cell yet, a count of 1
    first[0, words:] = 1
    planned = client.scatter(plan, broadcast=True)
    shares = [client.submit(_first_share, first, p, parts, words, workers=[at]) for p, at in enumerate(workers)]
    held, total, peak, states = 1, 1.0, 1, 0
    for k in range(plan.board.size):
        if plan.live[k]:
            convert = residues == [EXACT] and total >= EXACT_BELOW
            if convert:
                residues, done = primed, residues_of(done, words, primed)
            bits = max(1, math.ceil(math.log2(max(2 * parts, held / BUCKET_STATES))))
            sent = [
                client.submit(
                    _expanded, planned, k, shares[p], parts, bits, residues, convert, workers=[at], pure=False
                )
                for p, at in enumerate(workers)
            ]
            merged = [
                client.submit(
                    _merged,
                    q,
                    parts,
                    bits,
                    words,
                    residues,
                    *[client.submit(_part, sent[p], q, workers=[workers[p]]) for p in range(parts)],
                    workers=[at],
                    pure=False,
                )
                for q, at in enumerate(workers)
            ]
            shares = [
                client.submit(operator.itemgetter(0), m, workers=[at]) for m, at in zip(merged, workers, strict=True)
            ]
            finished = [client.submit(operator.itemgetter(1), s) for s in sent]
            sizes = [client.submit(operator.itemgetter(1, 2), m) for m in merged]
            _waited(client, [*shares, *finished, *sizes], limits)
            for row in client.gather(finished):
                if plan.finish[k]:
                    _add(row, 0, done, int(np.searchsorted(ends, k)), words, np.array(residues))
            counted = client.gather(sizes)
            held, total = sum(n for n, _ in counted), sum(t for _, t in counted)
        peak, states = max(peak, held), states + held
        if report is not None:
            report(k + 1, held, peak)
    finished_counts = {
        int(ends[j]): count_of(done[j, words:], residues) for j in np.flatnonzero(done[:, words:].any(axis=1))
    }
    return SweepTally(sum(finished_counts.values()), peak, states, finished_counts)


def _waited(client: Any, futures: list[Any], limits: Limits) -> None:
    """Wait for ``futures``, looking at the time limit and Ctrl-C every `WAIT` seconds; a stop
    lets the stage go (its tasks are cancelled) and raises."""
    from distributed import wait

    waiting: Callable[..., Any] = wait  # (distributed carries no types)
    while True:
        try:
            waiting(futures, timeout=WAIT)
            return
        except TimeoutError:
            try:
                limits.check()
            except BaseException:
                client.cancel(futures)
                raise


def _first_share(rows: np.ndarray, part: int, parts: int, words: int) -> Share:
    """Partition ``part``'s buckets of ``rows`` (the first state, or states to share out)."""
    return list(spread_all(rows, parts, words)[part])


def _part(sent: tuple[list[np.ndarray], np.ndarray], owner: int) -> np.ndarray:
    """The children a partition filed for ``owner``."""
    return sent[0][owner]


def _expanded(
    plan: Sweep, k: int, share: Share, parts: int, bits: int, residues: list[int], convert: bool
) -> tuple[list[np.ndarray], np.ndarray]:
    """Square ``k`` swept into partition's states ``share`` (their counts made residues first,
    with ``convert``): the children for each partition (alike ones added up), one array each,
    and the tours complete after ``k``."""
    words, moduli = plan.words, np.array(residues, dtype=np.int64)
    parents = TypedList.empty_list(RECORDS)
    for bucket in share:
        parents.append(residues_of(bucket, words, residues) if convert else bucket)
    width = words + len(residues)
    owned = [len(range(q, 1 << bits, parts)) for q in range(parts)]
    tables = [buckets([64] * owned[q], width) for q in range(parts)]
    helds = [np.zeros(owned[q], dtype=np.int64) for q in range(parts)]
    out, hashes = np.empty((ROUND, width), dtype=np.int64), np.empty(ROUND, dtype=np.int64)
    cursor, finished = np.zeros(2, dtype=np.int64), np.zeros((1, width), dtype=np.int64)
    every = np.array([0, 1 << bits], dtype=np.int64)  # (all buckets, in one pass)
    while cursor[0] < len(parents):
        made = _expand(k, parents, cursor, out, hashes, finished, plan.kernel, plan.params(k), moduli)
        counts = np.array([made], dtype=np.int64)
        for q in range(parts):
            _absorb(tables[q], helds[q], q, parts, bits, out, hashes, counts, words, moduli, every)
    for q in range(parts):
        _compact(tables[q], helds[q])
    return [_joined(tables[q], width) for q in range(parts)], finished


def _merged(
    owner: int, parts: int, bits: int, words: int, residues: list[int], *incoming: np.ndarray
) -> tuple[Share, int, float]:
    """Partition ``owner``'s states after the square: the children every partition filed for it,
    alike ones added up; how many, and their counts' sum (exact counts only: 0 for residues)."""
    rows = np.concatenate(incoming) if incoming else np.empty((0, words + len(residues)), dtype=np.int64)
    moduli = np.array(residues, dtype=np.int64)
    owned = len(range(owner, 1 << bits, parts))
    tables = buckets([max(64, 2 * len(rows) // max(1, owned))] * owned, rows.shape[1])
    helds = np.zeros(owned, dtype=np.int64)
    every = np.array([0, 1 << bits], dtype=np.int64)
    _absorb(tables, helds, owner, parts, bits, rows, _hashes(rows, words), np.array([len(rows)]), words, moduli, every)
    _compact(tables, helds)
    total = _column_sum(tables, words) if residues == [EXACT] else 0.0
    return list(tables), int(helds.sum()), total


def _joined(share: Any, width: int) -> np.ndarray:
    """A partition's buckets for one owner as one array of records."""
    return np.concatenate(list(share)) if len(share) else np.empty((0, width), dtype=np.int64)


@njit(cache=True)
def _hashes(rows: Array, words: int) -> Array:
    """Each record's hash (`kt_csp.engines.frontier.states._hash`)."""
    hashes = np.empty(rows.shape[0], dtype=np.int64)
    for i in range(rows.shape[0]):
        hashes[i] = _hash(rows, i, words)
    return hashes
