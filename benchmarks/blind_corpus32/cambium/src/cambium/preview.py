"""Tiny preview server for a directory of series (``python -m cambium.preview DIR``)."""
import logging
import os
import sys

from flask import Flask, abort

from .htmlexport import summary_html
from .store import load_series

log = logging.getLogger("cambium")


def build_app(root):
    app = Flask(__name__)

    @app.route("/")
    def index():
        return "".join(f"<p>{summary_html(load_series(n, root))}</p>" for n in sorted(os.listdir(root)) if n.endswith(".json"))

    @app.route("/<name>")
    def one(name):
        if not name.endswith(".json"):
            abort(404)
        return summary_html(load_series(name, root))

    return app


def main(argv=None):
    argv = argv or sys.argv[1:]
    verbose = os.environ.get("CAMBIUM_VERBOSE") == "1"
    log.setLevel(logging.DEBUG if verbose else logging.WARNING)
    app = build_app(argv[0] if argv else ".")
    app.run(host="127.0.0.1", port=8311, debug=os.environ.get("CAMBIUM_DEBUG") == "1")


if __name__ == "__main__":
    main()
