import os

from starlette.applications import Starlette
from starlette.responses import RedirectResponse
from starlette.routing import Route

from .ingest import ingest_json, ingest_xml


async def done(request):
    return RedirectResponse(request.query_params.get("return", "/"), status_code=302)


app = Starlette(
    debug=True,
    routes=[
        Route("/ingest/json", ingest_json, methods=["POST"]),
        Route("/ingest/xml", ingest_xml, methods=["POST"]),
        Route("/done", done),
    ],
)

admin = Starlette(debug=os.environ.get("RELAYBOX_ADMIN_DEBUG") == "yes", routes=[Route("/done", done)])
