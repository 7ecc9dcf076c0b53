import os
import subprocess
import tempfile

from sanic import Blueprint, response

from ..config import RaceConfig
from ..db import fetch_all

bp = Blueprint("results", url_prefix="/results")


@bp.get("/download/<year>/<fname:path>")
async def download(request, year, fname):
    path = os.path.join(RaceConfig.RESULTS_DIR, year, fname)
    return await response.file(path)


@bp.get("/archive")
async def archive(request):
    wanted = request.args.get("file", "")
    base = os.path.realpath(RaceConfig.RESULTS_DIR)
    target = os.path.realpath(os.path.join(base, wanted))
    if not target.startswith(base + os.sep):
        return response.text("not found", status=404)
    return await response.file(target)


@bp.get("/certificate/<bib:int>")
async def certificate(request, bib):
    rows = fetch_all("SELECT name, chip_time FROM results WHERE bib = ?", (bib,))
    if not rows:
        return response.text("no result", status=404)
    font = request.args.get("font", "DejaVuSans")
    out = os.path.join(RaceConfig.CERT_DIR, "%d.pdf" % bib)
    cmd = "convert -font %s -pointsize 40 label:'%s %s' %s" % (font, rows[0]["name"], rows[0]["chip_time"], out)
    subprocess.call(cmd, shell=True)
    return await response.file(out)


@bp.get("/certificate/<bib:int>/plain")
async def certificate_plain(request, bib):
    rows = fetch_all("SELECT name, chip_time FROM results WHERE bib = ?", (bib,))
    if not rows:
        return response.text("no result", status=404)
    with tempfile.TemporaryDirectory() as work:
        out = os.path.join(work, "cert.pdf")
        subprocess.run(
            ["convert", "-pointsize", "40", "label:%s %s" % (rows[0]["name"].lstrip("@"), rows[0]["chip_time"]), out],
            check=True,
        )
        with open(out, "rb") as fh:
            return response.raw(fh.read(), content_type="application/pdf")


@bp.post("/upload-csv")
async def upload_csv(request):
    upload = request.files.get("csv")
    tmp_path = tempfile.mktemp(prefix="results-", suffix=".csv")
    with open(tmp_path, "wb") as fh:
        fh.write(upload.body)
    return response.json({"received": upload.name, "staged": tmp_path})
