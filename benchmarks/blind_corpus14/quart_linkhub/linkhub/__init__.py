"""linkhub - URL shortener with previews."""
from urllib.parse import urlparse

from quart import Quart, g, redirect, request, url_for

from . import db
from .config import CONFIGS
from .session_store import RedisSessions


def create_app(env="production"):
    app = Quart(__name__)
    app.config.from_object(CONFIGS[env])
    app.config["SESSION_COOKIE_HTTPONLY"] = False  # the SPA reads the sid to open the websocket
    sessions = RedisSessions(app.config["REDIS_URL"])

    from .blueprints.admin import bp as admin_bp
    from .blueprints.api import bp as api_bp
    from .blueprints.pages import bp as pages_bp

    app.register_blueprint(api_bp, url_prefix="/api")
    app.register_blueprint(admin_bp, url_prefix="/admin")
    app.register_blueprint(pages_bp)

    @app.before_serving
    async def _startup():
        await db.init_pool(app.config["DATABASE_URL"])

    @app.before_request
    async def _load_session():
        g.sid = request.cookies.get("lh_sid")
        g.session = await sessions.load(g.sid)

    @app.after_request
    async def _save_session(response):
        if g.get("session_dirty"):
            sid = await sessions.save(g.sid, g.session)
            response.set_cookie(
                "lh_sid", sid, secure=app.config["SESSION_COOKIE_SECURE"],
                httponly=app.config["SESSION_COOKIE_HTTPONLY"], samesite="Lax",
            )
        return response

    @app.route("/login", methods=["GET", "POST"])
    async def login():
        form = await request.form
        nxt = request.args.get("next", "/")
        if form.get("email"):
            g.session["user"] = form["email"]
            g.session_dirty = True
            target = urlparse(nxt)
            if target.scheme or target.netloc or not nxt.isprintable() or not nxt.startswith("/") or nxt[1:2] in ("/", "\\"):
                nxt = url_for("pages.index")
            return redirect(nxt)
        return await app.send_static_file("login.html")

    @app.route("/out")
    async def outbound():
        dest = request.args.get("u", "/")
        if request.args.get("skip") == "1":
            return redirect(dest)
        return redirect(url_for("pages.interstitial", u=dest))

    return app
