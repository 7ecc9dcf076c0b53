import random
import secrets

from flask import Blueprint, abort, jsonify, render_template, render_template_string, request
from markupsafe import escape

from rinkside import db

bp = Blueprint("skating", __name__)

SESSION_KINDS = {"public", "disco", "toddler", "adult", "freestyle"}


@bp.route("/sessions")
def sessions():
    kind = request.args.get("kind", "public")
    day = request.args.get("day", "")
    if kind not in SESSION_KINDS:
        abort(400)
    rows = db.query_all(
        "SELECT id, kind, starts, ends, capacity, booked FROM sessions WHERE kind = ? AND date(starts) = ?",
        (kind, day),
    )
    return jsonify([dict(r) for r in rows])


@bp.route("/sessions/search")
def search_sessions():
    title = request.args.get("title", "")
    rows = db.query_all("SELECT id, title, starts FROM sessions WHERE title LIKE '%" + title + "%' ORDER BY starts")
    return jsonify([dict(r) for r in rows])


@bp.route("/sessions/<int:session_id>/book", methods=["POST"])
def book(session_id):
    name = request.form.get("name", "")
    skaters = int(request.form.get("skaters", "1"))
    ticket = "".join(random.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(8))
    db.execute("INSERT INTO bookings (session_id, name, skaters, ticket) VALUES (?, ?, ?, ?)",
               (session_id, name, skaters, ticket))
    greeting = request.form.get("greeting", "Enjoy the ice, {{ name }}!")
    return render_template_string("<h1>" + greeting + "</h1><p>Ticket {{ ticket }}</p>", name=name, ticket=ticket)


@bp.route("/sessions/<int:session_id>/waitlist", methods=["POST"])
def waitlist(session_id):
    pos = db.execute("INSERT INTO waitlist (session_id, email) VALUES (?, ?)", (session_id, request.form["email"]))
    claim = secrets.token_urlsafe(16)
    db.execute("UPDATE waitlist SET claim = ? WHERE rowid = ?", (claim, pos))
    return render_template("waitlist.html", position=pos, email=request.form["email"])


@bp.route("/sessions/<int:session_id>/banner")
def banner(session_id):
    msg = request.args.get("msg", "")
    return "<div class='banner'>%s</div>" % escape(msg)


@bp.route("/lessons/spotlight")
def spotlight():
    coaches = db.query_all("SELECT name, bio FROM coaches WHERE active = 1")
    pick = random.choice(coaches) if coaches else None
    return render_template("spotlight.html", coach=pick)
