from urllib.parse import urlparse

from litestar import Controller, Request, get, post
from litestar.datastructures import Cookie
from litestar.response import Redirect, Response

from ..deps import issue_token

TRUSTED_RETURN_HOSTS = {"tidewater.example", "dash.tidewater.example"}


class AuthController(Controller):
    path = "/auth"

    @post("/token")
    async def token(self, request: Request, data: dict) -> Response:
        user = await request.app.state.users.check(data["username"], data["password"])
        tok = issue_token({"id": user.id, "role": user.role})
        return Response({"token": tok}, cookies=[Cookie(key="tw_token", value=tok, path="/")])

    @get("/return")
    async def back(self, to: str = "/") -> Redirect:
        parts = urlparse(to)
        if parts.scheme or parts.netloc:
            if parts.scheme != "https" or parts.hostname not in TRUSTED_RETURN_HOSTS:
                to = "/"
        elif not to.startswith("/") or to.startswith("//") or any(c == "\\" or ord(c) < 0x20 for c in to):
            to = "/"
        return Redirect(path=to)

    @get("/consent")
    async def consent(self, redirect_uri: str, state: str = "") -> Redirect:
        return Redirect(path=f"{redirect_uri}?state={state}&granted=1")
