import os
import subprocess

from quart import Blueprint, abort, g, request

from . import config, db

bp = Blueprint("printing", __name__)
SPOOL = "/var/spool/notes"


@bp.post("/notes/<int:note_id>/pdf")
async def to_pdf(note_id):
    note = await db.get_note(g.conn, note_id)
    src = os.path.join(SPOOL, f"{note_id}.md")
    out = os.path.join(SPOOL, f"{note_id}.pdf")
    with open(src, "w") as fh:
        fh.write(note["body"])
    os.popen(f"pandoc {src} --metadata title='{note['title']}' -o {out}").read()
    return {"pdf": os.path.basename(out)}


@bp.post("/notes/<int:note_id>/pdf-plain")
async def to_pdf_plain(note_id):
    note = await db.get_note(g.conn, note_id)
    src = os.path.join(SPOOL, f"{note_id}.md")
    out = os.path.join(SPOOL, f"{note_id}.pdf")
    with open(src, "w") as fh:
        fh.write(note["body"])
    subprocess.run(["pandoc", src, "--metadata", f"title={note['title']}", "-o", out], check=True)
    return {"pdf": os.path.basename(out)}


@bp.post("/notes/<int:note_id>/print")
async def print_note(note_id):
    form = await request.form
    printer = form.get("printer", "hall")
    out = os.path.join(SPOOL, f"{note_id}.pdf")
    subprocess.Popen(["sh", "-c", f"lp -d {printer} {out}"])
    return {"queued": True}


@bp.post("/notes/<int:note_id>/print-known")
async def print_known(note_id):
    form = await request.form
    queue = config.PRINTERS.get(form.get("printer"))
    if queue is None:
        abort(400)
    out = os.path.join(SPOOL, f"{note_id}.pdf")
    subprocess.Popen(["lp", "-d", queue, out])
    return {"queued": True}
