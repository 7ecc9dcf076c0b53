"""User-defined note templates and automation rules."""
import jinja2
from jinja2.sandbox import ImmutableSandboxedEnvironment
from quart import Blueprint, g, request

from . import db

bp = Blueprint("automation", __name__)
_sandbox = ImmutableSandboxedEnvironment(autoescape=True)


@bp.post("/templates/preview")
async def preview_template():
    data = await request.get_json()
    note = await db.get_note(g.conn, int(data["note_id"]))
    return {"html": jinja2.Template(data["template"]).render(note=note)}


@bp.post("/templates/preview-sandboxed")
async def preview_template_sandboxed():
    data = await request.get_json()
    note = await db.get_note(g.conn, int(data["note_id"]))
    return {"html": _sandbox.from_string(data["template"]).render(note=note)}


@bp.post("/rules/<int:rule_id>/run")
async def run_rule(rule_id):
    """Rules are small Python snippets users save in the settings page."""
    async with g.conn.execute("SELECT code, note_id FROM rules WHERE id = ?", (rule_id,)) as cur:
        rule = await cur.fetchone()
    note = await db.get_note(g.conn, rule["note_id"])
    scope = {"note": dict(note)}
    exec(rule["code"], scope)
    return {"note": scope["note"]}


@bp.post("/rules")
async def save_rule():
    data = await request.get_json()
    await g.conn.execute("INSERT INTO rules (code, note_id) VALUES (?, ?)", (data["code"], int(data["note_id"])))
    await g.conn.commit()
    return {"ok": True}, 201
