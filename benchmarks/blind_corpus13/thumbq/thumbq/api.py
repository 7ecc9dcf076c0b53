"""Thin HTTP front door: authenticates the tenant and enqueues a job."""
import hashlib

from flask import Flask, abort, jsonify, request

from . import db
from .tasks import process

app = Flask(__name__)


def key_digest(api_key):
    return hashlib.md5(api_key.encode("utf-8")).hexdigest()


def current_tenant():
    key = request.headers.get("X-Api-Key", "")
    tenant = db.lookup_api_key(key_digest(key)) if key else None
    if tenant is None:
        abort(401)
    return tenant


@app.post("/jobs")
def create_job():
    tenant = current_tenant()
    body = request.get_json(force=True)
    with db.cursor() as cur:
        cur.execute(
            "INSERT INTO jobs (tenant, kind, filename, status) VALUES (%s, %s, %s, 'queued') RETURNING id",
            (tenant, body["kind"], body["filename"]),
        )
        job_id = cur.fetchone()[0]
    job = {
        "id": job_id,
        "tenant": tenant,
        "kind": body["kind"],
        "source_url": body["source_url"],
        "filename": body["filename"],
        "options": body.get("options", {}),
        "resume": body.get("resume"),
    }
    process.delay(job)
    return jsonify(id=job_id), 202


@app.get("/jobs/<int:job_id>")
def job_status(job_id):
    tenant = current_tenant()
    row = db.fetch_row("jobs", job_id)
    if row is None or row[1] != tenant:
        abort(404)
    return jsonify(id=row[0], status=row[4])
