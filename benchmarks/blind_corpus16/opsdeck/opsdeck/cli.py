import subprocess
import tempfile

import click

from . import bundles, directory, inventory, runbook, status
from .locks import RolloutLock

ACTIONS = {
    "drain": ["sudo", "haproxyctl", "drain"],
    "restart": ["sudo", "systemctl", "restart", "app"],
    "undrain": ["sudo", "haproxyctl", "undrain"],
}


@click.group()
@click.option("--debug/--no-debug", default=False)
@click.pass_context
def main(ctx, debug):
    ctx.obj = {"debug": debug}


@main.command()
@click.argument("service")
@click.option("--host", "hosts_", multiple=True, required=True)
def restart(service, hosts_):
    """Restart SERVICE on the given hosts (operator-supplied)."""
    for host in hosts_:
        subprocess.run(["ssh", host, "sudo", "systemctl", "restart", service], check=True)


@main.command()
@click.argument("role")
def maintenance(role):
    """Run each host's CMDB-defined maintenance command."""
    with RolloutLock():
        for host in inventory.hosts(role):
            subprocess.run("ssh %s %s" % (host.name, host.maintenance_cmd), shell=True, check=False)
            click.echo("paged %s" % directory.owner_contact(host).get("mail", "?"))


@main.command()
@click.argument("name")
@click.argument("role")
def play(name, role):
    """Play a runbook against every host in ROLE."""
    book = runbook.load(name)
    for host in inventory.hosts(role):
        for step in runbook.steps_for(book, host):
            argv = ACTIONS.get(step.get("action"))
            if argv is None:
                raise click.ClickException("unknown action %r" % step.get("action"))
            subprocess.run(["ssh", "--", host.name, *argv], check=True)


@main.command()
@click.option("--url", required=True)
def deploy(url):
    with tempfile.TemporaryDirectory() as work:
        path, etag = bundles.download(url, work)
        if etag and not bundles.matches_s3_etag(path, etag):
            raise click.ClickException("corrupt download")
        bundles.unpack(path, "/opt/app/releases/new")


@main.command()
@click.argument("expr")
def calc(expr):
    """Quick arithmetic for capacity planning, e.g. `opsdeck calc '64*1.3'`."""
    click.echo(eval(expr, {"__builtins__": {}}, {}))


@main.command(name="status")
@click.option("--role", default="web")
@click.option("--port", default=8765)
@click.pass_context
def status_cmd(ctx, role, port):
    status.serve(role, port, ctx.obj["debug"])
