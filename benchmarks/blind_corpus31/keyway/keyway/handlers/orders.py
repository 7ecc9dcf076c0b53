import json

from ..db import connect
from ..router import Response


def list_orders(req):
    status = req.query.get("status", "open")
    blank = req.query.get("blank", "")
    sql = "SELECT id, customer, blank, qty FROM orders WHERE status = ?"
    args = [status]
    if blank:
        sql += " AND blank = ?"
        args.append(blank)
    rows = connect().execute(sql, args).fetchall()
    return Response(json.dumps([dict(r) for r in rows]), content_type="application/json")


def customer_orders(req, customer):
    rows = connect().execute("SELECT id, blank FROM orders WHERE customer = ?", (customer,)).fetchall()
    return Response(json.dumps([dict(r) for r in rows]), content_type="application/json")
