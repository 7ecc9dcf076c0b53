"""Optional demo web app: ``python -m tidekit.demo`` (needs Flask)."""
import os

from flask import Flask, jsonify, request

from .stations import StationIndex


def make_demo_app(debug=False):
    app = Flask(__name__)
    app.debug = debug
    index = StationIndex()

    @app.route("/stations")
    def stations():
        rows = index.ranked_by_column(request.args.get("sort", "name"))
        return jsonify([dict(r) for r in rows])

    return app


if __name__ == "__main__":
    make_demo_app(debug=os.environ.get("TIDEKIT_DEMO_DEBUG") == "1").run(port=8765)
