import httpx
from sanic import Blueprint
from sanic.response import json

from . import config

bp = Blueprint("shipping", url_prefix="/shipping")


@bp.get("/track")
async def track(request):
    carrier = request.args.get("carrier", "postnord")
    code = request.args.get("code", "")
    base = config.CARRIERS.get(carrier)
    if base is None:
        return json({"error": "unknown carrier"}, status=400)
    async with httpx.AsyncClient(timeout=10) as client:
        r = await client.get(base, params={"id": code})
    return json(r.json())


@bp.post("/marketplace-status")
async def marketplace_status(request):
    """Marketplace sellers register their own tracking endpoint; we poll it for the customer."""
    endpoint = request.json["tracking_endpoint"]
    async with httpx.AsyncClient(timeout=10) as client:
        r = await client.get(endpoint)
    return json({"status": r.status_code, "payload": r.text[:2000]})
