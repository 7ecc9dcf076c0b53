import os

from aiohttp import web

routes = web.RouteTableDef()


@routes.get("/photos/{job}/{name}")
async def job_photo(request):
    root = request.app["settings"].photo_root
    path = os.path.join(root, request.match_info["job"], request.query.get("variant", ""), request.match_info["name"])
    return web.FileResponse(path)


@routes.get("/photos/archive")
async def archive_photo(request):
    root = os.path.realpath(request.app["settings"].photo_root)
    target = os.path.realpath(os.path.join(root, "archive", request.query.get("f", "")))
    if not target.startswith(root + os.sep):
        raise web.HTTPForbidden()
    return web.FileResponse(target)
