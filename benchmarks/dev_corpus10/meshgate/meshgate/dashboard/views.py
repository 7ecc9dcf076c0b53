import os
from urllib.parse import urlparse

from starlette.responses import FileResponse, HTMLResponse, JSONResponse, RedirectResponse
from starlette.templating import Jinja2Templates

from .. import settings, telemetry
from ..devices import Inventory
from ..firmware import unpack_firmware, verify_image
from ..firmware.archive import stage_upload
from ..pairing import confirm, start_pairing

templates = Jinja2Templates(directory=os.path.join(os.path.dirname(__file__), "templates"))


async def overview(request):
    inv = Inventory()
    return templates.TemplateResponse(request, "overview.html", {"devices": inv.names()})


async def device(request):
    inv = Inventory()
    dev = inv.by_id(request.path_params["device_id"])
    if dev is None:
        return HTMLResponse("<p>Unknown device %s</p>" % request.path_params["device_id"], status_code=404)
    return templates.TemplateResponse(request, "device.html", {"device": dev})


async def room(request):
    devices = Inventory().by_room(request.query_params.get("room", ""))
    return JSONResponse([d.get("id") for d in devices])


async def latest(request):
    ids = request.query_params.get("ids", "").split(",")
    return JSONResponse(telemetry.latest(ids))


async def upload_firmware(request):
    form = await request.form()
    staged = stage_upload(form["image"].file)
    if not verify_image(staged, form["signature"]).ok:
        os.unlink(staged)
        return JSONResponse({"error": "bad signature"}, status_code=400)
    return JSONResponse({"dest": unpack_firmware(staged, form.get("vendor", "generic"))})


async def firmware_file(request):
    name = os.path.basename(request.path_params["name"])
    return FileResponse(os.path.join(settings.FIRMWARE_DIR, "released", name))


async def pair(request):
    body = await request.json()
    if "pin" in body:
        return JSONResponse({"paired": confirm(body["device_id"], body["pin"])})
    return JSONResponse({"pin": start_pairing(body["device_id"])})


async def login(request):
    form = await request.form()
    if not await request.app.state.auth.check(form["user"], form["password"]):
        return HTMLResponse("denied", status_code=401)
    nxt = form.get("next", "/")
    if (urlparse(nxt).netloc or not nxt.startswith("/") or nxt.startswith("//")
            or any(c == "\\" or ord(c) < 0x20 for c in nxt)):
        nxt = "/"
    resp = RedirectResponse(nxt, status_code=303)
    resp.set_cookie("mg_session", request.app.state.sessions.new(form["user"]), secure=True, httponly=True, samesite="strict")
    return resp
