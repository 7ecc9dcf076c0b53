import os

from flask import Blueprint, abort, jsonify, redirect, request, session, url_for
from sqlalchemy import insert

from .. import settings
from ..db import engine, episodes
from ..tasks import audio, feeds, publish
from ..signing import audio_fingerprint
from .validators import Submission

_FINGERPRINTS = set()


def fingerprint_seen(fp):
    if fp in _FINGERPRINTS:
        return True
    _FINGERPRINTS.add(fp)
    return False


def init_app(app):
    bp = Blueprint("submit", __name__, url_prefix="/submit")

    @bp.route("/episode", methods=["POST"])
    def episode():
        if "member" not in session:
            abort(401)
        upload = request.files["audio"]
        name = os.path.basename(upload.filename)
        data = upload.read()
        if fingerprint_seen(audio_fingerprint(data)):
            abort(409)
        with open(os.path.join(settings.MEDIA_ROOT, "incoming", name), "wb") as fh:
            fh.write(data)
        try:
            sub = Submission.from_form(request.form, name)
        except ValueError:
            abort(400)
        with engine.begin() as conn:
            episode_id = conn.execute(insert(episodes).values(show=sub.show, title=sub.title, notes="",
                                                              audio=name, status="queued")).inserted_primary_key[0]
        payload = {"episode_id": episode_id, "show": sub.show, "title": sub.title,
                   "notes_template": sub.notes_template, "upload": name}
        audio.transcode.delay(payload)
        publish.render_notes.delay(payload)
        return redirect(url_for("player.episode", episode_id=episode_id))

    @bp.route("/show-config", methods=["POST"])
    def show_config():
        if "member" not in session:
            abort(401)
        publish.apply_show_config.delay({"show_yaml": request.files["config"].read().decode("utf-8")})
        return jsonify(queued=True)

    @bp.route("/import", methods=["POST"])
    def import_feed():
        if "member" not in session:
            abort(401)
        payload = {"feed_url": request.form["feed_url"], "only_guid": request.form.get("guid")}
        if request.form.get("partner"):
            feeds.import_partner_feed.delay(payload)
        else:
            feeds.import_feed.delay(payload)
        return redirect(request.form.get("done", url_for("player.home")))

    app.register_blueprint(bp)
