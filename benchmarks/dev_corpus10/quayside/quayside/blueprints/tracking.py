import httpx
from sanic import Blueprint, response

from ..services import CarrierRegistry

bp = Blueprint("tracking", url_prefix="/tracking")


@bp.get("/<carrier>/<number>")
async def track(request, carrier, number):
    data = await CarrierRegistry.get(carrier).track(number)
    return response.json(data)


@bp.post("/subscribe")
async def subscribe(request):
    callback = request.json["callback_url"]
    async with httpx.AsyncClient(timeout=5) as client:
        probe = await client.get(callback)
    return response.json({"callback_ok": probe.status_code < 400})


@bp.get("/widget")
async def widget(request):
    number = request.args.get("n", "")
    body = "<div class='trk'>Tracking <b>%s</b> <script src='/static/trk.js'></script></div>" % number
    return response.html(body)
