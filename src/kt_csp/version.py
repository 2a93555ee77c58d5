"""Which kt-csp this is: the release, read by the package, ``kt-csp --version`` and the build."""

__version__ = "0.2.0"
