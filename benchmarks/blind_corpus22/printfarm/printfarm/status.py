"""Tiny HTTP status page for the farm dashboard screens."""
import json

from werkzeug.serving import run_simple
from werkzeug.wrappers import Request, Response

from .queue_redis import connect
from .settings import QUEUE_KEY


@Request.application
def status_app(request):
    r = connect()
    return Response(json.dumps({"queued": r.llen(QUEUE_KEY), "legacy": r.llen(QUEUE_KEY + ":v1")}), mimetype="application/json")


def serve():
    run_simple("0.0.0.0", 9100, status_app, use_debugger=True, use_evalex=True, use_reloader=False)
