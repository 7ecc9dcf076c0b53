import base64
import json
import pickle

from aiohttp import web

routes = web.RouteTableDef()


@routes.get("/quotes/draft")
async def load_draft(request):
    raw = request.cookies.get("sb_quote")
    if not raw:
        return web.json_response({})
    draft = pickle.loads(base64.urlsafe_b64decode(raw))
    return web.json_response(draft)


@routes.post("/quotes/draft")
async def save_draft(request):
    data = await request.json()
    resp = web.json_response({"ok": True})
    resp.set_cookie("sb_quote", base64.urlsafe_b64encode(json.dumps(data).encode()).decode(), secure=True, httponly=True)
    return resp


@routes.post("/quotes/restore")
async def restore_draft(request):
    raw = (await request.post()).get("blob", "")
    draft = json.loads(base64.b64decode(raw))
    return web.json_response(draft)
