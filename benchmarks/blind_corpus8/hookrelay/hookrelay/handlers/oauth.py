import random
import secrets
import time

import aiohttp
from aiohttp import web

from ..settings import SETTINGS

routes = web.RouteTableDef()
RETURN_PATHS = {"dashboard": "/dashboard", "subscriptions": "/dashboard/subscriptions"}


def new_session_id():
    return "%032x" % random.getrandbits(128)


async def _github_login(code):
    async with aiohttp.ClientSession() as http:
        async with http.post(
            "https://github.com/login/oauth/access_token",
            data={"client_id": SETTINGS.github_client_id, "client_secret": SETTINGS.github_client_secret, "code": code},
            headers={"Accept": "application/json"},
        ) as resp:
            token = (await resp.json())["access_token"]
        async with http.get("https://api.github.com/user", headers={"Authorization": f"Bearer {token}"}) as resp:
            return (await resp.json())["login"]


@routes.get("/oauth/start")
async def start(request):
    state = secrets.token_urlsafe(24)
    db = request.app["db"]
    await db.execute("INSERT INTO oauth_state (state, return_path) VALUES (?, ?)", (state, request.query.get("then", "dashboard")))
    await db.commit()
    url = (
        "https://github.com/login/oauth/authorize"
        f"?client_id={SETTINGS.github_client_id}&state={state}"
        f"&redirect_uri={SETTINGS.public_url}/oauth/callback"
    )
    raise web.HTTPFound(url)


@routes.get("/oauth/callback")
async def callback(request):
    db = request.app["db"]
    async with db.execute("SELECT return_path FROM oauth_state WHERE state = ?", (request.query.get("state", ""),)) as cur:
        row = await cur.fetchone()
    if row is None:
        raise web.HTTPForbidden()
    login = await _github_login(request.query["code"])
    sid = new_session_id()
    await db.execute("INSERT INTO sessions (sid, owner, expires) VALUES (?, ?, ?)", (sid, login, time.time() + 86400))
    await db.commit()
    resp = web.HTTPFound(RETURN_PATHS.get(row["return_path"], "/dashboard"))
    resp.set_cookie("hr_session", sid, max_age=86400)
    raise resp


@routes.get("/oauth/finish")
async def finish(request):
    raise web.HTTPFound(request.query.get("return_to", "/dashboard"))
