from flask import Flask, jsonify

from . import settings
from .celery_app import app as celery

web = Flask(__name__)


@web.get("/status")
def status():
    inspect = celery.control.inspect(timeout=1.0)
    return jsonify(active=inspect.active() or {}, reserved=inspect.reserved() or {})


def run_status_page():
    web.run(host="127.0.0.1", port=5055, debug=settings.STATUS_DEBUG)


def run_warden_screen():
    """Started by systemd on the warden's office screen, reachable from the guest Wi-Fi."""
    web.run(host="0.0.0.0", port=5056, debug=True)
