import os
import subprocess
import sys

import click

from . import config, hashing, inventory, remote, statusd, templates
from .ssh import restart_service, run_remote


@click.group()
@click.version_option()
def cli():
    """Operator toolbox."""


@cli.command()
@click.argument("playbook")
@click.option("--limit", default="all", help="ansible host pattern")
@click.option("--extra-vars", "-e", default="")
def deploy(playbook, limit, extra_vars):
    """Run an ansible playbook against the inventory."""
    cmd = f"ansible-playbook -i inventory/hosts {playbook} --limit '{limit}'"
    if extra_vars:
        cmd += f" -e '{extra_vars}'"
    sys.exit(subprocess.call(cmd, shell=True))


@cli.command("db-shell")
@click.option("--env", default="staging")
def db_shell(env):
    dsn = config.load().get("databases", {}).get(env)
    if not dsn:
        raise click.ClickException(f"no database configured for {env}")
    os.system(f"psql '{dsn}'")


@cli.command()
@click.argument("logfile", type=click.Path())
@click.option("-n", "--lines", default=100)
def logs(logfile, lines):
    """Show the tail of a local log file."""
    with open(logfile, errors="replace") as fh:
        for line in fh.readlines()[-lines:]:
            click.echo(line.rstrip())


@cli.command()
@click.option("--env", required=True)
@click.option("--role")
def hosts(env, role):
    for name, ip in inventory.hosts(env, role):
        click.echo(f"{name:30s} {ip}")


@cli.command()
@click.argument("host")
@click.argument("command", nargs=-1, required=True)
def remote_exec(host, command):
    """opsctl remote-exec web01 -- df -h"""
    rc, out, err = run_remote(host, " ".join(command))
    click.echo(out + err)
    sys.exit(rc)


@cli.command()
@click.argument("host")
@click.argument("service")
def restart(host, service):
    rc, out, err = restart_service(host, service)
    click.echo(out or err)


@cli.group()
def plugins():
    """Manage community plugins."""


@plugins.command("sync")
def plugins_sync():
    index = remote.fetch_plugin_index()
    for entry in index:
        blob = remote.fetch_plugin(entry)
        target = hashing.artifact_cache_path(entry["url"])
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(blob)
        click.echo(f"synced {entry['name']}")


@cli.command("site-new")
@click.option("--server-name", required=True)
@click.option("--upstream", required=True)
def site_new(server_name, upstream):
    click.echo(templates.render_site(server_name=server_name, upstream=upstream))


@cli.command()
@click.option("--host", default="0.0.0.0")
@click.option("--port", default=9100)
@click.option("--debug/--no-debug", default=False)
def serve(host, port, debug):
    statusd.serve(host, port, debug)


def main():
    cli(prog_name="opsctl")
