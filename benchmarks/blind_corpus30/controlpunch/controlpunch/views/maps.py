import os
import subprocess
import tempfile

from pyramid.httpexceptions import HTTPNotFound
from pyramid.response import FileResponse, Response

ALLOWED_SCALES = {"10000", "15000", "7500", "4000"}


def _event_dir(request):
    return os.path.join(request.registry.settings["controlpunch.map_root"], str(int(request.matchdict["event_id"])))


def course_pdf(request):
    name = request.matchdict["name"]
    if request.params.get("archived") == "1":
        base = os.path.basename(name)
        path = os.path.join(_event_dir(request), "archive", base)
        if not os.path.isfile(path):
            raise HTTPNotFound()
        return FileResponse(path, request=request, content_type="application/pdf")
    path = os.path.join(_event_dir(request), request.params.get("folder", "courses"), name)
    return FileResponse(path, request=request, content_type="application/pdf")


def preview(request):
    scale = request.POST.get("scale", "10000")
    if scale not in ALLOWED_SCALES:
        scale = "10000"
    course = request.POST.get("course", "A")
    pdf = os.path.join(_event_dir(request), "courses", "%s.pdf" % os.path.basename(course))
    out = tempfile.mktemp(suffix=".png", prefix="cp-preview-")
    subprocess.run(["pdftoppm", "-png", "-r", "72", "-singlefile", pdf, out[:-4]], check=True)
    title = request.POST.get("title", "")
    subprocess.run("mogrify -pointsize 18 -annotate +10+20 '%s 1:%s' %s" % (title, scale, out), shell=True, check=True)
    with open(out, "rb") as fh:
        return Response(fh.read(), content_type="image/png")
