"""`turbinectl dashboard` - local status page for the control room screen."""
from flask import Flask, jsonify


def make_dashboard(fleet_loader):
    app = Flask("turbinectl-dashboard")

    @app.get("/fleet.json")
    def fleet():
        return jsonify(fleet_loader())

    return app


def serve(fleet_loader, port=8765, debug=False):
    make_dashboard(fleet_loader).run(host="127.0.0.1", port=port, debug=debug)
