from flask import Blueprint, abort, g, jsonify, render_template_string, request, session

from .. import db
from .scoring import PoolSheet, indicator, parse_priority

bp = Blueprint("bouts", __name__, url_prefix="/bouts")

POOL_TABLE = """<h2>Pool on piste {{ piste }}</h2>
<ul>{% for b in bouts %}<li>{{ b }}</li>{% endfor %}</ul>"""


@bp.post("/pool")
def upload_pool():
    if g.fencer is None:
        abort(401)
    sheet = PoolSheet(request.files["sheet"].read())
    session["pool_xml"] = request.files["sheet"].filename
    bouts = [b.get("id") for b in sheet.bouts_for(request.form.get("fencer", g.fencer["name"]))]
    return render_template_string(POOL_TABLE, piste=sheet.piste, bouts=bouts)


@bp.get("/ranking")
def ranking():
    weapon = request.args.get("weapon", "foil")
    rows = db.query("SELECT name, v, ts, tr FROM pool_results WHERE weapon = ?", (weapon,))
    rule = request.args.get("rule", "ts - tr")
    for r in rows:
        r["ind"] = indicator(r["v"], r["ts"], r["tr"], rule)
    priority = parse_priority(request.args.get("priority", "[]"))
    return jsonify(rows=rows, priority=priority)


@bp.get("/history")
def history():
    name = request.args.get("opponent", "")
    rows = db.query("SELECT date, score FROM bouts WHERE fencer_id = ? AND opponent = '%s'" % name, (g.fencer["id"],))
    return jsonify(rows)
