import json
from itertools import groupby

from flask import Blueprint, Response, abort, current_app, g, request, send_file

from .. import db
from ..compat import Markup, escape
from ..export import export_csv
from ..formulas import ArithmeticEvaluator, FormulaError, ValidationRule, evaluate_legacy
from ..importers import load_workbook_upload
from ..macros import run_macro

bp = Blueprint("sheets", __name__, url_prefix="/sheets")


def _sheet_or_404(sheet_id):
    sheet = db.get_sheet(g.db, sheet_id)
    if sheet is None:
        abort(404)
    return sheet


def _cell_html(cell):
    value = cell["display"]
    if isinstance(value, (int, float)):
        return Markup('<td class="num">%s</td>') % value
    return f'<td data-ref="{cell["ref"]}">{value}</td>'


@bp.route("/<int:sheet_id>")
def show_sheet(sheet_id):
    sheet = _sheet_or_404(sheet_id)
    order = request.args.get("order", "row, col")
    cells = db.list_cells(g.db, sheet_id, order)
    parts = [f"<h1>{escape(sheet['title'])}</h1>"]
    if sheet["note_html"]:
        parts.append(Markup(sheet["note_html"]))
    parts.append("<table>")
    for _, row in groupby(cells, key=lambda c: c["row"]):
        parts.append("<tr>" + "".join(_cell_html(c) for c in row) + "</tr>")
    parts.append("</table>")
    return Response("\n".join(str(p) for p in parts), mimetype="text/html")


@bp.route("/<int:sheet_id>/cells/<ref>")
def cell_value(sheet_id, ref):
    _sheet_or_404(sheet_id)
    row = g.db.execute(
        "SELECT raw, display FROM cells WHERE sheet_id = ? AND ref = ?", (sheet_id, ref)
    ).fetchone()
    payload = {"ref": ref, "raw": row["raw"] if row else None, "display": row["display"] if row else None}
    return Response(json.dumps(payload), mimetype="application/json")


@bp.route("/<int:sheet_id>/cells/<ref>", methods=["PUT"])
def put_cell(sheet_id, ref):
    sheet = _sheet_or_404(sheet_id)
    raw = request.get_json(force=True).get("raw", "")
    column = "".join(ch for ch in ref if ch.isalpha())
    rule = db.get_validation(g.db, sheet_id, column)
    display = raw
    if raw.startswith("="):
        cells = {c["ref"]: c["display"] for c in db.list_cells(g.db, sheet_id)}
        try:
            display = ArithmeticEvaluator(cells).evaluate(raw)
        except FormulaError as exc:
            return {"error": str(exc)}, 400
    if rule and not ValidationRule(rule)(display):
        return {"error": "value rejected by column rule"}, 422
    row_no = int("".join(ch for ch in ref if ch.isdigit()))
    db.save_cell(g.db, sheet["id"], ref, row_no, column, raw, display)
    return {"ref": ref, "display": display}


@bp.route("/<int:sheet_id>/validation/<column>", methods=["PUT"])
def put_validation(sheet_id, column):
    _sheet_or_404(sheet_id)
    rule = request.get_json(force=True)["rule"]
    db.set_validation(g.db, sheet_id, column.upper(), rule)
    return {"column": column.upper(), "rule": rule}


@bp.route("/import", methods=["POST"])
def import_workbook():
    upload = request.files["workbook"]
    workbook = load_workbook_upload(upload.stream)
    if workbook.format_version < 2:
        for sheet in workbook.sheets.values():
            for ref, raw in list(sheet.cells.items()):
                if isinstance(raw, str) and raw.startswith("="):
                    sheet.cells[ref] = evaluate_legacy(raw, sheet.cells)
    current_app.logger.info("imported workbook %s", workbook.title)
    return {"title": workbook.title, "sheets": list(workbook.sheets)}


@bp.route("/workbooks/<int:wb_id>/macros/<name>/run", methods=["POST"])
def run_workbook_macro(wb_id, name):
    workbook = current_app.extensions["workbook_store"].get(wb_id)
    result = run_macro(workbook, name, request.args.get("sheet"))
    return {"result": result}


@bp.route("/<int:sheet_id>/export.csv")
def export(sheet_id):
    workbook = current_app.extensions["workbook_store"].for_sheet(sheet_id)
    path = export_csv(workbook.sheet())
    return send_file(path, mimetype="text/csv", as_attachment=True, download_name="sheet-%d.csv" % sheet_id)
