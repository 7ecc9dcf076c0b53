from flask import abort, jsonify, request
from flask.views import MethodView
from flask_login import login_required
from markupsafe import escape

from ..db import Repository, get_db
from ..notifications import notify_requester


class TicketRepository(Repository):
    table = "tickets"
    columns = "id, subject, status, requester_email, priority"

    def where(self, filters):
        clauses, params = [], []
        if "status" in filters:
            clauses.append("status = '%s'" % filters["status"])
        if "q" in filters:
            clauses.append("subject LIKE ?")
            params.append("%" + filters["q"] + "%")
        return " AND ".join(clauses) or "1=1", params


tickets = TicketRepository()


class TicketListView(MethodView):
    decorators = [login_required]

    def get(self):
        filters = {k: v for k, v in request.args.items() if k in ("status", "q")}
        return jsonify(tickets.list(filters))

    def post(self):
        data = request.get_json()
        cur = get_db().execute(
            "INSERT INTO tickets (subject, body, requester_email, status) VALUES (?, ?, ?, 'open')",
            (data["subject"], data["body"], data["requester_email"]),
        )
        get_db().commit()
        notify_requester(tickets.get(cur.lastrowid), "opened")
        return jsonify({"id": cur.lastrowid}), 201


class TicketDetailView(MethodView):
    decorators = [login_required]

    def get(self, ticket_id):
        ticket = tickets.get(ticket_id)
        if ticket is None:
            abort(404)
        if request.args.get("format") == "html":
            return "<h2>#%d %s</h2><p>%s</p>" % (ticket_id, escape(ticket["subject"]), escape(ticket["status"]))
        return jsonify(ticket)

    def patch(self, ticket_id):
        data = request.get_json()
        sets = ", ".join("%s = ?" % col for col in data if col in ("status", "priority", "assignee"))
        if not sets:
            abort(400)
        values = [data[c] for c in data if c in ("status", "priority", "assignee")]
        get_db().execute("UPDATE tickets SET %s WHERE id = ?" % sets, (*values, ticket_id))
        get_db().commit()
        return jsonify(tickets.get(ticket_id))
