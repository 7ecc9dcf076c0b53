import logging
import subprocess
import sys

import click

from netops import backup, config
from netops.inventory import Inventory
from netops.ssh import DeviceSession


@click.group()
@click.option("--config", "config_path", envvar="NETOPS_CONFIG", help="Path to netops config file")
@click.option("-v", "--verbose", is_flag=True)
@click.pass_context
def cli(ctx, config_path, verbose):
    logging.basicConfig(level=logging.DEBUG if verbose else logging.INFO)
    ctx.obj = config.load_config(config_path)


@cli.command()
@click.argument("pattern")
@click.argument("command", nargs=-1, required=True)
@click.pass_obj
def remote(cfg, pattern, command):
    """Run COMMAND on every device matching PATTERN."""
    inv = Inventory(cfg["INVENTORY"])
    for name in inv.select(pattern):
        with DeviceSession(inv.address(name), cfg["SSH_USER"], cfg.get("SSH_PASSWORD")) as dev:
            rc, out, err = dev.run(" ".join(command))
        click.echo("== %s (rc=%d)\n%s%s" % (name, rc, out, err))


@cli.command()
@click.argument("pattern")
@click.pass_obj
def backup_configs(cfg, pattern):
    """Back up running configs for devices matching PATTERN."""
    inv = Inventory(cfg["INVENTORY"])
    failed = 0
    for name in inv.select(pattern):
        try:
            backup.backup_host(name, inv.address(name), cfg)
        except Exception as exc:
            failed += 1
            click.echo("!! %s: %s" % (name, exc), err=True)
    sys.exit(1 if failed else 0)


@cli.command(context_settings={"ignore_unknown_options": True})
@click.argument("shell_command", nargs=-1, required=True)
@click.option("--each", help="Run once per inventory host matching this pattern, with {host} substituted")
@click.pass_obj
def local(cfg, shell_command, each):
    """Run a local shell pipeline, optionally templated per host (operator convenience)."""
    template = " ".join(shell_command)
    targets = Inventory(cfg["INVENTORY"]).select(each) if each else [None]
    rc = 0
    for host in targets:
        cmd = template.format(host=host) if host else template
        rc |= subprocess.call(cmd, shell=True)
    sys.exit(rc)


def main():
    cli(prog_name="netops")


if __name__ == "__main__":
    main()
