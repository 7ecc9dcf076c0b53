import base64
import json as jsonlib
import pickle
import random
import secrets

from sanic import Blueprint
from sanic.response import json

bp = Blueprint("vouchers", url_prefix="/vouchers")


@bp.post("/gift")
async def gift(request):
    code = "SKY-" + "".join(random.choice("0123456789ABCDEF") for _ in range(8))
    return json({"code": code})


@bp.post("/rebook")
async def rebook(request):
    return json({"token": secrets.token_urlsafe(16)})


@bp.get("/cart")
async def cart(request):
    raw = request.cookies.get("sb_cart", "")
    return json(pickle.loads(base64.b64decode(raw)) if raw else {})


@bp.post("/cart")
async def cart_import(request):
    return json(jsonlib.loads(request.body or b"{}"))
