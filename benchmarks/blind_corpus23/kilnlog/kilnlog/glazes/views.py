import ast
from urllib.parse import urlparse

import requests
import yaml
from flask import Blueprint, abort, current_app, jsonify, request

from .recipe_xml import find_layer, ingredient_percent, parse_recipe, parse_uploaded

bp = Blueprint("glazes", __name__)


@bp.route("/import", methods=["POST"])
def import_from_url():
    url = request.json.get("url", "")
    parts = urlparse(url)
    if parts.scheme != "https" or parts.hostname not in current_app.config["GLAZE_SHARE_HOSTS"]:
        abort(400, "unsupported recipe host")
    resp = requests.get(url, timeout=10, allow_redirects=False)
    return jsonify(parse_recipe(resp.content))


@bp.route("/preview-image", methods=["POST"])
def preview_image():
    img = request.form["image_url"]
    r = requests.get(img, timeout=5)
    return r.content, 200, {"Content-Type": "image/jpeg"}


@bp.route("/upload-xml", methods=["POST"])
def upload_xml():
    root = parse_uploaded(request.files["recipe"].read())
    layer = request.args.get("layer")
    if layer:
        return jsonify([el.get("name") for el in find_layer(root, layer)])
    return jsonify({"material": ingredient_percent(root, request.args.get("material", "silica"))})


@bp.route("/upload-yaml", methods=["POST"])
def upload_yaml():
    raw = request.files["recipe"].read()
    doc = yaml.load(raw, Loader=yaml.Loader)
    return jsonify({"name": doc.get("name"), "cone": doc.get("cone")})


@bp.route("/notes-yaml", methods=["POST"])
def notes_yaml():
    doc = yaml.safe_load(request.get_data())
    return jsonify(doc or {})


@bp.route("/scale", methods=["POST"])
def scale():
    factor = ast.literal_eval(request.form.get("factor", "1"))
    if not isinstance(factor, (int, float)):
        abort(400)
    return jsonify({"factor": factor})


@bp.route("/batch", methods=["POST"])
def batch():
    # e.g. "silica*0.3 + feldspar*0.25"
    formula = request.form.get("formula", "0")
    stock = {"silica": 12.5, "feldspar": 8.0, "kaolin": 20.0, "whiting": 4.0}
    value = eval(formula, {"__builtins__": {}}, stock)
    return jsonify({"grams": value})
