"""Callout drafts kept between the first page and the debrief page."""
import base64
import pickle

import yaml
from aiohttp import web

from ..session import current_member

routes = web.RouteTableDef()


@routes.post("/callouts/drafts/resume")
async def resume_draft(request):
    current_member(request)
    token = request.cookies.get("callout_draft", "")
    if not token:
        raise web.HTTPNotFound()
    draft = pickle.loads(base64.urlsafe_b64decode(token.encode()))
    return web.json_response({"area": draft.get("area"), "summary": draft.get("summary")})


@routes.post("/kit/checklists/import")
async def import_checklist(request):
    current_member(request)
    checklist = yaml.safe_load(await request.text())
    items = [str(item) for item in checklist.get("items", [])]
    await request.app["db"].run(
        "INSERT INTO checklists (name, items) VALUES (?, ?)", (str(checklist.get("name", "unnamed")), "\n".join(items))
    )
    return web.json_response({"items": len(items)})
