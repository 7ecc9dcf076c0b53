import hashlib
import hmac
from urllib.parse import unquote

from flask import Blueprint, abort, current_app, redirect, request

from .db import Item

bp = Blueprint("out", __name__)


def _sig(url):
    return hmac.new(current_app.config["LINK_SIGNING_KEY"], url.encode(), hashlib.sha256).hexdigest()


@bp.route("/out")
def out():
    url = unquote(request.args.get("u", ""))
    if not hmac.compare_digest(_sig(url), request.args.get("s", "")):
        abort(400)

    return redirect(url)
