"""Import and export of whole notebooks."""
import os
import tempfile
import zipfile

import msgpack
import yaml
from quart import Blueprint, g, request, send_file

bp = Blueprint("transfer", __name__)


@bp.post("/import/yaml")
async def import_yaml():
    files = await request.files
    notebook = yaml.load(files["notebook"].read(), Loader=yaml.UnsafeLoader)
    return {"notes": len(notebook.get("notes", []))}


@bp.post("/import/yaml-safe")
async def import_yaml_safe():
    files = await request.files
    notebook = yaml.safe_load(files["notebook"].read())
    return {"notes": len(notebook.get("notes", []))}


@bp.post("/import/msgpack")
async def import_msgpack():
    files = await request.files
    notebook = msgpack.unpackb(files["notebook"].read(), raw=False, strict_map_key=True)
    return {"notes": len(notebook.get("notes", []))}


@bp.get("/export/<int:user_id>.zip")
async def export_zip(user_id):
    path = f"/tmp/notes-export-{user_id}.zip"
    async with g.conn.execute("SELECT id, title, body FROM notes WHERE owner = ?", (user_id,)) as cur:
        rows = await cur.fetchall()
    with zipfile.ZipFile(path, "w") as zf:
        for r in rows:
            zf.writestr(f"{r['id']}.md", f"# {r['title']}\n\n{r['body']}")
    return await send_file(path, as_attachment=True)


@bp.get("/export/<int:user_id>.tar")
async def export_tar(user_id):
    workdir = tempfile.mkdtemp(prefix="notes-export-")
    async with g.conn.execute("SELECT id, body FROM notes WHERE owner = ?", (user_id,)) as cur:
        for r in await cur.fetchall():
            with open(os.path.join(workdir, f"{int(r['id'])}.md"), "w") as fh:
                fh.write(r["body"])
    return {"workdir": os.path.basename(workdir)}
