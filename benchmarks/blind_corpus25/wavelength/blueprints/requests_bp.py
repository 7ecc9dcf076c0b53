from quart import Blueprint, current_app, jsonify, request

from ..db import get_db
from ..services.stream import fetch_now_playing, fetch_relay_stats
from ..db import now_iso

bp = Blueprint("listener_requests", __name__, url_prefix="/requests")


@bp.route("/", methods=["POST"])
async def submit():
    data = await request.get_json()
    get_db().execute(
        "INSERT INTO listener_requests (name, song, message, created) VALUES (?, ?, ?, ?)",
        (data.get("name", "")[:60], data.get("song", "")[:120], data.get("message", "")[:500], now_iso()),
    )
    get_db().commit()
    return {"ok": True}, 201


@bp.route("/now-playing")
async def now_playing():
    status = request.args.get("status_url", "http://icecast.station.local:8000/status-json.xsl")
    return jsonify(await fetch_now_playing(status))


@bp.route("/relay")
async def relay():
    url = request.args.get("url", "")
    try:
        stats = await fetch_relay_stats(url, current_app.config["STREAM_HOSTS"])
    except ValueError as exc:
        return {"error": str(exc)}, 400
    return jsonify(stats)
