import html
from pathlib import Path

import click

from ..api import CmsClient


def _screens(ctx, site):
    return CmsClient(ctx.obj.get("cms_url")).screens(site)


@click.command()
@click.argument("site")
@click.option("--out", type=click.Path(dir_okay=False), default="screens.html")
@click.pass_context
def report(ctx, site, out):
    """Write an HTML status table for every screen at SITE; it is published on the intranet."""
    screens = _screens(ctx, site)
    Path(out).write_text("<table>%s</table>" % "".join(f"<tr><td>{html.escape(s['name'])}</td><td>{html.escape(s['status'])}</td></tr>" for s in screens), encoding="utf-8")
    click.echo(f"wrote {out}")


@click.command(name="error-report")
@click.argument("site")
@click.option("--out", type=click.Path(dir_okay=False), default="errors.html")
@click.pass_context
def error_report(ctx, site, out):
    """Write the last player error of each screen at SITE to the intranet error page."""
    screens = _screens(ctx, site)
    Path(out).write_text("<ul>%s</ul>" % "".join("<li><b>%s</b>: %s</li>" % (s["name"], s.get("last_error", "")) for s in screens), encoding="utf-8")
    click.echo(f"wrote {out}")
