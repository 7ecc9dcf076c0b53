import os
import uuid
from dataclasses import dataclass

import aiohttp
from aiohttp import web

from .. import repo
from ..security import report_key
from ..services import geocode


@dataclass
class SwarmReport:
    reporter: str
    phone: str
    postcode: str
    description: str
    photo_url: str = ""


async def fetch_photo(app, url):
    async with aiohttp.ClientSession() as client:
        async with client.get(url, timeout=aiohttp.ClientTimeout(total=10)) as resp:
            data = await resp.read()
    name = f"{uuid.uuid4().hex}.jpg"
    with open(os.path.join(app["settings"].media_root, "swarms", name), "wb") as fh:
        fh.write(data)
    return name


async def report_swarm(request):
    form = await request.post()
    report = SwarmReport(
        reporter=form.get("name", "")[:80],
        phone=form.get("phone", "")[:20],
        postcode=form.get("postcode", "").upper().strip(),
        description=form.get("description", "")[:2000],
        photo_url=form.get("photo_url", "").strip(),
    )
    coords = await geocode.lookup(request.app["settings"], report.postcode)
    photo = await fetch_photo(request.app, report.photo_url) if report.photo_url else None
    key = report_key()
    repo.save_swarm(request.app["db"], report, key, photo)
    return web.json_response({"edit_key": key, "location": coords})


def setup(app):
    app.router.add_post("/swarms", report_swarm)
