import json
import os
import uuid

from flask import Flask, Response, abort, jsonify, request, send_file
from markupsafe import escape
from werkzeug.utils import secure_filename

from worker import settings, storage
from worker.tasks.presets import import_preset, validate_preset_text
from worker.tasks.transcode import transcode

app = Flask(__name__)


def _owner():
    user = request.headers.get("X-Authenticated-User-Id")
    if not user:
        abort(401)
    return int(user)


@app.post("/jobs")
def create_job():
    owner = _owner()
    upload = request.files["media"]
    name = "%s-%s" % (uuid.uuid4().hex, secure_filename(upload.filename or "upload.bin"))
    path = os.path.join(settings.UPLOAD_DIR, name)
    upload.save(path)
    params = json.loads(request.form.get("params", "{}"))
    params.pop("preset_path", None)
    if "preset" in request.files:
        preset_path = path + ".preset.yml"
        request.files["preset"].save(preset_path)
        params["preset_path"] = preset_path
    job = storage.create_job(owner, request.form.get("title", upload.filename), request.form.get("label", "default"),
                             upload.filename, path, params)
    (import_preset.si(job.id) | transcode.si(job.id)).delay()
    return jsonify(id=job.id), 202


@app.post("/presets/validate")
def validate_preset():
    try:
        return jsonify(validate_preset_text(request.get_data(as_text=True)))
    except ValueError as exc:
        return jsonify(error=str(exc)), 400


@app.get("/jobs/<int:job_id>/status")
def job_status(job_id):
    job = storage.get_job(job_id)
    if job is None:
        abort(404)
    return Response(
        f"<html><body><h3>{job.title}</h3><p>Status: {job.status}</p></body></html>", mimetype="text/html"
    )


@app.get("/jobs/<int:job_id>/error")
def job_error(job_id):
    job = storage.get_job(job_id)
    if job is None or job.owner_id != _owner():
        abort(404)
    return Response("<pre class='err'>%s</pre>" % escape(job.error or "no error recorded"), mimetype="text/html")


@app.get("/labels")
def labels():
    return jsonify(storage.tag_counts(_owner(), request.args.get("prefix", "")))


@app.get("/labels/<label>")
def jobs_for_label(label):
    return jsonify(storage.jobs_by_label(_owner(), label))


@app.get("/d/<token>")
def download(token):
    job = storage.resolve_download(token)
    if job is None or not job.output_path:
        abort(404)
    return send_file(job.output_path, as_attachment=True)
