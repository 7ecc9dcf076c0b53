import sys

import click

from . import artifacts, health, hooks, passwords, remote, render, state
from .inventory import Inventory


@click.group()
@click.option("--inventory", "inv_url", default=None)
@click.pass_context
def main(ctx, inv_url):
    ctx.obj = Inventory.from_url(inv_url) if inv_url else Inventory.default()


@main.command()
@click.argument("group")
@click.argument("release")
@click.pass_obj
def deploy(inv, group, release):
    for host, meta in inv.group(group).items():
        hooks.run_hook(meta, "pre")
        remote.restart_service(host, meta)
        click.echo(render.render_motd(dict(meta, hostname=host)))
    state.save("last_deploy", {"group": group, "release": release})


@main.command()
@click.argument("url")
def ping(url):
    code, secs = health.check(url)
    click.echo(f"{code} in {secs:.2f}s")


@main.command()
@click.argument("user")
def mkuser(user):
    pw = passwords.generate()
    click.echo(passwords.htpasswd_line(user, pw))


@main.command()
@click.argument("url")
@click.argument("sha256")
@click.argument("dest", type=click.Path())
def fetch(url, sha256, dest):
    path = artifacts.download(url, sha256)
    artifacts.unpack(path, dest)
    click.echo(artifacts.quick_md5(path))


if __name__ == "__main__":
    sys.exit(main())
