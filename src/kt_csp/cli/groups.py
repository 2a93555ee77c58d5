"""Option groups given once: a command's parameter annotated with a `Group` (a frozen
dataclass whose fields are typer options) is replaced in the signature typer reads by the
group's options, in the fields' order, and the command receives them back as one object.
`kt_csp.cli.asking.asks` gives the question's options (`Asked`) the same way."""

from __future__ import annotations

import dataclasses
import functools
import inspect
import typing
from collections.abc import Callable, Mapping
from typing import Any, Self, TypeVar, cast

__all__ = ["Group", "Maker", "grouped"]

CommandT = TypeVar("CommandT", bound=Callable[..., None])

# A group's options as parameters, and how it is built from what typer passed (taking its own).
Maker = tuple[list[inspect.Parameter], Callable[[dict[str, Any]], object]]


class Group:
    """The base of an option group: subclass it as a frozen dataclass whose fields are
    ``Annotated[..., typer.Option(...)]`` with their defaults."""

    @classmethod
    def parameters(cls) -> list[inspect.Parameter]:
        """The group's options, as typer reads them from a signature."""
        hints = typing.get_type_hints(cls, include_extras=True)
        return [
            inspect.Parameter(
                field.name, inspect.Parameter.POSITIONAL_OR_KEYWORD, default=field.default, annotation=hints[field.name]
            )
            for field in dataclasses.fields(cast(Any, cls))
        ]

    @classmethod
    def taken(cls, given: dict[str, Any]) -> Self:
        """The group made of its options' values.

        Parameters
        ----------
        given : dict of str to Any
            The command's options by name; the group's are taken out of it.

        Returns
        -------
        Self
            The group.
        """
        return cls(**{field.name: given.pop(field.name) for field in dataclasses.fields(cast(Any, cls))})


def grouped(command: CommandT, makers: Mapping[type, Maker] | None = None) -> CommandT:
    """Give a command each group's options in place of its parameter annotated with the group.

    Parameters
    ----------
    command : CommandT
        The command function.
    makers : mapping of type to Maker, or None
        For a type that is not a `Group` subclass, its options and how to make it of them.

    Returns
    -------
    CommandT
        The command with every group's options in its signature (what typer reads), which
        makes each group of them before calling ``command``.
    """
    hints = typing.get_type_hints(command, include_extras=True)
    signature = inspect.signature(command)
    made: dict[str, Callable[[dict[str, Any]], object]] = {}
    parameters: list[inspect.Parameter] = []
    for name, parameter in signature.parameters.items():
        hint = hints[name]
        if makers is not None and hint in makers:
            added, made[name] = makers[hint]
        elif isinstance(hint, type) and issubclass(hint, Group):
            added, made[name] = hint.parameters(), hint.taken
        else:
            added = [parameter.replace(annotation=hint)]
        parameters += added

    @functools.wraps(command)
    def run(**given: Any) -> None:
        groups = {name: make(given) for name, make in made.items()}
        command(**given, **groups)

    vars(run)["__signature__"] = signature.replace(parameters=parameters)  # what typer reads
    run.__annotations__ = {parameter.name: parameter.annotation for parameter in parameters}
    return cast(CommandT, run)
