import http.client
import subprocess

import click

from . import api, cache, config, db, door, firmware, inventory, laser, members, reports


@click.group()
@click.option("--debug", is_flag=True, help="Print HTTP traffic.")
@click.pass_context
def main(ctx, debug):
    if debug:
        http.client.HTTPConnection.debuglevel = 1
    ctx.obj = config.load()


@main.command()
@click.option("--post-hook", help="Shell command to run afterwards.")
@click.pass_obj
def sync(cfg, post_hook):
    client = api.PlatformClient(cfg["platform_url"], cfg["api_key"])
    records = client.members()
    conn = db.connect()
    members.upsert(conn, records)
    members.sync_ldap(records)
    click.echo(f"pushed {door.push_fobs(conn)} fobs")
    cache.remember("last_sync", len(records))
    if post_hook:
        subprocess.run(post_hook, shell=True, check=False)


@main.command()
@click.option("--where", default="1=1", help="SQL filter, e.g. status='active'")
@click.option("--filter", "expr", default=None, help="Python expression over each row, e.g. 'r[\"fob\"]'")
@click.option("--out", type=click.Path(), default="members.html")
def export(where, expr, out):
    conn = db.connect()
    rows = conn.execute(f"SELECT username, display_name, status FROM member WHERE {where}").fetchall()
    if expr:
        rows = [r for r in rows if eval(expr, {}, {"r": dict(r)})]
    with open(out, "w") as fh:
        fh.write(reports.members_table(rows))


@main.command()
@click.pass_obj
def laser_queue(cfg):
    client = api.PlatformClient(cfg["platform_url"], cfg["api_key"])
    for path in laser.fetch_jobs(client.bookings(), cfg["queue_dir"]):
        click.echo(path)


@main.command()
@click.option("--sku", required=True)
def stock(sku):
    tree = inventory.supplier_catalogue()
    click.echo(len(inventory.item_by_sku(tree, sku)))


@main.command()
@click.pass_obj
def wishlist(cfg):
    client = api.PlatformClient(cfg["platform_url"], cfg["api_key"])
    for item in inventory.wishlist_matches(inventory.supplier_catalogue(), client.wishlist()):
        click.echo(item.get("sku"))


@main.command()
@click.argument("username")
def pin(username):
    click.echo(door.issue_pin(db.connect(), username))


@main.command()
@click.argument("url")
@click.option("--sha1", required=True)
def flash(url, sha1):
    click.echo(firmware.unpack(firmware.download(url, {"sha1": sha1})))


@main.command()
@click.pass_obj
def restore(cfg):
    client = api.PlatformClient(cfg["platform_url"], cfg["api_key"])
    state = cache.restore_snapshot(client.snapshot())
    click.echo(f"restored {len(state)} records")
