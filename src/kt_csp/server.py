"""``kt-csp serve``: the game's page and its JSON API over HTTP, on this machine.

Starlette routes each request to `kt_csp.play` and uvicorn serves them (a small, well-kept ASGI
pair: the page needs a few JSON endpoints and static files, nothing a larger framework adds).
The work of a request runs in a worker thread, at most `WORKERS` at once, each bounded by its
time limit, so the server keeps answering while a long search runs. Bad input is a 400 (413 for
a body over `MOST_BODY` bytes, 404 and 405 for a wrong address or method) whose JSON body is one
line, ``{"error": "..."}``; a bug is a 500 of the same form, and the server goes on.

===========================  =====================================================
``GET /``                    the page (``page/index.html``, its script and style)
``POST /api/board``          the position: legal jumps with onward counts (`play.board`)
``POST /api/move``           the position after a jump (`play.move`)
``POST /api/referee``        can the path still become a tour? (`play.referee`)
``POST /api/replay``         the backtracker's search from here, as events (`play.replay`)
``POST /api/verify``         a finished tour, judged (`play.verify`)
``POST /api/puzzle/open``    a clue puzzle from its picture (`play.open_puzzle`)
``POST /api/puzzle/make``    a new clue puzzle (`play.make_puzzle`)
===========================  =====================================================
"""

from __future__ import annotations

import errno
import json
import os
import socket
from collections.abc import Callable, Mapping
from functools import partial
from importlib.resources import files
from typing import Any

import anyio
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from kt_csp import play
from kt_csp.errors import KtError
from kt_csp.limits import Limits

__all__ = ["app", "listen", "serve", "MOST_BODY", "WORKERS", "PAGES"]

MOST_BODY = 64 << 10  # bytes in a request: a 20x20 tour's names take under 3 KiB
WORKERS = max(2, len(os.sched_getaffinity(0)))  # requests worked on at once; the others wait their turn
PAGES = {"/": ("index.html", "text/html; charset=utf-8"), "/play.js": ("play.js", "text/javascript; charset=utf-8"),
         "/play.css": ("play.css", "text/css; charset=utf-8")}
CALLS: dict[str, Callable[[Mapping[str, Any]], dict[str, object]]] = {
    "board": play.board, "move": play.move, "referee": play.referee, "replay": play.replay,
    "verify": play.verify, "puzzle/open": play.open_puzzle, "puzzle/make": play.make_puzzle}


def app() -> Starlette:
    """The web app: the page's files (read once, here) and the API."""
    page = files("kt_csp") / "page"
    routes = [Route(path, _static(page.joinpath(name).read_bytes(), kind), methods=["GET"])
              for path, (name, kind) in PAGES.items()]
    routes += [Route(f"/api/{name}", _endpoint(call), methods=["POST"]) for name, call in CALLS.items()]
    limiter = anyio.CapacityLimiter(WORKERS)
    made = Starlette(routes=routes, exception_handlers={HTTPException: _http_error, Exception: _bug})
    made.state.limiter = limiter
    return made


def _static(content: bytes, kind: str) -> Callable[[Request], Any]:
    async def page(request: Request) -> Response:
        return Response(content, media_type=kind, headers={"Cache-Control": "no-cache"})
    return page


def _endpoint(call: Callable[[Mapping[str, Any]], dict[str, object]]) -> Callable[[Request], Any]:
    async def endpoint(request: Request) -> Response:
        body = await _body(request)
        try:
            answer = await anyio.to_thread.run_sync(partial(call, body), limiter=request.app.state.limiter)
        except KtError as error:
            return _error(400, str(error))
        return JSONResponse(answer)
    return endpoint


async def _body(request: Request) -> Any:
    """The request's JSON, refused (one line) when larger than `MOST_BODY` or not JSON."""
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > MOST_BODY:
        raise HTTPException(413, f"the body is {int(declared):,} bytes: at most {MOST_BODY:,}")
    data = b""
    async for chunk in request.stream():
        data += chunk
        if len(data) > MOST_BODY:
            raise HTTPException(413, f"the body is over {MOST_BODY:,} bytes")
    try:
        return json.loads(data)
    except (ValueError, RecursionError) as error:
        raise HTTPException(400, f"the body is not JSON ({str(error)[:80]})") from None


async def _http_error(request: Request, error: Exception) -> Response:
    assert isinstance(error, HTTPException)
    detail = error.detail if error.status_code not in (404, 405) else \
        f"no such page: {request.method} {request.url.path[:80]}" + \
        (f" (the API takes POST with a JSON body)" if error.status_code == 405 else "")
    return _error(error.status_code, detail)


async def _bug(request: Request, error: Exception) -> Response:
    return _error(500, f"internal error, a bug in kt-csp: {type(error).__name__}: {str(error)[:200]}")


def _error(status: int, message: str) -> Response:
    return JSONResponse({"error": " ".join(message.split())}, status_code=status)


def listen(host: str, port: int) -> socket.socket:
    """A socket bound to ``host``:``port`` (0: any free port), or one line on why it cannot be."""
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


def serve(sock: socket.socket, announce: Callable[[str], None], limits: Limits = Limits()) -> None:
    """Serve the game on ``sock`` until Ctrl-C or the time limit, the engines loaded first (so
    that the first referee call does not wait for them)."""
    import threading

    import uvicorn

    from kt_csp.referee import ready

    ready()
    host, port = sock.getsockname()[:2]
    shown = f"[{host}]" if ":" in host else host
    announce(f"kt-csp: the game is at http://{shown}:{port}/ (Ctrl-C stops the server)")
    server = uvicorn.Server(uvicorn.Config(app(), log_level="warning", access_log=False, lifespan="off"))
    left = limits.seconds_left()
    if left is not None:
        timer = threading.Timer(left, lambda: setattr(server, "should_exit", True))
        timer.daemon = True
        timer.start()
    server.run(sockets=[sock])
