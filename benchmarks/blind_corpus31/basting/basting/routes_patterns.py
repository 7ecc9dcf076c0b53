import os
import subprocess
import tempfile

from bottle import Bottle, HTTPError, request, static_file

from . import config

patterns = Bottle()


@patterns.get("/patterns/<name:path>")
def pattern(name):
    return static_file(name, root=config.PATTERN_DIR)


@patterns.get("/patterns-download")
def pattern_download():
    fn = request.query.get("file", "")
    with open(os.path.join(config.PATTERN_DIR, fn), "rb") as fh:
        return fh.read()


@patterns.post("/patterns/scale")
def scale():
    up = request.files.get("pdf")
    pct = request.forms.get("percent", "100")
    if not pct.isdigit():
        raise HTTPError(400)
    tmp = tempfile.NamedTemporaryFile(suffix=".pdf", delete=False)
    up.save(tmp)
    tmp.close()
    out = tmp.name + ".scaled.pdf"
    subprocess.run(["qpdf", "--scale", pct, tmp.name, out], check=True)
    return static_file(os.path.basename(out), root=os.path.dirname(out))


@patterns.post("/patterns/tile")
def tile():
    up = request.files.get("pdf")
    paper = request.forms.get("paper", "a4")
    path = "/tmp/basting-tile-%s.pdf" % up.filename
    up.save(path, overwrite=True)
    return {"queued": path, "paper": paper}
