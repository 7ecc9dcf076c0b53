import os
import sqlite3
import tempfile

import click

from ..controller.parsers import parse_reading
from ..report import render_report
from ..store import Store


@click.group()
def tank():
    """Water parameter log."""


@tank.command("log")
@click.argument("param")
@click.argument("value")
@click.pass_obj
def log_param(obj, param, value):
    Store(obj["db"]).add(param, parse_reading(param, value))


@tank.command("report")
@click.option("--out", type=click.Path(dir_okay=False), default="report.html")
@click.pass_obj
def report(obj, out):
    rows = Store(obj["db"]).recent(30)
    with open(out, "w", encoding="utf-8") as fh:
        fh.write(render_report(rows))
    click.echo(f"wrote {out}")


@tank.command("export")
@click.pass_obj
def export(obj):
    rows = Store(obj["db"]).recent(365)
    tmp = tempfile.mktemp(prefix="reef-", suffix=".csv")
    with open(tmp, "w") as fh:
        for r in rows:
            fh.write(",".join(map(str, r)) + "\n")
    click.echo(tmp)


@tank.command("backup")
@click.pass_obj
def backup(obj):
    with tempfile.NamedTemporaryFile(prefix="reef-", suffix=".db", delete=False) as fh:
        src = sqlite3.connect(os.path.expanduser(obj["db"]))
        dst = sqlite3.connect(fh.name)
        src.backup(dst)
    click.echo(fh.name)
