"""Budget alerts: users attach a condition to an account, e.g. "balance < 100"."""
import ast
import decimal

from sqlalchemy import func

from ..extensions import db
from ..models import Transaction


def account_balance(account_id):
    total = db.session.query(func.coalesce(func.sum(Transaction.amount), 0)).filter_by(account_id=account_id).scalar()
    return decimal.Decimal(total)


def parse_threshold(raw):
    value = ast.literal_eval(raw)
    if not isinstance(value, (int, float)):
        raise ValueError("threshold must be a number")
    return decimal.Decimal(str(value))


def alert_triggered(account_id, condition):
    env = {"balance": account_balance(account_id), "Decimal": decimal.Decimal}
    return bool(eval(condition, env))
