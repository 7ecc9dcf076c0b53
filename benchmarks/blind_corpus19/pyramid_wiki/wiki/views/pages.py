import os

from pyramid.httpexceptions import HTTPNotFound
from pyramid.response import FileResponse, Response
from pyramid.view import view_config

from ..storage import ATTACH_DIR, PageStore


@view_config(route_name="page", renderer="templates/page.jinja2")
def show_page(request):
    try:
        body = PageStore().read(request.matchdict["name"])
    except (KeyError, FileNotFoundError):
        raise HTTPNotFound()
    return {"body": body, "name": request.matchdict["name"]}


@view_config(route_name="page_raw")
def raw_page(request):
    rel = request.params.get("path", "Home.md")
    return Response(PageStore().read_unchecked(rel), content_type="text/plain")


@view_config(route_name="attachment")
def attachment(request):
    page = request.matchdict["page"]
    filename = request.matchdict["filename"]
    path = os.path.join(ATTACH_DIR, page, filename)
    if not os.path.isfile(path):
        raise HTTPNotFound()
    return FileResponse(path, request=request)
