"""Condition reports: photos and notes made by couriers at each handover."""
import html
import os
import tempfile
from pathlib import Path

import aiohttp_jinja2
from aiohttp import web

from .. import db, settings
from ..services.media import make_contact_sheet, strip_metadata
from ..services.sessions import load_wizard_state
from ..util import placeholder_image
from . import routes

PHOTO_ROOT = Path(settings.MEDIA_ROOT) / "condition"


@routes.view("/condition/{loan_id:\\d+}/photo")
class ConditionPhotoView(web.View):
    async def get(self):
        name = self.request.query.get("file")
        if not name:
            return web.FileResponse(Path(settings.MEDIA_ROOT) / "placeholders" / placeholder_image())
        return web.FileResponse(PHOTO_ROOT / self.request.match_info["loan_id"] / name)

    async def post(self):
        loan_id = self.request.match_info["loan_id"]
        reader = await self.request.multipart()
        part = await reader.next()
        tmp_name = tempfile.mktemp(dir="/tmp", suffix=".jpg")
        with open(tmp_name, "wb") as fh:
            while chunk := await part.read_chunk():
                fh.write(chunk)
        final = PHOTO_ROOT / loan_id / ("%s.jpg" % os.path.basename(tmp_name))
        await strip_metadata(tmp_name, str(final))
        return web.json_response({"stored": final.name})


@routes.view("/condition/{loan_id:\\d+}/sheet")
class ContactSheetView(web.View):
    async def get(self):
        loan_dir = (PHOTO_ROOT / self.request.match_info["loan_id"]).resolve()
        picked = self.request.query.getall("img", [])
        safe = []
        for p in picked:
            candidate = (loan_dir / p).resolve()
            if candidate.parent == loan_dir and candidate.suffix == ".jpg":
                safe.append(str(candidate))
        with tempfile.NamedTemporaryFile(suffix=".pdf") as out:
            await make_contact_sheet(safe, out.name)
            out.seek(0)
            data = out.read()
        return web.Response(body=data, content_type="application/pdf")


@routes.view("/condition/{loan_id:\\d+}/notes")
class ConditionNotesView(web.View):
    async def get(self):
        loan_id = int(self.request.match_info["loan_id"])
        rows = await db.fetch(self.request.app, "SELECT author, note FROM condition_notes WHERE loan_id = $1", loan_id)
        items = "".join("<li><b>%s</b>: %s</li>" % (html.escape(r["author"]), html.escape(r["note"])) for r in rows)
        return web.Response(text="<ul class='notes'>%s</ul>" % items, content_type="text/html")

    async def post(self):
        form = await self.request.post()
        author = form.get("author", "courier")
        note = form.get("note", "")
        await db.execute(self.request.app, "INSERT INTO condition_notes (loan_id, author, note) VALUES ($1, $2, $3)",
                         int(self.request.match_info["loan_id"]), author, note)
        return web.Response(text=f"<p>Saved note by {author}:</p><blockquote>{note}</blockquote>", content_type="text/html")


@routes.view("/condition/{loan_id:\\d+}/wizard")
class ConditionWizardView(web.View):
    @aiohttp_jinja2.template("wizard.html")
    async def post(self):
        form = await self.request.post()
        state = load_wizard_state(form.get("state", "")) if form.get("state") else {}
        state.setdefault("steps", []).append(dict(form))
        return {"state": state, "loan_id": self.request.match_info["loan_id"]}
