import os
import re

import httpx
from quart import Blueprint, abort, current_app, jsonify, request

bp = Blueprint("posters", __name__, url_prefix="/posters")

TMDB_IMAGES = "https://image.tmdb.org/t/p/w500"
POSTER_PATH = re.compile(r"/[A-Za-z0-9]{8,40}\.(jpg|png)")


async def _store(name, content):
    path = os.path.join(current_app.config["POSTER_DIR"], name)
    with open(path, "wb") as fh:
        fh.write(content)
    return path


@bp.post("/fetch")
async def fetch_poster():
    data = await request.get_json()
    url = data["image_url"]
    async with httpx.AsyncClient(timeout=10, follow_redirects=True) as client:
        resp = await client.get(url)
    await _store(f"film-{int(data['film_id'])}.jpg", resp.content)
    return jsonify({"bytes": len(resp.content)})


@bp.post("/tmdb")
async def fetch_tmdb():
    data = await request.get_json()
    poster_path = data.get("poster_path", "")
    if not POSTER_PATH.fullmatch(poster_path):
        abort(400)
    async with httpx.AsyncClient(timeout=10) as client:
        resp = await client.get(TMDB_IMAGES + poster_path)
    await _store(f"film-{int(data['film_id'])}.jpg", resp.content)
    return jsonify({"bytes": len(resp.content)})
