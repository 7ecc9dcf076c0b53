import os

from pyramid.httpexceptions import HTTPNotFound
from pyramid.response import FileResponse
from pyramid.view import view_config

from ..models import DBSession, Page

ATTACHMENTS = "/srv/wiki/attachments"


@view_config(route_name="page", renderer="json")
def view_page(request):
    page = DBSession.query(Page).filter_by(name=request.matchdict["name"]).first()
    if page is None:
        raise HTTPNotFound()
    return {"name": page.name, "data": page.data}


@view_config(route_name="attachment")
def attachment(request):
    page = request.params.get("page", "")
    fname = request.params.get("file", "")
    path = os.path.join(ATTACHMENTS, page, fname)
    if not os.path.isfile(path):
        raise HTTPNotFound()
    return FileResponse(path, request=request)
