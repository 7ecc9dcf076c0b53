from flask import Blueprint, abort, jsonify, render_template_string, request, session
from markupsafe import Markup

from .db import get_db
from .tokens import guest_launch_pass, pad_running_order

RACK_CARD = """
<h1>{{ launch.site }} - {{ launch.day }}</h1>
<ol>{% for flight in flights %}<li>{{ flight.rocket }} ({{ flight.motor }}) - {{ flight.flyer }}</li>{% endfor %}</ol>
"""


def register(app):
    bp = Blueprint("launches", __name__, url_prefix="/launches")

    @bp.route("/")
    def index():
        site = request.args.get("site")
        db = get_db()
        if site:
            rows = db.execute(
                "SELECT id, day, site, waiver_ft FROM launches WHERE site = '%s' ORDER BY day DESC" % site
            ).fetchall()
        else:
            rows = db.execute("SELECT id, day, site, waiver_ft FROM launches ORDER BY day DESC LIMIT 50").fetchall()
        return jsonify([dict(r) for r in rows])

    @bp.route("/<int:launch_id>/flights")
    def flights(launch_id):
        motor_class = request.args.get("class", "%")
        rows = get_db().execute(
            "SELECT rocket, motor, flyer, notes FROM flights WHERE launch_id = ? AND motor LIKE ? || '%'",
            (launch_id, motor_class[:1]),
        ).fetchall()
        return jsonify([dict(r) for r in rows])

    @bp.route("/<int:launch_id>/card")
    def rack_card(launch_id):
        db = get_db()
        launch = db.execute("SELECT day, site FROM launches WHERE id = ?", (launch_id,)).fetchone()
        if launch is None:
            abort(404)
        flights = db.execute("SELECT rocket, motor, flyer FROM flights WHERE launch_id = ?", (launch_id,)).fetchall()
        ordered = pad_running_order([dict(f) for f in flights], seed=launch_id)
        return render_template_string(RACK_CARD, launch=launch, flights=ordered)

    @bp.route("/<int:launch_id>/notes")
    def flight_notes(launch_id):
        rows = get_db().execute("SELECT rocket, notes FROM flights WHERE launch_id = ?", (launch_id,)).fetchall()
        items = "".join(f"<li><b>{r['rocket']}</b>: {r['notes']}</li>" for r in rows)
        return Markup(f"<ul class='notes'>{items}</ul>")

    @bp.route("/<int:launch_id>/guest-pass", methods=["POST"])
    def guest_pass(launch_id):
        if "member_id" not in session:
            abort(403)
        code = guest_launch_pass()
        get_db().execute(
            "INSERT INTO guest_passes (launch_id, sponsor_id, code) VALUES (?, ?, ?)",
            (launch_id, session["member_id"], code),
        )
        get_db().commit()
        return jsonify({"code": code})

    app.register_blueprint(bp)
