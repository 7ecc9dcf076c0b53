"""Walling matches: scoring, scoresheet drafts and certificates."""
import hashlib
import subprocess
import tempfile

from starlette.endpoints import HTTPEndpoint
from starlette.exceptions import HTTPException
from starlette.responses import JSONResponse, Response

from .. import db
from ..helpers import records, scoring, tokens


class ScoreEndpoint(HTTPEndpoint):
    async def post(self, request):
        if request.session.get("role") != "steward":
            raise HTTPException(status_code=403)
        comp_id = request.path_params["comp_id"]
        form = await request.form()
        rows = await db.query("SELECT rule FROM competition_classes WHERE competition_id = ? AND name = ?", (comp_id, form["class"]))
        if not rows:
            raise HTTPException(status_code=404)
        marks = {k: float(v) for k, v in form.items() if k.startswith("m_")}
        total = scoring.apply_rule(rows[0]["rule"], marks)
        await db.execute("INSERT INTO scores (competition_id, competitor, total) VALUES (?, ?, ?)", (comp_id, form["competitor"], total))
        return JSONResponse({"total": total})


class ScoresheetDraft(HTTPEndpoint):
    async def get(self, request):
        sheet = records.load_sheet(request.cookies.get("cs_sheet", ""))
        return JSONResponse({"competitor": sheet.competitor, "marks": sheet.marks, "label": sheet.label()})

    async def post(self, request):
        form = await request.form()
        length = records.parse_length(form.get("length", "(0, 0)"))
        return JSONResponse({"length_m": length})


async def certificate(request):
    cert_no = request.path_params["cert_no"]
    if request.query_params.get("v") != tokens.certificate_code(cert_no):
        raise HTTPException(status_code=403)
    rows = await db.query("SELECT holder, grade, awarded_on FROM certificates WHERE cert_no = ?", (cert_no,))
    if not rows:
        raise HTTPException(status_code=404)
    svg = tokens.certificate_svg(rows[0])
    with tempfile.NamedTemporaryFile(suffix=".svg") as src:
        src.write(svg.encode("utf-8"))
        src.flush()
        pdf = subprocess.run(["rsvg-convert", "-f", "pdf", src.name], capture_output=True, check=True).stdout
    etag = hashlib.md5(pdf).hexdigest()
    return Response(pdf, media_type="application/pdf", headers={"ETag": f'"{etag}"'})
