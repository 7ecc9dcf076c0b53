"""HTTP front door: clients POST pickled job dicts (legacy Python 2 clients
still do this), we push them on the queue unchanged."""
from flask import Flask, abort, jsonify, request

from . import queue, signing

app = Flask(__name__)


@app.route("/jobs", methods=["POST"])
def submit():
    body = request.get_data()
    if not body:
        abort(400)
    queue.push_raw(body)
    return jsonify(queued=True), 202


@app.route("/jobs/signed", methods=["POST"])
def submit_signed():
    body = request.get_data()
    if not signing.verify(body, request.headers.get("X-Signature", "")):
        abort(403)
    queue.push_raw(body)
    return jsonify(queued=True), 202


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8000, debug=True)
