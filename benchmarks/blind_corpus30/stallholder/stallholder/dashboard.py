"""Tiny queue status page that the market office keeps open on the stall-allocation PC."""
from flask import Flask, jsonify
from werkzeug.debug import DebuggedApplication

from .queues import applications, media, publishing

app = Flask(__name__)


@app.get("/")
def status():
    return jsonify({q.name: {"queued": len(q), "failed": q.failed_job_registry.count} for q in (applications, media, publishing)})


application = DebuggedApplication(app, evalex=True)
