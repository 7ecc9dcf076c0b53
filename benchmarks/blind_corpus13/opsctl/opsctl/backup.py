import os
import tarfile
import tempfile

import boto3
import click

from .shell import run


@click.command()
@click.argument("database")
@click.option("--host", default="db-primary.internal")
@click.pass_obj
def backup(cfg, database, host):
    """pg_dump DATABASE and upload it to the backup bucket."""
    env = dict(os.environ, PGPASSWORD=os.environ.get("PGPASSWORD", ""))
    with tempfile.NamedTemporaryFile(prefix="opsctl-", suffix=".dump", delete=False) as tmp:
        dump_path = tmp.name
    try:
        run(["pg_dump", "-Fc", "-h", host, "-f", dump_path, database], env=env)
        key = f"{database}/{os.path.basename(dump_path)}"
        boto3.client("s3").upload_file(dump_path, cfg["backup_bucket"], key)
        click.echo(f"uploaded s3://{cfg['backup_bucket']}/{key}")
    finally:
        os.unlink(dump_path)


def _download(bucket, key):
    fd, path = tempfile.mkstemp(suffix=".tar.gz")
    os.close(fd)
    boto3.client("s3").download_file(bucket, key, path)
    return path


@click.command()
@click.argument("key")
@click.option("--dest", default="/srv/restore", show_default=True)
@click.option("--bucket", default=None, help="Defaults to the configured backup bucket.")
@click.pass_obj
def restore_files(cfg, key, dest, bucket):
    """Unpack a file-level backup archive (KEY) into DEST."""
    path = _download(bucket or cfg["backup_bucket"], key)
    with tarfile.open(path) as tar:
        # keep ownership, modes and links exactly as they were on the source host
        tar.extractall(dest, numeric_owner=True, filter="fully_trusted")
    os.unlink(path)


@click.command()
@click.argument("key")
@click.option("--dest", default="/srv/restore", show_default=True)
@click.pass_obj
def restore_site(cfg, key, dest):
    """Unpack a static-site bundle produced by CI."""
    path = _download(cfg["backup_bucket"], "sites/" + key)
    with tarfile.open(path) as tar:
        tar.extractall(dest, filter="data")
    os.unlink(path)
