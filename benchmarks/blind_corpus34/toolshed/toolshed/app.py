from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.sessions import SessionMiddleware
from starlette.routing import Mount

from . import auth, catalogue, loans, reports, uploads
from .kiosk import kiosk_app
from .middleware import BorrowerMiddleware

middleware = [
    Middleware(
        SessionMiddleware,
        secret_key="eastfield-tool-library-2022-Wv9p",
        same_site="lax",
        https_only=True,
    ),
    Middleware(BorrowerMiddleware),
]

app = Starlette(
    debug=True,
    routes=[*auth.routes, *loans.routes, *catalogue.routes, *uploads.routes, *reports.routes, Mount("/kiosk", app=kiosk_app)],
    middleware=middleware,
)
