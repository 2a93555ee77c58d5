"""``kt-csp serve``: the game's page and its JSON API over HTTP, on this machine.

Starlette routes each request to `kt_csp.game.play` and uvicorn serves them (a small, well-kept ASGI
pair: the page needs a few JSON endpoints and static files, nothing a larger framework adds).
The work of a request runs in a worker thread: a search (referee, replay, puzzle making, hint) in one
of `WORKERS` slots, its time limit counted from the request's arrival, so that a search kept
waiting answers ``unknown`` at once rather than late; at most `QUEUE` searches wait for a slot
(the next is a 503). Quick requests (a position, a move, a verdict, a puzzle opened) have slots
of their own and never wait behind a search. Bad input is a 400 (413 for a body over
`MOST_BODY` bytes, 408 for one that has not all come in `BODY_SECONDS`, or whose head has not in
`HEADER_SECONDS` (`_Protocol`), 415 for one not sent as
JSON, which also keeps other sites' pages from starting searches here; 404 and 405 for a wrong address or method; and bytes that are not HTTP at
all, which uvicorn refuses before any route) whose JSON body is one line, ``{"error": "..."}``; a
bug is a 500 of the same form, one line on the server's stderr, and the server goes on. When the
server stops, requests still running have `SHUTDOWN_SECONDS` to end, and those that do not are
answered 503, ``{"error": "the server is stopping ..."}``.

===========================  =====================================================
``GET /``                    the page (``page/index.html``, its script and style)
``POST /api/board``          the position: legal jumps with onward counts (`play.board`)
``POST /api/move``           the position after a jump (`play.move`)
``POST /api/referee``        can the path still become a tour? (`play.referee`)
``POST /api/replay``         the backtracker's search from here, as events (`play.replay`)
``POST /api/verify``         a finished tour, judged (`play.verify`)
``POST /api/puzzle/open``    a clue puzzle from its picture (`play.open_puzzle`)
``POST /api/puzzle/make``    a new clue puzzle (`play.make_puzzle`)
``POST /api/hint``           the next deduction in a clue puzzle (`play.hint`)
===========================  =====================================================
"""

from __future__ import annotations

import asyncio
import errno
import json
import os
import socket
import sys
import threading
import time
from collections.abc import Callable
from functools import partial
from importlib.resources import files
from typing import Any

import anyio
import h11
import uvicorn
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import ClientDisconnect, Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route
from starlette.types import ASGIApp, Message, Receive, Scope, Send
from uvicorn.protocols.http.h11_impl import H11Protocol

from kt_csp.core.limits import Limits
from kt_csp.errors import KtError
from kt_csp.game import play

__all__ = ["MOST_BODY", "PAGES", "QUEUE", "SHUTDOWN_SECONDS", "WORKERS", "app", "config", "listen", "serve"]

MOST_BODY = 64 << 10  # bytes in a request: a 20x20 tour's names take under 3 KiB
BODY_SECONDS = 10.0  # for a body to come in: one shorter than it said held its connection open for good
HEADER_SECONDS = 10.0  # for a request's line and headers to come in (`_Protocol`): half a line held it too
WORKERS = max(2, len(os.sched_getaffinity(0)))  # searches worked on at once
QUEUE = 4 * WORKERS  # searches that may wait for a slot; more are turned away (503)
QUICK_WORKERS = 8  # threads for the quick requests
MOST_ERROR = 300  # characters of an error message: what a request gave is not echoed whole
PAGES = {
    "/": ("index.html", "text/html; charset=utf-8"),
    "/play.js": ("play.js", "text/javascript; charset=utf-8"),
    "/play.css": ("play.css", "text/css; charset=utf-8"),
}
Call = Callable[..., dict[str, object]]
SEARCHES: dict[str, Call] = {
    "referee": play.referee,
    "replay": play.replay,
    "puzzle/make": play.make_puzzle,
    "hint": play.hint,  # (the rules take seconds on a 20x20 board)
}
QUICK: dict[str, Call] = {
    "board": play.board,
    "move": play.move,
    "verify": play.verify,
    "puzzle/open": play.open_puzzle,
}


def app() -> Starlette:
    """The web app: the page's files (read once, here) and the API; its slots (`WORKERS` for
    searches, `QUICK_WORKERS` for the rest) are on its ``state``, as ``searches`` and ``quick``,
    where how many requests hold or wait for one can be seen."""
    page = files("kt_csp.game") / "page"
    searches, quick = anyio.CapacityLimiter(WORKERS), anyio.CapacityLimiter(QUICK_WORKERS)
    routes = [
        Route(path, _static(page.joinpath(name).read_bytes(), kind), methods=["GET"])
        for path, (name, kind) in PAGES.items()
    ]
    routes += [
        Route(f"/api/{name}", _endpoint(call, searches, searching=True), methods=["POST"])
        for name, call in SEARCHES.items()
    ]
    routes += [
        Route(f"/api/{name}", _endpoint(call, quick, searching=False), methods=["POST"]) for name, call in QUICK.items()
    ]
    made = Starlette(
        routes=routes,
        exception_handlers={HTTPException: _http_error, Exception: _bug},
        middleware=[Middleware(_CutOff)],
    )
    made.router.redirect_slashes = False  # /api/board/ is no address (a redirect would echo the Host header)
    made.state.searches, made.state.quick = searches, quick
    return made


def _static(content: bytes, kind: str) -> Callable[[Request], Any]:
    async def page(request: Request) -> Response:
        return Response(content, media_type=kind, headers={"Cache-Control": "no-cache"})

    return page


def _endpoint(call: Call, slots: anyio.CapacityLimiter, searching: bool) -> Callable[[Request], Any]:
    async def endpoint(request: Request) -> Response:
        arrived = time.monotonic()
        body = await _body(request)
        if searching and slots.statistics().tasks_waiting >= QUEUE:
            return _error(503, f"the server is busy: {WORKERS} searches running and {QUEUE} waiting; ask again soon")
        work = partial(call, body, Limits(started=arrived)) if searching else partial(call, body)
        try:
            answer = await anyio.to_thread.run_sync(work, limiter=slots)
        except play.OutOfTime as late:
            return _error(503, str(late))
        except KtError as error:
            return _error(400, str(error))
        return JSONResponse(answer)

    return endpoint


async def _body(request: Request) -> Any:
    """The request's JSON, refused (one line) when larger than `MOST_BODY`, not sent as JSON,
    or not JSON."""
    kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if kind != "application/json":
        raise HTTPException(
            415, f"send the body as JSON (Content-Type: application/json), not {kind[:40] or 'untyped'}"
        )
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > MOST_BODY:
        raise HTTPException(413, f"the body is {int(declared):,} bytes: at most {MOST_BODY:,}")
    data = b""
    try:
        with anyio.fail_after(BODY_SECONDS):
            async for chunk in request.stream():
                data += chunk
                if len(data) > MOST_BODY:
                    raise HTTPException(413, f"the body is over {MOST_BODY:,} bytes")
    except ClientDisconnect:
        raise HTTPException(400, "the client left before its body was sent") from None
    except TimeoutError:
        said = f"the body had not all come in {BODY_SECONDS:g} s"
        raise HTTPException(408, said, headers={"Connection": "close"}) from None  # (its rest is not waited for)
    try:
        return json.loads(data)
    except RecursionError:
        raise HTTPException(400, "the body is not JSON that can be read: it is nested too deeply") from None
    except ValueError as error:
        if "integer string conversion" in str(error):  # (Python's own words would say to raise its limit)
            raise HTTPException(400, "the body holds a number of over 4,300 digits") from None
        raise HTTPException(400, f"the body is not JSON ({error})") from None


async def _http_error(request: Request, error: Exception) -> Response:
    assert isinstance(error, HTTPException)
    where = f"{request.method} {request.url.path}"
    detail = {
        404: f"no such address: {where}",
        405: f"{where} is not served: the page is GET /, the API POST /api/… with a JSON body",
    }
    answer = _error(error.status_code, detail.get(error.status_code, error.detail))
    answer.headers.update(error.headers or {})
    return answer


async def _bug(request: Request, error: Exception) -> Response:
    line = f"internal error, a bug in kt-csp: {type(error).__name__}: {error}"
    print(f"kt-csp: {request.method} {request.url.path}: {line}"[: 2 * MOST_ERROR], file=sys.stderr, flush=True)
    return _error(500, line)


def _error(status: int, message: str) -> Response:
    line = " ".join(message.split())
    return JSONResponse(
        {"error": line if len(line) <= MOST_ERROR else line[: MOST_ERROR - 1] + "…"}, status_code=status
    )


STOPPING = "the server is stopping: the request was cut off before its answer; ask again when it is back"
UNREADABLE = "the request is not HTTP that can be read: the page is GET /, the API POST /api/… with a JSON body"


class _CutOff:
    """Requests still running when the server stops, which uvicorn cancels once they have had
    `SHUTDOWN_SECONDS`, are answered 503 with the API's one line (uvicorn's own answer is a
    plain-text 500, which the API keeps for bugs); the cancellation goes on."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        started = False

        async def sending(message: Message) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, receive, sending)
        except anyio.get_cancelled_exc_class():
            if scope["type"] == "http" and not started:
                with anyio.CancelScope(shield=True):
                    await _error(503, STOPPING)(scope, receive, send)
            raise


class _Protocol(H11Protocol):
    """uvicorn's HTTP/1.1 (h11), with the API's one-line JSON for bytes that are not HTTP, where
    uvicorn answers in plain text before any route is reached, and a time for a request's head
    (uvicorn takes the protocol's class as its ``http`` setting).

    uvicorn times a connection out only between requests (its keep-alive), so one that sent half
    a request line, or nothing, stayed open for good: 3,000 of them were all open a minute on. A
    request's head (its line and headers) now has `HEADER_SECONDS` to come in, counted from the
    connection or from its first byte after an answer, never restarted by more bytes; then the
    connection is closed, with a 408 where part of a head had come."""

    _head_timer: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)  # type: ignore[arg-type]
        self._head_timer = self.loop.call_later(HEADER_SECONDS, self._head_too_slow)

    def data_received(self, data: bytes) -> None:
        super().data_received(data)
        if self.conn.their_state is not h11.IDLE:  # the head is in (or the connection is done with)
            self._stop_head_timer()
        elif self._head_timer is None and not self.transport.is_closing():  # a new head begun
            self._head_timer = self.loop.call_later(HEADER_SECONDS, self._head_too_slow)

    def connection_lost(self, exc: Exception | None) -> None:
        self._stop_head_timer()
        super().connection_lost(exc)

    def _stop_head_timer(self) -> None:
        if self._head_timer is not None:
            self._head_timer.cancel()
            self._head_timer = None

    def _head_too_slow(self) -> None:
        self._head_timer = None
        if self.transport.is_closing() or self.conn.their_state is not h11.IDLE:
            return
        if self.conn.trailing_data[0]:  # part of a head came: say why the connection ends
            self._send_closing(408, "Request Timeout", f"the request's head had not all come in {HEADER_SECONDS:g} s")
        self.transport.close()

    def send_400_response(self, msg: str) -> None:
        self._send_closing(400, "Bad Request", UNREADABLE)
        self.transport.close()

    def _send_closing(self, status: int, phrase: str, message: str) -> None:
        """The API's one-line JSON error, written before h11 has a request to answer."""
        body = bytes(_error(status, message).body)
        self.transport.write(
            b"HTTP/1.1 %d %b\r\ncontent-type: application/json\r\n"
            b"content-length: %d\r\nconnection: close\r\n\r\n%b" % (status, phrase.encode(), len(body), body)
        )


def config(debug: bool = False) -> uvicorn.Config:
    """uvicorn's settings for the game: the app, one-line JSON for unreadable HTTP, and
    `SHUTDOWN_SECONDS` for the requests running when it stops; uvicorn's logs only with
    ``debug`` (tracebacks of requests cut off among them).

    Parameters
    ----------
    debug
        Whether uvicorn's own logs are shown.

    Returns
    -------
    uvicorn.Config
        The settings.
    """
    return uvicorn.Config(
        app(),
        http=_Protocol,
        log_level="warning" if debug else "critical",
        access_log=False,
        lifespan="off",
        timeout_graceful_shutdown=SHUTDOWN_SECONDS,
    )


def listen(host: str, port: int) -> socket.socket:
    """A socket bound to ``host``:``port`` (0: any free port), or one line on why it cannot be.

    Parameters
    ----------
    host
        The address to listen on: a name or an IP address.
    port
        The port (0: any free one).

    Returns
    -------
    socket.socket
        The socket, listening.

    Raises
    ------
    KtError
        The address does not resolve, or the port is taken or not allowed.
    """
    try:
        family, kind, proto, _, address = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)[0]
    except (socket.gaierror, UnicodeError, ValueError) as error:
        raise KtError(f"cannot listen on {host[:80]!r}: {error}") from None
    sock = socket.socket(family, kind, proto)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        sock.bind(address)
    except OSError as error:
        sock.close()
        if error.errno == errno.EADDRINUSE:
            raise KtError(f"port {port} on {host} is taken: choose another with --port (0 for any free one)") from None
        raise KtError(f"cannot listen on {host} port {port}: {error.strerror}") from None
    sock.listen(128)
    return sock


def serve(sock: socket.socket, announce: Callable[[str], None], limits: Limits = Limits(), debug: bool = False) -> None:
    """Serve the game on ``sock`` until Ctrl-C or the time limit, the engines loaded first (so
    that the first referee call does not wait for them). The time limit counts from ``limits``'
    start (the command's) and covers the loading; the address is announced once the server
    listens, and when the limit passes before that, ``announce`` says so instead and nothing is
    served. Requests still running when it stops have `SHUTDOWN_SECONDS` to finish (then 503);
    searches end within their own limits. Tracebacks (of a bug, or of requests cut off) are
    shown with ``debug`` only.

    Parameters
    ----------
    sock
        A listening socket (`listen`).
    announce
        Told the address once the server listens, or why nothing was served.
    limits
        The command's limits: the time limit covers the loading and the serving.
    debug
        Whether tracebacks are shown.
    """
    limits = limits.begun()
    if not _load_engines(limits):
        announce(_too_late(limits, "the engines were still loading"))
        return
    host, port = sock.getsockname()[:2]
    everywhere = host in ("0.0.0.0", "::")  # (an address no browser opens: this machine's own is among them)
    shown = "localhost" if everywhere else f"[{host}]" if ":" in host else host
    address = f"kt-csp: the game is at http://{shown}:{port}/ (Ctrl-C stops the server)"
    server = _Server(config(debug), limits, announce, address)
    left = limits.seconds_left()
    timer = None if left is None else threading.Timer(left, lambda: setattr(server, "should_exit", True))
    if timer is not None:
        timer.daemon = True
        timer.start()
    try:
        server.run(sockets=[sock])
    finally:
        if timer is not None:
            timer.cancel()


class _Server(uvicorn.Server):
    """uvicorn's server, which announces where the game is once it listens, or, when the time
    limit passed before, says so and stops."""

    def __init__(self, settings: uvicorn.Config, limits: Limits, announce: Callable[[str], None], address: str) -> None:
        super().__init__(settings)
        self.limits, self.announce, self.address = limits, announce, address

    async def startup(self, sockets: list[socket.socket] | None = None) -> None:
        await super().startup(sockets=sockets)
        if self.limits.time_up():
            self.announce(_too_late(self.limits, "it was starting"))
            self.should_exit = True
        elif self.started and not self.should_exit:
            self.announce(self.address)


def _load_engines(limits: Limits) -> bool:
    """Load the referee's engines (`kt_csp.game.referee.ready`) in the time left: whether they are
    loaded. The loading has a thread of its own, so that neither the time limit nor Ctrl-C waits
    for it; when the limit comes first, the process ends without it (a daemon thread). An error
    in loading is raised here."""
    from kt_csp.game.referee import ready

    failed: list[BaseException] = []

    def load() -> None:
        try:
            ready()
        except BaseException as error:
            failed.append(error)

    loader = threading.Thread(target=load, name="kt-csp engines", daemon=True)
    loader.start()
    loader.join(limits.seconds_left())
    if failed:
        raise failed[0]
    return not loader.is_alive()


def _too_late(limits: Limits, doing: str) -> str:
    return (
        f"kt-csp: the time limit of {limits.time_limit:g} s passed before the server listened ({doing}): "
        "the game was not served"
    )


SHUTDOWN_SECONDS = 2
