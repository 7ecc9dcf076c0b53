"""``python -m unitcell.preview FILE.cif``: look at a structure in the browser."""
import os
import sys

from flask import Flask

from .cif import read_cif


def create_preview(path):
    app = Flask(__name__)
    cif = read_cif(open(path, encoding="utf-8").read())

    @app.route("/")
    def index():
        return {"tags": cif["tags"], "loops": len(cif["loops"])}

    return app


if __name__ == "__main__":
    create_preview(sys.argv[1]).run(port=5055, debug=os.environ.get("UNITCELL_PREVIEW_DEBUG") == "1")
