"""One square of a frontier sweep swept into every state, on a crew of threads (the compiled
kernels let go of the GIL), in rounds: each thread sweeps its own buckets' states into an out
buffer of children (`kt_csp.engines.frontier.states._expand`), then each files every thread's
children that fall in its buckets (`kt_csp.engines.frontier.buckets._absorb`). No table is
shared and no state is held twice; the time limit and Ctrl-C are looked at between rounds."""

from __future__ import annotations

import math
from collections.abc import Callable
from concurrent.futures import FIRST_EXCEPTION, ThreadPoolExecutor, wait
from functools import partial
from typing import TypeVar

import numpy as np
from numba.typed import List as TypedList

from kt_csp.core.limits import Limits
from kt_csp.engines.frontier.buckets import BUCKET_STATES, RECORDS, TABLE_LEAST, _absorb, _compact, buckets
from kt_csp.engines.frontier.plan import Sweep
from kt_csp.engines.frontier.states import _expand
from kt_csp.runtime.memory import require_memory

_T = TypeVar("_T")

__all__ = ["MOST_THREADS", "ROUND", "Layer"]

ROUND = 1 << 17  # children a thread writes before they are filed into buckets (a few milliseconds)
MOST_THREADS = 64

Layer = list[TypedList[np.ndarray]]  # the states after a square: each thread's buckets of records


def _copied(share: TypedList[np.ndarray]) -> TypedList[np.ndarray]:
    """A new list of the same buckets."""
    copied = TypedList.empty_list(RECORDS)
    for bucket in share:
        copied.append(bucket)
    return copied


class _Crew:
    """The threads a sweep shares its states among (the compiled kernels let go of the GIL), and
    a flag that tells them to stop between two chunks."""

    def __init__(self, threads: int) -> None:
        self.threads = max(1, threads)
        self.pool = ThreadPoolExecutor(self.threads) if self.threads > 1 else None

    def run(self, tasks: list[Callable[[], _T]], limits: Limits) -> list[_T]:
        """The tasks' results, run side by side; the time limit and Ctrl-C are looked at here (the
        main thread) once they are done (a round is short)."""
        if self.pool is None or len(tasks) == 1:
            results = [task() for task in tasks]
        else:
            futures = [self.pool.submit(task) for task in tasks]
            wait(futures, return_when=FIRST_EXCEPTION)
            wait(futures)  # (a kernel cannot be cut short: a round ends within milliseconds)
            results = [future.result() for future in futures]  # (raises the first failure)
        limits.check()
        return results

    def close(self) -> None:
        if self.pool is not None:
            self.pool.shutdown()


def _sweep_square(
    plan: Sweep,
    k: int,
    parents: Layer,
    held: int,
    finished: list[np.ndarray],
    residues: np.ndarray,
    limits: Limits,
    crew: _Crew,
    room: int,
    in_memory: bool = True,
    keep_parents: bool = False,
    group: tuple[int, int] = (0, 1),
) -> tuple[Layer, int]:
    """Sweep square ``k`` into every state of ``parents`` (``held`` of them, let go as they are
    swept): the states after it, and how many (the tours complete after it are added to
    ``finished``, a row per thread). ``room``: the bytes of memory that were available when the
    sweep began, which its states may not pass (the parents too, if ``in_memory``: not mapped
    from disk). ``keep_parents``: ``parents`` stay whole until the square is swept (a stop half
    way can then save them), rather than be let go bucket by bucket. ``group``: (g, G) keeps
    only the children of the g-th of G equal groups of buckets — a square whose children do not
    fit in memory at once is swept in G passes (the tours complete are the first pass's)."""
    if keep_parents:  # (the kernel lets go of the buckets of a copy of each list; the arrays stay)
        parents = [_copied(share) for share in parents]
    threads = crew.threads
    width = parents[0][0].shape[1] if len(parents[0]) else finished[0].shape[1]
    bucket_bits = max(1, math.ceil(math.log2(max(2 * threads * group[1], held / BUCKET_STATES))))
    every = 1 << bucket_bits
    span = np.array([group[0] * every // group[1], (group[0] + 1) * every // group[1]], dtype=np.int64)
    start = max(64, held // every)  # each bucket's first table: as many as its parents, grown as it fills
    sizes = [[start if span[0] <= b < span[1] else 1 for b in range(t, every, threads)] for t in range(threads)]
    require_memory(sum(map(sum, sizes)) * width * 8, f"the frontier counter's states on {plan.board}", room)
    tables = [buckets(sizes[t], width) for t in range(threads)]
    owned = [len(sizes[t]) for t in range(threads)]
    helds = [np.zeros(owned[t], dtype=np.int64) for t in range(threads)]
    out, hashes = np.empty((threads * ROUND, width), dtype=np.int64), np.empty(threads * ROUND, dtype=np.int64)
    mine = [slice(t * ROUND, (t + 1) * ROUND) for t in range(threads)]
    cursors = [np.zeros(2, dtype=np.int64) for _ in range(threads)]
    arrays = (plan.kernel, plan.params(k), residues)
    while True:
        counts = np.array(
            crew.run(
                [
                    partial(_expand, k, parents[t], cursors[t], out[mine[t]], hashes[mine[t]], finished[t], *arrays)
                    for t in range(threads)
                ],
                limits,
            ),
            dtype=np.int64,
        )
        held_now = sum(int(h.sum()) for h in helds) + int(counts.sum())  # (at most, after this round)
        require_memory(  # the tables (at least 53 % full) and the states before, at most
            int((held_now / TABLE_LEAST + held * in_memory) * width * 8),
            f"the frontier counter's states on {plan.board}",
            room,
        )
        crew.run(
            [
                partial(
                    _absorb,
                    tables[t],
                    helds[t],
                    t,
                    threads,
                    bucket_bits,
                    out,
                    hashes,
                    counts,
                    plan.words,
                    residues,
                    span,
                )
                for t in range(threads)
            ],
            limits,
        )
        if all(cursors[t][0] >= len(parents[t]) for t in range(threads)):
            break
    crew.run([partial(_compact, tables[t], helds[t]) for t in range(threads)], limits)
    return tables, sum(int(h.sum()) for h in helds)
