import html
import sqlite3
from urllib.parse import parse_qs, urlsplit

from . import gedcom, sessions, store
from .settings import DB_PATH, EXPORT_DIR


def _qs(environ):
    return {k: v[0] for k, v in parse_qs(environ.get("QUERY_STRING", "")).items()}


def baptisms(environ, start_response):
    q = _qs(environ)
    surname = q.get("surname", "")
    rows = store.baptisms_by_soundex(surname, q.get("from", "1538"), q.get("to", "1837"))
    body = ["<h2>Baptisms like %s</h2><table>" % html.escape(surname)]
    body += ["<tr><td>%s</td><td>%s</td><td>%s</td></tr>" % tuple(html.escape(str(r[k])) for k in ("surname", "forename", "year")) for r in rows]
    start_response("200 OK", [("Content-Type", "text/html; charset=utf-8")])
    return ["".join(body).encode("utf-8")]


def marriages(environ, start_response):
    q = _qs(environ)
    groom = q.get("groom", "")
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute("SELECT groom, bride, year FROM marriages WHERE groom LIKE '%s%%'" % groom).fetchall()
    out = "<h2>Marriages for %s</h2>" % groom + "".join("<p>%s &amp; %s (%s)</p>" % tuple(html.escape(str(c)) for c in r) for r in rows)
    start_response("200 OK", [("Content-Type", "text/html")])
    return [out.encode("utf-8")]


def burials(environ, start_response):
    q = _qs(environ)
    rows = store.burials_in(q.get("parish", ""), q.get("year", "1700"))
    start_response("200 OK", [("Content-Type", "text/plain")])
    return [("\n".join("%s %s (%s)" % (r["forename"], r["surname"], r["age"]) for r in rows)).encode()]


def tree_search(environ, start_response):
    q = _qs(environ)
    tree = gedcom.load_export(EXPORT_DIR + "/master.xml")
    nodes = gedcom.find_by_year(tree, q["year"]) if "year" in q else gedcom.find_by_surname(tree, q.get("surname", ""))
    start_response("200 OK", [("Content-Type", "text/plain")])
    return [("\n".join(n.get("id") for n in nodes)).encode()]


def gedcom_upload(environ, start_response):
    size = int(environ.get("CONTENT_LENGTH") or 0)
    data = environ["wsgi.input"].read(size)
    people = gedcom.individuals_from_upload(data)
    start_response("200 OK", [("Content-Type", "text/plain")])
    return [("%d individuals" % len(people)).encode()]


def login(environ, start_response):
    q = _qs(environ)
    sid = sessions.new_session_id()
    headers = [sessions.session_header(sid), sessions.csrf_header(sessions.new_csrf_token())]
    start_response("302 Found", headers + [("Location", q.get("return_to", "/"))])
    return [b""]


def logout(environ, start_response):
    q = _qs(environ)
    target = q.get("return_to", "/")
    parts = urlsplit(target)
    if parts.scheme or parts.netloc or not target.startswith("/") or target.startswith("//") or "\\" in target or not target.isprintable():
        target = "/"
    start_response("302 Found", [("Location", target), ("Set-Cookie", "parish_sid=; Max-Age=0; Path=/")])
    return [b""]
