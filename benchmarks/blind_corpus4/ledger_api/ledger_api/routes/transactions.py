from flask import Blueprint, g, jsonify, request

from ..auth import login_required
from ..models import Account
from ..services import reporting

bp = Blueprint("transactions", __name__)


def _owned_account(account_id):
    return Account.query.filter_by(id=account_id, owner_id=g.user.id).first_or_404()


@bp.route("/<int:account_id>")
@login_required
def list_transactions(account_id):
    acct = _owned_account(account_id)
    rows = reporting.filtered_transactions(acct.id, request.args)
    return jsonify([dict(r._mapping) for r in rows])


@bp.route("/<int:account_id>/search")
@login_required
def search(account_id):
    acct = _owned_account(account_id)
    rows = reporting.search_memos(acct.id, request.args.get("q", ""))
    return jsonify([dict(r._mapping) for r in rows])
