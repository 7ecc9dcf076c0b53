"""Command-line entry point: ``herbarium-sync``.

Options come from the curator running the tool and ~/.herbarium_sync.ini;
records, ABCD XML, archives and image URLs come back from the regional portal,
which aggregates data contributed by many institutions.
"""
import os
import random
import tempfile

import click

from . import abcd, archive, cache, georef, images, lock
from . import config as config_mod
from . import preview as preview_mod
from .catalogue import Catalogue
from .collectors import StaffDirectory
from .portal import PortalClient


@click.group()
@click.option("--config", "config_path", default=config_mod.DEFAULT_INI, show_default=True)
@click.option("--portal", help="Override the portal base URL from the config file.")
@click.pass_context
def main(ctx, config_path, portal):
    cfg = config_mod.load(config_path)
    if portal:
        cfg.portal_url = portal
    ctx.obj = cfg


@main.command()
@click.option("--since", help="Only records modified since this ISO date.")
@click.option("--images/--no-images", "with_images", default=True)
@click.pass_obj
def sync(cfg, since, with_images):
    lock.acquire()
    try:
        client = PortalClient(cfg.portal_url, cfg.token, cfg.dataset)
        catalogue = Catalogue(cfg.db_path)
        staff = StaffDirectory(cfg.ldap_url)
        state = cache.SyncCache(cfg.cache_dir).load_state()
        for rec in client.records(since or state.get("since")):
            catalogue.upsert(rec)
            catalogue.tag_family(rec)
            rec["coords"] = georef.parse_coordinates(rec)
            rec["uncertainty"] = georef.parse_uncertainty(rec)
            rec["latlon"] = georef.apply_transform(rec)
            rec["staff"] = staff.match_collector(rec) + staff.match_identifier(rec)
            root = abcd.parse(client.abcd_document(rec["catalogNumber"]))
            rec["related"] = len(abcd.related_units(root))
            if with_images:
                images.fetch_media(rec, cfg.image_dir, client.session)
        catalogue.commit()
    finally:
        lock.release()


@main.command("fast-sync")
@click.pass_obj
def fast_sync(cfg):
    client = PortalClient(cfg.portal_url, cfg.token, cfg.dataset)
    resp = client.session.get(f"{client.base_url}/datasets/{cfg.dataset}/bundle.pickle", timeout=120)
    catalogue = Catalogue(cfg.db_path)
    for rec in cache.load_portal_bundle(resp.content):
        catalogue.upsert(rec)
    catalogue.commit()


@main.command()
@click.option("--checked/--unchecked", default=False, help="Use tarfile's data filter.")
@click.argument("dest", type=click.Path(file_okay=False))
@click.pass_obj
def unpack(cfg, checked, dest):
    client = PortalClient(cfg.portal_url, cfg.token, cfg.dataset)
    stream = client.archive()
    if checked:
        archive.unpack_checked(stream, dest)
    else:
        archive.unpack_portal_archive(stream, dest)


@main.command()
@click.option("--where", default="1=1", help="SQL condition, e.g. \"family = 'Rosaceae'\".")
@click.option("--filter", "expression", help="Python expression over record fields.")
@click.option("--taxon", help="Only show ABCD units for this taxon.")
@click.option("--out", type=click.Path(dir_okay=False))
@click.pass_obj
def query(cfg, where, expression, taxon, out):
    catalogue = Catalogue(cfg.db_path)
    rows = [dict(r) for r in catalogue.query(where)]
    if expression:
        rows = [r for r in rows if georef.matches_filter(r, expression)]
    if taxon:
        client = PortalClient(cfg.portal_url, cfg.token, cfg.dataset)
        for r in rows:
            root = abcd.parse(client.abcd_document(r["catalog_number"]))
            r["units"] = len(abcd.units_for_taxon(root, taxon)) + len(abcd.identifications(root, taxon))
    if out:
        archive.write_export([tuple(r.values()) for r in rows], out)
    else:
        for r in rows:
            click.echo(r)


@main.command()
@click.option("--sample", default=20, show_default=True, help="Records to spot-check.")
@click.pass_obj
def qa(cfg, sample):
    catalogue = Catalogue(cfg.db_path)
    rows = catalogue.query("1=1")
    fd, report = tempfile.mkstemp(prefix="herbarium-qa-", suffix=".txt")
    with os.fdopen(fd, "w") as fh:
        for row in random.sample(list(rows), min(sample, len(rows))):
            fh.write(f"check {row['catalog_number']}: {row['scientific_name']}\n")
    click.echo(f"QA list written to {report}")


@main.command()
@click.argument("ldap_filter")
@click.pass_obj
def staff(cfg, ldap_filter):
    for uid, cn in StaffDirectory(cfg.ldap_url).staff_lookup(ldap_filter):
        click.echo(f"{uid}\t{cn}")


@main.command()
@click.option("--port", default=5050)
@click.option("--debug/--no-debug", default=False)
@click.pass_obj
def preview(cfg, port, debug):
    preview_mod.serve(cfg.db_path, port=port, debug=debug)


if __name__ == "__main__":
    main()
