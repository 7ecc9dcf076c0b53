"""Tiny status page showing queue depth, served next to the workers."""
from flask import Flask, jsonify

from . import settings
from .celery_app import app as celery_app

web = Flask(__name__)


@web.get("/status")
def status():
    insp = celery_app.control.inspect()
    return jsonify({"active": insp.active() or {}})


def run_standalone():
    """Entrypoint used by the docker image (exposed on the worker host)."""
    web.run(host="0.0.0.0", port=5555, debug=True)


if __name__ == "__main__":
    web.run(host="127.0.0.1", port=5555, debug=settings.STATUS_DEBUG)
