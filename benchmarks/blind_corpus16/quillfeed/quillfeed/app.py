import aiohttp_debugtoolbar
import aiohttp_jinja2
import jinja2
from aiohttp import web

from . import handlers, sessions
from .plugins import load_builtin_plugins


def build_app() -> web.Application:
    app = web.Application(middlewares=[sessions.session_middleware])
    aiohttp_jinja2.setup(app, loader=jinja2.PackageLoader("quillfeed", "templates"), autoescape=True)
    aiohttp_debugtoolbar.setup(app, intercept_redirects=False)
    app["plugins"] = load_builtin_plugins()
    handlers.register(app.router)
    return app
