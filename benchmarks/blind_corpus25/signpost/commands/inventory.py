import random
import sqlite3

import click

from .. import config
from ..api import CmsClient


def _db():
    config.CACHE_DIR.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(config.STATE_DB)
    conn.execute("CREATE TABLE IF NOT EXISTS screens (id TEXT PRIMARY KEY, site TEXT, name TEXT, status TEXT)")
    return conn


@click.command()
@click.argument("site")
@click.option("--sample", type=int, default=0, help="Spot-check N random screens.")
@click.pass_context
def inventory(ctx, site, sample):
    """Sync the local screen inventory from the CMS."""
    conn = _db()
    screens = CmsClient(ctx.obj.get("cms_url")).screens(site)
    for s in screens:
        conn.execute(
            "INSERT OR REPLACE INTO screens (id, site, name, status) VALUES (?, ?, ?, ?)",
            (s["id"], site, s["name"], s["status"]),
        )
    conn.commit()
    if sample:
        for s in random.sample(screens, min(sample, len(screens))):
            click.echo(f"check {s['name']} ({s['status']})")
