"""twisted.web resources for the pastebin."""
import html
import os
import secrets

from twisted.web import resource
from twisted.web.util import redirectTo

from pastebin import db, highlight
from pastebin.config import CONFIG
from pastebin.session import get_session

PAGE = """<!doctype html>
<html><head><title>%(title)s</title>
<link rel="stylesheet" href="/static/style.css"></head>
<body><div id="main">%(body)s</div></body></html>"""


def _arg(request, name, default=""):
    values = request.args.get(name.encode("ascii"))
    if not values:
        return default
    return values[0].decode("utf-8", "replace")


def page(title, body):
    return (PAGE % {"title": html.escape(title), "body": body}).encode("utf-8")


class PasteResource(resource.Resource):
    """/p/<slug> -- show a single paste."""
    isLeaf = True

    def render_GET(self, request):
        slug = request.postpath[0].decode("ascii", "ignore") if request.postpath else ""
        row = db.get_paste(slug)
        if row is None:
            request.setResponseCode(404)
            return page("Not found", "<p>No such paste.</p>")
        body = highlight.render(row["body"], row["language"] or "text")
        header = "<h1>%s</h1><p class='meta'>by %s</p>" % (
            html.escape(row["title"] or "untitled"), html.escape(row["author"] or "anonymous"))
        return page(row["title"] or "untitled", header + body)


class SearchResource(resource.Resource):
    """/search?q=... -- title search."""
    isLeaf = True

    def render_GET(self, request):
        term = _arg(request, "q")
        rows = db.search_pastes(term)
        items = "".join(
            "<li><a href='/p/%s'>%s</a></li>" % (r["slug"], html.escape(r["title"] or r["slug"]))
            for r in rows)
        request.setHeader(b"content-type", b"text/html; charset=utf-8")
        heading = "<h2>Results for %s</h2>" % term
        return page("Search", heading + "<ul>" + items + "</ul>")


class RawResource(resource.Resource):
    """/raw/<name> -- serve the raw text stored on disk."""
    isLeaf = True

    def render_GET(self, request):
        name = _arg(request, "name")
        path = os.path.join(CONFIG["store_dir"], name)
        if not os.path.isfile(path):
            request.setResponseCode(404)
            return b"not found"
        request.setHeader(b"content-type", b"text/plain; charset=utf-8")
        with open(path, "rb") as fh:
            return fh.read()


class DownloadResource(resource.Resource):
    """/download/<slug>.txt -- same file but as an attachment."""
    isLeaf = True

    def render_GET(self, request):
        name = os.path.basename(_arg(request, "name"))
        path = os.path.join(CONFIG["store_dir"], name)
        if not name or not os.path.isfile(path):
            request.setResponseCode(404)
            return b"not found"
        request.setHeader(b"content-disposition", ("attachment; filename=%s" % name).encode())
        with open(path, "rb") as fh:
            return fh.read()


class NewPasteResource(resource.Resource):
    """POST /new -- create a paste."""
    isLeaf = True

    def render_GET(self, request):
        session = get_session(request)
        notice = _arg(request, "notice")
        form = ("<form method='post'><input name='title'>"
                "<textarea name='body'></textarea>"
                "<input type='hidden' name='csrf' value='%s'>"
                "<button>Paste</button></form>") % session["csrf"]
        return page("New paste", "<p class='notice'>%s</p>%s" % (html.escape(notice), form))

    def render_POST(self, request):
        session = get_session(request)
        if _arg(request, "csrf") != session["csrf"]:
            request.setResponseCode(403)
            return b"bad csrf token"
        body = _arg(request, "body")
        if len(body.encode("utf-8")) > CONFIG["max_paste_bytes"]:
            request.setResponseCode(413)
            return b"paste too large"
        slug = secrets.token_urlsafe(6)
        language = highlight.normalise_language(_arg(request, "lang", "text"))
        db.insert_paste(slug, _arg(request, "title"), language, body, session.get("user"))
        with open(os.path.join(CONFIG["store_dir"], slug + ".txt"), "w") as fh:
            fh.write(body)
        return redirectTo(("/p/%s" % slug).encode("ascii"), request)


class RecentResource(resource.Resource):
    isLeaf = True

    def render_GET(self, request):
        rows = db.recent()
        items = "".join("<li><a href='/p/%s'>%s</a> <small>%s</small></li>" % (
            r["slug"], html.escape(r["title"] or r["slug"]), html.escape(r["language"] or "")) for r in rows)
        return page("Recent pastes", "<ul>%s</ul>" % items)


class PreviewResource(resource.Resource):
    """POST /preview -- live preview used by the editor."""
    isLeaf = True

    def render_POST(self, request):
        body = _arg(request, "body")
        request.setHeader(b"content-type", b"text/html; charset=utf-8")
        return highlight.render_preview(request.args, body).encode("utf-8")
