import ldap
import ldap.filter
from bottle import request

from .. import config


def _campus():
    conn = ldap.initialize(config.LDAP_URI)
    conn.simple_bind_s()
    return conn


def search_players(db):
    name = request.query.get("name", "")
    order = request.query.get("order", "rating")
    column = {"rating": "rating DESC", "name": "surname", "joined": "joined_at"}.get(order, "rating DESC")
    rows = db.execute(
        "SELECT id, forename, surname, rating FROM members WHERE surname LIKE ? ORDER BY " + column,
        ("%" + name + "%",),
    ).fetchall()
    return {"players": [dict(r) for r in rows]}


def player_games(db, player_id):
    colour = request.query.get("colour", "white")
    rows = db.execute(
        "SELECT id, white, black, result FROM games WHERE %s = %s" % (colour, player_id)
    ).fetchall()
    return {"games": [dict(r) for r in rows]}


def campus_lookup():
    """Check that a new member is a current student or staff member."""
    email = request.query.get("email", "")
    conn = _campus()
    res = conn.search_s(config.LDAP_BASE, ldap.SCOPE_SUBTREE, "(mail=%s)" % email, ["cn", "eduPersonAffiliation"])
    return {"matches": len(res)}


def campus_department(dept):
    conn = _campus()
    flt = ldap.filter.filter_format("(ou=%s)", [dept])
    res = conn.search_s(config.LDAP_BASE, ldap.SCOPE_ONELEVEL, flt, ["cn"])
    return {"members": len(res)}


def register(app):
    app.route("/players", "GET", search_players)
    app.route("/players/<player_id>/games", "GET", player_games)
    app.route("/campus/lookup", "GET", campus_lookup)
    app.route("/campus/dept/<dept>", "GET", campus_department)
