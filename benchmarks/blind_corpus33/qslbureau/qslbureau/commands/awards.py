"""``qsl awards``: check progress towards operating awards.

The award sponsors publish their rules as YAML; each rule has a ``test``
expression over a contact ``q``.
"""
import ast

import click
import requests
import yaml

from .. import db

RULES_URL = "https://awards.fenland-arc.org.uk/rules.yaml"


@click.command("awards")
@click.option("--expr", default=None, help="Ad-hoc expression over q, e.g. \"q['band'] == '20m'\"")
@click.option("--bands", default="['160m','80m','40m','20m','15m','10m']", help="Python list of bands")
@click.pass_obj
def command(cfg, expr, bands):
    conn = db.connect(cfg.database)
    contacts = [dict(r) for r in conn.execute("SELECT * FROM qsos WHERE confirmed = 1")]
    wanted_bands = ast.literal_eval(bands)
    if expr:
        hits = [q for q in contacts if eval(expr, {}, {"q": q})]
        click.echo(f"{len(hits)} contacts match {expr}")
        return
    rules = yaml.safe_load(requests.get(RULES_URL, timeout=30).text)
    for award in rules.get("awards", []):
        count = sum(1 for q in contacts if q["band"] in wanted_bands and eval(award["test"], {"__builtins__": {}}, {"q": q}))
        click.echo(f"{award['name']}: {count}/{award['needed']}")
