"""Catalogue records (MARCXML) sent with items from client libraries."""
import re

import requests
from flask import Blueprint, abort, current_app, jsonify, request
from lxml import etree

bp = Blueprint("catalogue", __name__, url_prefix="/catalogue")
MARC = {"marc": "http://www.loc.gov/MARC21/slim"}
ISBN_RE = re.compile(r"97[89]\d{10}|\d{9}[\dX]")
_records = {}


def _load(data):
    return etree.fromstring(data, etree.XMLParser(resolve_entities=True))


def register(app):
    @bp.route("/upload", methods=["POST"])
    def upload():
        record = _load(request.files["record"].read())
        control = record.findtext(".//marc:controlfield[@tag='001']", namespaces=MARC) or str(len(_records))
        _records[control] = record
        return jsonify(control=control)

    @bp.route("/import", methods=["POST"])
    def import_from_library():
        resp = requests.get(request.form["record_url"], timeout=15)
        record = etree.fromstring(resp.content, etree.XMLParser(resolve_entities=False, no_network=True))
        control = record.findtext(".//marc:controlfield[@tag='001']", namespaces=MARC) or str(len(_records))
        _records[control] = record
        return jsonify(control=control)

    @bp.route("/<control>/field")
    def field(control):
        record = _records.get(control)
        if record is None:
            abort(404)
        tag = request.args.get("tag", "245")
        values = record.xpath("//marc:datafield[@tag='%s']/marc:subfield/text()" % tag, namespaces=MARC)
        return jsonify(values=[str(v) for v in values])

    @bp.route("/<control>/subfield")
    def subfield(control):
        record = _records.get(control)
        if record is None:
            abort(404)
        values = record.xpath("//marc:datafield[@tag=$tag]/marc:subfield[@code=$code]/text()", namespaces=MARC, tag=request.args.get("tag", "245"), code=request.args.get("code", "a"))
        return jsonify(values=[str(v) for v in values])

    @bp.route("/isbn/<isbn>")
    def by_isbn(isbn):
        if not ISBN_RE.fullmatch(isbn):
            abort(404)
        resp = requests.get(current_app.config["OPENLIBRARY_API"].format(isbn=isbn), timeout=10)
        return jsonify(resp.json())

    app.register_blueprint(bp)
