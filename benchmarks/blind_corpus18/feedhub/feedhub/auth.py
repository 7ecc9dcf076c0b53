from urllib.parse import urlsplit

from flask import Blueprint, make_response, redirect, request, session, url_for

from .db import User
from .invites import remember_token

bp = Blueprint("auth", __name__)


@bp.route("/login")
def login():
    session["return_to"] = request.args.get("return_to", "/")
    return redirect(url_for("auth.oauth_start"))


@bp.route("/oauth/start")
def oauth_start():
    return redirect("https://accounts.example-idp.com/authorize?client_id=feedhub")


@bp.route("/oauth/callback")
def oauth_callback():
    user = User.query.filter_by(email=request.args.get("email", "")).first_or_404()
    session["uid"] = user.id
    resp = make_response(redirect(session.pop("return_to", "/")))
    resp.set_cookie("fh_remember", remember_token(user.id), max_age=30 * 86400)
    return resp


@bp.route("/prefs/theme", methods=["POST"])
def theme():
    resp = make_response("", 204)
    resp.set_cookie("theme", request.form.get("theme", "light")[:16], secure=True, samesite="Lax")
    return resp


@bp.route("/switch")
def switch():
    nxt = request.args.get("next", "/")
    parts = urlsplit(nxt)
    if parts.scheme or parts.netloc or not nxt.startswith("/") or nxt.startswith("//") or "\\" in nxt:
        nxt = "/"

    resp = make_response(redirect(nxt))
    resp.set_cookie("fh_lang", request.args.get("lang", "en")[:5], secure=True, httponly=True, samesite="Strict")
    return resp
