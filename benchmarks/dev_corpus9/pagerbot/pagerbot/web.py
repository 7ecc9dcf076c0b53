"""Read-only incident status page, signed in with Slack."""
import html
import secrets
from urllib.parse import urlencode

import aiohttp
from aiohttp import web

from . import settings
from .storage import BotState

SLACK_AUTHORIZE = "https://slack.com/openid/connect/authorize"
SLACK_TOKEN_URL = "https://slack.com/api/openid.connect.token"
TIMEZONES = ("UTC", "Europe/Berlin", "America/New_York", "America/Los_Angeles", "Asia/Tokyo")


def make_app(client_id, client_secret, redirect_uri):
    app = web.Application()

    async def index(request):
        if "pb_user" not in request.cookies:
            raise web.HTTPFound("/login")
        state = BotState.load()
        tz = request.cookies.get("pb_tz", "UTC")
        rows = []
        for inc_id, ack in sorted(state.acks.items()):
            rows.append("<tr><td>%s</td><td>%s</td>" % (html.escape(inc_id), html.escape(ack["by_name"])))
            rows.append("<td>%s</td></tr>" % ack["note"])
        page = (
            "<!doctype html><title>Incidents</title>"
            "<p>Times shown in %s</p><table><tr><th>Incident</th><th>Acked by</th><th>Note</th></tr>%s</table>"
            % (tz if tz in TIMEZONES else "UTC", "".join(rows))
        )
        return web.Response(text=page, content_type="text/html")

    async def login(request):
        state_token = secrets.token_urlsafe(16)
        query = urlencode({
            "response_type": "code", "scope": "openid profile", "client_id": client_id,
            "state": state_token, "redirect_uri": redirect_uri,
        })
        resp = web.HTTPFound(SLACK_AUTHORIZE + "?" + query)
        resp.set_cookie("pb_oauth_state", state_token, max_age=600, secure=True, httponly=True, samesite="Lax")
        return resp

    async def callback(request):
        if request.query.get("state") != request.cookies.get("pb_oauth_state"):
            raise web.HTTPForbidden(text="state mismatch")
        async with aiohttp.ClientSession() as session:
            async with session.post(SLACK_TOKEN_URL, data={
                "code": request.query["code"], "client_id": client_id,
                "client_secret": client_secret, "redirect_uri": redirect_uri,
            }) as r:
                token = await r.json()
        if not token.get("ok"):
            raise web.HTTPForbidden(text="slack said no")
        resp = web.HTTPFound("/")
        resp.set_cookie("pb_user", token["id_token"], max_age=7 * 86400)
        resp.del_cookie("pb_oauth_state")
        return resp

    async def set_timezone(request):
        data = await request.post()
        tz = data.get("tz", "UTC")
        resp = web.HTTPFound("/")
        resp.set_cookie("pb_tz", tz if tz in TIMEZONES else "UTC", max_age=365 * 86400)
        return resp

    app.router.add_get("/", index)
    app.router.add_get("/login", login)
    app.router.add_get("/oauth/callback", callback)
    app.router.add_post("/prefs/tz", set_timezone)
    return app


def serve():
    import os
    app = make_app(os.environ["SLACK_CLIENT_ID"], os.environ["SLACK_CLIENT_SECRET"], os.environ["PAGERBOT_OAUTH_REDIRECT"])
    web.run_app(app, host=settings.STATUS_HOST, port=settings.STATUS_PORT)
