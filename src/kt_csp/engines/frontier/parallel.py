"""One square of a frontier sweep swept into every state, on a crew of threads (the compiled
kernels let go of the GIL): each thread sweeps a share of the states into tables of its own, one
per part of the states' hashes, and each part's tables are then merged — or, for a sweep past
memory, written to disk as runs and merged from there (`kt_csp.engines.frontier.spill`)."""

from __future__ import annotations

import math
import threading
from collections.abc import Callable
from concurrent.futures import FIRST_EXCEPTION, ThreadPoolExecutor, wait
from functools import partial
from typing import TYPE_CHECKING, TypeVar

import numpy as np
from numba.typed import List as TypedList

from kt_csp.core.limits import LimitReached, Limits, Stop
from kt_csp.engines.frontier.plan import Sweep
from kt_csp.engines.frontier.states import FREE_ROW, LOAD, _add, _live, _merge, _step, _table
from kt_csp.runtime.memory import require_memory

if TYPE_CHECKING:
    from kt_csp.engines.frontier.spill import Spill

_T = TypeVar("_T")

__all__ = ["CHUNK", "MOST_THREADS", "PARALLEL_FROM"]

CHUNK = 1 << 15  # states swept between two looks at the clock (and Ctrl-C)
PARALLEL_FROM = 4 * CHUNK  # states: fewer are swept by one thread (starting threads would cost more)
MOST_THREADS = 64  # a sweep's threads (each holds a table per thread: more would only take memory)


_ALLOCATING = threading.Lock()  # a table is made by one thread at a time, so that each sees what the others took


class _Crew:
    """The threads a sweep shares its states among (the compiled kernels let go of the GIL), and
    a flag that tells them to stop between two chunks."""

    def __init__(self, threads: int) -> None:
        self.threads = max(1, threads)
        self.pool = ThreadPoolExecutor(self.threads) if self.threads > 1 else None
        self.stop = threading.Event()

    def run(self, tasks: list[Callable[[], _T]], limits: Limits) -> list[_T]:
        """The tasks' results, run side by side; the time limit and Ctrl-C are watched here (the
        main thread) and stop every task at its next chunk."""
        if self.pool is None or len(tasks) == 1:
            return [task() for task in tasks]
        futures = [self.pool.submit(task) for task in tasks]
        try:
            while True:
                ended, running = wait(futures, timeout=0.05, return_when=FIRST_EXCEPTION)
                if not running or any(future.exception() for future in ended):
                    return [future.result() for future in futures]  # (raises the first failure)
                limits.check()
        except BaseException:
            self.stop.set()
            wait(futures)
            self.stop.clear()
            raise

    def check(self, limits: Limits) -> None:
        """Between two chunks: the main thread looks at the limits, the others at the flag."""
        if threading.current_thread() is threading.main_thread():
            limits.check()
        elif self.stop.is_set():
            raise LimitReached(Stop.INTERRUPTED)

    def close(self) -> None:
        if self.pool is not None:
            self.pool.shutdown()


def _sweep_square(
    plan: Sweep,
    k: int,
    parents: list[np.ndarray],
    done: np.ndarray,
    params: np.ndarray,
    residues: np.ndarray,
    limits: Limits,
    crew: _Crew,
    spill: Spill | None = None,
) -> tuple[list[np.ndarray], int]:
    """Sweep square ``k`` into every state: the states after it, in parts by their keys' hashes,
    and how many (the tours complete after it are added to ``done``). Each thread sweeps a share
    of the states into tables of its own, one per part; each part's tables are then merged (or,
    ``spill``ed, the runs written to disk)."""
    masks = _masks(plan, k)
    total = sum(len(rows) for rows in parents)
    threads = crew.threads if total >= PARALLEL_FROM else 1
    shares = _shares(parents, threads)
    if spill is None:
        swept = crew.run(
            [
                partial(
                    _sweep_share, plan, k, share, masks, params, residues, (0, threads, threads), limits, crew, None
                )
                for share in shares
            ],
            limits,
        )
        for _, _, finished in swept:
            _add(finished, done, plan.words, residues)
        by_part = [
            ([tables[part] for tables, _, _ in swept], [int(helds[part]) for _, helds, _ in swept])
            for part in range(threads)
        ]
        del swept  # (each part's tables go as they are merged)
        merged = crew.run([partial(_merge_part, tables, helds, plan, residues) for tables, helds in by_part], limits)
        return [rows for rows, _ in merged], sum(held for _, held in merged)
    passes = spill.passes(total * 8 * parents[0].shape[1] / LOAD)
    parts, kept = passes * threads, []
    for group in range(passes):  # the states swept once for each group of parts: only its children are kept
        swept = crew.run(
            [
                partial(
                    _sweep_share,
                    plan,
                    k,
                    share,
                    masks,
                    params,
                    residues,
                    (group * threads, threads, parts),
                    limits,
                    crew,
                    spill,
                )
                for share in shares
            ],
            limits,
        )
        for _, _, finished in swept if group == 0 else []:  # (the tours complete are the same in every pass)
            _add(finished, done, plan.words, residues)
        kept += crew.run(
            [
                partial(_merge_runs, spill, k, part, plan, residues)
                for part in range(group * threads, (group + 1) * threads)
            ],
            limits,
        )
    spill.forget(k)
    return [rows for rows, _ in kept], sum(held for _, held in kept)


def _shares(parents: list[np.ndarray], threads: int) -> list[list[tuple[np.ndarray, int, int]]]:
    """The states split into ``threads`` shares of about as many rows: (rows, first, last) each."""
    total = sum(len(rows) for rows in parents)
    shares: list[list[tuple[np.ndarray, int, int]]] = [[] for _ in range(threads)]
    offset = 0
    for rows in parents:
        for t in range(threads):
            first = max(0, total * t // threads - offset)
            last = min(len(rows), total * (t + 1) // threads - offset)
            if first < last:
                shares[t].append((rows, first, last))
        offset += len(rows)
    return shares


def _sweep_share(
    plan: Sweep,
    k: int,
    share: list[tuple[np.ndarray, int, int]],
    masks: np.ndarray,
    params: np.ndarray,
    residues: np.ndarray,
    group: tuple[int, int, int],
    limits: Limits,
    crew: _Crew,
    spill: Spill | None,
) -> tuple[list[np.ndarray], np.ndarray, np.ndarray]:
    """One thread's share of square ``k``: its states' children in a table per part of the
    ``group`` (its first part, how many, and the parts in all; children of other parts are left
    to another pass), how many each holds, and the residues of the tours complete. Spilled, the
    tables are written out as runs whenever they would pass the thread's budget, and at the end."""
    width = plan.words + len(residues)
    lowest, parts, every = group
    tables = TypedList([_table(64, width) for _ in range(parts)])  # (one compiled type whatever their number)
    helds = np.zeros(parts, dtype=np.int64)
    finished = np.zeros(width, dtype=np.int64)
    for rows, first, stop in share:
        while first < stop:
            last = min(stop, first + CHUNK)
            first = _step(
                k,
                rows,
                first,
                last,
                tables,
                lowest,
                every,
                helds,
                finished,
                masks,
                params,
                plan.back,
                plan.leavers,
                plan.rest,
                plan.most,
                plan.may_end,
                plan.finish,
                residues,
            )
            full = [part for part in range(parts) if helds[part] + len(masks) > int(len(tables[part]) * LOAD)]
            if (
                spill is not None
                and full
                and sum(t.nbytes for t in tables) + sum(tables[p].nbytes for p in full) > spill.budget // crew.threads
            ):
                spill.write_runs(k, lowest, (_live(table) for table in tables))
                tables, helds[:] = TypedList([_table(64, width) for _ in range(parts)]), 0
            for part in full:  # a table too full for one more state's children grows
                tables[part] = _room(tables[part], int(helds[part]) + len(masks), plan, residues)
            crew.check(limits)
    if spill is not None:
        spill.write_runs(k, lowest, (_live(table) for table in tables))
        return [], helds, finished
    return list(tables), helds, finished


def _room(table: np.ndarray, bound: int, plan: Sweep, residues: np.ndarray) -> np.ndarray:
    """``table``, or a copy at least twice as large, with room for ``bound`` states."""
    if bound <= int(len(table) * LOAD):
        return table
    capacity = max(2 * len(table), 1 << math.ceil(math.log2(bound / LOAD)))
    with _ALLOCATING:
        require_memory(capacity * table.shape[1] * 8, f"the frontier counter's {bound:,} states on {plan.board}")
        grown = _table(capacity, table.shape[1])
    _merge(table, grown, plan.words, residues, 0)
    return grown


def _merge_part(
    tables: list[np.ndarray], helds: list[int], plan: Sweep, residues: np.ndarray
) -> tuple[np.ndarray, int]:
    """One part's states, its threads' tables merged into the largest: the rows, and how many
    (the tables are let go as they are merged)."""
    tables.sort(key=len)
    into = _room(tables.pop(), sum(helds), plan, residues)
    while tables:
        _merge(tables.pop(), into, plan.words, residues, 0)
    with _ALLOCATING:
        held = int(np.count_nonzero(into[:, 0] != FREE_ROW))
        require_memory(held * into.shape[1] * 8, f"the frontier counter's {held:,} states on {plan.board}")
        return _live(into), held


def _merge_runs(spill: Spill, k: int, part: int, plan: Sweep, residues: np.ndarray) -> tuple[np.ndarray, int]:
    """One part's states after square ``k``, merged from its runs on disk and kept there."""
    table = _table(64, plan.words + len(residues))
    held = 0
    for path in spill.runs(k, part):
        run = np.load(path, mmap_mode="r")
        table = _room(table, held + len(run), plan, residues)
        held = _merge(run, table, plan.words, residues, held)
    return spill.write_part(k, part, _live(table)), held


def _masks(plan: Sweep, k: int) -> np.ndarray:
    """The choices of moves back from square ``k``, as bit masks over its moves: at most as many
    as the square may take, and every forced one."""
    moves = int((plan.back[k] >= 0).sum())
    need = sum(1 << j for j in range(moves) if plan.forced[k, j])
    return np.array(
        [mask for mask in range(1 << moves) if mask & need == need and bin(mask).count("1") <= plan.most[k]],
        dtype=np.int64,
    )
