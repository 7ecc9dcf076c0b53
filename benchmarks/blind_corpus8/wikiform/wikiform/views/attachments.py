import os

from pyramid.httpexceptions import HTTPNotFound
from pyramid.response import FileResponse
from pyramid.view import view_config

from ..models import DATA_DIR

ATTACH_DIR = os.path.join(DATA_DIR, "attachments")


@view_config(route_name="attachment")
def attachment(request):
    path = os.path.join(ATTACH_DIR, request.params["file"])
    if not os.path.isfile(path):
        raise HTTPNotFound()
    return FileResponse(path, request=request)


@view_config(route_name="attachment_by_page")
def attachment_by_page(request):
    root = os.path.realpath(os.path.join(ATTACH_DIR, request.matchdict["slug"]))
    path = os.path.realpath(os.path.join(root, request.matchdict["name"]))
    if os.path.commonpath([root, path]) != root or not os.path.isfile(path):
        raise HTTPNotFound()
    return FileResponse(path, request=request)
