"""The trace: the search itself, step by step, the same on every run."""

from __future__ import annotations

import io
import re
import signal
import threading
import time
from pathlib import Path

import numpy as np
import pytest
from rich.console import Console, Group
from rich.live import Live

from kt_csp import BacktrackOptions, Instance, Limits, Order, Status, Stop, parse_board, solve
from kt_csp.cli.animate import Speed, animate
from kt_csp.core.verifier import verify
from kt_csp.engines.backtrack import layout
from kt_csp.engines.backtrack.trace import events
from kt_csp.files.tours import parse_tour

RECORDED = Path(__file__).parent / "data" / "trace-5x5-a1.txt"


def test_trace_on_5x5_matches_the_recorded_expectation(run) -> None:
    ran = run("solve", "5x5", "--start", "a1", "--trace", "--trace-limit", "12")
    untimed = ran.out.rsplit("\n", 2)[0] + "\n"  # all but the last line, whose time varies
    assert ran.code == 0 and untimed == RECORDED.read_text()


def _replay(rows: list[np.ndarray]) -> tuple[list[int], int]:
    """The path that the jumps and take-backs describe, and how many cuts there were."""
    path: list[int] = []
    cuts = 0
    for event in events(np.concatenate(rows)):
        if event.kind == layout.E_JUMP:
            assert len(path) == event.depth - 1 and (not path or path[-1] == event.other)
            path.append(event.square)
        elif event.kind == layout.E_BACK:
            assert path and path[-1] == event.square
            path.pop()
        elif event.kind in (layout.E_CUT_STARVED, layout.E_CUT_DEAD_ENDS):
            cuts += 1
    return path, cuts


def test_replaying_a_whole_trace_gives_the_tour_and_the_counts() -> None:
    board = parse_board("6x6")
    for order in Order:
        batches: list[np.ndarray] = []
        options = BacktrackOptions(order=order, trace=lambda rows: batches.append(rows) is None)
        result = solve(Instance(board, start=0), "backtrack", options=options)
        path, cuts = _replay(batches)
        assert [0, *path] == result.tour
        log = np.concatenate(batches)[:, 0]
        jumps, backs = int((log == layout.E_JUMP).sum()), int((log == layout.E_BACK).sum())
        assert jumps + 1 == result.stats.nodes  # a node is a square placed: the start, then each jump
        assert backs == result.stats.backtracks and cuts == result.stats.extra["cuts"]  # one for one
        assert int(np.concatenate(batches)[-1, 0]) == layout.E_FOUND


def test_trace_options_belong_to_the_backtracker(run) -> None:
    ran = run("solve", "5x5", "--trace", "--engine", "cpsat")
    assert ran.code == 2 and "--trace is an option of the backtrack engine" in ran.err


def test_animation_runs_headless_and_ends_in_a_verified_tour(run) -> None:
    ran = run("animate", "5x5", "--start", "a1", "--speed", "fast")
    assert ran.code == 0 and "# found: open tour of 5x5 from a1" in ran.out and "verified" in ran.out
    lines = ran.out.splitlines()
    grid = lines[lines.index(next(line for line in lines if line.startswith("last frame"))) - 5 :][:5]
    text = parse_tour("\n".join(grid))
    assert verify(Instance(text.board, start=0), text.tour).valid


def test_animation_follows_a_search_that_changes_start_squares(run) -> None:
    ran = run("animate", "4x4", "--speed", "fast")  # no open tour: every start class is tried
    assert ran.code == 1 and "# none: open tour of 4x4" in ran.out
    terminal = Console(file=io.StringIO(), force_terminal=True, width=100)  # on a terminal the steps are drawn
    result = animate(Instance(parse_board("4x4")), BacktrackOptions(), Speed.FAST, terminal)
    assert result.status is Status.NONE and "step " in terminal.file.getvalue()  # type: ignore[attr-defined]


def test_animation_keeps_its_time_limit_on_a_terminal() -> None:
    terminal = Console(file=io.StringIO(), force_terminal=True, width=100)
    limits = Limits(time_limit=1.0, started=time.monotonic() - 2)  # spent: the first frame is the last
    result = animate(Instance(parse_board("10x10"), closed=True), BacktrackOptions(), Speed.NORMAL, terminal, limits)
    assert result.status is Status.UNKNOWN and result.stop is Stop.TIME


def test_an_animation_cut_short_reports_the_counts_it_drew(monkeypatch) -> None:
    """The time limit comes while frames are drawn (here: at the 30th look at the clock) and the
    search has run ahead of the drawing: the totals printed are those of the steps drawn."""
    looks = iter(range(10**9))
    monkeypatch.setattr(Limits, "time_up", lambda self: next(looks) >= 30)
    monkeypatch.setattr(Speed, "frame_seconds", property(lambda self: 0.0))
    terminal = Console(file=io.StringIO(), force_terminal=True, width=100)
    result = animate(
        Instance(parse_board("10x10"), closed=True), BacktrackOptions(), Speed.NORMAL, terminal, Limits(time_limit=600)
    )
    assert result.status is Status.UNKNOWN and result.stop is Stop.TIME
    steps = re.findall(r"step ([\d,]+)  depth", terminal.file.getvalue())  # type: ignore[attr-defined]
    assert steps and (result.stats.nodes - 1) + result.stats.backtracks == int(steps[-1].replace(",", ""))


def test_an_animation_stopped_by_ctrl_c_reports_what_it_drew_and_finishes_its_frame(monkeypatch) -> None:
    """Ctrl-C at the 30th frame (a real SIGINT, sent while that frame is drawn): the frame is
    drawn whole before the search stops, and the totals are those of the steps drawn (they were
    the whole slice's, 421 nodes where step 123 was on the screen)."""
    if threading.current_thread() is not threading.main_thread():
        pytest.skip("Python takes signals in its main thread only")
    drawn: list[str] = []
    pressed: list[bool] = []
    update = Live.update

    def pressed_at_30(self: Live, renderable: Group, *, refresh: bool = False) -> None:
        if len(drawn) == 29 and not pressed:
            pressed.append(True)
            signal.raise_signal(signal.SIGINT)  # (held until the frame is whole)
        update(self, renderable, refresh=refresh)
        drawn.append(str(renderable.renderables[-1]).split("  steps/s")[0].rsplit("  ", 1)[0])  # (not the rate)

    monkeypatch.setattr(Live, "update", pressed_at_30)
    monkeypatch.setattr(Speed, "frame_seconds", property(lambda self: 0.0))
    terminal = Console(file=io.StringIO(), force_terminal=True, width=100)
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        result = animate(Instance(parse_board("10x10"), closed=True), BacktrackOptions(), Speed.NORMAL, terminal)
    finally:
        signal.signal(signal.SIGINT, previous)
    assert result.status is Status.UNKNOWN and result.stop is Stop.INTERRUPTED
    assert len(drawn) == 31 and drawn[29] == drawn[30]  # the 30th frame drawn, and then the last: the same
    steps = int(re.findall(r"step ([\d,]+)  depth", drawn[29])[0].replace(",", ""))
    assert (result.stats.nodes - 1) + result.stats.backtracks == steps
