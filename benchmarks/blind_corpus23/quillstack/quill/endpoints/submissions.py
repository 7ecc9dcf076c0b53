import os
import subprocess
import tempfile
import zipfile

from defusedxml import ElementTree as SafeET
from lxml import etree
from starlette.responses import JSONResponse
from werkzeug.utils import secure_filename

from .. import db, settings

W_NS = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
_docx_parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


async def submit(request):
    form = await request.form()
    upload = form["manuscript"]
    name = secure_filename(upload.filename) or "manuscript.docx"
    dest = os.path.join(settings.UPLOAD_DIR, name)
    with open(dest, "wb") as fh:
        fh.write(await upload.read())
    with tempfile.TemporaryFile() as scratch, zipfile.ZipFile(dest) as docx:
        scratch.write(docx.read("word/document.xml"))
        scratch.seek(0)
        doc = etree.parse(scratch, _docx_parser)
        core = SafeET.fromstring(docx.read("docProps/core.xml"))
    style = form.get("style", "Title")
    headings = doc.xpath("//w:p[w:pPr/w:pStyle/@w:val=$s]//w:t/text()", namespaces={"w": W_NS}, s=style)
    words = subprocess.run(["pandoc", "--to", "plain", dest], capture_output=True, text=True, timeout=60).stdout.split()
    sub_id = db.create_submission(form.get("title", ""), form.get("author", ""), form.get("email", ""), name)
    return JSONResponse({"id": sub_id, "words": len(words), "headings": headings[:5], "creator": core.findtext("{*}creator")})


async def download(request):
    row = db.submission(int(request.path_params["sub_id"]))
    if row is None:
        return JSONResponse({"error": "missing"}, status_code=404)
    from starlette.responses import FileResponse

    return FileResponse(os.path.join(settings.UPLOAD_DIR, os.path.basename(row["filename"])))
