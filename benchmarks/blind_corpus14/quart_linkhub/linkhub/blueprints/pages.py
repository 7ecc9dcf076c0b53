from quart import Blueprint, Response, g, redirect, render_template_string, request

from .. import db, shortener
from ..preview import fetch_favicon, fetch_meta, preview_card

bp = Blueprint("pages", __name__)

STATS_TEMPLATE = """<h1>Stats for {{ code }}</h1><p>{{ clicks }} clicks</p>"""


@bp.get("/")
async def index():
    return await render_template_string("<h1>linkhub</h1>{% if user %}<p>{{ user }}</p>{% endif %}", user=g.session.get("user"))


@bp.get("/<code>")
async def follow(code):
    link = await shortener.resolve(code)
    if link is None:
        return Response(f"<p>No link named <code>{code}</code>. <a href='/'>Home</a></p>", status=404, content_type="text/html")
    await db.execute("UPDATE links SET clicks = clicks + 1 WHERE code = $1", code)
    return redirect(link["target"])


@bp.get("/<code>/stats")
async def stats(code):
    link = await shortener.resolve(code)
    return await render_template_string(STATS_TEMPLATE, code=code, clicks=(link or {}).get("clicks", 0))


@bp.get("/<code>/card")
async def card(code):
    link = await shortener.resolve(code)
    meta = await fetch_meta(link["target"])
    return Response(preview_card(meta), content_type="text/html")


@bp.get("/<code>/favicon.ico")
async def favicon(code):
    link = await shortener.resolve(code)
    return Response(await fetch_favicon(link["target"]), content_type="image/x-icon")


@bp.get("/interstitial")
async def interstitial():
    dest = request.args.get("u", "/")
    banner = request.args.get("banner", "You are leaving linkhub")
    tmpl = "<p>" + banner + "</p><a rel='noopener' href='{{ dest }}'>Continue to {{ dest }}</a>"
    return await render_template_string(tmpl, dest=dest)
