"""Roof survey photos taken by the estimator on site."""
import hashlib
import os
import shutil
import subprocess
import tempfile

from pyramid.httpexceptions import HTTPBadRequest, HTTPNotFound
from pyramid.response import FileResponse
from pyramid.view import view_config


def _survey_dir(request, job_id):
    path = os.path.join(request.registry.settings["ridgeroll.survey_dir"], str(job_id))
    os.makedirs(path, exist_ok=True)
    return path


@view_config(route_name="survey_photo", request_method="POST", renderer="json")
def upload_photo(request):
    job_id = int(request.matchdict["job_id"])
    field = request.POST.get("photo")
    if field is None or not hasattr(field, "file"):
        raise HTTPBadRequest()
    data = field.file.read()
    digest = hashlib.md5(data).hexdigest()
    work = tempfile.mkdtemp(prefix="survey-")
    raw = os.path.join(work, "upload.jpg")
    with open(raw, "wb") as fh:
        fh.write(data)
    subprocess.run(["exiftool", "-overwrite_original", "-gps:all=", raw], check=False)
    shutil.move(raw, os.path.join(_survey_dir(request, job_id), f"{digest}.jpg"))
    shutil.rmtree(work, ignore_errors=True)
    return {"stored": f"{digest}.jpg"}


@view_config(route_name="survey_photo_get", request_method="GET")
def get_photo(request):
    name = os.path.basename(request.matchdict["name"])
    path = os.path.join(_survey_dir(request, int(request.matchdict["job_id"])), name)
    if not os.path.isfile(path):
        raise HTTPNotFound()
    return FileResponse(path, request=request, content_type="image/jpeg")


@view_config(route_name="survey_doc", request_method="GET")
def survey_document(request):
    name = request.params.get("name", "")
    path = os.path.join(request.registry.settings["ridgeroll.survey_dir"], "docs", name)
    if not os.path.exists(path):
        raise HTTPNotFound()
    return FileResponse(path, request=request)


@view_config(route_name="survey_doc", request_method="POST", renderer="json")
def annotate_document(request):
    caption = request.POST.get("caption", "")
    name = request.POST.get("name", "survey")
    scratch = os.path.join(tempfile.gettempdir(), "ridgeroll-annotate.pdf")
    with open(scratch, "wb") as fh:
        fh.write(request.POST["pdf"].file.read())
    out = os.path.join(request.registry.settings["ridgeroll.survey_dir"], "docs", os.path.basename(name) + ".pdf")
    subprocess.call("pdftk %s stamp /srv/ridgeroll/stamp.pdf output %s && exiftool -Title='%s' %s" % (scratch, out, caption, out), shell=True)
    return {"saved": os.path.basename(out)}
