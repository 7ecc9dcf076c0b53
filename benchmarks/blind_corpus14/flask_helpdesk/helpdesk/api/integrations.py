"""Inbound mail webhook from the mail provider."""
import requests
import yaml
from flask import current_app, request
from flask_restx import Namespace, Resource

from ..db import get_db

ns = Namespace("integrations", description="Inbound integrations")


@ns.route("/inbound-mail")
class InboundMail(Resource):
    def post(self):
        payload = request.get_json()
        cur = get_db().execute(
            "INSERT INTO tickets (subject, body, requester_email, status) VALUES (?, ?, ?, 'open')",
            (payload.get("subject", "(no subject)"), payload.get("text", ""), payload.get("from", "")),
        )
        for att in payload.get("attachments", []):
            blob = requests.get(att["url"], timeout=15).content
            get_db().execute("INSERT INTO blobs (ticket_id, name, data) VALUES (?, ?, ?)", (cur.lastrowid, att.get("name"), blob))
        get_db().commit()
        return {"ticket": cur.lastrowid}, 201


@ns.route("/routing-rules")
class RoutingRules(Resource):
    def put(self):
        rules = yaml.load(request.get_data(as_text=True), Loader=yaml.SafeLoader)
        current_app.logger.info("loaded %d routing rules", len(rules or []))
        return {"rules": len(rules or [])}
