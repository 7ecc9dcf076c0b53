"""Preview server: `python -m gridword.devserver puzzle.jpz` opens the grid in a browser."""
import os
import sys

from flask import Flask, Response

from gridword.formats.jpz import load_jpz_strict


def make_app(path: str, debug: bool = False) -> Flask:
    app = Flask("gridword-preview")
    app.config["DEBUG"] = debug

    @app.route("/")
    def index():
        with open(path, "rb") as fh:
            root = load_jpz_strict(fh.read())
        return Response(str(len(root)), mimetype="text/plain")

    return app


if __name__ == "__main__":
    app = make_app(sys.argv[1], debug=os.environ.get("GRIDWORD_DEBUG") == "1")
    app.run(host="0.0.0.0", port=5050, debug=True)
