"""Worker processes run this process's own code, wherever twokey is started from: a checkout of another version of
twokey in the current folder (a developer's clone, a branch's worktree) does not replace it in the workers."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import twokey.kernel.processes

# Run as a script from a folder of its own, as a console script is: the probe imports the twokey under test; the
# workers it starts are asked which file their `twokey.kernel.processes` is. The server imports it before any worker
# (preloaded, as the audit's pool preloads the providers' modules), so the workers have the server's.
PROBE = textwrap.dedent("""
    import inspect
    from concurrent.futures import ProcessPoolExecutor

    from twokey.kernel import processes

    if __name__ == "__main__":
        context = processes.forkserver_context(["twokey.kernel.processes"])  # as the audit's pool preloads
        with ProcessPoolExecutor(1, mp_context=context) as pool:
            print(pool.submit(inspect.getfile, processes.forkserver_context).result())
    """)


def _decoy_checkout(folder: Path) -> None:
    """Another twokey in FOLDER, whose `forkserver_context` is a different function in a different file."""
    (folder / "twokey" / "kernel").mkdir(parents=True)
    (folder / "twokey" / "__init__.py").write_text("")
    (folder / "twokey" / "kernel" / "__init__.py").write_text("")
    (folder / "twokey" / "kernel" / "processes.py").write_text("def forkserver_context():\n    return None\n")


def test_workers_import_this_processs_code_not_the_current_folders(tmp_path: Path) -> None:
    checkout, scripts = tmp_path / "checkout", tmp_path / "bin"
    _decoy_checkout(checkout)
    scripts.mkdir()
    (scripts / "probe.py").write_text(PROBE)
    ours = Path(twokey.kernel.processes.__file__).resolve()
    env = {**os.environ, "PYTHONPATH": str(ours.parents[2])}
    env.pop("PYTHONSAFEPATH", None)
    done = subprocess.run([sys.executable, str(scripts / "probe.py")], cwd=checkout, env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert Path(done.stdout.strip()).resolve() == ours


def test_starting_the_workers_leaves_this_processs_environment_as_it_was(monkeypatch) -> None:
    monkeypatch.setenv("PYTHONPATH", "/somewhere/else")
    monkeypatch.delenv("PYTHONSAFEPATH", raising=False)
    twokey.kernel.processes.forkserver_context()
    assert os.environ["PYTHONPATH"] == "/somewhere/else"
    assert "PYTHONSAFEPATH" not in os.environ
