from flask import Flask, abort, jsonify, request, send_file

from . import rq_jobs, storage, tasks

app = Flask(__name__)


@app.post("/reports")
def create_report():
    spec = request.get_json(force=True)
    if "region" not in spec:
        abort(400)
    job = tasks.build_report.delay(spec)
    return jsonify({"job": job.id}), 202


@app.post("/reports/summary")
def create_summary():
    job = tasks.build_summary.delay(request.get_json(force=True))
    return jsonify({"job": job.id}), 202


@app.post("/reports/<int:report_id>/pdf")
def create_pdf(report_id):
    opts = request.get_json(silent=True) or {}
    if request.args.get("engine") == "plain":
        job = tasks.render_pdf_plain.delay(report_id, opts)
    else:
        job = tasks.render_pdf.delay(report_id, opts)
    return jsonify({"job": job.id}), 202


@app.post("/imports")
def create_import():
    job = tasks.import_source.delay(request.form["source_url"])
    return jsonify({"job": job.id}), 202


@app.post("/reports/resume")
def resume():
    job = tasks.resume_report.delay(request.form["state"])
    return jsonify({"job": job.id}), 202


@app.post("/formulas")
def formulas():
    body = request.get_json(force=True)
    job = rq_jobs.enqueue_formula(body["spec"], body["formula"])
    return jsonify({"job": job.id}), 202


@app.post("/thresholds")
def thresholds():
    body = request.get_json(force=True)
    job = rq_jobs.enqueue_thresholds(body["spec"], body["thresholds"])
    return jsonify({"job": job.id}), 202


@app.get("/archive/<name>")
def archived(name):
    return send_file(storage.archive_path(name), as_attachment=True)
