from flask import Blueprint, jsonify, render_template, request

from ..auth.directory import members_of_association
from .importer import parse_scale_export, parse_swarm_report

bp = Blueprint("reports", __name__)


@bp.route("/members")
def members():
    assoc = request.args.get("assoc", "Northfield BKA")
    entries = members_of_association(assoc)
    people = [{"cn": a.get("cn", [b""])[0].decode(), "mail": a.get("mail", [b""])[0].decode()} for _dn, a in entries]
    return render_template("reports/members.html", people=people, assoc=assoc)


@bp.route("/scale", methods=["POST"])
def scale_upload():
    readings = parse_scale_export(request.files["export"].read())
    return jsonify(count=len(readings), hives=sorted({r["hive"] for r in readings}))


@bp.route("/swarm", methods=["POST"])
def swarm():
    report = parse_swarm_report(request.get_data())
    return render_template("reports/swarm_thanks.html", report=report)
