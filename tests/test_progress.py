"""Engines report how far they have gone through a callback (kt_csp.core.progress) and draw
nothing; the command line hands them its bars (kt_csp.cli.progress)."""

from __future__ import annotations

import pytest

import kt_csp
from kt_csp import Limits
from kt_csp.cli.progress import Bars


class Heard:
    """A reporter that writes down what it is told."""

    def __init__(self) -> None:
        self.said: list[tuple[str, int, str]] = []

    def start(self, total: int, description: str) -> None:
        self.said.append(("start", total, description))

    def advance(self, steps: int, note: str = "") -> None:
        self.said.append(("advance", steps, note))

    def finish(self) -> None:
        self.said.append(("finish", 0, ""))

    def say(self, line: str) -> None:
        self.said.append(("say", 0, line))

    def steps(self) -> int:
        return sum(n for kind, n, _ in self.said if kind == "advance")

    def work(self) -> list[tuple[str, int, str]]:
        """What was said but a compile waited for (told where a first compile or a load from
        numba's cache takes more than a second, as on a busy machine): its start and finish."""
        said, compiling = [], False
        for entry in self.said:
            if entry[0] == "start" and entry[2].startswith("compiling "):
                compiling = True
            elif compiling and entry[0] == "finish":
                compiling = False
            else:
                said.append(entry)
        return said


@pytest.mark.parametrize(
    ("call", "description"),
    [
        (lambda heard: kt_csp.count("5x5", "backtrack", Limits().reporting(heard), workers=1), "counting"),
        (
            lambda heard: kt_csp.count("5x6", "frontier", Limits().reporting(heard), closed=True),
            "sweeping states (estimated)",
        ),
        (
            lambda heard: kt_csp.solve("20x20", "construct", Limits().reporting(heard), closed=True),
            "building a closed tour of 20x20",
        ),
        # auto hands the limits, and with them the reporter, to the engine it chooses
        (
            lambda heard: kt_csp.count("5x10", limits=Limits().reporting(heard), closed=True),
            "sweeping states (estimated)",
        ),
        (
            lambda heard: kt_csp.get_engine("backtrack").count(kt_csp.question("5x5"), Limits().reporting(heard)),
            "counting",
        ),
    ],
    ids=["backtrack", "frontier", "construct", "auto", "limits"],
)
def test_each_drawing_engine_reports_its_work_from_start_to_finish(call, description: str) -> None:
    heard = Heard()
    call(heard)
    said = heard.work()
    assert said[0][0] == "start" and said[0][2] == description and said[-1][0] == "finish"
    assert heard.steps() == said[0][1] > 0  # every step of the total, and no more


def test_no_reporter_is_silence_and_no_part_of_what_the_limits_are(capfd) -> None:
    assert kt_csp.count("5x5", "backtrack", workers=1).total == 1728
    assert capfd.readouterr() == ("", "")
    heard = Heard()
    assert Limits(5.0).reporting(heard) == Limits(5.0) and "Heard" not in repr(Limits(5.0).reporting(heard))
    assert Limits(5.0).reporting(heard).restarted().progress is heard  # a cross-check's witnesses hear it too


def test_a_stopped_count_still_finishes_its_report() -> None:
    heard = Heard()
    counted = kt_csp.count("6x6", "backtrack", Limits(node_limit=1_000).reporting(heard), workers=1)
    assert not counted.complete and heard.work()[-1][0] == "finish"


def test_the_bars_draw_nothing_where_stderr_is_not_a_terminal(capfd) -> None:
    bars = Bars()
    bars.start(2, "counting")
    bars.start(1, "inside")  # work inside work
    bars.advance(1, "one")
    bars.finish()
    bars.advance(2, "two")
    bars.finish()
    bars.finish()  # one finish too many changes nothing
    assert capfd.readouterr() == ("", "")


def test_a_counting_job_reports_through_the_same_reporter(tmp_path) -> None:
    """One channel: a job's tasks are told to a Reporter as an engine's work is, not to a
    callback of its own."""
    from kt_csp.jobs.job import open_job, run_local

    job = open_job(tmp_path / "5x5.db", kt_csp.question("5x5", start="a1"), 1)
    heard = Heard()
    run_local(job, 1, heard)
    assert heard.said[0] == ("start", job.progress().total, "counting job 5x5.db") and heard.said[-1][0] == "finish"
    assert heard.steps() == heard.said[0][1] and heard.said[-2][2] == "304 tours"


def test_a_long_compile_is_told_to_the_reporter_and_nothing_is_written(monkeypatch, capfd) -> None:
    """The runtime writes to no terminal: a compile waited for is a piece of work reported."""
    import threading

    from kt_csp.runtime import compiled

    monkeypatch.setattr(compiled, "NOTICE_SECONDS", 0.0)
    release = threading.Event()

    class Releasing(Heard):
        def start(self, total: int, description: str) -> None:
            super().start(total, description)
            release.set()  # the compile ends once it has been told

    heard = Releasing()
    assert compiled.beside(lambda: release.wait(60) and None, "a reported test kernel", progress=heard)
    assert heard.said == [
        ("start", 1, "compiling a reported test kernel once (it is cached for later runs)"),
        ("finish", 0, ""),
    ]
    assert capfd.readouterr() == ("", "")
