"""``python -m kt_csp``: the same as the ``kt-csp`` command."""

try:
    from kt_csp.cli.process import entry
except KeyboardInterrupt:  # a Ctrl-C before the command has set up its own handling of it
    import sys

    sys.stderr.write("kt-csp: interrupted\n")
    sys.exit(130)

entry()
