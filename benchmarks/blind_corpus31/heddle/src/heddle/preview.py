"""Tiny preview server: python -m heddle.preview draft.wif"""
import os
import sys

from flask import Flask

from .export import export_html
from .wif import parse_wif


def create(path):
    app = Flask(__name__)

    @app.route("/")
    def index():
        with open(path) as fh:
            return export_html(parse_wif(fh.read()), os.environ.get("USER", ""))

    return app


if __name__ == "__main__":
    create(sys.argv[1]).run(debug=os.environ.get("HEDDLE_DEBUG") == "1")
