import httpx
from quart import Blueprint, current_app, request, session

from ..db import get_db
from ..db import now_iso

bp = Blueprint("admin", __name__, url_prefix="/admin")


@bp.before_request
async def require_presenter():
    if "presenter" not in session:
        return {"error": "login required"}, 401


@bp.route("/royalty-return", methods=["POST"])
async def royalty_return():
    rows = get_db().execute("SELECT artist, title, isrc, played_at FROM tracks").fetchall()
    payload = {"generated": now_iso(), "plays": [dict(r) for r in rows]}
    headers = {"Authorization": "Bearer " + current_app.config["ROYALTY_API_TOKEN"]}
    async with httpx.AsyncClient(timeout=20) as client:
        resp = await client.post(current_app.config["ROYALTY_API_URL"], json=payload, headers=headers)
    return {"status": resp.status_code}


@bp.route("/shows/<int:show_id>/genre", methods=["POST"])
async def set_genre(show_id):
    form = await request.form
    db = get_db()
    db.execute("UPDATE shows SET genre = ? WHERE id = ?", (form.get("genre", ""), show_id))
    db.commit()
    return {"ok": True}
