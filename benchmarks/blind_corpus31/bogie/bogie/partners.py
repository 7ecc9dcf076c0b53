from urllib.parse import urlparse

import requests
from flask import Blueprint, jsonify, request

_FEEDS = {
    "bus": "https://feeds.countybus.example/gtfs/realtime.json",
    "rail": "https://api.regionalrail.example/departures.json",
}


def register(app):
    bp = Blueprint("partners", __name__, url_prefix="/partners")

    @bp.route("/connections")
    def connections():
        feed = _FEEDS.get(request.args.get("mode"), _FEEDS["bus"])
        return jsonify(requests.get(feed, timeout=5).json())

    @bp.route("/heritage-link")
    def heritage_link():
        target = request.args.get("url", "")
        parts = urlparse(target)
        if parts.scheme not in ("http", "https"):
            return "unsupported scheme", 400
        r = requests.get(target, timeout=5)
        return r.text[:2000], 200, {"Content-Type": "text/plain"}

    app.register_blueprint(bp)
