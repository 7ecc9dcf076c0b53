"""Kit store: photos of each rope bag and the inspection sheets."""
import os

from aiohttp import web

from ..session import current_member

routes = web.RouteTableDef()


@routes.get("/kit/photos/{name}")
async def kit_photo(request):
    current_member(request)
    root = os.path.realpath(os.path.join(request.app["settings"].media_root, "kit"))
    candidate = os.path.realpath(os.path.join(root, request.match_info["name"]))
    if os.path.commonpath([root, candidate]) != root or not os.path.isfile(candidate):
        raise web.HTTPNotFound()
    return web.FileResponse(candidate)


@routes.get("/kit/sheets")
async def inspection_sheet(request):
    current_member(request)
    name = os.path.basename(request.query.get("sheet", ""))
    if not name.endswith(".pdf"):
        raise web.HTTPBadRequest(text="sheets are PDFs")
    path = os.path.join(request.app["settings"].kit_docs, name)
    try:
        with open(path, "rb") as fh:
            data = fh.read()
    except FileNotFoundError:
        raise web.HTTPNotFound()
    return web.Response(body=data, content_type="application/pdf")
