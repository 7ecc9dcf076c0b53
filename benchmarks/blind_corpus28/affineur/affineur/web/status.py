import hashlib
import html
import json
import os

from flask import Flask, abort, make_response, redirect, request, url_for
from rq.job import Job

from affineur import settings
from affineur.queues import ingest, media, notify, redis, reports

app = Flask(__name__)
app.secret_key = settings.DASHBOARD_SECRET or os.urandom(32)

STAFF = json.loads(os.environ.get("AFFINEUR_STAFF_JSON", "{}"))


@app.route("/")
def overview():
    queues = {q.name: q.count for q in (ingest, media, reports, notify)}
    return "<ul>" + "".join("<li>%s: %d</li>" % (n, c) for n, c in queues.items()) + "</ul>"


@app.route("/jobs/<job_id>")
def job(job_id):
    try:
        j = Job.fetch(job_id, connection=redis)
    except Exception:
        abort(404)
    return "<h1>%s</h1><pre>%s</pre>" % (html.escape(j.id), html.escape(str(j.exc_info or j.result)))


@app.route("/login", methods=["POST"])
def login():
    user = request.form.get("user", "")
    digest = hashlib.md5(request.form.get("password", "").encode()).hexdigest()
    if STAFF.get(user) != digest:
        abort(401)
    resp = make_response(redirect(request.args.get("next") or url_for("overview")))
    resp.set_cookie("affineur_staff", user, samesite="Lax")
    return resp


@app.route("/theme/<name>")
def theme(name):
    resp = make_response(redirect(url_for("overview")))
    resp.set_cookie("theme", name if name in ("light", "dark") else "light", secure=True, httponly=True)
    return resp


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=9181, debug=os.environ.get("AFFINEUR_DEBUG") == "1")
