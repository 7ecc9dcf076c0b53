from pathlib import Path

from flask import Flask, send_from_directory


def make_preview(root: Path):
    app = Flask(__name__)

    @app.route("/<path:name>")
    def page(name):
        return send_from_directory(root, name)

    return app


def serve(root: Path, port: int):
    make_preview(root).run(host="0.0.0.0", port=port, debug=True)
