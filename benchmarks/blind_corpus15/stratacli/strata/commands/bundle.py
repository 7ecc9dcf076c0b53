import io
import tarfile

import click

from ..http import fetch_bytes


@click.command()
@click.argument("url")
@click.option("--dest", type=click.Path(file_okay=False), default="/opt/strata/bundles")
def bundle(url, dest):
    """Download a third-party bundle tarball and unpack it into DEST."""
    data = fetch_bytes(url)
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:*") as tf:
        tf.extractall(dest)
    click.echo(f"unpacked {len(data)} bytes into {dest}")


@click.command("bundle-local")
@click.argument("path", type=click.Path(exists=True, dir_okay=False))
@click.option("--dest", type=click.Path(file_okay=False), default="/opt/strata/bundles")
def bundle_local(path, dest):
    """Unpack a bundle that is already on disk."""
    with tarfile.open(path, mode="r:*") as tf:
        tf.extractall(dest, filter="data")
