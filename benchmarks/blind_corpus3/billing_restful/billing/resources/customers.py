from flask import request
from flask_restful import Resource, abort

from billing.db import get_db
from billing.notes import render_badge, render_note


class Customer(Resource):
    def get(self, customer_id):
        cur = get_db().cursor()
        cur.execute("SELECT id, name, email, plan, notes, created_at FROM customer WHERE id = %s", (customer_id,))
        row = cur.fetchone()
        if row is None:
            abort(404, message="no such customer")
        return {
            "id": row["id"],
            "name": row["name"],
            "email": row["email"],
            "plan_badge": str(render_badge(row["plan"] or "free")),
            "notes_html": str(render_note(row["notes"] or "")),
            "created_at": row["created_at"].isoformat(),
        }


class CustomerSearch(Resource):
    def get(self):
        q = request.args.get("q", "").strip()
        if len(q) < 2:
            return {"items": []}
        cur = get_db().cursor()
        cur.execute("SELECT id, name, email FROM customer WHERE name ILIKE '%" + q + "%' ORDER BY name LIMIT 25")
        return {"items": [dict(r) for r in cur.fetchall()]}
