import html
import os
import uuid

from aiohttp import web

from .. import barcode, settings

LABEL_TEMPLATE = """<!doctype html>
<html><body class="label">
<h2>{name}</h2><p class="sku">{sku}</p><img src="/barcodes/{sku}.png">
</body></html>"""


async def label_preview(request):
    name = request.query.get("name", "")
    sku = request.query.get("sku", "")
    body = LABEL_TEMPLATE.format(name=name, sku=sku)
    return web.Response(text=body, content_type="text/html")


async def label_preview_safe(request):
    name = html.escape(request.query.get("name", ""))
    sku = html.escape(request.query.get("sku", ""))
    body = LABEL_TEMPLATE.format(name=name, sku=sku)
    return web.Response(text=body, content_type="text/html")


async def print_label(request):
    data = await request.post()
    printer = data.get("printer", "office")
    copies = int(data.get("copies", 1))
    path = os.path.join("/var/spool/inventory", f"{uuid.uuid4().hex}.png")
    barcode.render_png(data["sku"], path)
    rc = barcode.send_to_printer(printer, path, copies)
    return web.json_response({"queued": rc == 0})


async def print_label_known(request):
    data = await request.post()
    queue = settings.LABEL_PRINTERS.get(data.get("printer"))
    if queue is None:
        raise web.HTTPBadRequest(text="unknown printer")
    path = os.path.join("/var/spool/inventory", f"{uuid.uuid4().hex}.png")
    barcode.render_png(data["sku"], path)
    rc = barcode.send_to_printer(queue, path)
    return web.json_response({"queued": rc == 0})


async def render_barcode(request):
    sku = request.match_info["sku"]
    out = os.path.join("/var/cache/inventory", f"{uuid.uuid4().hex}.png")
    barcode.render_png(sku, out)
    return web.FileResponse(out)
