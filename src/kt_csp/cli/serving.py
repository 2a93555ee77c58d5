"""``kt-csp serve``: the game's page on this machine."""

from __future__ import annotations

from typing import Annotated

import typer

# Only what the options and --help need is imported here; each command imports its own work, so
# that --help loads no engine and a command loads only the engines it runs (kt_csp.core.choices).
from kt_csp.cli.apps import app, session_of
from kt_csp.cli.ending import finish
from kt_csp.cli.exits import Outcome
from kt_csp.cli.options import limits_of, seconds_or_none


@app.command("serve")
def serve_command(
    host: Annotated[
        str,
        typer.Option(
            "--host", help="The address to listen on (an address other than 127.0.0.1 lets other machines play)."
        ),
    ] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", "-p", min=0, max=65_535, help="The port (0: any free one).")] = 8000,
    time_limit: Annotated[
        float | None,
        typer.Option(
            "--time-limit",
            callback=seconds_or_none,
            help="Stop serving this many seconds after the start, loading the engines included (for a lesson or a demo) [default: until Ctrl-C].",
        ),
    ] = None,
) -> None:
    """Play a tour in the browser, the engines as referee: a local page and its JSON API.

    Example: kt-csp serve --port 8000, then open http://127.0.0.1:8000/
    """
    from kt_csp.game.http import listen, serve
    from kt_csp.runtime.ctrl_c import deliver

    deliver()  # serving is this command's work: a Ctrl-C held back during start-up stops it before it begins
    sock = listen(host, port)
    if not sock.getsockname()[0].startswith(("127.", "::1")):
        typer.echo(f"kt-csp: note: listening on {host}: anyone who can reach this machine can use the page", err=True)
    session = session_of()
    serve(
        sock,
        lambda line: typer.echo(line, err=True),
        limits_of(time_limit),
        debug=session is not None and session.debug,
    )
    finish(Outcome.YES)
