import html
import os

from jinja2 import Environment, select_autoescape

from .. import settings
from ..db import cursor

env = Environment(autoescape=select_autoescape(default=True))
CARD = env.from_string("<article><h3>{{ business }}</h3><p>{{ blurb }}</p></article>")


def build_market_day_page(payload: dict) -> str:
    """Regenerate the public 'who's at the market this Saturday' page."""
    with cursor() as cur:
        cur.execute("SELECT business, blurb FROM traders WHERE attending = %s", (payload["date"],))
        traders = cur.fetchall()
    cards = "".join(f"<article><h3>{html.escape(b)}</h3><p>{blurb}</p></article>" for b, blurb in traders)
    path = os.path.join(settings.PUBLIC_SITE, "this-saturday.html")
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("<html><body><h1>This Saturday</h1>" + cards + "</body></html>")
    return path


def build_trader_cards(payload: dict) -> str:
    with cursor() as cur:
        cur.execute("SELECT business, blurb FROM traders WHERE category = %s", (payload["category"],))
        rows = cur.fetchall()
    html_out = "".join(CARD.render(business=b, blurb=blurb) for b, blurb in rows)
    path = os.path.join(settings.PUBLIC_SITE, "traders-%s.html" % "".join(c for c in payload["category"] if c.isalnum()))
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(html_out)
    return path
