from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.sessions import SessionMiddleware

from . import config
from .routes import routes
from .storage import database

middleware = [
    Middleware(SessionMiddleware, secret_key=str(config.SESSION_SECRET), session_cookie="docconv", https_only=False),
]

app = Starlette(
    debug=True,
    routes=routes,
    middleware=middleware,
    on_startup=[database.connect],
    on_shutdown=[database.disconnect],
)
