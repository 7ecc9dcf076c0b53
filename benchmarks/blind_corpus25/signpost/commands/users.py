import click
import ldap3
from ldap3.utils.conv import escape_filter_chars

from .. import config
from ..api import CmsClient


def _conn():
    return ldap3.Connection(ldap3.Server(config.LDAP_URL), auto_bind=True)


@click.group()
def users():
    """Cross-check screen owners against the staff directory."""


@users.command()
@click.argument("site")
@click.pass_context
def owners(ctx, site):
    """Look up the directory entry of each screen owner recorded in the CMS."""
    conn = _conn()
    for screen in CmsClient(ctx.obj.get("cms_url")).screens(site):
        conn.search(config.LDAP_BASE, "(displayName=%s)" % screen["owner"], attributes=["mail"])
        click.echo(f"{screen['name']}: {[str(e.mail) for e in conn.entries]}")


@users.command()
@click.argument("site")
@click.pass_context
def owners_safe(ctx, site):
    """As `owners`, escaping the CMS-supplied owner names."""
    conn = _conn()
    for screen in CmsClient(ctx.obj.get("cms_url")).screens(site):
        conn.search(config.LDAP_BASE, "(displayName=%s)" % escape_filter_chars(screen["owner"]), attributes=["mail"])
        click.echo(f"{screen['name']}: {[str(e.mail) for e in conn.entries]}")
