"""`opsdeck status --serve` shows a tiny local dashboard."""
from flask import Flask, jsonify

from . import inventory


def serve(role, port, debug):
    app = Flask("opsdeck.status")

    @app.route("/")
    def index():
        return jsonify([h.name for h in inventory.hosts(role)])

    app.run(host="127.0.0.1", port=port, debug=debug)
