import os

from flask import Blueprint, g, jsonify, request, send_file
from markupsafe import Markup

from ..auth import login_required
from ..extensions import db
from ..models import Account, Transaction

bp = Blueprint("accounts", __name__)


@bp.route("/", methods=["POST"])
@login_required
def create_account():
    body = request.get_json(force=True)
    acct = Account(owner_id=g.user.id, name=body["name"][:120], currency=body.get("currency", "EUR"))
    db.session.add(acct)
    db.session.commit()
    return jsonify(id=acct.id), 201


@bp.route("/<int:account_id>/summary.html")
@login_required
def summary_html(account_id):
    acct = Account.query.filter_by(id=account_id, owner_id=g.user.id).first_or_404()
    txs = Transaction.query.filter_by(account_id=acct.id).order_by(Transaction.booked_at.desc()).limit(20)
    title = Markup("<h1>{}</h1>").format(acct.name)
    rows = "".join(f"<tr><td>{t.memo or ''}</td><td>{t.amount}</td></tr>" for t in txs)
    return f"<html><body>{title}<table>{rows}</table></body></html>"


@bp.route("/<int:account_id>/alerts/check", methods=["POST"])
@login_required
def check_alert(account_id):
    from ..services import budget
    acct = Account.query.filter_by(id=account_id, owner_id=g.user.id).first_or_404()
    body = request.get_json(force=True)
    return jsonify(triggered=budget.alert_triggered(acct.id, body["condition"]),
                   threshold=str(budget.parse_threshold(body.get("threshold", "0"))))


@bp.route("/<int:account_id>/receipts", methods=["POST"])
@login_required
def add_receipt(account_id):
    from ..services import receipts
    acct = Account.query.filter_by(id=account_id, owner_id=g.user.id).first_or_404()
    body = request.get_json(force=True)
    path = receipts.attach_from_url(body["transaction_id"], body["receipt_url"])
    return jsonify(stored=os.path.basename(path)), 201


@bp.route("/drafts/restore", methods=["POST"])
@login_required
def restore_draft():
    from ..services import receipts
    draft = receipts.restore_draft(request.form["draft"])
    return jsonify(draft=draft)


@bp.route("/<int:account_id>/statement.pdf")
@login_required
def statement_pdf(account_id):
    from ..services import receipts
    from ..services.statements import archive_statement
    import datetime
    acct = Account.query.filter_by(id=account_id, owner_id=g.user.id).first_or_404()
    rows = Transaction.query.filter_by(account_id=acct.id).all()
    html_path = archive_statement(g.user.id, datetime.date.today(), rows).replace(".csv", ".html")
    with open(html_path, "w") as fh:
        fh.write(summary_html(account_id))
    return send_file(receipts.statement_pdf(acct, html_path), mimetype="application/pdf")
