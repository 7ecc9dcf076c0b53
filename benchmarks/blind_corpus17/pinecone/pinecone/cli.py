import faulthandler
import sys

import click

from . import compat, fetch, unpack, vcs
from .config import load_config
from .hooks import run_user_hooks
from .index import RecipeIndex


@click.group()
@click.option("--debug", is_flag=True, help="show full tracebacks")
@click.pass_context
def cli(ctx, debug):
    if debug:
        faulthandler.enable()
        sys.excepthook = sys.__excepthook__
    ctx.obj = load_config()


@cli.command()
@click.argument("name")
@click.pass_obj
def install(cfg, name):
    idx = RecipeIndex(cfg)
    manifest = idx.get(name)
    if not compat.python_ok(manifest):
        raise click.ClickException("recipe needs a newer Python")
    archive = fetch.download(idx.pick_mirror(), manifest)
    where = unpack.unpack(archive, cfg.prefix, manifest)
    run_user_hooks(cfg.hooks, "installed", name=name, path=where)
    click.echo("installed %s -> %s" % (name, where))


@cli.command("list")
@click.option("--where", default="True", help="Python expression over `r`, e.g. \"'net' in r['tags']\"")
@click.pass_obj
def list_recipes(cfg, where):
    for r in RecipeIndex(cfg).load().get("recipes", []):
        if eval(where, {}, {"r": r}):
            click.echo(r["name"])


@cli.group()
def dev():
    """Helpers for recipe authors."""


@dev.command("clone")
@click.argument("repo")
@click.argument("dest", type=click.Path())
@click.option("--ref", default="main")
def dev_clone(repo, dest, ref):
    vcs.clone(repo, dest, ref)


if __name__ == "__main__":
    cli()
