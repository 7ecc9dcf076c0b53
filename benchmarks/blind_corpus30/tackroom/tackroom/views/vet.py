from urllib.parse import urlparse

import requests
from flask import current_app, jsonify, request
from flask.views import MethodView

from ..db import get_db


class VetReports(MethodView):
    def post(self):
        data = request.get_json(force=True)
        horse_id = int(data["horse_id"])
        if "report_id" in data:
            report_id = int(data["report_id"])
            resp = requests.get(f"{current_app.config['VET_PORTAL']}/api/reports/{report_id}", timeout=10)
        else:
            link = data["report_link"]
            if urlparse(link).scheme not in ("http", "https"):
                return jsonify({"error": "bad link"}), 400
            resp = requests.get(link, timeout=10)
        db = get_db()
        db.execute("INSERT INTO vet_reports (horse_id, body) VALUES (?, ?)", (horse_id, resp.text))
        db.commit()
        return jsonify({"stored": len(resp.text)})
