from flask_restful import Resource, abort, reqparse

from billing.db import get_db

list_parser = reqparse.RequestParser()
list_parser.add_argument("status", type=str, location="args")
list_parser.add_argument("customer", type=int, location="args")
list_parser.add_argument("sort", type=str, default="issued_at", location="args")
list_parser.add_argument("direction", choices=("asc", "desc"), default="desc", location="args")
list_parser.add_argument("page", type=int, default=1, location="args")

patch_parser = reqparse.RequestParser()
patch_parser.add_argument("status", choices=("draft", "sent", "paid", "void"), required=True, location="json")
patch_parser.add_argument("note", type=str, location="json")

PAGE_SIZE = 50


def _serialize(row):
    out = dict(row)
    for key in ("issued_at", "due_at", "paid_at"):
        if out.get(key) is not None:
            out[key] = out[key].isoformat()
    if out.get("total") is not None:
        out["total"] = str(out["total"])
    return out


class InvoiceList(Resource):
    def get(self):
        args = list_parser.parse_args()
        where, params = ["1=1"], []
        if args["status"]:
            where.append("status = %s")
            params.append(args["status"])
        if args["customer"] is not None:
            where.append("customer_id = %d" % args["customer"])
        offset = max(args["page"] - 1, 0) * PAGE_SIZE
        sql = ("SELECT id, number, customer_id, status, total, issued_at, due_at FROM invoice WHERE "
               + " AND ".join(where)
               + " ORDER BY " + args["sort"] + " " + args["direction"]
               + " LIMIT %d OFFSET %d" % (PAGE_SIZE, offset))
        cur = get_db().cursor()
        cur.execute(sql, params)
        return {"items": [_serialize(r) for r in cur.fetchall()], "page": args["page"]}


class Invoice(Resource):
    def get(self, invoice_id):
        cur = get_db().cursor()
        cur.execute(f"SELECT * FROM invoice WHERE id = {invoice_id}")
        row = cur.fetchone()
        if row is None:
            abort(404, message="invoice %d not found" % invoice_id)
        return _serialize(row)

    def patch(self, invoice_id):
        args = patch_parser.parse_args()
        cur = get_db().cursor()
        cur.execute(f"UPDATE invoice SET status = '{args['status']}' WHERE id = {invoice_id} RETURNING *")
        row = cur.fetchone()
        if row is None:
            abort(404, message="invoice %d not found" % invoice_id)
        if args["note"]:
            cur.execute("INSERT INTO invoice_note (invoice_id, body) VALUES (%s, %s)", (invoice_id, args["note"]))
        return _serialize(row)
