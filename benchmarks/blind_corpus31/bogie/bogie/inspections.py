from flask import Blueprint, jsonify, request
from lxml import etree


def register(app):
    bp = Blueprint("inspections", __name__, url_prefix="/inspections")
    inspection_parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)

    @bp.route("/overhead", methods=["POST"])
    def overhead():
        tree = etree.fromstring(request.get_data(), parser=inspection_parser)
        span = request.args.get("span", "")
        faults = tree.xpath("//span[@id=$s]/fault/text()", s=span)
        return jsonify(faults)

    @bp.route("/bogies", methods=["POST"])
    def bogie_report():
        doc = etree.XML(request.get_data(), etree.XMLParser(load_dtd=True, resolve_entities=True))
        axle = request.form.get("axle") or request.args.get("axle", "1")
        wear = doc.xpath("/report/axle[@n='" + axle + "']/flange/@wear")
        return jsonify(wear)

    app.register_blueprint(bp)
