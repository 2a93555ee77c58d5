"""Every command of the ``kt-csp`` program, read from the typer app itself (kt_csp.cli.commands), so
that the help and README tests cover a command the day it is added."""

from __future__ import annotations

from typing import Any

import typer

from kt_csp.cli.commands import app


def command_words(groups: bool = False) -> list[tuple[str, ...]]:
    """The words of every command the program runs (``("solve",)``, ``("job", "status")``), in
    the app's order; with ``groups`` also the groups that hold sub-commands (``("job",)``) and
    the program itself (``()``). Hidden commands are left out, as the help leaves them out."""
    found: list[tuple[str, ...]] = []

    def walk(command: Any, words: tuple[str, ...]) -> None:
        if hasattr(command, "commands"):  # a group (typer's own click, or click's, by release)
            if groups:
                found.append(words)
            for name, sub in command.commands.items():
                if not sub.hidden:
                    walk(sub, (*words, name))
        else:
            found.append(words)

    walk(typer.main.get_command(app), ())
    return found
