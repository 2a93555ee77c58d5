"""What an engine is, said once: the descriptor each engine package holds as ``ENGINE``.

An engine is a package of its own (``kt_csp.engines.<name>``) whose ``__init__`` defines its entry
points, ``solve`` and ``count`` (thin functions that import the engine's work only when called, so
that naming the engines loads no solver), and a `Descriptor`: its name, those entry points (None
where it lacks one), the type of its options, the variant parts it answers, what its two search
statistics count, whether a cross-check calls it as a witness, what it needs installed, and a
line for ``--help`` and the engines page. The registry (`kt_csp.engines.registry`) lists the
descriptors, one line an engine; everything else that knows about engines — the command line's
engine choices and the owners of its flags, the refusals that name the engines able to answer,
the witnesses of a cross-check, the engines page of the manual — is made from them.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

from kt_csp.core.instance import Instance
from kt_csp.core.limits import Limits
from kt_csp.core.result import CountResult, Result

__all__ = ["CountFunction", "Descriptor", "SolveFunction", "Witness"]

OptionsT = TypeVar("OptionsT")
OptionsT_contra = TypeVar("OptionsT_contra", contravariant=True)


class SolveFunction(Protocol[OptionsT_contra]):
    """What an engine implements to answer: the instance, the limits (clock running), its options."""

    def __call__(self, instance: Instance, limits: Limits, options: OptionsT_contra, /) -> Result: ...


class CountFunction(Protocol[OptionsT_contra]):
    """What an engine implements to count; ``workers`` is the processes it may use (None: its choice)."""

    def __call__(
        self, instance: Instance, limits: Limits, options: OptionsT_contra, workers: int | None, /
    ) -> CountResult: ...


class Witness(str, enum.Enum):
    """How a cross-check calls on an engine when it is not told which engines to compare:
    ``search``, in every check (an independent search); ``count``, in a check that counts, and
    then for its count alone (a counter that draws its tours from the count)."""

    SEARCH = "search"
    COUNT = "count"


@dataclass(frozen=True)
class Descriptor(Generic[OptionsT]):
    """One engine, described once.

    ``solver`` and ``counter`` are its entry points (`SolveFunction`, `CountFunction`; None
    where it lacks one: an engine that only builds tours cannot count). ``options`` is the type
    of its options (`kt_csp.core.choices`), whose fields carry their command-line flags
    (`kt_csp.core.choices.flag`). ``parts`` are the variant parts it answers
    (`kt_csp.core.variants`), and ``beside`` the (part, other part) pairs where it answers the
    part only beside the other. ``units`` say what its two statistics count, as the answer's
    words say them, and ``keys`` what the JSON calls them. ``witness`` says whether a cross-check
    calls it unasked (`Witness`); ``count_flags`` are the flags of ``kt-csp count`` it heeds
    beyond its options; ``needs`` the packages it needs installed; ``summary`` the line that
    ``--help`` and the engines page give it. ``foreign`` marks a solver of another project run
    on an exported model (`kt_csp.engines.foreign`): it answers only where named (``solve
    --engine``, ``crosscheck --engines``), and a refusal never names it among the engines that can.
    """

    name: str
    solver: SolveFunction[OptionsT] | None
    counter: CountFunction[OptionsT] | None
    options: type[OptionsT]
    parts: frozenset[str] = frozenset()
    beside: tuple[tuple[str, str], ...] = ()
    units: tuple[str, str] = ("nodes", "backtracks")
    keys: tuple[str, str] = ("nodes", "backtracks")
    witness: Witness | None = None
    count_flags: tuple[str, ...] = ()
    needs: tuple[str, ...] = ()
    summary: str = ""
    foreign: bool = False

    @property
    def counts(self) -> bool:
        """Whether it counts tours (it has a ``counter``)."""
        return self.counter is not None

    def lacking(self, parts: Iterable[str]) -> list[tuple[str, str]]:
        """The (part, other part) pairs of ``beside`` whose part ``parts`` has and whose other
        part they lack.

        Parameters
        ----------
        parts
            A question's variant parts (`kt_csp.core.instance.Instance.parts`).

        Returns
        -------
        list of (str, str)
            Each part this engine answers only beside another, with that other, sorted.

        Examples
        --------
        >>> from kt_csp.core.choices import FrontierOptions
        >>> Descriptor("x", None, None, FrontierOptions, beside=(("uncrossed", "longest"),)).lacking(["uncrossed"])
        [('uncrossed', 'longest')]
        """
        given = set(parts)
        return sorted((part, other) for part, other in self.beside if part in given and other not in given)
