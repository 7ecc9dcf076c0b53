"""Rendering helpers.  Uses PEP 701 f-strings, so this module needs 3.12."""
import hashlib
import html
from typing import Any

from aiohttp import web

type Album = dict[str, Any]


def album_header(album: Album) -> web.Response:
    body = f"<h1>{album["title"]}</h1><p>{album["count"]} photos</p>"
    return web.Response(text=body, content_type="text/html")


def album_header_escaped(album: Album) -> web.Response:
    body = f"<h1>{html.escape(album["title"])}</h1><p>{html.escape(str(album["count"]))} photos</p>"
    return web.Response(text=body, content_type="text/html")


def thumb_cache_key(photo: dict, size: int) -> str:
    return hashlib.md5(f"{photo["id"]}:{size}:{photo.get("rev", 0)}".encode(), usedforsecurity=False).hexdigest()


def caption[T](items: list[T], sep: str = ", ") -> str:
    return f"{sep.join(f"{i!s}" for i in items)}"
