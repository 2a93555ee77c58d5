"""The package itself: its public names, imported on first use, stay what they name."""

from __future__ import annotations

import ast
import importlib
import pkgutil
import types
from pathlib import Path

import pytest

import kt_csp


def test_the_package_names_stay_what_they_name_after_every_module_is_imported() -> None:
    for module in pkgutil.walk_packages(kt_csp.__path__, "kt_csp."):
        if module.name != "kt_csp.__main__":
            importlib.import_module(module.name)
    shadowed = [name for name in kt_csp.__all__ if isinstance(getattr(kt_csp, name), types.ModuleType)]
    assert not shadowed, f"a module of the same name hides these public names: {shadowed}"


def _loaded(code: str) -> set[str]:
    """The heavy libraries a fresh interpreter has loaded after ``code``."""
    import subprocess
    import sys

    probe = (
        code + "\nimport sys; print('loaded:', *(m for m in ('ortools', 'pysat', 'pandas', 'PIL', 'numba', "
        "'distributed', 'starlette', 'uvicorn') if m in sys.modules), file=sys.stderr)"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    return set(done.stderr.strip().splitlines()[-1].split()[1:])


@pytest.mark.spawns
def test_importing_the_package_and_asking_for_help_load_no_engine() -> None:
    assert _loaded("import kt_csp") == set()
    assert _loaded("from kt_csp.cli import main; main(['--help'])") == set()
    assert _loaded("from kt_csp.cli import main; main(['solve', '--help'])") == set()
    assert _loaded("from kt_csp.cli import main; main(['serve', '--help'])") == set()


SERVED_ONCE = """
import os, signal, socket, threading, time, urllib.request
from kt_csp.cli import main
with socket.socket() as free:
    free.bind(("127.0.0.1", 0))
    port = free.getsockname()[1]
def stop_once_served():  # Ctrl-C once the page comes: the engines are loaded before anything is served
    while True:
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=120).read()
            break
        except OSError:
            time.sleep(0.05)
    os.kill(os.getpid(), signal.SIGINT)
threading.Thread(target=stop_once_served, daemon=True).start()
assert main(["serve", "--port", str(port), "--time-limit", "120"]) == 130
"""


@pytest.mark.slow
@pytest.mark.spawns
def test_a_command_loads_only_what_it_runs() -> None:
    # the backtracker: a search of a small board runs its first nodes as written, then compiled
    assert _loaded("from kt_csp.cli import main; main(['solve', '6x6'])") == set()
    longer = "from kt_csp.cli import main; main(['solve', '12x12', '--closed', '--engine', 'backtrack', '--node-limit', '20000'])"
    assert _loaded(longer) == {"numba"}
    assert "ortools" in _loaded("from kt_csp.cli import main; main(['solve', '6x6', '--closed'])")  # CP-SAT
    assert _loaded("from kt_csp.cli import main; main(['solve', '1000x1000', '--closed'])") == {"numba"}  # construct
    served = _loaded(SERVED_ONCE)
    assert {"numba", "ortools", "starlette", "uvicorn"} <= served  # the referee's two engines, and the web pair
    assert not {"pysat", "PIL", "distributed"} & served


@pytest.mark.slow
@pytest.mark.spawns
def test_a_read_only_install_without_a_writable_home_still_runs(tmp_path) -> None:
    import os
    import shutil
    import subprocess
    import sys

    if shutil.which("unshare") is None or os.geteuid() != 0:
        pytest.skip("needs unshare and root to mount the package read-only")
    package = os.path.dirname(kt_csp.__file__)
    home = tmp_path / "home"
    home.mkdir()
    script = (
        f"mount --bind {package} {package} && mount -o remount,bind,ro {package} && "
        f"mount --bind {home} {home} && mount -o remount,bind,ro {home} && "
        f"env -u NUMBA_CACHE_DIR -u XDG_CACHE_HOME HOME={home} {sys.executable} -m kt_csp solve 5x5 --start a1"
    )
    done = subprocess.run(["unshare", "-m", "sh", "-c", script], capture_output=True, text=True, check=False)
    if "mount" in done.stderr and done.returncode != 0 and "Traceback" not in done.stderr:
        pytest.skip(f"cannot mount read-only here: {done.stderr.strip()[:100]}")
    assert done.returncode == 0, done.stderr
    assert "# found: open tour of 5x5 from a1" in done.stdout


def test_the_memory_check_reads_the_system_and_refuses_what_will_not_fit(monkeypatch) -> None:
    import psutil

    from kt_csp.errors import MemoryLimitError
    from kt_csp.runtime.memory import available_memory, require_memory

    assert 0 < available_memory() <= psutil.virtual_memory().available
    with pytest.raises(MemoryLimitError, match="needs about 1.0 PiB of memory; this machine has"):
        require_memory(1 << 50, "a test")

    class Small:
        available = 1 << 20

    monkeypatch.setattr(psutil, "virtual_memory", lambda: Small())
    assert available_memory() == (1 << 20) - (1 << 16)  # every platform psutil knows, less a sixteenth kept back


def test_every_lazily_imported_name_is_declared_for_type_checkers() -> None:
    tree = ast.parse(Path(kt_csp.__file__).read_text())
    checked = next(node for node in tree.body if isinstance(node, ast.If) and ast.unparse(node.test) == "TYPE_CHECKING")
    declared = {
        (imp.module, alias.asname) for imp in checked.body if isinstance(imp, ast.ImportFrom) for alias in imp.names
    }
    lazy = {(module, name) for module, names in kt_csp._HOMES.items() for name in names}
    assert declared == lazy
    assert all(getattr(kt_csp, name) is not None for _, name in lazy)


@pytest.mark.spawns
def test_the_process_takes_ctrl_c_and_sigterm_before_it_loads_the_command_line() -> None:
    """``kt_csp.cli.process`` installs the Ctrl-C and SIGTERM handlers; what it imports before
    that must load in no time, or a SIGTERM at start-up kills the process outright (it did, when
    the exit codes' module pulled in typer and numpy)."""
    import subprocess
    import sys

    probe = "import sys, kt_csp.cli.process; print(*sorted({'typer', 'numpy', 'rich'} & set(sys.modules)))"
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert done.stdout.split() == []


def test_sources_cite_what_a_clone_can_read() -> None:
    """A figure's source is cited as published (OEIS, a paper) or as measured here: never a notes
    file outside the repository, such as the project's shared notes, which a clone does not have."""
    root = Path(__file__).parent.parent
    files = [path for folder in ("src", "tests", "bench", "docs") for path in (root / folder).rglob("*.py")]
    files += [*(root / "docs").glob("*.md"), root / "README.md"]
    notes = "REFERENCE" + ".md"  # spelt apart, so that this file does not cite it
    citing = [str(path.relative_to(root)) for path in files if notes in path.read_text(encoding="utf-8")]
    assert not citing, f"these cite a file outside the repository: {citing}"
