import subprocess

import click
from flask import current_app
from flask.cli import with_appcontext


@click.command("backup-db")
@click.argument("dest")
@with_appcontext
def backup_db(dest):
    """Copy the live database to DEST using sqlite's online backup."""
    db_path = current_app.config["DATABASE"]
    subprocess.run(["sqlite3", db_path, ".backup '%s'" % dest], check=True)


def init_cli(app):
    app.cli.add_command(backup_db)
