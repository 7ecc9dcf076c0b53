from click.testing import CliRunner

from opsdeck.cli import main


def test_calc():
    result = CliRunner().invoke(main, ["calc", "64*1.5"])
    assert result.exit_code == 0
    assert result.output.strip() == "96.0"


def test_restart_requires_host():
    result = CliRunner().invoke(main, ["restart", "nginx"])
    assert result.exit_code != 0
