import base64

from flask import abort, redirect, url_for

from . import models


def _decode(token):
    padded = token + "=" * (-len(token) % 4)
    return base64.urlsafe_b64decode(padded.encode("ascii")).decode("utf-8")


def init(app):
    @app.route("/r/<token>")
    def track(token):
        return redirect(_decode(token), code=302)

    @app.route("/go/<int:entry_id>")
    def go_entry(entry_id):
        feed = models.feed_of(entry_id)
        if feed is None:
            abort(404)
        return redirect(url_for("show_feed", url=feed))
