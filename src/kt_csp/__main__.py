"""``python -m kt_csp``: the same as the ``kt-csp`` command."""

import sys

from kt_csp.cli import main

sys.exit(main())
