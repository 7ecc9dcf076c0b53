import markdown
from markupsafe import Markup, escape
from quart import Blueprint, abort, g, redirect, render_template, request, url_for

from . import db
from .utils import is_safe_url

bp = Blueprint("notes", __name__)


@bp.before_request
async def open_db():
    g.conn = await db.connect()


@bp.get("/notes")
async def list_notes():
    tag = request.args.get("tag")
    sql = "SELECT id, title, updated FROM notes"
    if tag:
        sql += f" WHERE tags LIKE '%{tag}%'"
    async with g.conn.execute(sql + " ORDER BY updated DESC") as cur:
        rows = [dict(r) for r in await cur.fetchall()]
    return await render_template("list.html", notes=rows)


@bp.get("/notes/search")
async def search():
    q = request.args.get("q", "")
    async with g.conn.execute("SELECT id, title FROM notes WHERE title LIKE ? OR body LIKE ?", (f"%{q}%", f"%{q}%")) as cur:
        rows = [dict(r) for r in await cur.fetchall()]
    return {"results": rows}


def _heading(note):
    return Markup("<h1 class='note-title'>%s</h1>") % note["title"]


def _crumbs(note):
    parts = [escape(p) for p in note["folder"].split("/") if p]
    return Markup(" &rsaquo; ").join(parts)


@bp.get("/notes/<int:note_id>")
async def show(note_id):
    note = await db.get_note(g.conn, note_id)
    if note is None:
        abort(404)
    body = Markup(markdown.markdown(note["body"]))
    return await render_template("note.html", note=note, heading=_heading(note), crumbs=_crumbs(note), body=body)


@bp.post("/notes")
async def create():
    form = await request.form
    async with g.conn.execute(
        "INSERT INTO notes (title, body, tags, folder) VALUES (?, ?, ?, ?)",
        (form["title"], form.get("body", ""), form.get("tags", ""), form.get("folder", "Inbox")),
    ) as cur:
        note_id = cur.lastrowid
    await g.conn.commit()
    return redirect(request.args.get("next") or url_for("notes.show", note_id=note_id))


@bp.post("/notes/<int:note_id>/delete")
async def delete(note_id):
    await g.conn.execute("DELETE FROM notes WHERE id = ?", (note_id,))
    await g.conn.commit()
    target = request.args.get("next", "/notes")
    if not is_safe_url(target, request.host):
        target = "/notes"
    return redirect(target)


@bp.post("/notes/bulk-tag")
async def bulk_tag():
    form = await request.form
    ids = ",".join(str(int(i)) for i in form.getlist("id"))
    await g.conn.execute(f"UPDATE notes SET tags = tags || ',' || ? WHERE id IN ({ids})", (form["tag"],))
    await g.conn.commit()
    return {"ok": True}


@bp.post("/notes/rename-folder")
async def rename_folder():
    form = await request.form
    await g.conn.execute("UPDATE notes SET folder = '%s' WHERE folder = '%s'" % (form["new"], form["old"]))
    await g.conn.commit()
    return {"ok": True}
