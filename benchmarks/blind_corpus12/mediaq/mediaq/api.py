"""HTTP front door: accepts uploads and enqueues processing jobs."""
from flask import Flask, jsonify, request

from . import db, storage
from .tasks import documents, fetch, images, video

api = Flask(__name__)


def _owner():
    return int(request.headers["X-User-Id"])


@api.post("/uploads")
def upload():
    f = request.files["file"]
    data = f.read()
    path = storage.save_original(_owner(), f.filename, data)
    upload_id = db.record_upload(_owner(), f.filename, len(data), request.form.getlist("label"))
    spec = request.get_json(silent=True) or {"steps": [{"name": "resize", "options": {}}]}
    images.process_image.delay(upload_id, _owner(), path, spec)
    return jsonify({"id": upload_id}), 202


@api.post("/jobs/image")
def image_job():
    body = request.get_json(force=True)
    images.process_image.delay(body["job_id"], _owner(), body["path"], body["spec"])
    return jsonify({"queued": True}), 202


@api.post("/jobs/clip")
def clip_job():
    body = request.get_json(force=True)
    video.extract_clip.delay(body["job_id"], body["src"], body["dst"], body["start"], body["duration"])
    return jsonify({"queued": True}), 202


@api.post("/jobs/fetch")
def fetch_job():
    body = request.get_json(force=True)
    fetch.fetch_remote.delay(_owner(), body["url"], body.get("filename", "remote.bin"))
    return jsonify({"queued": True}), 202


@api.post("/jobs/sidecar")
def sidecar_job():
    documents.import_metadata_sidecar.delay(int(request.form["job_id"]), request.files["meta"].read())
    return jsonify({"queued": True}), 202
