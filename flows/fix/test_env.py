"""Which test command a fix runs, and in whose environment: the target's own, configured or detected.

In order: a configured `test_command`; a virtual environment in the repository (`.venv`, `venv`);
a Makefile `test` target; `tox.ini`; `noxfile.py`; a poetry project; a uv project; else pytest under
twokey's own interpreter, which may lack the target's dependencies, and says so. Every choice
carries the reason it was made and what was passed over. It only looks (files of the pinned commit,
the repository folder, PATH); it never runs the tests and never installs anything.
"""

from __future__ import annotations

import ast
import re
import shlex
import shutil
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from twokey.kernel.errors import UsageError

Reader = Callable[[str], str | None]  # repository-relative path -> its text at the pinned commit, or None

VENV_FOLDERS = (".venv", "venv")
MAKEFILES = ("GNUmakefile", "makefile", "Makefile")
TEST_MARKERS = ("pytest.ini", "conftest.py", "tests", "test", "tox.ini", "setup.cfg", "pyproject.toml")
_MAKE_TEST_TARGET = re.compile(r"^tests?\s*:(?!=)", re.MULTILINE)
_PROBE_SECONDS = 30


@dataclass(frozen=True)
class TestEnvironment:
    """The command a fix's tests run with, which set-up it belongs to, and why it was chosen."""

    __test__ = False  # not a pytest test class, despite the name

    command: str
    kind: str
    why: str
    passed_over: tuple[str, ...] = field(default=())

    def line(self) -> str:
        over = f"; passed over: {'; '.join(self.passed_over)}" if self.passed_over else ""
        return f"{self.kind}, `{self.command}`: {self.why}{over}"


@dataclass(frozen=True)
class Repository:
    """What detection may look at: the repository folder, the pinned commit's paths and texts, PATH."""

    root: Path
    paths: frozenset[str]
    read: Reader
    which: Callable[[str], str | None] = shutil.which

    def has(self, path: str) -> bool:
        return path in self.paths

    def text(self, path: str) -> str:
        return (self.read(path) or "") if self.has(path) else ""


def choose(repository: Repository, configured: str | None, source: str) -> TestEnvironment:
    """The test environment for a fix; a one-line UsageError if there is none to use."""
    if configured is not None:
        if not configured.strip():
            raise UsageError("--test-cmd is empty; pass the target's test command (--test-command, or test_command "
                             "in config), or omit it to detect one")
        return TestEnvironment(configured, "configured", f"test_command from {source}")
    passed_over: list[str] = []
    for detector in (_venv, _make, _tox, _nox, _poetry, _uv):
        found = detector(repository, passed_over)
        if found is not None:
            return TestEnvironment(found.command, found.kind, found.why, tuple(passed_over))
    return _fallback(repository, tuple(passed_over))


def _venv(repository: Repository, passed_over: list[str]) -> TestEnvironment | None:
    for folder in VENV_FOLDERS:
        python = repository.root / folder / "bin" / "python"
        if python.is_file():
            why = f"{folder}/bin/python is in the repository, so the tests run with its packages"
            if not _imports(python, "pytest"):
                why += f" (pytest is not installed in it: run `{folder}/bin/python -m pip install pytest`)"
            return TestEnvironment(f"{python} -m pytest -q", folder, why)
        if (repository.root / folder).is_dir():
            passed_over.append(f"{folder}/ has no bin/python")
    return None


def _make(repository: Repository, passed_over: list[str]) -> TestEnvironment | None:
    for makefile in MAKEFILES:
        match = _MAKE_TEST_TARGET.search(repository.text(makefile))
        if match:
            target = match[0].split(":")[0].strip()
            return _runner(repository, passed_over, f"make {target}", "make",
                           f"{makefile} has a `{target}` target, the project's own way to run its tests")
    return None


def _tox(repository: Repository, passed_over: list[str]) -> TestEnvironment | None:
    if not (repository.has("tox.ini") or "[tox:tox]" in repository.text("setup.cfg")
            or "[tool.tox]" in repository.text("pyproject.toml")):
        return None
    return _runner(repository, passed_over, "tox -e py", "tox",
                   "the project configures tox; `-e py` runs its test environment once, with tox's interpreter")


def _nox(repository: Repository, passed_over: list[str]) -> TestEnvironment | None:
    if not repository.has("noxfile.py"):
        return None
    session = _nox_test_session(repository.text("noxfile.py"))
    command = f"nox -s {session}" if session else "nox"
    why = f"noxfile.py defines a `{session}` session" if session else "noxfile.py is in the repository"
    return _runner(repository, passed_over, command, "nox", why)


def _nox_test_session(source: str) -> str | None:
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return None
    names = {node.name for node in ast.walk(tree) if isinstance(node, ast.FunctionDef)}
    return next((name for name in ("tests", "test") if name in names), None)


def _poetry(repository: Repository, passed_over: list[str]) -> TestEnvironment | None:
    if not (repository.has("poetry.lock") or "[tool.poetry]" in repository.text("pyproject.toml")):
        return None
    if repository.which("poetry") is None:
        passed_over.append("a poetry project, but poetry is not on PATH")
        return None
    python = _poetry_python(repository)
    if python is not None:
        return TestEnvironment(f"{python} -m pytest -q", "poetry",
                               f"a poetry project whose environment is {python.parent.parent} "
                               "(from `poetry env info --path`)")
    return TestEnvironment("poetry run pytest -q", "poetry", "a poetry project (poetry.lock or [tool.poetry])")


def _poetry_python(repository: Repository) -> Path | None:
    """The interpreter of the repository's poetry environment; the worktree would get a fresh, empty one."""
    try:
        done = subprocess.run(["poetry", "env", "info", "--path"], cwd=repository.root, capture_output=True,
                              text=True, timeout=_PROBE_SECONDS, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.TimeoutExpired):
        return None
    python = Path(done.stdout.strip() or "/nonexistent") / "bin" / "python"
    return python if done.returncode == 0 and python.is_file() else None


def _uv(repository: Repository, passed_over: list[str]) -> TestEnvironment | None:
    if not (repository.has("uv.lock") or "[tool.uv]" in repository.text("pyproject.toml")):
        return None
    # --frozen: never rewrite uv.lock in the worktree (a lock file is out of any fix's scope).
    return _runner(repository, passed_over, "uv run --frozen pytest -q", "uv",
                   "a uv project (uv.lock or [tool.uv]); uv builds its environment from the lock file")


def _runner(repository: Repository, passed_over: list[str], command: str, kind: str,
            why: str) -> TestEnvironment | None:
    program = shlex.split(command)[0]
    if repository.which(program) is None:
        passed_over.append(f"{why.split(';')[0]}, but {program} is not on PATH")
        return None
    return TestEnvironment(command, kind, why)


def _fallback(repository: Repository, passed_over: tuple[str, ...]) -> TestEnvironment:
    if not any(path in TEST_MARKERS or path.rsplit("/", 1)[-1].startswith("test_") for path in repository.paths):
        raise UsageError(f"no test command given and none found in {repository.root}; pass one with --test-cmd "
                         "(e.g. --test-cmd 'python -m pytest -q') or set test_command in config")
    return TestEnvironment(f"{sys.executable} -m pytest -q", "twokey's interpreter",
                           "no environment of the target's was found (.venv, venv, a Makefile test target, tox, "
                           "nox, poetry, uv), so pytest runs with twokey's own packages, which may lack the "
                           "target's dependencies; create .venv in the repository or set test_command",
                           passed_over)


def _imports(python: Path, module: str) -> bool:
    probe = f"import importlib.util, sys; sys.exit(importlib.util.find_spec({module!r}) is None)"
    try:
        done = subprocess.run([str(python), "-c", probe], capture_output=True, timeout=_PROBE_SECONDS,
                              stdin=subprocess.DEVNULL)
    except (OSError, subprocess.TimeoutExpired):
        return False
    return done.returncode == 0
