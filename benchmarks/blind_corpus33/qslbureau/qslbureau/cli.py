"""Command-line entry point: ``qsl [--config FILE] [--verbose] COMMAND``."""
import logging

import click

from . import config as config_mod
from .commands import awards, bundles, cards, members, report, serve, sync


@click.group()
@click.option("--config", "config_path", type=click.Path(dir_okay=False), default=None, help="Config file")
@click.option("--verbose", is_flag=True, help="Debug logging")
@click.pass_context
def cli(ctx, config_path, verbose):
    logging.basicConfig(level=logging.DEBUG if verbose else logging.INFO, format="%(levelname)s %(message)s")
    ctx.obj = config_mod.load(config_path)


for module in (sync, cards, awards, members, report, bundles, serve):
    cli.add_command(module.command)


def main():
    cli(prog_name="qsl")
