"""The engine flags a command was given: which engines each belongs to (the descriptors say,
`kt_csp.engines.registry.owners`), the options they make for the engine that runs, the engine
they name where none is asked for, and the flags said again for a reproducer."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from kt_csp.cli.options import COUNTING, SOLVING
from kt_csp.engines import registry
from kt_csp.engines.descriptor import Witness
from kt_csp.engines.registry import ENGINES
from kt_csp.errors import KtError

if TYPE_CHECKING:
    from kt_csp.cli.show.words import Described
    from kt_csp.core.instance import Instance
    from kt_csp.engines.registry import Engine

__all__ = ["Given", "check_options", "checked_given", "engine_of", "engine_options", "flag_words", "given_to"]


Given = Mapping[str, tuple[object, tuple[str, ...]]]  # flag: (its value, None if not given; the engines it belongs to)


def given_to(commands: tuple[str, ...], values: Mapping[str, object]) -> Given:
    """Each flag's value (None where not given) with the engines it belongs to in ``commands``
    (`kt_csp.engines.registry.owners`); a flag that belongs to none of them there is the count's
    alone (a cross-check that does not count names the frontier's files so).

    Parameters
    ----------
    commands
        `SOLVING`, `COUNTING` or `EITHER` (a cross-check that counts).
    values
        Flag: value.

    Returns
    -------
    Given
        Flag: (value, owners).
    """
    return {
        flag: (value, registry.owners(flag, commands) or registry.owners(flag, COUNTING))
        for flag, value in values.items()
    }


def checked_given(counting: bool, values: Mapping[str, object]) -> Given:
    """As `given_to`, for a cross-check: one that counts gives each engine its count's flags,
    and its solve's too unless it is a counter, which is asked for its count alone there
    (`kt_csp.engines.descriptor.Witness.COUNT`).

    Parameters
    ----------
    counting
        Whether the check counts (``--count``).
    values
        Flag: value.

    Returns
    -------
    Given
        Flag: (value, owners).
    """
    if not counting:
        return given_to(SOLVING, values)

    def owned(flag: str) -> tuple[str, ...]:
        solving = registry.owners(flag, SOLVING)
        counted = registry.owners(flag, COUNTING)
        return tuple(
            name
            for name, engine in ENGINES.items()
            if name in counted or (name in solving and engine.witness is not Witness.COUNT)
        )

    return {flag: (value, owned(flag)) for flag, value in values.items()}


def engine_options(engine: str, given: Given) -> Described:
    """The engine's options, built by its options type from the flags (``from_flags``); a flag
    given for another engine is an error rather than silently ignored.

    Parameters
    ----------
    engine
        The engine's name.
    given
        Flag: (value, owners), as `given_to` makes it.

    Raises
    ------
    KtError
        A flag given (not None) that ``engine`` does not own; the message names its owners.
    """
    for flag, (value, owners) in given.items():
        if value is not None and engine not in owners:
            raise KtError(f"{flag} is an option of the {' or '.join(owners)} engine, not of {engine}")
    options: Described = ENGINES[engine].options.from_flags({flag: value for flag, (value, _) in given.items()})
    return options


def engine_of(given: Given) -> str:
    """The engine whose options were given (so ``--order warnsdorff`` means the backtracker, and
    ``--workers`` with ``--spill`` the frontier counter), or auto; options no one engine takes
    together are an error that names them.

    Parameters
    ----------
    given
        Flag: (value, owners), as `given_to` makes it.

    Returns
    -------
    str
        The first engine, in the registry's order, that owns every flag given; the default
        engine where none was.

    Raises
    ------
    KtError
        No one engine owns all the flags given.
    """
    owners = {flag: owner for flag, (value, owner) in given.items() if value is not None}
    if not owners:
        return registry.DEFAULT_ENGINE
    choices = list(owners.values())
    common = [engine for engine in choices[0] if all(engine in choice for choice in choices)]
    if not common:
        said = " and ".join(f"{flag} ({' or '.join(owner)})" for flag, owner in owners.items())
        raise KtError(
            f"{said} are options of different engines: give one engine's options (or choose it with --engine)"
        )
    return common[0]  # (the first named: --workers alone means the backtracker)


def flag_words(given: Given) -> list[str]:
    """The options given, as the command line spells them (for a reproducer's command).

    Parameters
    ----------
    given
        Flag: (value, owners).

    Returns
    -------
    list of str
        ``--flag value`` for each value given (an enum's by its value, quoted for a shell), a
        switch as ``--flag`` or ``--no-flag``.
    """
    import shlex

    words = []
    for flag, (value, _) in given.items():
        if isinstance(value, bool):
            words.append(flag if value else f"--no-{flag[2:]}")
        elif value is not None:
            words.append(f"{flag} {shlex.quote(str(value.value if isinstance(value, enum.Enum) else value))}")
    return words


def check_options(
    engines: list[Engine[Any]] | None, instances: list[Instance], counting: bool, given: Given
) -> dict[str, object]:
    """The options of each engine a cross-check runs that was given options of its own, built as
    solve and count build them (`engine_options`); a flag of no engine the check runs (those named, or
    else the witnesses of its questions) is an error rather than silently ignored.

    Parameters
    ----------
    engines, instances
        The engines named by ``--engines`` (None: each question's witnesses), and the questions.
    counting
        Whether the check counts (``--count``).
    given
        Flag: (value, owners), as `checked_given` makes it.

    Returns
    -------
    dict
        Engine name: its options, for each engine given a flag of its own.

    Raises
    ------
    KtError
        A flag given of no engine the check runs, or one that `engine_options` refuses.
    """
    from kt_csp.engines.registry import witnesses

    runs = (
        [engine.name for engine in engines]
        if engines is not None
        else list(dict.fromkeys(engine.name for instance in instances for engine in witnesses(instance, counting)))
    )
    for flag, (value, owners) in given.items():
        if value is not None and not set(owners) & set(runs):
            raise KtError(
                f"{flag} is an option of the {' or '.join(owners)} engine, which this check does not run "
                f"({', '.join(runs)})"
                + (
                    "; --count brings the frontier counter in"
                    if not counting and all(ENGINES[name].witness is Witness.COUNT for name in owners)
                    else ""
                )
            )
    options: dict[str, object] = {}
    for name in runs:
        mine = {flag: pair for flag, pair in given.items() if name in pair[1]}
        if any(value is not None for value, _ in mine.values()):
            options[name] = engine_options(name, mine)
    return options
