import csv
import os
import tempfile

from sanic import Blueprint, response

from .. import db

bp = Blueprint("export", url_prefix="/export")


def _resolve(base, name):
    full = os.path.realpath(os.path.join(base, name))
    if os.path.commonpath([full, os.path.realpath(base)]) != os.path.realpath(base):
        raise ValueError("outside export dir")
    return full


@bp.get("/download")
async def download(request):
    name = request.args.get("file", "")
    path = os.path.join(request.app.config.EXPORT_DIR, name)
    return await response.file(path)


@bp.get("/archive")
async def archive(request):
    name = request.args.get("file", "")
    try:
        path = _resolve(request.app.config.EXPORT_DIR, name)
    except ValueError:
        return response.text("bad file", status=400)
    return await response.file(path)


@bp.post("/season")
async def export_season(request):
    rows = db.fetch_all("SELECT name, avg_score FROM bowlers")
    out = tempfile.mktemp(suffix=".csv", prefix="season-")
    with open(out, "w", newline="") as fh:
        csv.writer(fh).writerows(rows)
    return await response.file(out, filename="season.csv")


@bp.post("/handicaps")
async def export_handicaps(request):
    rows = db.fetch_all("SELECT name, handicap FROM bowlers")
    with tempfile.NamedTemporaryFile("w", suffix=".csv", delete=False, newline="") as fh:
        csv.writer(fh).writerows(rows)
    return await response.file(fh.name, filename="handicaps.csv")
