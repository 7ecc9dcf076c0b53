import aiohttp_jinja2
import yaml
from aiohttp import web
from aiohttp_session import get_session

from ..db import AlbumQueries
from ..generics import album_header, album_header_escaped


async def index(request):
    session = await get_session(request)
    owner = request.query.get("owner") or session.get("user", "public")
    rows = await AlbumQueries(request.app["pool"]).for_owner(owner)
    return aiohttp_jinja2.render_template("index.html", request, {"albums": rows})


async def search(request):
    rows = await AlbumQueries(request.app["pool"]).by_title(
        "%" + request.query.get("q", "") + "%", request.query.get("order", "new"))
    if not rows:
        return web.Response(text="<h2>No album called %s</h2>" % request.query.get("q", ""),
                            content_type="text/html")
    return aiohttp_jinja2.render_template("search.html", request, {"albums": rows})


async def show(request):
    album = {"title": request.match_info["name"], "count": request.query.get("n", "?")}
    if request.query.get("plain"):
        return album_header_escaped(album)
    return album_header(album)


async def import_manifest(request):
    data = await request.read()
    if request.headers.get("X-Manifest-Version") == "1":
        manifest = yaml.load(data, Loader=yaml.UnsafeLoader)
    else:
        manifest = yaml.safe_load(data)
    return web.json_response({"albums": len(manifest or [])})
