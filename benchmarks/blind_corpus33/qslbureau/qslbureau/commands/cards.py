"""``qsl cards``: print cards for unconfirmed contacts and open them in a viewer."""
import subprocess

import click

from .. import db, render


@click.command("cards")
@click.option("--band", default=None)
@click.option("--viewer", default="xdg-open {}", help="Command used to preview the contact sheet")
@click.pass_obj
def command(cfg, band, viewer):
    conn = db.connect(cfg.database)
    sql = "SELECT * FROM qsos WHERE confirmed = 0"
    params = ()
    if band:
        sql += " AND band = ?"
        params = (band,)
    cfg.card_dir.mkdir(parents=True, exist_ok=True)
    paths = [render.card(dict(row), cfg.club_call, str(cfg.card_dir)) for row in conn.execute(sql, params)]
    if not paths:
        click.echo("nothing to print")
        return
    sheet = render.contact_sheet(paths, str(cfg.card_dir / "contact-sheet.png"))
    subprocess.run(viewer.format(sheet), shell=True)
