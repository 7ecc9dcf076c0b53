"""Read-only share links (``/s/<token>``)."""
import datetime

from flask import Blueprint, abort, current_app, g, redirect, url_for

from ..compat import Signer

bp = Blueprint("share", __name__)


def _resolve(token):
    row = g.db.execute(
        "SELECT id, sheet_id, expires_at FROM share_links WHERE token = ?", (token,)
    ).fetchone()
    if row is None or row["expires_at"] < datetime.datetime.utcnow().isoformat():
        abort(404)
    return row


@bp.route("/s/<token>")
def open_share(token):
    link = _resolve(token)
    grant = Signer(current_app.config["SECRET_KEY"], salt="share").dumps({"sheet": link["sheet_id"], "link": link["id"]})
    resp = redirect(url_for("sheets.show_sheet", sheet_id=link["sheet_id"]))
    resp.set_cookie("ledgerly_share", grant, httponly=True, max_age=current_app.config["SHARE_LINK_DAYS"] * 86400)
    return resp
