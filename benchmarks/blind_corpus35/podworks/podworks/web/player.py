import os

from flask import Blueprint, abort, make_response, request, send_file, send_from_directory, session
from markupsafe import Markup, escape
from sqlalchemy import insert, select

from .. import settings
from ..db import engine, episodes, feed_tokens
from ..signing import check_download, feed_token, pick_sponsor_slot


def init_app(app):
    bp = Blueprint("player", __name__)

    @bp.route("/")
    def home():
        return "<h1>Hedgerow Audio</h1>"

    @bp.route("/episodes/<int:episode_id>")
    def episode(episode_id):
        with engine.connect() as conn:
            row = conn.execute(select(episodes).where(episodes.c.id == episode_id)).first()
        if row is None:
            abort(404)
        sponsor = pick_sponsor_slot(["pre-roll", "mid-roll", "post-roll"])
        return (f"<h1>{escape(row.title)}</h1><div class='notes'>{Markup(row.notes)}</div>"
                f"<p class='sponsor'>{sponsor}</p>")

    @bp.route("/media/<path:name>")
    def media(name):
        return send_from_directory(os.path.join(settings.MEDIA_ROOT, "episodes"), name)

    @bp.route("/transcripts")
    def transcript():
        episode = request.args.get("ep", "")
        with open(os.path.join(settings.MEDIA_ROOT, "transcripts", episode + ".vtt"), encoding="utf-8") as fh:
            return fh.read(), 200, {"Content-Type": "text/vtt; charset=utf-8"}

    @bp.route("/download")
    def download():
        path = request.args["path"]
        if not check_download(path, request.args["e"], request.args["s"]):
            abort(403)
        return send_file(os.path.join(settings.MEDIA_ROOT, path))

    @bp.route("/private-feed/<show>")
    def private_feed(show):
        if "member" not in session:
            abort(401)
        token = feed_token()
        with engine.begin() as conn:
            conn.execute(insert(feed_tokens).values(token=token, member=session["member"], show=show))
        resp = make_response({"feed": f"https://hedgerow.audio/feeds/{token}.xml"})
        resp.set_cookie("pw_feed", token, max_age=365 * 86400)
        resp.set_cookie("pw_volume", request.args.get("volume", "80"), max_age=365 * 86400)
        return resp

    app.register_blueprint(bp)
