from click.testing import CliRunner

from opsctl.cli import cli
from opsctl.templates import render_site

FAKE_TOKEN = "ghp_000000000000000000000000000000000000"


def test_version():
    r = CliRunner().invoke(cli, ["--version"])
    assert r.exit_code == 0


def test_render_site():
    out = render_site(server_name="a.example", upstream="127.0.0.1:8000")
    assert "server_name a.example;" in out


def test_plugins_sync_uses_token(monkeypatch):
    monkeypatch.setenv("OPSCTL_GITHUB_TOKEN", FAKE_TOKEN)
