"""The ``kt-csp`` command: the process, its commands, and what it draws."""

from kt_csp.cli.process import entry, main

__all__ = ["entry", "main"]
