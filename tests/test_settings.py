"""One Settings model, layered: defaults < [tool.twokey] / twokey.toml < TWOKEY_* < flags; bad input is one line."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from flows.audit.core import request_for
from tests.conftest import make_repo
from twokey.cli import main
from twokey.kernel.settings import KEYS, Settings, SettingsError, SettingsOverrides, load_settings


def write_pyproject(root: Path, table: str) -> None:
    root.mkdir(parents=True, exist_ok=True)
    (root / "pyproject.toml").write_text(f"[project]\nname = 'x'\n\n[tool.twokey]\n{table}\n", encoding="utf-8")


def test_each_layer_overrides_the_one_below_and_remembers_where_it_came_from(tmp_path: Path) -> None:
    write_pyproject(tmp_path, 'batch_size = 50\nmax_turns = 7\nexclude = ["vendor"]\nagent_b = "replay:x.json"')
    (tmp_path / "twokey.toml").write_text("max_turns = 9\nmax_minutes = 3.5\n", encoding="utf-8")
    env = {"TWOKEY_MAX_MINUTES": "4", "TWOKEY_LENSES": "security, concurrency", "TWOKEY_HOME": "/ignored"}
    resolved = load_settings(tmp_path, {"agent_b": "builtin", "batch_size": None}, environ=env)
    settings, sources = resolved.settings, resolved.sources
    assert (settings.batch_size, settings.max_turns, settings.max_minutes) == (50, 9, 4.0)
    assert settings.exclude == ["vendor"] and settings.lenses == ["security", "concurrency"]
    assert settings.agent_b == "builtin" and sources["agent_b"] == "--agent-b"
    assert sources["batch_size"].endswith("pyproject.toml [tool.twokey]")
    assert sources["max_turns"].endswith("twokey.toml") and sources["max_minutes"] == "TWOKEY_MAX_MINUTES"
    assert "cron" not in sources and settings.cron == Settings().cron


@pytest.mark.parametrize(("table", "named"), [
    ("batch-size = 0", "batch_size = 0 is not allowed"),
    ("colour = 'blue'", "unknown key 'colour'"),
    ("cron = 'every night'", "not a cron expression"),
    ("timezone = 'Mars/Olympus'", "not an IANA time zone"),
    ("autonomy = 'yolo'", "autonomy = 'yolo' is not allowed"),
])
def test_a_bad_config_key_or_value_is_one_line_naming_the_file_and_the_key(tmp_path: Path, table: str,
                                                                            named: str) -> None:
    write_pyproject(tmp_path, table)
    with pytest.raises(SettingsError) as raised:
        load_settings(tmp_path, environ={})
    message = raised.value.show()
    assert "\n" not in message and str(tmp_path / "pyproject.toml") in message and named in message
    assert raised.value.exit_code == 2


def test_an_unknown_twokey_variable_is_refused_by_name() -> None:
    with pytest.raises(SettingsError, match="TWOKEY_BATCHSIZE: unknown setting"):
        load_settings(None, environ={"TWOKEY_BATCHSIZE": "3"})


def test_the_cli_reports_a_bad_config_as_one_line_with_exit_2_and_runs_nothing(tmp_path: Path, capsys) -> None:
    repo = make_repo(tmp_path / "bad-config",
                     {"app.py": "x = 1\n", "pyproject.toml": "[tool.twokey]\nmax_turns = -1\n"})
    assert main(["audit", repo.working_tree_dir, "--no-prefect"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "max_turns = -1 is not allowed" in err[0]
    assert not (tmp_path / "bad-config" / "docs").exists()


def test_flags_are_made_from_the_settings_model_so_every_key_has_exactly_one_default() -> None:
    from twokey.cli import build_parser

    parser = build_parser()
    config_show = parser._subparsers._group_actions[0].choices["config"]  # type: ignore[union-attr]
    show = config_show._subparsers._group_actions[0].choices["show"]
    flags = {option for action in show._actions for option in action.option_strings}
    assert {"--" + key.replace("_", "-") for key in KEYS} <= flags
    assert all(action.default is None for action in show._actions if action.dest.startswith("setting_"))


def test_config_show_prints_every_value_and_its_source(tmp_path: Path, capsys, monkeypatch) -> None:
    repo = make_repo(tmp_path / "shown", {"pyproject.toml": "[tool.twokey]\nbatch_size = 25\n"})
    monkeypatch.setenv("TWOKEY_MAX_USD", "2.5")
    assert main(["config", "show", "--repo", repo.working_tree_dir, "--format", "json", "--critic", "replay:x"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert set(shown) == set(KEYS)
    assert shown["batch_size"]["value"] == 25 and shown["batch_size"]["source"].endswith("[tool.twokey]")
    assert shown["max_usd"] == {"value": 2.5, "source": "TWOKEY_MAX_USD"}
    assert shown["critic"] == {"value": "replay:x", "source": "--critic"}
    assert shown["cron"]["source"] == "default"


def test_an_audit_uses_the_repositorys_own_config(tmp_path: Path) -> None:
    config = "[tool.twokey]\nbatch_size = 3\nexclude = ['legacy']\n"
    repo = make_repo(tmp_path / "configured", {"pyproject.toml": config, "app.py": "x = 1\n"})
    request = request_for(repo.working_tree_dir, overrides=SettingsOverrides(max_turns=4))
    assert (request.settings.batch_size, request.settings.exclude, request.settings.max_turns) == (3, ["legacy"], 4)


def test_version_is_printed(capsys) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0 and capsys.readouterr().out.startswith("twokey ")
