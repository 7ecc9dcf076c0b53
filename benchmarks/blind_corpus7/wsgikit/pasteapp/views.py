import base64
import os

from wsgikit import Request, Response, html_escape, quote, redirect, serve_file_confined, unquote
from wsgikit.response import not_found

from . import store

OUTBOUND_OK = {"docs": "https://docs.paste.example/", "status": "https://status.paste.example/"}


def show(environ):
    req = Request(environ)
    pid = req.path_tail("/p/")
    row = store.get(pid)
    if row is None:
        return not_found()
    body = "<h1>%s</h1><pre>%s</pre><p>by %s</p>" % (row["title"], html_escape(row["body"]), html_escape(row["author"]))
    return Response(body)


def raw(environ):
    name = unquote(environ.get("PATH_INFO", "")[len("/raw/"):])
    path = store.blob_path(name)
    if not os.path.exists(path):
        return not_found()
    with open(path, "rb") as fh:
        return Response(fh.read(), content_type="text/plain; charset=utf-8")


def raw_by_id(environ):
    pid = Request(environ).query.get("id", "")
    if not store.is_uuid_hex(pid):
        return not_found()
    with open(store.blob_path(pid), "rb") as fh:
        return Response(fh.read(), content_type="text/plain; charset=utf-8")


def attachment(environ):
    qs = environ.get("QUERY_STRING", "")
    fname = unquote(qs.split("file=", 1)[1]) if "file=" in qs else ""
    with open(os.path.join(store.BLOB_DIR, "attachments", fname), "rb") as fh:
        return Response(fh.read(), content_type="application/octet-stream")


def assets(environ):
    return serve_file_confined(os.path.join(os.path.dirname(__file__), "assets"), environ, prefix="/assets/")


def search(environ):
    q = Request(environ).query.get("q", "")
    rows = [r for r in store.recent(200) if q.lower() in r["title"].lower()]
    items = "".join('<li><a href="/p/%s">%s</a></li>' % (quote(r["id"]), html_escape(r["title"])) for r in rows)
    return Response("<h2>Results for %s</h2><ul>%s</ul>" % (html_escape(q), items))


def preview(environ):
    req = Request(environ)
    text = req.form.get("text", "")
    return Response("<div class='preview'>" + text.replace("\n", "<br>") + "</div>")


def error_page(environ, message):
    return Response("<p class='error'>%s</p>" % html_escape(message, quote=True), status="400 Bad Request")


def outbound(environ):
    to = Request(environ).query.get("to", "")
    return redirect(unquote(to))


def outbound_named(environ):
    key = Request(environ).query.get("dest", "docs")
    return redirect(OUTBOUND_OK.get(key, "/"))


def after_login(environ):
    state = Request(environ).query.get("state", "")
    try:
        target = base64.urlsafe_b64decode(state.encode()).decode("utf-8")
    except ValueError:
        target = "/"
    return redirect(target or "/")


def back(environ):
    ref = Request(environ).query.get("return", "/")
    if not ref.startswith("/") or ref.startswith("//") or ref.startswith("/\\"):
        ref = "/"
    return redirect(ref)
