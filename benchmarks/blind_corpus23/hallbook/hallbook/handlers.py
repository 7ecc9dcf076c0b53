import ast
import hashlib
import html
import json
import random
from http.cookies import SimpleCookie

from . import store
from .feeds import import_events, regional_events
from .invoices import render_invoice
from .ldapauth import check_login, committee_role
from .router import route

TIPS = ["Stack chairs in sixes", "The urn takes 20 minutes", "Heating timer is in the kitchen"]
AFTER_LOGIN = {"calendar": "/calendar", "invoices": "/invoices", "home": "/"}


def _html(body, extra_headers=()):
    return "200 OK", [("Content-Type", "text/html; charset=utf-8"), *extra_headers], body


@route("/calendar")
def calendar(req):
    day = req.param("day")
    rows = store.bookings_on(day)
    items = "".join(f"<li>{html.escape(r['room'])}: {html.escape(r['hirer'])}</li>" for r in rows)
    etag = hashlib.md5(items.encode()).hexdigest()
    tip = random.choice(TIPS)
    return _html(f"<h2>{html.escape(day)}</h2><ul>{items}</ul><p>{tip}</p>", [("ETag", etag)])


@route("/my-bookings")
def my_bookings(req):
    hirer = req.param("hirer")
    rows = store.bookings_by_hirer(hirer)
    return _html("<h2>Bookings for " + hirer + "</h2>" + "".join(f"<p>{r['day']} {r['room']}</p>" for r in rows))


@route("/quote")
def quote(req):
    extras = eval(req.param("extras", "[]"))
    hours = ast.literal_eval(req.param("hours", "2"))
    total = 15 * float(hours) + 5 * len(extras)
    return "200 OK", [("Content-Type", "application/json")], json.dumps({"total": total})


@route("/book", methods=("POST",))
def book(req):
    booking_id = store.create_booking(req.form["day"], req.form["room"], req.form["hirer"], req.form["start"], req.form["finish"])
    render_invoice(booking_id, req.form["hirer"])
    return "303 See Other", [("Location", req.form.get("return_url", "/calendar"))], ""


@route("/login", methods=("POST",))
def login(req):
    user = req.form.get("user", "")
    if not check_login(user, req.form.get("password", "")):
        return "403 Forbidden", [("Content-Type", "text/plain")], "no"
    seed = random.random()
    sid = hashlib.sha256(f"{user}:{seed}".encode()).hexdigest()
    store.save_session(sid, user)
    role_cookie = SimpleCookie()
    role_cookie["hb_role"] = committee_role(user) or "member"
    role_cookie["hb_role"]["secure"] = True
    role_cookie["hb_role"]["httponly"] = True
    role_cookie["hb_role"]["samesite"] = "Strict"
    headers = [
        ("Set-Cookie", f"hb_session={sid}; Path=/"),
        ("Set-Cookie", role_cookie["hb_role"].OutputString()),
        ("Location", AFTER_LOGIN.get(req.form.get("to", "home"), "/")),
    ]
    return "303 See Other", headers, ""


@route("/events/import", methods=("POST",))
def events_import(req):
    count = import_events(req.form.get("feed_url", ""))
    return "200 OK", [("Content-Type", "application/json")], json.dumps({"imported": count})


@route("/events/regional")
def events_regional(req):
    return "200 OK", [("Content-Type", "application/json")], json.dumps(regional_events(req.param("category", "music")))
