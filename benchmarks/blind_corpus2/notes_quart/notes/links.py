"""Bookmarks, link tracking and link previews."""
import re
from urllib.parse import unquote, urlparse

import httpx
from quart import Blueprint, abort, g, redirect, request

from . import config

bp = Blueprint("links", __name__)
TITLE_RE = re.compile(r"<title[^>]*>(.*?)</title>", re.I | re.S)


@bp.get("/go")
async def go():
    """Click tracking for links inside notes: /go?u=https%3A%2F%2F..."""
    target = unquote(request.args.get("u", ""))
    await g.conn.execute("INSERT INTO clicks (url) VALUES (?)", (target,))
    await g.conn.commit()
    return redirect(target)


@bp.get("/bookmark/<int:bookmark_id>")
async def bookmark(bookmark_id):
    async with g.conn.execute("SELECT url FROM bookmarks WHERE id = ? AND owner = ?", (bookmark_id, g.user_id)) as cur:
        row = await cur.fetchone()
    if row is None:
        abort(404)
    return redirect(row["url"])


@bp.get("/unfurl")
async def unfurl():
    url = request.args.get("url", "")
    async with httpx.AsyncClient(timeout=5, follow_redirects=True) as client:
        r = await client.get(url)
    m = TITLE_RE.search(r.text)
    return {"url": url, "title": m.group(1).strip() if m else None}


@bp.get("/unfurl/known")
async def unfurl_known():
    url = request.args.get("url", "")
    if urlparse(url).netloc not in config.UNFURL_HOSTS:
        abort(400)
    async with httpx.AsyncClient(timeout=5, follow_redirects=False) as client:
        r = await client.get(url)
    m = TITLE_RE.search(r.text)
    return {"url": url, "title": m.group(1).strip() if m else None}
