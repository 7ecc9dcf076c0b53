"""Walling and hedge-laying courses, handouts and course photos."""
import html
import os
import random
import re

from starlette.endpoints import HTTPEndpoint
from starlette.exceptions import HTTPException
from starlette.responses import FileResponse, HTMLResponse, JSONResponse

from .. import db, settings

PHOTO_NAME = re.compile(r"[a-z0-9_-]+\.jpg")


async def home(request):
    photos = sorted(os.listdir(settings.PHOTO_DIR))
    featured = random.choice(photos) if photos else None
    courses = await db.query("SELECT id, title, starts_on, venue FROM courses WHERE starts_on >= date('now') ORDER BY starts_on LIMIT 5")
    cards = "".join(
        "<li>{} &ndash; {} at {}</li>".format(html.escape(c["title"]), c["starts_on"], html.escape(c["venue"])) for c in courses
    )
    return HTMLResponse(f"<h1>Pennine walling courses</h1><img src='/courses/photos/{featured}'><ul>{cards}</ul>")


class CourseList(HTTPEndpoint):
    async def get(self, request):
        level = request.query_params.get("level", "taster")
        rows = await db.query("SELECT id, title, level, starts_on, places FROM courses WHERE level = ? ORDER BY starts_on", (level,))
        return JSONResponse(rows)


async def handout(request):
    return FileResponse(os.path.join(settings.HANDOUTS_DIR, request.path_params["name"]))


async def photo(request):
    name = os.path.basename(request.path_params["name"])
    if not PHOTO_NAME.fullmatch(name):
        raise HTTPException(status_code=404)
    return FileResponse(os.path.join(settings.PHOTO_DIR, name))
