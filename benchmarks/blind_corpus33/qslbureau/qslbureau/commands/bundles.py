"""``qsl bundles``: card images and state from the bureau archive."""
import base64
import json
import os
import pickle
import zipfile

import click
import requests
import yaml

from .. import db


@click.group("bundles")
def command():
    """Card bundles from the bureau archive."""


@command.command("fetch-images")
@click.option("--from", "source", default=None, help="Fetch one image from this URL instead")
@click.pass_obj
def fetch_images(cfg, source):
    cfg.card_dir.mkdir(parents=True, exist_ok=True)
    if source:
        data = requests.get(source, timeout=30).content
        (cfg.card_dir / "manual.jpg").write_bytes(data)
        return
    conn = db.connect(cfg.database)
    for row in conn.execute("SELECT id, card_url FROM qsos WHERE confirmed = 1 AND card_url != ''"):
        resp = requests.get(row["card_url"], timeout=30)
        if resp.ok:
            (cfg.card_dir / f"received-{row['id']}.jpg").write_bytes(resp.content)


@command.command("unpack")
@click.argument("bundle", type=click.Path(exists=True, dir_okay=False))
@click.pass_obj
def unpack(cfg, bundle):
    """Unpack a bundle downloaded from the bureau archive."""
    with zipfile.ZipFile(bundle) as zf:
        manifest = json.loads(zf.read("manifest.json"))
        for item in manifest["cards"]:
            target = os.path.join(cfg.card_dir, item["save_as"])
            with open(target, "wb") as fh:
                fh.write(zf.read(item["member"]))
        for name in zf.namelist():
            if name.startswith("thumbs/"):
                with open(os.path.join(cfg.card_dir, "thumbs", os.path.basename(name)), "wb") as fh:
                    fh.write(zf.read(name))


@command.command("state")
@click.pass_obj
def bureau_state(cfg):
    """Which of our cards are waiting at the bureau (published by the archive)."""
    resp = requests.get(cfg.bureau_url + "/state", timeout=30)
    if resp.headers.get("Content-Type", "").startswith("application/x-yaml"):
        state = yaml.safe_load(resp.text)
    else:
        state = pickle.loads(base64.b64decode(resp.content))
    for call, count in sorted(state.get("waiting", {}).items()):
        click.echo(f"{call}: {count}")
