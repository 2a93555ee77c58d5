"""``python -m kt_csp``: the same as the ``kt-csp`` command."""

from kt_csp.cli import entry

entry()
