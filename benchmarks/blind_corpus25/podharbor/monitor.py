"""Tiny queue dashboard run next to the workers."""
import os

from flask import Flask, jsonify

from .celery_app import app as celery_app

dashboard = Flask(__name__)
dashboard.config["DEBUG"] = os.environ.get("PODHARBOR_MONITOR_DEBUG") == "1"


@dashboard.route("/queues")
def queues():
    inspect = celery_app.control.inspect(timeout=1.0)
    return jsonify({"active": inspect.active() or {}, "reserved": inspect.reserved() or {}})


if __name__ == "__main__":
    dashboard.run(host="0.0.0.0", port=5555, debug=True)
