"""Shared fixtures: the command line run in this process or as a process of its own; the
published values the tests hold the engines to are in tests/published.py, with their sources."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from hypothesis import settings

sys.path.insert(0, str(Path(__file__).parent))

# No example has a deadline: how long one takes is not what these tests test, and a loaded machine
# stretches any example past hypothesis's default of 200 ms (an error, not a finding).
settings.register_profile("kt-csp", deadline=None)
settings.load_profile("kt-csp")

from kt_csp.cli import main  # noqa: E402


def pytest_addoption(parser: pytest.Parser) -> None:
    """``--game-screenshot PATH``: tests/test_page.py also copies the game page's screenshot to PATH
    (``make screenshot`` writes docs/play.png so; a plain run keeps it in the temporary folder)."""
    parser.addoption(
        "--game-screenshot",
        metavar="PATH",
        default=None,
        help="also save the game page's screenshot (tests/test_page.py) to PATH, such as docs/play.png",
    )


class Ran:
    """What one run of the command line printed and returned."""

    def __init__(self, code: int, out: str, err: str) -> None:
        self.code, self.out, self.err = code, out, err


@pytest.fixture
def run(capsys: pytest.CaptureFixture[str]):
    """Run ``kt-csp`` with the given arguments in this process."""

    def runner(*args: str) -> Ran:
        code = main(list(args))
        captured = capsys.readouterr()
        return Ran(code, captured.out, captured.err)

    return runner


@pytest.fixture
def spawn():
    """Start ``kt-csp`` (``python -m kt_csp``) as a process of its own; whatever a test leaves
    running, because it failed or timed out, is killed when the test ends."""
    import subprocess

    started: list[subprocess.Popen] = []

    def start(*args: str, **popen: object) -> subprocess.Popen:
        popen.setdefault("stdout", subprocess.PIPE)
        popen.setdefault("stderr", subprocess.PIPE)
        process = subprocess.Popen([sys.executable, "-m", "kt_csp", *args], **popen)  # type: ignore[call-overload]
        started.append(process)
        return process

    yield start
    for process in started:
        if process.poll() is None:
            process.kill()
            process.wait()
