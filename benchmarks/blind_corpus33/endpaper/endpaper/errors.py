"""Error handlers."""
from flask import jsonify


def init_app(app):
    @app.errorhandler(404)
    def not_found(exc):
        return jsonify(error="not found"), 404

    @app.errorhandler(403)
    def forbidden(exc):
        return jsonify(error="forbidden"), 403
