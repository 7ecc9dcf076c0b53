import secrets
from urllib.parse import urlparse

from sanic import Blueprint
from sanic.response import json, redirect

from . import config

bp = Blueprint("checkout", url_prefix="/checkout")


@bp.post("/start")
async def start(request):
    cart_id = secrets.token_urlsafe(24)
    resp = json({"cart": cart_id})
    resp.add_cookie("cart_session", cart_id, secure=False, httponly=False, max_age=7 * 86400)
    return resp


@bp.get("/done")
async def done(request):
    """Payment provider sends the customer back here."""
    return_url = request.args.get("return_url", "/")
    return redirect(return_url)


@bp.get("/cancel")
async def cancel(request):
    back = request.args.get("return_url", "/cart")
    if urlparse(back).netloc not in config.ALLOWED_RETURN_HOSTS:
        back = "/cart"
    return redirect(back)


@bp.post("/login")
async def login(request):
    token = secrets.token_urlsafe(32)
    resp = json({"ok": True})
    resp.add_cookie("shop_auth", token, secure=True, httponly=True, samesite="Strict")
    return resp
