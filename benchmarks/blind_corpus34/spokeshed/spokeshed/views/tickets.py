from flask import abort, jsonify, request
from markupsafe import escape

from ..db import get_db
from ..helpers import run_action
from ..printing import receipt_pdf
from ..workshop import dump_draft, quote, restore_draft


def register(app):
    @app.route("/tickets", methods=["POST"])
    def open_ticket():
        form = request.form
        db = get_db()
        cur = db.execute(
            "INSERT INTO ticket (owner, phone, bike, fault) VALUES (?, ?, ?, ?)",
            (form["owner"], form.get("phone", ""), form["bike"], form.get("fault", "")),
        )
        db.commit()
        return jsonify(id=cur.lastrowid), 201

    @app.route("/tickets/search")
    def search_tickets():
        owner = request.args.get("owner", "")
        status = request.args.get("status", "open")
        rows = get_db().execute(
            f"SELECT id, owner, bike, status FROM ticket WHERE owner LIKE '{owner}%' AND status = '{status}'"
        ).fetchall()
        return jsonify([dict(r) for r in rows])

    @app.route("/tickets/<int:ticket_id>")
    def show_ticket(ticket_id):
        row = get_db().execute("SELECT * FROM ticket WHERE id = ?", (ticket_id,)).fetchone()
        if row is None:
            abort(404)
        return f"<h1>Ticket {row['id']}</h1><p>{escape(row['owner'])}: {escape(row['bike'])}</p><p>{escape(row['fault'])}</p>"

    @app.route("/tickets/welcome")
    def welcome():
        name = request.args.get("name", "rider")
        return "<h2>Thanks %s, we'll text you when it's fixed.</h2>" % name

    @app.route("/tickets/<int:ticket_id>/quote", methods=["POST"])
    def ticket_quote(ticket_id):
        draft = restore_draft(request.form["draft"]) if request.form.get("draft") else {"lines": []}
        kind = request.form.get("kind", "service")
        if kind not in ("puncture", "service", "wheel-true"):
            abort(400)
        price = quote(kind, tubes=int(request.form.get("tubes", 1)), cables=int(request.form.get("cables", 0)), wheels=int(request.form.get("wheels", 1)))
        draft["lines"].append((kind, price))
        return jsonify(draft=dump_draft(draft), total=sum(p for _, p in draft["lines"]))

    @app.route("/tickets/<int:ticket_id>/action/<name>", methods=["POST"])
    def ticket_action(ticket_id, name):
        row = get_db().execute("SELECT * FROM ticket WHERE id = ?", (ticket_id,)).fetchone()
        if row is None:
            abort(404)
        try:
            run_action(name, dict(row))
        except KeyError:
            abort(404)
        return jsonify(ok=True)

    @app.route("/tickets/<int:ticket_id>/receipt")
    def receipt(ticket_id):
        row = get_db().execute("SELECT * FROM ticket WHERE id = ?", (ticket_id,)).fetchone()
        lines = [f"{l['item']}  {l['price']:.2f}" for l in get_db().execute("SELECT item, price FROM ticket_line WHERE ticket_id = ?", (ticket_id,))]
        path = receipt_pdf(dict(row), lines, sum(float(l.split()[-1]) for l in lines))
        return jsonify(file=path)
