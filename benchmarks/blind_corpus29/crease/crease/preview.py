import os

from flask import Flask, send_from_directory


def make_preview(site_dir):
    app = Flask(__name__)

    @app.get("/<path:name>")
    def page(name):
        return send_from_directory(site_dir, name)

    return app


def run(site_dir, port=8765):
    make_preview(site_dir).run(host="127.0.0.1", port=port, debug=True)


def static_path(site_dir):
    return os.path.join(site_dir, "static")
