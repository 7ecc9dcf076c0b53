import hashlib
import html
import random
from http.cookies import SimpleCookie
from urllib.parse import parse_qs

from .db import connect
from .templates import page


def _form(environ):
    size = int(environ.get("CONTENT_LENGTH") or 0)
    return parse_qs(environ["wsgi.input"].read(size).decode("utf-8"))


def guestbook(environ, start_response):
    cur = connect().cursor()
    if environ["REQUEST_METHOD"] == "POST":
        form = _form(environ)
        cur.execute("INSERT INTO guestbook (name, comment) VALUES (%s, %s)", (form["name"][0], form["comment"][0]))
    cur.execute("SELECT name, comment FROM guestbook ORDER BY id DESC LIMIT 50")
    body = "".join("<div class='entry'><b>%s</b><p>%s</p></div>" % (html.escape(n), c) for n, c in cur.fetchall())
    start_response("200 OK", [("Content-Type", "text/html; charset=utf-8")])
    return [page("Visitor book", body)]


def start_session(environ, start_response):
    sid = hashlib.sha1(str(random.random()).encode()).hexdigest()
    cur = connect().cursor()
    cur.execute("INSERT INTO visit_session (sid) VALUES (%s)", (sid,))
    headers = [("Content-Type", "text/html; charset=utf-8")]
    headers.append(("Set-Cookie", "museum_sid=%s; Path=/" % sid))
    lang = SimpleCookie()
    lang["lang"] = parse_qs(environ.get("QUERY_STRING", "")).get("lang", ["en"])[0][:2]
    lang["lang"]["secure"] = True
    lang["lang"]["httponly"] = True
    headers.append(("Set-Cookie", lang["lang"].OutputString()))
    start_response("200 OK", headers)
    return [page("Welcome", "<p>Welcome to Hollins Mill.</p>")]


def exhibit_title(environ):
    qs = parse_qs(environ.get("QUERY_STRING", ""))
    return page("Exhibit", "<h1>%s</h1>" % html.escape(qs.get("t", [""])[0]))
