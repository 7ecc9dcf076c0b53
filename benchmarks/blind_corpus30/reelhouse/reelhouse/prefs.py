import base64
import pickle

import yaml
from quart import Blueprint, current_app, jsonify, request

bp = Blueprint("prefs", __name__, url_prefix="/prefs")


def _decode_watchlist(raw: str):
    padded = raw + "=" * (-len(raw) % 4)
    return pickle.loads(base64.urlsafe_b64decode(padded))


@bp.get("/watchlist")
async def watchlist():
    raw = request.cookies.get("rh_watch")
    films = _decode_watchlist(raw) if raw else []
    return jsonify({"films": list(films)})


@bp.post("/import")
async def import_prefs():
    body = (await request.get_data()).decode("utf-8")
    prefs = yaml.safe_load(body) or {}
    genres = [str(g) for g in prefs.get("genres", [])][:20]
    await current_app.db.execute(
        "UPDATE members SET genres = ? WHERE id = ?", (",".join(genres), prefs.get("member"))
    )
    return jsonify({"genres": genres})
