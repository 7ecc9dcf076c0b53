import random
import secrets
import string

from aiohttp import web

ALPHABET = string.ascii_letters + string.digits
_LINKS = {}


async def new_link(request):
    album = request.query["album"]
    token = "".join(random.choices(ALPHABET, k=12))
    _LINKS[token] = album
    resp = web.json_response({"url": "/share/" + token})
    resp.set_cookie("share_token", token)
    resp.set_cookie("gallery_view", request.query.get("view", "grid"), secure=True, httponly=True, samesite="Lax")
    return resp


def delete_code():
    return "".join(secrets.choice(ALPHABET) for _ in range(20))


async def open_link(request):
    album = _LINKS.get(request.match_info["token"])
    if album is None:
        raise web.HTTPNotFound()
    raise web.HTTPFound(request.app.router["album"].url_for(name=album))


async def follow(request):
    raise web.HTTPFound(request.query.get("to", "/"))
