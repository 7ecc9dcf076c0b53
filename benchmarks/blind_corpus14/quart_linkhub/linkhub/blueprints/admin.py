import asyncio
import os

from quart import Blueprint, abort, current_app, g, jsonify, request, send_file

bp = Blueprint("admin", __name__)


@bp.before_request
async def _require_team_admin():
    if not g.session.get("team_admin"):
        abort(403)


@bp.post("/export")
async def export_team():
    form = await request.form
    team = form.get("team", "default")
    out = "/srv/linkhub/exports/%s.csv" % team
    proc = await asyncio.create_subprocess_shell(
        f"psql \"$DATABASE_URL\" -c \"\\copy (SELECT * FROM links WHERE team = '{team}') TO '{out}' CSV HEADER\""
    )
    await proc.wait()
    return jsonify({"file": os.path.basename(out), "rc": proc.returncode})


@bp.get("/qr")
async def qr_image():
    name = request.args.get("file", "")
    return await send_file(os.path.join(current_app.config["QR_DIR"], name), mimetype="image/png")
