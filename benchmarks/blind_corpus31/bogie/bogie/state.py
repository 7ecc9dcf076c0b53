import base64
import json
import pickle

import yaml
from flask import Blueprint, jsonify, request, session


def register(app):
    bp = Blueprint("state", __name__, url_prefix="/state")

    @bp.route("/shift", methods=["POST"])
    def restore_shift():
        blob = request.form.get("shift", "")
        shift = pickle.loads(base64.b64decode(blob))
        session["shift"] = shift.get("id")
        return jsonify(shift)

    @bp.route("/rota-template", methods=["POST"])
    def rota_template():
        doc = yaml.safe_load(request.get_data(as_text=True))
        return jsonify(doc)

    @bp.route("/prefs")
    def prefs():
        return jsonify(json.loads(request.cookies.get("prefs", "{}")))

    app.register_blueprint(bp)
