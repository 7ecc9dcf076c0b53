from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Route

from . import config, db


async def shelf(request):
    rows = db.connect().execute("SELECT id, name FROM tool WHERE on_shelf = 1 ORDER BY name").fetchall()
    return JSONResponse([dict(r) for r in rows])


kiosk_app = Starlette(debug=config.DEBUG, routes=[Route("/shelf", shelf)])
