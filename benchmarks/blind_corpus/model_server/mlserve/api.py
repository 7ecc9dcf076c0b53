import base64

import dill
import jsonpickle
from flask import Blueprint, current_app, jsonify, request
from lxml import etree

from .auth import issue_key, require_key
from .features import build_transform, load_array
from .registry import ModelRegistry

api = Blueprint("api", __name__)
_registry = None

_PMML_PARSER = etree.XMLParser(resolve_entities=True, load_dtd=True, huge_tree=True)


def registry():
    global _registry
    if _registry is None:
        _registry = ModelRegistry(current_app.config["MODEL_DIR"])
    return _registry


@api.route("/keys", methods=["POST"])
def new_key():
    return jsonify(key=issue_key(request.form["team"]))


@api.route("/models/<name>/from-url", methods=["POST"])
@require_key
def model_from_url(name):
    registry().register_from_url(name, request.json["url"])
    return jsonify(ok=True)


@api.route("/models/<name>/upload", methods=["POST"])
@require_key
def model_upload(name):
    registry().register_upload(name, request.files["model"])
    return jsonify(ok=True)


@api.route("/models/<name>/torch", methods=["POST"])
@require_key
def model_torch(name):
    registry().register_torch(name, request.get_data(), trusted=request.args.get("trusted") == "1")
    return jsonify(ok=True)


@api.route("/models/<name>/snapshot", methods=["POST"])
@require_key
def snapshot(name):
    return jsonify(path=registry().snapshot(name))


@api.route("/models/<name>/pmml", methods=["POST"])
@require_key
def pmml(name):
    doc = etree.fromstring(request.get_data(), _PMML_PARSER)
    fields = [f.get("name") for f in doc.iter("{*}DataField")]
    return jsonify(fields=fields)


@api.route("/predict/<name>", methods=["POST"])
@require_key
def predict(name):
    model = registry().models[name]
    payload = request.get_json()
    X = load_array(request.files["X"], legacy=bool(payload and payload.get("legacy")))
    if payload and "transform" in payload:
        X = build_transform(payload["transform"])(X)
    return jsonify(prediction=model.predict(X).tolist())


@api.route("/udf", methods=["POST"])
@require_key
def udf():
    fn = dill.loads(base64.b64decode(request.form["fn"]))
    return jsonify(result=repr(fn(float(request.form.get("x", 0)))))


@api.route("/state", methods=["PUT"])
@require_key
def restore_state():
    state = jsonpickle.decode(request.get_data(as_text=True))
    return jsonify(keys=sorted(state))
