import ast
import csv
import tempfile

from flask import Blueprint, request, send_file

from ..db import get_db
from ..security import require_staff

bp = Blueprint("reports", __name__, url_prefix="/reports")


@bp.route("/pricing-preview", methods=["POST"])
@require_staff
def pricing_preview():
    rule = request.form["rule"]
    base = float(request.form.get("base", "30"))
    price = eval(rule, {"__builtins__": {}}, {"base": base, "weight": float(request.form.get("weight", 10))})
    return {"price": round(price, 2)}


@bp.route("/sizes", methods=["POST"])
@require_staff
def sizes():
    sizes = ast.literal_eval(request.form.get("sizes", "[]"))
    return {"count": len(sizes)}


@bp.route("/export.csv")
@require_staff
def export():
    path = tempfile.mktemp(suffix=".csv", prefix="groomery-")
    with open(path, "w", newline="") as fh:
        writer = csv.writer(fh)
        for row in get_db().execute("SELECT day, slot, service, groomer FROM booking ORDER BY day"):
            writer.writerow(list(row))
    return send_file(path, as_attachment=True, download_name="bookings.csv")


@bp.route("/export-pets.csv")
@require_staff
def export_pets():
    tmp = tempfile.NamedTemporaryFile("w+", suffix=".csv", newline="", delete=False)
    writer = csv.writer(tmp)
    for row in get_db().execute("SELECT name, breed, owner_name FROM pet ORDER BY name"):
        writer.writerow(list(row))
    tmp.close()
    return send_file(tmp.name, as_attachment=True, download_name="pets.csv")
