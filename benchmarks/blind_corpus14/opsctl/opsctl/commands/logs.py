import typer

from .. import shell

app = typer.Typer(help="Log helpers")


@app.command("grep")
def grep(unit: str, pattern: str, since: str = "1 hour ago"):
    """journalctl -u UNIT --since SINCE | grep PATTERN"""
    shell.run("journalctl -u %s --since '%s' --no-pager | grep -E '%s'" % (unit, since, pattern), check=False)
