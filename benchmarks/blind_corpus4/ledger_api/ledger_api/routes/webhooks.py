from flask import Blueprint, g, jsonify, request

from ..auth import login_required
from ..services import webhooks

bp = Blueprint("webhooks", __name__)


@bp.route("/", methods=["POST"])
@login_required
def create():
    body = request.get_json(force=True)
    hook = webhooks.register(g.user.id, body["url"], body.get("event", "transaction.created"))
    return jsonify(id=hook.id, secret=hook.signing_secret), 201


@bp.route("/test/<int:hook_id>", methods=["POST"])
@login_required
def ping(hook_id):
    webhooks.deliver("ping", {"hook": hook_id, "user": g.user.id})
    return "", 204
