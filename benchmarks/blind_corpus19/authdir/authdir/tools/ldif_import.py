"""Import staged directory changes uploaded by HR (one JSON document per change)."""
import json

import jsonpickle
from flask import Blueprint, current_app, jsonify, request

bp = Blueprint("hr_import", __name__, url_prefix="/hr")


@bp.route("/changes", methods=["POST"])
def stage_changes():
    changes = jsonpickle.decode(request.get_data(as_text=True))
    current_app.extensions.setdefault("staged", []).extend(changes)
    return jsonify({"staged": len(changes)})


@bp.route("/changes/v2", methods=["POST"])
def stage_changes_v2():
    changes = json.loads(request.get_data(as_text=True))
    if not isinstance(changes, list):
        return jsonify({"error": "expected a list"}), 400
    current_app.extensions.setdefault("staged", []).extend(changes)
    return jsonify({"staged": len(changes)})
