from urllib.parse import urlparse

import httpx
from lxml import etree
from quart import Blueprint, current_app, jsonify, request

from ..services.geo import GpxImporter, StopIndex

bp = Blueprint("maps", __name__, url_prefix="/maps")

TILE_HOSTS = {"tile.openstreetmap.org", "tiles.parkco.net"}


@bp.get("/route")
async def route():
    params = {"from": request.args.get("from"), "to": request.args.get("to")}
    async with httpx.AsyncClient() as client:
        resp = await client.get(current_app.config["ROUTING_URL"], params=params)
    return jsonify(resp.json())


@bp.get("/tile")
async def tile():
    src = request.args.get("src", "")
    if urlparse(src).hostname not in TILE_HOSTS:
        return "forbidden", 403
    async with httpx.AsyncClient() as client:
        resp = await client.get(src)
    return resp.content, 200, {"Content-Type": "image/png"}


@bp.get("/avatar")
async def avatar():
    src = request.args.get("src", "")
    async with httpx.AsyncClient() as client:
        resp = await client.get(src)
    return resp.content, 200, {"Content-Type": "image/png"}


@bp.post("/gpx")
async def gpx():
    data = await request.get_data()
    return jsonify(GpxImporter().points(data))


@bp.get("/stops")
async def stops():
    idx = StopIndex()
    return jsonify(idx.named(request.args.get("name", "")))
