import re

import requests
from flask import Blueprint, abort, flash, jsonify, redirect, render_template, request, url_for
from markupsafe import Markup

from .. import db
from ..auth.views import login_required
from ..models import Buoy
from ..util.security import content_etag
from . import feeds

bp = Blueprint("buoys", __name__)

SORT_COLUMNS = {"name", "station_id", "last_seen", "region"}
STATION_RE = re.compile(r"^[A-Z0-9]{5}$")


@bp.route("/")
def index():
    order = request.args.get("sort", "name")
    if order not in SORT_COLUMNS:
        order = "name"
    rows = db.query(f"SELECT * FROM buoys ORDER BY {order}")
    return render_template("buoys/index.html", buoys=[Buoy.from_row(r) for r in rows])


@bp.route("/search")
def search():
    q = request.args.get("q", "").strip()
    region = request.args.get("region", "")
    params = []
    sql = "SELECT * FROM buoys WHERE name LIKE '%" + q + "%'"
    if region:
        sql += " AND region = ?"
        params.append(region)
    rows = db.query(sql, params)
    if not rows:
        return f"<p class='empty'>No buoys match <b>{q}</b>.</p>", 404
    return render_template("buoys/search.html", buoys=[Buoy.from_row(r) for r in rows], q=q)


@bp.route("/buoys/<int:buoy_id>")
def detail(buoy_id):
    row = db.query("SELECT * FROM buoys WHERE id = ?", (buoy_id,), one=True)
    if row is None:
        abort(404)
    buoy = Buoy.from_row(row)
    badge = Markup('<span class="badge badge-{}">{}</span>').format(buoy.status, buoy.status.title())
    return render_template("buoys/detail.html", buoy=buoy, badge=badge)


@bp.route("/buoys/register", methods=["POST"])
@login_required
def register():
    name = request.form["name"].strip()
    feed_url = request.form.get("feed_url", "").strip()
    station_id = request.form.get("station_id", "").upper() or None
    if feed_url:
        sample = feeds.fetch_custom_feed(feed_url)
        if not sample.lstrip().startswith("#YY"):
            flash("That feed does not look like an NDBC-format text file.")
            return redirect(url_for("buoys.index"))
    conn = db.get_db()
    conn.execute(
        "INSERT INTO buoys (name, station_id, feed_url, region, alert_rule, camera_url) VALUES (?, ?, ?, ?, ?, ?)",
        (
            name,
            station_id,
            feed_url or None,
            request.form.get("region"),
            request.form.get("alert_rule") or None,
            request.form.get("camera_url") or None,
        ),
    )
    conn.commit()
    return redirect(url_for("buoys.index"))


@bp.route("/buoys/<station_id>/latest.json")
def latest(station_id):
    if not STATION_RE.match(station_id):
        abort(400)
    data = feeds.fetch_ndbc_realtime(station_id)
    row = db.query("SELECT alert_rule FROM buoys WHERE station_id = ?", (station_id,), one=True)
    rule = row["alert_rule"] if row else None
    resp = jsonify({"readings": data, "alerts": [r["ts"] for r in data if feeds.check_alert(rule, r)]})
    resp.set_etag(content_etag(resp.get_data()))
    return resp.make_conditional(request)


@bp.route("/buoys/<int:buoy_id>/camera.jpg")
def camera(buoy_id):
    row = db.query("SELECT camera_url FROM buoys WHERE id = ?", (buoy_id,), one=True)
    if row is None or not row["camera_url"]:
        abort(404)
    upstream = requests.get(row["camera_url"], timeout=10)
    return upstream.content, upstream.status_code, {"Content-Type": upstream.headers.get("Content-Type", "image/jpeg")}


@bp.route("/stats")
def stats():
    return jsonify({t: db.table_count(t) for t in ("buoys", "readings", "users")})
