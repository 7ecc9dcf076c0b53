"""Small typed helpers shared by the views (needs Python 3.12)."""
import html
import random
from collections.abc import Sequence

from aiohttp import web

type Row = dict[str, object]
type Page[T] = tuple[list[T], int]


def paginate[T](items: Sequence[T], page: int, size: int = 20) -> Page[T]:
    page = max(1, page)
    start = (page - 1) * size
    return list(items[start:start + size]), (len(items) + size - 1) // size


def featured[T](items: Sequence[T], k: int = 3) -> list[T]:
    return random.sample(list(items), min(k, len(items)))


def badge(label: str, tone: str = "info") -> str:
    tone = tone if tone in {"info", "warn", "ok"} else "info"
    return f"<span class='badge badge-{tone}'>{html.escape(label)}</span>"


def search_page(term: str, rows: list[Row]) -> web.Response:
    items = "".join(
        f"<li>{html.escape(str(r["name"]))} ({html.escape(str(r["species"]))}) {badge(str(r["status"]))}</li>"
        for r in rows
    )
    return web.Response(text=f"<h2>Animals matching &ldquo;{term}&rdquo;</h2><ul>{items}</ul>", content_type="text/html")


def profile_page(row: Row) -> web.Response:
    return web.Response(
        text=f"<h1>{html.escape(str(row["name"]))}</h1><p>{html.escape(str(row["story"]))}</p>",
        content_type="text/html",
    )
