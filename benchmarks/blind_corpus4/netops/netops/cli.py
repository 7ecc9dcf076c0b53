import subprocess
import sys

import click

from . import config, discovery, inventory, plugins, render, report
from .ssh import DeviceSession


@click.group()
@click.option("--config", "config_path", default=None, help="Path to ~/.netops.yml")
@click.pass_context
def main(ctx, config_path):
    ctx.obj = config.load(config_path)


@main.command()
@click.argument("host")
@click.argument("command", nargs=-1, required=True)
def run(host, command):
    """Run a show command on HOST."""
    with DeviceSession(host) as s:
        click.echo(s.run(" ".join(command)))


@main.command()
@click.argument("seed")
def walk(seed):
    for host in sorted(discovery.walk(seed)):
        click.echo(host)


@main.command()
@click.argument("host")
@click.option("--count", default=5)
def mtr(host, count):
    """Shortcut for mtr against HOST from the jump box."""
    rc = subprocess.call("mtr -r -c %d %s" % (count, host), shell=True)
    sys.exit(rc)


@main.command()
@click.argument("template")
@click.argument("hostname")
def gen(template, hostname):
    dev = next(d for d in inventory.devices_private() if d["name"] == hostname)
    click.echo(render.render_config(template, dev))


@main.command("port-report")
@click.option("-o", "--output", default="/srv/www/noc/ports.html")
def port_report(output):
    report.write_report(output)
    click.echo("wrote %s" % output)


plugins.load_plugins(main)

if __name__ == "__main__":
    main()
