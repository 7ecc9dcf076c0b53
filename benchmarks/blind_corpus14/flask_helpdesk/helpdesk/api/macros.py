"""Canned responses.  Any agent can create a macro; bodies are Jinja templates."""
from flask import render_template_string, request
from flask_login import current_user, login_required
from flask_restx import Namespace, Resource
from jinja2.sandbox import SandboxedEnvironment

from ..db import get_db

ns = Namespace("macros", description="Canned responses")
_sandbox = SandboxedEnvironment(autoescape=True)


def _macro(macro_id):
    row = get_db().execute("SELECT body, engine FROM macros WHERE id = ?", (macro_id,)).fetchone()
    if row is None:
        ns.abort(404)
    return row


@ns.route("/<int:macro_id>/render")
class RenderMacro(Resource):
    method_decorators = [login_required]

    def post(self, macro_id):
        row = _macro(macro_id)
        ctx = {"agent": current_user.id, **(request.get_json() or {})}
        if row["engine"] == "sandbox":
            return {"text": _sandbox.from_string(row["body"]).render(**ctx)}
        return {"text": render_template_string(row["body"], **ctx)}


@ns.route("/")
class MacroList(Resource):
    method_decorators = [login_required]

    def post(self):
        data = request.get_json()
        get_db().execute(
            "INSERT INTO macros (title, body, engine, owner) VALUES (?, ?, ?, ?)",
            (data["title"], data["body"], data.get("engine", "jinja"), current_user.id),
        )
        get_db().commit()
        return {"ok": True}, 201
