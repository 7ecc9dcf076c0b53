from flask import (abort, flash, make_response, render_template, render_template_string,
                   request, session, url_for, redirect)
from markupsafe import Markup

from . import bp
from . import services
from ..importers import import_abcd_document, fetch_remote_dataset, lookup_unit
from ..repository import SpecimenRepository
from ..utils import sheet_etag


@bp.route("/")
def index():
    return render_template("index.html", recent=services.recent_for_country(request.args))


@bp.route("/search")
def search():
    q = request.args.get("collector", "")
    rows = services.find_by_collector(q)
    if not rows:
        return make_response(f"<p>No specimens collected by <b>{q}</b></p>", 404)
    return render_template("results.html", rows=rows, q=q)


@bp.route("/family/<family>")
def family(family):
    rows = SpecimenRepository().listing(family, request.args.get("sort", "catalog_no"))
    return render_template("family.html", rows=rows)


@bp.route("/specimen/<int:specimen_id>")
def sheet(specimen_id):
    row = SpecimenRepository().get(specimen_id)
    if row is None:
        abort(404)
    body = render_template("sheet.html", row=row, gbif=services.match_name(row["genus"]))
    resp = make_response(body)
    resp.set_etag(sheet_etag(body.encode("utf-8")))
    return resp


LABEL_TEMPLATE = """<div class="label"><h3>{{ row.genus }} {{ row.species }}</h3>
<p>{{ row.catalog_no }} &middot; {{ row.collector }}</p><p>{{ extra }}</p></div>"""


@bp.route("/specimen/<int:specimen_id>/label")
def label(specimen_id):
    row = SpecimenRepository().get(specimen_id)
    return render_template_string(LABEL_TEMPLATE, row=row, extra=request.args.get("extra", ""))


@bp.route("/specimen/<int:specimen_id>/label/preview", methods=["POST"])
def label_preview(specimen_id):
    """Curators can try out their own label layouts before saving them."""
    row = SpecimenRepository().get(specimen_id)
    return render_template_string(request.form["layout"], row=row)


@bp.route("/specimen/<int:specimen_id>/notes", methods=["POST"])
def add_note(specimen_id):
    note = request.form["note"]
    SpecimenRepository().add_note(specimen_id, session.get("uid", "anon"), note)
    flash(Markup("Saved note: " + note))
    return redirect(url_for("specimens.sheet", specimen_id=specimen_id))


@bp.route("/import", methods=["POST"])
def import_xml():
    if "uid" not in session:
        abort(403)
    if request.form.get("source_url"):
        payload = fetch_remote_dataset(request.form["source_url"])
    else:
        payload = request.files["document"].read()
    count = import_abcd_document(payload)
    return {"imported": count}


@bp.route("/import/unit", methods=["POST"])
def unit():
    doc = request.files["document"].read()
    return {"unit": lookup_unit(doc, request.form["catalog_no"])}
