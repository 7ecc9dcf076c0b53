import base64
import json
import pickle

from flask import Blueprint, jsonify, make_response, request

from .db import get_db

bp = Blueprint("history", __name__)


@bp.route("/<slug>/draft", methods=["GET"])
def restore_draft(slug):
    """Drafts are kept client-side in a cookie until the user saves."""
    blob = request.cookies.get("wiki_draft")
    if not blob:
        return jsonify({})
    draft = pickle.loads(base64.b64decode(blob))
    return jsonify({"slug": slug, "body": draft.get("body", "")})


@bp.route("/<slug>/draft2", methods=["GET"])
def restore_draft_json(slug):
    blob = request.cookies.get("wiki_draft2")
    draft = json.loads(base64.urlsafe_b64decode(blob)) if blob else {}
    return jsonify({"slug": slug, "body": draft.get("body", "")})


@bp.route("/<slug>")
def revisions(slug):
    rows = get_db().execute(
        "SELECT id, author, created FROM revisions WHERE slug = ? ORDER BY id DESC", (slug,)
    ).fetchall()
    resp = make_response(jsonify([dict(r) for r in rows]))
    resp.headers["Cache-Control"] = "no-store"
    return resp
