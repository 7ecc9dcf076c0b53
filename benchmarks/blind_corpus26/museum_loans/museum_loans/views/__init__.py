from aiohttp import web

routes = web.RouteTableDef()

from . import auth, catalogue, condition, couriers, loans  # noqa: E402,F401  (register views)
