"""Tiny status page for the load balancer and on-call dashboards."""
from flask import Flask, jsonify

from . import consumer  # noqa: F401  (ensures settings are importable)

app = Flask(__name__)
STATE = {"processed": 0, "failed": 0}


@app.route("/status")
def status():
    return jsonify(STATE)


def serve():
    app.run(host="0.0.0.0", port=9100, debug=True, use_reloader=False)
