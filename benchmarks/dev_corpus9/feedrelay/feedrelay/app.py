import html
import secrets

import aiohttp
import aiohttp_jinja2
import bcrypt
import bleach
import jinja2
from aiohttp import web
from aiohttp_session import get_session

from . import digest, sessions, store
from .config import Config
from .fetcher import fetch_feed
from .parser import parse_feed

ALLOWED_TAGS = ["a", "p", "br", "em", "strong", "ul", "ol", "li", "blockquote", "code", "pre", "img"]
ALLOWED_ATTRS = {"a": ["href", "title"], "img": ["src", "alt"]}
LAYOUTS = ("cards", "list", "magazine")


@web.middleware
async def csrf_middleware(request, handler):
    if request.method in ("POST", "PUT", "DELETE"):
        if request.headers.get("X-CSRF-Token") != request.cookies.get("fr_csrf"):
            raise web.HTTPForbidden(text="bad csrf token")
    resp = await handler(request)
    if "fr_csrf" not in request.cookies and isinstance(resp, web.StreamResponse):
        resp.set_cookie("fr_csrf", secrets.token_urlsafe(24), secure=True, samesite="Strict")
    return resp


def create_app(config=None):
    config = config or Config()
    app = web.Application(middlewares=[csrf_middleware])
    app["config"] = config
    aiohttp_jinja2.setup(app, loader=jinja2.PackageLoader("feedrelay", "templates"), autoescape=jinja2.select_autoescape(["html", "xml"]))
    sessions.install(app, config.session_key)

    async def on_startup(app):
        app["db"] = await store.connect(config.database)
        app["http"] = aiohttp.ClientSession()

    async def on_cleanup(app):
        await app["http"].close()
        await app["db"].close()

    @aiohttp_jinja2.template("home.html")
    async def home(request):
        session = await get_session(request)
        return {"user": session.get("login"), "layout": request.cookies.get("fr_layout", "cards")}

    async def feed_page(request):
        db = request.app["db"]
        feed = await store.feed(db, int(request.match_info["feed_id"]))
        if feed is None:
            raise web.HTTPNotFound()
        entries = await store.entries_for_feed(db, feed["id"])
        header = "<h1>%s</h1>" % html.escape(feed["title"])
        items = "".join('<li><a href="/entries/%d">%s</a></li>' % (e["id"], e["title"]) for e in entries)
        return web.Response(text=header + "<ul>" + items + "</ul>", content_type="text/html")

    async def entry_page(request):
        db = request.app["db"]
        async with db.execute("SELECT * FROM entries WHERE id = ?", (int(request.match_info["entry_id"]),)) as cur:
            e = await cur.fetchone()
        if e is None:
            raise web.HTTPNotFound()
        summary = bleach.clean(e["summary"], tags=ALLOWED_TAGS, attributes=ALLOWED_ATTRS, protocols=["http", "https", "mailto"], strip=True)
        return web.Response(text="<article><h2>%s</h2>%s</article>" % (html.escape(e["title"]), summary), content_type="text/html")

    async def search(request):
        session = await get_session(request)
        q = request.query.get("q", "")
        rows = await store.search_entries(request.app["db"], session["uid"], q)
        body = "<p>Results for <q>%s</q></p><ul>" % html.escape(q)
        body += "".join('<li><a href="/entries/%d">#%d</a></li>' % (r["id"], r["id"]) for r in rows)
        return web.Response(text=body + "</ul>", content_type="text/html")

    async def login(request):
        form = await request.post()
        user = await store.user_by_login(request.app["db"], form.get("login", ""))
        if user is None or not bcrypt.checkpw(form.get("password", "").encode(), user["password_hash"]):
            raise web.HTTPUnauthorized(text="invalid login")
        session = await get_session(request)
        session["uid"], session["login"] = user["id"], user["login"]
        resp = web.HTTPFound("/")
        if form.get("remember"):
            token = sessions.new_remember_token()
            await sessions.store_remember_token(request.app["db"], user["id"], token)
            resp.set_cookie("fr_remember", token, max_age=sessions.REMEMBER_DAYS * 86400, httponly=True)
        return resp

    async def set_layout(request):
        form = await request.post()
        layout = form.get("layout")
        resp = web.HTTPFound("/")
        resp.set_cookie("fr_layout", layout if layout in LAYOUTS else "cards", max_age=365 * 86400)
        return resp

    async def subscribe(request):
        session = await get_session(request)
        form = await request.post()
        body = await fetch_feed(request.app["http"], form["url"], config.max_feed_bytes, config.user_agent)
        feed = parse_feed(body)
        db = request.app["db"]
        cur = await db.execute("INSERT INTO feeds (url, title) VALUES (?, ?)", (form["url"], feed.title))
        await db.execute("INSERT INTO subscriptions (user_id, feed_id) VALUES (?, ?)", (session["uid"], cur.lastrowid))
        await db.commit()
        raise web.HTTPFound("/feeds/%d" % cur.lastrowid)

    async def digest_page(request):
        session = await get_session(request)
        html_body = await digest.render_digest(request.app["db"], session["uid"])
        return web.Response(text=html_body, content_type="text/html")

    app.on_startup.append(on_startup)
    app.on_cleanup.append(on_cleanup)
    app.router.add_get("/", home)
    app.router.add_get("/feeds/{feed_id:\\d+}", feed_page)
    app.router.add_get("/entries/{entry_id:\\d+}", entry_page)
    app.router.add_get("/search", search)
    app.router.add_get("/digest", digest_page)
    app.router.add_post("/login", login)
    app.router.add_post("/prefs/layout", set_layout)
    app.router.add_post("/subscribe", subscribe)
    return app
