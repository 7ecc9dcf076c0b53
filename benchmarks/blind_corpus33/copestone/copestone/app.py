"""The Starlette application."""
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.sessions import SessionMiddleware

from . import settings
from .routes import routes

middleware = [
    Middleware(SessionMiddleware, secret_key=str(settings.SECRET_KEY), session_cookie="cs_session", https_only=True, same_site="strict"),
]

app = Starlette(debug=settings.DEBUG, routes=routes, middleware=middleware)
