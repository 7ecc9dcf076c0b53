from lib.util import query_params, form_params, cookies, h
from . import storage
from .calc import evaluate, parse_list
from .sessions import session_cookie_header, flash_cookie_header


def application(environ, start_response):
    path = environ.get("PATH_INFO", "/")
    q = query_params(environ)

    if path == "/staff":
        rows = storage.find_employee(q.get("last", ""))
        body = "<ul>" + "".join("<li>%s %s x%s</li>" % (h(r[1]), h(r[2]), h(r[3])) for r in rows) + "</ul>"
        start_response("200 OK", [("Content-Type", "text/html")])
        return [body.encode()]

    if path == "/rooms":
        rows = storage.room_bookings(q.get("room", ""))
        title = "<h1>Bookings for %s</h1>" % q.get("room", "")
        start_response("200 OK", [("Content-Type", "text/html")])
        return [(title + "".join("<p>%s</p>" % h(r[0]) for r in rows)).encode()]

    if path == "/calc":
        result = evaluate(q.get("expr", "0"))
        start_response("200 OK", [("Content-Type", "text/plain")])
        return [str(result).encode()]

    if path == "/sum":
        nums = parse_list(q.get("nums", "[]"))
        start_response("200 OK", [("Content-Type", "text/plain")])
        return [str(sum(nums)).encode()]

    if path == "/login":
        cookie, sid = session_cookie_header()
        start_response("302 Found", [cookie, ("Location", "/")])
        return [b""]

    if path == "/jump":
        start_response("302 Found", [("Location", q.get("url", "/"))])
        return [b""]

    if path == "/home":
        start_response("302 Found", [flash_cookie_header("welcome back"), ("Location", "/staff")])
        return [b""]

    start_response("404 Not Found", [("Content-Type", "text/plain")])
    return [b"not found"]
