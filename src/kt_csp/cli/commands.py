"""Every ``kt-csp`` command, added to the command tree by importing its family's module.

Results go to stdout (and nothing else does when the format is JSON); errors go to stderr as one
line. The exit codes are `kt_csp.cli.exits`'s, the process around the commands
`kt_csp.cli.process`'s.
"""

from __future__ import annotations

import importlib

from kt_csp.cli.apps import app, run

__all__ = ["FAMILIES", "app", "run"]

FAMILIES = ("solving", "counting", "puzzles", "checking", "pictures", "models", "serving")  # in --help's order

for _family in FAMILIES:  # each module adds its commands to `app` as it is imported
    importlib.import_module(f"kt_csp.cli.{_family}")
