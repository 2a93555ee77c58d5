"""The package itself: its public names, imported on first use, stay what they name."""

from __future__ import annotations

import importlib
import pkgutil
import types

import kt_csp


def test_the_package_names_stay_what_they_name_after_every_module_is_imported() -> None:
    for module in pkgutil.iter_modules(kt_csp.__path__):
        if module.name != "__main__":
            importlib.import_module(f"kt_csp.{module.name}")
    shadowed = [name for name in kt_csp.__all__ if isinstance(getattr(kt_csp, name), types.ModuleType)]
    assert not shadowed, f"a module of the same name hides these public names: {shadowed}"
