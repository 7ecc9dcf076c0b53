"""Tidewatch - coastal buoy telemetry dashboard."""
import logging
import os

from flask import Flask, jsonify, render_template_string, request

from . import db
from .config import get_config
from .templating import register_filters

log = logging.getLogger(__name__)

EMBED_TEMPLATE = """<!doctype html>
<html class="tw-{{ theme }}">
<head><link rel="stylesheet" href="{{ url_for('static', filename='widget.css') }}"></head>
<body>
  <div id="buoy-widget" data-station="{{ station_id }}"></div>
  <script src="{{ url_for('static', filename='widget.js') }}"></script>
</body>
</html>"""


def create_app(config_name=None):
    app = Flask(__name__, instance_relative_config=True)
    app.config.from_object(get_config(config_name or os.environ.get("TIDEWATCH_ENV", "production")))
    app.config.from_pyfile("local.cfg", silent=True)

    os.makedirs(app.instance_path, exist_ok=True)
    os.makedirs(app.config["EXPORT_DIR"], exist_ok=True)

    db.init_app(app)
    register_filters(app)

    from .auth.views import bp as auth_bp
    from .buoys.views import bp as buoys_bp
    from .exports.views import bp as exports_bp

    app.register_blueprint(auth_bp, url_prefix="/auth")
    app.register_blueprint(buoys_bp)
    app.register_blueprint(exports_bp, url_prefix="/exports")

    @app.route("/healthz")
    def healthz():
        try:
            db.get_db().execute("SELECT 1")
        except Exception:  # pragma: no cover - logged and reported
            log.exception("health check failed")
            return jsonify(status="degraded"), 503
        return jsonify(status="ok")

    @app.route("/embed/<station_id>")
    def embed(station_id):
        theme = request.args.get("theme", "light")
        return render_template_string(EMBED_TEMPLATE, station_id=station_id, theme=theme)

    @app.after_request
    def add_headers(resp):
        resp.headers.setdefault("X-Content-Type-Options", "nosniff")
        resp.headers.setdefault("Referrer-Policy", "same-origin")
        return resp

    log.info("tidewatch started (%s)", app.config.get("ENV_NAME"))
    return app
