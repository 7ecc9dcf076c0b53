"""Maintenance commands, registered on the app with `flask --app inventory inv ...`."""
import click
from flask import current_app
from flask.cli import AppGroup, with_appcontext

from .db import get_db

inv_cli = AppGroup("inv")


@inv_cli.command("run-script")
@click.argument("script", type=click.Path(exists=True, dir_okay=False))
@with_appcontext
def run_script(script):
    """Run a one-off maintenance script with `db` and `app` in scope."""
    with open(script) as fh:
        code = fh.read()
    scope = {"db": get_db(), "app": current_app}
    exec(compile(code, script, "exec"), scope)


@inv_cli.command("vacuum")
@with_appcontext
def vacuum():
    get_db().execute("VACUUM")
