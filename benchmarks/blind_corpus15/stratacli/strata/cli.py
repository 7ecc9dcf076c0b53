import click

from .commands.bundle import bundle, bundle_local
from .commands.db import db_peek, import_users
from .commands.deploy import deploy
from .commands.logs import logs, logs_bundle
from .commands.secrets import gen_password, seal
from .config import CONFIG_PATH, SAMPLE_CONFIG


@click.group()
@click.version_option()
def main():
    """strata operator CLI."""


@main.command()
def init():
    """Write a sample config to ~/.strata.ini."""
    with open(CONFIG_PATH, "x") as fh:
        fh.write(SAMPLE_CONFIG)
    click.echo(f"wrote {CONFIG_PATH}")


for cmd in (deploy, bundle, bundle_local, db_peek, import_users, logs, logs_bundle, gen_password, seal):
    main.add_command(cmd)
