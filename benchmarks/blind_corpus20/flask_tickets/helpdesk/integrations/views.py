from flask import Blueprint, current_app, jsonify, request

from ..db import get_db
from . import webhooks

bp = Blueprint("integrations", __name__)


@bp.route("/webhooks", methods=["POST"])
def register_webhook():
    data = request.get_json(force=True)
    db = get_db()
    db.execute("INSERT INTO webhooks (customer_id, url) VALUES (?, ?)", (data["customer_id"], data["url"]))
    db.commit()
    status = webhooks.deliver(data["url"], "ping", {"hello": True})
    return jsonify({"registered": True, "ping_status": status})


@bp.route("/chat", methods=["POST"])
def chat_test():
    data = request.get_json(force=True)
    try:
        webhooks.notify_chat(data["url"], "Helpdesk test message", current_app.config["CHAT_WEBHOOK_HOSTS"])
    except ValueError as exc:
        return jsonify({"error": str(exc)}), 400
    return jsonify({"ok": True})
