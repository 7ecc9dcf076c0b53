import json
import os
import pickle
import tarfile

import click

from .. import config
from ..api import CmsClient


def _safe_members(tar, dest):
    dest = os.path.realpath(dest)
    for member in tar.getmembers():
        target = os.path.realpath(os.path.join(dest, member.name))
        if os.path.commonpath([dest, target]) != dest or member.issym() or member.islnk():
            raise click.ClickException(f"refusing unsafe member {member.name!r}")
        yield member


@click.group()
def bundles():
    """Inspect and unpack content bundles."""


@bundles.command()
@click.argument("archive", type=click.Path(exists=True))
@click.argument("dest", type=click.Path())
def unpack(archive, dest):
    """Unpack a bundle downloaded from the CMS."""
    with tarfile.open(archive) as tar:
        tar.extractall(dest)
    click.echo("unpacked")


@bundles.command(name="unpack-checked")
@click.argument("archive", type=click.Path(exists=True))
@click.argument("dest", type=click.Path())
def unpack_checked(archive, dest):
    """Unpack a bundle, refusing members that escape DEST."""
    with tarfile.open(archive) as tar:
        tar.extractall(dest, members=_safe_members(tar, dest))
    click.echo("unpacked")


@bundles.command(name="load-cache")
@click.argument("bundle_id", type=int)
@click.pass_context
def load_cache(ctx, bundle_id):
    """Load the screen-state snapshot that the CMS attaches to a bundle."""
    cms = CmsClient(ctx.obj.get("cms_url"))
    manifest = cms.manifest(bundle_id)
    path = cms.download(manifest["state_url"], str(config.CACHE_DIR / f"state-{bundle_id}.bin"))
    with open(path, "rb") as fh:
        state = pickle.load(fh)
    click.echo(f"{len(state)} screens in snapshot")


@bundles.command(name="load-json")
@click.argument("bundle_id", type=int)
@click.pass_context
def load_json(ctx, bundle_id):
    """Load the JSON variant of the screen-state snapshot."""
    cms = CmsClient(ctx.obj.get("cms_url"))
    manifest = cms.manifest(bundle_id)
    path = cms.download(manifest["state_json_url"], str(config.CACHE_DIR / f"state-{bundle_id}.json"))
    with open(path) as fh:
        state = json.load(fh)
    click.echo(f"{len(state)} screens in snapshot")
