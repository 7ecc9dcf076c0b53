import logging

import click

from . import __version__, config
from .backup import backup, restore_files, restore_site
from .deploy import deploy, restart
from .inventory import inventory
from .logs import logs


class LazyConfig(dict):
    """Loads ~/.opsctl.yaml on first access so `opsctl init` works without it."""

    def __missing__(self, key):
        if not self.get("_loaded"):
            self.update(config.load())
            self["_loaded"] = True
            return self[key]
        raise KeyError(key)


@click.group()
@click.version_option(__version__)
@click.option("-v", "--verbose", is_flag=True)
@click.pass_context
def main(ctx, verbose):
    logging.basicConfig(level=logging.DEBUG if verbose else logging.WARNING)
    ctx.obj = LazyConfig()


@main.command()
def init():
    """Write a sample ~/.opsctl.yaml."""
    if config.write_sample():
        click.echo(f"wrote {config.CONFIG_PATH}")
    else:
        click.echo(f"{config.CONFIG_PATH} already exists")


for command in (deploy, restart, logs, inventory, backup, restore_files, restore_site):
    main.add_command(command)


if __name__ == "__main__":
    main()
