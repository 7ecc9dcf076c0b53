import json
import os
import socket

import click
import yaml

from . import config
from .agent.protocol import read_frame, write_frame
from .inventory import Inventory
from .remote import RemoteHost
from .util import quote


@click.group()
def main():
    """opsdeck: small fleet operations toolkit."""


@main.command()
def init():
    os.makedirs(os.path.dirname(config.CONFIG_PATH), exist_ok=True)
    with open(config.CONFIG_PATH, "x") as fh:
        yaml.safe_dump(config.TEMPLATE, fh)
    click.echo(f"wrote {config.CONFIG_PATH}")


@main.command()
@click.argument("host")
@click.argument("command", nargs=-1, required=True)
def run(host, command):
    """Run COMMAND on HOST over ssh (interactive, for operators)."""
    remote = " ".join(command)
    raise SystemExit(os.system(f"ssh -t {quote(host)} {quote(remote)}"))


@main.command()
@click.argument("group")
@click.argument("service")
def restart(group, service):
    inv = Inventory(config.load()["inventory"])
    for host in inv.group(group):
        remote = RemoteHost(host)
        rc, err = remote.restart(service)
        click.echo(f"{host}: rc={rc} {err.strip()}")
        remote.close()


@main.command()
@click.argument("host")
@click.argument("op")
@click.option("--arg", "-a", multiple=True, help="key=value")
def agent(host, op, arg):
    msg = {"op": op, "token": config.AGENT_SHARED_TOKEN}
    msg.update(a.split("=", 1) for a in arg)
    with socket.create_connection((host, config.AGENT_PORT), timeout=30) as sock:
        f = sock.makefile("rwb")
        write_frame(f, msg)
        click.echo(json.dumps(read_frame(f), indent=2))


if __name__ == "__main__":
    main()
