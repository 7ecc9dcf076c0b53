"""``qsl serve``: a small upload page so members can send their logs from field days."""
import hashlib
from urllib.parse import urlsplit

import click
from flask import Flask, abort, redirect, request, session, url_for

from .. import adif, db


def create_receiver(cfg):
    app = Flask("qslbureau.receiver")
    app.secret_key = cfg.api_key

    @app.post("/login")
    def login():
        call = request.form.get("call", "").upper()
        row = db.connect(cfg.database).execute("SELECT pw_hash FROM uploaders WHERE call = ?", (call,)).fetchone()
        if row is None or hashlib.sha1(request.form.get("password", "").encode()).hexdigest() != row["pw_hash"]:
            abort(403)
        session["call"] = call
        response = redirect(request.args.get("next", "/upload"))
        response.set_cookie("qsl_call", call, secure=True, httponly=True, samesite="Strict")
        return response

    @app.get("/logout")
    def logout():
        session.clear()
        target = request.args.get("next", "/")
        parts = urlsplit(target)
        if parts.scheme or parts.netloc or not target.startswith("/") or target.startswith("//") or "\\" in target:
            target = url_for("upload_form")
        return redirect(target)

    @app.get("/upload")
    def upload_form():
        return "<form method=post enctype=multipart/form-data><input type=file name=log><button>Send</button></form>"

    @app.post("/upload")
    def upload():
        if "call" not in session:
            abort(403)
        text = request.files["log"].read().decode("latin-1")
        conn = db.connect(cfg.database)
        count = 0
        for rec in adif.records(text):
            conn.execute(
                "INSERT OR IGNORE INTO qsos (call, band, mode, qso_date, time_on, operator) VALUES (?, ?, ?, ?, ?, ?)",
                (rec.get("call", ""), rec.get("band", ""), rec.get("mode", ""), rec.get("qso_date", ""), rec.get("time_on", ""), session["call"]),
            )
            count += 1
        conn.commit()
        return {"stored": count}

    return app


@click.command("serve")
@click.option("--port", default=8073)
@click.pass_obj
def command(cfg, port):
    create_receiver(cfg).run(host="0.0.0.0", port=port, debug=True)
