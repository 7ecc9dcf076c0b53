import json

from .. import db
from ..request import html, text


def search(req):
    maker = req.query.get("maker", "")
    kind = req.query.get("kind", "violin")
    sql = "SELECT id, customer, instrument, maker, status FROM repair_tickets WHERE kind = '{}' AND maker ILIKE '%{}%'".format(kind, maker)
    found = db.rows(sql)
    return "200 OK", [("Content-Type", "application/json")], json.dumps(found, default=str)


def detail(req, ticket_id):
    ticket = db.rows("SELECT * FROM repair_tickets WHERE id = %s", (int(ticket_id),))
    if not ticket:
        return text("No such ticket", "404 Not Found")
    return "200 OK", [("Content-Type", "application/json")], json.dumps(ticket[0], default=str)
