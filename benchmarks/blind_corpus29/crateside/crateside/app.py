from starlette.applications import Starlette
from starlette.middleware.sessions import SessionMiddleware
from starlette.routing import Mount, Route

from . import config
from .views import accounts, catalogue, covers, imports, listening, tradein, vouchers

station_routes = [
    Route("/queue", listening.queue_track, methods=["POST"]),
    Route("/now", listening.now_playing),
]
stations = Starlette(debug=True, routes=station_routes)

routes = [
    Route("/", catalogue.home),
    Route("/search", catalogue.search),
    Route("/records/{record_id:int}", catalogue.record),
    Route("/login", accounts.login, methods=["POST"]),
    Route("/staff/find", accounts.staff_find),
    Route("/go", accounts.go),
    Route("/covers/{name}", covers.cover),
    Route("/covers", covers.upload_cover, methods=["POST"]),
    Route("/imports/discogs", imports.discogs_release, methods=["POST"]),
    Route("/imports/feed", imports.distributor_feed, methods=["POST"]),
    Route("/imports/feed/search", imports.feed_search),
    Route("/tradein/quote", tradein.quote, methods=["POST"]),
    Route("/tradein/basket", tradein.basket),
    Route("/vouchers", vouchers.issue, methods=["POST"]),
    Mount("/stations", app=stations),
]

app = Starlette(debug=config.DEBUG, routes=routes)
app.add_middleware(SessionMiddleware, secret_key=config.SESSION_SECRET, https_only=True, same_site="lax")
