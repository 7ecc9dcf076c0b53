"""Local preview of the generated reports (`sumpcat preview`)."""
import os

from flask import Flask, abort, make_response, redirect, request, send_from_directory, url_for

REGIONS = ("mendip", "yorkshire-dales", "peak", "south-wales", "devon")


def build_app(report_dir):
    app = Flask(__name__)

    @app.route("/")
    def index():
        names = sorted(n for n in os.listdir(report_dir) if n.endswith(".html"))
        return "".join(f"<p><a href='/r/{n}'>{n}</a></p>" for n in names)

    @app.route("/r/<path:name>")
    def report(name):
        return send_from_directory(report_dir, name)

    @app.route("/region/<region>")
    def region(region):
        if region not in REGIONS:
            abort(404)
        response = make_response(redirect(url_for("report", name=f"{region}.html")))
        response.set_cookie("last_region", region, secure=True, httponly=True, samesite="Strict")
        return response

    @app.route("/sort/<field>")
    def sort(field):
        response = make_response("ok")
        response.set_cookie("sort", "length" if field == "length" else "name", secure=True, httponly=True)
        return response

    @app.route("/out")
    def out():
        return redirect(request.args.get("url", "/"))

    return app


def serve(report_dir, port):
    app = build_app(report_dir)
    app.run(host="0.0.0.0", port=port, debug=True)
