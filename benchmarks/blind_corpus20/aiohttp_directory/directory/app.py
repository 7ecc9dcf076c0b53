import logging
import os

import aiohttp
from aiohttp import web

from .handlers import auth, avatars, orgchart, people
from .ldapclient import Directory
from .middleware import require_session
from .xmlstore import OrgChart


async def _http_session(app):
    app["http"] = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=10))
    yield
    await app["http"].close()


def create_app():
    app = web.Application(middlewares=[require_session])
    app["directory"] = Directory()
    app["orgchart"] = OrgChart()
    app.cleanup_ctx.append(_http_session)
    app.add_routes([
        web.post("/login", auth.login),
        web.get("/sso/callback", auth.sso_callback),
        web.get("/people", people.search),
        web.get("/people/{uid}", people.card),
        web.get("/phone", people.phone),
        web.get("/groups/{group}", people.group),
        web.get("/orgchart/reports/{manager}", orgchart.reports),
        web.get("/orgchart/title", orgchart.by_title),
        web.get("/orgchart/cc", orgchart.by_cc),
        web.get("/orgchart/employee/{id}", orgchart.employee),
        web.post("/orgchart/upload", orgchart.upload),
        web.get("/avatar", avatars.proxy),
        web.get("/avatar/checked", avatars.proxy_checked),
        web.get("/healthz", lambda r: web.json_response({"ok": True})),
    ])
    return app


def main():
    logging.basicConfig(level=logging.INFO)
    debug = os.environ.get("DIRECTORY_DEBUG", "").lower() in ("1", "true")
    app = create_app()
    if debug:
        import aiohttp_debugtoolbar
        aiohttp_debugtoolbar.setup(app)
    web.run_app(app, port=int(os.environ.get("PORT", "8080")))


if __name__ == "__main__":
    main()
