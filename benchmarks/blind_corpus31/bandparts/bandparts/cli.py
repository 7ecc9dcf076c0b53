import json
import logging
from pathlib import Path

import click

from . import bundles, cache, catalogue, engrave, players, preview, report, rules
from .config import Config
from .store import Library


@click.group()
@click.option("--config", "config_path", type=click.Path(), default=None)
@click.option("--debug", is_flag=True)
@click.pass_context
def main(ctx, config_path, debug):
    logging.basicConfig(level=logging.DEBUG if debug else logging.WARNING)
    ctx.obj = Config(config_path) if config_path else Config()


@main.command()
@click.option("--from", "source", default=None)
@click.pass_obj
def sync(cfg, source):
    works = catalogue.parse_feed(catalogue.download(source or cfg.publisher))
    lib = Library(cfg.db)
    for w in works:
        lib.add_work(w)
    withdrawn = catalogue.download(cfg.publisher.replace("feed.xml", "withdrawn.txt")).decode().splitlines()
    for composer in withdrawn:
        lib.retire_composer(composer.strip())
    report.write_new_arrivals(cfg.library / "arrivals.html", works)
    click.echo("%d works" % len(works))


@main.command()
@click.argument("where")
@click.pass_obj
def search(cfg, where):
    for row in Library(cfg.db).search(where):
        click.echo(" | ".join(row))


@main.command()
@click.argument("url")
@click.option("--part", default=None)
@click.pass_obj
def bundle(cfg, url, part):
    path = bundles.stage(catalogue.download(url))
    dest = cfg.library / "bundles" / bundles.dedupe_key(Path(path).read_bytes())
    bundles.unpack(path, dest)
    manifest = {"part": part} if part else json.loads((dest / "manifest.json").read_text())
    engrave.engrave_part(dest, manifest)


@main.command()
@click.argument("ly", type=click.Path(exists=True))
@click.option("--opts", default="")
@click.pass_obj
def typeset(cfg, ly, opts):
    engrave.engrave(Path(ly), cfg.library / "pdf", opts)


@main.command()
@click.option("--filter", "flt", default="(objectClass=player)")
@click.pass_obj
def who(cfg, flt):
    for e in players.find_raw(cfg, flt):
        click.echo(str(e.cn))


@main.command()
@click.argument("export", type=click.Path(exists=True))
def legacy(export):
    click.echo(repr(cache.load_legacy_export(Path(export)))[:200])


@main.command()
@click.option("--port", default=8000)
@click.pass_obj
def serve(cfg, port):
    preview.serve(cfg.library, port)


@main.command()
@click.argument("expr")
@click.pass_obj
def select(cfg, expr):
    works = [dict(zip(("title", "composer", "shelf"), r)) for r in Library(cfg.db).search("1=1")]
    click.echo(rules.operator_expr(expr, works))
