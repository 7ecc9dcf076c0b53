"""Tests run in the target's environment: which set-up is chosen, why, and that the fix flow really uses it."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import git
import pytest

from flows.audit.core import AuditRequest, run_audit
from flows.fix.core import run_fix
from flows.fix.test_env import Repository, choose
from tests.conftest import commit_files
from tests.fix_support import audited, request_for
from tickets.store import Backlog
from twokey.kernel.errors import UsageError
from twokey.kernel.events import read_events
from twokey.kernel.status import RunStatus
from twokey.sample import materialise


def repository(root: Path, files: dict[str, str], on_path: tuple[str, ...] = ()) -> Repository:
    return Repository(root, frozenset(files), files.get, which=lambda name: f"/bin/{name}" if name in on_path else None)


def executable(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    path.chmod(path.stat().st_mode | stat.S_IXUSR)
    return path


def test_a_configured_test_command_wins_and_says_where_it_was_configured(tmp_path: Path) -> None:
    chosen = choose(repository(tmp_path, {"tox.ini": ""}, ("tox",)), "make test", "twokey.toml")
    assert (chosen.command, chosen.kind, chosen.why) == ("make test", "configured", "test_command from twokey.toml")


def test_a_venv_in_the_repository_is_used_with_its_own_python(tmp_path: Path) -> None:
    python = executable(tmp_path / ".venv" / "bin" / "python", "#!/bin/sh\nexit 0\n")
    chosen = choose(repository(tmp_path, {"tox.ini": "", "tests/test_a.py": ""}, ("tox",)), None, "default")
    assert chosen.command == f"{python} -m pytest -q" and chosen.kind == ".venv"
    assert "with its packages" in chosen.why and "not installed" not in chosen.why


def test_a_venv_without_pytest_is_still_the_targets_and_says_how_to_install_it(tmp_path: Path) -> None:
    executable(tmp_path / "venv" / "bin" / "python", "#!/bin/sh\nexit 1\n")  # find_spec('pytest') is None
    chosen = choose(repository(tmp_path, {}), None, "default")
    assert chosen.kind == "venv" and "venv/bin/python -m pip install pytest" in chosen.why


@pytest.mark.parametrize(("files", "on_path", "command", "kind"), [
    ({"Makefile": "lint:\n\truff .\n\ntest: lint\n\tpytest\n"}, ("make",), "make test", "make"),
    ({"GNUmakefile": "tests:\n\tpytest\n"}, ("make",), "make tests", "make"),
    ({"tox.ini": "[tox]\nenvlist = py27\n"}, ("tox",), "tox -e py", "tox"),
    ({"setup.cfg": "[tox:tox]\nenvlist = py311\n"}, ("tox",), "tox -e py", "tox"),
    ({"noxfile.py": "import nox\n\n@nox.session\ndef tests(session):\n    session.run('pytest')\n"}, ("nox",),
     "nox -s tests", "nox"),
    ({"noxfile.py": "import nox\n"}, ("nox",), "nox", "nox"),
    ({"uv.lock": "", "pyproject.toml": "[project]\nname='x'\n"}, ("uv",), "uv run --frozen pytest -q", "uv"),
    ({"pyproject.toml": "[tool.poetry]\nname = 'x'\n"}, ("poetry",), "poetry run pytest -q", "poetry"),
])
def test_the_projects_own_runner_is_detected(tmp_path: Path, files, on_path, command, kind) -> None:
    chosen = choose(repository(tmp_path, files, on_path), None, "default")
    assert (chosen.command, chosen.kind) == (command, kind), chosen


def test_a_makefile_variable_named_test_is_not_a_target(tmp_path: Path) -> None:
    chosen = choose(repository(tmp_path, {"Makefile": "test := unit\n", "tests/test_a.py": ""}, ("make",)),
                    None, "default")
    assert chosen.kind == "twokey's interpreter"


def test_a_runner_that_is_not_installed_is_passed_over_and_the_choice_says_so(tmp_path: Path) -> None:
    chosen = choose(repository(tmp_path, {"tox.ini": "", "Makefile": "test:\n\tpytest\n", "tests/test_a.py": ""},
                               ("tox",)), None, "default")
    assert chosen.command == "tox -e py"
    assert chosen.passed_over == ("Makefile has a `test` target, the project's own way to run its tests, "
                                  "but make is not on PATH",)
    assert "passed over: Makefile" in chosen.line()


def test_without_any_environment_pytest_runs_with_twokeys_interpreter_and_says_what_that_risks(tmp_path) -> None:
    chosen = choose(repository(tmp_path, {"tests/test_a.py": ""}), None, "default")
    assert chosen.command == f"{sys.executable} -m pytest -q"
    assert "may lack the target's dependencies" in chosen.why and "create .venv" in chosen.why


def test_no_tests_at_all_is_a_usage_error(tmp_path: Path) -> None:
    with pytest.raises(UsageError, match="no test command given"):
        choose(repository(tmp_path, {"app.py": ""}), None, "default")


def test_a_poetry_projects_own_environment_is_found_through_poetry(tmp_path: Path, monkeypatch) -> None:
    env = tmp_path / "cache" / "virtualenvs" / "x-py3.11"
    python = executable(env / "bin" / "python", "#!/bin/sh\nexit 0\n")
    bin_dir = tmp_path / "bin"
    executable(bin_dir / "poetry", f"#!/bin/sh\n[ \"$1 $2 $3\" = 'env info --path' ] && echo {env}\n")
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    files = {"poetry.lock": "", "pyproject.toml": "[tool.poetry]\n"}
    chosen = choose(Repository(tmp_path, frozenset(files), files.get), None, "default")
    assert chosen.command == f"{python} -m pytest -q" and f"environment is {env}" in chosen.why


# --- the fix flow uses what was chosen ---------------------------------------------------------------------

SEES_ITS_VENV = '''import os
import sys


def test_runs_in_the_repositorys_own_venv():
    assert sys.prefix == os.environ["EXPECTED_PREFIX"], sys.prefix
'''


def _venv_with_pytest(folder: Path) -> Path:
    """A real virtual environment made without pip (no network), which sees this interpreter's pytest."""
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(folder)], check=True)
    purelib = subprocess.run([str(folder / "bin" / "python"), "-c", "import sysconfig; print(sysconfig.get_paths()"
                              "['purelib'])"], capture_output=True, text=True, check=True).stdout.strip()
    (Path(purelib) / "twokey-test-pytest.pth").write_text(str(Path(pytest.__file__).parent.parent) + "\n")
    return folder


def test_on_the_sample_with_its_own_venv_the_tests_run_in_that_environment(tmp_path: Path, monkeypatch) -> None:
    root = materialise(tmp_path / "legacy_shop")
    repo = git.Repo(root)
    commit_files(repo, {"tests/test_environment.py": SEES_ITS_VENV}, "a test that says where it runs")
    venv = _venv_with_pytest(root / ".venv")
    monkeypatch.setenv("EXPECTED_PREFIX", str(venv))
    run_audit(AuditRequest(path=root))
    ticket = next(f.ticket for f in Backlog(root / "docs" / "backlog").load()[0] if f.ticket.rule_id == "bandit.B506")
    report = run_fix(request_for(repo, ticket, test_cmd=None))
    assert report.status is RunStatus.DONE, report.reason
    assert report.baseline.outcomes["tests.test_environment::test_runs_in_the_repositorys_own_venv"] == "passed"
    assert report.after.outcomes["tests.test_environment::test_runs_in_the_repositorys_own_venv"] == "passed"
    assert report.test_env.startswith(f".venv, `{venv}/bin/python -m pytest -q`: .venv/bin/python is in the repository")
    started = next(e for e in read_events(report.event_log) if e["event"] == "run_started")
    assert started["test_env"] == ".venv" and started["test_cmd"] == f"{venv}/bin/python -m pytest -q"
    assert f"Test environment: .venv, `{venv}/bin/python" in repo.git.log("-1", "--format=%B", report.branch)


def test_a_runner_that_starts_pytest_itself_still_gives_per_test_results(tmp_path: Path, monkeypatch) -> None:
    repo, tickets = audited(tmp_path / "toxish")
    commit_files(repo, {"tox.ini": "[tox]\nenvlist = py\n"}, "tox")
    bin_dir = tmp_path / "bin"
    # A fake tox on PATH that does what tox does here: start pytest, which reads PYTEST_ADDOPTS.
    executable(bin_dir / "tox", f"#!{sys.executable}\nimport os, sys\n"
                                f"os.execv({sys.executable!r}, [{sys.executable!r}, '-m', 'pytest', '-q'])\n")
    monkeypatch.setenv("PATH", f"{bin_dir}{os.pathsep}{os.environ['PATH']}")
    report = run_fix(request_for(repo, tickets["unsafe-deserialization"], test_cmd=None))
    assert report.status is RunStatus.DONE, report.reason
    assert report.test_env.startswith("tox, `tox -e py`")
    assert report.baseline.count("passed") == 2 and report.after.count("passed") == 2


def test_bash_c_is_refused_with_how_to_configure_a_command_instead(tmp_path: Path, capsys) -> None:
    from twokey.cli import main

    repo, tickets = audited(tmp_path / "r")
    status = main(["fix", tickets["unsafe-deserialization"].id, "--repo", repo.working_tree_dir, "--no-prefect",
                   "--test-cmd", "bash -c 'cd tests && pytest'"])
    err = capsys.readouterr().err.strip().splitlines()
    assert status == 2 and len(err) == 1
    assert "(shell: runs a shell;" in err[0] and 'test_command = "make test"' in err[0] and "[tool.twokey]" in err[0]


def test_a_configured_test_command_in_pyproject_is_named_as_the_source(tmp_path: Path) -> None:
    from flows.fix.core import fix_request_for

    repo, tickets = audited(tmp_path / "configured")
    commit_files(repo, {"pyproject.toml": f"[tool.twokey]\ntest_command = \"{sys.executable} -m pytest -q\"\n"})
    report = run_fix(fix_request_for(tickets["unsafe-deserialization"].id, repo.working_tree_dir))
    assert report.status is RunStatus.DONE, report.reason
    assert f"test_command from {Path(repo.working_tree_dir).resolve()}/pyproject.toml [tool.twokey]" in report.test_env


def test_the_worktrees_code_comes_first_even_when_the_venv_has_the_project_installed_editable(tmp_path) -> None:
    from flows.fix.tests import command_environment

    (tmp_path / "src").mkdir()
    env = command_environment(["make", "test"], tmp_path / "junit.xml", tmp_path)
    assert env["PYTHONPATH"].split(os.pathsep)[:2] == [str(tmp_path / "src"), str(tmp_path)]
    assert "--junitxml=" in env["PYTEST_ADDOPTS"] and env["PYTHONDONTWRITEBYTECODE"] == "1"
