import base64
import os

from aiohttp import web
from aiohttp_session import setup as setup_session
from aiohttp_session.cookie_storage import EncryptedCookieStorage

from . import proxy, admin, render


def build_app():
    app = web.Application()
    key = base64.urlsafe_b64decode(os.environ["GATEWAY_SESSION_KEY"])
    setup_session(app, EncryptedCookieStorage(key, cookie_name="gw", secure=True, httponly=True, samesite="Lax"))
    app.router.add_route("*", "/api/{tail:.*}", proxy.forward)
    app.router.add_route("*", "/svc/{service}/{tail:.*}", proxy.forward_named)
    app.router.add_post("/admin/diag", admin.diag)
    app.router.add_post("/admin/trace", admin.trace)
    app.router.add_post("/admin/routes", admin.load_routes)
    app.router.add_get("/welcome", render.welcome)
    app.router.add_get("/error", render.error_page)
    app.router.add_get("/prefs", render.prefs)
    return app


if __name__ == "__main__":
    web.run_app(build_app(), port=int(os.environ.get("PORT", "8081")))
