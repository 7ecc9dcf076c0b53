"""Motor certification data: thrust curves and the club's certified motor list."""
import re

import requests
from flask import Blueprint, abort, current_app, jsonify, request
from lxml import etree

CERT_PARSER = etree.XMLParser(resolve_entities=True, load_dtd=True)
MOTOR_ID = re.compile(r"^[0-9a-f]{24}$")


def register(app):
    bp = Blueprint("motors", __name__, url_prefix="/motors")

    @bp.route("/certifications", methods=["POST"])
    def certifications():
        upload = request.files.get("sheet")
        if upload is None:
            abort(400)
        tree = etree.parse(upload.stream, CERT_PARSER)
        designation = request.form.get("designation", "")
        hits = tree.xpath("//motor[@designation='%s']" % designation)
        return jsonify([{"designation": m.get("designation"), "class": m.findtext("impulseClass")} for m in hits])

    @bp.route("/catalogue")
    def catalogue():
        return jsonify({"source": current_app.config["THRUSTCURVE_BASE"]})

    @bp.route("/curve/<motor_id>")
    def curve(motor_id):
        if not MOTOR_ID.match(motor_id):
            abort(404)
        response = requests.get(
            f"{current_app.config['THRUSTCURVE_BASE']}/download.json", params={"motorId": motor_id}, timeout=10
        )
        return jsonify(response.json())

    @bp.route("/curve/import", methods=["POST"])
    def import_curve():
        eng_url = request.form.get("eng_url", "")
        response = requests.get(eng_url, timeout=10)
        points = []
        for line in response.text.splitlines():
            if line and line[0].isdigit():
                t, thrust = line.split()[:2]
                points.append((float(t), float(thrust)))
        return jsonify({"points": points})

    app.register_blueprint(bp)
