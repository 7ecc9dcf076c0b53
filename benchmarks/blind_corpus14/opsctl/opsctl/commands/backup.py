import datetime
import os
import tempfile

import typer

from .. import shell

app = typer.Typer(help="Database backups")


@app.command("db")
def backup_db(name: str, dest_dir: str = "/backups/postgres"):
    """Dump a database to <dest_dir>/<name>-<date>.sql.gz."""
    stamp = datetime.date.today().isoformat()
    dest = os.path.join(dest_dir, "%s-%s.sql.gz" % (name, stamp))
    shell.run(f"pg_dump --no-owner {name} | gzip -9 > {dest}")
    typer.echo(dest)


@app.command("verify")
def verify(archive: str):
    """Restore an archive into a scratch database to prove it is readable."""
    scratch_sql = tempfile.mktemp(suffix=".sql", prefix="opsctl-verify-")
    shell.run_argv(["sh", "-c", 'gunzip -c "$0" > "$1"', archive, scratch_sql])
    shell.run_argv(["psql", "-q", "-d", "scratch_restore", "-f", scratch_sql])
    os.unlink(scratch_sql)
    typer.echo("ok")
