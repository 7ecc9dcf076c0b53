import textwrap

import click

from .exchange import fetch_circulars


def show_circulars(cfg, limit=5):
    items = sorted(fetch_circulars(cfg), reverse=True)[:limit]
    for date, title in items:
        click.echo(f"{date}  " + textwrap.shorten(title or "(untitled)", 70))
    return len(items)
