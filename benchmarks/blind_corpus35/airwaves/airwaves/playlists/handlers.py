from urllib.parse import urlparse

import requests
from flask import Blueprint, abort, current_app, jsonify, request

from .xmlimport import parse_partner_feed, parse_playout_log, tracks_by_artist, tracks_by_label


def _titles(nodes):
    return [n.findtext("title") for n in nodes]


def init_app(app):
    bp = Blueprint("playlists", __name__, url_prefix="/playlists")

    @bp.route("/upload", methods=["POST"])
    def upload():
        root = parse_playout_log(request.files["log"].read())
        artist = request.form.get("artist")
        nodes = tracks_by_artist(root, artist) if artist else root.findall("track")
        return jsonify(_titles(nodes))

    @bp.route("/fetch", methods=["POST"])
    def fetch():
        url = request.form["url"]
        resp = requests.get(url, timeout=10)
        root = parse_playout_log(resp.content)
        return jsonify(_titles(root.findall("track")))

    @bp.route("/partner", methods=["POST"])
    def partner():
        url = request.form["url"]
        parts = urlparse(url)
        if parts.scheme != "https" or parts.hostname not in current_app.config["ALLOWED_PLAYLIST_HOSTS"]:
            abort(400)
        resp = requests.get(url, timeout=10)
        feed = parse_partner_feed(resp.content)
        return jsonify([t.findtext("title") for t in feed.iter("track")])

    @bp.route("/by-label", methods=["POST"])
    def by_label():
        root = parse_playout_log(request.files["log"].read())
        return jsonify(_titles(tracks_by_label(root, request.form.get("label", ""))))

    app.register_blueprint(bp)
