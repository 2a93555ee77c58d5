"""The library's own errors.

Every error the library raises for bad input derives from `KtError`, so that the CLI can turn
any of them into one line on stderr and exit code 2 without ever showing a traceback. A broken
promise inside kt-csp itself (an engine's tour that does not verify) is an `InternalError`: a
bug, which the CLI reports with its own exit code, never as bad input or a negative answer.
"""

__all__ = [
    "BoardError",
    "InstanceError",
    "InternalError",
    "InvalidTour",
    "KtError",
    "LeaperError",
    "MemoryLimitError",
    "SquareError",
    "TourFileError",
]


class KtError(ValueError):
    """Bad input to kt-csp: the message is one line meant for the user."""


class BoardError(KtError):
    """A board size that is malformed or out of range."""


class SquareError(KtError):
    """A square name that is malformed or off the board."""


class LeaperError(KtError):
    """A leaper that is malformed (it must be two non-negative integers, not both zero)."""


class InstanceError(KtError):
    """Options that contradict each other (for example a closed tour whose end cannot close)."""


class TourFileError(KtError):
    """A tour file that cannot be read or understood."""


class MemoryLimitError(KtError):
    """A board too large for this machine's memory; the message says how much is needed."""


class InternalError(RuntimeError):
    """A bug in kt-csp: one of its parts broke a promise another relies on."""


class InvalidTour(InternalError):
    """An engine's tour that the verifier rejects, or a ``found`` without a tour: a bug in that
    engine. ``fault`` says what is wrong (``returned an invalid tour: …``), and ``result`` is the
    engine's answer as it gave it (a cross-check reports it)."""

    def __init__(self, engine: str, fault: str, result: object) -> None:
        super().__init__(f"the {engine} engine {fault}")
        self.fault = fault
        self.result = result
