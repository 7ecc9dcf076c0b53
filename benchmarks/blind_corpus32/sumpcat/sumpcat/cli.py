import logging
import os

import click

from . import accounts, bundles, calc, config, directory, feeds, legacy, preview, registry, report, survex
from .catalogue import Catalogue


@click.group()
@click.option("--config", "config_path", type=click.Path(dir_okay=False), default=None)
@click.option("-v", "--verbose", is_flag=True, help="debug logging")
@click.pass_context
def cli(ctx, config_path, verbose):
    logging.basicConfig(level=logging.DEBUG if verbose else logging.WARNING)
    ctx.obj = {"cfg": config.load(config_path)}


@cli.command()
@click.argument("region")
@click.option("--from", "mirror", default=None, help="pull the feed from a mirror URL instead")
@click.pass_obj
def pull(obj, region, mirror):
    """Sync a region's caves from the registry."""
    cfg = obj["cfg"]
    raw = registry.fetch_from(mirror) if mirror else registry.fetch_feed(region)
    cat = Catalogue(cfg["database"])
    for entry in feeds.parse_feed(raw):
        cat.upsert({k: entry[k] for k in ("ref", "name", "region", "length_m", "depth_m", "description", "survey_grade")})
    cat.commit()


@cli.command()
@click.argument("withdrawn_url")
@click.pass_obj
def retire(obj, withdrawn_url):
    """Remove caves the registry has withdrawn (list fetched from WITHDRAWN_URL)."""
    names = registry.fetch_from(withdrawn_url).decode().splitlines()
    Catalogue(obj["cfg"]["database"]).retire_withdrawn([n.strip() for n in names if n.strip()])


@cli.command()
@click.argument("region")
@click.option("--xpath", "expression", default=None)
@click.pass_obj
def errata(obj, region, expression):
    root = feeds.parse_errata(registry.fetch_errata(region))
    if expression:
        for hit in feeds.xpath_query(root, expression):
            click.echo(hit)
        return
    for entry in feeds.parse_feed(registry.fetch_feed(region)):
        for text in feeds.connected_systems(root, entry):
            click.echo(f"{entry['name']}: {text}")


@cli.command()
@click.argument("region")
@click.option("--years", type=int, default=0)
@click.pass_obj
def bundle(obj, region, years):
    """Fetch and process the survey bundles linked from a region's feed."""
    cfg = obj["cfg"]
    seen = set()
    for entry in feeds.parse_feed(registry.fetch_feed(region)):
        if not entry["survey_url"]:
            continue
        data = registry.fetch_linked_survey(entry)
        fingerprint = accounts.bundle_fingerprint(data)
        if fingerprint in seen:
            continue
        seen.add(fingerprint)
        result = bundles.process_bundle(data, cfg["bundle_dir"], years)
        click.echo(f"{entry['name']}: {result['output']}")


@cli.command()
@click.argument("model")
@click.pass_obj
def view(obj, model):
    survex.open_viewer(obj["cfg"]["viewer"], model)


@cli.command()
@click.option("--filter", "ldap_filter", default=None)
@click.option("--region", default=None)
@click.pass_obj
def members(obj, ldap_filter, region):
    cfg = obj["cfg"]
    if ldap_filter:
        entries = directory.raw_search(cfg, ldap_filter)
    else:
        entries = []
        for entry in feeds.parse_feed(registry.fetch_feed(region)):
            entries += directory.leaders_for(cfg, entry)
    for e in entries:
        click.echo(f"{e.cn}\t{e.mail}")


@cli.command("new-member")
@click.argument("email")
def new_member(email):
    password = accounts.temporary_password()
    click.echo(f"{email}\t{password}\t{accounts.wiki_password_hash(password)}")


@cli.command("report")
@click.option("--where", default=None, help="extra SQL condition")
@click.option("--order", default="name")
@click.option("--region", default="all")
@click.pass_obj
def make_report(obj, where, order, region):
    cfg = obj["cfg"]
    rows = Catalogue(cfg["database"]).query(where, order)
    os.makedirs(cfg["report_dir"], exist_ok=True)
    click.echo(report.write_region_report(rows, cfg["report_dir"], region))
    click.echo(report.write_descriptions(rows, cfg["report_dir"]))
    featured = report.cave_of_the_month(rows, seed=region)
    if featured is not None:
        click.echo(f"featured: {featured['name']}")


@cli.command("calc")
@click.argument("expression")
def calc_cmd(expression):
    click.echo(calc.evaluate(expression))


@cli.command("council-import")
@click.argument("url")
@click.pass_obj
def council_import(obj, url):
    rows = legacy.load_council_export(registry.fetch_from(url))
    click.echo(f"{len(rows)} council records")


@cli.command("club-settings")
@click.argument("path", type=click.Path(exists=True, dir_okay=False))
def club_settings(path):
    with open(path) as fh:
        click.echo(legacy.load_club_settings(fh.read()))


@cli.command("preview")
@click.option("--port", default=8765)
@click.pass_obj
def preview_cmd(obj, port):
    preview.serve(obj["cfg"]["report_dir"], port)


def main():
    cli()
