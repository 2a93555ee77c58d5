"""The game's page in a real browser: Debian's chromium, driven by Playwright, plays on the real
``kt-csp serve`` (started here as a process of its own), and the page's screenshot is taken in
the test's temporary folder. The manual's page on the game (docs/game.md) shows that screenshot as
docs/play.png, which ``make screenshot`` writes (this test with ``--game-screenshot``): a test run
leaves the tree as it found it.

Skipped where chromium or Playwright is missing, or where chromium cannot start; Playwright never
downloads a browser here (it is given chromium's path).
"""

from __future__ import annotations

import queue
import re
import shutil
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytestmark = [pytest.mark.slow, pytest.mark.spawns]  # a server of its own, and a browser

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
DOCS = Path(__file__).parent.parent / "docs"
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
URL_LINE = re.compile(r"kt-csp: the game is at (http://\S+/) \(Ctrl-C stops the server\)")
# What `kt-csp puzzle make 5x5 --clues 6 --seed 1` prints (its comment lines left out).
PUZZLE = " .  .  .  .  .\n .  .  .  4  .\n .  3  .  . 18\n15  .  .  8  .\n 2  .  .  .  .\n"
PUZZLE_CLUES = {"a1": "2", "b3": "3", "d4": "4", "d2": "8", "a2": "15", "e3": "18"}
# The console line chromium writes for each answer of 400: the API refusing a move, which the
# page shows in its message line. Any other console error or uncaught exception fails the test.
REFUSED = "the server responded with a status of 400"


def _chromium() -> str:
    found = shutil.which("chromium") or ("/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None)
    if found is None:
        pytest.skip("chromium is not installed (Debian's package chromium): the page's test needs a browser")
    return found


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    """``kt-csp serve --port 0`` running; its URL (read from the line it writes on stderr). Ctrl-C
    (SIGINT) stops it at the end, which exits 130."""
    process = subprocess.Popen(
        [sys.executable, "-m", "kt_csp", "serve", "--port", "0"],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    lines: queue.Queue[str] = queue.Queue()
    said: list[str] = []

    def drain() -> None:  # read stderr to its end, so that the server never blocks on a full pipe
        assert process.stderr is not None
        for line in process.stderr:
            said.append(line)
            lines.put(line)

    threading.Thread(target=drain, daemon=True).start()
    url, deadline = None, time.monotonic() + 60
    try:
        while url is None and time.monotonic() < deadline and process.poll() is None:
            try:
                found = URL_LINE.search(lines.get(timeout=0.5))
            except queue.Empty:
                continue
            url = found and found.group(1)
        assert url, f"kt-csp serve did not say where it listens; it said: {''.join(said)!r}"
        yield url
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGINT)
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
                pytest.fail("kt-csp serve did not stop on Ctrl-C (SIGINT): killed")
    assert process.returncode == 130, f"kt-csp serve exited {process.returncode} on Ctrl-C: {''.join(said)!r}"


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Debian's chromium, headless (never a browser Playwright downloads)."""
    try:
        from playwright.sync_api import Error, sync_playwright
    except ImportError as error:
        pytest.skip(f"playwright cannot be imported ({error}): pip install playwright")
    executable = _chromium()
    with sync_playwright() as playwright:
        try:
            launched = playwright.chromium.launch(executable_path=executable, headless=True, args=CHROMIUM_ARGS)
        except Error as error:
            pytest.skip(f"chromium ({executable}) cannot start: {str(error).strip().splitlines()[0]}")
        yield launched
        launched.close()


@pytest.fixture
def page(browser: Any, server: str) -> Iterator[Any]:
    """A fresh page on the game, 1280x800; a JavaScript error or an unexpected console error fails the test."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    opened = context.new_page()
    opened.set_default_timeout(10_000)
    errors: list[str] = []
    opened.on(
        "console",
        lambda message: (
            message.type == "error" and REFUSED not in message.text and errors.append(f"console: {message.text}")
        ),
    )
    opened.on("pageerror", lambda error: errors.append(f"uncaught: {error}"))
    opened.goto(server)
    opened.wait_for_selector('#board [data-square="a1"]')
    yield opened
    context.close()
    assert not errors, f"the page reported errors: {errors}"


def _files(folder: Path) -> dict[Path, tuple[int, int]]:
    """Every file under ``folder`` with its modification time (ns) and size."""
    return {
        path.resolve(): (path.stat().st_mtime_ns, path.stat().st_size) for path in folder.rglob("*") if path.is_file()
    }


@pytest.fixture(autouse=True)
def manual_untouched(request: pytest.FixtureRequest) -> Iterator[None]:
    """A test writes only to its temporary folder: docs/ (where the screenshot was once saved) is
    as it was after each test, but for the file ``--game-screenshot`` names."""
    asked = request.config.getoption("--game-screenshot")
    before = _files(DOCS)
    yield
    after = _files(DOCS)
    changed = {path for path in before.keys() | after.keys() if before.get(path) != after.get(path)}
    changed -= {Path(asked).resolve()} if asked else set()
    assert not changed, f"a test wrote into docs/: {sorted(str(path) for path in changed)}"


# --- reading the board from the DOM ---


def numbers(page: Any) -> dict[str, int]:
    """Each visited square's move number, as the board shows it."""
    shown = page.eval_on_selector_all(
        "#board .visited", "cells => cells.map(c => [c.dataset.square, c.querySelector('.num').textContent])"
    )
    return {square: int(text) for square, text in shown}


def legal(page: Any) -> dict[str, int]:
    """The highlighted squares with their onward counts (the hints, which must be on)."""
    shown = page.eval_on_selector_all(
        "#board .legal", "cells => cells.map(c => [c.dataset.square, c.querySelector('.hint').textContent])"
    )
    return {square: int(text) for square, text in shown}


def new_game(page: Any, rows: int = 5, cols: int = 5, closed: bool = False) -> None:
    page.fill("#rows", str(rows))
    page.fill("#cols", str(cols))
    page.set_checked("#closed", closed)
    page.click("#new-game")
    page.wait_for_function("() => document.querySelectorAll('#board [data-square]').length === %d" % (rows * cols))
    page.wait_for_function("() => document.getElementById('info').textContent.includes('click a square to start')")


def click(page: Any, square: str, number: int) -> None:
    """Jump to ``square`` and wait for its move number to appear."""
    page.click(f'#board [data-square="{square}"]')
    page.wait_for_function(
        "([s, n]) => document.querySelector(`#board [data-square='${s}'] .num`).textContent === n",
        arg=[square, str(number)],
    )
    assert page.get_attribute("#message", "class") != "error", page.inner_text("#message")


# --- the tests ---


def test_play_referee_undo_and_watch_the_search(page: Any, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    new_game(page)
    page.check("#hints")
    path = ["a1"]
    click(page, "a1", 0)
    assert set(legal(page)) == {"b3", "c2"}  # a knight's jumps from a corner of 5x5
    for number in range(1, 5):  # four more jumps, each to a highlighted square: Warnsdorff's choice
        offered = legal(page)
        assert offered, f"no square highlighted after {path}"
        square = min(offered, key=lambda s: (offered[s], s))
        click(page, square, number)
        path.append(square)
    assert numbers(page) == {square: i for i, square in enumerate(path)}
    assert page.get_attribute(f'#board [data-square="{path[-1]}"]', "class").split().count("current") == 1
    assert page.get_attribute("#board svg .path", "d").count("L") == 4  # a line per jump
    assert page.inner_text("#message") == ""

    page.click("#ask-referee")
    page.wait_for_function("() => /^(yes|no|unknown): /.test(document.getElementById('verdict').textContent)")
    verdict = page.inner_text("#verdict")
    assert re.fullmatch(r"(yes|no|unknown): .+ \(engine: \w+\)", verdict), verdict
    if verdict.startswith("yes"):  # the completion drawn faintly, and hidden again
        page.click("#show-completion")
        assert page.locator("#board .num.ghost").count() == 25 - 5
        page.click("#show-completion")
        assert page.locator("#board .num.ghost").count() == 0

    page.click("#undo")
    page.wait_for_function(
        "(s) => document.querySelector(`#board [data-square='${s}'] .num`).textContent === ''", arg=path[-1]
    )
    path.pop()
    assert numbers(page) == {square: i for i, square in enumerate(path)}
    assert page.inner_text("#verdict") == ""  # the old answer was about the longer path

    page.click("#ask-referee")  # asked again, so that the screenshot shows an answer about this path
    page.wait_for_function("() => /^(yes|no|unknown): /.test(document.getElementById('verdict').textContent)")

    page.select_option("#speed", "fast")
    page.click("#solve")
    page.wait_for_function(
        """() => {
        const m = /^step ([\\d,]+) of ([\\d,]+)$/.exec(document.getElementById('steps').textContent);
        const ended = m !== null && m[1] === m[2] && document.getElementById('search-status').textContent !== '';
        return ended || document.getElementById('message').className === 'error';
    }""",
        timeout=20_000,
    )
    assert page.get_attribute("#message", "class") != "error", page.inner_text("#message")
    status = page.inner_text("#search-status")
    assert re.match(r"search: (found|none|unknown)", status), status
    if status.startswith("search: found"):
        shown = numbers(page)
        assert sorted(shown.values()) == list(range(25)), shown
        assert all(shown[square] == i for i, square in enumerate(path)), "the search goes on from the player's path"
        assert page.locator("#board .found").count() == 1
    box = page.locator("main").bounding_box()  # the page's content, without the empty margin below it
    screenshot = tmp_path / "play.png"
    page.screenshot(path=str(screenshot), clip={"x": 0, "y": 0, "width": 1280, "height": box["y"] + box["height"]})
    assert screenshot.read_bytes().startswith(PNG_SIGNATURE), "the screenshot is not a PNG picture"
    asked = request.config.getoption("--game-screenshot")
    if asked:  # make screenshot: the picture docs/game.md shows
        shutil.copyfile(screenshot, asked)

    page.click("#back-to-game")  # the player's own position again
    assert numbers(page) == {square: i for i, square in enumerate(path)}


def test_a_jump_the_leaper_cannot_make_is_refused_with_a_reason(page: Any) -> None:
    new_game(page)
    click(page, "a1", 0)
    page.click('#board [data-square="c3"]')  # not a knight's jump from a1
    page.wait_for_function("() => document.getElementById('message').textContent !== ''")
    assert "c3" in page.inner_text("#message") and "not a jump" in page.inner_text("#message")
    assert page.get_attribute("#message", "class") == "error"
    assert numbers(page) == {"a1": 0}
    page.click('#board [data-square="b3"]')  # a legal jump still goes
    page.wait_for_function("() => document.getElementById('message').textContent === ''")
    assert numbers(page) == {"a1": 0, "b3": 1}


def test_a_finished_tour_is_verified(page: Any) -> None:
    """The referee's completion, played out click by click, is a tour the verifier accepts."""
    new_game(page)
    click(page, "a1", 0)
    page.click("#ask-referee")
    page.wait_for_selector("#show-completion:visible")
    assert page.inner_text("#verdict").startswith("yes: ")
    page.click("#show-completion")
    faint = page.eval_on_selector_all(
        "#board .num.ghost", "nums => nums.map(n => [n.parentElement.dataset.square, n.textContent])"
    )
    tour = [square for square, _ in sorted(faint, key=lambda pair: int(pair[1]))]
    assert len(tour) == 24
    page.check("#referee-always")  # a verdict after every jump
    for number, square in enumerate(tour, 1):
        click(page, square, number)
    page.wait_for_function("() => document.getElementById('verified').textContent !== ''")
    assert page.inner_text("#verified") == f"valid: an open tour from a1 to {tour[-1]}"
    assert "complete" in page.inner_text("#info")
    assert page.locator("#board .legal").count() == 0


def test_second_opinion_when_the_referee_does_not_know(page: Any) -> None:
    """On 20x20, closed, the backtracker's short look says unknown; CP-SAT is asked for 5 s."""
    new_game(page, 20, 20, closed=True)
    page.check("#referee-always")
    for number, square in enumerate(["a1", "c2", "e1", "g2"]):
        click(page, square, number)
    page.wait_for_function(
        "() => /^(yes|no|unknown): .*\\(engine: /.test(document.getElementById('verdict').textContent)"
    )
    verdict = page.inner_text("#verdict")
    assert page.is_visible("#second-opinion") == verdict.startswith("unknown"), verdict
    if verdict.startswith("unknown"):
        page.click("#second-opinion")
        page.wait_for_function(
            "() => document.getElementById('verdict').textContent.endsWith('(engine: cpsat)')", timeout=15_000
        )
        assert re.match(r"(yes|unknown): ", page.inner_text("#verdict"))  # a closed tour of 20x20 exists: never no
        assert not page.is_visible("#second-opinion")


def test_a_clue_puzzle_opens_from_its_picture(page: Any) -> None:
    page.set_input_files(
        "#puzzle-file",
        files=[{"name": "puzzle.txt", "mimeType": "text/plain", "buffer": ("; a comment line\n" + PUZZLE).encode()}],
    )
    page.wait_for_function("() => document.getElementById('puzzle-text').value.includes('18')")
    page.click("#open-puzzle")
    page.wait_for_selector("#board .num.clue")
    clues = page.eval_on_selector_all(
        "#board .num.clue", "nums => nums.map(n => [n.parentElement.dataset.square, n.textContent])"
    )
    assert dict(clues) == PUZZLE_CLUES
    assert numbers(page) == {}
    assert (page.input_value("#rows"), page.input_value("#cols")) == ("5", "5")
    assert page.locator('#board .legal[data-square="a1"]').count() == 0  # a clue square is no start but 0's


def test_make_puzzle_puts_its_picture_in_the_textarea(page: Any) -> None:
    new_game(page)
    page.fill("#clue-count", "6")
    page.fill("#seed", "1")
    page.click("#make-puzzle")
    page.wait_for_function("() => document.getElementById('puzzle-text').value !== ''", timeout=15_000)
    assert page.input_value("#puzzle-text").split() == PUZZLE.split()  # what the command line makes
    page.wait_for_selector("#board .num.clue")
    assert page.locator("#board .num.clue").count() == len(PUZZLE_CLUES)
    assert "Puzzle made: 6 clues, seed 1" in page.inner_text("#message")


def test_a_graded_puzzle_and_its_hint(page: Any) -> None:
    """Made easy, the puzzle says so; the hint names a move and its square as the puzzle's one
    solution has it."""
    import kt_csp
    from kt_csp.files.board_text import parse_picture

    new_game(page, 6, 6)
    page.fill("#clue-count", "")
    page.fill("#seed", "4")
    page.select_option("#difficulty", "easy")
    page.click("#make-puzzle")
    page.wait_for_function("() => document.getElementById('message').textContent.startsWith('Puzzle made')")
    assert "easy: reasoning alone solves it" in page.inner_text("#message")
    board, clues = parse_picture(page.input_value("#puzzle-text"))
    solved = kt_csp.solve("6x6", clues={board.name(s): m for s, m in clues}, engine="cpsat")
    assert solved.verified
    page.click("#hint")
    page.wait_for_function("() => document.getElementById('hint-text').textContent.startsWith('Move ')")
    said = re.match(r"Move (\d+) goes on (\w+) \((reach|single|links|pairs)\): ", page.inner_text("#hint-text"))
    assert said, page.inner_text("#hint-text")
    assert solved.tour.names(board)[int(said.group(1))] == said.group(2)
