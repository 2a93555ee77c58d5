"""The game's referee and page, timed as a player meets them: ``.venv/bin/python bench/referee.py``
(about a minute; ``--positions N`` for another number than 1,000).

A real ``kt-csp serve`` is started on a free port, and 1,000 random positions on boards from 5x5
to 8x8 (open or, one in three, closed) are sent to ``POST /api/referee`` over HTTP, one at a
time; each time is the whole round trip. A position is a walk from a random square whose every
jump is Warnsdorff's with a probability drawn for the walk (0: a random walk, which is soon dead;
1: Warnsdorff's walk, which mostly lives), stopped after a random number of moves or where it is
stuck. The target (issue 18): every answer within 200 ms, with the share answered ``unknown``
said. The referee is asked as the page asks it (``auto``: the backtracker, then CP-SAT in the
time left); positions left ``unknown`` are then asked of CP-SAT alone, with 5 s each. The page's
largest board, 20x20, is timed apart: a few positions, open and closed, each asked `REPEATS`
times (the tests assert only that the referee says yes there, given time; how fast is said
here).

The page's load is the fetch of its three files over HTTP, and — where Debian's chromium and
Playwright are here — the browser's own navigation timing (``loadEventEnd``); target 100 ms.
"""

from __future__ import annotations

import argparse
import http.client
import json
import random
import re
import shutil
import statistics
import subprocess
import sys
import time
from collections import Counter
from typing import Any

from report import machine_line, table

import kt_csp

TARGET_MS = 200
PAGE_TARGET_MS = 100
SIZES = range(5, 9)
LARGEST = "20x20"  # the page's largest board (kt_csp.game.play.MOST_SIDE)
LARGEST_PATHS = [["a1"], ["j10"], ["t20"], ["a1", "b3", "c5"]]
REPEATS = 5


def positions(count: int, seed: int = 18) -> list[dict[str, Any]]:
    """Random positions (request bodies), as the module says."""
    rng = random.Random(seed)
    made = []
    for _ in range(count):
        rows, cols, closed = rng.choice(SIZES), rng.choice(SIZES), rng.random() < 1 / 3
        board = kt_csp.question(f"{rows}x{cols}").board
        bias, length = rng.random(), rng.randint(1, board.squares)
        path = [rng.randrange(board.size)]
        while len(path) < length:
            ahead = [s for s in board.neighbours_of(path[-1]) if s not in path]
            if not ahead:
                break
            onward = {s: sum(t not in path and t != s for t in board.neighbours_of(s)) for s in ahead}
            least = min(onward.values())
            path.append(rng.choice([s for s in ahead if onward[s] == least] if rng.random() < bias else ahead))
        made.append({"board": f"{rows}x{cols}", "closed": closed, "path": [board.name(s) for s in path]})
    return made


def start_server() -> tuple[subprocess.Popen[str], int]:
    """``kt-csp serve --port 0``, and the port it took."""
    server = subprocess.Popen(
        [sys.executable, "-m", "kt_csp", "serve", "--port", "0"], stderr=subprocess.PIPE, text=True
    )
    assert server.stderr is not None
    line = server.stderr.readline()
    found = re.search(r":(\d+)/", line)
    if not found:
        server.kill()
        raise SystemExit(f"kt-csp serve did not start: {line.strip()}")
    return server, int(found.group(1))


def post(connection: http.client.HTTPConnection, endpoint: str, body: dict[str, Any]) -> tuple[dict[str, Any], float]:
    """The answer and the round trip's milliseconds."""
    started = time.perf_counter()
    connection.request("POST", f"/api/{endpoint}", json.dumps(body), {"Content-Type": "application/json"})
    response = connection.getresponse()
    answer = json.loads(response.read())
    if response.status != 200:
        raise SystemExit(f"{endpoint} {body}: {response.status} {answer}")
    return answer, (time.perf_counter() - started) * 1000


def spread(times: list[float]) -> list[str]:
    ordered = sorted(times)
    return [
        f"{statistics.mean(ordered):.1f}",
        f"{statistics.median(ordered):.1f}",
        f"{ordered[int(0.95 * (len(ordered) - 1))]:.1f}",
        f"{ordered[-1]:.1f}",
    ]


def referee_table(port: int, asked: list[dict[str, Any]]) -> list[dict[str, Any]]:
    connection = http.client.HTTPConnection("127.0.0.1", port)
    post(connection, "referee", {"board": "5x5", "path": ["a1"]})  # the connection made
    answers, times = [], []
    for body in asked:
        answer, ms = post(connection, "referee", body)
        answers.append(answer)
        times.append(ms)
    rows = []
    for word in ("yes", "no", "unknown"):
        mine = [ms for answer, ms in zip(answers, times) if answer["answer"] == word]
        if mine:
            by = Counter(answer["engine"] for answer in answers if answer["answer"] == word)
            rows.append(
                [
                    word,
                    f"{len(mine):,}",
                    f"{len(mine) / len(times):.1%}",
                    ", ".join(f"{k} {v}" for k, v in by.most_common()),
                    *spread(mine),
                    f"{sum(ms > TARGET_MS for ms in mine)}",
                ]
            )
    rows.append(["all", f"{len(times):,}", "100%", "", *spread(times), f"{sum(ms > TARGET_MS for ms in times)}"])
    print(f"\nPOST /api/referee, {len(times):,} random positions on 5x5 to 8x8 (round trips over HTTP, ms):\n")
    print(
        table(["answer", "positions", "share", "by", "mean", "median", "95th", "worst", f"over {TARGET_MS} ms"], rows)
    )
    return [body for body, answer in zip(asked, answers) if answer["answer"] == "unknown"]


def second_opinion(port: int, unknown: list[dict[str, Any]]) -> None:
    if not unknown:
        print("\nNo position was left unknown.")
        return
    connection = http.client.HTTPConnection("127.0.0.1", port)
    rows = []
    for body in unknown:
        answer, ms = post(connection, "referee", {**body, "engine": "cpsat", "time_limit": 5})
        rows.append(
            [
                body["board"] + (" closed" if body["closed"] else ""),
                f"{len(body['path'])}",
                answer["answer"],
                f"{ms:.0f}",
            ]
        )
    print("\nThe positions left unknown, asked of CP-SAT alone (time limit 5 s):\n")
    print(table(["board", "moves made", "CP-SAT says", "ms"], rows))


def largest_board(port: int) -> None:
    """The referee on 20x20, as the page asks it (its default time limit): each position
    `REPEATS` times, its answers and round trips."""
    connection = http.client.HTTPConnection("127.0.0.1", port)
    rows = []
    for closed in (False, True):
        for path in LARGEST_PATHS:
            answers, times = Counter[str](), []
            for _ in range(REPEATS):
                answer, ms = post(connection, "referee", {"board": LARGEST, "closed": closed, "path": path})
                answers[f"{answer['answer']} ({answer['engine']})"] += 1
                times.append(ms)
            rows.append(
                [
                    LARGEST + (" closed" if closed else ""),
                    " ".join(path),
                    ", ".join(f"{word} {n}" for word, n in answers.most_common()),
                    f"{statistics.median(times):.1f}",
                    f"{max(times):.1f}",
                    f"{sum(ms > TARGET_MS for ms in times)}",
                ]
            )
    print(f"\nPOST /api/referee on {LARGEST}, the page's largest board, each position {REPEATS} times (ms):\n")
    print(table(["board", "path", "answers", "median", "worst", f"over {TARGET_MS} ms"], rows))


def page_load(port: int) -> None:
    rows = []
    loads = []
    for _ in range(50):
        connection = http.client.HTTPConnection("127.0.0.1", port)
        started = time.perf_counter()
        for path in ("/", "/play.js", "/play.css"):
            connection.request("GET", path)
            connection.getresponse().read()
        loads.append((time.perf_counter() - started) * 1000)
        connection.close()
    rows.append(["the page's three files over HTTP (50 loads)", f"{statistics.median(loads):.1f}", f"{max(loads):.1f}"])
    browser = _browser_loads(port)
    if browser:
        rows.append(
            ["chromium: navigation to loadEventEnd, the first load (a browser just started)", f"{browser[0]:.1f}", ""]
        )
        rows.append(["chromium: the next 19 loads", f"{statistics.median(browser[1:]):.1f}", f"{max(browser[1:]):.1f}"])
    else:
        rows.append(["chromium: not here (apt install chromium), or Playwright missing", "—", "—"])
    print(f"\nThe page's load (ms; target {PAGE_TARGET_MS} ms):\n")
    print(table(["load", "median", "worst"], rows))


def _browser_loads(port: int) -> list[float] | None:
    """Milliseconds from navigation to the load event, for 20 loads of the page in chromium."""
    chromium = shutil.which("chromium")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        return None
    if chromium is None:
        return None
    flags = [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
    ]
    with sync_playwright() as driver:
        browser = driver.chromium.launch(executable_path=chromium, headless=True, args=flags)
        page = browser.new_page()
        times = []
        for _ in range(20):
            page.goto(f"http://127.0.0.1:{port}/", wait_until="load")
            times.append(
                page.evaluate(
                    "() => { const n = performance.getEntriesByType('navigation')[0];"
                    " return n.loadEventEnd - n.startTime; }"
                )
            )
        browser.close()
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=1_000)
    args = parser.parse_args()
    print(machine_line())
    asked = positions(args.positions)
    server, port = start_server()
    try:
        unknown = referee_table(port, asked)
        second_opinion(port, unknown)
        largest_board(port)
        page_load(port)
    finally:
        server.terminate()
        server.wait(10)


if __name__ == "__main__":
    main()
