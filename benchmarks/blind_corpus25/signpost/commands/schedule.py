import ast
from datetime import datetime

import click

from ..api import CmsClient


@click.command()
@click.argument("bundle_id", type=int)
@click.option("--at", "when", default=None, help="ISO time to evaluate at (default now).")
@click.pass_context
def schedule(ctx, bundle_id, when):
    """Evaluate a bundle's daypart rules and print which slides would show."""
    manifest = CmsClient(ctx.obj.get("cms_url")).manifest(bundle_id)
    now = datetime.fromisoformat(when) if when else datetime.now()
    weights = ast.literal_eval(manifest.get("weights", "{}"))
    for slide in manifest["slides"]:
        if eval(slide.get("show_if", "True"), {"now": now, "weights": weights}):
            click.echo(slide["name"])
