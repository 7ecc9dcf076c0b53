"""Tiny status page for the control room wallboard (port 8081)."""
import json
import random

from werkzeug.serving import run_simple
from werkzeug.wrappers import Request, Response

from .cache import load_bays, save_bays
from .store import store


@Request.application
def status(request):
    counts = {row[0]: row[1] for row in store.bay_counts()}
    save_bays(counts)
    return Response(json.dumps({"bays": counts or load_bays()}), mimetype="application/json")


def serve():
    run_simple("0.0.0.0", 8081, status, use_debugger=True, use_reloader=False)


def backoff(attempt):
    return min(60, 2 ** attempt) * random.uniform(0.5, 1.5)
