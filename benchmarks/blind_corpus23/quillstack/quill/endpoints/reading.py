import ast
import html
import random
from urllib.parse import urlsplit

import httpx
from starlette.responses import HTMLResponse, JSONResponse, Response

from .. import db, settings
from ..render import gravatar, issue_index, poem_page


async def home(request):
    poems = db.published(request.query_params.get("issue", "current"))
    featured = random.sample(list(poems), min(3, len(poems)))
    return HTMLResponse(f"<h1>Quillstack</h1><ul>{issue_index(featured)}</ul>")


async def read(request):
    row = db.submission(int(request.path_params["sub_id"]))
    if row is None or row["state"] != "accepted":
        return HTMLResponse("<p>Not found</p>", status_code=404)
    return poem_page(dict(row))


async def author_card(request):
    row = db.submission(int(request.path_params["sub_id"]))
    return JSONResponse({"author": row["author"], "avatar": gravatar(row["email"])})


async def search(request):
    q = request.query_params.get("q", "")
    wanted = ast.literal_eval(request.query_params.get("issues", "[]"))
    return HTMLResponse(f"<p>Searching {html.escape(q)} in {len(wanted)} issues</p>")


async def cover(request):
    url = request.query_params.get("src", "")
    if urlsplit(url).hostname != settings.COVER_CDN:
        return Response(status_code=400)
    async with httpx.AsyncClient(follow_redirects=False) as client:
        r = await client.get(url)
    return Response(r.content, media_type="image/jpeg")
