"""A frontier sweep run square by square (`sweep`): its states carried from one square to the
next, its counts turned to residues when they grow large, saved to a checkpoint at rank ends or
kept on disk (spilled) between squares, and its tally at the end. What a state is, and why the
sweep counts tours, is `kt_csp.engines.frontier.sweep`'s docstring; this module runs it.
"""

from __future__ import annotations

import hashlib
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np
from numba.typed import List as TypedList

from kt_csp.core.limits import LimitReached, Limits, Stop
from kt_csp.core.progress import Reporter
from kt_csp.engines.frontier.buckets import RECORDS, _column_sum, buckets, spread_all
from kt_csp.engines.frontier.parallel import MOST_THREADS, Layer, _Crew, _sweep_square
from kt_csp.engines.frontier.plan import Sweep
from kt_csp.engines.frontier.residues import EXACT_BELOW, count_of, moduli_for, residues_of
from kt_csp.engines.frontier.states import EXACT, _add
from kt_csp.engines.frontier.tally import SweepTally
from kt_csp.errors import KtError, MemoryLimitError
from kt_csp.runtime.memory import available_memory, hand_back_freed_memory

if TYPE_CHECKING:
    from kt_csp.core.board import Board
    from kt_csp.engines.frontier.checkpoints import Saved
    from kt_csp.engines.frontier.spill import Spill

__all__ = ["MOST_PASSES", "SAVE_EVERY", "sweep"]

SAVE_EVERY = 60.0  # seconds: a checkpoint is saved at the first rank end after this long


def sweep(
    plan: Sweep,
    limits: Limits = Limits(),
    report: Callable[[int, int, int], None] | None = None,
    extra_primes: int = 0,
    checkpoint: Path | None = None,
    threads: int | None = None,
    spill: Spill | None = None,
    layers: Callable[[int, np.ndarray], None] | None = None,
    between: tuple[int, np.ndarray, int] | None = None,
) -> SweepTally:
    """Run the sweep: count the undirected Hamiltonian paths (open) or cycles (closed) of the plan.

    Counts are exact 64-bit integers while the states' total count stays far enough below 2^63
    that no sum can pass it, then residues modulo primes (`kt_csp.engines.frontier.residues`).

    Parameters
    ----------
    plan
        The sweep's plan (`kt_csp.engines.frontier.plan.plan`).
    limits
        The time limit, looked at between chunks of states (Ctrl-C too); its reporter hears a
        checkpoint that could not be saved when the sweep stopped.
    report
        Told (squares swept, states now, most states) after each square.
    extra_primes
        Residues from the start, with this many more primes than the count needs (to test that
        they change nothing).
    checkpoint
        A file the sweep resumes from if it holds this sweep, and is saved to at rank ends
        (every `SAVE_EVERY` seconds at most), at its end, and when it is stopped
        (`kt_csp.engines.frontier.checkpoints`).
    threads
        How many threads share each square's states (default: every core; at most
        `MOST_THREADS`).
    spill
        Where the states are kept on disk between squares, for a sweep past memory; it resumes
        from there (`kt_csp.engines.frontier.spill`).
    layers
        Given each square and the keys of the states before it (each key once), and the board's
        size with the keys after the last square (`kt_csp.engines.frontier.sampling`).
    between
        Only part of the sweep, its states' keys alone: (s, keys, e) sweeps squares s to e - 1 from
        the states ``keys`` before square s (each with a count of 1), to hand their layers to
        ``layers`` (the square e and its keys last; the tally is of no count).

    Returns
    -------
    SweepTally
        The paths (or cycles) counted, by the square they are complete after; the most states
        held at once, the states swept, and the most passes a spilled square took.

    Raises
    ------
    LimitReached
        The time limit or Ctrl-C (``KeyboardInterrupt`` passes as it came); where the checkpoint
        could not be saved then, a `LimitReached` whose detail says so.
    MemoryLimitError
        The states would not fit in memory (or, spilled, on disk).
    KtError
        A checkpoint that is not this sweep's, or cannot be written.

    References
    ----------
    .. [1] D. E. Knuth, *The Art of Computer Programming*, vol. 4A, 7.1.4 (SIMPATH: paths
       counted by their frontiers).
    .. [2] J. Kawahara, T. Inoue, H. Iwashita and S. Minato, "Frontier-based search for
       enumerating all constrained subgraphs with compressed representation", IEICE Trans.
       Fundamentals E100-A(9), 2017.
    """
    from kt_csp.engines.frontier.checkpoints import Saved

    hand_back_freed_memory()  # (a square's states are let go bucket by bucket while the next is made)
    primed = moduli_for(plan.board, extra_primes)  # should the counts pass 63 bits (the last prime checks)
    tag = _tag(plan)
    ends = np.flatnonzero(plan.finish)  # the squares a tour may be complete after: a row of counts each
    saved = (
        _resumed(plan, tag, len(ends), primed, extra_primes, checkpoint, spill)
        if between is None
        else _begun(plan, between, len(ends))
    )
    until = plan.board.size if between is None else between[2]
    crew = _Crew(min(threads or len(os.sched_getaffinity(0)), MOST_THREADS))
    residues = np.array(saved.moduli, dtype=np.int64)
    peak, states, most_passes = saved.peak, saved.states, 1
    layer = _layer_of(saved, crew.threads, plan.words)
    now = _Held(layer, _held(layer), saved.done, residues, _total(layer, plan.words, residues))
    # what the states may take (a spilled sweep's states before a square: on disk)
    run = _Run(plan, limits, crew, available_memory(), primed, ends, spill, keep_parents=checkpoint is not None)
    saving = _Saving(checkpoint, tag, time.monotonic())
    # The last square swept whole and its states, in one name (one store): a stop between a
    # square's statements saves that, never the new states under the old square's number.
    committed = (saved, layer)
    try:
        for k in range(saved.square, until):
            if layers is not None:
                layers(k, _joined(now.layer, now.done.shape[1])[:, : plan.words].copy())
            if plan.live[k]:
                now, passes = _sweep_live(run, k, now)
                most_passes = max(most_passes, passes)
                if k in plan.mirrors and layers is None and spill is None:  # (a layer's states stay as swept)
                    now = _mirrors_merged(now, run, k)
            peak, states = max(peak, now.count), states + now.count
            width = now.done.shape[1]
            here = Saved(k + 1, np.empty((0, width), dtype=np.int64), now.done, peak, states, now.residues.tolist())
            committed = (here, now.layer)
            if spill is not None:
                spill.commit(tag, here, len(now.layer))  # (the square's states are written: its manifest)
            else:
                saving.at_square(here, now.layer, plan.board)
            if report is not None:
                report(k + 1, now.count, peak)
    except (LimitReached, KeyboardInterrupt) as stopped:
        saving.stopped(committed, stopped, limits)  # the squares swept whole; the one stopped half way adds nothing yet
        raise
    finally:
        crew.close()
    if layers is not None:
        layers(until, _joined(now.layer, now.done.shape[1])[:, : plan.words].copy())
    if spill is not None:
        spill.clear()
    return _tally(now.done, ends, plan.words, now.residues, peak, states, most_passes)


def _resumed(
    plan: Sweep, tag: str, ends: int, primed: list[int], extra_primes: int, checkpoint: Path | None, spill: Spill | None
) -> Saved:
    """Where the sweep of ``plan`` starts: as saved in ``checkpoint`` or ``spill`` if they hold
    it (``tag``), else before its first square (one state, no cell yet, a count of 1), its counts
    exact, or residues modulo ``primed`` from the start with ``extra_primes``."""
    from kt_csp.engines.frontier.checkpoints import Saved, load

    exact = [EXACT]
    words = plan.words
    saved = None if checkpoint is None else load(checkpoint, tag, plan.board.size, ends, words, [exact, primed])
    if saved is None and spill is not None:
        saved = spill.resume(tag, plan.board.size, ends, words, [exact, primed])
    if saved is not None:
        return saved
    moduli = primed if extra_primes else exact
    rows = np.zeros((1, words + len(moduli)), dtype=np.int64)  # no cell yet, a count of 1
    rows[0, words:] = 1
    return Saved(0, rows, np.zeros((ends, rows.shape[1]), dtype=np.int64), 1, 0, moduli)


def _mirrors_merged(now: _Held, run: _Run, k: int) -> _Held:
    """The states after rank end ``k`` with each one and its mirror image counted as one
    (`kt_csp.engines.frontier.mirrors`), or as they are where memory is too short for that."""
    from kt_csp.engines.frontier.mirrors import merged

    plan = run.plan
    layer = merged(_joined(now.layer, now.done.shape[1]), plan.mirrors[k], plan, now.residues, run.crew, run.limits)
    if layer is None:
        return now
    return _Held(layer, _held(layer), now.done, now.residues, now.total)  # (counts only added: the same total)


def _held(layer: Layer) -> int:
    """The states of ``layer``: its threads' buckets' records."""
    return sum(len(bucket) for share in layer for bucket in share)


def _begun(plan: Sweep, between: tuple[int, np.ndarray, int], ends: int) -> Saved:
    """A sweep begun at square ``between[0]`` from the states ``between[1]`` (keys), each counted once."""
    from kt_csp.engines.frontier.checkpoints import Saved

    square, keys, _ = between
    rows = np.ones((len(keys), plan.words + 1), dtype=np.int64)
    rows[:, : plan.words] = keys
    return Saved(square, rows, np.zeros((ends, plan.words + 1), dtype=np.int64), 0, 0, [EXACT])


@dataclass(frozen=True)
class _Run:
    """What every square of a sweep shares: its ``plan`` and ``limits``, the ``crew`` of threads,
    the memory its states may take (``room``), the primes its counts turn to when they grow
    (``primed``), the squares a tour may be complete after (``ends``), where its states are
    spilled, and whether a square keeps its parents until it is whole (a checkpoint saves them)."""

    plan: Sweep
    limits: Limits
    crew: _Crew
    room: int
    primed: list[int]
    ends: np.ndarray
    spill: Spill | None
    keep_parents: bool


@dataclass(frozen=True)
class _Held:
    """The states after a square: ``layer`` (``count`` of them), the tours complete so far
    (``done``), what their counts are kept modulo (``residues``), and the states' counts added up
    (``total``: exact counts only, `_total`)."""

    layer: Layer
    count: int
    done: np.ndarray
    residues: np.ndarray
    total: float


def _sweep_live(run: _Run, k: int, now: _Held) -> tuple[_Held, int]:
    """Live square ``k`` swept into the states ``now`` (their counts turned to residues first
    where their total grew too large to stay exact): the states after it, and the passes it took."""
    words = run.plan.words
    layer, held, done, residues = now.layer, now.count, now.done, now.residues
    if residues[0] == EXACT and now.total >= EXACT_BELOW:
        layer, done, residues = (
            _to_residues(layer, words, run.primed, keep=run.keep_parents),  # (a checkpoint's square before)
            residues_of(done, words, run.primed),
            np.array(run.primed),
        )
    finished = [np.zeros((1, done.shape[1]), dtype=np.int64) for _ in range(run.crew.threads)]
    passes = 1
    if run.spill is None:
        layer, held = _sweep_square(
            run.plan,
            k,
            layer,
            held,
            finished,
            residues,
            run.limits,
            run.crew,
            run.room,
            keep_parents=run.keep_parents,  # (a stop half way saves the square before)
        )
    else:
        one_pass = partial(
            _sweep_square,
            run.plan,
            k,
            layer,
            held,
            residues=residues,
            limits=run.limits,
            crew=run.crew,
            room=run.room,
            in_memory=False,
            keep_parents=True,
        )
        layer, held, passes = _in_passes(one_pass, finished, run.spill, k + 1, run.crew.threads)
    if run.plan.finish[k]:
        done = done.copy()  # (the committed square's stays as it was)
        for row in finished:
            _add(row, 0, done, int(np.searchsorted(run.ends, k)), words, residues)
    return _Held(layer, held, done, residues, _total(layer, words, residues)), passes


class _Saving:
    """A sweep's ``checkpoint`` (None: none), saved at rank ends every `SAVE_EVERY` seconds at
    most (``last``: when it was saved), at the sweep's end, and when it is stopped."""

    def __init__(self, checkpoint: Path | None, tag: str, last: float) -> None:
        self.checkpoint, self.tag, self.last = checkpoint, tag, last

    def at_square(self, here: Saved, layer: Layer, board: Board) -> None:
        """The sweep swept whole to ``here``, its states ``layer``: saved if it is a rank's end
        and it is time, or the sweep's end."""
        from kt_csp.engines.frontier.checkpoints import save

        if self.checkpoint is None:
            return
        rank_end = here.square % board.cols == 0 or here.square == board.size
        if rank_end and (time.monotonic() - self.last > SAVE_EVERY or here.square == board.size):
            save(self.checkpoint, self.tag, replace(here, rows=_joined(layer, here.done.shape[1])))
            self.last = time.monotonic()

    def stopped(
        self, committed: tuple[Saved, Layer], stopped: LimitReached | KeyboardInterrupt, limits: Limits
    ) -> None:
        """The sweep stopped by ``stopped``: the squares swept whole (``committed``) saved; a save
        that fails (a full disk) is told to the limits' reporter and raised as the stop, with what
        is lost as its detail."""
        from kt_csp.engines.frontier.checkpoints import save

        if self.checkpoint is None:
            return
        swept, its_layer = committed
        try:
            save(self.checkpoint, self.tag, replace(swept, rows=_joined(its_layer, swept.done.shape[1])))
        except KtError as error:  # (a full disk) the run still ends as stopped, and says what is lost
            raise _unsaved(stopped, str(error), self.checkpoint.exists(), limits.progress) from None


def _tally(
    done: np.ndarray, ends: np.ndarray, words: int, residues: np.ndarray, peak: int, states: int, passes: int
) -> SweepTally:
    """The sweep's tally: the tours complete after each of ``ends`` (rows of ``done``, their
    counts rebuilt from ``residues``), the ``peak`` states, the ``states`` swept, the most ``passes``."""
    finished = {
        int(ends[j]): count_of(done[j, words:], residues.tolist()) for j in np.flatnonzero(done[:, words:].any(axis=1))
    }
    return SweepTally(sum(finished.values()), peak, states, finished, passes)


MOST_PASSES = 64  # a square is swept in at most this many passes (each a group of buckets)


def _in_passes(
    one_pass: Callable[..., tuple[Layer, int]], finished: list[np.ndarray], spill: Spill, square: int, threads: int
) -> tuple[Layer, int, int]:
    """A square swept into a spilled sweep's parents (mapped from disk, so kept whole) by
    ``one_pass(finished, group=(g, G))`` (`kt_csp.engines.frontier.parallel._sweep_square`), in as
    few passes as memory allows: one, else 2, 4, … `MOST_PASSES`, each keeping the children of one
    group of buckets and writing them to ``spill`` before the next. The states after it (the
    states of ``square``, mapped, dealt to ``threads``), how many, and the passes it took."""
    passes = 1
    while True:
        layer: Layer = []
        kept = 0
        try:
            for g in range(passes):  # (the tours complete: the first pass's)
                into = finished if g == 0 else [np.zeros_like(row) for row in finished]
                part, made = one_pass(into, group=(g, passes))
                layer += spill.write(square, len(layer), part, finished[0].shape[1])
                kept += made
            return _dealt(layer, threads), kept, passes
        except MemoryLimitError:
            if passes >= MOST_PASSES:
                raise
        spill.drop(square)
        for row in finished:
            row[:] = 0
        passes *= 2


def _dealt(shares: Layer, threads: int) -> Layer:
    """The buckets of ``shares`` (a pass's shares after another's) dealt out to ``threads``."""
    dealt = [TypedList.empty_list(RECORDS) for _ in range(threads)]
    for i, share in enumerate(shares):
        for bucket in share:
            dealt[i % threads].append(bucket)
    return dealt


def _to_residues(layer: Layer, words: int, moduli: list[int], keep: bool) -> Layer:
    """The states of ``layer`` with their exact counts (below 2^62) as residues modulo ``moduli``:
    in shares of their own where ``layer`` is kept as it was (the square before's states, which a
    stopped sweep saves to its checkpoint), else in its shares, each bucket let go as it is turned."""
    if keep:
        layer = [_shallow(share) for share in layer]
    for share in layer:
        for j in range(len(share)):
            share[j] = residues_of(share[j], words, moduli)
    return layer


def _shallow(share: TypedList[np.ndarray]) -> TypedList[np.ndarray]:
    """A new list of the buckets of ``share`` (the same arrays)."""
    copied = TypedList.empty_list(RECORDS)
    for bucket in share:
        copied.append(bucket)
    return copied


def _layer_of(saved: Saved, threads: int, words: int) -> Layer:
    """The states of ``saved`` as a layer of ``threads`` shares of buckets: its rows spread among
    them, or its spilled files' buckets mapped from disk, dealt out."""
    if saved.mapped is None:
        return spread_all(saved.rows, threads, words)
    width = saved.done.shape[1]
    layer = [buckets([], width) for _ in range(threads)]
    for i, (rows, edges) in enumerate(saved.mapped):
        for j in range(len(edges) - 1):
            layer[i % threads].append(
                rows[edges[j] : edges[j + 1]] if rows is not None else np.empty((0, width), dtype=np.int64)
            )
    return layer


def _total(layer: Layer, words: int, residues: np.ndarray) -> float:
    """The states' counts added up (exact counts only: 0 for residues), as a float."""
    if residues[0] != EXACT:
        return 0.0
    return sum(_column_sum(share, words) for share in layer)


def _unsaved(
    stopped: LimitReached | KeyboardInterrupt, error: str, kept: bool, progress: Reporter | None
) -> LimitReached:
    """The stop of a sweep whose checkpoint could not be saved at it (``kept``: the file holds an
    earlier save): said at once to ``progress`` (the command line writes it on stderr), and
    carried as the stop's detail, so that the count still ends as stopped (a Ctrl-C as
    interrupted) and its reason says it again."""
    detail = f"{error} ({'it holds the sweep as saved before' if kept else 'the sweep so far is lost'})"
    if progress is not None:
        progress.say(detail)
    return LimitReached(stopped.stop if isinstance(stopped, LimitReached) else Stop.INTERRUPTED, detail)


def _joined(layer: Layer, width: int) -> np.ndarray:
    """Every state of ``layer`` in one array."""
    rows = [bucket for share in layer for bucket in share if len(bucket)]
    return np.concatenate(rows) if rows else np.empty((0, width), dtype=np.int64)


def _tag(plan: Sweep) -> str:
    """The sweep in words and a digest of its plan: what a checkpoint must match to be resumed."""
    digest = hashlib.sha256()
    for array in (plan.order, plan.live, plan.moves, plan.masks, plan.most, plan.may_end, plan.finish):
        digest.update(np.ascontiguousarray(array).tobytes())
    kind = "closed" if plan.closed else "open"
    return f"{plan.board.describe()} {kind} leaper {plan.board.leaper[0]},{plan.board.leaper[1]} plan {digest.hexdigest()[:16]}"
