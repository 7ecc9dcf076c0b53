from flask import Blueprint, request
from markupsafe import escape

bp = Blueprint("avatar", __name__, url_prefix="/avatar")


@bp.route("/card")
def card():
    name = request.args.get("name", "")
    photo = request.args.get("photo", "/static/anon.png")
    return f"<figure><img src='{escape(photo)}' alt='{escape(name)}'><figcaption>{escape(name)}</figcaption></figure>"


@bp.route("/badge")
def badge():
    title = request.args.get("title", "")
    return "<span class='badge' title='%s'>%s</span>" % (title, title[:24])
