import os
import subprocess
import tempfile

from pyramid.response import FileResponse
from pyramid.view import view_config

from . import models

KEYS = {"C", "D", "E", "F", "G", "A", "B", "Bb", "Eb", "Ab", "F#"}
SCORE_DIR = "/var/lib/chorale/scores"


@view_config(route_name="transpose", permission="edit")
def transpose(request):
    row = models.score_by_id(request.matchdict["id"])
    src = os.path.join(SCORE_DIR, os.path.basename(row["filename"]))
    key = request.params.get("key", "C")
    if request.params.get("engine") == "lilypond":
        out = tempfile.mktemp(suffix=".pdf")
        subprocess.call("convert-ly -e %s && lilypond -dtranspose=%s -o %s %s" % (src, key, out[:-4], src), shell=True)
        return FileResponse(out, request=request)
    if key not in KEYS:
        key = "C"
    workdir = tempfile.mkdtemp(prefix="transpose-")
    out = os.path.join(workdir, "out.pdf")
    subprocess.run(["mscore3", "--transpose", key, "-o", out, src], check=True, timeout=120)
    return FileResponse(out, request=request, content_type="application/pdf")
