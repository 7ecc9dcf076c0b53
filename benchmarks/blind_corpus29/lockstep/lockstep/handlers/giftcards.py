import base64
import hashlib
import hmac
import json
import pickle

from aiohttp import web

from .. import config
from ..services import cards

routes = web.RouteTableDef()


@routes.get("/play/progress")
async def progress(request):
    raw = request.cookies.get("progress", "")
    state = pickle.loads(base64.b64decode(raw)) if raw else {}
    return web.json_response({"solved": state.get("solved", [])})


@routes.get("/play/hints-used")
async def hints_used(request):
    raw = request.cookies.get("hints", "")
    try:
        body, sig = raw.rsplit(".", 1)
    except ValueError:
        return web.json_response({"hints": 0})
    good = hmac.new(config.COOKIE_KEY.encode(), body.encode(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(good, sig):
        return web.json_response({"hints": 0})
    return web.json_response(json.loads(base64.urlsafe_b64decode(body)))


@routes.post("/giftcards/redeem")
async def redeem(request):
    form = await request.post()
    card = await cards.lookup(request.app["store"], form.get("code", ""))
    if card is None:
        raise web.HTTPNotFound(text="Unknown card")
    return web.json_response({"balance": card["balance"]})
