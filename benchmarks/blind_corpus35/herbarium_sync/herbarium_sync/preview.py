"""Local preview of the catalogue for the curator (herbarium-sync preview)."""
from flask import Flask, jsonify

from .catalogue import Catalogue


def make_app(db_path):
    app = Flask(__name__)
    catalogue = Catalogue(db_path)

    @app.route("/specimens/<family>")
    def by_family(family):
        rows = catalogue.conn.execute("SELECT * FROM specimens WHERE family = ?", (family,)).fetchall()
        return jsonify([dict(r) for r in rows])

    return app


def serve(db_path, port=5050, debug=False):
    make_app(db_path).run(host="127.0.0.1", port=port, debug=debug)
