"""Pre-flight checklist state and design imports."""
import yaml
from flask import Blueprint, abort, current_app, jsonify, make_response, request
from itsdangerous import BadSignature, URLSafeSerializer

COOKIE = "checklist"


def _serializer():
    return URLSafeSerializer(current_app.config["SECRET_KEY"], salt="checklist")


def register(app):
    bp = Blueprint("state", __name__, url_prefix="/checklist")

    @bp.route("/")
    def show():
        token = request.cookies.get(COOKIE)
        if not token:
            return jsonify({"done": []})
        try:
            state = _serializer().loads(token)
        except BadSignature:
            abort(400)
        return jsonify({"done": state.get("done", [])})

    @bp.route("/tick", methods=["POST"])
    def tick():
        item = request.form.get("item", "")[:60]
        response = make_response(jsonify({"ticked": item}))
        response.set_cookie(COOKIE, _serializer().dumps({"done": [item]}), secure=True, httponly=True, samesite="Lax")
        return response

    @bp.route("/design", methods=["POST"])
    def import_design():
        design = yaml.safe_load(request.get_data(as_text=True))
        if not isinstance(design, dict):
            abort(400)
        stages = design.get("stages", [])
        return jsonify({"name": str(design.get("name", "")), "stages": len(stages)})

    app.register_blueprint(bp)
