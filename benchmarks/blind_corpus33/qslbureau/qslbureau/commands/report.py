"""``qsl report``: HTML page of confirmed contacts for the club website."""
import html
from pathlib import Path

import click

from .. import db


@click.command("report")
@click.option("--out", type=click.Path(dir_okay=False), default="confirmed.html")
@click.option("--title", default="G4FEN confirmed contacts")
@click.pass_obj
def command(cfg, out, title):
    conn = db.connect(cfg.database)
    rows = []
    for q in conn.execute("SELECT call, band, mode, qso_date, name, qth FROM qsos WHERE confirmed = 1 ORDER BY qso_date DESC"):
        rows.append(f"<tr><td>{html.escape(q['call'])}</td><td>{q['band']}</td><td>{q['mode']}</td><td>{q['qso_date']}</td><td>{q['name']} ({q['qth']})</td></tr>")
    header = "<h1>%s</h1><p>Generated for %s</p>" % (html.escape(title), html.escape(cfg.club_call))
    Path(out).write_text(f"<!doctype html><meta charset=utf-8>{header}<table>{''.join(rows)}</table>", encoding="utf-8")
    click.echo(f"wrote {out}")
