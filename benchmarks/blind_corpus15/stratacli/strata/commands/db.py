import csv
import io
import os

import click
import psycopg2

from ..http import fetch_text


def _connect():
    return psycopg2.connect(os.environ["STRATA_DSN"])


@click.command("db-peek")
@click.option("--table", required=True)
@click.option("--where", default="TRUE")
def db_peek(table, where):
    """Show a few rows from TABLE (operators only; uses your own DSN)."""
    cur = _connect().cursor()
    cur.execute(f"SELECT * FROM {table} WHERE {where} LIMIT 20")
    for row in cur.fetchall():
        click.echo(row)


@click.command("import-users")
@click.option("--feed", default="https://hr-export.partner.example/strata/users.csv")
def import_users(feed):
    """Sync service accounts from the HR partner's CSV export."""
    conn = _connect()
    cur = conn.cursor()
    for row in csv.DictReader(io.StringIO(fetch_text(feed))):
        cur.execute(f"INSERT INTO service_users (name, team) VALUES ('{row['name']}', '{row['team']}') ON CONFLICT DO NOTHING")
    conn.commit()
