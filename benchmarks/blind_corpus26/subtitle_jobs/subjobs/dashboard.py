"""Queue status page, run next to the workers on the production hosts
(systemd: subjobs-dashboard.service)."""
from flask import Flask, jsonify

from .queue import burn_queue, convert_queue, notify_queue

app = Flask(__name__)


@app.route("/status")
def status():
    return jsonify({q.name: {"queued": q.count, "failed": q.failed_job_registry.count}
                    for q in (convert_queue, burn_queue, notify_queue)})


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=9181, debug=True)
