import asyncio
import os
import shlex
import time

from aiohttp import web

from .. import settings

routes = web.RouteTableDef()


@routes.get("/exports/download")
async def download_export(request):
    path = os.path.join(settings.EXPORT_DIR, request.query["file"])
    return web.FileResponse(path)


@routes.get("/exports/view/{name}")
async def view_export(request):
    root = os.path.realpath(settings.EXPORT_DIR)
    path = os.path.realpath(os.path.join(root, request.match_info["name"]))
    if os.path.commonpath([root, path]) != root or not os.path.isfile(path):
        raise web.HTTPNotFound()
    return web.FileResponse(path)


@routes.post("/exports/graph")
async def render_graph(request):
    form = await request.post()
    start = form.get("start", "-1d")
    metric = form.get("metric", "load")
    out = os.path.join(settings.EXPORT_DIR, "graph-%d.png" % int(time.time()))
    cmd = f"rrdtool graph {out} --start {start} DEF:v={settings.RRD_DIR}/{metric}.rrd:value:AVERAGE LINE1:v#0000ff"
    proc = await asyncio.create_subprocess_shell(cmd)
    await proc.wait()
    return web.json_response({"file": os.path.basename(out)})


@routes.post("/exports/csv")
async def export_csv(request):
    form = await request.post()
    metric = shlex.quote(form.get("metric", "load"))
    start = shlex.quote(form.get("start", "-1d"))
    out = os.path.join(settings.EXPORT_DIR, "export-%d.csv" % int(time.time()))
    cmd = f"rrdtool xport --start {start} DEF:v={settings.RRD_DIR}/{metric}.rrd:value:AVERAGE XPORT:v > {shlex.quote(out)}"
    proc = await asyncio.create_subprocess_shell(cmd)
    await proc.wait()
    return web.json_response({"file": os.path.basename(out)})
