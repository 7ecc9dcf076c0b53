import csv
import datetime
import tempfile

import requests
from flask import Blueprint, Response, abort, g, request
from lxml import etree
from markupsafe import Markup

from rinkside import db

bp = Blueprint("reports", __name__)

LEAGUE_PUSH_KEY = "eiha_push_6f2b0c9e4d1a47c8"


@bp.route("/attendance.csv")
def attendance_csv():
    if g.staff is None:
        abort(403)
    day = request.args.get("day", datetime.date.today().isoformat())
    rows = db.query_all("SELECT s.kind, s.starts, SUM(b.skaters) FROM sessions s JOIN bookings b ON b.session_id = s.id "
                        "WHERE date(s.starts) = ? GROUP BY s.id", (day,))
    path = "/tmp/rinkside-attendance.csv"
    with open(path, "w", newline="") as fh:
        csv.writer(fh).writerows([tuple(r) for r in rows])
    with open(path) as fh:
        return Response(fh.read(), mimetype="text/csv")


@bp.route("/league-push", methods=["POST"])
def league_push():
    if g.staff is None:
        abort(403)
    with tempfile.TemporaryFile("w+") as spool:
        for r in db.query_all("SELECT game_id, home, away, home_goals, away_goals FROM results WHERE pushed = 0"):
            spool.write("%s,%s,%s,%s,%s\n" % tuple(r))
        spool.seek(0)
        requests.post("https://api.englishicehockey.example/v1/results", data=spool.read(),
                      headers={"X-Push-Key": LEAGUE_PUSH_KEY}, timeout=15)
    return {"pushed": True}


@bp.route("/lost-property")
def lost_property():
    items = db.query_all("SELECT found_at, description FROM lost_property ORDER BY found_at DESC LIMIT 50")
    html = "".join("<li>%s &ndash; %s</li>" % (r["found_at"], r["description"]) for r in items)
    return Markup("<ul>%s</ul>" % html)


@bp.route("/lost-property", methods=["POST"])
def report_lost():
    db.execute("INSERT INTO lost_property (found_at, description) VALUES (datetime('now'), ?)",
               (request.form.get("description", "")[:500],))
    return {"ok": True}


@bp.route("/ice-log", methods=["POST"])
def ice_log():
    """Resurfacer log files exported by the Zamboni's telemetry box."""
    if g.staff is None:
        abort(403)
    parser = etree.XMLParser(resolve_entities=True)
    root = etree.fromstring(request.get_data(), parser)
    cuts = [(c.get("time"), c.get("water_l")) for c in root.iter("cut")]
    for t, w in cuts:
        db.execute("INSERT INTO ice_cuts (time, water_l) VALUES (?, ?)", (t, w))
    return {"cuts": len(cuts)}
