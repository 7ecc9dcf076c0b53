import datetime
import os

from pyramid.httpexceptions import HTTPNotFound
from pyramid.response import FileResponse
from pyramid.view import view_config

from ..services import documents


@view_config(route_name="minutes_upload", request_method="POST", permission="clerk", renderer="json")
def upload(request):
    field = request.POST["minutes"]
    pdf, outdir = documents.convert_to_pdf(field.filename, field.file.read())
    text = documents.extract_text(pdf)
    documents.publish(pdf, request.POST.get("year", datetime.date.today().year), outdir)
    return {"words": len(text.split())}


@view_config(route_name="minutes_file")
def minutes_file(request):
    year = request.matchdict["year"]
    if not year.isdigit():
        raise HTTPNotFound()
    path = os.path.join(documents.MINUTES_ROOT, year, os.path.basename(request.matchdict["name"]))
    if not os.path.isfile(path):
        raise HTTPNotFound()
    return FileResponse(path, request=request, content_type="application/pdf")
