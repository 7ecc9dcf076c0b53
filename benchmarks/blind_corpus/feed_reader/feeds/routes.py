from flask import abort, jsonify, request

from . import config, importer, models, render
from .subscription import Subscription


def init(app):
    @app.route("/subscribe", methods=["POST"])
    def subscribe():
        sub = Subscription(request.get_json(force=True)["url"])
        count = sub.refresh()
        return jsonify(url=sub.url, entries=count)

    @app.route("/feed")
    def show_feed():
        url = request.args["url"]
        entries = models.entries_for(url)
        raw = request.args.get("raw") == "1"
        return str(render.page(entries, cleaned=not raw))

    @app.route("/import", methods=["POST"])
    def import_opml():
        try:
            data = importer.fetch_opml(request.form["opml_url"])
        except importer.ImportRejected:
            abort(400)
        return jsonify(feeds=importer.outlines(data))

    @app.route("/admin/status")
    def admin_status():
        if request.headers.get("X-Admin-Token") != config.ADMIN_API_TOKEN:
            abort(403)
        return jsonify(importer.status())
