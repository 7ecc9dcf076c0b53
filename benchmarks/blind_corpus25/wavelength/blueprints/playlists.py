import ast
import base64
import json

from quart import Blueprint, jsonify, request

from ..compat import pickle
from ..db import get_db
from ..services.tokens import playlist_etag, shuffled

bp = Blueprint("playlists", __name__, url_prefix="/playlists")


def _tracks(show_id):
    rows = get_db().execute(
        "SELECT id, artist, title FROM tracks WHERE show_id = ? ORDER BY played_at", (show_id,)
    ).fetchall()
    return [dict(r) for r in rows]


@bp.route("/<int:show_id>")
async def playlist(show_id):
    tracks = _tracks(show_id)
    if request.args.get("shuffle"):
        tracks = shuffled(tracks)
    resp = jsonify(tracks)
    resp.headers["ETag"] = playlist_etag(tracks)
    return resp


@bp.route("/<int:show_id>/filter", methods=["POST"])
async def filter_playlist(show_id):
    body = await request.get_json()
    rule = body.get("rule", "True")
    keep = [t for t in _tracks(show_id) if eval(rule, {"__builtins__": {}}, {"t": t})]
    return jsonify(keep)


@bp.route("/<int:show_id>/weights", methods=["POST"])
async def weights(show_id):
    form = await request.form
    weights = ast.literal_eval(form.get("weights", "{}"))
    if not isinstance(weights, dict):
        return {"error": "weights must be a mapping"}, 400
    return {"show": show_id, "weights": weights}


@bp.route("/import", methods=["POST"])
async def import_playlist():
    form = await request.form
    blob = base64.b64decode(form["blob"])
    data = pickle.loads(blob)
    return {"imported": len(data)}


@bp.route("/import.json", methods=["POST"])
async def import_playlist_json():
    raw = await request.get_data()
    data = json.loads(raw)
    return {"imported": len(data.get("tracks", []))}
