"""The ``kt-csp`` command tree: the typer apps every command family adds itself to, and `run`."""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING, Annotated

import typer

if TYPE_CHECKING:  # typed against the typer the checks run with, which vendors click
    from typer._click.exceptions import ClickException, NoArgsIsHelpError
    from typer._click.globals import get_current_context
else:
    try:  # recent typer vendors click; older releases (0.18, the lowest we support) depend on it
        from typer._click.exceptions import ClickException, NoArgsIsHelpError
        from typer._click.globals import get_current_context
    except ImportError:  # pragma: no cover
        from click import get_current_context
        from click.exceptions import ClickException, NoArgsIsHelpError

# Only what the options and --help need is imported here; each command imports its own work, so
# that --help loads no engine and a command loads only the engines it runs (kt_csp.core.choices).
from kt_csp.cli.exits import EXIT_OK, EXIT_USAGE, Session
from kt_csp.errors import KtError
from kt_csp.runtime.ctrl_c import held

COMPLETION_VARIABLE = "_KT_CSP_COMPLETE"


app = typer.Typer(
    help="Knight's tours solved three independent ways and checked against each other.\n\n"
    "Example: kt-csp solve 8x8 --start a1\n\n"
    "Exit codes: 0 success, 1 a negative answer, 2 bad input, 3 unknown (a limit), "
    "70 a bug (add --debug for its traceback), 130 Ctrl-C.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
    context_settings={"help_option_names": ["-h", "--help"]},
)


job_app = typer.Typer(
    help="Counting jobs made by kt-csp count --job.\n\nExample: kt-csp job status 7x7.db",
    no_args_is_help=True,
    context_settings={"help_option_names": ["-h", "--help"]},
)


app.add_typer(job_app, name="job")


puzzle_app = typer.Typer(
    help="Clue puzzles (the knight's Hidato): make them with one solution, solve them.\n\n"
    "Example: kt-csp puzzle make 8x8 --clues 14 --seed 1",
    no_args_is_help=True,
    context_settings={"help_option_names": ["-h", "--help"]},
)


app.add_typer(puzzle_app, name="puzzle")


def _version(asked: bool) -> None:
    """``--version``: say which kt-csp this is, before anything else is parsed."""
    if asked:
        from kt_csp.version import __version__

        typer.echo(f"kt-csp {__version__}")
        raise typer.Exit(EXIT_OK)


@app.callback()
def _program(
    version: Annotated[
        bool, typer.Option("--version", callback=_version, is_eager=True, help="Say which kt-csp this is, and exit.")
    ] = False,
) -> None:
    """The options of the program itself, before the command."""


def run(args: list[str], session: Session) -> int:
    """Run one command line; bad input and usage become one line on stderr and exit 2.

    The command is invoked directly rather than through typer's ``main``, which would turn
    Ctrl-C and a closed pipe into exit codes of its own: `kt_csp.cli.process` maps those. A shell asking
    for completions (``_KT_CSP_COMPLETE`` set by the script ``--install-completion`` writes) is
    answered by typer's own ``main``.

    Parameters
    ----------
    args
        The words of the command line, after the program's name.
    session
        The run's clock and debugging, handed to the command's context (`session_of`).

    Returns
    -------
    int
        The exit code (`kt_csp.cli.exits`).
    """
    if os.environ.get(COMPLETION_VARIABLE):
        return int(app(prog_name="kt-csp", standalone_mode=False) or EXIT_OK)
    try:
        # Building the command tree and parsing the line are start-up too: a Ctrl-C in them waits
        # for the work to begin, which answers it (`kt_csp.runtime.ctrl_c.held`).
        with held(until_work=True):
            command = typer.main.get_command(app)
            context = command.make_context("kt-csp", list(args), obj=session)
        with context:
            code = command.invoke(context)
    except typer.Exit as done:
        code = done.exit_code
    except NoArgsIsHelpError as error:
        typer.echo(error.format_message())
        typer.echo("kt-csp: error: give a command (listed above)", err=True)
        return EXIT_USAGE
    except ClickException as error:
        said = " ".join(error.format_message().split()).replace(": Value error, ", ": ")  # (typer's validator's prefix)
        typer.echo(f"kt-csp: error: {said}", err=True)
        return EXIT_USAGE
    except KtError as error:
        typer.echo(f"kt-csp: error: {error}", err=True)
        return EXIT_USAGE
    sys.stdout.flush()
    return code if isinstance(code, int) else EXIT_OK


def session_of() -> Session | None:
    """The session of the command being run: handed by `run` to its context, which each command's
    context inherits, and gone with it; no module keeps it.

    Returns
    -------
    Session or None
        The run's session; None outside a command run by `run` (a test invoking typer itself).
    """
    context = get_current_context(silent=True)
    session = None if context is None else context.find_object(Session)
    return session if isinstance(session, Session) else None
