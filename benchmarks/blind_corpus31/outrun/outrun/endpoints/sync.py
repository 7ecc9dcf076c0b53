import base64
import json
import pickle
from urllib.parse import urlsplit

import httpx
from starlette.responses import JSONResponse

from .. import settings


async def pull_federation(request):
    url = request.query_params.get("url", "")
    if urlsplit(url).hostname not in list(settings.FEDERATION_HOSTS) or urlsplit(url).scheme != "https":
        return JSONResponse({"error": "host"}, status_code=400)
    async with httpx.AsyncClient() as client:
        r = await client.get(url, headers={"Authorization": "Bearer " + settings.FEDERATION_TOKEN})
    return JSONResponse(r.json())


async def pull_club_feed(request):
    data = await request.json()
    club = "".join(c for c in data.get("club", "") if c.isalnum())[:12]
    async with httpx.AsyncClient() as client:
        r = await client.get(f"https://{sorted(settings.FEDERATION_HOSTS)[0]}/clubs/{club}/feed.json")
    return JSONResponse({"size": len(r.content)})


async def restore_sheet(request):
    blob = request.cookies.get("sheet", "")
    sheet = pickle.loads(base64.b64decode(blob))
    return JSONResponse(sheet)


async def restore_sheet_json(request):
    blob = (await request.form()).get("sheet", "")
    return JSONResponse(json.loads(base64.b64decode(blob)))
