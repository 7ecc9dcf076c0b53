"""The target's test command, run in the fix worktree with a timeout, and its per-test results.

Per-test outcomes come from JUnit XML: pytest gets `--junitxml` (also through `uv run`, `poetry run`),
a runner that starts pytest itself (make, tox, nox) gets it through `PYTEST_ADDOPTS`, and any other
runner can name `{junitxml}` in its command. The command never runs
through a shell, its whole process group is killed on timeout, and it never writes
Python byte code or a pytest cache into the worktree.
"""

from __future__ import annotations

import os
import signal
import subprocess
import time
import xml.etree.ElementTree as ElementTree
from pathlib import Path

from flows.fix.policy import ENV_WRAPPERS, parse
from tickets.fix import JUNIT_PLACEHOLDER, TestRun
from twokey.kernel.errors import TwokeyError, UsageError

_TAIL_CHARS = 2000


class TestCommandTimeout(TwokeyError):
    """The test command ran past its timeout and was killed; a person must look at it."""


def command_words(command: str, junit_path: Path) -> list[str]:
    """The argv to run: pytest gets --junitxml and no cache; `{junitxml}` is filled in."""
    words = list(parse(command).argv)
    if not words:
        raise UsageError(f"test command {command!r} cannot be split into words; pass e.g. --test-cmd 'pytest -q'")
    if any(JUNIT_PLACEHOLDER in word for word in words):
        return [word.replace(JUNIT_PLACEHOLDER, str(junit_path)) for word in words]
    if _runs_pytest(words):
        return [*words, *_pytest_options(junit_path)]
    return words


def command_environment(words: list[str], junit_path: Path, cwd: Path) -> dict[str, str]:
    """The environment of the run: no byte code; a runner that starts pytest itself passes it the JUnit option.

    The worktree's code comes first on the import path: a target's own venv may have the project installed in
    editable mode, pointing at the user's working tree, whose code is not the one being fixed."""
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    first = [str(folder) for folder in (cwd / "src", cwd) if folder.is_dir()]
    env["PYTHONPATH"] = os.pathsep.join([*first, *filter(None, [os.environ.get("PYTHONPATH")])])
    if not _runs_pytest(words) and not any(str(junit_path) in word for word in words):
        env["PYTEST_ADDOPTS"] = " ".join([env.get("PYTEST_ADDOPTS", ""), *_pytest_options(junit_path)]).strip()
    return env


def _pytest_options(junit_path: Path) -> list[str]:
    return [f"--junitxml={junit_path}", "-p", "no:cacheprovider"]


def _runs_pytest(words: list[str]) -> bool:
    """pytest itself, `python -m pytest`, or either after `uv run` / `poetry run` / `pipenv run` and their options."""
    if os.path.basename(words[0]) in ENV_WRAPPERS and len(words) > 2 and words[1] == "run":
        rest = [word for word in words[2:] if not word.startswith("-")]
        return bool(rest) and _runs_pytest(rest)
    program = os.path.basename(words[0])
    return program in ("pytest", "py.test") or (len(words) > 2 and words[1] == "-m" and words[2] == "pytest")


def run_tests(command: str, cwd: Path, junit_path: Path, timeout: float, phase: str) -> TestRun:
    """Run COMMAND in CWD; raise TestCommandTimeout if it hangs. A command that cannot start gives exit 127."""
    argv = command_words(command, junit_path)
    junit_path.unlink(missing_ok=True)
    env = command_environment(argv, junit_path, cwd)
    started = time.monotonic()
    try:
        process = subprocess.Popen(argv, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                   stdin=subprocess.DEVNULL, env=env, start_new_session=True)
    except OSError as error:  # a run that cannot start is evidence of nothing: the tests gate says why
        return TestRun(command=command, exit_code=127, seconds=time.monotonic() - started,
                       output_tail=f"{argv[0]}: cannot start: {error.strerror or error}\n")
    try:
        output, _ = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        _kill_group(process)
        raise TestCommandTimeout(f"test command {command!r} did not finish within {timeout:g} s at {phase} and was "
                                 "killed; raise --timeout or fix the hanging test") from None
    except BaseException:  # Ctrl-C: never leave the test process tree running
        _kill_group(process)
        raise
    tail = output.decode("utf-8", "replace")[-_TAIL_CHARS:]
    return TestRun(command=command, exit_code=process.returncode, seconds=time.monotonic() - started,
                   outcomes=read_junit(junit_path), output_tail=tail)


def _kill_group(process: subprocess.Popen) -> None:
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    process.wait()


def read_junit(path: Path) -> dict[str, str]:
    """Test id -> outcome from a JUnit XML file; empty when there is none or it is unreadable."""
    try:
        root = ElementTree.parse(path).getroot()
    except (OSError, ElementTree.ParseError):
        return {}
    outcomes: dict[str, str] = {}
    for case in root.iter("testcase"):
        test_id = "::".join(part for part in (case.get("classname", ""), case.get("name", "")) if part)
        outcomes[test_id or f"case-{len(outcomes)}"] = _outcome(case)
    return outcomes


def _outcome(case: ElementTree.Element) -> str:
    tags = {child.tag for child in case}
    if "error" in tags:
        return "error"
    if "failure" in tags:
        return "failed"
    if "skipped" in tags:
        return "skipped"
    return "passed"


