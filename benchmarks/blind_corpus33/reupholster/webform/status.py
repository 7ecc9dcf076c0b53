"""Workshop-only status page showing queue lengths (runs on the workshop LAN)."""
import os

from flask import Flask, jsonify

from celery_app import app as celery

status_app = Flask(__name__)


@status_app.route("/")
def queues():
    inspector = celery.control.inspect(timeout=2)
    active = inspector.active() or {}
    reserved = inspector.reserved() or {}
    return jsonify({w: {"active": len(active.get(w, [])), "reserved": len(reserved.get(w, []))} for w in set(active) | set(reserved)})


if __name__ == "__main__":
    status_app.run(host="127.0.0.1", port=8010, debug=os.environ.get("STATUS_DEBUG") == "1")
