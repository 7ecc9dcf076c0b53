"""``qsl members``: find which club member operated each unconfirmed contact."""
import click
from ldap3 import Connection, Server

from .. import db


@click.command("members")
@click.option("--filter", "raw_filter", default=None, help="Raw LDAP filter to run instead")
@click.pass_obj
def command(cfg, raw_filter):
    conn = Connection(Server(cfg.ldap_url), auto_bind=True)
    if raw_filter:
        conn.search(cfg.ldap_base, raw_filter, attributes=["cn", "hamCall", "mail"])
        for entry in conn.entries:
            click.echo(f"{entry.hamCall} {entry.cn} <{entry.mail}>")
        return
    local = db.connect(cfg.database)
    for row in local.execute("SELECT DISTINCT operator FROM qsos WHERE confirmed = 0 AND operator != ''"):
        conn.search(cfg.ldap_base, "(&(objectClass=hamOperator)(hamCall=%s))" % row["operator"], attributes=["cn", "mail"])
        for entry in conn.entries:
            click.echo(f"{row['operator']}: {entry.cn} <{entry.mail}>")
