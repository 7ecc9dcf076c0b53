from flask import Blueprint, current_app, g, jsonify, request, send_file, send_from_directory
import os

from ..auth import login_required
from ..models import Account
from ..services import reporting
from ..services.statements import statement_path

bp = Blueprint("reports", __name__)


@bp.route("/<int:account_id>/categories")
@login_required
def categories(account_id):
    acct = Account.query.filter_by(id=account_id, owner_id=g.user.id).first_or_404()
    rows = reporting.category_totals(acct.id, request.args.get("sort", "total DESC"))
    return jsonify([{"category": r.category, "total": str(r.total)} for r in rows])


@bp.route("/<int:account_id>/custom", methods=["POST"])
@login_required
def custom(account_id):
    acct = Account.query.filter_by(id=account_id, owner_id=g.user.id).first_or_404()
    spec = request.get_json(force=True)
    rows = reporting.filtered_transactions(acct.id, spec.get("filters", {}))
    values = reporting.computed_column(rows, spec["formula"])
    return jsonify([str(v) for v in values])


@bp.route("/statements/<path:name>")
@login_required
def statement(name):
    return send_file(statement_path(g.user.id, name), as_attachment=True)


@bp.route("/statements/latest/<name>")
@login_required
def latest_statement(name):
    folder = os.path.join(current_app.config["STATEMENT_DIR"], str(g.user.id))
    return send_from_directory(folder, name, as_attachment=True)
