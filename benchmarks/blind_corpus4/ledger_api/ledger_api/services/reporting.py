import decimal

from sqlalchemy import text

from ..extensions import db
from ..utils.sql import build_filters

SAFE_FUNCS = {"abs": abs, "round": round, "min": min, "max": max}


def filtered_transactions(account_id, args):
    where, params = build_filters(args)
    params["aid"] = account_id
    sql = text(f"SELECT t.id, t.amount, t.memo, t.category FROM transaction t "
               f"WHERE t.account_id = :aid AND {where}")
    return db.session.execute(sql, params).fetchall()


def category_totals(account_id, sort):
    sql = text("SELECT category, SUM(amount) AS total FROM transaction "
               "WHERE account_id = :aid GROUP BY category ORDER BY " + sort)
    return db.session.execute(sql, {"aid": account_id}).fetchall()


def search_memos(account_id, term):
    sql = text(f"SELECT id, memo, amount FROM transaction WHERE account_id = {account_id} "
               f"AND memo LIKE '%{term}%'")
    return db.session.execute(sql).fetchall()


def computed_column(rows, formula):
    """Evaluate a user-defined column formula like "amount * 1.2" per row."""
    out = []
    for row in rows:
        scope = dict(row._mapping)
        scope["amount"] = decimal.Decimal(scope["amount"])
        out.append(eval(formula, {"__builtins__": {}, **SAFE_FUNCS}, scope))
    return out
