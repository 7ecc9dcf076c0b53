import os
import subprocess
import tempfile

import yaml
from flask import Response, request, send_file

from . import bp
from .render import computed_column, etag_for, parse_literal_filter, render_table
from ..db import get_db


@bp.route("/occupancy.pdf")
def occupancy_pdf():
    title = request.args.get("title", "Occupancy")
    html_path = tempfile.mktemp(suffix=".html")
    with open(html_path, "w") as fh:
        fh.write("<h1>report</h1>")
    out = html_path[:-5] + ".pdf"
    subprocess.run("wkhtmltopdf --title '%s' %s %s" % (title, html_path, out), shell=True, check=True)
    return send_file(out, mimetype="application/pdf")


@bp.route("/occupancy-v2.pdf")
def occupancy_pdf_v2():
    title = request.args.get("title", "Occupancy")
    with tempfile.NamedTemporaryFile("w", suffix=".html", delete=False) as fh:
        fh.write("<h1>report</h1>")
    out = fh.name[:-5] + ".pdf"
    subprocess.run(["wkhtmltopdf", "--title", title, fh.name, out], check=True)
    os.unlink(fh.name)
    return send_file(out, mimetype="application/pdf")


@bp.route("/custom")
def custom_report():
    rows = [dict(r) for r in get_db().execute("SELECT vessel_name, loa_m, pier FROM berths").fetchall()]
    formula = request.args.get("formula")
    if formula:
        for r in rows:
            r["computed"] = computed_column(formula, r)
    where = request.args.get("piers")
    if where:
        wanted = set(parse_literal_filter(where))
        rows = [r for r in rows if r["pier"] in wanted]
    body = render_table(rows, list(rows[0].keys()) if rows else []).encode()
    return Response(body, headers={"ETag": etag_for(body)})


@bp.route("/schedule/import", methods=["POST"])
def import_schedule():
    doc = yaml.load(request.files["schedule"].read(), Loader=yaml.Loader)
    return {"entries": len(doc or [])}


@bp.route("/schedule/preview", methods=["POST"])
def preview_schedule():
    doc = yaml.safe_load(request.files["schedule"].read())
    return {"preview": (doc or [])[:5]}
