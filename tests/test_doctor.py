"""`twokey doctor` says what this machine lacks, and fails when something required is missing."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest

from twokey.cli import main


def _closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_doctor_passes_on_a_working_install(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    monkeypatch.delenv("PREFECT_API_URL", raising=False)
    assert main(["doctor"]) == 0
    assert "all checks passed" in capsys.readouterr().out


def test_doctor_fails_when_the_configured_prefect_api_does_not_answer(monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    url = f"http://127.0.0.1:{_closed_port()}/api"
    monkeypatch.setenv("PREFECT_API_URL", url)
    from prefect.settings import PREFECT_API_URL, temporary_settings

    with temporary_settings({PREFECT_API_URL: url}):
        assert main(["doctor"]) == 1
    out = capsys.readouterr().out
    assert "FAIL  prefect api" in out and url in out


def test_doctor_fails_when_the_state_folder_is_not_writable(monkeypatch: pytest.MonkeyPatch, tmp_path, capsys) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv("TWOKEY_HOME", str(blocker / "state"))
    assert main(["doctor"]) == 1
    assert "TWOKEY_HOME" in capsys.readouterr().out


def test_audit_against_a_dead_prefect_api_is_one_line_and_exit_1(monkeypatch: pytest.MonkeyPatch, tmp_path,
                                                                   capsys) -> None:
    from prefect.settings import PREFECT_API_URL, temporary_settings

    from tests.conftest import make_repo
    from tests.test_cli_audit import one_line_error

    repo = make_repo(tmp_path / "repo", {"a.py": "x = 1\n"})
    url = f"http://127.0.0.1:{_closed_port()}/api"
    with temporary_settings({PREFECT_API_URL: url}):
        assert main(["audit", repo.working_tree_dir]) == 1
    assert "--no-prefect" in one_line_error(capsys)
    assert not Path(repo.working_tree_dir, "docs").exists()


def test_doctor_shows_each_agent_cli_where_found_its_version_and_key_names_never_values(
        fake_clis, monkeypatch: pytest.MonkeyPatch, capsys) -> None:
    monkeypatch.delenv("PREFECT_API_URL", raising=False)
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-secret-value")
    monkeypatch.setenv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1")
    assert main(["doctor"]) == 0
    out = capsys.readouterr().out
    assert f"{fake_clis.bin / 'claude'}, 2.1.197 (Claude Code)" in out
    assert f"{fake_clis.bin / 'codex'}, codex-cli 0.171.0" in out
    assert "ANTHROPIC_API_KEY set" in out and "OPENAI_BASE_URL set" in out
    assert "sk-ant-secret-value" not in out and "127.0.0.1:9" not in out


def test_doctor_says_how_to_install_a_missing_agent_cli(monkeypatch: pytest.MonkeyPatch, tmp_path, capsys) -> None:
    import shutil

    monkeypatch.delenv("PREFECT_API_URL", raising=False)
    (tmp_path / "git").symlink_to(shutil.which("git"))
    monkeypatch.setenv("PATH", str(tmp_path))
    assert main(["doctor"]) == 0  # optional: only needed for that provider
    out = capsys.readouterr().out
    assert "npm install -g @anthropic-ai/claude-code" in out and "npm install -g @openai/codex" in out
