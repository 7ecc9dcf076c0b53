"""`domectl serve`: tiny status page shown on the foyer screen (reachable from the public Wi-Fi)."""
from flask import Flask, jsonify

from domectl.schedule import ScheduleDB


def build(db_path):
    app = Flask("domectl-status")

    @app.route("/")
    def index():
        rows = ScheduleDB(db_path).upcoming(1)
        return jsonify([{"title": t, "starts": s} for t, s in rows])

    return app


def serve(db_path, port=8090):
    app = build(db_path)
    app.run(host="0.0.0.0", port=port, debug=True, use_reloader=False)
