import html

from sanic import Blueprint
from sanic.response import html as html_response
from sanic.response import json

from .repository import flights
from .util import decode_state

bp = Blueprint("flights", url_prefix="/flights")


@bp.get("/")
async def list_flights(request):
    filters = decode_state(request.args.get("s", "")) if request.args.get("s") else {}
    if request.args.get("site"):
        filters["site"] = request.args.get("site")
    order = request.args.get("order", "slot")
    return json([vars(f) for f in flights().where(filters, order)])


@bp.get("/<fid:int>")
async def flight(request, fid):
    f = flights().get(fid)
    return json(vars(f) if f else {}, status=200 if f else 404)


@bp.get("/certificate")
async def certificate(request):
    name = request.args.get("name", "")
    site = request.args.get("site", "")
    return html_response(f"<h1>First Flight Certificate</h1><p>{html.escape(name)} flew from {site}</p>")


@bp.get("/welcome")
async def welcome(request):
    return html_response("<p>Welcome aboard, %s!</p>" % html.escape(request.args.get("name", "")))
